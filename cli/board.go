package cli

import (
	"flag"
	"fmt"
	"io"

	"wheeloffate/engine/catalog"
)

// Board is the board subcommand: it prints a ruleset's board as Markdown,
// as the ruleset describes it. docs/boards/<id>.md is its output, and the
// ruleset's tests keep the two the same.
func Board(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("board", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", catalog.Default(), "ruleset id")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("board: %w", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("board: unexpected argument %q", fs.Arg(0))
	}
	r, err := catalog.Lookup(*ruleset)
	if err != nil {
		return fmt.Errorf("board: %w", err)
	}
	if r.Board == nil {
		return fmt.Errorf("board: %s has no board listing", r.ID)
	}
	_, err = io.WriteString(w, r.Board())
	return err
}
