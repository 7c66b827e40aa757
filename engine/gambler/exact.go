package gambler

import (
	"fmt"
	"slices"

	"wheeloffate/engine"
)

// throws6 is how many throws the Dice Shaker's six dice have, each as
// likely: BetOdds and TicketOdds are counts out of it.
const throws6 = 6 * 6 * 6 * 6 * 6 * 6

// Exact implements engine.Exacter: the exact odds of the choices that
// stake money on the dice, from the dice alone.
//
//   - placing the Sweepstakes marker on a betting space, and shaking with
//     it down: the space's count of the 46,656 throws of the shaker
//     (BetOdds), for its prize, the $10 entry counted as the stake;
//   - holding a Sweepstakes after doubles: the caller places first, so the
//     figure is that of the best space for the money (Pairs), entry counted;
//   - throwing once more for doubles: 6 of the 36 throws of two dice, for
//     the $500 prize, nothing staked;
//   - a Lottery ticket: its two numbers among the six dice (TicketOdds,
//     the same for every ticket, so its face is not read), for $50, the
//     $10 price counted;
//   - throwing a Horse Race die: the thrower's horse comes up 1 time in 6
//     for $80, each throw carrying its share of the $20 entry (half at the
//     Daily Double, which races twice on one entry).
//
// The Lottery's shake has no figure: its chance hangs on the numbers of
// the thrower's tickets, which lie face down.
func (g *Game) Exact(seat int, a engine.Action) (engine.Chance, bool) {
	var buf [24]engine.Action
	if g.over || int(g.dec.Seat) != seat || int(a.Seat) != seat || !slices.Contains(g.Legal(seat, buf[:0]), a) {
		return engine.Chance{}, false
	}
	switch {
	case g.dec.Kind == DMarker && a.Kind == APlace:
		return sweepChance(int(a.Arg)), true
	case g.dec.Kind == DShake && a.Kind == AShake && g.shakeFor == ForSweep && g.pl[seat].Marker >= 0:
		return sweepChance(int(g.pl[seat].Marker)), true
	case g.dec.Kind == DDoubles && a.Kind == ASweep:
		best := 0
		for b := range NBets {
			if BetOdds[b]*int(Prize(b)) > BetOdds[best]*int(Prize(best)) {
				best = b
			}
		}
		ch := sweepChance(best)
		ch.What = fmt.Sprintf("%s wins (you place first)", BetNames[best])
		return ch, true
	case g.dec.Kind == DDoubles && a.Kind == AAgain:
		p := doublesOdds()
		return engine.Chance{Pays: p, Expect: p * DoublesPrize, What: "doubles again"}, true
	case g.dec.Kind == DRoll && a.Kind == ATicket:
		p := float64(TicketOdds) / throws6
		return engine.Chance{Pays: p, Expect: float64(TicketOdds*LotteryPrize-TicketPrice*throws6) / throws6, What: "its two numbers come up at the Lottery"}, true
	case g.dec.Kind == DRace && a.Kind == ARace && g.pl[seat].Horse > 0:
		r := int(max(g.raceOf, 1)) // throws on one entry
		return engine.Chance{
			Pays:   1.0 / 6,
			Expect: float64(RacePrize*r-6*RaceFee) / float64(6*r),
			What:   fmt.Sprintf("horse %d wins", g.pl[seat].Horse),
		}, true
	}
	return engine.Chance{}, false
}

// sweepChance is betting space b's figure, the $10 entry its stake.
func sweepChance(b int) engine.Chance {
	p := float64(BetOdds[b]) / throws6
	return engine.Chance{Pays: p, Expect: float64(int64(BetOdds[b])*Prize(b)-SweepFee*throws6) / throws6, What: BetNames[b] + " wins"}
}

// doublesOdds counts the throws of two dice that show doubles.
func doublesOdds() float64 {
	n := 0
	for x := 1; x <= 6; x++ {
		for y := 1; y <= 6; y++ {
			if x == y {
				n++
			}
		}
	}
	return float64(n) / 36
}
