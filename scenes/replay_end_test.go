package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// checkReplayEnd: at the end of a finished game the viewer marks no seat
// as the one to move and shows a card with the winner and every player's
// place, name and final count, whole, inside the board's free part and
// clear of the top bar, the camera buttons and the viewer's controls.
func checkReplayEnd(t *testing.T, name string, s *replayScene) {
	t.Helper()
	require.Equal(t, s.v.Len(), s.v.Pos(), name)
	assert.Equal(t, -1, s.b.Marked(), "%s: no seat is marked as the one to move", name)
	txt, seat := s.b.TopLine()
	assert.Equal(t, "Game over", txt, name)
	assert.Equal(t, -1, seat, "%s: no car colour beside the top bar's words", name)

	c, ok := s.endCard()
	require.True(t, ok, "%s: the result is shown", name)
	assert.True(t, c.Fits, "%s: the card fits", name)
	res := s.v.M.G.Result()
	byText := map[string][]ui.Rect{}
	for _, tt := range c.Texts {
		byText[tt.S] = append(byText[tt.S], tt.Rect)
	}
	for i := 0; i < s.v.M.G.Seats(); i++ {
		who := s.v.M.G.Name(i)
		if res.Places[i] == 1 {
			assert.Contains(t, c.Texts[0].S, who, "%s: the headline names the winner", name)
		}
		names := byText[who]
		require.Len(t, names, 1, "%s: %s has a row", name, who)
		place, money := false, false
		for _, r := range byText[menuOrdinal(int(res.Places[i]))] {
			place = place || r.Y == names[0].Y
		}
		for _, r := range byText[ui.Money(res.Counts[i])] {
			money = money || r.Y == names[0].Y
		}
		assert.True(t, place, "%s: %s's place %d is on the row", name, who, res.Places[i])
		assert.True(t, money, "%s: %s's count is on the row", name, who)
	}
	area := s.endArea()
	assert.True(t, area.Holds(c.Rect), "%s: the card %+v inside the board's free part %+v", name, c.Rect, area)
	for _, r := range append([]ui.Rect{s.panel}, s.b.Controls()...) {
		assert.False(t, c.Rect.Overlaps(r), "%s: the card %+v covers %+v", name, c.Rect, r)
	}
	for i, a := range c.Texts {
		assert.True(t, c.Rect.Holds(a.Rect), "%s: %q %+v outside the card %+v", name, a.S, a.Rect, c.Rect)
		for _, b := range c.Texts[:i] {
			assert.False(t, a.Rect.Overlaps(b.Rect), "%s: %q over %q", name, a.S, b.S)
		}
	}
}

// The viewer's last frame, reached turn by turn and by playing the
// last action, at a desktop, a phone held both ways and a small window.
func TestReplayLastFrameShowsTheResultAndNoOneToMove(t *testing.T) {
	for _, g := range []struct {
		ruleset string
		n       int
		seed    uint64
	}{{"life-duel", 2, 3}, {"life", 4, 5}, {"life", 6, 11}} {
		for _, size := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {800, 600}} {
			name := fmt.Sprintf("%s, %d seats, %dx%d", g.ruleset, g.n, size[0], size[1])
			s := shotReplay(g.ruleset, g.n, g.seed)
			hn := newSceneHarness(t, s, size[0], size[1])
			_, shown := s.endCard()
			assert.False(t, shown, "%s: no result at the start", name)

			// Turn after turn to the end.
			for k := 0; k < 1000 && s.v.Pos() < s.v.Len(); k++ {
				hn.key(t, input.KeyDown)
			}
			checkReplayEnd(t, name+", turn by turn", s)

			// One step back the game goes on: a seat is to move again.
			hn.key(t, input.KeyLeft)
			_, shown = s.endCard()
			assert.False(t, shown, "%s: no result before the end", name)
			assert.GreaterOrEqual(t, s.b.Marked(), 0, "%s: the seat to move is marked", name)

			// Playing the last action, with its animation.
			hn.key(t, input.KeyConfirm)
			for range 600 {
				if !s.playing && !s.b.Animating() {
					break
				}
				hn.ticks(t, 1)
			}
			checkReplayEnd(t, name+", by playing", s)
		}
	}
}
