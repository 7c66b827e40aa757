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
	titleX   float64 // the name's centre
	titleY   float64
	titleSz  float64
	wheelOn  bool // false on a screen too short for the wheel and a box
	// toastRoom: the title has something to say (a toast), so the boxes
	// leave a band across the top of the screen clear for it.
	toastRoom bool
	heading   bool // "Choose a game" over the boxes (landscape, where there is room)
	landscape bool // the name and the wheel beside the boxes, not over them
	ticks     int
	spins     int
	note      string // said once on entering: a saved game set aside, a link that could not be shown
	// The shelf of boxes (title_layout.go, title_shelf.go): where it is
	// on screen, each box's place when it is not scrolled, and its
	// scrolling (how far, how far it can, its drag and glide).
	shelf   ui.Rect
	cols    int
	home    []ui.Rect
	sc      ui.Scroller
	heights map[float64][2]float64 // boxHeights by column width, during a layout
	// backdrop holds the rays and rims behind the wheel, drawn once per
	// layout: a dozen anti-aliased triangles reaching past the screen's edges
	// cost several full-screen passes, which a software renderer (a browser
	// without a GPU) pays every frame.
	backdrop    *ebiten.Image
	backdropKey [5]float64
	boxLays     []titleBoxLaid // each box's layout as last drawn (boxLayout)
	// The layer: everything but the wheel, and what it was painted for
	// (title_cache.go).
	layer     *ebiten.Image
	layerAt   []float64     // the layerKey it was painted at
	lastAt    []float64     // the layerKey of the last frame
	keys      []float64     // reused by Draw
	btns      [4]*ui.Button // cont, replays, settings, quit: the ones there, in drawing order
	kept      bool          // the app's word: the screen holds the last frame
	fromLayer bool          // the last frame was the layer and the wheel
	reach     ui.Rect       // the wheel's square in the last frame
	open      titleOpening  // the session's first title comes in (title_opening.go)
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

func newTitle() *Title { return newTitleWith(titleGames()) }

// newTitleWith returns the title showing games (tests lay out any number).
func newTitleWith(games []titleGame) *Title {
	t := &Title{games: games, wheel: anim.NewWheel()}
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
	t.btns = [4]*ui.Button{t.cont, t.replays, t.settings, t.quit}
	return t
}

// OnEnter implements game.Enterer.
func (t *Title) OnEnter(ctx *game.Context) {
	if t.note != "" && !t.toastRoom {
		t.toastRoom, t.w = true, 0 // lay out again, leaving the toast its band
	}
	t.layout(ctx.Width, ctx.Height)
	if t.note != "" {
		ctx.Toast(t.note)
		t.note = ""
	}
}

// Update implements game.Scene.
func (t *Title) Update(ctx *game.Context) error {
	t.layout(ctx.Width, ctx.Height)
	t.ticks++
	in := ctx.Input
	if t.wheelOn {
		// The wheel's face is made over the first ticks: the first frame
		// shows a quick one (see ui.WheelView.Warm).
		t.view.Warm()
		t.updateWheel(ctx)
	}
	t.updateOpening(ctx, in)
	t.updateShelf(in)
	was := t.focus.Index()
	t.gridKey(in)
	t.focus.Update(in)
	// The keyboard brings the box it moves to into view.
	if i := t.focus.Index(); i != was && i >= 0 && i < len(t.boxes) && in.Keyboard {
		t.reveal(i)
	}
	bin := t.boxInput(in)
	for i, b := range t.boxes {
		if b.Update(bin) {
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

// titleTagline is the line under the name.
const titleTagline = "Classic money board games"

// taglineFace is the tagline's face: a third of the name's size, smaller
// where the name's column is narrow.
func (t *Title) taglineFace() *ui.TextFace {
	width := t.w - 40
	if t.landscape {
		width = 2*min(t.titleX, t.shelf.X-t.titleX) - 24 // the column left of the boxes
	}
	return ui.FitFace(titleTagline, width, max(16, t.titleSz*0.32), false)
}

// updateWheel: the wheel turns slowly by itself; a flick spins it for fun.
func (t *Title) updateWheel(ctx *game.Context) {
	in := ctx.Input
	if t.wheel.Spinning() {
		if t.wheel.Update() > 0 {
			ctx.Play(sound.Peg)
		}
		return
	}
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

// titleHeading is the line over the boxes where there is room for it.
const titleHeading = "Choose a game"

// drawUnder draws what is under the wheel: the backdrop, the name and the
// tagline.
func (t *Title) drawUnder(dst *ebiten.Image) {
	t.drawBackdrop(dst)
	t.drawName(dst)
}

// drawName draws the name and the tagline.
func (t *Title) drawName(dst *ebiten.Image) {
	cx := t.titleX
	menuTextShadowed(dst, titleName, t.titleSz, cx, t.titleY, ui.AlignCenter, color.RGBA{0xff, 0xd4, 0x00, 0xff})
	ui.DrawText(dst, titleTagline, t.taglineFace(), cx, t.titleY+t.titleSz*0.72, ui.AlignCenter, ui.AlignCenter, color.RGBA{0xe8, 0xf0, 0xe8, 0xff})
}

// drawOver draws what is drawn after the wheel: the heading, the boxes and
// the buttons, recording the buttons among the frame's controls when
// record is set.
func (t *Title) drawOver(dst *ebiten.Image, record bool) {
	if t.heading {
		ui.DrawText(dst, titleHeading, ui.Face(ui.SizeTitle, true), t.shelf.X, t.shelf.Y-30, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
	}
	t.drawShelf(dst)
	for _, b := range t.btns {
		if b == nil {
			continue
		}
		if record {
			b.Draw(dst)
		} else {
			ui.PaintButton(dst, b)
		}
	}
}

// CoversScreen reports that the title paints the whole w×h screen: its
// backdrop is opaque and as large as the screen once it is laid out.
func (t *Title) CoversScreen(w, h int) bool {
	return t.w >= float64(w) && t.h >= float64(h)
}

// drawBackdrop lays a felt vignette with faint rays behind the wheel.
func (t *Title) drawBackdrop(screen *ebiten.Image) {
	cx, cy, r := t.view.Center()
	if !t.wheelOn {
		cx, cy, r = t.w/2, t.h/2, 0
	}
	key := [5]float64{t.w, t.h, cx, cy, r}
	if t.backdrop == nil || t.backdropKey != key {
		if t.backdrop != nil {
			t.backdrop.Deallocate()
		}
		t.backdrop = ebiten.NewImage(max(1, int(math.Ceil(t.w))), max(1, int(math.Ceil(t.h))))
		t.backdropKey = key
		// Opaque, so that the app need not fill the screen under it
		// (CoversScreen): one full-screen fill a frame instead of two.
		t.backdrop.Fill(ui.ColBackground)
		if r > 0 {
			titleRays(t.backdrop, cx, cy, r*4, color.NRGBA{0xff, 0xff, 0xff, 0x10})
			// Triangles, not masks: a mask this size was the backdrop's
			// largest cost before a browser's first frame.
			ui.FillDisc(t.backdrop, cx, cy, r*1.12, color.RGBA{0x15, 0x3a, 0x2d, 0xff})
			ui.FillDisc(t.backdrop, cx, cy, r*1.07, color.RGBA{0xc8, 0x9b, 0x3c, 0xff})
		}
	}
	screen.DrawImage(t.backdrop, nil)
}

// titleRays fills the backdrop's dozen faint rays from (cx, cy), reach
// long. They reach far past the screen's edges, so they are plain
// triangles: an anti-aliased path that big would grow the vector
// package's stencil atlas to several screens (see ui.FlushPaths), and a
// faint ray's edge needs no smoothing. One draw for all twelve: a
// browser's first frame paid for each draw call.
func titleRays(dst *ebiten.Image, cx, cy, reach float64, c color.NRGBA) {
	// Straight (not premultiplied) alpha: DrawTriangles' default.
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	vert := func(x, y float64) ebiten.Vertex {
		return ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
	}
	var vs [36]ebiten.Vertex
	var is [36]uint16
	for i := range 12 {
		ang := float64(i) / 12 * 2 * math.Pi
		vs[3*i] = vert(cx, cy)
		vs[3*i+1] = vert(cx+math.Cos(ang)*reach, cy+math.Sin(ang)*reach)
		vs[3*i+2] = vert(cx+math.Cos(ang+0.14)*reach, cy+math.Sin(ang+0.14)*reach)
		is[3*i], is[3*i+1], is[3*i+2] = uint16(3*i), uint16(3*i+1), uint16(3*i+2)
	}
	dst.DrawTriangles(vs[:], is[:], ui.WhitePixels(), nil)
}

var titleMinis = map[int]*ebiten.Image{}

// titleMiniWheel returns the little wheel of the box lids, drawn once per
// size: drawn every frame, its anti-aliased slices were a vector batch a
// frame. Its slices are rasterised on the CPU, each pixel anti-aliased by
// its distance to its slice's outer edge (a vector path was the title's
// first use of the vector package, whose shaders are then compiled
// before the first frame).
func titleMiniWheel(wr float64) *ebiten.Image {
	key := int(math.Round(wr * 4))
	if img, ok := titleMinis[key]; ok {
		return img
	}
	n := int(math.Ceil(2*wr)) + 4
	img := ebiten.NewImage(n, n)
	c := float64(n) / 2
	step := 2 * math.Pi / anim.Segments
	edge := wr * math.Cos(step/2) // the centre's distance to a slice's outer edge
	pix := make([]byte, 4*n*n)
	for y := range n {
		for x := range n {
			px, py := float64(x)+0.5-c, float64(y)+0.5-c
			a := math.Atan2(py, px)
			if a < 0 {
				a += 2 * math.Pi
			}
			i := min(anim.Segments-1, int(a/step))
			mid := (float64(i) + 0.5) * step
			sd := px*math.Cos(mid) + py*math.Sin(mid) - edge
			k := max(0, min(1, 0.5-sd))
			// Within half a pixel of the nearer side, the neighbour's
			// colour blends in, as the paths' anti-aliased seams did.
			col, other := ui.WheelColors[i], i+1
			d0 := math.Abs(py*math.Cos(float64(i)*step) - px*math.Sin(float64(i)*step))
			d1 := math.Abs(py*math.Cos(float64(i+1)*step) - px*math.Sin(float64(i+1)*step))
			if d0 < d1 {
				d1, other = d0, i+anim.Segments-1
			}
			nb := ui.WheelColors[other%anim.Segments]
			m := max(0, 0.5-d1)
			mix := func(a, b uint8) byte { return byte((float64(a)*(1-m) + float64(b)*m) * k) }
			o := 4 * (y*n + x)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = mix(col.R, nb.R), mix(col.G, nb.G), mix(col.B, nb.B), byte(255*k)
		}
	}
	img.WritePixels(pix)
	ui.FillCircle(img, c, c, wr*0.3, ui.ColPanel)
	titleMinis[key] = img
	return img
}
