//go:build js || android || ios

package sound

// probeDevice: browsers and phones always have an audio output (a browser
// only waits for the first gesture, which Ebitengine handles), so there is
// nothing to probe.
func probeDevice() error { return nil }
