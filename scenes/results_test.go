package scenes

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

func TestOrdinalsAndPlaces(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 103: "103rd"} {
		assert.Equal(t, want, menuOrdinal(n))
	}
	assert.Equal(t, "1st (shared)", resultsPlace(1, true))
	assert.Equal(t, "3rd", resultsPlace(3, false))
	assert.Equal(t, "Everyone has retired.", resultsReason("everyone has retired"))
}

func TestResultsRowsItemiseTheCount(t *testing.T) {
	for _, c := range []struct {
		id       string
		n        int
		seeds    int
		wantTied bool
	}{{"life", 4, 12, false}, {"life", 6, 12, false}, {"life-duel", 2, 12, false}} {
		for seed := uint64(1); seed <= uint64(c.seeds); seed++ {
			m := shotMatch(c.id, c.n, seed)
			rows := resultsRows(m)
			require.Len(t, rows, c.n)
			res := m.G.Result()
			seen := map[int]bool{}
			for k, r := range rows {
				seen[r.Seat] = true
				assert.Equal(t, int(res.Places[r.Seat]), r.Place)
				assert.Equal(t, res.Counts[r.Seat], r.Total)
				var sum int64
				for _, l := range r.Lines {
					sum += l.Amount
				}
				assert.Equal(t, r.Total, sum, "%s seed %d %s: the lines add up to the total: %+v", c.id, seed, r.Name, r.Lines)
				assert.Equal(t, "Cash", r.Lines[0].Label)
				if k > 0 {
					assert.LessOrEqual(t, rows[k-1].Place, r.Place, "ranked")
				}
				shared := false
				for _, o := range rows {
					if o.Seat != r.Seat && o.Place == r.Place {
						shared = true
					}
				}
				assert.Equal(t, shared, r.Shared)
			}
			assert.Len(t, seen, c.n)
			assert.Equal(t, 1, rows[0].Place)
		}
	}
}

func TestChartScale(t *testing.T) {
	worth := [][]int64{{0, 0, 0}, {5000, -12000, 300}, {420_000, -90_000, 1_000}, {380_000, 10_000, 2_000}}
	r := ui.R(100, 50, 400, 200)
	sc := newChartScale(worth, r)
	assert.LessOrEqual(t, sc.Lo, int64(-90_000))
	assert.GreaterOrEqual(t, sc.Hi, int64(420_000))
	assert.Greater(t, sc.Lo, int64(-200_000), "no more room below zero than needed")
	ticks := sc.Ticks()
	assert.Contains(t, ticks, int64(0), "zero is a gridline")
	assert.GreaterOrEqual(t, len(ticks), 3)
	assert.LessOrEqual(t, len(ticks), 8)
	for _, v := range ticks {
		assert.Zero(t, v%sc.Step)
	}
	for tt, row := range worth {
		for _, v := range row {
			x, y := sc.Point(tt, v)
			assert.True(t, x >= r.X && x <= r.X+r.W && y >= r.Y && y <= r.Y+r.H, "(%d,%d) → (%v,%v) outside %+v", tt, v, x, y, r)
		}
	}
	x0, _ := sc.Point(0, 0)
	x1, yTop := sc.Point(len(worth)-1, sc.Hi)
	_, yBot := sc.Point(0, sc.Lo)
	assert.Equal(t, r.X, x0)
	assert.Equal(t, r.X+r.W, x1)
	assert.Equal(t, r.Y, yTop)
	assert.Equal(t, r.Y+r.H, yBot)

	// Degenerate charts still scale: one turn, all zero.
	flat := newChartScale([][]int64{{0, 0}}, r)
	assert.Greater(t, flat.Hi, flat.Lo)
	x, y := flat.Point(0, 0)
	assert.Equal(t, r.X, x)
	assert.Equal(t, r.Y+r.H, y)
	assert.Equal(t, int64(1_000_000), chartStep(4_000_000, 4))
	assert.Equal(t, int64(200_000), chartStep(700_000, 4))
}

func TestShortMoney(t *testing.T) {
	for v, want := range map[int64]string{0: "$0", 500: "$500", 200_000: "$200K", 1_500: "$1.5K", 1_000_000: "$1M", 1_250_000: "$1.25M", 2_500_000: "$2.5M", -200_000: ui.Minus + "$200K"} {
		assert.Equal(t, want, resultsShortMoney(v), "%d", v)
	}
}

func TestResultsAutoplayReportsAndQuits(t *testing.T) {
	var out bytes.Buffer
	old := resultsOut
	resultsOut = &out
	defer func() { resultsOut = old }()
	m := shotMatch("life", 4, 3)
	app, _ := newTestApp(t, NewResults(m, PlayOptions{Autoplay: true}), 1280, 720)
	var err error
	n := 1 // newTestApp ran one; n counts the updates
	for ; n < 200 && err == nil; n++ {
		err = app.Update()
	}
	assert.ErrorIs(t, err, ebiten.Termination)
	assert.Equal(t, resultsAutoplayTicks, n, "quits after a short moment")
	assert.Regexp(t, `^results: life, \d+ turns, .*; 1st \S+`, out.String())
	assert.Equal(t, 1, bytes.Count(out.Bytes(), []byte("\n")), "one line")
}

func TestResultsButtons(t *testing.T) {
	m := shotMatch("life-duel", 2, 5)
	r := newResults(m, PlayOptions{})
	app, in := newTestApp(t, r, 390, 844)
	checkTargets(t, "results", 400, 866, []ui.Rect{r.again.Rect, r.title.Rect})
	for _, c := range r.cards {
		assert.LessOrEqual(t, c.Y+c.H, r.chart.Rect.Y, "cards above the chart")
	}
	in.key(input.KeyBack)
	run(t, app, 30)
	_, ok := app.Scene().(*Title)
	assert.True(t, ok, "Escape: back to the title, got %T", app.Scene())

	r = newResults(m, PlayOptions{})
	app = game.NewApp(r, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: in.next})
	app.Layout(1280, 720)
	require.NoError(t, app.Update())
	UseSeed(99)
	in.tap(r.again.Rect.Center())
	run(t, app, 30)
	assert.NotSame(t, r, app.Scene(), "Play again starts a new game")
}

// The results lay out at every size, for two, four and six players: the
// buttons finger-sized and apart; every card on the screen, under the
// heading, as tall as its kind needs and clear of the others, the chart,
// the legend and the buttons; a chart tall enough to read; the legend
// (where there is one) with a row per player, over nothing.
func TestResultsFitEveryScreen(t *testing.T) {
	for _, c := range []struct {
		id   string
		n    int
		seed uint64
	}{{"life-duel", 2, 3}, {"life", 4, 3}, {"life", 6, 11}} {
		m := shotMatch(c.id, c.n, c.seed)
		for _, sz := range [][2]int{{320, 240}, {390, 844}, {844, 390}, {1280, 720}, {2560, 1440}, {800, 600}, {1920, 1080}} {
			lw, lh := game.LogicalSize(sz[0], sz[1])
			w, h := float64(lw), float64(lh)
			name := fmt.Sprintf("%s %d players at %dx%d", c.id, c.n, sz[0], sz[1])
			r := newResults(m, PlayOptions{})
			r.layout(w, h)
			buttons := []ui.Rect{r.again.Rect, r.title.Rect}
			checkTargets(t, name, w, h, buttons)
			screen := ui.R(0, 0, w, h)
			chart := r.chart.Rect
			assert.True(t, screen.Holds(chart), "%s: the chart %+v on the screen", name, chart)
			assert.GreaterOrEqual(t, chart.H, 150.0, "%s: the chart %+v is tall enough to read", name, chart)
			others := append([]ui.Rect{chart}, buttons...)
			if r.legend.W > 0 {
				assert.GreaterOrEqual(t, r.legend.H, float64(c.n)*34-12, "%s: the legend %+v has a row per player", name, r.legend)
				for _, b := range buttons {
					assert.False(t, r.legend.Overlaps(b), "%s: the legend %+v lies over a button %+v", name, r.legend, b)
				}
				others = append(others, r.legend)
			}
			for _, b := range buttons {
				assert.False(t, chart.Overlaps(b), "%s: the chart %+v lies over a button %+v", name, chart, b)
			}
			need := r.cardNeed(r.kind, 22)
			if h > w { // a phone upright: the cards' lines closer, no padding
				need = resultsCardTop + float64(r.cardLines())*20 + resultsCardFoot
			}
			require.Len(t, r.cards, c.n)
			for i, cd := range r.cards {
				assert.True(t, screen.Holds(cd), "%s: card %d %+v on the screen", name, i, cd)
				assert.GreaterOrEqual(t, cd.Y, 90.0, "%s: card %d %+v under the heading", name, i, cd)
				assert.GreaterOrEqual(t, cd.H, need, "%s: card %d %+v holds what it says (kind %d)", name, i, cd, r.kind)
				assert.GreaterOrEqual(t, cd.W, 180.0, "%s: card %d %+v wide enough", name, i, cd)
				for _, o := range append(others, r.cards[i+1:]...) {
					assert.False(t, cd.Overlaps(o), "%s: card %d %+v overlaps %+v", name, i, cd, o)
				}
			}
		}
	}
}

// The test hook reads the finished match from the results screen: the game
// over, every action in it, nothing offered.
func TestResultsTellTheHookTheFinishedMatch(t *testing.T) {
	m := shotMatch("life", 4, 3)
	require.True(t, m.G.Over())
	hs, ok := game.Scene(newResults(m, PlayOptions{})).(game.HookScene)
	require.True(t, ok, "the results scene is a game.HookScene")
	info := hs.HookInfo()
	assert.Same(t, m, info.Match)
	assert.False(t, info.Offered)
}
