//go:build xvfb

package million

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/engine/replay"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// wholeSeeds are games in which the person, playing as person does, sends
// a property to auction and wins it, proposes a deal, and runs short of
// cash more than once (12: four times, in a short game; 35: seven, with
// building between turns, on a moment, and a kept card used against
// rent). The test checks all of it rather than trusting the seeds.
var wholeSeeds = []uint64{12, 35}

// wholeResults stands in for the results screen (it lives in scenes, a
// package above this one): the table switches to it at the end.
type wholeResults struct{ m *match.Match }

func (*wholeResults) Update(*game.Context) error { return nil }
func (*wholeResults) Draw(*ebiten.Image)         {}

// A person plays a whole game of Make a Million on the table against three
// computers, at 4x with "Play until my turn" through the computers' turns,
// answering every decision of theirs only through the controls on the
// screen (each one checked drawn and enabled where it is pressed), by
// mouse, touch and keys in turn, until the results screen. On the way
// they send a property to auction and win it, propose a deal and see the
// answer played on the deal stage, and raise cash through the raise-cash
// list; every action is legal (the recorded replay verifies, hash for
// hash) and the engine's invariants hold after each.
func TestPersonPlaysAWholeGame(t *testing.T) {
	for _, seed := range wholeSeeds {
		for _, ws := range [][2]int{{1280, 720}, {390, 844}, {844, 390}} {
			t.Run(fmt.Sprintf("seed %d %dx%d", seed, ws[0], ws[1]), func(t *testing.T) { playWholeGame(t, seed, ws) })
		}
	}
}

// playWholeGame plays the person's whole game from seed in a window of
// size ws.
func playWholeGame(t *testing.T, seed uint64, ws [2]int) {
	start := time.Now()
	h, pl := newWholeGame(t, seed, ws)
	defer h.screen.Deallocate()
	h.play(pl, nil)
	m := h.hn.m
	g := m.G.(*million.Game)
	require.True(t, g.Over(), "the game is over")
	assert.Same(t, m, h.hn.app.Scene().(*wholeResults).m, "the results are this game's")
	checkWholeGame(t, m, h.w, pl)
	for _, way := range ways {
		assert.Positive(t, h.used[way], "the person chose by %s", way)
	}
	assert.Positive(t, h.skips, "the computers' turns played through with Play until my turn")
	t.Logf("%d actions, turn %d, winner %d, hash %016x; %s; ways %v, %d skips, %d ticks; %v",
		len(m.Actions), g.Turn(), g.Winner(), g.Hash(), pl, h.used, h.skips, h.ticks, time.Since(start))
}

// newWholeGame is the person (seat 0) and three computers at the table
// from seed, at 4x, in a window of size ws, and how the person plays.
func newWholeGame(t *testing.T, seed uint64, ws [2]int) (*hands, *person) {
	old := table.Results
	table.Results = func(m *match.Match, _ table.PlayOptions) game.Scene { return &wholeResults{m: m} }
	t.Cleanup(func() { table.Results = old })
	dealMemo.m = nil
	memo.forget()
	seats := make([]match.Seat, 4)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: i != 0}
	}
	m, err := match.New(match.Setup{Ruleset: million.ID, Seed: seed, Seats: seats})
	require.NoError(t, err)
	w := &watch{}
	hn := newHarnessOn(t, m, anim.Speed4x, ws[0], ws[1], func(*harness) table.Presenter { return wholePresenter{w: w} })
	return &hands{t: t, hn: hn, w: w, screen: ebiten.NewImage(game.LogicalSize(ws[0], ws[1])), used: map[string]int{}}, newPerson()
}

// play runs the table, the person answering their decisions as pl says
// and "Play until my turn" pressed through the computers' turns, until the
// results screen, or until stop (if any) holds at a person's decision
// once its panel is up.
func (h *hands) play(pl *person, stop func(d engine.Decision) bool) {
	t, hn, w := h.t, h.hn, h.w
	m := hn.m
	var panel table.DecisionUI
	armed := 0
	const maxTicks = 400_000
	for tick := 0; ; tick++ {
		require.Less(t, tick, maxTicks, "the game ends: %s", pl)
		if _, done := hn.app.Scene().(*wholeResults); done {
			return
		}
		h.tick()
		pl.follow(m.G.(*million.Game))
		if hn.sc.Playing() || m.G.Over() {
			continue
		}
		d, ok := m.Decision()
		if !ok {
			continue
		}
		if m.IsComputer(int(d.Seat)) {
			if b, shown := hn.sc.Skip(); shown {
				h.pressSkip(b)
			}
			continue
		}
		// The person's decision, once its panel is up and takes presses.
		if w.last.ui == nil || w.last.at != len(m.Actions) {
			continue
		}
		if w.last.ui != panel {
			panel, armed = w.last.ui, 0
		}
		if armed++; armed <= bidArmTicks+2 {
			continue
		}
		if stop != nil && stop(d) {
			return
		}
		g := m.G.(*million.Game)
		a := pl.want(g, d, panel)
		st := h.reach(panel, a)
		n := len(m.Actions)
		way := h.press(panel, st.f, st.c, st.sc)
		if !st.final {
			continue
		}
		require.Greater(t, len(m.Actions), n, "%s by %s: the game took it", g.ActionString(a), way)
		require.Equal(t, a, m.Actions[n], "%s by %s: the action pressed is the one applied", g.ActionString(a), way)
		h.used[way]++
		pl.took(g, d, a, panel)
	}
}

// checkWholeGame checks the game from its recorded replay: it verifies
// (every action legal, every hash the same), the invariants held after
// every action, the person won the auction of the property they sent to
// auction, and the deal they proposed was answered, the answer played on
// the deal stage.
func checkWholeGame(t *testing.T, m *match.Match, w *watch, pl *person) {
	rep, err := replay.Parse(m.Rec.R.Bytes())
	require.NoError(t, err)
	end, err := rep.Verify()
	require.NoError(t, err, "the replay verifies")
	assert.Equal(t, m.G.Hash(), end.Hash())
	auctioned := map[int]bool{}
	won, proposed, answered := -1, 0, 0
	_, err = rep.Play(-1, func(g engine.Game, i int, ev []engine.Event) {
		require.NoError(t, g.(engine.Checker).CheckInvariants(), "after action %d", i+1)
		for _, e := range ev {
			switch {
			case e.Kind == million.EvAuction && e.Seat == 0 && i >= 0 && rep.Action(i).Seat == 0:
				auctioned[int(e.Arg)] = true // the person's own "Auction it"
			case e.Kind == million.EvWon && e.Seat == 0 && auctioned[int(e.Arg)] && won < 0:
				won = int(e.Arg)
			case e.Kind == million.EvPropose && e.Seat == 0:
				proposed++
			case (e.Kind == million.EvAccept || e.Kind == million.EvRefuse || e.Kind == million.EvCounter) && e.Other == 0:
				answered++
			}
		}
	})
	require.NoError(t, err)
	require.GreaterOrEqual(t, won, 0, "the person won a property they sent to auction")
	assert.Equal(t, pl.target, won, "the one they bid for")
	require.Positive(t, proposed, "the person proposed a deal")
	require.Positive(t, answered, "their deal was answered")
	shown := 0
	for _, a := range w.answers {
		if a.to == 0 && !a.now && a.words != "" {
			shown++
		}
	}
	assert.Positive(t, shown, "the answer to their deal was played on the deal stage: %v", w.answers)
	require.Positive(t, pl.raised, "the person raised cash through the raise-cash list")
}
