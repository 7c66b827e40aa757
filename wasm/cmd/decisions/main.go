// Command decisions replays a replay file and prints, one JSON line per
// action, who took it, whose turn it was, which decision it answered and
// whether it is what that decision comes to when nobody answers it
// (engine.Lapser), so the browser tests can check what a person decided on
// another seat's turn (whole.test.mjs: nothing but what lapsed):
//
//	go run ./wasm/cmd/decisions FILE
//	{"at":1,"seat":0,"active":0,"decision":"road","kind":4,"arg":1,"amount":0,"lapse":false}
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"wheeloffate/cli"
	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/replay"
)

// taken is one action and the moment it was taken in.
type taken struct {
	At       int    `json:"at"` // 1-based, as `replay verify` counts
	Seat     int    `json:"seat"`
	Active   int    `json:"active"`   // the seat whose turn it was
	Decision string `json:"decision"` // the ruleset's name of the decision answered
	Kind     uint8  `json:"kind"`     // the ruleset's action code
	Arg      int16  `json:"arg"`
	Amount   int64  `json:"amount"`
	// Lapse: the action is the one the decision lapses to (an optional
	// choice's "no, thanks"); false for a decision that cannot lapse.
	Lapse bool `json:"lapse"`
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: decisions FILE")
		os.Exit(2)
	}
	r, err := cli.ReadReplay(os.Args[1])
	if err == nil {
		err = list(os.Stdout, r)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "decisions:", err)
		os.Exit(1)
	}
}

// list writes a line for each action of r, replaying it as it goes.
func list(w io.Writer, r *replay.Replay) error {
	rs, err := catalog.Lookup(r.Ruleset)
	if err != nil {
		return err
	}
	g, err := r.Start()
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	var pend []engine.Decision
	for i := range r.Actions {
		a := r.Action(i)
		t := taken{At: i + 1, Seat: int(a.Seat), Active: g.Active(), Decision: "none", Kind: a.Kind, Arg: a.Arg, Amount: a.Amount}
		pend = g.Pending(pend[:0])
		for _, d := range pend {
			if d.Seat != a.Seat {
				continue
			}
			t.Decision = rs.DecisionName(d.Kind)
			if l, ok := g.(engine.Lapser); ok {
				la, ok := l.Lapse(d)
				t.Lapse = ok && la == a
			}
		}
		if _, err := g.Apply(a); err != nil {
			return fmt.Errorf("action %d (%s) is illegal at its point: %v", i+1, g.ActionString(a), err)
		}
		if err := enc.Encode(t); err != nil {
			return err
		}
	}
	return nil
}
