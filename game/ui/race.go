package ui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/game/anim"
)

// RunnerColors are the runners' silks, in lane order.
var RunnerColors = []color.RGBA{
	{0xd0, 0x2a, 0x2a, 0xff}, // red
	{0x1e, 0x6f, 0xd9, 0xff}, // blue
	{0xf2, 0xb1, 0x0f, 0xff}, // gold
	{0x2e, 0xa0, 0x4f, 0xff}, // green
	{0x8e, 0x3c, 0xb8, 0xff}, // purple
	{0xf5, 0x7c, 0x1f, 0xff}, // orange
	{0x26, 0x26, 0x26, 0xff}, // black
	{0xee, 0xee, 0xee, 0xff}, // white
}

var (
	colTurf     = color.RGBA{0x3f, 0x8f, 0x3a, 0xff}
	colTurfDark = color.RGBA{0x37, 0x80, 0x33, 0xff}
	colRail     = color.RGBA{0xf4, 0xf4, 0xf0, 0xff}
	colHorse    = color.RGBA{0x7a, 0x4a, 0x26, 0xff}
	colMane     = color.RGBA{0x3a, 0x22, 0x12, 0xff}
)

// RaceView draws an anim.Race: one lane per runner from the start on the
// left to the chequered finish line on the right, each runner a horse in
// its own colours with its number, galloping, and beside it the bets
// riding on it. The track is drawn once per size into a cached image and
// each horse's two gallop frames once per colour and size; a frame blits
// them and writes the labels.
type RaceView struct {
	Race *anim.Race
	// Labels are the bets riding on each runner ("" for none), shown in
	// its lane as it runs.
	Labels []string
	// Chips are the bets riding on each runner as chips in the bettors'
	// colours (none for a runner nobody backed), drawn instead of its
	// Label when it has any.
	Chips [][]RaceChip

	rect     Rect
	lanes    []Rect
	laneH    float64
	start    float64 // x of the start line
	finish   float64 // x of the finish line
	track    *ebiten.Image
	trackKey [3]int
}

// NewRaceView returns a view of r.
func NewRaceView(r *anim.Race) *RaceView { return &RaceView{Race: r} }

// SetPlace lays the track out in r: lanes as tall as fit, up to a horse's
// comfortable height, and a fingertip tall (with a line between) where r
// has the room, so a lane can be tapped to choose its runner.
func (v *RaceView) SetPlace(r Rect) {
	n := v.Race.Len()
	v.laneH = min(r.H/float64(n), max(MinHit+2, r.W/6))
	h := v.laneH * float64(n)
	v.rect = R(r.X, r.Y+(r.H-h)/2, r.W, h)
	v.lanes = v.lanes[:0]
	for i := range n {
		v.lanes = append(v.lanes, R(v.rect.X, v.rect.Y+float64(i)*v.laneH, v.rect.W, v.laneH))
	}
	numW := v.laneH * 0.7   // the lane numbers at the left
	placeW := v.laneH * 0.9 // the places at the right
	v.start = v.rect.X + numW + v.horseLen()*0.2
	span := (v.rect.X + v.rect.W - placeW - v.start) / 1.08 // room for the run past the line
	v.finish = v.start + span
}

// Rect returns the track as placed.
func (v *RaceView) Rect() Rect { return v.rect }

// Lane returns runner i's lane.
func (v *RaceView) Lane(i int) Rect { return v.lanes[i] }

// FinishX returns the finish line's x.
func (v *RaceView) FinishX() float64 { return v.finish }

func (v *RaceView) horseLen() float64 { return v.laneH * 1.25 }

// NoseX returns where runner i's nose is drawn.
func (v *RaceView) NoseX(i int) float64 {
	return v.start + v.Race.Position(i)*(v.finish-v.start)
}

// Draw draws the track, the horses where the race has them, their places
// once they are past the line, and the bets riding on each.
func (v *RaceView) Draw(dst *ebiten.Image) {
	if len(v.lanes) == 0 {
		return
	}
	Record(Drawn{Kind: "race", Rect: v.rect})
	key := [3]int{int(v.rect.W), int(v.rect.H), len(v.lanes)}
	if v.track == nil || v.trackKey != key {
		if v.track != nil {
			v.track.Deallocate()
		}
		v.track = v.renderTrack()
		v.trackKey = key
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(v.rect.X, v.rect.Y)
	dst.DrawImage(v.track, op)

	r := v.Race
	hl := v.horseLen()
	label := Face(math.Max(12, math.Round(v.laneH*0.26)), true)
	chipFace := Face(math.Max(11, math.Round(min(30, max(16, v.laneH*0.32))*0.58)), true)
	for i, lane := range v.lanes {
		nose := v.NoseX(i)
		// Two gallop frames, changing every third of a stride; a little
		// bob with them.
		stride := (nose - v.start) / (hl * 0.45)
		frame := int(math.Floor(stride)) & 1
		if r.Done() {
			frame = 0
		}
		img := horseImage(i, int(math.Ceil(hl)), frame)
		bob := -math.Abs(math.Sin(stride*math.Pi)) * v.laneH * 0.04
		if r.Done() {
			bob = 0
		}
		iw, ih := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(nose-iw, lane.Y+lane.H-ih-v.laneH*0.06+bob)
		dst.DrawImage(img, op)

		if p := r.Place(i); p > 0 {
			x := lane.X + lane.W - v.laneH*0.45
			c := ColPanel
			if p == 1 {
				c = ColFocus
			}
			FillCircle(dst, x, lane.Y+lane.H/2, v.laneH*0.34, c)
			DrawText(dst, ordinal(p), label, x, lane.Y+lane.H/2, AlignCenter, AlignCenter, ColText)
		}
		if i < len(v.Chips) && len(v.Chips[i]) > 0 {
			v.drawChips(dst, i, v.Chips[i], chipFace, nose-iw)
		} else if i < len(v.Labels) && v.Labels[i] != "" {
			v.drawLabel(dst, i, v.Labels[i], label, nose-iw)
		}
	}
}

// drawLabel writes the bets on runner i in its lane on a dark tag that
// rides behind the horse, or ahead of it while it is too near the start.
func (v *RaceView) drawLabel(dst *ebiten.Image, i int, s string, f *TextFace, tail float64) {
	lane := v.lanes[i]
	s = Ellipsize(s, f, lane.W*0.45)
	w, _ := Measure(s, f)
	w += v.laneH * 0.2
	h := v.laneH * 0.36
	x := tail - w - 4
	if x < lane.X+v.laneH*0.7 {
		x = v.NoseX(i) + 4
	}
	y := lane.Y + v.laneH*0.06
	FillRoundRect(dst, R(x, y, w, h), h/2, color.RGBA{0, 0, 0, 0xb0})
	DrawText(dst, s, f, x+w/2, y+h/2, AlignCenter, AlignCenter, ColTextLight)
}

// renderTrack draws the lanes, rails, numbers, start and finish lines.
func (v *RaceView) renderTrack() *ebiten.Image {
	w, h := int(math.Ceil(v.rect.W)), int(math.Ceil(v.rect.H))
	img := ebiten.NewImage(max(1, w), max(1, h))
	ox, oy := v.rect.X, v.rect.Y
	face := Face(math.Max(12, math.Round(v.laneH*0.34)), true)
	for i, lane := range v.lanes {
		l := R(lane.X-ox, lane.Y-oy, lane.W, lane.H)
		c := colTurf
		if i%2 == 1 {
			c = colTurfDark
		}
		vector.FillRect(img, float32(l.X), float32(l.Y), float32(l.W), float32(l.H), c, false)
		if i > 0 {
			vector.FillRect(img, float32(l.X), float32(l.Y)-1, float32(l.W), 2, color.RGBA{0xff, 0xff, 0xff, 0x80}, false)
		}
		nx, ny := l.X+v.laneH*0.35, l.Y+l.H/2
		FillCircle(img, nx, ny, v.laneH*0.28, RunnerColors[i%len(RunnerColors)])
		DrawText(img, strconv.Itoa(i+1), face, nx, ny, AlignCenter, AlignCenter, numberInk(i))
	}
	rail := float32(max(2, v.laneH*0.06))
	vector.FillRect(img, 0, 0, float32(w), rail, colRail, false)
	vector.FillRect(img, 0, float32(h)-rail, float32(w), rail, colRail, false)
	// The start: a white line; the finish: a chequered band.
	vector.FillRect(img, float32(v.start-ox)-1, 0, 2, float32(h), colRail, false)
	sq := max(3, v.laneH*0.12)
	for row := 0; float64(row)*sq < float64(h); row++ {
		for col := range 2 {
			c := color.RGBA{0x11, 0x11, 0x11, 0xff}
			if (row+col)%2 == 0 {
				c = colRail
			}
			vector.FillRect(img, float32(v.finish-ox+float64(col-1)*sq), float32(float64(row)*sq), float32(sq), float32(sq), c, false)
		}
	}
	return img
}

// numberInk is the colour a number is written in on runner i's colour.
func numberInk(i int) color.RGBA {
	c := RunnerColors[i%len(RunnerColors)]
	if int(c.R)+int(c.G)+int(c.B) > 3*0xa0 {
		return ColText
	}
	return ColTextLight
}

// ordinal writes a place as "1st", "2nd"...
func ordinal(p int) string {
	suffix := "th"
	switch {
	case p%100 >= 11 && p%100 <= 13:
	case p%10 == 1:
		suffix = "st"
	case p%10 == 2:
		suffix = "nd"
	case p%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", p, suffix)
}

// horseKey names one cached horse image: its runner, length and gallop frame.
type horseKey struct{ runner, px, frame int }

var horseCache = map[horseKey]*ebiten.Image{}

// horseImage returns runner i's horse facing right, px pixels long, in
// gallop frame 0 (legs gathered) or 1 (legs stretched), drawing it on first
// use: a brown horse with a saddle cloth in the runner's colour bearing
// its number, and a jockey in the same silks.
func horseImage(i, px, frame int) *ebiten.Image {
	px = max(16, px)
	k := horseKey{i, px, frame}
	if img, ok := horseCache[k]; ok {
		return img
	}
	s := float64(px)
	w, h := px, int(math.Ceil(s*0.78))
	img := ebiten.NewImage(w, h)
	silk := RunnerColors[i%len(RunnerColors)]
	bodyY := s * 0.42
	// Legs: thin rounded bars from the body down, gathered or stretched.
	legW := max(2, s*0.05)
	legs := [][2]float64{{0.22, 0.1}, {0.3, -0.05}, {0.62, 0.05}, {0.7, -0.1}}
	if frame == 1 {
		legs = [][2]float64{{0.2, -0.16}, {0.28, -0.22}, {0.66, 0.2}, {0.74, 0.26}}
	}
	for _, l := range legs {
		x0, y0 := s*l[0], bodyY+s*0.08
		x1, y1 := x0+s*l[1]*0.5, float64(h)-legW
		vector.StrokeLine(img, float32(x0), float32(y0), float32(x1), float32(y1), float32(legW), Darken(colHorse, 0.15), true)
	}
	// Tail, body, neck and head.
	vector.StrokeLine(img, float32(s*0.12), float32(bodyY-s*0.04), float32(s*0.02), float32(bodyY+s*0.16), float32(max(2, s*0.05)), colMane, true)
	fillEllipse(img, s*0.46, bodyY, s*0.34, s*0.13, colHorse)
	fillPolygon(img, []float64{s * 0.6, bodyY - s*0.06, s * 0.8, bodyY - s*0.34, s * 0.9, bodyY - s*0.28, s * 0.8, bodyY + s*0.08}, colHorse)
	fillEllipse(img, s*0.9, bodyY-s*0.29, s*0.1, s*0.055, colHorse)
	vector.StrokeLine(img, float32(s*0.62), float32(bodyY-s*0.08), float32(s*0.8), float32(bodyY-s*0.35), float32(max(1.5, s*0.025)), colMane, true)
	// Saddle cloth with the number, and the jockey.
	cloth := R(s*0.32, bodyY-s*0.12, s*0.26, s*0.22)
	FillRoundRect(img, cloth, s*0.03, silk)
	FlushPaths(img)
	f := Face(math.Max(10, math.Round(s*0.18)), true)
	DrawText(img, strconv.Itoa(i+1), f, cloth.X+cloth.W/2, cloth.Y+cloth.H/2, AlignCenter, AlignCenter, numberInk(i))
	FillRoundRect(img, R(s*0.46, bodyY-s*0.36, s*0.12, s*0.22), s*0.05, silk)
	FillCircle(img, s*0.55, bodyY-s*0.4, s*0.06, Darken(silk, 0.3))
	FlushPaths(img)
	horseCache[k] = img
	return img
}
