package table

import (
	"strings"
	"unicode/utf8"

	"wheeloffate/game"
)

// Shot is a scene in a representative state, for `make shots`.
type Shot struct {
	Name string
	// Make builds the scene; Ticks is how many updates to run before the
	// picture is taken (so animations settle).
	Make  func() game.Scene
	Ticks int
	// Advised: taken with the odds advisor's setting on.
	Advised bool
}

var shots []Shot

// AddShot registers a scene for `make shots`; screens packages call it
// from the init of a shots_native.go (built with `!js`: the browser build
// has no shots tool, and what the shots build would cost the download).
func AddShot(name string, ticks int, make func() game.Scene) {
	shots = append(shots, Shot{Name: name, Make: make, Ticks: ticks})
}

// AddAdvisedShot registers a scene for `make shots` taken with the odds
// advisor on (name it "advisor-…").
func AddAdvisedShot(name string, ticks int, make func() game.Scene) {
	shots = append(shots, Shot{Name: name, Make: make, Ticks: ticks, Advised: true})
}

// Shots lists every registered scene, in registration order.
func Shots() []Shot { return shots }

// OneLine makes a message fit a toast: one line, at most 160 bytes, cut at
// a character's edge.
func OneLine(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) <= 160 {
		return s
	}
	cut := 157
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
