package table

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/ui"
)

// Every control of the menu, on either page, lies on the screen, inside
// the menu's card, clear of the others and finger-sized, at every size a
// player may hold the device.
func TestMenuFitsEveryScreen(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {533, 400}} {
		w, h := game.LogicalSize(win[0], win[1])
		m := NewMenu([]string{"One.", "Two."})
		m.layout(float64(w), float64(h))
		screen := ui.R(0, 0, float64(w), float64(h))
		for _, page := range []bool{false, true} {
			m.showRules = page
			name := fmt.Sprintf("%dx%d (rules page %v)", win[0], win[1], page)
			card := m.panel.Rect
			if page {
				card = m.rulesPanel.Rect
			}
			assert.True(t, screen.Holds(card), "%s: the card %+v is off the screen", name, card)
			cs := m.Controls()
			for i, c := range cs {
				assert.True(t, card.Holds(c), "%s: control %d %+v outside the card %+v", name, i, c, card)
				assert.GreaterOrEqual(t, c.W, float64(ui.MinHit), "%s: control %d %+v too narrow", name, i, c)
				assert.GreaterOrEqual(t, c.H, float64(ui.MinHit), "%s: control %d %+v too low", name, i, c)
				for j, d := range cs[:i] {
					assert.False(t, c.Overlaps(d), "%s: controls %d and %d overlap", name, j, i)
				}
			}
		}
		// The ☰ button sits in the table's top bar, clear of the status
		// line's middle, finger-sized.
		l := layoutFor(float64(w), float64(h), 4)
		b := l.menuBtn()
		assert.True(t, l.top.Holds(b), "%dx%d: ☰ %+v in the top bar %+v", win[0], win[1], b, l.top)
		assert.GreaterOrEqual(t, b.H, float64(ui.MinHit))
	}
}

// A ruleset without rules of its own gets a page from its descriptor.
func TestBaseRulesComeFromTheDescriptor(t *testing.T) {
	r := engine.Ruleset{Name: "Go For Broke", Blurb: "Lose a million first.", MinSeats: 2, MaxSeats: 4, Ranking: engine.FewestWins}
	lines := Base{}.Rules(r)
	assert.Equal(t, []string{"Go For Broke: Lose a million first.", "For 2 to 4 players.", "At the end, the lowest count wins."}, lines)
}
