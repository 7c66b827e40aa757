//go:build xvfb

package ui

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
	"wheeloffate/game/input"
)

// near reports whether two colours are within tol per channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return abs(int(x)-int(y)) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func at(img *ebiten.Image, x, y float64) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(x), int(y))).(color.RGBA)
}

// saveShot writes img as PNG to $WHEELOFFATE_SHOTS (when set) for a person to look at.
func saveShot(t *testing.T, img *ebiten.Image, name string) {
	dir := os.Getenv("WHEELOFFATE_SHOTS")
	if dir == "" {
		return
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	f, err := os.Create(filepath.Join(dir, name))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
}

func TestButtonRendersItsStates(t *testing.T) {
	img := ebiten.NewImage(300, 100)
	defer img.Deallocate()
	b := NewButton(R(20, 20, 200, 50), "Spin!")
	b.Update(&input.Intents{X: -100, Y: -100})
	b.Draw(img)
	// Inside, left of the label: the button colour.
	assert.True(t, near(ColButton, at(img, 30, 45), 6), "got %v", at(img, 30, 45))
	// The label is white somewhere around the centre.
	white := 0
	for x := 90; x < 150; x++ {
		if c := at(img, float64(x), 45); c.R > 220 && c.G > 220 && c.B > 220 {
			white++
		}
	}
	assert.Positive(t, white, "label pixels drawn")
	assert.Equal(t, uint8(0), at(img, 280, 90).A, "nothing outside")

	img.Clear()
	b.Update(&input.Intents{X: 30, Y: 45, Hover: true})
	require.Equal(t, StateHover, b.State())
	b.Draw(img)
	hov := at(img, 30, 45)
	assert.Greater(t, int(hov.R), int(ColButton.R)+10, "hover is lighter")

	img.Clear()
	b.SetFocus(true, true)
	b.Update(&input.Intents{X: -100, Y: -100})
	b.Draw(img)
	assert.True(t, near(ColFocus, at(img, 120, 20-4), 40), "focus ring above the button: %v", at(img, 120, 16))
	saveShot(t, img, "button.png")
}

func TestWheelPointerShowsTargetSegmentColour(t *testing.T) {
	const size, radius = 420, 190
	img := ebiten.NewImage(size, size)
	defer img.Deallocate()
	w := anim.NewWheel()
	v := NewWheelView(w)
	v.SetPlace(size/2, size/2+10, radius)
	for target := 1; target <= anim.Segments; target++ {
		w.Spin(target, float64(target*3))
		for !w.Done() {
			w.Update()
		}
		img.Clear()
		v.Draw(img)
		// Just under the pointer, between the hub and the numbers.
		x, y := float64(size/2), float64(size/2+10)-radius*0.45
		got := at(img, x, y)
		want := WheelColors[w.Segment()]
		assert.True(t, near(want, got, 12), "target %d: want %v got %v", target, want, got)
		if target == 7 {
			saveShot(t, img, "wheel.png")
		}
	}
	// The pointer itself is drawn on top, dark.
	tx, ty := v.PointerTip()
	c := at(img, tx, ty-radius*0.08)
	assert.Less(t, int(c.R)+int(c.G)+int(c.B), 200, "pointer is dark: %v", c)
}

func TestWheelUpdateAndDrawIsCheap(t *testing.T) {
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	w := anim.NewWheel()
	v := NewWheelView(w)
	v.SetPlace(640, 360, 300)
	v.Draw(img) // builds the cached face
	_ = img.At(0, 0)

	w.Spin(5, 30)
	const frames = 200
	var cpu time.Duration
	start := time.Now()
	for range frames {
		t0 := time.Now()
		if w.Done() {
			w.Spin(5, 30)
		}
		w.Update()
		v.Draw(img)
		cpu += time.Since(t0)
	}
	_ = img.At(0, 0) // flush the queued commands too
	total := time.Since(start) / frames
	cpu /= frames
	t.Logf("wheel Update+Draw: %v CPU per tick, %v with the software rasteriser's GPU work", cpu, total)
	// The game's own cost per tick: well under 2 ms.
	assert.Less(t, cpu, 500*time.Microsecond)
	// Even rasterised in software (llvmpipe under Xvfb) it fits a 60 FPS frame.
	assert.Less(t, total, 16*time.Millisecond)
}

func TestWidgetsDraw(t *testing.T) {
	img := ebiten.NewImage(640, 480)
	defer img.Deallocate()
	p := &Panel{Rect: R(10, 10, 620, 460), Title: "Settings"}
	p.Draw(img)
	c := p.Content()
	m := NewMenu(c.X, c.Y, 260, "New game", "Continue", "Quit")
	m.Update(&input.Intents{})
	m.Draw(img)
	tg := &Toggle{Rect: R(c.X+300, c.Y, 260, 44), Label: "Sound", On: true}
	tg.Draw(img)
	ch := &Choice{Rect: R(c.X, c.Y+200, 560, 44), Label: "Speed", Options: []string{"1×", "2×", "4×", "Instant"}, Selected: 1}
	ch.Draw(img)
	DrawWrapped(img, "Collect "+Money(1250000)+" or pay "+MoneyDelta(-500)+" at the toll bridge.", Face(SizeBody, false), c.X, c.Y+280, 400, AlignStart, ColText)
	saveShot(t, img, "widgets.png")

	assert.True(t, near(ColTitleBar, at(img, 30, 30), 8), "title bar: %v", at(img, 30, 30))
	assert.True(t, near(ColSelected, at(img, c.X+10, c.Y+26), 8), "first menu row highlighted: %v", at(img, c.X+10, c.Y+26))
	assert.True(t, near(ColToggleOn, at(img, c.X+300+260-64+8, c.Y+22), 10), "toggle on is green")
	r := ch.OptionRects()[1]
	assert.True(t, near(ColButton, at(img, r.X+5, r.Y+r.H/2), 10), "selected option filled")

	// Text drew dark pixels in its line.
	dark := 0
	b := img.SubImage(image.Rect(int(c.X), int(c.Y+280), int(c.X+400), int(c.Y+330))).(*ebiten.Image)
	for y := b.Bounds().Min.Y; y < b.Bounds().Max.Y; y++ {
		for x := b.Bounds().Min.X; x < b.Bounds().Max.X; x += 2 {
			if cc := at(img, float64(x), float64(y)); cc.R < 80 && cc.A > 200 {
				dark++
			}
		}
	}
	assert.Greater(t, dark, 50)
}
