package table

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/game/ui"
)

// An exact chance in the words a player reads at a glance.
func TestOneIn(t *testing.T) {
	for p, want := range map[float64]string{
		1.0 / 6: "1 in 6", 1.0 / 36: "1 in 36", 5.0 / 36: "1 in 7.2", 0.1: "1 in 10",
		0.4: "2 in 5", 0.5: "1 in 2", 0.3: "3 in 10", 2.0 / 3: "2 in 3", 0.75: "3 in 4",
		0.47: "47% of the time", 0: "never", 1: "always", 0.999: "99% of the time", 215.0 / 216: "99% of the time",
		math.NaN(): "never",
	} {
		assert.Equal(t, want, OneIn(p), "%v", p)
	}
}

// A badge's words, longest first: the estimate, then the exact figure as
// the ruleset gives it, each shorter form keeping the chance to win.
func TestBadgeTexts(t *testing.T) {
	est := ai.Estimate{Rate: 0.342, Half: 0.031, Playouts: 400}
	bet := Figure{Estimate: est, Ready: true, HasExact: true, Exact: engine.Chance{Pays: 1.0 / 6, Expect: -83.3}}
	assert.Equal(t, []string{
		"Win 34% ±4 · pays 1 in 6 · expect −$83", "Win 34% ±4 · pays 1 in 6 · −$83",
		"34% ±4 · pays 1 in 6 · −$83", "34% ±4 · pays 1 in 6", "Win 34% ±4", "34% ±4", "34%±4", "34%",
	}, BadgeTexts(bet))
	fair := Figure{Estimate: est, Ready: true, HasExact: true, Exact: engine.Chance{Pays: 0.1, Expect: 0}}
	assert.Equal(t, "Win 34% ±4 · pays 1 in 10 · expect $0", BadgeTexts(fair)[0], "a fair bet says so")
	tycoon := Figure{Estimate: est, Ready: true, HasExact: true, Exact: engine.Chance{Pays: 0.1, WinsGame: true}}
	assert.Equal(t, "Win 34% ±4 · wins the game 1 in 10", BadgeTexts(tycoon)[0])
	assert.Equal(t, []string{"Win 34% ±4", "34% ±4", "34%±4", "34%"}, BadgeTexts(Figure{Estimate: est, Ready: true}))
	assert.Equal(t, []string{"Win …", "…"}, BadgeTexts(Figure{Estimate: ai.Estimate{Playouts: 3}}), "no figure before its playouts")
}

// A badge hangs under its option unless that covers another control or
// words kept clear (Make a Million's "Deal…" under "Auction it", Life's
// others' counts under "Retire"): then it hangs over the option's top,
// unless that covers more; an option offered beside it (a grid's next
// row) is no obstacle, and neither is the option itself.
func TestBadgeKeepsClearOfOtherControls(t *testing.T) {
	screen := ui.R(0, 0, 844, 390)
	auction := ui.R(700, 250, 140, 48)
	deal := ui.R(700, 306, 140, 48)
	w := 90.0
	below := func(p ui.Rect) bool { return p.Y > auction.Y+auction.H/2 }

	offers.list = []offer{{r: auction, a: engine.Action{Kind: 1}}}
	defer func() { offers.list = offers.list[:0] }()
	p := badgePlace(auction, w, screen, screen, badgeAvoid([]ui.Rect{auction}), nil, nil, nil)
	assert.True(t, below(p), "nothing under it: hung from its foot, %v", p)
	assert.True(t, p.Y < auction.Y+auction.H && p.Y+p.H > auction.Y+auction.H, "over its bottom edge: %v", p)

	p = badgePlace(auction, w, screen, screen, badgeAvoid([]ui.Rect{auction, deal}), nil, nil, nil)
	assert.False(t, below(p), "Deal… under it: hung from its top, %v", p)
	assert.False(t, p.Overlaps(deal))
	assert.True(t, p.Y < auction.Y && p.Y+p.H > auction.Y, "over its top edge: %v", p)

	// Deal… offered too (a grid): the badge hangs into it as into a gap.
	offers.list = append(offers.list, offer{r: deal, a: engine.Action{Kind: 2}})
	p = badgePlace(auction, w, screen, screen, badgeAvoid([]ui.Rect{auction, deal}), nil, nil, nil)
	assert.True(t, below(p), "an offered neighbour is no obstacle: %v", p)

	// Blocked above and below (a prompt kept clear over it): beside it,
	// where nothing is.
	offers.list = offers.list[:1]
	prompt := ui.R(560, 200, 280, 48)
	p = badgePlace(auction, w, screen, screen, badgeAvoid([]ui.Rect{auction, deal, prompt}), nil, nil, nil)
	assert.True(t, p.X+p.W <= auction.X && p.Y > auction.Y && p.Y+p.H < auction.Y+auction.H, "beside it: %v", p)
	assert.False(t, p.Overlaps(prompt) || p.Overlaps(deal), "clear: %v", p)

	// On a card that ends a little left of it (a decision bar beside a
	// sheet), a badge beside it would hang off the card onto the sheet:
	// it keeps to the card, over an edge instead.
	card := ui.R(auction.X-8, 190, 152, 190)
	p = badgePlace(auction, w, screen, card, badgeAvoid([]ui.Rect{auction, deal, prompt}), nil, nil, nil)
	assert.True(t, p.X >= card.X && p.X+p.W <= card.X+card.W, "kept to its card %v: %v", card, p)

	// Blocked beside it too (a Pass button to its left): above covers the
	// prompt more than below covers Deal…'s edge, so under.
	pass := ui.R(560, 250, 136, 48)
	p = badgePlace(auction, w, screen, screen, badgeAvoid([]ui.Rect{auction, deal, prompt, pass}), nil, nil, nil)
	assert.True(t, below(p), "the prompt would be covered more: %v", p)

	// At the screen's top there is no room over it.
	top := ui.R(700, 2, 140, 48)
	offers.list = []offer{{r: top, a: engine.Action{}}}
	p = badgePlace(top, w, screen, screen, badgeAvoid([]ui.Rect{top, ui.R(700, 56, 140, 48)}), nil, nil, nil)
	assert.GreaterOrEqual(t, p.Y, 0.0, "on screen: %v", p)
}

// Two rows of a grid over a row of other buttons (Life's side-bet bar on
// a phone): every number's badge touches its own cell and no two badges
// lie over each other, so each figure reads as its own number's.
func TestBadgesOfAGridKeepClearOfEachOther(t *testing.T) {
	screen := ui.R(0, 0, 390, 844)
	var cells []ui.Rect
	for row := range 2 {
		for col := range 5 {
			cells = append(cells, ui.R(20+float64(col)*73, 695+float64(row)*53, 66, 48))
		}
	}
	buttons := []ui.Rect{ui.R(20, 801, 125, 48), ui.R(150, 801, 150, 48), ui.R(308, 801, 72, 48)}
	offers.list = offers.list[:0]
	for i, c := range cells {
		offers.list = append(offers.list, offer{r: c, a: engine.Action{Kind: 1, Arg: int16(i + 1)}})
	}
	defer func() { offers.list = offers.list[:0] }()
	ws := make([]float64, len(cells))
	for i := range ws {
		ws[i] = 62
	}
	ps := placeBadges(nil, cells, ws, screen, nil, badgeAvoid(append(append([]ui.Rect(nil), cells...), buttons...)), nil, cells)
	for i, p := range ps {
		assert.True(t, p.Overlaps(cells[i]), "badge %d hangs from its cell: %v", i+1, p)
		for j := range i {
			assert.False(t, p.Overlaps(ps[j]), "badges %d and %d: %v and %v", j+1, i+1, ps[j], p)
		}
	}
}

// A row of cells between a line of words kept clear and a row of other
// buttons (the side-bet bar on a phone held sideways): the badges hang
// over the buttons' top edges, whose labels stay whole, not over the line.
func TestBadgesCoverAButtonsEdgeRatherThanWords(t *testing.T) {
	screen := ui.R(0, 0, 844, 390)
	prompt := ui.R(28, 250, 516, 20)
	var cells []ui.Rect
	offers.list = offers.list[:0]
	for i := range 10 {
		c := ui.R(28+float64(i)*52, 282, 46, 46)
		cells = append(cells, c)
		offers.list = append(offers.list, offer{r: c, a: engine.Action{Kind: 1, Arg: int16(i + 1)}})
	}
	defer func() { offers.list = offers.list[:0] }()
	buttons := []ui.Rect{ui.R(90, 335, 158, 48), ui.R(254, 335, 194, 48)}
	ws := make([]float64, len(cells))
	for i := range ws {
		ws[i] = 48
	}
	avoid := badgeAvoid(append(append(append([]ui.Rect(nil), cells...), buttons...), prompt))
	for i, p := range placeBadges(nil, cells, ws, screen, nil, avoid, []ui.Rect{prompt}, cells) {
		assert.False(t, p.Overlaps(prompt), "badge %d clear of the words: %v", i+1, p)
		assert.True(t, p.Overlaps(cells[i]), "badge %d hangs from its cell: %v", i+1, p)
	}
}

// Each option's badge keeps to the card it was drawn on: the last card
// drawn before it that holds it (a sheet drawn after a bar does not take
// the bar's options, nor the bar the sheet's), else the screen.
func TestOffersKeepToTheirCards(t *testing.T) {
	screen := ui.R(0, 0, 844, 390)
	bar, sheet := ui.R(556, 230, 300, 150), ui.R(8, 60, 540, 320)
	roll, row, lone := ui.R(566, 282, 136, 44), ui.R(16, 120, 520, 40), ui.R(700, 10, 100, 40)
	offers.on = true
	defer func() { offers.on, offers.list, offers.cards = false, offers.list[:0], offers.cards[:0] }()
	Offer(ui.R(600, 330, 60, 44), engine.Action{Kind: 4}) // drawn before the bar it lies on
	OfferCard(bar)
	Offer(roll, engine.Action{Kind: 1})
	OfferCard(sheet)
	Offer(row, engine.Action{Kind: 2})
	Offer(lone, engine.Action{Kind: 3})
	require.Len(t, offers.list, 4)
	assert.Equal(t, screen, offers.list[0].cardOf(screen).r, "drawn before any card")
	assert.Equal(t, bar, offers.list[1].cardOf(screen).r, "Roll on the bar")
	assert.Equal(t, sheet, offers.list[2].cardOf(screen).r, "a repay row on the sheet")
	assert.Equal(t, screen, offers.list[3].cardOf(screen).r, "on no card: the screen")
}

// A badge's words are worked out once for what they say: figures that
// differ only past their rounding (the search's every read) share them,
// and they are BadgeTexts' words.
func TestBadgeWordsAreWorkedOutOnceAWording(t *testing.T) {
	var a Advisor
	f1 := Figure{Estimate: ai.Estimate{Rate: 0.3412, Half: 0.031, Playouts: 400}, Ready: true}
	f2 := Figure{Estimate: ai.Estimate{Rate: 0.3398, Half: 0.0305, Playouts: 480}, Ready: true, Best: true}
	f3 := Figure{Estimate: ai.Estimate{Rate: 0.36, Half: 0.031, Playouts: 560}, Ready: true}
	assert.Equal(t, BadgeTexts(f1), a.badgeTexts(f1))
	assert.Equal(t, BadgeTexts(f2), a.badgeTexts(f2))
	assert.Len(t, a.draw.texts, 1, "34% ±4 twice: one wording")
	assert.Equal(t, BadgeTexts(f3), a.badgeTexts(f3))
	assert.Len(t, a.draw.texts, 2)
}
