//go:build xvfb

package million

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The auction's and the raise list's shots draw at the five screen sizes
// with every button, as the browser's hook lists them, on the screen and
// finger-sized, and the panel's own controls among them.
func TestAuctionAndRaiseShotsDrawOnScreen(t *testing.T) {
	want := map[string][]string{
		"auction-million":      {"Pass", "+$1k: bid", "+$50k: bid"},
		"auction-buy-million":  {"Buy for $", "Auction it", "Deal…"},
		"auction-sold-million": nil,
		"raise-million":        {"Mortgage", "covers"},
	}
	eachShotOnScreen(t, want, func(t *testing.T, wanted []string, all ui.Rect, btns []ui.Drawn, joined string) {
		for _, d := range btns {
			assert.True(t, all.Holds(d.Rect), "%q %v is on the screen", d.Label, d.Rect)
			assert.GreaterOrEqual(t, d.Rect.H, float64(ui.MinHit), "%q is finger-sized", d.Label)
		}
		for _, l := range wanted {
			assert.Contains(t, joined, l, "the panel offers %q", l)
		}
	})
}

// Every tick of an auction played by computers at 1x, from the property
// put up to the gavel's flourish, is drawn without a fault at the
// smallest size.
func TestAuctionDrawsEveryTick(t *testing.T) {
	for _, ws := range [][2]int{{320, 240}} {
		m, _ := auctionEvents(t, 3)
		hn := newHarness(t, m, anim.Speed1x, ws[0], ws[1])
		lw, lh := game.LogicalSize(ws[0], ws[1])
		screen := ebiten.NewImage(lw, lh)
		opened, sold := 0, false
		for tick := 0; tick < 6000 && !sold; tick++ {
			hn.step(t)
			hn.app.Draw(screen)
			if hn.st.Open() {
				opened++
			}
			sold = hn.st.sold && !hn.st.Open()
		}
		screen.Deallocate()
		assert.Positive(t, opened, "%v: the auction was on show", ws)
		assert.True(t, sold, "%v: an auction ended with the gavel", ws)
	}
}

// Without an auction stage open (the presenter's own panel), the bid
// panel draws the auction itself, at rest, with the bids so far.
func TestBidPanelWithoutAStageDrawsTheAuction(t *testing.T) {
	m := shotAuctionMatch()
	d, ok := m.Decision()
	require.True(t, ok)
	b := newAuctionUI(m, d).(*bidUI)
	require.NotNil(t, b.own)
	assert.True(t, b.own.Open(), "the auction in progress")
	assert.NotEmpty(t, b.own.history, "with its bids")
	for _, ws := range sizes {
		lw, lh := game.LogicalSize(ws[0], ws[1])
		scr := ui.R(0, 0, float64(lw), float64(lh))
		_, bar := table.PlayLayout(scr.W, scr.H, 4)
		b.Place(scr, bar)
		img := ebiten.NewImage(lw, lh)
		b.Draw(img)
		img.Deallocate()
	}
}
