package scenes

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/replay"

	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// setupSeat is one seat being set up.
type setupSeat struct {
	Name     string
	Edited   bool // the player typed the name; defaults no longer replace it
	Colour   int
	Computer bool
	// Level is a computer's level (ai.Easy, ai.Normal, ai.Hard); a
	// person's is kept for when the seat becomes a computer again.
	Level string
}

// setupPlan is the seats of a game being set up: pure logic, so the rules
// (seat bounds, unique colours, default names) are tested without a window.
type setupPlan struct {
	Info  *engine.Ruleset
	Seats []setupSeat
}

// setupMaxName bounds a typed name so it fits on every screen.
const setupMaxName = 14

// newSetupPlan returns the default seats for a ruleset: one person and
// computers for the rest (n seats, clamped to the ruleset's bounds; n <= 0
// means the ruleset's default).
func newSetupPlan(info *engine.Ruleset, n int) *setupPlan {
	if n <= 0 {
		n = info.DefaultSeats
	}
	n = max(info.MinSeats, min(info.MaxSeats, n, len(ui.CarColors)))
	p := &setupPlan{Info: info}
	for i := range n {
		p.Seats = append(p.Seats, setupSeat{Colour: i, Computer: i > 0, Level: rememberedLevel(info.ID, i)})
	}
	p.rename()
	return p
}

// The levels last chosen for each ruleset's seats, by seat, so the next
// game's setup starts from them (as Play again keeps the whole setup).
var (
	levelsMu sync.Mutex
	levels   = map[string][]string{}
)

// rememberedLevel is the level last chosen for seat i of a ruleset, or
// normal.
func rememberedLevel(ruleset string, i int) string {
	levelsMu.Lock()
	defer levelsMu.Unlock()
	if l := levels[ruleset]; i < len(l) {
		return l[i]
	}
	return ai.Normal
}

// Remember keeps the seats' levels for the ruleset's next setup.
func (p *setupPlan) Remember() {
	l := make([]string, len(p.Seats))
	for i, s := range p.Seats {
		l[i] = s.Level
	}
	levelsMu.Lock()
	defer levelsMu.Unlock()
	levels[p.Info.ID] = l
}

// CycleLevel gives computer seat i the next level: easy, normal, hard,
// easy again.
func (p *setupPlan) CycleLevel(i int) {
	if i < 0 || i >= len(p.Seats) || !p.Seats[i].Computer {
		return
	}
	next := map[string]string{ai.Easy: ai.Normal, ai.Normal: ai.Hard, ai.Hard: ai.Easy}[p.Seats[i].Level]
	if next == "" {
		next = ai.Normal
	}
	p.Seats[i].Level = next
}

// rename gives every seat whose name was not typed its default name:
// "Player N" for people (N is the seat number) and "Computer" for a lone
// computer, "Computer 1", "Computer 2"… for several.
func (p *setupPlan) rename() {
	computers := 0
	for _, s := range p.Seats {
		if s.Computer {
			computers++
		}
	}
	k := 0
	for i := range p.Seats {
		s := &p.Seats[i]
		if s.Computer {
			k++
		}
		if s.Edited {
			continue
		}
		switch {
		case !s.Computer:
			s.Name = fmt.Sprintf("Player %d", i+1)
		case computers == 1:
			s.Name = "Computer"
		default:
			s.Name = fmt.Sprintf("Computer %d", k)
		}
	}
}

func (p *setupPlan) CanAdd() bool    { return len(p.Seats) < min(p.Info.MaxSeats, len(ui.CarColors)) }
func (p *setupPlan) CanRemove() bool { return len(p.Seats) > p.Info.MinSeats }

// Add adds a computer seat with the first free colour.
func (p *setupPlan) Add() bool {
	if !p.CanAdd() {
		return false
	}
	p.Seats = append(p.Seats, setupSeat{Colour: p.freeColour(0, 1, -1), Computer: true, Level: rememberedLevel(p.Info.ID, len(p.Seats))})
	p.rename()
	return true
}

// Remove removes seat i.
func (p *setupPlan) Remove(i int) bool {
	if !p.CanRemove() || i < 0 || i >= len(p.Seats) {
		return false
	}
	p.Seats = append(p.Seats[:i], p.Seats[i+1:]...)
	p.rename()
	return true
}

// freeColour returns the first colour from start, stepping by dir, that no
// seat other than except uses.
func (p *setupPlan) freeColour(start, dir, except int) int {
	n := len(ui.CarColors)
	for k := range n {
		c := ((start+dir*k)%n + n) % n
		used := false
		for j, s := range p.Seats {
			if j != except && s.Colour == c {
				used = true
				break
			}
		}
		if !used {
			return c
		}
	}
	return start
}

// CycleColour gives seat i the next (dir 1) or previous (dir -1) colour no
// other seat uses.
func (p *setupPlan) CycleColour(i, dir int) {
	if i < 0 || i >= len(p.Seats) {
		return
	}
	s := &p.Seats[i]
	s.Colour = p.freeColour(s.Colour+dir, dir, i)
}

// ToggleComputer switches seat i between a person and the computer.
func (p *setupPlan) ToggleComputer(i int) {
	if i < 0 || i >= len(p.Seats) {
		return
	}
	p.Seats[i].Computer = !p.Seats[i].Computer
	p.rename()
}

// SetName sets seat i's typed name; an empty name goes back to the default.
func (p *setupPlan) SetName(i int, name string) {
	if i < 0 || i >= len(p.Seats) {
		return
	}
	// The rule every recorded name keeps (replay.NameProblem): control
	// characters go, and a name with nothing visible (zero-width spaces)
	// is no name: the seat keeps its usual one, as the game records it.
	name = replay.CleanName(strings.TrimSpace(name), "")
	p.Seats[i].Name, p.Seats[i].Edited = name, name != ""
	p.rename()
}

// Setup is the match setup. A person's seat gets the per-seat options the
// ruleset's presenter derives from the settings (in Life, "no_bets" when
// the player does not want to be asked for side bets).
func (p *setupPlan) Setup(askBets bool, seed uint64) match.Setup {
	s := match.Setup{Ruleset: p.Info.ID, Seed: seed}
	pr := presenterFor(p.Info.ID)
	for _, st := range p.Seats {
		seat := match.Seat{Name: st.Name, Colour: st.Colour, Computer: st.Computer}
		if !st.Computer {
			seat.Options = pr.PersonOptions(askBets)
		} else if st.Level != "" {
			seat.Level = st.Level
		} else {
			seat.Level = ai.Normal
		}
		s.Seats = append(s.Seats, seat)
	}
	return s
}

// Seeds: a game's seed comes from the clock unless the command line fixed
// one (-seed), in which case the first game uses it and each later game the
// next number, so a run is reproducible from start to finish.
var (
	seedMu    sync.Mutex
	seedFixed bool
	seedNext  uint64
)

// UseSeed makes the next game use seed s (then s+1, s+2…).
func UseSeed(s uint64) {
	seedMu.Lock()
	defer seedMu.Unlock()
	seedFixed, seedNext = true, s
}

// newSeed returns the seed for a new game.
func newSeed() uint64 {
	seedMu.Lock()
	defer seedMu.Unlock()
	if seedFixed {
		s := seedNext
		seedNext++
		return s
	}
	return uint64(time.Now().UnixNano())
}
