package life

import "wheeloffate/engine"

// View is what one seat may see: everything on the table, its own Share the
// Wealth hand, and only the size of the others' hands. It holds no generator
// state and no deck order, so a computer player reading it cannot peek.
type View struct {
	Seat        int
	Ed          *Edition
	Seats       int
	Turn        int
	Active      int
	Decision    engine.Decision
	SpinPurpose uint8
	Cash        [engine.MaxSeats]int64
	Players     [engine.MaxSeats]Player // others' hands are zeroed
	HandSize    [engine.MaxSeats]int
	LuckyNum    int
	LuckyHolder int
	TollHolder  int
	CardAmount  int64 // the amount a pending Share the Wealth card is about
	CardKind    int
	DeckLeft    int
}

// ViewFor fills v with what seat may see (no allocation).
func (g *Game) ViewFor(seat int, v *View) {
	*v = View{
		Seat: seat, Ed: g.ed, Seats: g.opts.Seats, Turn: int(g.turn), Active: int(g.active),
		Decision: g.dec, SpinPurpose: g.spinPurpose, Cash: g.led.Cash, Players: g.pl,
		LuckyNum: int(g.luckyNum), LuckyHolder: int(g.luckyHolder), TollHolder: g.TollHolder(),
		CardAmount: g.cardAmt, CardKind: int(g.cardKind), DeckLeft: g.deck.Len(),
	}
	for i := 0; i < g.opts.Seats; i++ {
		v.HandSize[i] = g.pl[i].Hand.Total()
		if i != seat {
			v.Players[i].Hand = engine.Hand{}
			v.Players[i].Offer = [2]int8{}
		}
	}
}

// Worth is a seat's count if the game ended now.
func (v *View) Worth(i int) int64 {
	p := &v.Players[i]
	c := v.Cash[i] - p.Debt - int64(p.Notes)*v.Ed.NoteSettle
	if p.Stock {
		c += v.Ed.StockValue
	}
	if p.Life {
		c += v.Ed.LifeValue
	}
	return c
}
