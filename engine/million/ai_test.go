package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// choose asks a sensible player for the pending seat's choice.
func choose(g *Game) engine.Action {
	s := int(g.dec.Seat)
	return NewSensible(1).Choose(g.View(s), g.Legal(s, nil))
}

// The sensible player bids up to what the property is worth to it, more
// for the one that completes its set, and passes beyond.
func TestSensibleBids(t *testing.T) {
	g := newTest(t, 2)
	own(g, 1, group(2)[:2]...) // seat 1 holds two pinks
	p := int(Groups[2].Props[2])
	noFortune(g, p)
	g.startAuction(p, 0)
	require.Equal(t, DBid, g.dec.Kind)
	require.EqualValues(t, 1, g.dec.Seat)
	var v View
	g.ViewFor(1, &v)
	worth := NewSensible(1).worth(&v, 1, p)
	assert.Greater(t, worth, 2*Props[p].Price, "the last of its set is worth more than its price")
	for g.dec.Kind == DBid {
		a := choose(g)
		if a.Kind == ABid {
			assert.LessOrEqual(t, g.auc.High+a.Amount, worth, "never above its value")
		}
		_, err := g.Apply(a)
		require.NoError(t, err)
	}
	assert.Equal(t, 1, g.Owner(p), "it outbids a seat to whom it is a loose property")
}

// The sensible player answers every deal: accept a good one, refuse
// handing over the million or breaking its set cheaply (or counter
// asking the cash that would make it worth it).
func TestSensibleAnswers(t *testing.T) {
	offer := func(g *Game, build func()) engine.Action {
		turn(g, 0)
		act(t, g, ADeal, 1, 0)
		build()
		act(t, g, APropose, 0, 0)
		return choose(g)
	}
	g := newTest(t, 2)
	own(g, 1, surfersCove)
	a := offer(g, func() {
		act(t, g, AProp, surfersCove, 0)
		act(t, g, AGiveCash, 0, 50_000)
	})
	assert.Equal(t, AAccept, a.Kind, "three times the price for a loose property")

	g = newTest(t, 2)
	own(g, 1, group(2)...)
	a = offer(g, func() {
		act(t, g, AProp, castleView, 0)
		act(t, g, AGiveCash, 0, 10_000)
	})
	if a.Kind == ARefuse {
		assert.EqualValues(t, RefuseKeepSet, a.Arg)
	} else {
		require.Equal(t, ACounter, a.Kind, "breaking its set cheaply: refuse or counter")
		act(t, g, ACounter, 0, 0)
		for g.dec.Kind == DOffer {
			_, err := g.Apply(choose(g))
			require.NoError(t, err)
		}
		require.Equal(t, DAnswer, g.dec.Kind)
		assert.Greater(t, g.deal.TakeCash, int64(100_000), "the counter asks real money for the set")
	}

	g = newTest(t, 2)
	setCash(t, g, 0, Goal-20_000)
	own(g, 0, surfersCove)
	a = offer(g, func() {
		act(t, g, AProp, surfersCove, 0)
		act(t, g, ATakeCash, 0, 50_000)
	})
	require.Equal(t, ARefuse, a.Kind)
	assert.EqualValues(t, RefuseMillion, a.Arg, "never hands a rival the million")
}

// A refused offer is not repeated unchanged: the next one pays more.
func TestSensibleDoesNotRepeatRefusals(t *testing.T) {
	g := newTest(t, 2)
	brown := group(0)
	own(g, 0, brown[0])
	own(g, 1, brown[1])
	var v View
	g.ViewFor(0, &v)
	ai := NewSensible(1)
	first, ok := ai.plan(&v, 1)
	require.True(t, ok)
	assert.EqualValues(t, 1<<brown[1], first.props)
	g.refused[0][1] = Terms{Props: first.props, GiveCash: first.give}
	g.ViewFor(0, &v)
	second, ok := ai.plan(&v, 1)
	if ok {
		assert.Greater(t, second.give, first.give, "a better offer, or none")
	}
}

// The sensible player raises cash by mortgaging before it would deal, and
// deals before it would give up.
func TestSensibleRaisesBeforeGivingUp(t *testing.T) {
	for _, cash := range []int64{110_000, 90_000} {
		g := newTest(t, 2)
		own(g, 0, surfersCove, castleView)
		own(g, 1, paradise, fortuneValley)
		setCash(t, g, 0, cash)
		at(g, 0, 26)
		roll(t, g, 2, 3) // $130k rent; the mortgages raise $26k
		require.Equal(t, DRaise, g.dec.Kind)
		for g.dec.Kind == DRaise {
			a := choose(g)
			assert.NotEqual(t, AGiveUp, a.Kind, "not while it can raise the cash")
			if a.Kind == ADeal {
				assert.True(t, g.Mortgaged(surfersCove) && g.Mortgaged(castleView), "mortgages first")
				break
			}
			act(t, g, a.Kind, a.Arg, a.Amount)
		}
		if cash == 110_000 {
			assert.False(t, g.pl[0].Out)
			assert.EqualValues(t, cash+26_000-130_000, g.Cash(0), "paid as soon as it had the cash")
		} else {
			assert.Equal(t, DRaise, g.dec.Kind, "short after mortgaging: it offers a sale")
		}
	}
}

// The sensible player beats the random player by far.
func TestSensibleBeatsRandom(t *testing.T) {
	wins := 0
	const games = 60
	for i := 0; i < games; i++ {
		g, err := New(Options{Seats: 2, Seed: uint64(i + 1)})
		require.NoError(t, err)
		sens := i % 2
		r := ai.NewRandom(uint64(i))
		for !g.Over() {
			s := int(g.dec.Seat)
			legal := g.Legal(s, nil)
			a := r.Choose(legal)
			if s == sens {
				a = NewSensible(1).Choose(g.View(s), legal)
			}
			_, err := g.Apply(a)
			require.NoError(t, err)
		}
		if g.Winner() == sens {
			wins++
		}
	}
	assert.Greater(t, wins, games*3/4, "sensible won %d of %d", wins, games)
}
