package game

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

func TestLogicalSizeAnyWindow(t *testing.T) {
	cases := []struct{ w, h, lw, lh int }{
		{1280, 720, 1280, 720},
		{1920, 1080, 1280, 720},
		{390, 844, 400, 866},
		{720, 1280, 720, 1280},
		{800, 600, 800, 600},
		{1, 1, 400, 400},
		{10000, 50, 960, 400},
		{50, 10000, 400, 960},
		{0, 0, 1280, 720},
		{-5, 100, 1280, 720},
	}
	for _, c := range cases {
		w, h := LogicalSize(c.w, c.h)
		assert.Equal(t, [2]int{c.lw, c.lh}, [2]int{w, h}, "%dx%d", c.w, c.h)
	}
	for w := 1; w < 5000; w += 37 {
		for h := 1; h < 5000; h += 41 {
			lw, lh := LogicalSize(w, h)
			require.GreaterOrEqual(t, min(lw, lh), MinShortSide)
			require.LessOrEqual(t, min(lw, lh), MaxShortSide)
			require.LessOrEqual(t, float64(max(lw, lh)), float64(min(lw, lh))*MaxAspect+1)
			if w > h {
				require.GreaterOrEqual(t, lw, lh, "orientation kept")
			} else {
				require.LessOrEqual(t, lw, lh, "orientation kept")
			}
		}
	}
}

type failStore struct{}

func (failStore) Load() ([]byte, error) { return nil, errors.New("disk on fire") }
func (failStore) Save([]byte) error     { return errors.New("disk on fire") }

// recScene records what the App tells it.
type recScene struct {
	name    string
	updates int
	taps    int
	entered int
	left    int
	ctx     *Context
	onTick  func(ctx *Context) error
}

func (s *recScene) Update(ctx *Context) error {
	s.updates++
	s.ctx = ctx
	if _, _, ok := ctx.Input.Tap(); ok {
		s.taps++
	}
	if s.onTick != nil {
		return s.onTick(ctx)
	}
	return nil
}
func (s *recScene) Draw(*ebiten.Image)   {}
func (s *recScene) OnEnter(ctx *Context) { s.entered++ }
func (s *recScene) OnLeave(ctx *Context) { s.left++ }

// script feeds a fixed list of samples, then idle ones.
type script struct{ samples []input.Sample }

func (s *script) next() input.Sample {
	if len(s.samples) == 0 {
		return input.Sample{Focused: true}
	}
	v := s.samples[0]
	s.samples = s.samples[1:]
	return v
}

func click(x, y float64) []input.Sample {
	return []input.Sample{
		{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
		{MouseX: x, MouseY: y, MouseIn: true, Focused: true},
	}
}

func TestAppRunsScenesAndSwitchesWithFade(t *testing.T) {
	sc := &script{}
	a := NewApp(nil, Options{Store: &MemStore{}, Sound: sound.ModeOff, Sampler: sc.next})
	first := &recScene{name: "title"}
	a.scene = first
	second := &recScene{name: "board"}

	w, h := a.Layout(390, 844)
	assert.Equal(t, [2]int{400, 866}, [2]int{w, h})
	sc.samples = click(10, 10)
	require.NoError(t, a.Update())
	require.NoError(t, a.Update())
	assert.Equal(t, 1, first.entered)
	assert.Equal(t, 1, first.taps)
	assert.Equal(t, 400.0, first.ctx.Width)
	assert.True(t, first.ctx.Portrait())

	first.ctx.Switch(second)
	assert.True(t, first.ctx.Transitioning())
	sc.samples = click(10, 10)
	for range 2 * fadeTicks {
		require.NoError(t, a.Update())
	}
	assert.Equal(t, 1, first.left)
	assert.Equal(t, 1, second.entered)
	assert.Same(t, second, a.Scene())
	assert.Zero(t, second.taps, "input is withheld during the fade")
	assert.False(t, second.ctx.Transitioning())

	// At instant speed scenes switch at once.
	second.ctx.SetSettings(Settings{AnimSpeed: anim.SpeedInstant, Volume: 0.5})
	second.ctx.Switch(first)
	assert.Same(t, first, a.Scene())
	assert.Equal(t, anim.SpeedInstant, first.ctx.Speed())

	// A scene can quit the game.
	first.onTick = func(*Context) error { return ebiten.Termination }
	assert.ErrorIs(t, a.Update(), ebiten.Termination)
}

func TestAppSettingsPersistAndBadStoreToasts(t *testing.T) {
	st := &MemStore{}
	a := NewApp(&recScene{}, Options{Store: st, Sound: sound.ModeOff, Sampler: (&script{}).next})
	require.NoError(t, a.Update())
	ctx := &a.ctx
	s := ctx.Settings()
	s.Sound = false
	ctx.SetSettings(s)
	got, err := LoadSettings(st)
	require.NoError(t, err)
	assert.False(t, got.Sound)
	assert.Nil(t, ctx.Sound())
	ctx.Play(sound.Collect) // no manager: silently nothing

	b := NewApp(&recScene{}, Options{Store: failStore{}, Sound: sound.ModeOff, Sampler: (&script{}).next})
	msg, ok := b.Toast()
	assert.True(t, ok)
	assert.Contains(t, msg, "Settings were reset")
	require.NoError(t, b.Update())
	b.ctx.SetSettings(DefaultSettings())
	msg, _ = b.Toast()
	assert.Contains(t, msg, "not saved")
	for range toastTicksFor(msg) {
		require.NoError(t, b.Update())
	}
	_, ok = b.Toast()
	assert.False(t, ok, "toasts expire")
}

func TestAppLayoutSurvivesOddSizes(t *testing.T) {
	a := NewApp(&recScene{}, Options{Store: &MemStore{}, Sound: sound.ModeOff, Sampler: (&script{}).next})
	for _, sz := range [][2]int{{1, 1}, {10000, 50}, {0, 0}, {50, 10000}, {1280, 720}} {
		w, h := a.Layout(sz[0], sz[1])
		assert.Positive(t, w)
		assert.Positive(t, h)
		require.NoError(t, a.Update())
	}
}

// A toast goes where it covers no control: at the bottom when that is
// clear, else at the top, else as low as it can; at the bottom when no
// place is clear.
func TestPlaceToastAvoidsControls(t *testing.T) {
	w, h, bw, bh := 400.0, 800.0, 300.0, 60.0
	bottom := placeToast(w, h, bw, bh, nil)
	assert.Equal(t, ui.R(50, 800-60-28, 300, 60), bottom)

	buttons := []ui.Rect{ui.R(20, 730, 360, 56)} // a row of buttons at the bottom
	assert.Equal(t, 12.0, placeToast(w, h, bw, bh, buttons).Y, "the top is clear")

	buttons = append(buttons, ui.R(300, 8, 90, 44), ui.R(0, 300, 400, 400)) // a button at the top, a big panel
	r := placeToast(w, h, bw, bh, buttons)
	for _, c := range buttons {
		assert.False(t, r.Overlaps(c), "%+v over %+v", r, c)
	}
	assert.Equal(t, 300.0-60, r.Y, "as low as it goes: right above the panel")

	full := []ui.Rect{ui.R(0, 0, w, h)}
	assert.Equal(t, bottom, placeToast(w, h, bw, bh, full), "nowhere clear: the bottom")
}

// A toast stays long enough to read: a short one 3 s, the damaged-save
// notice (85 characters) about 8 s, never more than 10 s.
func TestToastStaysLongEnoughToRead(t *testing.T) {
	require.Equal(t, toastTicks, toastTicksFor("Saved."))
	notice := "Your saved game could not be read, so it was put aside. Start a new game."
	require.GreaterOrEqual(t, toastTicksFor(notice), 60*len(notice)/12)
	require.Greater(t, toastTicksFor(notice), toastTicks)
	require.Equal(t, 600, toastTicksFor(strings.Repeat("long ", 100)))
}
