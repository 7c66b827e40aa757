//go:build xvfb

package ui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
)

// pipsOnScreen counts the pips of the die drawn at pose p (table units) in
// img: the dark spots inside the die's turned square, its edge left out.
func pipsOnScreen(img *ebiten.Image, v *DiceView, p anim.DiePose) int {
	cx, cy := v.ScreenPos(anim.Point{X: p.X, Y: p.Y})
	s := v.DieSize()
	half := int(s)
	sin, cos := math.Sincos(p.Angle)
	return darkSpots(2*half, 2*half, func(x, y int) bool {
		dx, dy := float64(x-half)+0.5, float64(y-half)+0.5
		// Into the die's own axes: keep the inner 80%.
		u, w := dx*cos+dy*sin, -dx*sin+dy*cos
		if math.Abs(u) > 0.4*s || math.Abs(w) > 0.4*s {
			return false
		}
		c := at(img, cx+dx, cy+dy)
		return int(c.R)+int(c.G)+int(c.B) < 3*0x48
	})
}

// The view draws every die at rest with the face the engine rolled, turned
// as the model says, whether thrown or poured from the cup, and the cup
// standing beside them.
func TestDiceViewShowsTheThrow(t *testing.T) {
	img := ebiten.NewImage(700, 460)
	defer img.Deallocate()
	for _, o := range []anim.DiceOptions{
		{Seed: 3, W: 14, H: 9, Size: 1},
		{Seed: 4, W: 14, H: 9, Size: 1, Row: true, Cup: true},
		{Seed: 5, W: 14, H: 9, Size: 1, Cup: true},
	} {
		for _, faces := range [][]int{{1, 2, 3, 4, 5, 6}, {6, 5, 4}, {2, 2}} {
			d, err := anim.NewDice(faces, o)
			require.NoError(t, err)
			v := NewDiceView(d)
			v.SetPlace(R(20, 20, 660, 420))
			d.Skip()
			img.Fill(ColBackground)
			v.Draw(img)
			for i, f := range faces {
				assert.Equal(t, f, pipsOnScreen(img, v, d.Die(i)), "%+v die %d", o, i)
			}
			if c, ok := d.Cup(); ok {
				x, y := v.ScreenPos(anim.Point{X: c.X, Y: c.Y - 1.2})
				body := at(img, x, y)
				assert.True(t, body.R > body.G+30 && body.R > body.B+30, "the leather cup stands at home: %v", body)
			}
			if len(faces) == 6 && o.Cup {
				saveShot(t, img, "dice-cup.png")
			}
		}
	}
}

// In the air a die is drawn larger, with its shadow further off; in the
// cup it is not drawn at all.
func TestDiceViewMidThrow(t *testing.T) {
	img := ebiten.NewImage(700, 460)
	defer img.Deallocate()
	d, err := anim.NewDice([]int{4}, anim.DiceOptions{Seed: 1, W: 14, H: 9, Size: 1, Cup: true})
	require.NoError(t, err)
	v := NewDiceView(d)
	v.SetPlace(R(20, 20, 660, 420))
	ink := func() int {
		img.Fill(ColBackground)
		v.Draw(img)
		n := 0
		for y := 0; y < 460; y += 2 {
			for x := 0; x < 700; x += 2 {
				if c := at(img, float64(x), float64(y)); c.R > 0xe0 && c.G > 0xe0 {
					n++ // ivory: the die
				}
			}
		}
		return n
	}
	assert.Zero(t, ink(), "the die is hidden in the cup")
	for d.Die(0).Held || d.Die(0).Z < 0.5 {
		d.Update()
	}
	high := ink()
	d.Skip()
	rest := ink()
	assert.Greater(t, high, rest, "a die in the air looks bigger")
	assert.Positive(t, rest)
}
