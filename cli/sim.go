package cli

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"sort"
	"sync"

	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
)

// GameStats is what the simulator keeps of one finished game.
type GameStats struct {
	Seats   int
	Places  [6]int8
	Counts  [6]int64
	Roads   [6]int8
	Turns   int
	Winners int
	Tycoon  bool
	Err     error
}

// SimConfig is one simulator run.
type SimConfig struct {
	Ruleset string
	Seats   int
	Games   int
	Seed    uint64
	Player  string
	// SplitRoads fixes the roads: in game i, seat i%2 takes the long road
	// (College) and every other seat the short one.
	SplitRoads bool
}

// PlayOne plays game i of a run.
func (c SimConfig) PlayOne(i int) GameStats {
	seats := make([]Seat, c.Seats)
	for s := range seats {
		seats[s] = Seat{Kind: c.Player, Road: life.RoadUnset}
		if c.SplitRoads {
			seats[s].Road = life.RoadShort
			if s == i%2 {
				seats[s].Road = life.RoadLong
			}
		}
	}
	st := GameStats{Seats: c.Seats}
	h, err := NewGame(c.Ruleset, seats, c.Seed+uint64(i)*0x9e3779b9)
	if err != nil {
		st.Err = err
		return st
	}
	for !h.G.Over() {
		if _, err := h.Step(); err != nil {
			st.Err = fmt.Errorf("game %d (seed %d): %w", i, c.Seed+uint64(i)*0x9e3779b9, err)
			return st
		}
	}
	r := h.G.Result()
	st.Places, st.Counts, st.Turns, st.Winners = r.Places, r.Counts, h.G.Turn(), r.Winners
	if lg, ok := h.G.(*life.Game); ok {
		st.Tycoon = lg.Tycoon() >= 0
		for s := 0; s < c.Seats; s++ {
			st.Roads[s] = lg.Player(s).Road
		}
	}
	return st
}

// Run plays every game on all cores; results come back in game order, so
// a run is the same whatever the core count.
func (c SimConfig) Run() []GameStats {
	out := make([]GameStats, c.Games)
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = c.PlayOne(i)
			}
		}()
	}
	for i := 0; i < c.Games; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// Summary is the figures of a run.
type Summary struct {
	Games       int
	SeatWins    [6]float64 // share of wins, ties split
	RoadWins    [2]float64 // share of wins by the road taken at START
	RoadSeats   [2]int     // seats that took each road
	RoadRate    [2]float64 // wins per seat that took the road
	Tycoons     int
	Ties        int
	TurnsMedian int
	TurnsP90    int
	TurnsMax    int
	WinnerP10   int64
	WinnerP50   int64
	WinnerP90   int64
	WinnerMax   int64
	WinnerMin   int64
	Failures    []error
}

// Summarise works out a run's figures.
func Summarise(c SimConfig, games []GameStats) Summary {
	var s Summary
	var turns []int
	var win []int64
	for _, g := range games {
		if g.Err != nil {
			s.Failures = append(s.Failures, g.Err)
			continue
		}
		s.Games++
		turns = append(turns, g.Turns)
		if g.Tycoon {
			s.Tycoons++
		}
		if g.Winners > 1 {
			s.Ties++
		}
		for seat := 0; seat < g.Seats; seat++ {
			road := g.Roads[seat]
			if road >= 0 {
				s.RoadSeats[road]++
			}
			if g.Places[seat] == 1 {
				share := 1 / float64(g.Winners)
				s.SeatWins[seat] += share
				if road >= 0 {
					s.RoadWins[road] += share
				}
				win = append(win, g.Counts[seat])
			}
		}
	}
	if s.Games == 0 {
		return s
	}
	for i := range s.SeatWins {
		s.SeatWins[i] /= float64(s.Games)
	}
	for r := 0; r < 2; r++ {
		if s.RoadSeats[r] > 0 {
			s.RoadRate[r] = s.RoadWins[r] / float64(s.RoadSeats[r])
		}
		s.RoadWins[r] /= float64(s.Games)
	}
	sort.Ints(turns)
	sort.Slice(win, func(i, j int) bool { return win[i] < win[j] })
	s.TurnsMedian, s.TurnsP90, s.TurnsMax = turns[len(turns)/2], turns[len(turns)*9/10], turns[len(turns)-1]
	s.WinnerMin, s.WinnerP10, s.WinnerP50, s.WinnerP90, s.WinnerMax = win[0], win[len(win)/10], win[len(win)/2], win[len(win)*9/10], win[len(win)-1]
	return s
}

// Print writes the summary for people.
func (s Summary) Print(w io.Writer, c SimConfig) {
	fmt.Fprintf(w, "ruleset %s, %d players, %d games, seed %d, %s players", c.Ruleset, c.Seats, s.Games, c.Seed, c.Player)
	if c.SplitRoads {
		fmt.Fprint(w, ", roads fixed (one seat College, the rest the short road)")
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "win rate by seat (ties shared):")
	for i := 0; i < c.Seats; i++ {
		fmt.Fprintf(w, "  seat %d  %5.1f%%   (fair %.1f%%)\n", i+1, 100*s.SeatWins[i], 100/float64(c.Seats))
	}
	fmt.Fprintln(w, "wins by road taken at START:")
	names := [2]string{"short (Business/Career)", "long (College)"}
	for r := 0; r < 2; r++ {
		fmt.Fprintf(w, "  %-24s %5.1f%% of games won, %5.1f%% of its %d players won\n", names[r], 100*s.RoadWins[r], 100*s.RoadRate[r], s.RoadSeats[r])
	}
	fmt.Fprintf(w, "game length in turns: median %d, 90%% %d, longest %d (%.1f turns per player at the median)\n",
		s.TurnsMedian, s.TurnsP90, s.TurnsMax, float64(s.TurnsMedian)/float64(c.Seats))
	fmt.Fprintf(w, "winner's final count: lowest %s, 10%% %s, median %s, 90%% %s, highest %s\n",
		life.Money(s.WinnerMin), life.Money(s.WinnerP10), life.Money(s.WinnerP50), life.Money(s.WinnerP90), life.Money(s.WinnerMax))
	fmt.Fprintf(w, "Tycoon wins: %d (%.1f%%); shared wins: %d\n", s.Tycoons, 100*float64(s.Tycoons)/float64(max(s.Games, 1)), s.Ties)
	if len(s.Failures) == 0 {
		fmt.Fprintln(w, "invariants: all held after every action")
	}
}

// Sim is the sim subcommand.
func Sim(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c := SimConfig{}
	fs.StringVar(&c.Ruleset, "ruleset", "life", "ruleset id")
	fs.IntVar(&c.Seats, "players", 4, "number of players")
	fs.IntVar(&c.Games, "games", 1000, "number of games")
	fs.Uint64Var(&c.Seed, "seed", 1, "seed of the first game")
	fs.StringVar(&c.Player, "player", catalog.Sensible, "computer player: sensible or random")
	fs.BoolVar(&c.SplitRoads, "split-roads", false, "fix roads: one seat College, the others the short road, alternating")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	if c.Games < 1 {
		return fmt.Errorf("sim: -games must be at least 1")
	}
	if _, err := NewGame(c.Ruleset, make([]Seat, c.Seats), c.Seed); err != nil {
		if _, err2 := catalog.Lookup(c.Ruleset); err2 != nil {
			return fmt.Errorf("sim: %w", err2)
		}
	}
	if _, err := catalog.NewPlayer(c.Ruleset, c.Player, 0); err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	if _, err := catalog.New(c.Ruleset, catalog.Options{Seats: c.Seats, Seed: c.Seed}); err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	s := Summarise(c, c.Run())
	s.Print(stdout, c)
	if len(s.Failures) > 0 {
		return fmt.Errorf("sim: %d games broke an invariant; first: %v", len(s.Failures), s.Failures[0])
	}
	return nil
}
