package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/replay"
)

// Play is the play subcommand: one game between computer players, printed
// as a log a person can follow, and recorded as a replay with -record.
func Play(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", catalog.Default(), "ruleset id")
	players := fs.Int("players", 0, "number of players (default: the ruleset's usual number)")
	seed := fs.Uint64("seed", 1, "seed")
	kind := fs.String("player", catalog.Sensible, "computer player kinds, comma separated, cycled over the seats")
	record := fs.String("record", "", "write the game's replay to this file")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("play: %w", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("play: unexpected argument %q", fs.Arg(0))
	}
	r, err := catalog.Lookup(*ruleset)
	if err != nil {
		return fmt.Errorf("play: %w", err)
	}
	if !seatsSet(fs) {
		*players = r.DefaultSeats
	}
	if err := r.CheckSeats(*players); err != nil {
		return fmt.Errorf("play: %w", err)
	}
	cfg := SimConfig{Seats: *players, Players: strings.Split(*kind, ",")}
	kinds := cfg.KindsFor(0)
	rs := make([]replay.Seat, *players)
	for i := range rs {
		rs[i] = replay.Seat{Name: fmt.Sprintf("Computer %d", i+1), Computer: true, Colour: i}
		if ai.IsLevel(kinds[i]) {
			rs[i].Level = kinds[i] // the replay says how strong each seat played
		}
	}
	h, err := NewGame(*ruleset, kinds, *seed)
	if err != nil {
		return fmt.Errorf("play: %w", err)
	}
	rec, err := replay.NewRecorder(*ruleset, rs, *seed, time.Now().UTC().Format(time.RFC3339))
	if err != nil {
		return fmt.Errorf("play: %w", err)
	}
	h.G = rec.G
	h.Apply = rec.Apply
	fmt.Fprintf(stdout, "%s, %d players, seed %d\n", *ruleset, *players, *seed)
	printLines(stdout, h.G.Lines(firstEvents(h.G)))
	for !h.G.Over() {
		ev, err := h.Step()
		if err != nil {
			return fmt.Errorf("play: %w", err)
		}
		printLines(stdout, h.G.Lines(ev))
	}
	printResult(stdout, h.G)
	if *record != "" {
		if err := WriteFileAtomic(*record, rec.R.Bytes()); err != nil {
			return fmt.Errorf("play: cannot write the replay: %w", err)
		}
	}
	return nil
}

// firstEvents are what happened as the game was set up (who goes first),
// for games that report it.
func firstEvents(g engine.Game) []engine.Event {
	if s, ok := g.(interface{ LastEvents() []engine.Event }); ok {
		return s.LastEvents()
	}
	return nil
}

func printResult(w io.Writer, g engine.Game) {
	r := g.Result()
	fmt.Fprintln(w, "Final count:")
	for i := 0; i < g.Seats(); i++ {
		place := fmt.Sprintf("%d.", r.Places[i])
		if r.Places[i] == 1 && r.Winners > 1 {
			place = "1= "
		}
		fmt.Fprintf(w, "  %-3s %-12s %s\n", place, shown(g.Name(i)), engine.Money(r.Counts[i]))
	}
}
