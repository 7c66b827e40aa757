package game

import (
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// Options configure an App.
type Options struct {
	// Store persists the settings; nil means DefaultStore().
	Store Store
	// Sound is how to find the audio device; ModeOff makes no sound at all.
	Sound sound.Mode
	// Sampler reads the devices each tick; nil reads Ebitengine's. Tests
	// inject scripted samples here.
	Sampler func() input.Sample
}

const (
	fadeTicks  = 12  // each half of a scene change
	toastTicks = 180 // 3 s, the shortest toast
)

// App is the ebiten.Game: it reads input once per tick, hands it to the
// current scene, runs scene changes and shows toasts.
type App struct {
	scene    Scene
	next     Scene
	fade     int // >0 while fading; counts down through out (next != nil) then in
	tracker  input.Tracker
	reader   input.Reader
	sampler  func() input.Sample
	settings Settings
	store    Store
	sound    *sound.Manager
	ctx      Context
	w, h     int
	tick     uint64
	toastMsg string
	toastT   int
	toastR   ui.Rect   // where the toast was drawn last (placeToast)
	avoid    []ui.Rect // the controls of the frame being drawn, reused
	entered  bool
	drawn    bool // a frame has been drawn (the sound starts after it)
	// What the screen holds, for a Retained scene: the screen and scene
	// of the last frame, and whether the App drew over the scene in it.
	lastScreen *ebiten.Image
	lastScene  Scene
	overdrawn  bool
}

// NewApp returns an App starting on first. It loads the settings (reporting
// an unreadable file as a toast) and starts the sound.
func NewApp(first Scene, opt Options) *App {
	a := &App{scene: first, store: opt.Store, sampler: opt.Sampler}
	if a.store == nil {
		a.store = DefaultStore()
	}
	if a.sampler == nil {
		a.sampler = a.reader.Read
	}
	s, err := LoadSettings(a.store)
	if err != nil {
		a.toast("Settings were reset: " + err.Error())
	}
	if opt.Sound != sound.ModeOff {
		a.sound = sound.Init(opt.Sound)
	}
	a.applySettings(s)
	a.w, a.h = LogicalSize(1280, 720)
	a.ctx.app = a
	return a
}

// Run opens the window and runs the App until the player quits.
func (a *App) Run(title string) error {
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Draw fills the whole screen first, so Ebitengine's own clear would be
	// a second full-screen pass: on a software renderer (a browser without a
	// GPU) every pass over the screen costs frames.
	ebiten.SetScreenClearedEveryFrame(false)
	return ebiten.RunGame(a)
}

// Settings returns the current settings.
func (a *App) Settings() Settings { return a.settings }

// Scene returns the current scene.
func (a *App) Scene() Scene { return a.scene }

func (a *App) applySettings(s Settings) {
	a.settings = s
	if a.sound != nil {
		a.sound.SetMuted(!s.Sound)
		a.sound.SetVolume(s.Volume)
	}
}

func (a *App) switchTo(next Scene) {
	if next == nil {
		return
	}
	if a.settings.AnimSpeed.Instant() {
		a.swap(next)
		return
	}
	a.next = next
	a.fade = 2 * fadeTicks
}

func (a *App) swap(next Scene) {
	if l, ok := a.scene.(Leaver); ok {
		l.OnLeave(&a.ctx)
	}
	a.scene = next
	a.next = nil
	if e, ok := a.scene.(Enterer); ok {
		e.OnEnter(&a.ctx)
	}
}

func (a *App) toast(msg string) {
	a.toastMsg = msg
	a.toastT = toastTicksFor(msg)
	a.toastR = ui.Rect{}
}

// toastTicksFor is how long a toast stays: long enough to read it at an
// unhurried 12 characters a second plus a second to notice it, at least
// toastTicks and at most 10 s.
func toastTicksFor(msg string) int {
	return min(600, max(toastTicks, 60+utf8.RuneCountInString(msg)*60/12))
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.tick++
	noteTick()
	in := a.tracker.Update(a.sampler())
	if a.sound != nil {
		a.sound.Update()
		if msg, ok := a.sound.Notice(); ok {
			a.toast(msg)
		}
	}
	if a.toastT > 0 {
		a.toastT--
	}
	a.ctx.Width, a.ctx.Height = float64(a.w), float64(a.h)
	a.ctx.Tick = a.tick
	if !a.entered {
		a.entered = true
		if e, ok := a.scene.(Enterer); ok {
			e.OnEnter(&a.ctx)
		}
	}
	if a.fade > 0 {
		// Input is withheld during a scene change: a tap meant for the old
		// scene must not land on the new one.
		a.fade--
		if a.next != nil && a.fade <= fadeTicks {
			a.swap(a.next)
		}
		in = input.Intents{X: in.X, Y: in.Y, Keyboard: in.Keyboard}
	}
	a.ctx.Input = &in
	if a.scene == nil {
		return nil
	}
	return a.scene.Update(&a.ctx)
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	// The screen holds the last frame only where Ebitengine does not clear
	// it (Run asks it not to; the shots tool runs its own loop, which does).
	kept := !ebiten.IsScreenClearedEveryFrame() && screen == a.lastScreen && a.scene == a.lastScene && !a.overdrawn
	if o, ok := a.scene.(Opaque); !ok || !o.CoversScreen(screen.Bounds().Dx(), screen.Bounds().Dy()) {
		screen.Fill(ui.ColBackground)
		kept = false
	}
	if r, ok := a.scene.(Retained); ok {
		r.ScreenKept(kept)
	}
	a.lastScreen, a.lastScene = screen, a.scene
	a.overdrawn = a.fade > 0 || a.toastT > 0 && a.toastMsg != ""
	// The frame's controls, from its start: the toast goes where no
	// control is, and the odds advisor's badges keep clear of them, the
	// same with a toast or the browser's hook or neither.
	ui.CaptureFrame()
	if a.scene != nil {
		a.scene.Draw(screen)
	}
	if a.fade > 0 {
		// Fade out through the first half, in through the second.
		t := float64(a.fade-fadeTicks) / fadeTicks
		if a.fade <= fadeTicks {
			t = float64(a.fade) / fadeTicks
		}
		if a.next != nil {
			t = 1 - float64(a.fade-fadeTicks)/fadeTicks
		}
		t = max(0, min(1, t))
		b := screen.Bounds()
		ui.FillRoundRect(screen, ui.R(0, 0, float64(b.Dx()), float64(b.Dy())), 0, color.RGBA{0, 0, 0, uint8(255 * t)})
	}
	if a.toastT > 0 && a.toastMsg != "" {
		a.drawToast(screen)
	}
	if a.toastT > 0 {
		noteShown(a.scene, a.toastMsg)
	} else {
		noteShown(a.scene, "")
	}
	noteScene(a.scene)
	ui.EndFrame()
	noteDraw(screen.Bounds().Dx(), screen.Bounds().Dy())
	if !a.drawn {
		a.drawn = true
		startedGC()
		if a.sound != nil {
			a.sound.Shown()
		}
	}
}

func (a *App) drawToast(screen *ebiten.Image) {
	b := screen.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	f := ui.Face(ui.SizeBody, false)
	lines := ui.Wrap(a.toastMsg, f, min(w-48, 760)-32)
	tw := 0.0
	for _, ln := range lines {
		lw, _ := ui.Measure(ln, f)
		tw = max(tw, lw)
	}
	_, lh := ui.Measure("Ag", f)
	bw, bh := tw+32, float64(len(lines))*lh+20
	// The controls on screen: the widgets drawn this frame and the scene's
	// own (a game box on the title).
	a.avoid = ui.FrameControls(a.avoid[:0])
	if hc, ok := a.scene.(HookControlsScene); ok {
		for _, d := range hc.HookControls() {
			a.avoid = append(a.avoid, d.Rect)
		}
	}
	// It stays put while its place stays clear.
	r := a.toastR
	if r.W != bw || r.H != bh || !ui.R(0, 0, w, h).Holds(r) || overlapsAny(r, a.avoid) {
		r = placeToast(w, h, bw, bh, a.avoid)
	}
	a.toastR = r
	alpha := min(1, float64(a.toastT)/20) // fade out over the last third of a second
	ui.FillRoundRect(screen, r, 12, color.RGBA{0x20, 0x20, 0x20, uint8(230 * alpha)})
	c := color.RGBA{uint8(255 * alpha), uint8(255 * alpha), uint8(255 * alpha), uint8(255 * alpha)}
	cx := r.X + r.W/2
	for i, ln := range lines {
		ui.DrawText(screen, ln, f, cx, r.Y+10+float64(i)*lh, ui.AlignCenter, ui.AlignStart, c)
	}
}

// placeToast puts a toast bw×bh, centred across a w×h screen, where it
// covers none of the controls in avoid: at the bottom, else at the top,
// else as low as it can go; when no place is clear, at the bottom.
func placeToast(w, h, bw, bh float64, avoid []ui.Rect) ui.Rect {
	x := (w - bw) / 2
	bottom := ui.R(x, h-bh-28, bw, bh)
	if !overlapsAny(bottom, avoid) {
		return bottom
	}
	const top = 12.0
	if r := ui.R(x, top, bw, bh); !overlapsAny(r, avoid) {
		return r
	}
	for y := bottom.Y - 4; y > top; y -= 4 {
		if r := ui.R(x, y, bw, bh); !overlapsAny(r, avoid) {
			return r
		}
	}
	return bottom
}

func overlapsAny(r ui.Rect, rs []ui.Rect) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}

// Layout implements ebiten.Game: the logical size follows the window (see
// LogicalSize), for any window size.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	a.w, a.h = LogicalSize(outsideWidth, outsideHeight)
	return a.w, a.h
}

// Toast returns the toast on screen, if any (for tests and accessibility).
func (a *App) Toast() (string, bool) { return a.toastMsg, a.toastT > 0 }

// ToastRect returns where the toast on screen was last drawn.
func (a *App) ToastRect() (ui.Rect, bool) { return a.toastR, a.toastT > 0 && a.toastR.W > 0 }
