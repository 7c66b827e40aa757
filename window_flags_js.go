//go:build js

package main

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"syscall/js"
)

// parseWindow: a browser page has no command line (a share link comes
// through the page's address instead, scenes.LinkReplay). The one thing
// its address can fix is the seed, ?seed=S, as -seed does natively, so a
// game in the browser can be played again from the same start (and a
// browser test takes the same path on every run).
func parseWindow(args []string) (windowOptions, error) {
	var o windowOptions
	if len(args) > 0 {
		return o, errors.New("no command line in the browser")
	}
	// A page cannot exit with a message: a seed it cannot read is set
	// aside and said on the title, and the games' seeds come from the clock.
	// ParseQuery returns what it could read with its error: a seed beside a
	// part it could not read still counts.
	search := js.Global().Get("location").Get("search").String()
	if search == "" || search == "?" {
		return o, nil // the usual address: nothing to read (nor URL code to run before the first frame)
	}
	q, err := url.ParseQuery(strings.TrimPrefix(search, "?"))
	if err != nil && !q.Has("seed") {
		if strings.Contains(search, "seed=") {
			o.note = "This address's seed was set aside: it cannot be read."
		}
		return o, nil
	}
	if s := q.Get("seed"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			o.note = fmt.Sprintf("This address's seed was set aside: want a whole number from 0 to %d.", uint64(1<<64-1))
			return o, nil
		}
		o.seed, o.hasSeed = n, true
	}
	return o, nil
}
