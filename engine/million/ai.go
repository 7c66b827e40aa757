package million

import "wheeloffate/engine"

// Sensible is the computer player. It values a property by the set it
// would complete or block and its rent, keeps a reserve against the rents
// on the board, bids up to its value, builds while the million is far,
// upgrades its mover, deals to complete its sets (never giving one up
// cheaply), answers every deal with a reason or a counter, and raises cash
// by selling, mortgaging and dealing before it would go out. It reads only
// its seat's View.
type Sensible struct{ salt uint64 }

// NewSensible returns a sensible player.
func NewSensible(seed uint64) *Sensible { return &Sensible{salt: seed ^ 0x3111} }

// Choose implements engine.Player.
func (ai *Sensible) Choose(ev engine.View, legal []engine.Action) engine.Action {
	v, ok := ev.(*View)
	if !ok {
		return legal[0]
	}
	s := v.Seat
	find := func(kind uint8, arg int16) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind && (arg < 0 || a.Arg == arg) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	pick := func(kind uint8) engine.Action {
		if a, ok := find(kind, -1); ok {
			return a
		}
		return legal[0]
	}
	switch v.Decision.Kind {
	case DTurn, DBetween:
		if a, ok := ai.housekeeping(v, legal); ok {
			return a
		}
		if v.Decision.Kind == DBetween {
			return pick(ANo)
		}
		if v.Players[s].Jail >= 0 && unowned(v) >= 6 {
			if a, ok := ai.cardOf(v, legal, KeepJail); ok {
				return a
			}
			if v.Cash[s]-JailFee >= reserve(v, s)+100_000 {
				return pick(APayJail)
			}
		}
		return pick(ARoll)
	case DUpgrade:
		sal := Salary[v.Players[s].Star]
		if v.Cash[s]+sal >= Goal && v.Cash[s]+sal-UpgradeFee < Goal {
			return pick(ANo)
		}
		return pick(AUpgrade)
	case DBuy:
		p := PropAt(int(v.Players[s].Pos))
		if ai.worth(v, s, p) >= Props[p].Price && v.Cash[s]-Props[p].Price >= reserve(v, s) {
			return pick(ABuy)
		}
		return pick(ANo)
	case DBid:
		p := int(v.Auction.Prop)
		limit := min(ai.worth(v, s, p), v.Cash[s]-reserve(v, s)/2)
		// The biggest raise that leaves room for three more under the
		// limit, at least $1k: a readable auction, not a thousand steps.
		var best engine.Action
		for _, a := range legal {
			if a.Kind == ABid && v.Auction.High+a.Amount <= limit && (best.Kind == 0 || a.Amount*4 <= limit-v.Auction.High) {
				best = a
			}
		}
		if best.Kind != 0 {
			return best
		}
		return pick(ANo)
	case DRent:
		p := PropAt(int(v.Players[s].Pos))
		if rentOf(v, p) >= 20_000 || v.Cash[s] < rentOf(v, p) {
			if a, ok := ai.cardOf(v, legal, KeepNoRent); ok {
				return a
			}
		}
		return pick(ANo)
	case DRaise:
		return ai.raise(v, legal)
	case DOffer:
		return ai.offer(v, legal)
	case DAnswer:
		return ai.answer(v, legal)
	}
	return legal[0]
}

// housekeeping is what the player does before rolling or between turns:
// cards, mortgages, buildings, deals. ok is false when there is nothing.
func (ai *Sensible) housekeeping(v *View, legal []engine.Action) (engine.Action, bool) {
	s := v.Seat
	res := reserve(v, s)
	if a, ok := ai.cardOf(v, legal, KeepUpgrade); ok {
		return a, true
	}
	for _, a := range legal {
		if a.Kind == AUseCard && handKind(v, int(a.Arg)) == KeepCash {
			c := &Fortune[handCard(v, int(a.Arg))]
			if v.Players[s].Star == 2 || v.Cash[s]+c.Stars[v.Players[s].Star] >= Goal {
				return a, true
			}
		}
	}
	// Near the million, keep the cash. Buildings pay by the opponents who
	// land on them: with fewer, the player stops building sooner.
	opps := int64(0)
	for o := 0; o < v.Seats; o++ {
		if o != s && !v.Players[o].Out {
			opps++
		}
	}
	near := v.Cash[s] >= 450_000+170_000*opps
	for _, a := range legal {
		if a.Kind == ARepay && !near && v.Cash[s]-Props[a.Arg].Mortgage >= res+100_000 {
			return a, true
		}
	}
	best, bestGain := engine.Action{}, 0.0
	for _, a := range legal {
		if a.Kind != ABuild || near {
			continue
		}
		gr := int(a.Arg)
		if v.Cash[s]-Groups[gr].House < res+50_000 {
			continue
		}
		if gain := buildGain(v, gr); gain > bestGain {
			best, bestGain = a, gain
		}
	}
	if best.Kind != 0 {
		return best, true
	}
	for _, a := range legal {
		if a.Kind == ADeal {
			if d, ok := ai.plan(v, int(a.Arg)); ok && !d.empty() {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

// buildGain is the rent one more building on a group adds per dollar spent.
func buildGain(v *View, gr int) float64 {
	lo := HotelLevel
	target := -1
	for _, p := range Groups[gr].Props {
		if int(v.Level[p]) < lo {
			lo, target = int(v.Level[p]), int(p)
		}
	}
	if target < 0 {
		return 0
	}
	pr := &Props[target]
	before := pr.Rent[lo]
	if lo == 0 {
		before = 2 * pr.Rent[0]
	}
	return float64(pr.Rent[lo+1]-before) / float64(Groups[gr].House)
}

func (ai *Sensible) cardOf(v *View, legal []engine.Action, k CardKind) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind == AUseCard && handKind(v, int(a.Arg)) == k {
			return a, true
		}
	}
	return engine.Action{}, false
}

// handCard is the id in slot k of the seat's own hand.
func handCard(v *View, k int) uint8 {
	var out uint8
	i := 0
	v.Hand.Each(func(c uint8) {
		if i == k {
			out = c
		}
		i++
	})
	return out
}

func handKind(v *View, k int) CardKind { return Fortune[handCard(v, k)].Kind }

// unowned counts the properties nobody owns yet.
func unowned(v *View) int {
	n := 0
	for _, o := range v.Owners {
		if o < 0 {
			n++
		}
	}
	return n
}

// rentOf is a property's rent as the view shows it.
func rentOf(v *View, p int) int64 {
	o := int(v.Owners[p])
	switch {
	case o < 0 || v.Mortgaged&(1<<p) != 0:
		return 0
	case v.Level[p] > 0:
		return Props[p].Rent[v.Level[p]]
	case setOwner(v, int(Props[p].Group)) == o:
		return 2 * Props[p].Rent[0]
	}
	return Props[p].Rent[0]
}

// setOwner is the seat owning a whole group, -1 for none.
func setOwner(v *View, gr int) int {
	o := int(v.Owners[Groups[gr].Props[0]])
	for _, p := range Groups[gr].Props {
		if int(v.Owners[p]) != o {
			return -1
		}
	}
	return o
}

// reserve is the cash the player keeps against the rents others can
// charge: half the dearest rent on the board, and some.
func reserve(v *View, s int) int64 {
	var top int64
	for p := 0; p < NProps; p++ {
		if o := int(v.Owners[p]); o >= 0 && o != s {
			top = max(top, rentOf(v, p))
		}
	}
	return min(30_000+top/2, 250_000)
}

// owns is a seat's property mask as owners says.
func owns(owner *[NProps]int8, s int) uint32 {
	var m uint32
	for p, o := range owner {
		if int(o) == s {
			m |= 1 << p
		}
	}
	return m
}

// holding is what a seat's properties are worth to it: each at its price,
// a full set two and a half times over, a part of a set more the more of
// it the seat has; mortgaged ones less what repays them. A set the seat
// holds is worth far more than its deeds: a deal must pay for breaking it.
func holding(v *View, owner *[NProps]int8, s int) float64 {
	var sum float64
	for gr := 0; gr < NGroups; gr++ {
		k := 0
		for _, p := range Groups[gr].Props {
			if int(owner[p]) == s {
				k++
			}
		}
		if k == 0 {
			continue
		}
		mult := 1 + 0.3*float64(k-1)
		if k == len(Groups[gr].Props) {
			mult = 2.5
		}
		for _, p := range Groups[gr].Props {
			if int(owner[p]) != s {
				continue
			}
			w := float64(Props[p].Price) * mult
			if v.Mortgaged&(1<<p) != 0 {
				w -= 1.1 * float64(Props[p].Mortgage)
			}
			sum += w
		}
	}
	return sum
}

// cashWeight is what a dollar of property is worth against a dollar of
// cash: less as the million nears, for only cash wins.
func cashWeight(v *View, s int) float64 {
	switch c := v.Cash[s]; {
	case c >= 750_000:
		return 0.4
	case c >= 550_000:
		return 0.7
	}
	return 1
}

// worth is what the player would pay for a property it does not own: the
// holding it adds, plus a share of what it denies a seat about to complete
// the set.
func (ai *Sensible) worth(v *View, s, p int) int64 {
	after := v.Owners
	after[p] = int8(s)
	gain := holding(v, &after, s) - holding(v, &v.Owners, s)
	gr := int(Props[p].Group)
	for o := 0; o < v.Seats; o++ {
		if o == s || v.Players[o].Out {
			continue
		}
		k := 0
		for _, q := range Groups[gr].Props {
			if int(v.Owners[q]) == o {
				k++
			}
		}
		if k == len(Groups[gr].Props)-1 {
			gain += 0.5 * float64(Props[p].Price)
		}
	}
	return int64(gain*cashWeight(v, s)) / 1000 * 1000
}

// offerTerms is a deal as the player wants it, from its own side.
type offerTerms struct {
	props      uint32
	give, take int64
}

func (d offerTerms) empty() bool { return d.props == 0 && d.give == 0 && d.take == 0 }

// terms are the deal as proposed (the player's plans hold no cards).
func (d offerTerms) terms() Terms { return Terms{Props: d.props, GiveCash: d.give, TakeCash: d.take} }

// plan is the deal the player would propose to t now, if any: buy the
// last property of a set it nearly has, or, near the million, sell another
// seat the last of its set for cash. A refused deal is never repeated
// unchanged (the rulings): each plan's price steps from its opening offer
// past every one t refused or countered, up to what the deal is worth; the
// first price not refused is offered, or the plan is dropped when that one
// is too dear, or when the haggle would end on a last word t refused before
// (doomed).
func (ai *Sensible) plan(v *View, t int) (offerTerms, bool) {
	s := v.Seat
	if v.Players[t].Out {
		return offerTerms{}, false
	}
	refused := &v.Refused[s][t]
	for gr := 0; gr < NGroups; gr++ {
		mine, theirs, q := 0, 0, -1
		for _, p := range Groups[gr].Props {
			switch int(v.Owners[p]) {
			case s:
				mine++
			case t:
				theirs, q = theirs+1, int(p)
			}
		}
		n := len(Groups[gr].Props)
		if !tradeable(v, q) {
			continue
		}
		if mine == n-1 && theirs == 1 {
			// Buy the last of my set: up to twice its price, and never
			// more than it is worth to me.
			c, ok := price(v, t, 1<<q)
			if !ok {
				continue
			}
			most := min(2*Props[q].Price, -c)
			o := offerTerms{props: 1 << q, give: roundK(Props[q].Price * 3 / 2)}
			for refused.Has(o.terms()) && o.give <= most {
				o.give = roundK(o.give + max(Props[q].Price/4, 1_000))
			}
			if o.give > most || v.Cash[s]-o.give < reserve(v, s) || doomed(v, t, o) {
				continue
			}
			return o, true
		}
	}
	if sw, ok := swapPlan(v, t, refused); ok {
		return sw, true
	}
	if v.Cash[s] < 450_000 {
		return offerTerms{}, false
	}
	for gr := 0; gr < NGroups; gr++ {
		mine, theirs, q := 0, 0, -1
		for _, p := range Groups[gr].Props {
			switch int(v.Owners[p]) {
			case s:
				mine, q = mine+1, int(p)
			case t:
				theirs++
			}
		}
		n := len(Groups[gr].Props)
		if mine != 1 || theirs != n-1 || !tradeable(v, q) {
			continue
		}
		// Sell them the last of their set, dearly: cash is what wins.
		o := offerTerms{props: 1 << q, take: Props[q].Price * 3}
		for refused.Has(o.terms()) && o.take >= 2*Props[q].Price {
			o.take = roundK(o.take - max(Props[q].Price/4, 1_000))
		}
		if o.take < 2*Props[q].Price || o.take > v.Cash[t]-20_000 || doomed(v, t, o) {
			continue
		}
		return o, true
	}
	return offerTerms{}, false
}

func roundK(x int64) int64 { return x / 1000 * 1000 }

// tradeable: owned, and no buildings in its group.
func tradeable(v *View, p int) bool {
	if p < 0 || v.Owners[p] < 0 {
		return false
	}
	for _, q := range Groups[Props[p].Group].Props {
		if v.Level[q] > 0 {
			return false
		}
	}
	return true
}

// steer returns the action that brings the offer being built nearer to
// want; ok is false when it is there.
func steer(v *View, legal []engine.Action, want offerTerms) (engine.Action, bool) {
	d := &v.Deal
	find := func(kind uint8, arg int16, amt int64) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind && a.Arg == arg && (amt < 0 || a.Amount == amt) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	if diff := d.Props ^ want.props; diff != 0 {
		for p := 0; p < NProps; p++ {
			if diff&(1<<p) != 0 {
				if a, ok := find(AProp, int16(p), -1); ok {
					return a, true
				}
			}
		}
	}
	if d.GiveSlots != 0 || d.TakeSlots != 0 || d.GiveCash > want.give || d.TakeCash > want.take {
		if d.GiveSlots == 0 && d.TakeSlots == 0 {
			if a, ok := find(AClearCash, 0, -1); ok {
				return a, true
			}
		}
		for k := 0; k < 8; k++ {
			if d.GiveSlots&(1<<k) != 0 {
				return find(AGiveCard, int16(k), -1)
			}
			if d.TakeSlots&(1<<k) != 0 {
				return find(ATakeCard, int16(k), -1)
			}
		}
	}
	for i := len(DealSteps) - 1; i >= 0; i-- {
		st := DealSteps[i]
		if d.GiveCash+st <= want.give {
			if a, ok := find(AGiveCash, 0, st); ok {
				return a, true
			}
		}
		if d.TakeCash+st <= want.take {
			if a, ok := find(ATakeCash, 0, st); ok {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

// offer builds the deal being made: the plan for a new one, or for a
// counter the same properties with the cash that makes it worth it.
func (ai *Sensible) offer(v *View, legal []engine.Action) engine.Action {
	d := &v.Deal
	var want offerTerms
	ok := false
	switch {
	case v.Decision.Kind == DOffer && d.RetKind == DRaise && int(d.RetSeat) == v.Seat && d.Round == 0:
		want, ok = ai.saleFor(v, int(d.To))
	case d.Round == 0:
		want, ok = ai.plan(v, int(d.To))
	default:
		want, ok = ai.counterTerms(v)
	}
	if !ok || want.empty() {
		return pickKind(legal, ACancel)
	}
	if a, more := steer(v, legal, want); more {
		return a
	}
	return pickKind(legal, APropose)
}

func pickKind(legal []engine.Action, kind uint8) engine.Action {
	for _, a := range legal {
		if a.Kind == kind {
			return a
		}
	}
	return legal[len(legal)-1]
}

// gain is what a deal is worth to the seat s, as it stands: the holding it
// adds or loses (a set broken costs dearly), the cash, and the kept cards,
// less half of what it hands a rival beyond what the rival pays.
func gain(v *View, s int) (mine, theirs float64) {
	d := &v.Deal
	from, to := int(d.From), int(d.To)
	after := v.Owners
	for p := 0; p < NProps; p++ {
		if d.Props&(1<<p) == 0 {
			continue
		}
		switch int(after[p]) {
		case from:
			after[p] = int8(to)
		case to:
			after[p] = int8(from)
		}
	}
	o := from
	if s == from {
		o = to
	}
	mine = holding(v, &after, s) - holding(v, &v.Owners, s)
	theirs = holding(v, &after, o) - holding(v, &v.Owners, o)
	cards := cardWorth * float64(popcount8(d.TakeSlots)-popcount8(d.GiveSlots))
	cash := float64(d.TakeCash - d.GiveCash)
	if s == to {
		cards, cash = -cards, -cash
	}
	w := cashWeight(v, s)
	return mine*w + cash + cards, theirs*cashWeight(v, o) - cash - cards
}

// answer accepts a deal worth it, refuses with the reason, or counters
// asking the cash that would make it worth it.
func (ai *Sensible) answer(v *View, legal []engine.Action) engine.Action {
	s := v.Seat
	d := &v.Deal
	o := int(d.From)
	refuse := func(r int16) engine.Action {
		for _, a := range legal {
			if a.Kind == ARefuse && a.Arg == r {
				return a
			}
		}
		return legal[0]
	}
	// Cash the other side ends with: never hand a rival the million.
	theirCash := v.Cash[o] - d.GiveCash + d.TakeCash
	if theirCash >= Goal {
		return refuse(RefuseMillion)
	}
	mine, theirs := gain(v, s)
	net := mine - rivalShare(v, s)*max(0, theirs)
	if net >= 5_000 {
		return pickKind(legal, AAccept)
	}
	if d.Round < MaxRounds {
		// A counter o refused or countered before would be refused again.
		if want, ok := ai.counterTerms(v); ok && !want.empty() && !v.Refused[s][o].Has(want.terms()) {
			return pickKind(legal, ACounter)
		}
	}
	switch {
	case breaksSet(v, s):
		return refuse(RefuseKeepSet)
	case theirs > 0 && completesSet(v, o):
		return refuse(RefuseGivesSet)
	case d.TakeCash > 0 && v.Cash[s]-d.TakeCash < reserve(v, s):
		return refuse(RefuseKeepCash)
	}
	return refuse(RefuseNotEnough)
}

// counterTerms: the deal's properties from the player's side (as it would
// stand once reversed) for the player's last word on them, when answering
// only if that is better for the player than the offer it answers (else
// there is nothing to counter: accept or refuse). Not ok when the other
// cannot pay the player's price.
func (ai *Sensible) counterTerms(v *View) (offerTerms, bool) {
	d := v.Deal
	answering := v.Decision.Kind == DAnswer
	if answering {
		// As the counter will start: reversed, the player as From.
		d.From, d.To = d.To, d.From
		d.GiveCash, d.TakeCash = d.TakeCash, d.GiveCash
		d.GiveSlots, d.TakeSlots = d.TakeSlots, d.GiveSlots
	}
	if d.Props == 0 {
		return offerTerms{}, false
	}
	want, ok := lastWord(v, &d)
	if !ok {
		return offerTerms{}, false
	}
	// While building the counter the deal on the table is the counter
	// itself, so the offer answered is compared only when answering.
	got := d.TakeCash - d.GiveCash + cardWorth*int64(popcount8(d.TakeSlots)-popcount8(d.GiveSlots))
	if answering && want.take-want.give <= got {
		return offerTerms{}, false
	}
	return want, true
}

// lastWord is what the player (d.From) asks for the deal's properties with
// d.To at most: its price, held to its own opening when it opened the deal
// for the same properties, so that it never asks more than it first asked
// nor pays less than it first offered.
func lastWord(v *View, d *Deal) (offerTerms, bool) {
	c, ok := price(v, int(d.To), d.Props)
	if !ok {
		return offerTerms{}, false
	}
	if int(d.RetSeat) == v.Seat && d.First.Props == d.Props {
		c = min(c, d.First.TakeCash-d.First.GiveCash)
	}
	if c >= 0 {
		return offerTerms{props: d.Props, take: c}, true
	}
	return offerTerms{props: d.Props, give: -c}, true
}

// price is the cash the player asks (positive) or pays (negative) for
// trading props with o, at which the deal is just worth it: 5% over what it
// gives up when it is to be paid, when it pays all that the deal is worth
// to it (within its reserve). Not ok when o cannot pay the ask.
func price(v *View, o int, props uint32) (int64, bool) {
	s := v.Seat
	w := *v
	w.Deal = Deal{From: int8(s), To: int8(o), Props: props}
	mine, theirs := gain(&w, s)
	// The cash c the player takes (paying when negative) counts twice:
	// its own, and a share r of it as the other's loss while the deal
	// still gains the other something. The price is the c at which the
	// deal is worth 10k to the player: mine + c - r·max(0, theirs-c).
	r := rivalShare(v, s)
	need := 10_000 - mine
	if c := (need + r*theirs) / (1 + r); c <= theirs {
		need = c
	}
	if need > 0 {
		ask := roundK(int64(need*1.05)) + 1000
		if ask > v.Cash[o]-20_000 {
			return 0, false
		}
		return ask, true
	}
	return -max(0, min(roundK(int64(-need)), roundK(v.Cash[s]-reserve(v, s)))), true
}

// doomed reports whether a haggle the player opens with o for t would end
// on a last word t has refused (or countered) before: nothing it weighs has
// changed since, so the haggle would end the same way.
func doomed(v *View, t int, o offerTerms) bool {
	d := Deal{From: int8(v.Seat), To: int8(t), Props: o.props, RetSeat: int8(v.Seat), First: o.terms()}
	last, ok := lastWord(v, &d)
	return ok && v.Refused[v.Seat][t].Has(last.terms())
}

// breaksSet reports whether the deal takes a property of a full set the
// seat holds.
func breaksSet(v *View, s int) bool {
	for p := 0; p < NProps; p++ {
		if v.Deal.Props&(1<<p) != 0 && int(v.Owners[p]) == s && setOwner(v, int(Props[p].Group)) == s {
			return true
		}
	}
	return false
}

// completesSet reports whether the deal completes a set for seat o.
func completesSet(v *View, o int) bool {
	for p := 0; p < NProps; p++ {
		if v.Deal.Props&(1<<p) == 0 || int(v.Owners[p]) == o {
			continue
		}
		gr := int(Props[p].Group)
		all := true
		for _, q := range Groups[gr].Props {
			if int(q) != p && int(v.Owners[q]) != o {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}

// raise finds the cash for a payment: kept cash cards, then buildings from
// the cheapest set, then mortgages (loose properties first), then selling a
// property to a seat with the cash; it gives up only when nothing is left.
func (ai *Sensible) raise(v *View, legal []engine.Action) engine.Action {
	if a, ok := ai.cardOf(v, legal, KeepCash); ok {
		return a
	}
	for _, a := range legal {
		if a.Kind == ASell {
			return a
		}
	}
	best, bestScore := engine.Action{}, int64(-1)
	for _, a := range legal {
		if a.Kind != AMortgage {
			continue
		}
		p := int(a.Arg)
		score := 1_000_000 - Props[p].Price
		if setOwner(v, int(Props[p].Group)) == v.Seat {
			score -= 500_000
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	if best.Kind != 0 {
		return best
	}
	for _, a := range legal {
		if a.Kind == ADeal {
			if d, ok := ai.saleFor(v, int(a.Arg)); ok && !d.empty() {
				return a
			}
		}
	}
	return pickKind(legal, AGiveUp)
}

// saleFor is a property the player sells t to raise cash: its cheapest
// tradeable one, for what t could want to pay; a sale t refused before is
// not offered again.
func (ai *Sensible) saleFor(v *View, t int) (offerTerms, bool) {
	s := v.Seat
	var best offerTerms
	var price int64
	for p := 0; p < NProps; p++ {
		if int(v.Owners[p]) != s || !tradeable(v, p) || !best.empty() && Props[p].Price >= price {
			continue
		}
		ask := Props[p].Price
		if v.Mortgaged&(1<<p) != 0 {
			ask -= Props[p].Mortgage
		}
		o := offerTerms{props: 1 << p, take: roundK(min(ask, v.Cash[t]-20_000))}
		if o.take >= 1_000 && !v.Refused[s][t].Has(o.terms()) {
			best, price = o, Props[p].Price
		}
	}
	return best, !best.empty()
}

// lastOf is the property of a group that the seat o lacks when it holds
// all the others and t holds it; -1 when there is none such.
func lastOf(v *View, gr, o, t int) int {
	q := -1
	for _, p := range Groups[gr].Props {
		switch int(v.Owners[p]) {
		case o:
		case t:
			if q >= 0 {
				return -1
			}
			q = int(p)
		default:
			return -1
		}
	}
	if !tradeable(v, q) {
		return -1
	}
	return q
}

// swapPlan: each side gives the other the last property of a set, the
// dearer one evened out with cash; a refused swap is offered again only
// with more cash on the player's side.
func swapPlan(v *View, t int, refused *Refusals) (offerTerms, bool) {
	s := v.Seat
	for a := 0; a < NGroups; a++ {
		mine := lastOf(v, a, s, t) // theirs that completes my set
		if mine < 0 {
			continue
		}
		for b := 0; b < NGroups; b++ {
			theirs := lastOf(v, b, t, s) // mine that completes theirs
			if theirs < 0 || b == a {    // not a group's two halves for each other
				continue
			}
			o := offerTerms{props: uint32(1)<<mine | uint32(1)<<theirs}
			// Never more than the swap is worth to the player: handing
			// the only rival a set costs as much as getting one.
			c, ok := price(v, t, o.props)
			most := min(Props[mine].Price, -c)
			o.give = roundK(max(0, Props[mine].Price-Props[theirs].Price))
			for refused.Has(o.terms()) && o.give <= most {
				o.give = roundK(o.give + 20_000)
			}
			if !ok || o.give > most || v.Cash[s]-o.give < reserve(v, s) || doomed(v, t, o) {
				continue
			}
			return o, true
		}
	}
	return offerTerms{}, false
}

// cardWorth is what the computers count a kept Millionaire Lifestyle card
// worth in a deal.
const cardWorth = 40_000

// rivalShare is how much of what a deal hands the other side counts
// against the player: half while other rivals stay in the race, all of it
// when the other is the only rival left (a two-seat deal is zero-sum).
func rivalShare(v *View, s int) float64 {
	n := 0
	for o := 0; o < v.Seats; o++ {
		if o != s && !v.Players[o].Out {
			n++
		}
	}
	if n <= 1 {
		return 1
	}
	return 0.5
}
