package life_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/cli"
	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
)

// mixedSeats gives game i 2–6 seats mixing random and sensible players.
func mixedSeats(i int) []string {
	n := 2 + i%5
	seats := make([]string, n)
	for s := range seats {
		seats[s] = catalog.Sensible
		if (i+s)%3 == 0 {
			seats[s] = catalog.Random
		}
	}
	return seats
}

// illegalFrom crafts actions near the legal ones that may be illegal: wrong
// seat, wrong kind, out-of-range argument, stake over the cap, altered amount.
func illegalFrom(g engine.Game, d engine.Decision, legal []engine.Action, salt int) []engine.Action {
	n := g.Seats()
	a := legal[salt%len(legal)]
	wrongSeat := a
	wrongSeat.Seat = int8((int(d.Seat) + 1 + salt%(n-1)) % n)
	wrongKind := a
	wrongKind.Kind = uint8(100 + salt%100)
	badArg := a
	badArg.Arg = int16(11 + salt%50)
	badAmt := a
	badAmt.Amount += int64(1 + salt%999)
	return []engine.Action{
		wrongSeat, wrongKind, badArg, badAmt,
		{Seat: d.Seat, Kind: life.ABet, Arg: 5, Amount: 25000}, // over the $20,000 cap
		{Seat: d.Seat, Kind: life.ABet, Arg: 0, Amount: 1000},  // no number 0
		{Seat: -1, Kind: life.ASpin},
		{Seat: int8(n), Kind: life.ASpin},
		{Seat: d.Seat, Kind: life.ATycoon, Arg: 11},
		{Seat: d.Seat, Kind: life.ASpeculate, Arg: 5*16 + 5}, // the same number twice
	}
}

func isLegal(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// TestInvariantsOverSeededGames plays 3000 seeded games of 2–6 mixed random
// and sensible players. After every action money is conserved, no cash is
// negative, no one holds negative notes or debt (life.CheckInvariants, inside
// Step); before every action a handful of illegal actions are refused and
// leave the hash unchanged; every game ends by the rules, not the turn cap.
func TestInvariantsOverSeededGames(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	var pend []engine.Decision
	var legal []engine.Action
	steps := 0
	for i := 0; i < games; i++ {
		seed := uint64(i)*7919 + 1
		h, err := cli.NewGame("life", mixedSeats(i), seed)
		require.NoError(t, err)
		step := 0
		for !h.G.Over() {
			pend = h.G.Pending(pend[:0])
			if len(pend) != 1 {
				t.Fatalf("game %d: %d decisions pending, want exactly one", i, len(pend))
			}
			d := pend[0]
			legal = h.G.Legal(int(d.Seat), legal[:0])
			if len(legal) == 0 {
				t.Fatalf("game %d: seat %d must decide but has no legal action", i, d.Seat)
			}
			if other := (int(d.Seat) + 1) % h.G.Seats(); len(h.G.Legal(other, legal[len(legal):])) != 0 {
				t.Fatalf("game %d: seat %d has legal actions out of turn", i, other)
			}
			// Illegal actions every few steps (hashing is most of the cost).
			if step%4 == 0 {
				before := h.G.Hash()
				for _, bad := range illegalFrom(h.G, d, legal, step+i) {
					if isLegal(legal, bad) {
						continue
					}
					_, err := h.G.Apply(bad)
					if err == nil || !(errors.Is(err, engine.ErrIllegal) || errors.Is(err, engine.ErrNotPending)) {
						t.Fatalf("game %d step %d: %v must be refused as illegal, got %v", i, step, bad, err)
					}
				}
				if h.G.Hash() != before {
					t.Fatalf("game %d step %d: a refused action changed the game", i, step)
				}
			}
			if _, err := h.Step(); err != nil {
				t.Fatalf("game %d (seed %d) step %d: %v", i, seed, step, err)
			}
			step++
		}
		steps += step
		r := h.G.Result()
		require.False(t, r.Capped, "game %d hit the turn cap", i)
		lg := h.G.(*life.Game)
		for s := 0; s < lg.Seats(); s++ {
			// Everyone who retired earned a salary on the way (Business,
			// a profession or the Bachelor's Degree).
			if p := lg.Player(s); p.Where != life.OnRoad {
				require.Positive(t, p.Salary, "game %d seat %d retired with no salary", i, s)
			}
		}
		require.GreaterOrEqual(t, r.Winners, 1)
		_, err = h.G.Apply(engine.Action{Seat: 0, Kind: life.ASpin})
		require.ErrorIs(t, err, engine.ErrOver)
	}
	t.Logf("%d games, %d actions", games, steps)
}

// record plays a game to the end and returns its actions and the hash after
// each one.
func record(t *testing.T, ruleset string, seats []string, seed uint64) ([]engine.Action, []uint64) {
	t.Helper()
	h, err := cli.NewGame(ruleset, seats, seed)
	require.NoError(t, err)
	var acts []engine.Action
	var hashes []uint64
	var legal []engine.Action
	for !h.G.Over() {
		d := h.G.Pending(nil)[0]
		legal = h.G.Legal(int(d.Seat), legal[:0])
		a := h.Players[d.Seat].Choose(h.G.View(int(d.Seat)), legal)
		_, err := h.G.Apply(a)
		require.NoError(t, err)
		acts = append(acts, a)
		hashes = append(hashes, h.G.Hash())
	}
	return acts, hashes
}

// The same seed and the same actions give the same game, hash for hash.
func TestReplaySameSeedSameActionsSameHash(t *testing.T) {
	for i := 0; i < 60; i++ {
		seed := uint64(1000 + i)
		seats := mixedSeats(i)
		acts, hashes := record(t, "life", seats, seed)
		g, err := catalog.New("life", engine.Setup{Seats: len(seats), Seed: seed})
		require.NoError(t, err)
		for k, a := range acts {
			_, err := g.Apply(a)
			require.NoError(t, err)
			require.Equal(t, hashes[k], g.Hash(), "game %d diverged at action %d", i, k)
		}
		require.True(t, g.Over())
		// A different seed gives a different game.
		g2, err := catalog.New("life", engine.Setup{Seats: len(seats), Seed: seed + 1})
		require.NoError(t, err)
		g1, _ := catalog.New("life", engine.Setup{Seats: len(seats), Seed: seed})
		assert.NotEqual(t, g1.Hash(), g2.Hash())
	}
}

// Clone is independent: acting on the clone leaves the original untouched,
// and both replay identically from the same actions.
func TestCloneIsIndependent(t *testing.T) {
	for i := 0; i < 60; i++ {
		h, err := cli.NewGame("life", mixedSeats(i), uint64(5000+i))
		require.NoError(t, err)
		step := 0
		for !h.G.Over() {
			if step%17 == 3 {
				orig := h.G.Hash()
				c := h.G.Clone()
				require.Equal(t, orig, c.Hash())
				d := c.Pending(nil)[0]
				legal := c.Legal(int(d.Seat), nil)
				a := legal[step%len(legal)]
				_, err := c.Apply(a)
				require.NoError(t, err)
				require.Equal(t, orig, h.G.Hash(), "acting on a clone changed the original")
				lg := h.G.(*life.Game)
				cp := lg.Copy()
				_, err = h.G.Apply(a)
				require.NoError(t, err)
				require.Equal(t, c.Hash(), h.G.Hash(), "clone and original replay identically")
				require.Equal(t, orig, cp.Hash(), "a Copy taken before is untouched")
				if h.G.Over() {
					break
				}
			}
			_, err := h.Step()
			require.NoError(t, err)
			step++
		}
	}
}

// Each seat's View shows its own Share the Wealth hand and only the size of
// the others'.
func TestViewHidesOthersHands(t *testing.T) {
	var v life.View
	for i := 0; i < 30; i++ {
		h, err := cli.NewGame("life", mixedSeats(i), uint64(9000+i))
		require.NoError(t, err)
		lg := h.G.(*life.Game)
		for step := 0; !h.G.Over(); step++ {
			if step%5 == 0 {
				for s := 0; s < lg.Seats(); s++ {
					lg.ViewFor(s, &v)
					for o := 0; o < lg.Seats(); o++ {
						real := lg.Player(o).Hand
						require.Equal(t, real.Total(), v.HandSize[o])
						if o == s {
							require.Equal(t, real, v.Players[o].Hand)
						} else {
							require.Equal(t, engine.Hand{}, v.Players[o].Hand, "seat %d sees seat %d's hand", s, o)
						}
						require.Equal(t, lg.Cash(o), v.Cash[o])
					}
				}
			}
			_, err := h.Step()
			require.NoError(t, err)
		}
	}
}

// Describe never names a card drawn (the log is shown to every seat).
func TestDescribeHidesDrawnCards(t *testing.T) {
	h, err := cli.NewGame("life", mixedSeats(3), 77)
	require.NoError(t, err)
	lg := h.G.(*life.Game)
	seen := 0
	for !h.G.Over() {
		ev, err := h.Step()
		require.NoError(t, err)
		for _, e := range ev {
			if e.Kind == life.EvCardDrawn {
				seen++
				s := lg.Describe(e)
				assert.NotContains(t, s, "Collect")
				assert.NotContains(t, s, "Pay card")
				assert.NotContains(t, s, "Exemption")
			}
		}
	}
	assert.Positive(t, seen)
}
