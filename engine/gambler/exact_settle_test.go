package gambler_test

import (
	"wheeloffate/engine"
	"wheeloffate/engine/enginetest"
	"wheeloffate/engine/gambler"
)

// gamblerSettle plays a copy of the game on from a stake on the dice
// through the engine's own Apply, every later choice the first legal one
// (a Sweepstakes called after doubles puts the caller's marker on the
// space Exact names, Pairs), until the dice the stake rides on are thrown:
// the Sweepstakes shake for a marker, the throw for doubles, the race die,
// the Lottery at which a bought ticket is turned up.
func gamblerSettle(g engine.Game, seat int, a engine.Action) (enginetest.Outcome, bool) {
	gg := g.(*gambler.Game)
	var o enginetest.Outcome
	before := gg.Player(seat).Tickets
	ticket := -1
	raceShare := 0.0
	if a.Kind == gambler.ARace {
		caller := gg.Player(seat)
		if v := gg.View(seat).(*gambler.View); v.Caller >= 0 {
			caller = v.Players[v.Caller]
		}
		raceShare = gambler.RaceFee
		if gambler.Spaces[caller.Pos].Kind == gambler.KDouble {
			raceShare /= 2
		}
	}
	next := a
	for steps := 0; steps < 5000; steps++ {
		ev, err := g.Apply(next)
		if err != nil {
			return o, false
		}
		if next == a && a.Kind == gambler.ATicket {
			after := gg.Player(seat).Tickets
			after.Each(func(c uint8) {
				if !before.Has(c) {
					ticket = int(c)
				}
			})
		}
		done := false
		for _, e := range ev {
			switch {
			case e.Kind == gambler.EvTransfer && int(e.Other) == seat && engine.Account(e.Seat) == engine.Bank &&
				(e.Arg == gambler.RSweepPrize || e.Arg == gambler.RDoubles || e.Arg == gambler.RRacePrize):
				o.Money += float64(e.Amount)
			case e.Kind == gambler.EvShaker && e.Arg == gambler.ForSweep:
				done = a.Kind == gambler.APlace || a.Kind == gambler.AShake || a.Kind == gambler.ASweep
			case e.Kind == gambler.EvBetWin && int(e.Seat) == seat:
				o.Paid = true
			case e.Kind == gambler.EvDoublesAgain && a.Kind == gambler.AAgain:
				o.Paid, done = e.Arg != 0, true
			case e.Kind == gambler.EvRace && a.Kind == gambler.ARace && next == a:
				o.Paid, done = int(e.Other) == seat, true
			case e.Kind == gambler.EvTicketShown && int(e.Seat) == seat && int(e.Arg) == ticket:
				o.Paid, done = e.Arg2 == 1, true
				o.Money = float64(e.Amount)
			}
		}
		if done {
			switch a.Kind {
			case gambler.APlace, gambler.AShake, gambler.ASweep:
				o.Money -= gambler.SweepFee
			case gambler.ATicket:
				o.Money -= gambler.TicketPrice
			case gambler.ARace:
				o.Money -= raceShare
			}
			return o, true
		}
		d := g.Pending(nil)
		if len(d) == 0 || a.Kind == gambler.ATicket && ticket < 0 || gg.Player(seat).Out {
			return o, false
		}
		next = g.Legal(int(d[0].Seat), nil)[0]
		if a.Kind == gambler.ASweep && d[0].Kind == gambler.DMarker && int(d[0].Seat) == seat {
			next = engine.Action{Seat: int8(seat), Kind: gambler.APlace, Arg: gambler.BetPairs}
		}
	}
	return o, false
}
