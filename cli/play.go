package cli

import (
	"flag"
	"fmt"
	"io"

	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
)

// Play is the play subcommand: one game between computer players, printed
// as a log a person can follow.
func Play(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", "life", "ruleset id")
	players := fs.Int("players", 4, "number of players")
	seed := fs.Uint64("seed", 1, "seed")
	kind := fs.String("player", catalog.Sensible, "computer player: sensible or random")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("play: %w", err)
	}
	if _, err := catalog.Lookup(*ruleset); err != nil {
		return fmt.Errorf("play: %w", err)
	}
	seats := make([]Seat, *players)
	for i := range seats {
		seats[i] = Seat{Kind: *kind, Road: life.RoadUnset}
	}
	h, err := NewGame(*ruleset, seats, *seed)
	if err != nil {
		return fmt.Errorf("play: %w", err)
	}
	lg, _ := h.G.(*life.Game)
	fmt.Fprintf(stdout, "%s, %d players, seed %d\n", lg.Edition().Name, *players, *seed)
	for !h.G.Over() {
		ev, err := h.Step()
		if err != nil {
			return fmt.Errorf("play: %w", err)
		}
		for _, line := range lg.Lines(ev) {
			fmt.Fprintln(stdout, line)
		}
	}
	r := h.G.Result()
	fmt.Fprintln(stdout, "Final count:")
	for i := 0; i < h.G.Seats(); i++ {
		fmt.Fprintf(stdout, "  %d. %-10s %s\n", r.Places[i], lg.Name(i), life.Money(r.Counts[i]))
	}
	return nil
}
