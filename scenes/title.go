package scenes

import (
	"fmt"
	"image/color"
	"math"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// titleGame is how the title presents a ruleset: its box.
type titleGame struct {
	Info  *engine.Ruleset
	Title string // big name on the lid
	Sub   string // small line under it
	Desc  string // one line: what the game is
	Lid   color.RGBA
}

// titleGames lists the playable rulesets as the title shows them: each
// ruleset's name, edition and blurb, and its presenter's lid colour.
func titleGames() []titleGame {
	var out []titleGame
	for _, in := range catalog.List() {
		g := titleGame{Info: in, Title: in.Name, Sub: in.Edition, Desc: in.Blurb, Lid: ui.ColTitleBar}
		g.Lid = presenterFor(in.ID).Lid()
		out = append(out, g)
	}
	return out
}

// titleSeats describes a ruleset's seats: "2 to 6 players", "2 players".
func titleSeats(in *engine.Ruleset) string {
	if in.MinSeats == in.MaxSeats {
		return fmt.Sprintf("%d players", in.MinSeats)
	}
	return fmt.Sprintf("%d to %d players", in.MinSeats, in.MaxSeats)
}

// Title is the title screen: pick a game, open the settings, or quit.
type Title struct {
	games    []titleGame
	boxes    []*ui.Target
	settings *ui.Button
	quit     *ui.Button // nil in a browser, which has no quitting
	cont     *ui.Button // nil when there is no saved running game
	replays  *ui.Button
	focus    *ui.Focus
	wheel    *anim.Wheel
	view     *ui.WheelView
	w, h     float64
	titleY   float64
	titleSz  float64
	ticks    int
	spins    int
	note     string // said once on entering: a saved game set aside, a link that could not be shown
	// backdrop holds the rays and rims behind the wheel, drawn once per
	// layout: a dozen anti-aliased triangles reaching past the screen's edges
	// cost several full-screen passes, which a software renderer (a browser
	// without a GPU) pays every frame.
	backdrop    *ebiten.Image
	backdropKey [5]float64
}

// NewTitle returns the title screen.
func NewTitle() game.Scene { return newTitle() }

// NewTitleNote returns the title screen saying note once, as a toast
// (after what the title has to say itself: a saved game set aside).
func NewTitleNote(note string) game.Scene {
	t := newTitle()
	t.note = strings.TrimSpace(t.note + " " + note)
	return t
}

func newTitle() *Title {
	t := &Title{games: titleGames(), wheel: anim.NewWheel()}
	t.view = ui.NewWheelView(t.wheel)
	t.wheel.SetAngle(0.3)
	items := []ui.Focusable{}
	for range t.games {
		b := &ui.Target{}
		t.boxes = append(t.boxes, b)
		items = append(items, b)
	}
	// Continue only when there is a game to continue; a save that cannot
	// be read is set aside, and the title says so instead.
	running, notice := loadRunning()
	t.note = notice
	if running != nil && !running.G.Over() {
		t.cont = ui.NewButton(ui.Rect{}, "Continue")
		t.cont.Color = color.RGBA{0x1d, 0x7a, 0x3a, 0xff}
		items = append(items, t.cont)
	}
	t.replays = ui.NewButton(ui.Rect{}, "Replays")
	t.replays.Color = color.RGBA{0x55, 0x5f, 0x6b, 0xff}
	items = append(items, t.replays)
	t.settings = ui.NewButton(ui.Rect{}, "Settings")
	t.settings.Color = color.RGBA{0x55, 0x5f, 0x6b, 0xff}
	items = append(items, t.settings)
	if runtime.GOOS != "js" {
		t.quit = ui.NewButton(ui.Rect{}, "Quit")
		t.quit.Color = color.RGBA{0x55, 0x5f, 0x6b, 0xff}
		items = append(items, t.quit)
	}
	t.focus = ui.NewFocus(items...)
	return t
}

// OnEnter implements game.Enterer.
func (t *Title) OnEnter(ctx *game.Context) {
	t.layout(ctx.Width, ctx.Height)
	if t.note != "" {
		ctx.Toast(t.note)
		t.note = ""
	}
}

func (t *Title) layout(w, h float64) {
	if w == t.w && h == t.h {
		return
	}
	t.w, t.h = w, h
	n := float64(len(t.boxes))
	if w >= h {
		// The name fits its column, left of the boxes.
		t.titleSz = min(72, w/14)
		for t.titleSz > 24 {
			if tw, _ := ui.Measure("Wheel of Fate", ui.Face(t.titleSz, true)); tw <= w*0.44-32 {
				break
			}
			t.titleSz -= 2
		}
		t.titleY = h * 0.12
		r := min(h*0.3, w*0.19)
		t.view.SetPlace(w*0.26, h*0.58, r)
		x, cw := w*0.48, w*0.52-48
		// The boxes and buttons, centred on the wheel; the buttons in one
		// row when two would leave the boxes too short for their text.
		need := 0.0
		for _, g := range t.games {
			need = max(need, titleBoxNeed(cw, g))
		}
		top0 := h * 0.2
		buttons := 8.0 + 56 + 16 + 56
		bh := min(150.0, (h-16-top0-buttons)/n-16)
		oneRow := false
		if one := min(150.0, (h-16-top0-8-56)/n-16); bh < need && one > bh {
			oneRow, bh, buttons = true, one, 8+56
		}
		block := n*(bh+16) + buttons
		top := min(max(top0, h*0.58-block/2+20), h-16-block)
		for i, b := range t.boxes {
			b.Rect = ui.R(x, top+float64(i)*(bh+16), cw, bh)
		}
		by := top + n*(bh+16) + 8
		if oneRow {
			row := []*ui.Button{}
			if t.cont != nil {
				row = append(row, t.cont)
			}
			row = append(row, t.replays, t.settings)
			if t.quit != nil {
				row = append(row, t.quit)
			}
			for i, r := range ui.R(x, by, cw, 56).SplitH(len(row), 12) {
				row[i].Rect = r
			}
			return
		}
		bw := (cw - 16) / 2
		t.placeRecords(x, by, cw)
		by += 56 + 16
		t.settings.Rect = ui.R(x, by, bw, 56)
		if t.quit != nil {
			t.quit.Rect = ui.R(x+bw+16, by, bw, 56)
		} else {
			t.settings.Rect.W = cw
		}
		return
	}
	// Portrait: title, wheel, boxes, buttons, top to bottom; the wheel
	// takes what the others leave.
	t.titleSz = min(52, w/8)
	t.titleY = h * 0.065
	top := t.titleY + t.titleSz*0.72 + 20
	bottom := h - 24 - 56 - 12 - 56 - 20
	cw := w - 40
	bh := 140.0
	block := n * (bh + 16)
	r := max(40, min(w*0.36, (bottom-top-block-36)/2))
	t.view.SetPlace(w/2, top+18+r, r)
	y := top + 2*r + 40
	for i, b := range t.boxes {
		b.Rect = ui.R(20, y+float64(i)*(bh+16), cw, bh)
	}
	by := h - 24 - 56
	bw := (cw - 16) / 2
	t.placeRecords(20, by-56-12, cw)
	t.settings.Rect = ui.R(20, by, bw, 56)
	if t.quit != nil {
		t.quit.Rect = ui.R(20+bw+16, by, bw, 56)
	} else {
		t.settings.Rect.W = cw
	}
}

// placeRecords puts Continue (when there is a game to continue) and
// Replays side by side in a row of width cw.
func (t *Title) placeRecords(x, y, cw float64) {
	if t.cont == nil {
		t.replays.Rect = ui.R(x, y, cw, 56)
		return
	}
	bw := (cw - 16) / 2
	t.cont.Rect = ui.R(x, y, bw, 56)
	t.replays.Rect = ui.R(x+bw+16, y, bw, 56)
}

// Update implements game.Scene.
func (t *Title) Update(ctx *game.Context) error {
	t.layout(ctx.Width, ctx.Height)
	t.ticks++
	in := ctx.Input
	// The wheel turns slowly by itself; a flick spins it for fun.
	if t.wheel.Spinning() {
		if t.wheel.Update() > 0 {
			ctx.Play(sound.Peg)
		}
	} else {
		if flick, ok, pegs := t.view.Gesture(in); ok {
			t.spins++
			t.wheel.Spin(1+int((ctx.Tick*7+uint64(t.spins)*3)%10), flick)
			ctx.Play(sound.Whoosh)
		} else if pegs > 0 {
			ctx.Play(sound.Peg)
		} else if !in.Down {
			t.wheel.SetAngle(t.wheel.Angle() + 0.003)
		}
	}
	t.focus.Update(in)
	for i, b := range t.boxes {
		if b.Update(in) {
			ctx.Play(sound.Button)
			ctx.Switch(NewSetup(t.games[i].Info.ID))
			return nil
		}
	}
	if t.cont != nil && t.cont.Update(in) {
		ctx.Play(sound.Button)
		sc, err := NewContinue(PlayOptions{})
		if err != nil {
			ctx.Toast(oneLine("Cannot continue: " + err.Error()))
			return nil
		}
		ctx.Switch(sc)
		return nil
	}
	if t.replays.Update(in) {
		ctx.Play(sound.Button)
		ctx.Switch(NewReplays())
		return nil
	}
	if openDropped(ctx, NewTitle) {
		return nil
	}
	if t.settings.Update(in) {
		ctx.Play(sound.Button)
		ctx.Switch(NewSettings(NewTitle()))
		return nil
	}
	if t.quit != nil && t.quit.Update(in) {
		return ebiten.Termination
	}
	in.Consume(input.KeyBack) // nothing to go back to
	return nil
}

// Draw implements game.Scene.
func (t *Title) Draw(screen *ebiten.Image) {
	t.drawBackdrop(screen)
	cx := t.w / 2
	if t.w >= t.h {
		cx = t.w * 0.26
	}
	menuTextShadowed(screen, "Wheel of Fate", t.titleSz, cx, t.titleY, ui.AlignCenter, color.RGBA{0xff, 0xd4, 0x00, 0xff})
	sub := "Classic money board games"
	ui.DrawText(screen, sub, ui.Face(max(16, t.titleSz*0.32), false), cx, t.titleY+t.titleSz*0.72, ui.AlignCenter, ui.AlignCenter, color.RGBA{0xe8, 0xf0, 0xe8, 0xff})
	t.view.Draw(screen)
	if t.w >= t.h && len(t.boxes) > 0 {
		ui.DrawText(screen, "Choose a game", ui.Face(ui.SizeTitle, true), t.boxes[0].Rect.X, t.boxes[0].Rect.Y-30, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
	}
	for i, b := range t.boxes {
		t.drawBox(screen, b, t.games[i])
	}
	if t.cont != nil {
		t.cont.Draw(screen)
	}
	t.replays.Draw(screen)
	t.settings.Draw(screen)
	if t.quit != nil {
		t.quit.Draw(screen)
	}
}

// drawBackdrop lays a felt vignette with faint rays behind the wheel.
func (t *Title) drawBackdrop(screen *ebiten.Image) {
	cx, cy, r := t.view.Center()
	key := [5]float64{t.w, t.h, cx, cy, r}
	if t.backdrop == nil || t.backdropKey != key {
		if t.backdrop != nil {
			t.backdrop.Deallocate()
		}
		t.backdrop = ebiten.NewImage(max(1, int(math.Ceil(t.w))), max(1, int(math.Ceil(t.h))))
		t.backdropKey = key
		for i := range 12 {
			a := float64(i) / 12 * 2 * math.Pi
			x1, y1 := cx+math.Cos(a)*r*4, cy+math.Sin(a)*r*4
			x2, y2 := cx+math.Cos(a+0.14)*r*4, cy+math.Sin(a+0.14)*r*4
			titleRay(t.backdrop, cx, cy, x1, y1, x2, y2, color.NRGBA{0xff, 0xff, 0xff, 0x10})
		}
		ui.FillCircle(t.backdrop, cx, cy, r*1.12, color.RGBA{0x15, 0x3a, 0x2d, 0xff})
		ui.FillCircle(t.backdrop, cx, cy, r*1.07, color.RGBA{0xc8, 0x9b, 0x3c, 0xff})
	}
	screen.DrawImage(t.backdrop, nil)
}

// titleRay fills a faint ray of the backdrop. The rays reach far past the
// screen's edges, so they are plain triangles: an anti-aliased path that
// big would grow the vector package's stencil atlas to several screens
// (see ui.FlushPaths), and a faint ray's edge needs no smoothing.
func titleRay(dst *ebiten.Image, x0, y0, x1, y1, x2, y2 float64, c color.NRGBA) {
	if titleWhite == nil {
		titleWhite = ebiten.NewImage(3, 3)
		titleWhite.Fill(color.White)
	}
	// Straight (not premultiplied) alpha: DrawTriangles' default.
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	v := []ebiten.Vertex{
		{DstX: float32(x0), DstY: float32(y0), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a},
		{DstX: float32(x1), DstY: float32(y1), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a},
		{DstX: float32(x2), DstY: float32(y2), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a},
	}
	dst.DrawTriangles(v, []uint16{0, 1, 2}, titleWhite, nil)
}

var (
	titleWhite *ebiten.Image
	titleMinis = map[int]*ebiten.Image{}
)

// titleMiniWheel returns the little wheel of the box lids, drawn once per
// size: drawn every frame, its anti-aliased slices were a vector batch a
// frame.
func titleMiniWheel(wr float64) *ebiten.Image {
	key := int(math.Round(wr * 4))
	if img, ok := titleMinis[key]; ok {
		return img
	}
	n := int(math.Ceil(2*wr)) + 4
	img := ebiten.NewImage(n, n)
	c := float64(n) / 2
	for i := range anim.Segments {
		a0 := float64(i) / anim.Segments * 2 * math.Pi
		a1 := float64(i+1) / anim.Segments * 2 * math.Pi
		menuTriangle(img, c, c, c+math.Cos(a0)*wr, c+math.Sin(a0)*wr, c+math.Cos(a1)*wr, c+math.Sin(a1)*wr, ui.WheelColors[i])
	}
	ui.FlushPaths(img)
	ui.FillCircle(img, c, c, wr*0.3, ui.ColPanel)
	titleMinis[key] = img
	return img
}
