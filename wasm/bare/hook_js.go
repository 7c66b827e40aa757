//go:build js

package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

var firstDraw = js.Null()

func noteDraw(b *bare) {
	if b.draws == 1 {
		firstDraw = js.ValueOf(js.Global().Get("performance").Call("now").Float())
	}
}

func expose(b *bare) {
	hook := js.Global().Get("Object").New()
	hook.Set("frames", js.FuncOf(func(js.Value, []js.Value) any {
		return map[string]any{
			"ticks": float64(b.ticks), "draws": float64(b.draws), "width": b.w, "height": b.h,
			"fps": ebiten.ActualFPS(), "tps": ebiten.ActualTPS(), "firstDrawMs": firstDraw,
		}
	}))
	hook.Set("state", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	js.Global().Set("wheeloffate", hook)
}
