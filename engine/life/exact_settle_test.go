package life_test

import (
	"wheeloffate/engine"
	"wheeloffate/engine/enginetest"
	"wheeloffate/engine/life"
)

// lifeSettle plays a copy of the game on from a stake on the Wheel of Fate
// through the engine's own Apply (no more bets, the spinner spins) until
// the spin the stake rides on, and says how it came out: a side bet by its
// number and the Bank's payout less the stake, Lucky Day speculation by
// the $150,000 less the $10,000, the market by its payment either way, the
// Tycoon by the game's end (the stake lost on a miss).
func lifeSettle(g engine.Game, seat int, a engine.Action) (enginetest.Outcome, bool) {
	lg := g.(*life.Game)
	ed := lg.Edition()
	stake := a.Amount
	switch a.Kind {
	case life.ASpeculate:
		stake = ed.LuckyDay
	case life.ATycoon:
		stake = lg.Cash(seat)
	}
	next := a
	for steps := 0; steps < 64; steps++ {
		ev, err := g.Apply(next)
		if err != nil {
			return enginetest.Outcome{}, false
		}
		var money int64
		spun := -1
		for _, e := range ev {
			switch {
			case e.Kind == life.EvSpin:
				spun = int(e.Arg)
			case e.Kind != life.EvTransfer || e.Arg != life.RBetWin && e.Arg != life.RSpeculate && e.Arg != life.RMarket:
			case int(e.Other) == seat && engine.Account(e.Seat) == engine.Bank:
				money += e.Amount
			case int(e.Seat) == seat && engine.Account(e.Other) == engine.Bank:
				money -= e.Amount
			}
		}
		if spun >= 0 {
			o := enginetest.Outcome{}
			switch a.Kind {
			case life.ABet:
				o.Paid = spun == int(a.Arg)
				o.Money = float64(money - stake)
			case life.ASpeculate:
				o.Paid = spun == int(a.Arg>>4) || spun == int(a.Arg&15)
				o.Money = float64(money - stake)
			case life.APlay:
				o.Paid = money > 0
				o.Money = float64(money)
			case life.ATycoon:
				o.Paid = lg.Over() && lg.Tycoon() == seat
				if !o.Paid {
					o.Money = -float64(stake)
				}
			default:
				return o, false
			}
			return o, true
		}
		d := g.Pending(nil)
		if len(d) == 0 {
			return enginetest.Outcome{}, false
		}
		switch d[0].Kind {
		case life.DBet:
			next = engine.Action{Seat: d[0].Seat, Kind: life.ADone}
		case life.DSpin:
			next = engine.Action{Seat: d[0].Seat, Kind: life.ASpin}
		default:
			return enginetest.Outcome{}, false
		}
	}
	return enginetest.Outcome{}, false
}
