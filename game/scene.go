// Package game is the Ebitengine shell of Wheel of Fate: the ebiten.Game
// (App), the scene manager, the logical screen layout and the settings. The
// scenes themselves (title, setup, board, casino, results…) live in scenes/
// and implement Scene.
package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

// Scene is one screen of the game.
type Scene interface {
	// Update runs once per tick (60 TPS). Returning ebiten.Termination
	// quits the game; any other error ends it with that error.
	Update(ctx *Context) error
	// Draw draws the scene on the logical screen (ctx.Width × ctx.Height).
	Draw(screen *ebiten.Image)
}

// Enterer is a Scene that wants to know when it becomes current, e.g. to
// lay out its widgets for the current screen size.
type Enterer interface {
	OnEnter(ctx *Context)
}

// Opaque is a Scene that paints every pixel of a w×h screen itself, with
// opaque colour: the App then does not fill the screen first. In a browser
// without a GPU a full-screen fill is a large share of a frame, and the
// title would otherwise pay for two (the fill and its backdrop).
type Opaque interface {
	CoversScreen(w, h int) bool
}

// Retained is a Scene that can paint only what changed since its last
// frame when the screen still holds that frame: the App does not clear the
// screen between frames (SetScreenClearedEveryFrame(false)). Before each
// Draw the App says whether it does: not on a new screen (a resize), after
// a scene change, a fill of the App's, or a frame the App drew over (a
// toast, a fade). Drawn without that word (a shot, a test), the scene
// paints the whole screen.
type Retained interface {
	ScreenKept(kept bool)
}

// Leaver is a Scene that wants to know when it is replaced.
type Leaver interface {
	OnLeave(ctx *Context)
}

// Context is what a scene sees each tick.
type Context struct {
	// Input holds this tick's intents; widgets consume taps and keys from it.
	Input *input.Intents
	// Width and Height are the logical screen size (see LogicalSize).
	Width, Height float64
	// Tick counts Updates since the App started.
	Tick uint64

	app *App
}

// Portrait reports whether the screen is taller than wide.
func (c *Context) Portrait() bool { return c.Height > c.Width }

// Settings returns the current settings.
func (c *Context) Settings() Settings { return c.app.settings }

// Speed is the animation speed setting, for anim models.
func (c *Context) Speed() anim.Speed { return c.app.settings.AnimSpeed }

// SetSettings applies new settings at once (sound, volume) and saves them.
// A failed save keeps the settings for this run and shows a notice.
func (c *Context) SetSettings(s Settings) {
	c.app.applySettings(s.normalized())
	if c.app.store != nil {
		if err := SaveSettings(c.app.store, c.app.settings); err != nil {
			c.Toast("Settings not saved: " + err.Error())
		}
	}
}

// Switch replaces the current scene with next, fading through black
// (or at once at instant animation speed).
func (c *Context) Switch(next Scene) { c.app.switchTo(next) }

// Play plays a sound effect (silently without a device, or when muted).
func (c *Context) Play(id sound.ID) {
	if c.app.sound != nil {
		c.app.sound.Play(id)
	}
}

// Sound returns the sound manager, nil when the App runs without sound.
func (c *Context) Sound() *sound.Manager { return c.app.sound }

// Toast shows a short message at the bottom of the screen for a few seconds.
func (c *Context) Toast(msg string) { c.app.toast(msg) }

// Transitioning reports whether a scene change is in progress (input is
// withheld from scenes meanwhile).
func (c *Context) Transitioning() bool { return c.app.next != nil || c.app.fade > 0 }
