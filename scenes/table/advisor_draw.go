package table

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/ui"
)

// offers are the option controls drawn this frame, each with the action
// it stands for: a panel calls Offer where it draws an option's button,
// and the advisor puts its badge there. Collected only while an advisor
// is drawing (BeginDraw to Draw), so it costs nothing with the setting off.
var offers struct {
	on    bool
	list  []offer
	cards []card // the cards drawn this frame, in order (OfferCard)
}

// card is a card drawn this frame, and how many texts were drawn before
// it (ui.TextsDrawn, for tests: the words it covers).
type card struct {
	r     ui.Rect
	texts int
}

type offer struct {
	r     ui.Rect
	a     engine.Action
	cards int // how many cards were drawn before it
}

// Offer says that the control drawn at r stands for action a of the
// person's decision, so the odds advisor (when on) shows a's figure by it.
// A panel whose option is built up (a bet's horse and stake) offers the
// action its confirm button would apply now. Call it from Draw.
func Offer(r ui.Rect, a engine.Action) {
	if offers.on {
		offers.list = append(offers.list, offer{r, a, len(offers.cards)})
	}
}

// Advising reports whether the odds advisor is collecting this frame's
// options (BeginDraw to Draw): a panel may leave out words that only
// repeat an option's, for its badge's room.
func Advising() bool { return offers.on }

// OfferCard says that a card (a decision's bar or panel, a sheet over the
// board) is drawn at r: an option drawn on it after this keeps its badge,
// put beside it, to the card, rather than hang over the card's edge onto
// what lies next to it. DrawCard (and so DrawBar) calls it; a card drawn
// otherwise calls it before its options. Call it from Draw.
func OfferCard(r ui.Rect) {
	if offers.on {
		offers.cards = append(offers.cards, card{r, ui.TextsDrawn()})
	}
}

// cardOf is the card o sits on: the last drawn before it that holds it
// whole, or the screen.
func (o offer) cardOf(screen ui.Rect) card {
	for k := min(o.cards, len(offers.cards)) - 1; k >= 0; k-- {
		if c := offers.cards[k]; c.r.W > 0 && c.r.Holds(o.r) {
			return c
		}
	}
	return card{r: screen}
}

// BeginDraw starts collecting the options drawn from now on (the panels',
// through Offer), when the advisor has figures to show.
func (a *Advisor) BeginDraw() {
	offers.on = a.odds != nil
	offers.list = offers.list[:0]
	offers.cards = offers.cards[:0]
	if offers.on {
		ui.CaptureFrame() // the other controls, for the badges to keep clear of
	}
}

// Draw puts a badge under each option offered since BeginDraw: its
// chance to win and how sure that is, the exact odds where the rules have
// them, and a gold edge on the best.
func (a *Advisor) Draw(dst *ebiten.Image) {
	on := offers.on
	offers.on = false
	a.Shown = a.Shown[:0]
	if !on {
		return
	}
	b := dst.Bounds()
	screen := ui.R(float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()))
	// The frame's lists are kept between frames (a.draw): the badges are
	// drawn every frame while the advisor is on.
	d := &a.draw
	d.list, d.at, d.ws, d.sides, d.offered = d.list[:0], d.at[:0], d.ws[:0], d.sides[:0], d.offered[:0]
	for i, o := range offers.list {
		d.offered = append(d.offered, o.r)
		if f, ok := a.Figure(o.a); ok {
			text, face, w := fitBadge(a.badgeTexts(f), badgeRoom(i, screen.W))
			c := o.cardOf(screen)
			d.list = append(d.list, shownBadge{o, f, text, face, c})
			d.at, d.ws, d.sides = append(d.at, o.r), append(d.ws, w), append(d.sides, c.r)
		}
	}
	d.avoid = badgeAvoid(ui.FrameControls(d.avoid[:0]))
	d.kept = ui.FrameKept(d.kept[:0])
	d.placed = placeBadges(d.placed[:0], d.at, d.ws, screen, d.sides, d.avoid, d.kept, d.offered)
	for i, p := range d.placed {
		s := d.list[i]
		if p.W < d.ws[i] {
			// Narrowed to fit beside its control: fewer words.
			s.text, s.face, _ = fitBadge(a.badgeTexts(s.f), p.W)
		}
		a.Shown = append(a.Shown, Badge{Action: s.o.a, Rect: p, Text: paintBadge(dst, p, s.text, s.face, s.f), Figure: s.f, Card: s.card.r, CardTexts: s.card.texts})
	}
	offers.list = offers.list[:0]
}

// advisorDraw is what Draw works out each frame, kept for the next.
type advisorDraw struct {
	list                                    []shownBadge
	at, sides, offered, avoid, kept, placed []ui.Rect
	ws                                      []float64
	// texts are the figures' words (BadgeTexts) as worked out, by what
	// the words say: the estimate moves with every read of the search,
	// its words a few times a second, a frame sixty times.
	texts map[badgeWords][]string
}

// badgeWords is what a figure's words depend on.
type badgeWords struct {
	ready, has bool
	pct, pm    int
	exact      engine.Chance
}

// wordsOf is what f's words say (BadgeTexts' figures, rounded as it
// rounds them).
func wordsOf(f Figure) badgeWords {
	k := badgeWords{ready: f.Ready, has: f.HasExact}
	if f.Ready {
		k.pct, k.pm = int(math.Round(f.Estimate.Rate*100)), int(math.Ceil(f.Estimate.Half*100))
	}
	if f.HasExact {
		k.exact = f.Exact
	}
	return k
}

// shownBadge is an option with a figure, and its badge's words and type.
type shownBadge struct {
	o    offer
	f    Figure
	text string
	face *ui.TextFace
	card card
}

// badgeTexts is BadgeTexts(f), worked out once a figure.
func (a *Advisor) badgeTexts(f Figure) []string {
	d := &a.draw
	k := wordsOf(f)
	if t, ok := d.texts[k]; ok {
		return t
	}
	if d.texts == nil || len(d.texts) >= 256 {
		d.texts = map[badgeWords][]string{} // the figures of a decision or two
	}
	t := BadgeTexts(f)
	d.texts[k] = t
	return t
}

// placeBadges places the badges ws wide of the controls at rs in turn,
// appending them to out
// (badgePlace), each keeping clear of those placed before it as of any
// control: two rows of a grid would otherwise hang theirs in one gap. A
// badge put beside its control keeps inside sides[i] (its card, or the
// screen; nil: the screen).
// offered are all the options drawn (a badge beside its control keeps off
// them, a figure or not). Words (avoid's words kept clear) weigh more than a control's edge: a
// badge over a button's top leaves its label whole, one over a line of
// text cuts the line.
func placeBadges(out, rs []ui.Rect, ws []float64, screen ui.Rect, sides, avoid, words, offered []ui.Rect) []ui.Rect {
	for i, r := range rs {
		side := screen
		if i < len(sides) {
			side = sides[i]
		}
		out = append(out, badgePlace(r, ws[i], screen, side, avoid, words, out, offered))
	}
	return out
}

// Badges: small type in a pill hung from the control's bottom edge (a few
// pixels over it, the rest in the gap under it), clear of its words, with
// a bar along its foot: the estimate bright, its interval faint.
const (
	badgeSize = 14.0
	badgeH    = 20.0
	badgeIn   = 5.0 // how far the pill rises into the control
)

// BadgeGap is the room a badge takes under its control: a layout that
// keeps its rows this much further apart while the advisor is on
// (BadgeFooted) gives every badge a gap of its own, clear of the next row.
const BadgeGap = badgeH - badgeIn

// The badges' colours, held as color.Color: a colour made an interface
// where it is passed is allocated, sixty times a second for each badge.
var (
	colBadge     color.Color = color.RGBA{0x1c, 0x22, 0x30, 0xf0}
	colBadgeBar  color.Color = color.RGBA{0x58, 0xc0, 0x7a, 0xff}
	colBadgeBand color.Color = color.RGBA{0x58, 0xc0, 0x7a, 0x70}
	colBadgeBest color.Color = color.RGBA{0xf2, 0xc1, 0x3a, 0xff}
	colBadgeEdge color.Color = ui.ColPanelEdge
	colBadgeText color.Color = color.RGBA{0xf4, 0xf4, 0xf4, 0xff}
)

// Badge is a badge as drawn: the action, where, its words and figure.
type Badge struct {
	Action engine.Action
	Rect   ui.Rect
	Text   string
	Figure Figure
	// Card is the card its option sits on (or the screen), and CardTexts
	// how many texts were drawn before the card (ui.TextsDrawn): those
	// after it are the card's words.
	Card      ui.Rect
	CardTexts int
}

// badgeRoom is how wide offer i's badge may be, centred under its
// control: up to halfway to the next control offered in its row on either
// side (whose badge takes the other half), or to the screen's edge; so a
// lone button's badge has room for the exact odds too, and a grid's
// badges keep to their cells.
func badgeRoom(i int, screenW float64) float64 {
	r := offers.list[i].r
	cx := r.X + r.W/2
	half := min(cx, screenW-cx)
	for j, q := range offers.list {
		if j == i || q.r.Y >= r.Y+r.H || r.Y >= q.r.Y+q.r.H {
			continue // itself, or another row
		}
		if d := math.Abs(q.r.X + q.r.W/2 - cx); d > 0 {
			half = min(half, d/2)
		}
	}
	return max(36, 2*half-4)
}

// badgeAvoid is what a badge must not cover: the controls drawn this frame
// that stand for no offered option (a "Deal…" under "Auction it") and the
// words marked to keep clear (ui.KeepClear). An offered option's own
// control is left out: a grid's badges hang into the next row's cells as
// they do into a gap, each cell's number clear above its own badge.
func badgeAvoid(drawn []ui.Rect) []ui.Rect {
	out := drawn[:0]
next:
	for _, d := range drawn {
		for _, o := range offers.list {
			if mostlyOver(d, o.r) {
				continue next
			}
		}
		out = append(out, d)
	}
	return out
}

// mostlyOver reports whether a and b share at least half of the smaller.
func mostlyOver(a, b ui.Rect) bool {
	c, ok := a.Intersect(b)
	return ok && c.W*c.H >= 0.5*min(a.W*a.H, b.W*b.H)
}

// badgePlace is where a badge w wide goes for the control at r: hung from
// its bottom edge; where that covers another control, words kept clear or
// a badge placed before it, or leaves its card (side), hung from its top
// edge; where both do, beside it if that is clear, else whichever covers
// less (never over its own label: a badge there hides what the button
// says).
func badgePlace(r ui.Rect, w float64, screen, side ui.Rect, avoid, words, placed, offered []ui.Rect) ui.Rect {
	x := r.X + (r.W-w)/2
	below := ui.R(x, min(r.Y+r.H-badgeIn, screen.Y+screen.H-badgeH-1), w, badgeH)
	above := ui.R(x, r.Y-badgeH+badgeIn, w, badgeH)
	const wordWeight = 4 // avoid holds the words once; they count this many times
	cover := func(p ui.Rect) float64 {
		return covered(p, r, avoid) + (wordWeight-1)*area(p, words) + area(p, placed) + outside(p, side)
	}
	best, least := below, cover(below)
	if least == 0 {
		return below
	}
	if a := cover(above); above.Y >= screen.Y && a < least { // no room over a control at the screen's top
		best, least = above, a
	}
	// Crowded above and below (a Build among the deeds' rows): beside it,
	// where that is clear, of the other options too (a grid's next cell).
	// Narrowed to the bare figure where the gap beside it is short (a
	// colour set's line, its name left of its Build).
	y := r.Y + (r.H-badgeH)/2
	for _, bw := range []float64{w, min(w, badgeNarrow)} {
		for _, p := range []ui.Rect{ui.R(r.X+r.W+4, y, bw, badgeH), ui.R(r.X-4-bw, y, bw, badgeH)} {
			if least > 0 && p.X >= side.X && p.X+p.W <= side.X+side.W && cover(p) == 0 && area(p, offered) == 0 {
				best, least = p, 0
			}
		}
	}
	return best
}

// outside is how much of p lies off its card: a badge hung past a bar's
// foot lies over whatever is under the bar.
func outside(p, card ui.Rect) float64 {
	if card.Holds(p) {
		return 0 // exactly: a difference of products would leave a rounding's crumb
	}
	if c, ok := p.Intersect(card); ok {
		return p.W*p.H - c.W*c.H
	}
	return p.W * p.H
}

// badgeNarrow is a badge wide enough for a bare figure ("100%").
const badgeNarrow = 46.0

// covered is how much of p lies over avoid, leaving out the control r
// itself.
func covered(p, r ui.Rect, avoid []ui.Rect) float64 {
	sum := 0.0
	for _, q := range avoid {
		if !mostlyOver(q, r) {
			sum += area(p, []ui.Rect{q})
		}
	}
	return sum
}

// area is how much of p lies over the rects qs.
func area(p ui.Rect, qs []ui.Rect) float64 {
	sum := 0.0
	for _, q := range qs {
		if c, ok := p.Intersect(q); ok {
			sum += c.W * c.H
		}
	}
	return sum
}

// fitBadge picks a figure's words (BadgeTexts) for a badge at most room
// wide, and the badge's width.
func fitBadge(texts []string, room float64) (string, *ui.TextFace, float64) {
	// The longest words that fit, in the badge's type or a size smaller;
	// how sure the figure is goes last of all.
	var face *ui.TextFace
	text, pad := "", 12.0
fit:
	for _, size := range []float64{badgeSize, badgeSize - 2} {
		face = ui.Face(size, true)
		for _, t := range texts[:len(texts)-1] {
			if text = t; ui.Advance(t, face)+pad <= room {
				break fit
			}
		}
		// Nothing fits but the bare figure: in the badge's own type.
		text, face = texts[len(texts)-1], ui.Face(badgeSize, true)
		pad = 8 // the smaller type, closer to the badge's ends
	}
	return text, face, min(room, ui.Advance(text, face)+pad)
}

// paintBadge draws figure f's badge at p and returns its words as shown.
func paintBadge(dst *ebiten.Image, p ui.Rect, text string, face *ui.TextFace, f Figure) string {
	ui.FillRoundRect(dst, p, 6, colBadge)
	if f.Ready {
		bar := ui.R(p.X+4, p.Y+p.H-3, p.W-8, 2)
		lo, hi := max(0, f.Estimate.Rate-f.Estimate.Half), min(1, f.Estimate.Rate+f.Estimate.Half)
		ui.FillRoundRect(dst, ui.R(bar.X+bar.W*lo, bar.Y, bar.W*(hi-lo), bar.H), 0, colBadgeBand)
		ui.FillRoundRect(dst, ui.R(bar.X, bar.Y, bar.W*f.Estimate.Rate, bar.H), 0, colBadgeBar)
	}
	edge, col := colBadgeEdge, colBadgeText
	if f.Best {
		edge, col = colBadgeBest, colBadgeBest
	}
	ui.StrokeRoundRect(dst, p, 6, 1.5, edge)
	text = ui.Ellipsize(text, face, p.W-6)
	ui.DrawText(dst, text, face, p.X+p.W/2, p.Y+(p.H-5)/2+1, ui.AlignCenter, ui.AlignCenter, col)
	return text
}

// BadgeTexts are a figure's words, longest first: the badge shows the
// first that fits its control. The search's estimate comes first, then
// the exact odds, shortened step by step ("Win 34% ±4 · pays 1 in 6 ·
// expect −$83" down to "34%").
func BadgeTexts(f Figure) []string {
	if !f.Ready {
		return []string{"Win …", "…"}
	}
	pct := int(math.Round(f.Estimate.Rate * 100))
	pm := int(math.Ceil(f.Estimate.Half * 100))
	win := fmt.Sprintf("Win %d%% ±%d", pct, pm)
	short := fmt.Sprintf("%d%% ±%d", pct, pm)
	var out []string
	if f.HasExact {
		// The exact part always says what it is ("pays", "wins"), so two
		// percentages side by side are never mistaken for each other.
		odds := "pays " + OneIn(f.Exact.Pays)
		if f.Exact.WinsGame {
			odds = "wins the game " + OneIn(f.Exact.Pays)
		}
		long, mid := odds, odds
		if !f.Exact.WinsGame { // a fair bet says so: "expect $0"
			money := strings.Replace(engine.Money(int64(math.Round(f.Exact.Expect))), "-", "−", 1)
			long += " · expect " + money
			mid += " · " + money
		}
		out = append(out, win+" · "+long, win+" · "+mid, short+" · "+mid, short+" · "+odds)
	}
	return append(out, win, short, fmt.Sprintf("%d%%±%d", pct, pm), fmt.Sprintf("%d%%", pct))
}

// OneIn puts an exact chance into words a player reads at a glance, as
// so many times in so many: "1 in 6" for a long shot, "2 in 5" for an
// even-ish one, "never" and "always" at the ends. Never a bare percentage:
// beside a payout ("pays 2×", a race's odds board) "pays 40%" reads as
// what it pays; a chance with no small fraction reads "47% of the time".
func OneIn(p float64) string {
	switch {
	case !(p > 0): // and no figure at all (NaN)
		return "never"
	case p >= 1:
		return "always"
	case p < 0.3:
		n := 1 / p
		if math.Abs(n-math.Round(n)) < 0.05 {
			return fmt.Sprintf("1 in %d", int(math.Round(n)))
		}
		return fmt.Sprintf("1 in %.1f", n)
	}
	for n := 2; n <= 12; n++ {
		if k := math.Round(p * float64(n)); k < float64(n) && math.Abs(p-k/float64(n)) < 0.002 {
			return fmt.Sprintf("%d in %d", int(k), n)
		}
	}
	// Short of always: never rounded up to "100%".
	return fmt.Sprintf("%d%% of the time", int(min(99, math.Round(p*100))))
}
