package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"wheeloffate/cli"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/saves"
	"wheeloffate/game/sound"
	"wheeloffate/scenes"
)

// windowOptions are the window's command line.
type windowOptions struct {
	ruleset  string
	players  int
	seed     uint64
	hasSeed  bool
	autoplay bool
	speed    anim.Speed
	hasSpeed bool
	replay   string
	cont     bool
	note     string // said on the title: an address's part that was set aside
}

// window opens the game window: the title, or with -ruleset (or -players,
// or -autoplay) straight to the board.
func window(args []string) error {
	if len(args) > 0 && args[0] == "shots" {
		return shots(args[1:])
	}
	o, err := parseWindow(args)
	if err != nil {
		return err
	}
	if o.hasSeed {
		scenes.UseSeed(o.seed)
	}
	// Every game is recorded: the running game after every action, and the
	// finished games for the list of past games. An autoplay run keeps its
	// running game in a slot of its own ("autoplay"), so it can be killed
	// and continued (-autoplay -continue) without ever replacing a
	// person's unfinished game.
	lib := saves.Default()
	if o.autoplay {
		lib.Slot = "autoplay"
	}
	scenes.UseLibrary(lib)
	// The first scene is the title unless a flag or a link says otherwise.
	// It is built once, at the end: building it sets a damaged save aside
	// (and says so), which must not happen before -continue looks.
	var first game.Scene
	switch {
	case o.replay != "":
		data, err := cli.ReadReplayBytes(o.replay)
		if err == nil {
			first, err = scenes.NewReplay(data, scenes.NewTitle)
		}
		if err != nil {
			return fmt.Errorf("-replay %s: %v", o.replay, err)
		}
	case o.cont:
		if first, err = scenes.NewContinue(scenes.PlayOptions{Autoplay: o.autoplay}); err != nil {
			return fmt.Errorf("-continue: %v", err)
		}
	case o.ruleset != "" || o.players > 0 || o.autoplay:
		id := o.ruleset
		if id == "" {
			id = catalog.Default()
		}
		first, err = scenes.NewQuickStart(id, o.players, scenes.PlayOptions{Autoplay: o.autoplay})
		if err != nil {
			return err
		}
	default:
		// A share link opens the viewer (in a browser; natively there is none).
		if data, err := scenes.LinkReplay(); err != nil {
			first = scenes.NewTitleNote(oneLineErr("This link's replay cannot be shown: ", err))
		} else if data != nil {
			if sc, err := scenes.NewReplay(data, scenes.NewTitle); err != nil {
				first = scenes.NewTitleNote(oneLineErr("This link's replay cannot be shown: ", err))
			} else {
				first = sc
			}
		}
	}
	if first == nil && o.note != "" {
		first = scenes.NewTitleNote(o.note)
	}
	if first == nil {
		first = scenes.NewOpeningTitle()
	}
	var store game.Store = game.DefaultStore()
	if o.autoplay {
		// An autoplay run neither reads nor changes the player's settings.
		store = &game.MemStore{}
	}
	if o.hasSpeed {
		store = &speedStore{base: store, speed: o.speed}
	}
	app := game.NewApp(first, game.Options{Store: store, Sound: sound.ModeFromEnv()})
	return app.Run("Wheel of Fate")
}

func oneLineErr(prefix string, err error) string {
	return strings.ReplaceAll(prefix+err.Error(), "\n", " ")
}

// speedStore applies -speed for this run only: it reads the saved settings
// with the animation speed replaced and, when saving, keeps the saved speed
// unless the player changed it in the settings screen.
type speedStore struct {
	base  game.Store
	speed anim.Speed
	saved json.RawMessage // the speed as saved, nil if none
}

func (s *speedStore) Load() ([]byte, error) {
	data, err := s.base.Load()
	m := map[string]json.RawMessage{}
	switch {
	case errors.Is(err, game.ErrNoSettings):
	case err != nil:
		return nil, err
	default:
		if err := json.Unmarshal(data, &m); err != nil {
			return data, nil // let LoadSettings report it
		}
	}
	s.saved = m["animSpeed"]
	m["animSpeed"], _ = json.Marshal(s.speed)
	return json.Marshal(m)
}

func (s *speedStore) Save(data []byte) error {
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal(data, &m); err == nil {
		var sp anim.Speed
		if json.Unmarshal(m["animSpeed"], &sp) == nil && sp == s.speed {
			if s.saved != nil {
				m["animSpeed"] = s.saved
			} else {
				delete(m, "animSpeed")
			}
			if out, err := json.MarshalIndent(m, "", "  "); err == nil {
				data = append(out, '\n')
			}
		} else {
			s.saved = m["animSpeed"] // the player chose a speed: keep it
			s.speed = sp
		}
	}
	return s.base.Save(data)
}
