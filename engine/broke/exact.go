package broke

import (
	"fmt"
	"slices"

	"wheeloffate/engine"
)

// Exact implements engine.Exacter: the exact odds of the choices that
// stake money on the areas' chance devices, counted over each device's
// outcomes at the widths the engine spins them with.
//
//   - visiting the Casino pulls the Slot Machine first: the 6^3 stops of
//     its three reels at ReelWeights, against the $5,000 pull (the roulette
//     and the dice that follow have figures of their own);
//   - visiting the Stock Market with stock held spins its seven equal
//     segments: each stock up, each down, Extra Dividend, as they move the
//     seat's money;
//   - a Race Track bet: the horse's width of the spinner's ten, paying
//     HorsePays times the stake, stake included;
//   - a roulette number: 1 in 36 for $150,000 against the $10,000 stake
//     taken just before the pick;
//   - throwing the Go For Broke dice again: the 36 throws of two dice.
//
// The goal is to lose money, so a stake that "pays" is bad news for its
// player; the figures are the money either way.
func (g *Game) Exact(seat int, a engine.Action) (engine.Chance, bool) {
	var buf [48]engine.Action
	if g.over || int(g.dec.Seat) != seat || int(a.Seat) != seat || !slices.Contains(g.Legal(seat, buf[:0]), a) {
		return engine.Chance{}, false
	}
	switch {
	case g.dec.Kind == DVisit && a.Kind == AVisit:
		switch Spaces[g.pl[seat].Pos].Arg {
		case Casino:
			return slotChance(), true
		case StockMarket:
			if g.pl[seat].StockCount() > 0 {
				return marketChance(g.pl[seat].Stocks), true
			}
		}
	case (g.dec.Kind == DBet || g.dec.Kind == DSideBet) && a.Kind == ABet:
		total := 0
		for _, w := range HorseWeights {
			total += w
		}
		w := int64(HorseWeights[a.Arg-1])
		what := fmt.Sprintf("horse %d wins", a.Arg)
		if HorsePays[a.Arg] == 1 {
			what += " (stake back)"
		}
		return engine.Chance{
			Pays:   float64(w) / float64(total),
			Expect: float64(w*a.Amount*HorsePays[a.Arg]-int64(total)*a.Amount) / float64(total),
			What:   what,
		}, true
	case g.dec.Kind == DRoulette && a.Kind == APick:
		return engine.Chance{Pays: 1.0 / 36, Expect: float64(RouletteWin-36*RouletteStake) / 36, What: fmt.Sprintf("%d comes up", a.Arg)}, true
	case g.dec.Kind == DDice && a.Kind == AThrow:
		return diceChance(), true
	}
	return engine.Chance{}, false
}

// slotChance counts every stop of the three reels, each symbol as likely
// as its width: the chance some line pays, and the mean payout less the
// pull's stake.
func slotChance() engine.Chance {
	total := 0
	for _, w := range ReelWeights {
		total += w
	}
	var ways, paying int
	var pays int64
	for a := range int8(nSymbols) {
		for b := range int8(nSymbols) {
			for c := range int8(nSymbols) {
				w := ReelWeights[a] * ReelWeights[b] * ReelWeights[c]
				ways += w
				if _, p := SlotPays([3]int8{a, b, c}); p > 0 {
					paying += w
					pays += int64(w) * p
				}
			}
		}
	}
	return engine.Chance{
		Pays:   float64(paying) / float64(ways),
		Expect: float64(pays-SlotStake*int64(ways)) / float64(ways),
		What:   "the slot pays (any line)",
	}
}

// SlotLineOdds is each line of SlotTable's exact chance on one pull: the
// product of its three symbols' widths over the 20 × 20 × 20 stops (a
// line names one symbol on each reel, in order, so no stop makes two).
func SlotLineOdds() []float64 {
	total := 0
	for _, w := range ReelWeights {
		total += w
	}
	out := make([]float64, len(SlotTable))
	for i, l := range SlotTable {
		w := 1
		for _, s := range l.Reels {
			w *= ReelWeights[s]
		}
		out[i] = float64(w) / float64(total*total*total)
	}
	return out
}

// marketChance is the Stock Market's spin for a seat holding stocks: what
// each of the seven equal segments moves (stockMarket's rules).
func marketChance(stocks [nStocks]uint8) engine.Chance {
	var up int
	var sum int64
	for seg := range nMarket {
		var m int64
		switch {
		case seg == MarketExtra:
			m = MarketDividend * int64(stocks[0]+stocks[1]+stocks[2])
		case seg%2 == 0:
			m = MarketUpPay * int64(stocks[seg/2])
		default:
			m = -MarketDownCost * int64(stocks[seg/2])
		}
		if m > 0 {
			up++
		}
		sum += m
	}
	return engine.Chance{Pays: float64(up) / nMarket, Expect: float64(sum) / nMarket, What: "the market pays you"}
}

// diceChance counts the 36 throws of the two casino dice: no one pays
// their total in thousands, one one collects DiceOne, two DiceTwoOnes.
func diceChance() engine.Chance {
	var paying int
	var sum int64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			switch {
			case a == 1 && b == 1:
				paying++
				sum += DiceTwoOnes
			case a == 1 || b == 1:
				paying++
				sum += DiceOne
			default:
				sum -= int64(a+b) * 1000
			}
		}
	}
	return engine.Chance{Pays: float64(paying) / 36, Expect: float64(sum) / 36, What: "a one comes up"}
}
