package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

func TestSettingsVolumeSteps(t *testing.T) {
	assert.Equal(t, 3, settingsVolumeIndex(0.8))
	assert.Equal(t, 0, settingsVolumeIndex(0))
	assert.Equal(t, 4, settingsVolumeIndex(1.5))
	assert.Equal(t, 1, settingsVolumeIndex(0.45))
}

func TestSettingsChangeAndSave(t *testing.T) {
	back := &recorder{}
	st := newSettings(back)
	store := &game.MemStore{}
	sc := &scripted{}
	app := game.NewApp(st, game.Options{Store: store, Sound: sound.ModeOff, Sampler: sc.next})
	app.Layout(1280, 720)
	require.NoError(t, app.Update())
	// Tap the sound switch off, pick 4×, turn side bets off, by touch.
	sc.tap(st.sound.Rect.X+st.sound.Rect.W-20, st.sound.Rect.Y+st.sound.Rect.H/2)
	o := st.speed.OptionRects()[2]
	sc.tap(o.Center())
	run(t, app, 6)
	// The keyboard: Down to the side bets switch, Left/Enter toggles it.
	sc.key(input.KeyDown)
	sc.key(input.KeyConfirm)
	run(t, app, 4)
	s := app.Settings()
	assert.False(t, s.Sound)
	assert.Equal(t, anim.Speed4x, s.AnimSpeed)
	assert.False(t, s.AskSideBets)
	saved, err := game.LoadSettings(store)
	require.NoError(t, err)
	assert.Equal(t, s, saved, "every change is saved at once")

	sc.key(input.KeyBack)
	run(t, app, 30)
	assert.Same(t, back, app.Scene(), "Escape goes back")
}

// With no sound at all (started with sound off), the switch still shows the
// player's setting, and the line under it says why nothing plays rather
// than "Sound disabled" under a switch that reads on.
func TestSettingsSoundLineAgreesWithTheSwitch(t *testing.T) {
	st := newSettings(&recorder{})
	app := game.NewApp(st, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
	app.Layout(1280, 720)
	require.NoError(t, app.Update())
	require.True(t, app.Settings().Sound, "sound is on by default")
	assert.True(t, st.sound.On, "the switch shows the setting")
	assert.Equal(t, "Started without sound: playing silently", st.status)
	assert.NotContains(t, st.status, "disabled", "no \"disabled\" under a switch that reads on")
}

// The odds advisor's switch: off at first, on by a tap, saved at once.
func TestSettingsAdvisorSwitch(t *testing.T) {
	st := newSettings(&recorder{})
	store := &game.MemStore{}
	sc := &scripted{}
	app := game.NewApp(st, game.Options{Store: store, Sound: sound.ModeOff, Sampler: sc.next})
	app.Layout(390, 844)
	require.NoError(t, app.Update())
	assert.False(t, st.advisor.On, "off by default")
	sc.tap(st.advisor.Rect.X+st.advisor.Rect.W-20, st.advisor.Rect.Y+st.advisor.Rect.H/2)
	run(t, app, 6)
	assert.True(t, app.Settings().Advisor)
	saved, err := game.LoadSettings(store)
	require.NoError(t, err)
	assert.True(t, saved.Advisor, "saved at once")
}

type recorder struct{ updates int }

func (r *recorder) Update(*game.Context) error { r.updates++; return nil }
func (r *recorder) Draw(*ebiten.Image)         {}
