//go:build !linux

package catalog_test

import "time"

// Elsewhere the CPU clocks are the wall clock: the figures then include
// whatever else the machine runs.
var start = time.Now()

// cpuSeconds is the time since the tests started.
func cpuSeconds() float64 { return time.Since(start).Seconds() }

// threadCPU is the time since the tests started.
func threadCPU() time.Duration { return time.Since(start) }
