package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
)

// Menu is a vertical list of choices. Up/Down move the highlight (wrapping),
// Enter/Space or a tap picks. It owns the arrow keys while Active.
type Menu struct {
	X, Y, W  float64
	RowH     float64 // row height; raised to MinHit
	Items    []string
	Disabled []bool // optional, per item
	Selected int    // highlighted row
	Active   bool   // reads the keyboard

	hover int // hovered row + 1; 0 is none
	ring  bool
}

// NewMenu returns an active menu with the first item highlighted.
func NewMenu(x, y, w float64, items ...string) *Menu {
	return &Menu{X: x, Y: y, W: w, RowH: 52, Items: items, Active: true}
}

func (m *Menu) rowH() float64 { return max(MinHit, m.RowH) }

// Row returns the rectangle of row i.
func (m *Menu) Row(i int) Rect {
	return Rect{m.X, m.Y + float64(i)*m.rowH(), m.W, m.rowH()}
}

// Bounds returns the whole list.
func (m *Menu) Bounds() Rect { return Rect{m.X, m.Y, m.W, float64(len(m.Items)) * m.rowH()} }

// RowAt returns the row under (x, y) or -1.
func (m *Menu) RowAt(x, y float64) int {
	if !m.Bounds().Contains(x, y) {
		return -1
	}
	i := int((y - m.Y) / m.rowH())
	if i < 0 || i >= len(m.Items) {
		return -1
	}
	return i
}

func (m *Menu) enabled(i int) bool {
	return i >= 0 && i < len(m.Items) && (i >= len(m.Disabled) || !m.Disabled[i])
}

func (m *Menu) stepSel(d int) {
	n := len(m.Items)
	for k, i := 0, m.Selected; k < n; k++ {
		i = ((i+d)%n + n) % n
		if m.enabled(i) {
			m.Selected = i
			return
		}
	}
}

// Update returns the index picked this tick, if any.
func (m *Menu) Update(in *input.Intents) (int, bool) {
	if len(m.Items) == 0 {
		return -1, false
	}
	if !m.enabled(m.Selected) {
		m.stepSel(1)
	}
	m.hover = 0
	if in.Hover {
		m.hover = m.RowAt(in.X, in.Y) + 1
	}
	if x, y, ok := in.Tap(); ok {
		if i := m.RowAt(x, y); i >= 0 {
			in.ConsumeTap()
			if m.enabled(i) {
				m.Selected = i
				return i, true
			}
		}
	}
	m.ring = in.Keyboard
	if !m.Active {
		return -1, false
	}
	if in.Consume(input.KeyDown) {
		m.stepSel(1)
	}
	if in.Consume(input.KeyUp) {
		m.stepSel(-1)
	}
	if in.Consume(input.KeyConfirm) && m.enabled(m.Selected) {
		return m.Selected, true
	}
	return -1, false
}

// Draw draws the rows.
func (m *Menu) Draw(dst *ebiten.Image) {
	f := Face(SizeBody, true)
	for i, it := range m.Items {
		Record(Drawn{Kind: "menu", Label: it, Rect: m.Row(i), Disabled: !m.enabled(i), Selected: i == m.Selected})
		r := m.Row(i).Inset(3)
		bg := ColPanel
		tc := ColText
		switch {
		case !m.enabled(i):
			tc = ColTextMuted
		case i == m.Selected && m.Active:
			bg = ColSelected
		case i+1 == m.hover:
			bg = Lighten(ColSelected, 0.6)
		}
		FillRoundRect(dst, r, 8, bg)
		StrokeRoundRect(dst, r, 8, 1.5, ColPanelEdge)
		DrawText(dst, it, f, r.X+16, r.Y+r.H/2, AlignStart, AlignCenter, tc)
		if i == m.Selected && m.Active && m.ring {
			drawFocusRing(dst, r, 8)
		}
	}
}

// Panel is a rounded card with an optional title bar.
type Panel struct {
	Rect  Rect
	Title string
	Fill  color.RGBA // zero: ColPanel
}

const panelTitleH = 44

// Content returns the area inside the panel below its title, padded.
func (p *Panel) Content() Rect {
	r := p.Rect.Inset(16)
	if p.Title != "" {
		r.Y += panelTitleH
		r.H = max(0, r.H-panelTitleH)
	}
	return r
}

// TitleFace is the face the title is drawn in: SizeTitle-4, smaller when
// that would not fit the bar with 16 pixels either side.
func (p *Panel) TitleFace() *TextFace {
	return FitFace(p.Title, p.Rect.W-32, SizeTitle-4, true)
}

// Draw draws the panel.
func (p *Panel) Draw(dst *ebiten.Image) {
	fill := p.Fill
	if fill == (color.RGBA{}) {
		fill = ColPanel
	}
	shadow(dst, p.Rect, 16)
	FillRoundRect(dst, p.Rect, 16, fill)
	if p.Title != "" {
		bar := Rect{p.Rect.X, p.Rect.Y, p.Rect.W, panelTitleH}
		FillRoundRect(dst, bar, 16, ColTitleBar)
		// Square off the bar's lower corners so it meets the body cleanly.
		FillRoundRect(dst, Rect{bar.X, bar.Y + bar.H - 16, bar.W, 16}, 0, ColTitleBar)
		cx, cy := bar.Center()
		DrawText(dst, p.Title, p.TitleFace(), cx, cy, AlignCenter, AlignCenter, ColTextLight)
	}
	StrokeRoundRect(dst, p.Rect, 16, 2, ColPanelEdge)
}
