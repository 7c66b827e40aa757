package racetest

import (
	"fmt"

	"wheeloffate/engine"
)

// Rules is the dice race's descriptor; TestMain registers it.
var Rules = &engine.Ruleset{
	ID: "dicerace", Name: "Dice Race", Blurb: "Three times round the loop: tolls, dares and a Bonus card.",
	MinSeats: 2, MaxSeats: 4, DefaultSeats: 3, Version: 1,
	New: newGame,
	Players: []engine.PlayerKind{{ID: "sensible", Name: "Sensible",
		New: func(uint64) engine.Player { return sensible{} }}},
	Ranking:   engine.MostWins,
	Decisions: []string{dRoll: "roll", dDare: "dare"},
}

// View is what one seat may see: the whole table, its own Bonus card, and
// only how many face-down cards the others hold.
type View struct {
	Seat, Seats, Turn, Active int
	Decision                  engine.Decision
	Cash                      [engine.MaxSeats]int64
	Pot                       int64
	Pos, Laps                 [engine.MaxSeats]int
	Cards                     [engine.MaxSeats]engine.Cards // its own, and every face-up one
	FaceDown                  [engine.MaxSeats]int
	DeckLeft                  int
}

func (g *game) View(seat int) engine.View {
	v := &View{Seat: seat, Seats: g.setup.Seats, Turn: int(g.turn), Active: g.Active(), Decision: g.dec,
		Cash: g.led.Cash, Pot: g.led.Balance(kitty), DeckLeft: g.deck.Len()}
	for s := 0; s < g.setup.Seats; s++ {
		v.Pos[s], v.Laps[s], v.FaceDown[s] = int(g.pos[s]), int(g.laps[s]), g.hidden[s].Len()
		v.Cards[s] = g.shown[s]
		if s == seat {
			g.hidden[s].Each(v.Cards[s].Add)
		}
	}
	return v
}

func (v *View) Owner() int { return v.Seat }

// Hash covers everything in the view, in a fixed order.
func (v *View) Hash() uint64 {
	h := engine.NewHasher()
	for _, x := range []int{v.Seat, v.Seats, v.Turn, v.Active, int(v.Decision.Seat), int(v.Decision.Kind), v.DeckLeft} {
		h.Int(x)
	}
	h.I64(v.Pot)
	for s := 0; s < v.Seats; s++ {
		h.I64(v.Cash[s])
		h.Int(v.Pos[s])
		h.Int(v.Laps[s])
		h.Int(v.FaceDown[s])
		for _, w := range v.Cards[s] {
			h.U64(w)
		}
	}
	return h.Sum()
}

// sensible dares a seat that is no further round than it is, keeping a toll
// in hand; it reads nothing but its view.
type sensible struct{}

func (sensible) Choose(ev engine.View, legal []engine.Action) engine.Action {
	v, ok := ev.(*View)
	for _, a := range legal {
		if a.Kind == aDare && ok && v.Laps[v.Active] >= v.Laps[v.Seat] && v.Cash[v.Seat] >= dareFee+tollFee {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind != aDare {
			return a
		}
	}
	return legal[0]
}

// Words for the log and the screens.

func (g *game) Name(seat int) string {
	if seat < 0 || seat >= g.setup.Seats {
		return "the Bank"
	}
	if n := g.setup.Names[seat]; n != "" {
		return n
	}
	return fmt.Sprintf("Player %d", seat+1)
}

func (g *game) account(a int8) string {
	if engine.Account(a) == kitty {
		return "the pot"
	}
	return g.Name(int(a))
}

func spaceName(i int16) string {
	switch {
	case i == 0:
		return "START"
	case spaceKind[i] == toll:
		return fmt.Sprintf("Toll (%d)", i)
	case spaceKind[i] == chance:
		return fmt.Sprintf("Chance (%d)", i)
	case int(i) >= loop:
		return fmt.Sprintf("the side road (%d)", i)
	}
	return fmt.Sprintf("space %d", i)
}

func (g *game) Prompt(d engine.Decision) string {
	if d.Kind == dDare {
		return fmt.Sprintf("dare %s %d spaces back for %s, or pass", g.Name(int(g.active)), dareBack, engine.Money(dareFee))
	}
	return "roll the dice"
}

func (g *game) ActionString(a engine.Action) string {
	switch a.Kind {
	case aRoll:
		return "roll"
	case aDare:
		return "dare"
	case aPass:
		return "pass"
	}
	return fmt.Sprintf("action %d", a.Kind)
}

var transferWords = [...]string{
	rStart: "%[1]s collects %[3]s for passing START",
	rBonus: "%[1]s collects %[3]s on the Bonus card",
	rToll:  "%[2]s pays %[3]s toll into the pot",
	rDare:  "%[2]s pays %[3]s into the pot",
	rPot:   "%[1]s takes %[3]s from the pot",
}

func (g *game) Describe(e engine.Event) string {
	who, other := g.Name(int(e.Seat)), g.Name(int(e.Other))
	switch e.Kind {
	case engine.EvTurn:
		return fmt.Sprintf("Turn %d: %s", e.Arg, who)
	case engine.EvRoll:
		return fmt.Sprintf("%s rolls %d", who, e.Arg)
	case engine.EvStep:
		return fmt.Sprintf("%s moves to %s", who, spaceName(e.Arg2))
	case engine.EvBack:
		return fmt.Sprintf("%s goes back to %s", who, spaceName(e.Arg2))
	case engine.EvTransfer:
		if int(e.Arg) < len(transferWords) {
			return fmt.Sprintf(transferWords[e.Arg], g.account(e.Other), g.account(e.Seat), engine.Money(e.Amount))
		}
	case evShortcut:
		return fmt.Sprintf("%s rolled doubles and takes the side road", who)
	case evLap:
		return fmt.Sprintf("%s passes START (%d of %d)", who, e.Arg, lapsToWin)
	case evReveal:
		return fmt.Sprintf("%s turns up Bonus card %d: %s", who, e.Arg+1, engine.Money(e.Amount))
	case evChance:
		return fmt.Sprintf("%s lands on Chance: %s may dare", who, other)
	case evDare:
		return fmt.Sprintf("%s dares: %s goes %d spaces back", who, other, dareBack)
	case evPass:
		return fmt.Sprintf("%s lets %s be", who, other)
	case engine.EvGameOver:
		return g.result.Reason
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// Lines says a run of steps as one move.
func (g *game) Lines(events []engine.Event) []string {
	var out []string
	for i := 0; i < len(events); i++ {
		e := events[i]
		if e.Kind != engine.EvStep && e.Kind != engine.EvBack {
			out = append(out, g.Describe(e))
			continue
		}
		j := i
		for j+1 < len(events) && events[j+1].Kind == e.Kind && events[j+1].Seat == e.Seat {
			j++
		}
		verb := "moves"
		if e.Kind == engine.EvBack {
			verb = "goes back"
		}
		out = append(out, fmt.Sprintf("%s %s %d to %s", g.Name(int(e.Seat)), verb, j-i+1, spaceName(events[j].Arg2)))
		i = j
	}
	return out
}
