package life

import "wheeloffate/engine"

// Kind is what a space does.
type Kind uint8

const (
	KStart      Kind = iota
	KPayDay          // salary and note interest, on passing or landing
	KCollect         // collect Amount from the Bank on landing
	KPay             // pay Amount to the Bank on landing (waived by Ins)
	KTax             // red: pay Amount on passing or landing
	KProfession      // classic college: this salary becomes yours
	KDegree          // red: Bachelor's Degree salary if you have none
	KGraduate        // duel: pick a degree career on passing or landing
	KMarry           // must stop: spouse, presents spin, honeymoon spin
	KBaby            // Arg children born (1, or 2 for twins)
	KKids            // duel: spin for 1–4 children on passing or landing
	KLucky           // collect $10,000, may speculate
	KRevenge         // green: take $100,000 or send a player back 10
	KInsurance       // blue: may buy insurance of kind Arg
	KStock           // blue: may buy the stock certificate
	KMarket          // blue: may play the market if you own stock
	KBridge          // part of the Toll Bridge
	KReckon          // must stop: Day of Reckoning / Retire
	KScenic          // the last stretch to Millionaire Acres: nothing happens
	KAcres           // Millionaire Acres
	KPoorFarm        // the Poor Farm
)

// Colour is the colour of a space's print, as the sheets name them.
type Colour uint8

const (
	White Colour = iota
	Yellow
	Green
	Red
	Blue
	Black // START, Millionaire Acres, the Poor Farm
)

func (c Colour) String() string {
	return [...]string{"white", "yellow", "green", "red", "blue", "black"}[c]
}

// Insurance kinds.
const (
	InsNone = iota
	InsAuto
	InsLife
	InsFire
)

// Space is one space of a board.
type Space struct {
	Kind   Kind
	Colour Colour
	Label  string
	Amount int64
	Arg    int8 // children for KBaby, insurance kind for KInsurance/KPay
	// Road names the stretch the space lies on, for the board drawing and
	// the road statistics ("Business", "College", "Main", ...).
	Road string
}

// Board is a whole road: its spaces and the graph that links them.
type Board struct {
	Spaces   []Space
	Graph    *engine.Graph
	Acres    int
	PoorFarm int
	Reckon   int
	Marry    int
	// ForkRoads names each fork's two ways ("Business", "College").
	ForkRoads map[int][2]string
}

// holdsMany reports whether any number of cars may share a space.
func (b *Board) holdsMany(i int) bool {
	switch b.Spaces[i].Kind {
	case KStart, KMarry, KReckon, KAcres, KPoorFarm:
		return true
	}
	return false
}

// mustStop reports whether a move ends on reaching space i.
func (b *Board) mustStop(i int) bool {
	k := b.Spaces[i].Kind
	return k == KMarry || k == KReckon || k == KAcres
}

// builder lays out a board as named stretches of road.
type builder struct {
	spaces []Space
	next   [][]int
	forks  map[int][2]string
}

func (b *builder) add(road string, s Space) int {
	s.Road = road
	b.spaces = append(b.spaces, s)
	b.next = append(b.next, nil)
	return len(b.spaces) - 1
}

// run appends spaces one after another, linked from `from`, and returns
// the last one.
func (b *builder) run(from int, road string, ss ...Space) int {
	at := from
	for _, s := range ss {
		i := b.add(road, s)
		if at >= 0 {
			b.next[at] = append(b.next[at], i)
		}
		at = i
	}
	return at
}

// fork lays two roads from `from` that meet again at a new space `join`;
// way 0 is the shorter road.
func (b *builder) fork(from int, short, long string, shortS, longS []Space, join Space, joinRoad string) int {
	b.forks[from] = [2]string{short, long}
	s := b.run(from, short, shortS...)
	l := b.run(from, long, longS...)
	j := b.add(joinRoad, join)
	b.next[s] = append(b.next[s], j)
	b.next[l] = append(b.next[l], j)
	return j
}

func (b *builder) build() *Board {
	g, err := engine.NewGraph(b.next)
	if err != nil {
		panic("life: bad board: " + err.Error()) // board data is compiled in; a test builds every board
	}
	bd := &Board{Spaces: b.spaces, Graph: g, ForkRoads: b.forks, Acres: -1, PoorFarm: -1, Reckon: -1, Marry: -1}
	for i, s := range b.spaces {
		switch s.Kind {
		case KAcres:
			bd.Acres = i
		case KPoorFarm:
			bd.PoorFarm = i
		case KReckon:
			bd.Reckon = i
		case KMarry:
			bd.Marry = i
		}
	}
	return bd
}
