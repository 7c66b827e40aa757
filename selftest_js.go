//go:build js

package main

import (
	"net/url"
	"strings"
	"syscall/js"

	"wheeloffate/game"
	"wheeloffate/wasm/selftest"
)

// In the browser, ?selftest=RULESET,PLAYERS,SEED plays one computer-only game
// headless instead of opening the game, publishes its final state through
// game.PublishState (window.wheeloffate.state()) and the full result as
// window.wheeloffateSelftest, and stays alive (never opening the game) so the
// hook can still be read. The browser tests compare it with
// `go run ./wasm/cmd/selftest` natively.
func init() {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return
	}
	search := loc.Get("search").String()
	if !strings.Contains(search, "selftest=") {
		return // the usual page: no query to parse before the game's first frame
	}
	q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
	spec := q.Get("selftest")
	if spec == "" {
		return
	}
	out := map[string]any{"spec": spec}
	r, err := selftestRun(spec)
	if err != nil {
		out["error"] = err.Error()
	} else {
		game.PublishState(r.Ruleset, r.Turns, r.Hash)
		out["line"] = r.String()
		out["hash"] = r.HashHex()
		out["trail"] = r.TrailHex()
		out["turns"] = r.Turns
		out["actions"] = r.Actions
	}
	out["store"] = storeRoundTrip()
	js.Global().Set("wheeloffateSelftest", out)
	select {} // the hook's callbacks keep being served
}

func selftestRun(spec string) (selftest.Result, error) {
	sp, err := selftest.Parse(spec)
	if err != nil {
		return selftest.Result{}, err
	}
	return selftest.Run(sp)
}

// storeRoundTrip checks the localStorage settings store under its own key.
func storeRoundTrip() string {
	st := &game.LocalStore{Key: "wheeloffate.selftest"}
	want := game.DefaultSettings()
	want.Volume = 0.25
	want.AskSideBets = false
	if err := game.SaveSettings(st, want); err != nil {
		return "save: " + err.Error()
	}
	got, err := game.LoadSettings(st)
	if err != nil {
		return "load: " + err.Error()
	}
	js.Global().Get("localStorage").Call("removeItem", st.Key)
	if got != want {
		return "read back different settings"
	}
	return "ok"
}
