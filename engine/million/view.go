package million

import (
	"fmt"

	"wheeloffate/engine"
)

// View is what one seat may see: everything on the table, its own kept
// cards, and how many the others keep; not the face-down Fortune cards on
// the properties, not the others' kept cards, not the order of the decks.
type View struct {
	Seat, Seats, Turn, Active int
	Decision                  engine.Decision
	Cash                      [engine.MaxSeats]int64
	Players                   [engine.MaxSeats]Player
	Owners                    [NProps]int8
	Level                     [NProps]int8
	Mortgaged                 uint32
	FortuneOn                 uint32 // properties with a face-down Fortune card
	Used                      engine.Cards
	Hand                      engine.Cards // the seat's own kept cards
	HandCount                 [engine.MaxSeats]int
	Houses, Hotels            int
	Auction                   Auction
	Debt                      Debt
	Deal                      Deal
	Proposed                  [engine.MaxSeats]uint8
	Refused                   [engine.MaxSeats][engine.MaxSeats]Refusals // [proposer][refuser]: refused or countered
	Faces                     [2]int8
	Queue                     uint32
}

// ViewFor fills v with what seat may see, without allocating.
func (g *Game) ViewFor(seat int, v *View) {
	*v = View{Seat: seat, Seats: g.opts.Seats, Turn: int(g.turn), Active: int(g.active), Decision: g.dec,
		Cash: g.led.Cash, Players: g.pl, Owners: g.owner, Level: g.level, Mortgaged: g.mort, Used: g.used,
		Hand: g.held[seat], Houses: int(g.houses), Hotels: int(g.hotels), Auction: g.auc, Debt: g.debt,
		Deal: g.deal, Proposed: g.proposed, Refused: g.refused, Faces: g.faces, Queue: g.queue}
	for p, c := range g.fortune {
		if c >= 0 {
			v.FortuneOn |= 1 << p
		}
	}
	for s := 0; s < g.opts.Seats; s++ {
		v.HandCount[s] = g.held[s].Len()
		for t := 0; t < g.opts.Seats; t++ {
			for k, w := range g.countered[s][t] {
				v.Refused[s][t][k] |= w
			}
		}
	}
}

// View implements engine.Game. It is the game's own buffer, filled anew by
// each call; a clone has its own.
func (g *Game) View(seat int) engine.View {
	if g.vbuf == nil {
		g.vbuf = new(View)
	}
	g.ViewFor(seat, g.vbuf)
	return g.vbuf
}

// Owner implements engine.View.
func (v *View) Owner() int { return v.Seat }

// Hash implements engine.View: everything in the view, in a fixed order.
func (v *View) Hash() uint64 {
	h := engine.NewHasher()
	for _, x := range []int{v.Seat, v.Seats, v.Turn, v.Active, int(v.Decision.Seat), int(v.Decision.Kind), v.Houses, v.Hotels,
		int(v.Faces[0]), int(v.Faces[1])} {
		h.Int(x)
	}
	h.U64(uint64(v.Mortgaged))
	h.U64(uint64(v.FortuneOn))
	h.U64(uint64(v.Queue))
	for _, w := range v.Used {
		h.U64(w)
	}
	for _, w := range v.Hand {
		h.U64(w)
	}
	for i := 0; i < v.Seats; i++ {
		h.I64(v.Cash[i])
		p := &v.Players[i]
		for _, x := range []int8{p.Pos, p.Star, p.Jail} {
			h.Int(int(x))
		}
		h.Bool(p.Out)
		h.Int(v.HandCount[i])
		h.Int(int(v.Proposed[i]))
		for j := 0; j < v.Seats; j++ {
			hashRefusals(&h, &v.Refused[i][j])
		}
	}
	for p := 0; p < NProps; p++ {
		h.Int(int(v.Owners[p]))
		h.Int(int(v.Level[p]))
	}
	a := v.Auction
	for _, x := range []int{int(a.Prop), int(a.Bidder), int(a.In), int(a.Asked), int(a.Lander)} {
		h.Int(x)
	}
	h.I64(a.High)
	h.Int(int(v.Debt.Seat))
	h.Int(int(v.Debt.To))
	h.I64(v.Debt.Amount)
	h.Int(int(v.Debt.Reason))
	d := v.Deal
	for _, x := range []int{int(d.From), int(d.To), int(d.Round), int(d.RetSeat), int(d.RetKind)} {
		h.Int(x)
	}
	h.Bool(d.Open)
	hashTerms(&h, d.terms())
	hashTerms(&h, d.First)
	return h.Sum()
}

// Redeal implements engine.Game. What seat cannot see is the generator,
// the order of the two decks, the face-down Fortune cards on the
// properties and the cards the other seats keep. The decks are put in a
// canonical order and shuffled; the hidden Fortune cards are pooled,
// shuffled and dealt back: each other seat gets as many kept cards as it
// held, all of them keep-until-needed cards (what it turned over and did
// not use), and the rest go face down onto the same properties.
func (g *Game) Redeal(seat int, seed uint64) {
	g.rng = engine.NewRNG(seed)
	g.script.Clear()
	for _, d := range []*engine.Deck{&g.life, &g.chance} {
		s := d.Set()
		d.Fill(s.Append(nil))
		d.Shuffle(&g.rng)
	}
	var pool engine.Cards
	var hidden uint32
	for p, c := range g.fortune {
		if c >= 0 {
			pool.Add(uint8(c))
			hidden |= 1 << p
			g.fortune[p] = -1
		}
	}
	var count [engine.MaxSeats]int
	for s := 0; s < g.opts.Seats; s++ {
		if s != seat {
			count[s] = g.held[s].Len()
			g.held[s].Each(pool.Add)
			g.held[s] = engine.Cards{}
		}
	}
	var d engine.Deck
	d.Fill(pool.Append(nil))
	d.Shuffle(&g.rng)
	for s := 0; s < g.opts.Seats; s++ {
		for ; count[s] > 0; count[s]-- {
			for k := 0; k < d.Len(); k++ {
				c := d.Cards[(int(d.Head)+k)%engine.DeckCap]
				if Fortune[c].Kind.Keep() {
					d.Take(c)
					g.held[s].Add(c)
					break
				}
			}
		}
	}
	for p := range g.fortune {
		if hidden&(1<<p) != 0 {
			c, _ := d.Draw()
			g.fortune[p] = int8(c)
		}
	}
}

// Lapse implements engine.Lapser: a between-turns window passes, and a
// deal left unanswered out of turn is refused. Every other decision must
// be answered.
func (g *Game) Lapse(d engine.Decision) (engine.Action, bool) {
	if g.over || d != g.dec {
		return engine.Action{}, false
	}
	switch d.Kind {
	case DBetween:
		return engine.Action{Seat: d.Seat, Kind: ANo}, true
	case DAnswer:
		return engine.Action{Seat: d.Seat, Kind: ARefuse, Arg: RefuseNone}, true
	}
	return engine.Action{}, false
}

// CheckInvariants checks what must hold after every action: money
// conserved, no negative cash, the buildings and their supply adding up to
// 32 houses and 12 hotels, every Fortune card in exactly one place, the
// decks whole, buildings only on unmortgaged full sets, nothing owned by a
// seat that is out, no game ended by the turn cap, and the pending
// decision (checkDecision).
func (g *Game) CheckInvariants() error {
	if now, initial := g.LedgerTotal(); now != initial {
		return fmt.Errorf("money not conserved: %d now, %d at the start", now, initial)
	}
	for s := 0; s < g.opts.Seats; s++ {
		if c := g.led.Cash[s]; c < 0 || g.pl[s].Out && c != 0 {
			return fmt.Errorf("seat %d has cash %d (out: %v)", s+1, c, g.pl[s].Out)
		}
	}
	houses, hotels := int(g.houses), int(g.hotels)
	for p := range g.owner {
		o, l := int(g.owner[p]), int(g.level[p])
		switch {
		case l == HotelLevel:
			hotels++
		default:
			houses += l
		}
		if o >= 0 && g.pl[o].Out {
			return fmt.Errorf("%s is owned by seat %d, which is out", Props[p].Name, o+1)
		}
		if o < 0 && g.Mortgaged(p) {
			return fmt.Errorf("%s is mortgaged and unowned", Props[p].Name)
		}
		if l > 0 && (o < 0 || !g.ownsSet(o, int(Props[p].Group)) || g.groupMortgaged(int(Props[p].Group))) {
			return fmt.Errorf("%s has %d buildings off an unmortgaged full set", Props[p].Name, l)
		}
	}
	if houses != SupplyHouses || hotels != SupplyHotels || g.houses < 0 || g.hotels < 0 {
		return fmt.Errorf("%d houses and %d hotels in all, not %d and %d", houses, hotels, SupplyHouses, SupplyHotels)
	}
	var seen engine.Cards
	n := 0
	place := func(c uint8) {
		if !seen.Has(c) {
			n++
		}
		seen.Add(c)
	}
	for _, c := range g.fortune {
		if c >= 0 {
			place(uint8(c))
		}
	}
	total := g.used.Len()
	g.used.Each(place)
	for s := 0; s < g.opts.Seats; s++ {
		total += g.held[s].Len()
		g.held[s].Each(place)
		bad := false
		g.held[s].Each(func(c uint8) { bad = bad || !Fortune[c].Kind.Keep() })
		if bad {
			return fmt.Errorf("seat %d keeps a use-now Fortune card", s+1)
		}
	}
	for _, c := range g.fortune {
		if c >= 0 {
			total++
		}
	}
	if n != NFortune || total != NFortune {
		return fmt.Errorf("%d Fortune cards in %d places, not %d", n, total, NFortune)
	}
	if g.life.Len() != NLifestyle || g.chance.Len() != NChance {
		return fmt.Errorf("decks of %d and %d cards", g.life.Len(), g.chance.Len())
	}
	if g.over && g.capped {
		return fmt.Errorf("the game hit the turn cap (%d turns)", g.turn)
	}
	return g.checkDecision()
}

// checkDecision: a game still going waits for exactly one seat that is in
// the game, and the seat the decision's own state names (the turn's, the
// debtor, the dealer, the bidder asked).
func (g *Game) checkDecision() error {
	d := g.dec
	if g.over {
		if d.Kind != DNone {
			return fmt.Errorf("the game is over but decision %d of seat %d is pending", d.Kind, int(d.Seat)+1)
		}
		return nil
	}
	s := int(d.Seat)
	switch {
	case d.Kind == DNone:
		return fmt.Errorf("the game is not over but no decision is pending")
	case s < 0 || s >= g.opts.Seats:
		return fmt.Errorf("decision %d for seat %d of %d", d.Kind, s+1, g.opts.Seats)
	case g.pl[s].Out:
		return fmt.Errorf("decision %d for seat %d, which is out", d.Kind, s+1)
	}
	want := s
	switch d.Kind {
	case DTurn:
		want = int(g.active)
	case DRaise:
		want = int(g.debt.Seat)
	case DBid:
		if g.auc.In&(1<<s) == 0 {
			return fmt.Errorf("seat %d is asked to bid but is out of the auction", s+1)
		}
		want = int(g.auc.Asked)
	case DOffer, DAnswer:
		if !g.deal.Open {
			return fmt.Errorf("decision %d for seat %d with no deal open", d.Kind, s+1)
		}
		want = int(g.deal.From)
		if d.Kind == DAnswer {
			want = int(g.deal.To)
		}
	}
	if want != s {
		return fmt.Errorf("decision %d is seat %d's, not seat %d's", d.Kind, want+1, s+1)
	}
	return nil
}

// Breakdown implements engine.Breakdown: cash is what counts.
func (g *Game) Breakdown(seat int) []engine.Line {
	out := []engine.Line{{Label: "Cash", Amount: g.led.Cash[seat]}}
	return out
}
