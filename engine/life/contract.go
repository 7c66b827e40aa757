package life

import (
	"fmt"

	"wheeloffate/engine"
)

// OptNoBets is the index of the per-seat "no side bets" option in both
// editions' descriptors.
const OptNoBets = 0

// Rulesets are the two editions' descriptors, for engine/catalog.
func Rulesets() []*engine.Ruleset {
	return []*engine.Ruleset{
		descriptor(Classic, "1960 classic", "College or business, Pay Days and the Day of Reckoning."),
		descriptor(Duel, "Two-player edition", "You against the computer: pick a career and retire rich."),
	}
}

func descriptor(ed *Edition, edition, blurb string) *engine.Ruleset {
	def := min(4, ed.MaxSeats)
	return &engine.Ruleset{
		ID: ed.ID, Name: "The Game of Life", Edition: edition, Blurb: blurb,
		MinSeats: ed.MinSeats, MaxSeats: ed.MaxSeats, DefaultSeats: def,
		Version: 1,
		Options: []engine.Option{{ID: "no_bets", Name: "No side bets",
			Help: "Never ask this player to bet on other players' spins.", PerSeat: true, ForPeople: true}},
		New: func(s engine.Setup) (engine.Game, error) {
			o := Options{Seats: s.Seats, Seed: s.Seed, Names: s.Names}
			for i := range o.NoBets {
				o.NoBets[i] = s.SeatOn(i, OptNoBets)
			}
			return New(ed, o)
		},
		Players: []engine.PlayerKind{
			{ID: "sensible", Name: "Sensible", New: func(seed uint64) engine.Player { return &Bot{Sensible: NewSensible(seed)} }},
			{ID: "sensible-short", Name: "Sensible, always the short road", New: func(seed uint64) engine.Player {
				s := NewSensible(seed)
				s.Road = RoadShort
				return &Bot{Sensible: s}
			}},
			{ID: "sensible-long", Name: "Sensible, always College", New: func(seed uint64) engine.Player {
				s := NewSensible(seed)
				s.Road = RoadLong
				return &Bot{Sensible: s}
			}},
		},
		Ranking: engine.MostWins,
		Board:   func() string { return BoardMarkdown(ed) },
		Decisions: []string{DNone: "none", DRoad: "road", DCareer: "career", DBet: "bet",
			DSpin: "spin", DFork: "fork", DBuy: "buy", DMarket: "market",
			DSpeculate: "speculate", DRevenge: "revenge", DCollectCard: "collect-card",
			DPayCard: "pay-card", DExempt: "exempt", DReckon: "reckon"},
	}
}

// Worth implements engine.Game: the count if the game ended now.
func (g *Game) Worth(seat int) int64 { return g.Count(seat) }

// View implements engine.Game. The view is the game's own buffer, filled
// anew by each call (a computer player asks for one at every decision, so
// it must not allocate); a clone has its own.
func (g *Game) View(seat int) engine.View {
	if g.vbuf == nil {
		g.vbuf = new(View)
	}
	g.ViewFor(seat, g.vbuf)
	return g.vbuf
}

// Prompt implements engine.Game.
func (g *Game) Prompt(d engine.Decision) string {
	switch d.Kind {
	case DRoad:
		return "choose a road"
	case DCareer:
		return "choose a career"
	case DBet:
		return "bet on the coming spin, or not"
	case DSpin:
		switch g.spinPurpose {
		case SMove:
			return "spin to move"
		case STycoon:
			return "spin for the Tycoon bet"
		}
		return "spin"
	case DFork:
		return "choose a way"
	case DBuy:
		return "buy, or pass"
	case DMarket:
		return "play the market, or not"
	case DSpeculate:
		return "speculate, or keep the money"
	case DRevenge:
		return "take Revenge, or not"
	case DCollectCard, DPayCard:
		return "play a Share the Wealth card, or not"
	case DExempt:
		return "use an Exemption card, or not"
	case DReckon:
		return "retire, or bet on Tycoon"
	}
	return ""
}

// SeatTag implements engine.Tagger: the road a seat took at START.
func (g *Game) SeatTag(seat int) string {
	switch g.pl[seat].Road {
	case RoadShort:
		if len(g.ed.CareersPlain) > 0 {
			return "road: Career"
		}
		return "road: Business"
	case RoadLong:
		return "road: College"
	}
	return ""
}

// GameTag implements engine.Tagger.
func (g *Game) GameTag() string {
	if g.tycoon >= 0 {
		return "won by the Tycoon bet"
	}
	return ""
}

// Breakdown implements engine.Breakdown: the final count line by line.
func (g *Game) Breakdown(seat int) []engine.Line {
	p := &g.pl[seat]
	out := []engine.Line{{Label: "Cash", Amount: g.led.Cash[seat]}}
	if p.Stock {
		out = append(out, engine.Line{Label: "Stock", Amount: g.ed.StockValue})
	}
	if p.Life {
		out = append(out, engine.Line{Label: "Life insurance", Amount: g.ed.LifeValue})
	}
	if p.Debt > 0 {
		out = append(out, engine.Line{Label: "Debt", Amount: -p.Debt})
	}
	if p.Notes > 0 {
		label := "1 note"
		if p.Notes > 1 {
			label = fmt.Sprintf("%d notes", p.Notes)
		}
		out = append(out, engine.Line{Label: label, Amount: -int64(p.Notes) * g.ed.NoteSettle})
	}
	return out
}

// Owner implements engine.View.
func (v *View) Owner() int { return v.Seat }

// Hash implements engine.View: everything in the view, in a fixed order.
func (v *View) Hash() uint64 {
	h := engine.NewHasher()
	h.Text(v.Ed.ID)
	for _, x := range []int{v.Seat, v.Seats, v.Turn, v.Active, int(v.Decision.Seat), int(v.Decision.Kind), int(v.SpinPurpose),
		v.LuckyNum, v.LuckyHolder, v.TollHolder, v.CardKind, v.DeckLeft} {
		h.Int(x)
	}
	h.I64(v.CardAmount)
	for i := 0; i < v.Seats; i++ {
		h.I64(v.Cash[i])
		h.Int(v.HandSize[i])
		p := &v.Players[i]
		for _, x := range []int{int(p.Pos), int(p.Where), int(p.Road), int(p.StartWay), int(p.Profession), int(p.Boys), int(p.Girls),
			int(p.Notes), int(p.Offer[0]), int(p.Offer[1])} {
			h.Int(x)
		}
		h.I64(p.Salary)
		h.I64(p.Debt)
		for _, b := range []bool{p.Degree, p.Married, p.Auto, p.Life, p.Fire, p.Stock, p.Reckoned, p.Crossed, p.CardHit, p.Lucky} {
			h.Bool(b)
		}
		for _, c := range p.Hand {
			h.Byte(c)
		}
	}
	return h.Sum()
}

// Redeal implements engine.Game. What seat cannot see is the generator, the
// order of the three decks, the other seats' Share the Wealth cards and a
// career offer pending for another seat (and any spins a test scripted).
// The hidden cards are pooled, put in a canonical order, shuffled with the
// new generator and dealt back in the same numbers, so the result depends
// only on seat's view and seed.
func (g *Game) Redeal(seat int, seed uint64) {
	g.rng = engine.NewRNG(seed)
	g.nscript = 0
	// A career offer pending for another seat goes back to its pile, and
	// is dealt again from the shuffled pile.
	var offered *Player
	pile := &g.cdeck
	if g.offerDeg {
		pile = &g.ddeck
	}
	if g.dec.Kind == DCareer && int(g.dec.Seat) != seat {
		offered = &g.pl[g.dec.Seat]
		pile.PutBottom(uint8(offered.Offer[0]))
		pile.PutBottom(uint8(offered.Offer[1]))
	}
	redeck(&g.cdeck, nil, &g.rng)
	redeck(&g.ddeck, nil, &g.rng)
	if offered != nil {
		a, _ := pile.Draw()
		b, _ := pile.Draw()
		offered.Offer = [2]int8{int8(a), int8(b)}
	}
	// Share the Wealth cards: the deck and the other seats' hands.
	var pool []uint8
	for i := 0; i < g.opts.Seats; i++ {
		if i == seat {
			continue
		}
		for k, n := range g.pl[i].Hand {
			for ; n > 0; n-- {
				pool = append(pool, uint8(k))
			}
		}
	}
	redeck(&g.deck, pool, &g.rng)
	for i := 0; i < g.opts.Seats; i++ {
		if i == seat {
			continue
		}
		n := g.pl[i].Hand.Total()
		g.pl[i].Hand = engine.Hand{}
		for ; n > 0; n-- {
			c, _ := g.deck.Draw()
			g.pl[i].Hand[c]++
		}
	}
}

// redeck puts the pile's cards and extra in a canonical order (sorted) and
// shuffles them with r, so the new order depends only on which cards there
// are.
func redeck(d *engine.Deck, extra []uint8, r *engine.RNG) {
	var counts [256]int
	for d.Len() > 0 {
		c, _ := d.Draw()
		counts[c]++
	}
	for _, c := range extra {
		counts[c]++
	}
	var sorted []uint8
	for c, n := range counts {
		for ; n > 0; n-- {
			sorted = append(sorted, uint8(c))
		}
	}
	d.Fill(sorted)
	d.Shuffle(r)
}
