package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/ui"
)

// titleBoxMinHRef is titleBoxMinH as it was before it kept the
// description's lines between the heights it tries: every try a whole
// layout of its own.
func titleBoxMinHRef(w float64, g titleGame) float64 {
	ok := func(h float64) bool { return titleBoxFor(ui.R(0, 0, w, h), g).OK() }
	lo, hi := 40.0, titleBoxMaxH
	if c := math.Ceil(titleBoxNeed(w, g)); c > lo && c < hi {
		if ok(c) {
			hi = c
		} else {
			lo = c
		}
	}
	if hi == titleBoxMaxH && !ok(titleBoxMaxH) {
		return math.Inf(1)
	}
	for hi-lo > 1 {
		mid := math.Floor((lo + hi) / 2)
		if ok(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// titleTestGames are the catalogue's games and some harder ones: a long
// name, a long blurb, no small line.
func titleTestGames() []titleGame {
	games := titleGames()
	g := games[0]
	g.Title, g.Desc = "Millionaire's Grand Tour", strings.Repeat("Spin, buy and bargain your way round the board. ", 3)
	h := games[len(games)-1]
	h.Sub, h.Desc = "", "Short."
	return append(games, g, h)
}

// A box's least height is the old search's at every width the title
// can ask, for every game (it failed with the kept lines shortened in
// place by the ellipsis).
func TestTitleBoxMinHAsTheSearch(t *testing.T) {
	for _, g := range titleTestGames() {
		for w := 120.0; w <= 900; w++ {
			require.Equal(t, titleBoxMinHRef(w, g), titleBoxMinH(w, g), "%s at %v", g.Title, w)
		}
		for _, w := range []float64{200.5, 333.25, 417.75} {
			require.Equal(t, titleBoxMinHRef(w, g), titleBoxMinH(w, g), "%s at %v", g.Title, w)
		}
	}
}

// The title lays its boxes out as before at every screen size: the
// layout's only measures of the boxes are their least heights (and the
// least width, unchanged), so each column width it asked gives the old
// search's height, and the boxes land where they did.
func TestTitleLayoutAsTheSearch(t *testing.T) {
	sizes := [][2]float64{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}, {1024, 768}, {667, 375}, {1920, 1080}}
	for w := 300.0; w <= 2000; w += 97 {
		sizes = append(sizes, [2]float64{w, w * 0.55}, [2]float64{w * 0.6, w})
	}
	for _, games := range [][]titleGame{titleGames(), titleTestGames()} {
		for _, sz := range sizes {
			tt := newTitleWith(games)
			tt.layout(sz[0], sz[1])
			require.NotEmpty(t, tt.heights, "%v: the layout asked for heights", sz)
			for colW, hs := range tt.heights {
				need := 0.0
				for _, g := range games {
					need = max(need, titleBoxMinHRef(colW, g))
				}
				assert.Equal(t, need, hs[0], "%vx%v: column %v", sz[0], sz[1], colW)
			}
		}
	}
}

// The least widths written out are the search's for every game in the
// catalogue (a game whose text changed fails here with the table to
// write instead), and a text not in the table is searched.
func TestTitleBoxMinWKnown(t *testing.T) {
	known := titleBoxMinWKnown
	defer func() { titleBoxMinWKnown = known }()
	titleBoxMinWKnown = map[uint64]float64{}
	titleBoxMinWMu.Lock()
	titleBoxMinWs = map[string]float64{}
	titleBoxMinWMu.Unlock()
	var table strings.Builder
	want := map[uint64]float64{}
	for _, g := range titleGames() {
		if strings.HasPrefix(g.Info.ID, "test-") {
			continue // a test's own ruleset, not one the game ships
		}
		h := titleBoxHash(titleBoxKey(g))
		want[h] = titleBoxMinW(g)
		fmt.Fprintf(&table, "\t%#x: %v, // %s\n", h, want[h], g.Info.ID)
	}
	assert.Equal(t, want, known, "titleBoxMinWKnown should be:\n%s", table.String())
	titleBoxMinWKnown = known
	for _, g := range titleTestGames() {
		key := titleBoxKey(g)
		titleBoxMinWMu.Lock()
		delete(titleBoxMinWs, key)
		titleBoxMinWMu.Unlock()
		_, isKnown := known[titleBoxHash(key)]
		w := titleBoxMinW(g)
		titleBoxMinWMu.Lock()
		searched, wasSearched := titleBoxMinWs[key]
		titleBoxMinWMu.Unlock()
		assert.Equal(t, !isKnown, wasSearched, "%s: searched only when not written out", g.Title)
		if wasSearched {
			assert.Equal(t, searched, w)
		}
	}
}
