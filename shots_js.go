//go:build js

package main

import "errors"

// shots writes PNG files, which a browser cannot: see shots_native.go.
func shots([]string) error { return errors.New("shots: not in the browser") }
