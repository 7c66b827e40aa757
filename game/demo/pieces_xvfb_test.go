//go:build xvfb

package demo

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
)

// The pieces playground at a desktop's and a phone's size, at rest: the
// roulette wheel and the spinner show their numbers' colours under their
// pointers, the dice lie on their faces inside their own cells, and no
// piece runs into another or off the screen. The shots go to
// $WHEELOFFATE_SHOTS (or a temporary directory) for a person to look at.
func TestPiecesShots(t *testing.T) {
	dir := shotsDir(t)
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		p := NewPieces()
		pg := newPlayground(t, p, size[0], size[1])
		app, w, h := pg.app, pg.w, pg.h
		screen := ebiten.NewImage(w, h)
		app.Draw(screen)

		screenRect := ui.R(0, 0, float64(w), float64(h))
		for i, b := range p.boxes {
			assert.True(t, screenRect.Holds(b), "%v: cell %d on the screen", size, i)
			for _, o := range p.boxes[:i] {
				assert.False(t, b.Overlaps(o), "%v: cells apart", size)
			}
		}
		rv, sv, pair, cup := p.Views()
		for i, v := range []*ui.WheelView{rv, sv} {
			cx, cy, r := v.Center()
			assert.True(t, p.boxes[i].Holds(ui.R(cx-r, cy-r*1.1, 2*r, 2.1*r)), "%v: wheel %d and its pointer in its cell", size, i)
			wh := v.Wheel
			from, to := wh.Spec().Span(wh.Segment())
			under := math.Mod(2*math.Pi-wh.Angle(), 2*math.Pi) // the wheel-local angle at the pointer
			assert.InDelta(t, 0.5, (under-from)/(to-from), 0.31, "%v: wheel %d at rest inside its segment", size, i)
			got := color.RGBAModel.Convert(screen.At(int(cx), int(cy-r*0.45))).(color.RGBA)
			want := ui.SegmentColor(wh.Spec(), wh.Segment())
			assert.InDelta(t, int(want.R), int(got.R), 16, "%v: wheel %d's pointer segment", size, i)
			assert.InDelta(t, int(want.G), int(got.G), 16)
			assert.InDelta(t, int(want.B), int(got.B), 16)
		}
		for i, v := range []*ui.DiceView{pair, cup} {
			d := v.Dice
			require.True(t, d.Done())
			for k, f := range d.Targets() {
				pose := d.Die(k)
				assert.Equal(t, f, pose.Face)
				x, y := v.ScreenPos(anim.Point{X: pose.X, Y: pose.Y})
				s := v.DieSize()
				assert.True(t, p.boxes[2+i].Holds(ui.R(x-s*0.71, y-s*0.71, s*1.42, s*1.42)), "%v: die %d in its cell", size, k)
			}
		}
		saveShot(t, dir, "pieces", size, screen)
		screen.Deallocate()
	}
}
