package engine

import "slices"

// DescribeLines is the log's lines for events: each event's words from
// describe, in order, leaving out the kinds in quiet (steps and dice faces
// the screens show but the log need not) and events with no words. A
// ruleset whose lines are one per event implements Game.Lines with it.
func DescribeLines(events []Event, describe func(Event) string, quiet ...uint16) []string {
	var out []string
	for _, e := range events {
		if slices.Contains(quiet, e.Kind) {
			continue
		}
		if s := describe(e); s != "" {
			out = append(out, s)
		}
	}
	return out
}
