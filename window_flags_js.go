//go:build js

package main

import "errors"

// parseWindow: a browser page has no command line (a share link comes
// through the page's address instead, scenes.LinkReplay), so the browser
// build leaves the flag parser out.
func parseWindow(args []string) (windowOptions, error) {
	if len(args) > 0 {
		return windowOptions{}, errors.New("no command line in the browser")
	}
	return windowOptions{}, nil
}
