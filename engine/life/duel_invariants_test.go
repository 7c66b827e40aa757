package life

import (
	"fmt"
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// duelGames is how many seeded duel games the invariant test plays.
const duelGames = 2000

// Invariants over 2,000 seeded duel games, a third with random players, a
// third with sensible players and a third with one of each: money is
// conserved and never negative after every action, the 30 Share the Wealth
// cards and the 6+6 career cards stay in play, an illegal action is refused
// and leaves the state hash unchanged, no game hits the turn cap, and every
// player ends with a career.
func TestDuelInvariants2000Games(t *testing.T) {
	games := duelGames
	if testing.Short() {
		games = 200
	}
	const parts = 4
	for part := 0; part < parts; part++ {
		t.Run(fmt.Sprintf("part%d", part+1), func(t *testing.T) {
			t.Parallel()
			for i := part; i < games; i += parts {
				duelPlayChecked(t, i)
			}
		})
	}
}

// duelPlayChecked plays game i of the invariant run, checking as it goes.
func duelPlayChecked(t *testing.T, i int) {
	var legal []engine.Action
	seed := uint64(i) + 1
	g, err := New(Duel, Options{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]func(legal []engine.Action) engine.Action
	for s := range bots {
		if (i%3 == 0) || (i%3 == 2 && s == 1) {
			r := ai.NewRandom(seed*7 + uint64(s))
			bots[s] = r.Choose
		} else {
			b := &Bot{Sensible: NewSensible(seed*7 + uint64(s))}
			bots[s] = func(legal []engine.Action) engine.Action { return b.Choose(g.View(s), legal) }
		}
	}
	for step := 0; !g.Over(); step++ {
		seat := int(g.Decision().Seat)
		legal = g.Legal(seat, legal[:0])
		if len(legal) == 0 {
			t.Fatalf("seed %d step %d: seat %d must decide but has no legal action", seed, step, seat)
		}
		duelRefuseIllegal(t, g, seed, step, legal)
		a := bots[seat](legal)
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		duelCheckState(t, g, seed, step)
	}
	if g.Result().Capped || g.Turn() >= Duel.TurnCap {
		t.Fatalf("seed %d: the turn cap was hit at turn %d", seed, g.Turn())
	}
	for s := 0; s < 2; s++ {
		p := g.pl[s]
		if p.Salary <= 0 || p.Profession == 0 {
			t.Fatalf("seed %d: seat %d ended without a career (salary %d)", seed, s, p.Salary)
		}
		list := Duel.CareersPlain
		if p.Degree {
			list = Duel.CareersDegree
		}
		if list[p.Profession-1].Salary != p.Salary {
			t.Fatalf("seed %d: seat %d salary %d is not its career's", seed, s, p.Salary)
		}
		if p.Degree && p.Road != RoadLong {
			t.Fatalf("seed %d: seat %d has a degree without going to College", seed, s)
		}
	}
}

// duelRefuseIllegal tries actions that are not among legal and checks each
// is refused and the state hash is unchanged after them all.
func duelRefuseIllegal(t *testing.T, g *Game, seed uint64, step int, legal []engine.Action) {
	t.Helper()
	a := legal[len(legal)-1]
	tries := [...]engine.Action{
		{Seat: 1 - a.Seat, Kind: a.Kind, Arg: a.Arg, Amount: a.Amount}, // the other seat
		{Seat: a.Seat, Kind: 99}, // no such action
		{Seat: a.Seat, Kind: a.Kind, Arg: a.Arg + 37, Amount: a.Amount},
		{Seat: a.Seat, Kind: a.Kind, Arg: a.Arg, Amount: a.Amount + 1},
		{Seat: a.Seat, Kind: ABet, Arg: 3, Amount: 30000}, // over the bet cap
		{Seat: a.Seat, Kind: AChoose, Arg: 2},             // no third way or card
	}
	before := g.Hash()
	for _, bad := range tries {
		if duelListed(legal, bad) {
			continue
		}
		if _, err := g.Apply(bad); err == nil {
			t.Fatalf("seed %d step %d: illegal %+v was applied", seed, step, bad)
		}
	}
	if g.Hash() != before {
		t.Fatalf("seed %d step %d: an illegal action of %+v changed the state", seed, step, tries)
	}
}

func duelListed(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// duelCheckState checks what must hold after every action.
func duelCheckState(t *testing.T, g *Game, seed uint64, step int) {
	t.Helper()
	if now, initial := g.LedgerTotal(); now != initial {
		t.Fatalf("seed %d step %d: money not conserved: %d, was %d", seed, step, now, initial)
	}
	for s := 0; s < 2; s++ {
		p := &g.pl[s]
		if g.Cash(s) < 0 || p.Notes < 0 || p.Debt < 0 {
			t.Fatalf("seed %d step %d: seat %d cash %d notes %d debt %d", seed, step, s, g.Cash(s), p.Notes, p.Debt)
		}
	}
	n := cardsInPlay(g)
	if g.Decision().Kind == DExempt {
		n++ // the card just given waits on the table for the answer
	}
	if n != 30 {
		t.Fatalf("seed %d step %d: %d Share the Wealth cards in play, not 30", seed, step, n)
	}
	if g.Decision().Kind != DCareer && (g.cdeck.Len() != 6 || g.ddeck.Len() != 6) {
		t.Fatalf("seed %d step %d: career piles hold %d and %d cards", seed, step, g.cdeck.Len(), g.ddeck.Len())
	}
	if g.led.Pots[0] < 0 || (g.led.Pots[0] > 0 && g.Over()) {
		t.Fatalf("seed %d step %d: %d left on the Number Board", seed, step, g.led.Pots[0])
	}
}
