//go:build xvfb

package ui

import (
	"fmt"
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
)

var (
	reelSymbols = []string{"Cherry", "Lemon", "Orange", "Plum", "Bell", "Bar", "Seven", "Melon", "Star", "Jackpot"}
	reelStrips  = [][]int{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1},
		{9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 4, 5, 0},
		{0, 2, 4, 6, 8, 1, 3, 5, 7, 9, 0, 6},
	}
)

// screenSizes are the desktop's and a phone's logical sizes.
var screenSizes = [][2]int{{1280, 720}, {400, 866}}

// The reels view at both sizes: each reel's payline row shows exactly the
// symbol the engine chose (compared with the symbol drawn alone), the
// reels that stopped are lit, and a second frame draws from the caches
// without rendering any symbol again.
func TestReelsViewShowsTheTargets(t *testing.T) {
	for _, size := range screenSizes {
		img := ebiten.NewImage(size[0], size[1])
		r, err := anim.NewReels(reelSymbols, reelStrips, 1)
		require.NoError(t, err)
		v := NewReelsView(r)
		place := R(20, 20, float64(size[0])-40, float64(size[1])*0.45)
		v.SetPlace(place)
		assert.True(t, place.Holds(v.Rect()), "%v: the machine fits its place", size)
		for _, targets := range [][]int{{0, 4, 6}, {5, 5, 5}, {9, 7, 8}, {3, 2, 1}} {
			require.NoError(t, r.Spin(targets))
			// Half-way, mid-spin: drawn without trouble.
			for range 40 {
				r.Update()
			}
			img.Fill(ColBackground)
			v.Draw(img)
			r.Skip()
			img.Fill(ColBackground)
			v.Draw(img)
			for i, want := range targets {
				assert.Less(t, symbolMismatch(img, v, i, reelSymbols[want]), 0.04, "%v: reel %d shows %s", size, i, reelSymbols[want])
			}
		}
		saveShot(t, img, fmt.Sprintf("reels-%dx%d.png", size[0], size[1]))
		cached := len(symbolCache)
		v.Lit = true
		img.Fill(ColBackground)
		v.Draw(img)
		assert.Equal(t, cached, len(symbolCache), "%v: a frame draws from the cache", size)
		img.Deallocate()
	}
}

// symbolMismatch compares the payline row of reel i with the symbol drawn
// alone on a reel's colour, away from the payline bar, and returns the
// share of pixels that differ.
func symbolMismatch(img *ebiten.Image, v *ReelsView, i int, label string) float64 {
	w := v.Window(i)
	sym := symbolImage(label, v.symPx[0], v.symPx[1])
	sw, sh := sym.Bounds().Dx(), sym.Bounds().Dy()
	ref := ebiten.NewImage(sw, sh)
	defer ref.Deallocate()
	ref.Fill(colReel)
	ref.DrawImage(sym, nil)
	x0 := int(math.Round(w.X + w.W/2 - float64(sw)/2))
	y0 := int(math.Round(v.PaylineY() - float64(sh)/2))
	got := img.SubImage(image.Rect(x0, y0, x0+sw, y0+sh)).(*ebiten.Image)
	bar := int(max(4, v.rowH*0.07))
	diff, n := 0, 0
	for y := range sh {
		if abs(y-sh/2) <= bar {
			continue
		}
		for x := range sw {
			a, b := at(got, float64(x0+x), float64(y0+y)), at(ref, float64(x), float64(y))
			n++
			if abs(int(a.R)-int(b.R)) > 24 || abs(int(a.G)-int(b.G)) > 24 || abs(int(a.B)-int(b.B)) > 24 {
				diff++
			}
		}
	}
	return float64(diff) / float64(n)
}

// The race view at both sizes: every lane on the track, each horse in its
// colours where the race has it, past the line at the end with the winner
// in front, the bets' labels drawn, and later frames drawn from the caches.
func TestRaceViewDrawsTheField(t *testing.T) {
	for _, size := range screenSizes {
		img := ebiten.NewImage(size[0], size[1])
		r, err := anim.NewRace(4, 2)
		require.NoError(t, err)
		v := NewRaceView(r)
		v.Labels = []string{"Ann $5,000", "", "Bob $1,000 · Cy $10,000", "Dee $2,000"}
		place := R(10, float64(size[1])*0.5, float64(size[0])-20, float64(size[1])*0.45)
		v.SetPlace(place)
		assert.True(t, place.Holds(v.Rect()), "%v: the track fits its place", size)
		require.NoError(t, r.Run([]int{2, 0, 3, 1}))
		for range anim.RaceTicks(4) / 2 {
			r.Update()
		}
		img.Fill(ColBackground)
		v.Draw(img)
		saveShot(t, img, fmt.Sprintf("race-running-%dx%d.png", size[0], size[1]))
		track := v.track
		r.Skip()
		img.Fill(ColBackground)
		v.Draw(img)
		horses := len(horseCache)
		img.Fill(ColBackground)
		v.Draw(img)
		assert.Same(t, track, v.track, "%v: the track is drawn once", size)
		assert.Equal(t, horses, len(horseCache), "%v: a frame draws the horses from the cache", size)
		for i := range 4 {
			assert.Greater(t, v.NoseX(i), v.FinishX(), "%v: runner %d past the line", size, i)
			// The saddle cloth, in the runner's colour, on the horse.
			s := float64(horseImage(i, int(v.horseLen()+0.999), 0).Bounds().Dx())
			ih := float64(horseImage(i, int(v.horseLen()+0.999), 0).Bounds().Dy())
			lane := v.Lane(i)
			top := lane.Y + lane.H - ih - v.laneH*0.06
			c := at(img, v.NoseX(i)-s+s*0.34, top+s*0.42+s*0.07)
			assert.True(t, near(RunnerColors[i], c, 12), "%v: runner %d's cloth %v", size, i, c)
		}
		// The winner's gold badge at the end of its lane.
		win := v.Lane(2)
		assert.True(t, near(ColFocus, at(img, win.X+win.W-v.laneH*0.45-v.laneH*0.25, win.Y+win.H/2), 8), "%v: the winner's place is gold", size)
		saveShot(t, img, fmt.Sprintf("race-%dx%d.png", size[0], size[1]))
		img.Deallocate()
	}
}
