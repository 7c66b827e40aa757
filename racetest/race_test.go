package racetest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/cli"
	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/enginetest"
)

// TestMain registers the dice race, as a test-only ruleset, before any test
// starts a game by id.
func TestMain(m *testing.M) {
	if err := catalog.Register(Rules); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	runTests(m)
}

// runTests runs the tests; the Xvfb build runs them inside Ebitengine's
// loop instead (window_xvfb_test.go).
var runTests = func(m *testing.M) { os.Exit(m.Run()) }

// raceIllegal: the other decision's actions, and the lander daring itself.
func raceIllegal(g engine.Game, d engine.Decision) []engine.Action {
	return []engine.Action{
		{Seat: d.Seat, Kind: aDare}, {Seat: d.Seat, Kind: aPass}, {Seat: d.Seat, Kind: aRoll},
		{Seat: int8(g.Active()), Kind: aDare}, {Seat: d.Seat, Kind: aDare, Amount: dareFee},
	}
}

func TestConformance(t *testing.T) {
	enginetest.Run(t, enginetest.Config{Rules: Rules, Illegal: raceIllegal})
}

// The command line plays the race by id like any built-in game.
func TestSimPlaysTheRace(t *testing.T) {
	var out bytes.Buffer
	err := cli.Sim([]string{"-ruleset", "dicerace", "-players", "3", "-games", "200", "-player", "sensible,random"}, &out)
	require.NoError(t, err, out.String())
	assert.Contains(t, out.String(), "ruleset dicerace, 3 players, 200 games, seed 1, sensible,random players\n")
	assert.Contains(t, out.String(), "invariants: all held after every action\n")
}

func TestPlayRecordsAReplayThatVerifies(t *testing.T) {
	file := filepath.Join(t.TempDir(), "race.json")
	var play bytes.Buffer
	require.NoError(t, cli.Play([]string{"-ruleset", "dicerace", "-players", "3", "-seed", "7", "-record", file}, &play))
	log := play.String()
	assert.True(t, strings.HasPrefix(log, "dicerace, 3 players, seed 7\nTurn 1: Computer 1\nComputer 1 rolls "), log)
	_, final, ok := strings.Cut(log, "Final count:\n")
	require.True(t, ok, log)
	assert.Equal(t, 3, strings.Count(final, "\n"), final)
	assert.Regexp(t, `(?m)^  1\.  Computer \d`, final)

	var verify bytes.Buffer
	require.NoError(t, cli.Replay([]string{"verify", file}, &verify))
	assert.Regexp(t, `^ok: dicerace, 3 players, \d+ actions, \d+ hash checks match, finished game\n$`, verify.String())

	// Shown again from the file, the game ends with the same count.
	var show bytes.Buffer
	require.NoError(t, cli.Replay([]string{"show", file}, &show))
	assert.True(t, strings.HasSuffix(show.String(), "Final count:\n"+final), show.String())
}

// TestRulesAsPlayed follows seeded games action by action and checks each
// rule a player would notice against the events and the table.
func TestRulesAsPlayed(t *testing.T) {
	seen := map[string]int{}
	for i := 0; i < 300; i++ {
		g, err := catalog.New("dicerace", engine.Setup{Seats: 2 + i%3, Seed: uint64(i)})
		require.NoError(t, err)
		players := []engine.Player{sensible{}, sensible{}, sensible{}, sensible{}}
		if i%2 == 1 {
			players[1], _ = catalog.NewPlayer("dicerace", catalog.Random, uint64(i))
		}
		for !g.Over() {
			before := *g.(*game)
			d := g.Pending(nil)[0]
			a := players[d.Seat].Choose(g.View(int(d.Seat)), g.Legal(int(d.Seat), nil))
			ev, err := g.Apply(a)
			require.NoError(t, err)
			checkAction(t, &before, g.(*game), a, ev, seen)
		}
		r := g.Result()
		after := g.(*game)
		assert.Zero(t, after.led.Balance(kitty), "the pot is paid out")
		if r.NamesWinner {
			seen["won by laps"]++
		} else {
			seen["won by turns"]++
			assert.Equal(t, turnLimit, g.Turn())
		}
		for s := 0; s < g.Seats(); s++ {
			switch {
			case r.Places[s] != 1:
			case r.NamesWinner:
				assert.Equal(t, int8(lapsToWin), after.laps[s], "seat %d won", s)
			default:
				assert.Equal(t, slices.Max(r.Counts[:g.Seats()]), r.Counts[s], "seat %d won at the turn limit", s)
			}
		}
	}
	for _, what := range []string{"toll", "chance", "dare", "pass", "side road", "bonus", "won by laps"} {
		assert.Positive(t, seen[what], "no game showed %s: %v", what, seen)
	}
	t.Logf("seen: %v", seen)
}

func checkAction(t *testing.T, b, g *game, a engine.Action, ev []engine.Event, seen map[string]int) {
	s := int(a.Seat)
	paid := func(from, to engine.Account, reason int16) int64 {
		for _, e := range ev {
			if e.Kind == engine.EvTransfer && engine.Account(e.Seat) == from && engine.Account(e.Other) == to && e.Arg == reason {
				return e.Amount
			}
		}
		return 0
	}
	if a.Kind != aRoll {
		lander := int(b.active)
		require.NotEqual(t, lander, s, "the lander never decides its own Chance")
		require.Equal(t, (lander+1)%b.setup.Seats, s, "the next seat decides")
		if a.Kind == aDare {
			seen["dare"]++
			assert.Equal(t, int64(dareFee), paid(engine.Account(s), kitty, rDare))
			assert.Equal(t, min(dareBack, board.Dist(int(b.pos[lander]))), board.Dist(int(b.pos[lander]))-board.Dist(int(g.pos[lander])), "sent back towards START")
		} else {
			seen["pass"]++
			assert.Equal(t, b.pos[lander], g.pos[lander])
		}
		return
	}
	var total, steps int
	for _, e := range ev {
		switch e.Kind {
		case engine.EvRoll:
			total = int(e.Arg)
		case engine.EvStep:
			steps++
			if e.Arg2 == 0 {
				assert.Equal(t, int64(passPay), paid(engine.Bank, engine.Account(s), rStart), "passing START pays")
			}
		case evShortcut:
			seen["side road"]++
			assert.Equal(t, int16(sideFrom), e.Arg)
		case evReveal:
			seen["bonus"]++
			assert.Equal(t, int8(1), g.laps[s], "the card turns up on the first lap")
			assert.Equal(t, bonusValue(uint8(e.Arg)), paid(engine.Bank, engine.Account(s), rBonus))
			assert.True(t, b.hidden[s].Has(uint8(e.Arg)), "it was the seat's face-down card")
			other := (s + 1) % g.setup.Seats
			assert.False(t, b.View(other).(*View).Cards[s].Has(uint8(e.Arg)), "hidden from the others before")
			assert.True(t, g.View(other).(*View).Cards[s].Has(uint8(e.Arg)), "shown to them after")
		}
	}
	require.True(t, total >= 2 && total <= 12, "two dice")
	if g.over {
		require.LessOrEqual(t, steps, total)
		if g.result.NamesWinner {
			assert.Equal(t, b.led.Balance(kitty), paid(kitty, engine.Account(s), rPot), "the winner takes the pot")
		}
		return
	}
	require.Equal(t, total, steps, "the pawn moves what the dice show")
	at := g.pos[s]
	switch spaceKind[at] {
	case toll:
		seen["toll"]++
		fee := paid(engine.Account(s), kitty, rToll)
		assert.Equal(t, min(tollFee, g.led.Cash[s]+fee), fee, "a Toll takes $50, or all the seat has")
	case chance:
		seen["chance"]++
		next := (s + 1) % g.setup.Seats
		assert.Equal(t, []engine.Decision{{Seat: int8(next), Kind: dDare}}, g.Pending(nil), "the next seat may dare")
		assert.Equal(t, s, g.Active(), "still the lander's turn")
	}
}

// A seat sees its own Bonus card and no other until it is turned up.
func TestViewHidesFaceDownCards(t *testing.T) {
	g, err := catalog.New("dicerace", engine.Setup{Seats: 3, Seed: 11})
	require.NoError(t, err)
	gm := g.(*game)
	for s := 0; s < 3; s++ {
		v := g.View(s).(*View)
		for o := 0; o < 3; o++ {
			assert.Equal(t, 1, v.FaceDown[o])
			if o == s {
				assert.Equal(t, gm.hidden[o], v.Cards[o], "seat %d sees its card", s)
			} else {
				assert.Zero(t, v.Cards[o].Len(), "seat %d cannot see seat %d's card", s, o)
			}
		}
	}
	// Re-dealt for seat 0, the others' cards may change, its own not.
	for seed := uint64(0); seed < 20; seed++ {
		c := engine.Determinize(g, 0, seed).(*game)
		assert.Equal(t, gm.hidden[0], c.hidden[0])
		assert.Equal(t, g.View(0).Hash(), c.View(0).Hash())
	}
}

// After 60 turns the richest win; tied, they share the pot and the Bank
// keeps what does not divide.
func TestTurnLimitRichestShareThePot(t *testing.T) {
	g, err := catalog.New("dicerace", engine.Setup{Seats: 3, Seed: 1})
	require.NoError(t, err)
	gm := g.(*game)
	gm.turn = turnLimit // seat 0's first turn is made the last
	require.NoError(t, gm.led.Move(2, kitty, 45))
	_, err = g.Apply(engine.Action{Seat: 0, Kind: aRoll})
	require.NoError(t, err)
	require.Equal(t, byte('.'), spaceKind[gm.pos[0]], "seed 1's first roll lands on a plain space")

	require.True(t, g.Over())
	r := g.Result()
	assert.False(t, r.Capped, "a rule, not the engine's cap")
	assert.Equal(t, "60 turns played: the richest win", r.Reason)
	assert.Equal(t, 2, r.Winners)
	assert.Equal(t, [engine.MaxSeats]int8{1, 1, 3}, r.Places)
	assert.Equal(t, [engine.MaxSeats]int64{222, 222, 155}, r.Counts)
	assert.Zero(t, gm.led.Balance(kitty))
	b := g.(engine.Breakdown)
	assert.Equal(t, []engine.Line{{Label: "Cash", Amount: 200}, {Label: "The pot", Amount: 22}}, b.Breakdown(1))
	assert.Equal(t, []engine.Line{{Label: "Cash", Amount: 155}}, b.Breakdown(2))
	require.NoError(t, gm.CheckInvariants())
}
