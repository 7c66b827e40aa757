package life

import "wheeloffate/engine"

// Sensible is the computer player that plays like a careful person: it buys
// insurance and stock when they pay, chooses roads by expected value, bets on
// the wheel sparingly, goes for Tycoon only when well behind, and takes
// Revenge on the leader. It reads only its seat's View.
type Sensible struct {
	// Road, when not RoadUnset, fixes the road taken at START (for the
	// simulator's road-balance runs).
	Road int8
	rng  engine.RNG
	salt uint64
}

// NewSensible returns a sensible player with its own generator.
func NewSensible(seed uint64) *Sensible {
	return &Sensible{Road: RoadUnset, rng: engine.NewRNG(seed ^ 0xa11ce), salt: seed ^ 0xa11ce}
}

// landOdds is how likely a car is to land in a given space it reaches,
// 1/5.5 for a 1–10 wheel.
const landOdds = 2.0 / 11.0

// Choose picks one of legal for the view's seat.
func (ai *Sensible) Choose(v *View, legal []engine.Action) engine.Action {
	s := v.Seat
	p := &v.Players[s]
	ed := v.Ed
	cash := v.Cash[s]
	find := func(kind uint8, arg int16) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind && (arg < 0 || a.Arg == arg) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	pick := func(kind uint8, arg int16) engine.Action {
		if a, ok := find(kind, arg); ok {
			return a
		}
		return legal[len(legal)-1]
	}
	switch v.Decision.Kind {
	case DRoad:
		if ai.Road != RoadUnset {
			return pick(AChoose, int16(ai.Road))
		}
		return pick(AChoose, int16(ai.bestWay(v, 0)))
	case DFork:
		return pick(AChoose, int16(ai.bestWay(v, int(p.Pos))))
	case DCareer:
		list := ed.CareersPlain
		if p.Pos != 0 { // offered at START: plain careers; on graduating: degree careers
			list = ed.CareersDegree
		}
		a, b := int(p.Offer[0]), int(p.Offer[1])
		if a < len(list) && b < len(list) && list[b].Salary > list[a].Salary {
			return pick(AChoose, 1)
		}
		return pick(AChoose, 0)
	case DBet:
		// Bets are fair (one in ten pays ten times), so they only add
		// spice: now and then, a small stake when well off.
		if cash >= 100000 && ai.rng.Intn(20) == 0 {
			if a, ok := find(ABet, int16(1+ai.rng.Intn(10))); ok {
				return a
			}
		}
		return pick(ADone, -1)
	case DSpin:
		if a, ok := find(ARepay, -1); ok && cash >= ed.NoteSize+ed.NoteSize/4 {
			return a
		}
		if a, ok := find(ABuyAuto, -1); ok && ai.insuranceWorth(v, InsAuto) > float64(ed.AutoPrice) {
			return a
		}
		return pick(ASpin, -1)
	case DBuy:
		sp := &ed.Board().Spaces[p.Pos]
		reserve := ed.NoteSize / 2
		if sp.Kind == KStock {
			if cash-ed.StockPrice >= reserve && ai.marketsAhead(v) >= 1 {
				return pick(ABuy, -1)
			}
			return pick(APass, -1)
		}
		price := ed.FirePrice
		switch sp.Arg {
		case InsAuto:
			price = ed.AutoPrice
		case InsLife:
			price = ed.LifePrice
		}
		worth := ai.insuranceWorth(v, int(sp.Arg))
		if sp.Arg == InsLife {
			worth += float64(ed.LifeValue)
		}
		if worth > float64(price) && cash-price >= reserve/4 {
			return pick(ABuy, -1)
		}
		return pick(APass, -1)
	case DMarket:
		return pick(APlay, -1) // up pays 50 four times in ten, down costs 25 three times: +12.5 on average
	case DSpeculate:
		// Two numbers in ten pay fifteen times the stake: always worth it.
		a := 1 + ai.rng.Intn(10)
		b := 1 + ai.rng.Intn(9)
		if b >= a {
			b++
		}
		if a > b {
			a, b = b, a
		}
		return pick(ASpeculate, int16(a*16+b))
	case DRevenge:
		t := ai.leader(v, func(i int) bool { _, ok := find(ACollect, int16(i)); return ok })
		if t < 0 {
			return pick(APass, -1)
		}
		if v.Cash[t] >= ed.RevengeAmount {
			return pick(ACollect, int16(t))
		}
		return pick(ASendBack, int16(t))
	case DCollectCard:
		return pick(AGive, -1)
	case DPayCard:
		t := ai.leader(v, func(i int) bool { _, ok := find(AGive, int16(i)); return ok })
		if t < 0 {
			return pick(APass, -1)
		}
		return pick(AGive, int16(t))
	case DExempt:
		return pick(AUse, -1)
	case DReckon:
		best := int64(0)
		for i := 0; i < v.Seats; i++ {
			if i != s && v.Players[i].Where != AtPoorFarm {
				best = max(best, v.Worth(i))
			}
		}
		mine := v.Worth(s)
		// Behind by more than half: the one-in-ten Tycoon bet is the better
		// chance of winning.
		if best > 0 && mine*2 < best {
			n := 1 + ai.rng.Intn(10)
			return pick(ATycoon, int16(n))
		}
		return pick(AAcres, -1)
	}
	return legal[0]
}

// leader is the richest seat among those ok accepts, or -1.
func (ai *Sensible) leader(v *View, ok func(int) bool) int {
	best, bestW := -1, int64(0)
	for i := 0; i < v.Seats; i++ {
		if i == v.Seat || !ok(i) {
			continue
		}
		if w := v.Worth(i); best < 0 || w > bestW {
			best, bestW = i, w
		}
	}
	return best
}

// ahead sums f over the road ahead of from, averaging the two ways at each
// fork, so it is the expected total over the rest of the journey.
func ahead(b *Board, from int, f func(*Space) float64) float64 {
	n := len(b.Spaces)
	val := make([]float64, n)
	// Spaces are laid out so that every link goes to a higher index, except
	// into the Poor Farm, which no car walks to; a backward pass works.
	for i := n - 1; i >= 0; i-- {
		gr := b.Graph
		var rest float64
		switch {
		case gr.Ways(i) == 0:
		case gr.Ways(i) == 2 && b.ForkRoads[i] != [2]string{}:
			rest = (val[gr.Next(i, 0)] + val[gr.Next(i, 1)]) / 2
		default:
			rest = val[gr.Next(i, 0)]
		}
		val[i] = f(&b.Spaces[i]) + rest
	}
	return val[from] - f(&b.Spaces[from])
}

func (ai *Sensible) insuranceWorth(v *View, kind int) float64 {
	return ahead(v.Ed.Board(), int(v.Players[v.Seat].Pos), func(sp *Space) float64 {
		if sp.Kind == KPay && int(sp.Arg) == kind {
			return landOdds * float64(sp.Amount)
		}
		return 0
	})
}

func (ai *Sensible) marketsAhead(v *View) float64 {
	return ahead(v.Ed.Board(), int(v.Players[v.Seat].Pos), func(sp *Space) float64 {
		if sp.Kind == KMarket {
			return 1
		}
		return 0
	})
}

// spaceValue is the money a space is expected to bring this player.
func (ai *Sensible) spaceValue(v *View, salary int64) func(*Space) float64 {
	p := &v.Players[v.Seat]
	ed := v.Ed
	others := float64(v.Seats - 1)
	return func(sp *Space) float64 {
		switch sp.Kind {
		case KPayDay:
			return float64(salary)
		case KCollect:
			return landOdds * float64(sp.Amount)
		case KPay:
			if (sp.Arg == InsAuto && p.Auto) || (sp.Arg == InsLife && p.Life) || (sp.Arg == InsFire && p.Fire) {
				return 0
			}
			return -landOdds * float64(sp.Amount)
		case KTax:
			return -float64(sp.Amount)
		case KLucky:
			return landOdds * float64(ed.SpeculateWin/5) // $10,000 kept, or +$20,000 on average by speculating
		case KRevenge:
			return landOdds * float64(ed.RevengeAmount) / 2
		case KBaby:
			return landOdds * float64(sp.Arg) * (float64(ed.ChildBonus) + others*float64(ed.GiftSingle))
		case KMarket:
			if p.Stock {
				return float64(ed.MarketUp)*0.4 - float64(ed.MarketDown)*0.3
			}
		}
		return 0
	}
}

// bestWay picks the way at a fork with the higher expected value.
func (ai *Sensible) bestWay(v *View, at int) int {
	b := v.Ed.Board()
	p := &v.Players[v.Seat]
	var ev [2]float64
	for w := 0; w < 2; w++ {
		salary := p.Salary
		if at == 0 && p.Salary == 0 {
			salary = ai.expectedSalary(v, w)
		}
		nx := b.Graph.Next(at, w)
		f := ai.spaceValue(v, salary)
		ev[w] = ahead(b, nx, f) + f(&b.Spaces[nx])
	}
	if ev[1] > ev[0] {
		return 1
	}
	return 0
}

// expectedSalary is the salary a player starting from START on way w can
// expect.
func (ai *Sensible) expectedSalary(v *View, w int) int64 {
	ed := v.Ed
	if len(ed.CareersPlain) > 0 {
		list := ed.CareersPlain
		if w == int(RoadLong) {
			list = ed.CareersDegree
		}
		return int64(expectedBestOfTwo(list))
	}
	if w == int(RoadShort) {
		return int64(ed.BusinessSalary)
	}
	// College: the first profession landed on, else the Bachelor's Degree.
	b := ed.Board()
	none := 1.0
	exp := 0.0
	for i := b.Graph.Next(0, w); b.Spaces[i].Kind != KPayDay; i = b.Graph.Next(i, 0) {
		if b.Spaces[i].Kind == KProfession {
			exp += none * landOdds * float64(b.Spaces[i].Amount)
			none *= 1 - landOdds
		}
	}
	return int64(exp + none*float64(ed.DegreeSalary))
}

func expectedBestOfTwo(list []Career) float64 {
	n := len(list)
	if n < 2 {
		if n == 1 {
			return float64(list[0].Salary)
		}
		return 0
	}
	t := 0.0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if i != j {
				t += float64(max(list[i].Salary, list[j].Salary))
			}
		}
	}
	return t / float64(n*(n-1))
}
