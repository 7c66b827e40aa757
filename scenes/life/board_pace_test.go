package life

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/scenes/table"
)

// The pace of a game against three computers at 1×, counted in ticks (1/60 s;
// the board is deterministic, so ticks are the time a player waits).

// paceSeeds are the games measured (docs/PERFORMANCE.md quotes them).
var paceSeeds = []uint64{1, 2, 3, 4}

// pace is what one measured game gave: the ticks of each computer turn (its
// EvTurn shown until the next seat's) and the ticks between two of the
// person's own turns (their first decision shown until the next turn's).
type pace struct {
	computerTurns []int
	personGaps    []int
}

// answerSensibly answers the person's decision on screen as the Sensible
// computer player would, through the board's own buttons, the moment it is
// shown. Out-of-turn optional choices (side bets, Collect cards,
// Exemptions) are left alone: they lapse by themselves after their moment,
// which is what a new player who ignores them waits through.
func answerSensibly(hn *boardHarness, p engine.Player) bool {
	b := hn.b
	if len(hn.queue) > 0 || !b.decisionShown() || len(b.dec.choices) == 0 {
		return false
	}
	d, _ := b.m.Decision()
	if _, optional := table.Lapse(b.m, d); optional {
		return false
	}
	want := p.Choose(b.g.View(int(d.Seat)), b.m.Legal())
	var pick *boardChoice
	for _, c := range b.dec.choices {
		if c.spin && want.Kind == life.ASpin || c.ok && c.act == want {
			pick = c
			break
		}
	}
	if pick == nil {
		if b.dec.wheel && want.Kind == life.ASpin {
			hn.key(input.KeyConfirm)
			return true
		}
		// A choice made in two steps (a number, then a stake): the
		// decision's last button, which passes, keeps or bets nothing.
		pick = b.dec.choices[len(b.dec.choices)-1]
	}
	hn.tapButton(pick)
	return true
}

// measurePace plays a 4-seat game (seat 0 a person answered at once, seats
// 1–3 computers) at speed until the person has had turns own turns or the
// game ends.
func measurePace(t *testing.T, seed uint64, speed anim.Speed, turns int) pace {
	m := boardMatch("life", 4, seed, []int{0})
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, speed, 1280, 720)
	p, err := catalog.NewPlayer("life", catalog.Sensible, seed*7+1)
	require.NoError(t, err)
	var out pace
	turnAt, turnSeat := -1, -1 // when the seat now marked began its turn on screen
	ownAt, ownTurn := -1, -1   // when the person's latest own turn began
	for tick := 0; tick < 400000 && !m.G.Over() && len(out.personGaps) < turns; tick++ {
		answerSensibly(hn, p)
		require.NoError(t, hn.app.Update())
		if b.active != turnSeat && b.active >= 0 {
			if turnSeat > 0 && turnAt >= 0 {
				out.computerTurns = append(out.computerTurns, tick-turnAt)
			}
			turnAt, turnSeat = tick, b.active
		}
		if d, ok := m.Decision(); ok && d.Seat == 0 && b.g.Active() == 0 && b.decisionShown() && b.g.Turn() != ownTurn {
			if ownAt >= 0 {
				out.personGaps = append(out.personGaps, tick-ownAt)
			}
			ownAt, ownTurn = tick, b.g.Turn()
		}
	}
	return out
}

// percentile is the p-th percentile (nearest rank) of xs.
func percentile(xs []int, p float64) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(p*float64(len(s))+0.999999) - 1
	return s[max(0, min(len(s)-1, i))]
}

// At 1× a computer's turn takes at most about 5 s to watch, and a person
// playing three computers waits at most 20 s from one turn to the next
// (the medians of several games).
func TestBoardPaceAgainstThreeComputers(t *testing.T) {
	var all pace
	for _, seed := range paceSeeds {
		pc := measurePace(t, seed, anim.Speed1x, 12)
		require.NotEmpty(t, pc.computerTurns, "seed %d: computers took turns", seed)
		require.NotEmpty(t, pc.personGaps, "seed %d: the person had turns", seed)
		t.Logf("seed %d: computer turn median %d p90 %d ticks (%d turns); between the person's turns median %d p90 %d ticks (%d gaps)",
			seed, percentile(pc.computerTurns, 0.5), percentile(pc.computerTurns, 0.9), len(pc.computerTurns),
			percentile(pc.personGaps, 0.5), percentile(pc.personGaps, 0.9), len(pc.personGaps))
		all.computerTurns = append(all.computerTurns, pc.computerTurns...)
		all.personGaps = append(all.personGaps, pc.personGaps...)
	}
	ct, gap := percentile(all.computerTurns, 0.5), percentile(all.personGaps, 0.5)
	t.Logf("all seeds: computer turn median %d (%.1f s) p90 %d ticks; between the person's turns median %d (%.1f s) p90 %d ticks",
		ct, float64(ct)/60, percentile(all.computerTurns, 0.9), gap, float64(gap)/60, percentile(all.personGaps, 0.9))
	assert.LessOrEqual(t, ct, 300, "a computer's turn takes at most 5 s at 1× (median)")
	assert.LessOrEqual(t, gap, 1200, "at most 20 s between the person's turns (median)")
}
