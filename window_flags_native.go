//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"wheeloffate/cli"
	"wheeloffate/engine/catalog"
	"wheeloffate/game/anim"
)

// parseWindow reads the window's flags. Every error is one line.
func parseWindow(args []string) (windowOptions, error) {
	var o windowOptions
	fs := flag.NewFlagSet("wheeloffate", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&o.ruleset, "ruleset", "", "ruleset id: start this game at once")
	fs.Var((*cli.PlayerCount)(&o.players), "players", "number of players") // 0: not given; -players 0 is refused
	seed := fs.String("seed", "", "seed of the game")
	fs.BoolVar(&o.autoplay, "autoplay", false, "computers play every seat; exit after the results")
	speed := fs.String("speed", "", "animation speed: 1, 2, 4 or instant")
	fs.StringVar(&o.replay, "replay", "", "watch a replay file")
	fs.BoolVar(&o.cont, "continue", false, "continue the saved running game")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, errors.New("usage: wheeloffate [-ruleset ID] [-players N] [-seed S] [-autoplay] [-speed 1|2|4|instant] [-continue] [-replay FILE] | sim ... | play ... | replay verify|show|link FILE")
		}
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unknown argument %q", fs.Arg(0))
	}
	if o.replay != "" && (o.cont || o.autoplay || o.ruleset != "" || o.players > 0) {
		return o, errors.New("-replay shows a recorded game: it cannot be combined with -continue, -autoplay, -ruleset or -players")
	}
	if o.cont && (o.ruleset != "" || o.players > 0 || o.hasSeed) {
		return o, errors.New("-continue goes on with the saved game: it cannot be combined with -ruleset, -players or -seed")
	}
	if *seed != "" {
		s, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return o, fmt.Errorf("-seed %q: want a whole number from 0 to %d", *seed, uint64(1<<64-1))
		}
		o.seed, o.hasSeed = s, true
	}
	if *speed != "" {
		switch strings.TrimSuffix(strings.ToLower(*speed), "x") {
		case "1":
			o.speed = anim.Speed1x
		case "2":
			o.speed = anim.Speed2x
		case "4":
			o.speed = anim.Speed4x
		case "instant":
			o.speed = anim.SpeedInstant
		default:
			return o, fmt.Errorf("-speed %q: want 1, 2, 4 or instant", *speed)
		}
		o.hasSpeed = true
	}
	if o.players < 0 {
		return o, fmt.Errorf("-players %d: want a number of players", o.players)
	}
	if o.ruleset != "" {
		if _, err := catalog.Lookup(o.ruleset); err != nil {
			return o, err
		}
	}
	return o, nil
}
