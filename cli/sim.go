package cli

import (
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"sort"
	"strings"
	"sync"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
)

// GameStats is what the simulator keeps of one finished game.
type GameStats struct {
	Seats   int
	Places  [engine.MaxSeats]int8
	Counts  [engine.MaxSeats]int64
	Kinds   [engine.MaxSeats]string // each seat's player kind
	Tags    [engine.MaxSeats]string // each seat's tag (engine.Tagger)
	GameTag string
	Turns   int
	Winners int
	Err     error
}

// SimConfig is one simulator run.
type SimConfig struct {
	Ruleset string
	Seats   int
	Games   int
	Seed    uint64
	// Players are the player kinds, cycled over the seats and rotated by
	// one seat each game, so that no kind always sits first.
	Players []string
}

// KindsFor are the seats' player kinds in game i.
func (c SimConfig) KindsFor(i int) []string {
	kinds := make([]string, c.Seats)
	for s := range kinds {
		kinds[s] = c.Players[(s+i)%len(c.Players)]
	}
	return kinds
}

// GameSeed is game i's seed.
func (c SimConfig) GameSeed(i int) uint64 { return c.Seed + uint64(i)*0x9e3779b9 }

// PlayOne plays game i of a run.
func (c SimConfig) PlayOne(i int) GameStats {
	st := GameStats{Seats: c.Seats}
	kinds := c.KindsFor(i)
	copy(st.Kinds[:], kinds)
	h, err := NewGame(c.Ruleset, kinds, c.GameSeed(i))
	if err != nil {
		st.Err = err
		return st
	}
	for !h.G.Over() {
		if _, err := h.Step(); err != nil {
			st.Err = fmt.Errorf("game %d (seed %d): %w", i, c.GameSeed(i), err)
			return st
		}
	}
	r := h.G.Result()
	st.Places, st.Counts, st.Turns, st.Winners = r.Places, r.Counts, h.G.Turn(), r.Winners
	if tg, ok := h.G.(engine.Tagger); ok {
		st.GameTag = tg.GameTag()
		for s := 0; s < c.Seats; s++ {
			st.Tags[s] = tg.SeatTag(s)
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

// Share is a win share: wins (ties split) over seats played.
type Share struct {
	Seats int
	Wins  float64
}

// Rate is the share of wins.
func (s Share) Rate() float64 {
	if s.Seats == 0 {
		return 0
	}
	return s.Wins / float64(s.Seats)
}

// Interval is the 95% Wilson interval of the rate.
func (s Share) Interval() (lo, hi float64) {
	if s.Seats == 0 {
		return 0, 1
	}
	n, p, z := float64(s.Seats), s.Rate(), 1.96
	mid := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return max(0, mid-half), min(1, mid+half)
}

// Summary is the figures of a run.
type Summary struct {
	Games       int
	SeatWins    [engine.MaxSeats]float64 // share of games won by each seat, ties split
	ByKind      map[string]*Share        // win rate of each player kind
	ByTag       map[string]*Share        // win rate of seats with each tag
	GameTags    map[string]int           // games with each game tag
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
	s := Summary{ByKind: map[string]*Share{}, ByTag: map[string]*Share{}, GameTags: map[string]int{}}
	var turns []int
	var win []int64
	share := func(m map[string]*Share, k string) *Share {
		if m[k] == nil {
			m[k] = &Share{}
		}
		return m[k]
	}
	for _, g := range games {
		if g.Err != nil {
			s.Failures = append(s.Failures, g.Err)
			continue
		}
		s.Games++
		turns = append(turns, g.Turns)
		if g.GameTag != "" {
			s.GameTags[g.GameTag]++
		}
		if g.Winners > 1 {
			s.Ties++
		}
		for seat := 0; seat < g.Seats; seat++ {
			k := share(s.ByKind, g.Kinds[seat])
			k.Seats++
			var tag *Share
			if g.Tags[seat] != "" {
				tag = share(s.ByTag, g.Tags[seat])
				tag.Seats++
			}
			if g.Places[seat] == 1 {
				w := 1 / float64(g.Winners)
				s.SeatWins[seat] += w
				k.Wins += w
				if tag != nil {
					tag.Wins += w
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
	sort.Ints(turns)
	sort.Slice(win, func(i, j int) bool { return win[i] < win[j] })
	s.TurnsMedian, s.TurnsP90, s.TurnsMax = turns[len(turns)/2], turns[len(turns)*9/10], turns[len(turns)-1]
	s.WinnerMin, s.WinnerP10, s.WinnerP50, s.WinnerP90, s.WinnerMax = win[0], win[len(win)/10], win[len(win)/2], win[len(win)*9/10], win[len(win)-1]
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Print writes the summary for people.
func (s Summary) Print(w io.Writer, c SimConfig) {
	fmt.Fprintf(w, "ruleset %s, %d players, %d games, seed %d, %s players\n", c.Ruleset, c.Seats, s.Games, c.Seed, strings.Join(c.Players, ","))
	fmt.Fprintln(w, "win rate by seat (ties shared):")
	for i := 0; i < c.Seats; i++ {
		fmt.Fprintf(w, "  seat %d  %5.1f%%   (fair %.1f%%)\n", i+1, 100*s.SeatWins[i], 100/float64(c.Seats))
	}
	if len(s.ByKind) > 1 {
		fmt.Fprintln(w, "win rate by player kind (95% interval; seats rotate each game):")
		for _, k := range sortedKeys(s.ByKind) {
			sh := s.ByKind[k]
			lo, hi := sh.Interval()
			fmt.Fprintf(w, "  %-16s %5.1f%%  [%4.1f%%, %4.1f%%] of %d seats\n", k, 100*sh.Rate(), 100*lo, 100*hi, sh.Seats)
		}
	}
	if len(s.ByTag) > 0 {
		fmt.Fprintln(w, "win rate by what seats chose:")
		for _, k := range sortedKeys(s.ByTag) {
			sh := s.ByTag[k]
			fmt.Fprintf(w, "  %-24s %5.1f%% of its %d seats won\n", k, 100*sh.Rate(), sh.Seats)
		}
	}
	fmt.Fprintf(w, "game length in turns: median %d, 90%% %d, longest %d (%.1f turns per player at the median)\n",
		s.TurnsMedian, s.TurnsP90, s.TurnsMax, float64(s.TurnsMedian)/float64(c.Seats))
	fmt.Fprintf(w, "winner's final count: lowest %s, 10%% %s, median %s, 90%% %s, highest %s\n",
		engine.Money(s.WinnerMin), engine.Money(s.WinnerP10), engine.Money(s.WinnerP50), engine.Money(s.WinnerP90), engine.Money(s.WinnerMax))
	for _, k := range sortedKeys(s.GameTags) {
		fmt.Fprintf(w, "games %s: %d (%.1f%%)\n", k, s.GameTags[k], 100*float64(s.GameTags[k])/float64(max(s.Games, 1)))
	}
	fmt.Fprintf(w, "shared wins: %d\n", s.Ties)
	if len(s.Failures) == 0 {
		fmt.Fprintln(w, "invariants: all held after every action")
	}
}

// Sim is the sim subcommand.
func Sim(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c := SimConfig{}
	fs.StringVar(&c.Ruleset, "ruleset", catalog.Default(), "ruleset id")
	fs.IntVar(&c.Seats, "players", 0, "number of players (default: the ruleset's usual number)")
	fs.IntVar(&c.Games, "games", 1000, "number of games")
	fs.Uint64Var(&c.Seed, "seed", 1, "seed of the first game")
	kinds := fs.String("player", catalog.Sensible, "computer player kinds, comma separated, cycled over the seats")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("sim: unexpected argument %q", fs.Arg(0))
	}
	if c.Games < 1 {
		return fmt.Errorf("sim: -games must be at least 1")
	}
	r, err := catalog.Lookup(c.Ruleset)
	if err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	if !seatsSet(fs) {
		c.Seats = r.DefaultSeats
	}
	if err := r.CheckSeats(c.Seats); err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	c.Players = strings.Split(*kinds, ",")
	for _, k := range c.Players {
		if _, err := catalog.NewPlayer(c.Ruleset, k, 0); err != nil {
			return fmt.Errorf("sim: %w", err)
		}
	}
	s := Summarise(c, c.Run())
	s.Print(stdout, c)
	if len(s.Failures) > 0 {
		return fmt.Errorf("sim: %d games broke an invariant; first: %v", len(s.Failures), s.Failures[0])
	}
	return nil
}

// seatsSet reports whether -players was given.
func seatsSet(fs *flag.FlagSet) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "players" })
	return set
}
