//go:build js

package game

import (
	"fmt"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/ui"
)

// The browser build pauses while the page is hidden or unfocused: Ebitengine
// then stops calling Update and suspends the audio context. (Its default,
// runnable when unfocused, keeps the audio running in a hidden tab.)
//
// It also exposes a read-only hook for the browser tests:
//
//	window.wheeloffate.state()    {ruleset, turn, hash (16 hex digits), seq} or null; while a
//	                              match is on screen also {seats, active, over, actions, valid,
//	                              problem, flick, frame, decision: {seat, kind, person, offered,
//	                              legal, prompt}} as of the last frame (valid: the engine's invariants hold)
//	                              and, from the first frame on (before any game: only these two),
//	                              {scene ("title", "setup", "board", "replay", …), toast (the
//	                              notice showing, "" for none), thinkMaxMs (the longest one tick
//	                              spent on computers' thinking), hardDecisions (searches made)}
//	window.wheeloffate.replay()   the match on screen as a replay file (text), null until the
//	                              frame after the first call
//	window.wheeloffate.frames()   {ticks, draws, width, height, fps, tps, firstDrawMs}
//	window.wheeloffate.controls() the controls drawn in the last frame, in CSS pixels
//
// Each call returns fresh plain values copied from what the game published;
// nothing reachable from the hook can change the game.
func init() {
	ebiten.SetRunnableOnUnfocused(false)

	win := js.Global()
	if win.Get("document").IsUndefined() {
		return // Node: no page
	}
	firstDraw := js.Null()
	published.mu.Lock()
	published.onDraw = func() {
		if perf := win.Get("performance"); perf.Truthy() {
			firstDraw = js.ValueOf(perf.Call("now").Float())
		}
	}
	published.mu.Unlock()

	hook := win.Get("Object").New()
	WatchMatch()
	hook.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
		s, ok := PublishedState()
		scene, toast, shown := PublishedShown()
		if !ok && !shown {
			return nil
		}
		out := map[string]any{}
		if shown {
			out["scene"], out["toast"] = scene, toast
			th := Thinks()
			out["thinkMaxMs"], out["hardDecisions"] = th.MaxMs, th.Searches
		}
		if ok {
			out["ruleset"], out["turn"], out["hash"], out["seq"] = s.Ruleset, s.Turn, fmt.Sprintf("%016x", s.Hash), float64(s.Seq)
		}
		if m, ok := PublishedMatch(); ok {
			// The frame's copy: consistent with controls() of that frame.
			out["ruleset"], out["turn"], out["hash"] = m.Ruleset, m.Turn, fmt.Sprintf("%016x", m.Hash)
			out["seats"], out["active"], out["over"], out["actions"] = m.Seats, m.Active, m.Over, m.Actions
			out["valid"], out["problem"], out["flick"], out["frame"] = m.Valid, m.Problem, m.Flick, float64(m.Frame)
			d := m.Decision
			out["decision"] = map[string]any{
				"seat": d.Seat, "kind": d.Kind, "person": d.Person, "offered": d.Offered, "legal": d.Legal, "prompt": d.Prompt,
			}
		}
		return out
	}))
	hook.Set("replay", js.FuncOf(func(js.Value, []js.Value) any {
		if b := PublishedReplay(); len(b) > 0 {
			return string(b)
		}
		return nil
	}))
	hook.Set("frames", js.FuncOf(func(js.Value, []js.Value) any {
		f := Frames()
		return map[string]any{
			"ticks":       float64(f.Ticks),
			"draws":       float64(f.Draws),
			"width":       f.Width,
			"height":      f.Height,
			"fps":         ebiten.ActualFPS(),
			"tps":         ebiten.ActualTPS(),
			"firstDrawMs": firstDraw,
		}
	}))
	recording := false
	hook.Set("controls", js.FuncOf(func(js.Value, []js.Value) any {
		if !recording {
			// Recording starts with the first call: players never pay for it.
			recording = true
			ui.RecordDrawn(true)
		}
		return controlsJS(win)
	}))
	win.Get("Object").Call("freeze", hook)
	win.Get("Object").Call("defineProperty", win, "wheeloffate", map[string]any{
		"value": hook, "writable": false, "configurable": false, "enumerable": true,
	})
}

// controlsJS maps the last frame's controls from logical to CSS pixels:
// Ebitengine scales the logical screen to fit the canvas, centred.
func controlsJS(win js.Value) any {
	f := Frames()
	canvases := win.Get("document").Call("getElementsByTagName", "canvas")
	list := []any{}
	if canvases.Length() == 0 || f.Width == 0 || f.Height == 0 {
		return map[string]any{"scale": 0, "list": list}
	}
	r := canvases.Index(0).Call("getBoundingClientRect")
	cw, ch := r.Get("width").Float(), r.Get("height").Float()
	s := min(cw/float64(f.Width), ch/float64(f.Height))
	ox := r.Get("left").Float() + (cw-s*float64(f.Width))/2
	oy := r.Get("top").Float() + (ch-s*float64(f.Height))/2
	for _, d := range ui.DrawnControls() {
		list = append(list, map[string]any{
			"kind":     d.Kind,
			"label":    d.Label,
			"x":        ox + d.Rect.X*s,
			"y":        oy + d.Rect.Y*s,
			"w":        d.Rect.W * s,
			"h":        d.Rect.H * s,
			"disabled": d.Disabled,
			"selected": d.Selected,
		})
	}
	return map[string]any{"scale": s, "width": f.Width, "height": f.Height, "list": list}
}
