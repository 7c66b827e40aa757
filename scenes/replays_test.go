package scenes

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/match"
	"wheeloffate/game/saves"
	"wheeloffate/game/ui"
)

// pastGames fills a library with finished games of every size, the
// players named as long as the setup allows, and one file that cannot be
// read.
func pastGames(t *testing.T) *saves.Library {
	t.Helper()
	lib := &saves.Library{B: &saves.Mem{}}
	names := []string{"Bartholomew Jr", "Computer 1", "Margaret Smith", "Computer 3", "Computer 4", "Computer 5"}
	for i, g := range []struct {
		ruleset string
		n       int
	}{{"life", 6}, {"life-duel", 2}, {"life", 4}, {"life", 2}, {"life", 5}, {"life", 3}} {
		var seats []match.Seat
		for k := range g.n {
			seats = append(seats, match.Seat{Name: names[k], Computer: true, Colour: k})
		}
		created := fmt.Sprintf("2026-11-2%dT19:30:00Z", i)
		m, err := match.New(match.Setup{Ruleset: g.ruleset, Seats: seats, Seed: uint64(20 + i), Created: created})
		require.NoError(t, err)
		require.NoError(t, m.PlayOut())
		require.NoError(t, lib.Archive(archiveID(m.Setup), m.Save()))
	}
	require.NoError(t, lib.Archive("20261119T000000Z-life-1", []byte(`{"format": 1`)))
	return lib
}

// The past games at several sizes: every row names the game and shows
// every player with their place and how many turns it took, whole (no
// name cut short), inside its row, nothing overlapping; rows lie in the
// panel, apart from each other and from the buttons, two or more a page.
func TestReplaysRowsShowEveryPlayerInsideTheRow(t *testing.T) {
	useLibrary(t, pastGames(t), &bytes.Buffer{})
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {800, 600}, {360, 640}} {
		s := newReplays()
		require.Len(t, s.entries, 7)
		newSceneHarness(t, s, size[0], size[1])
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		assert.GreaterOrEqual(t, s.perPage, 2, "%s: at least two games a page", name)
		content := s.panel.Content()
		buttons := []*ui.Button{s.back, s.prev, s.next}
		if s.open != nil {
			buttons = append(buttons, s.open)
		}
		seen := 0
		for page := range s.pages() {
			s.page = page
			s.refocus()
			for i, row := range s.rows {
				k := page*s.perPage + i
				if k >= len(s.entries) {
					continue
				}
				seen++
				e := s.entries[k]
				where := fmt.Sprintf("%s, %s", name, e.ID)
				assert.True(t, content.Holds(row.Rect), "%s: the row %+v outside the panel %+v", where, row.Rect, content)
				for _, b := range buttons {
					assert.False(t, row.Rect.Overlaps(b.Rect), "%s: the row %+v under %q %+v", where, row.Rect, b.Label, b.Rect)
				}
				for _, o := range s.rows[:i] {
					assert.False(t, row.Rect.Overlaps(o.Rect), "%s: rows overlap", where)
				}
				l := replaysRowFor(e, row.Rect)
				var words []string
				for j, tt := range l.Texts {
					words = append(words, strings.TrimSpace(tt.S))
					assert.True(t, row.Rect.Holds(tt.Rect), "%s: %q %+v outside its row %+v", where, tt.S, tt.Rect, row.Rect)
					assert.False(t, strings.HasSuffix(tt.S, "…"), "%s: %q is cut short", where, tt.S)
					for _, o := range l.Texts[:j] {
						assert.False(t, tt.Rect.Overlaps(o.Rect), "%s: %q over %q", where, tt.S, o.S)
					}
				}
				all := strings.Join(words, " ")
				if e.Ruleset == "" {
					assert.Contains(t, all, "cannot be read", where)
					continue
				}
				assert.Contains(t, all, replaysTitle(e.Ruleset), where)
				assert.Contains(t, all, fmt.Sprintf("%d turns", e.Turns), where)
				require.Len(t, e.Seats, e.Players)
				for _, p := range e.Seats {
					require.Positive(t, p.Place, where)
					assert.Contains(t, all, menuOrdinal(p.Place)+" "+p.Name, where)
				}
			}
		}
		assert.Equal(t, len(s.entries), seen, "%s: every game on some page", name)
	}
}
