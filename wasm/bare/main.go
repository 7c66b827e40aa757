// Command bare is the baseline for the browser measurements
// (make web-measure): the smallest Ebitengine program that fills the screen
// each frame. In a browser it publishes the same frames() figures as the
// game's hook, as window.wheeloffate.frames().
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct {
	ticks, draws uint64
	w, h         int
}

func (b *bare) Update() error {
	b.ticks++
	return nil
}

func (b *bare) Draw(screen *ebiten.Image) {
	b.draws++
	v := uint8(b.draws)
	screen.Fill(color.RGBA{v, 0x40, 0xff - v, 0xff})
	b.w, b.h = screen.Bounds().Dx(), screen.Bounds().Dy()
	noteDraw(b)
}

func (b *bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	b := &bare{}
	expose(b)
	ebiten.SetWindowTitle("bare")
	if err := ebiten.RunGame(b); err != nil {
		panic(err)
	}
}
