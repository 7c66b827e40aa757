package racetest

import (
	"runtime"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/scenes/table"
)

// threadCPU is the CPU time the calling OS thread has used: unlike the
// wall clock, it does not count the time the machine's scheduler gave to
// other programs, so a tick's cost can be measured on a busy machine.
// (getrusage counts in scheduler ticks; this clock in nanoseconds.)
func threadCPU(t *testing.T) time.Duration {
	var ts syscall.Timespec
	const threadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, threadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	require.Zero(t, errno)
	return time.Duration(ts.Nano())
}

// The search takes a slice of each tick, measured from outside in CPU
// time: no tick spends more than 4 ms on it (the budget is 3 ms by the
// wall clock), the first takes its whole slice, and a search is spread
// over several ticks. Sixty ticks, the same decision searched afresh each
// time the search is sure.
func TestAdvisorKeepsToItsSlice(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	m := personMatch(t, 7)
	var a table.Advisor
	var cpu, wall []time.Duration
	searches := 0
	for len(cpu) < 60 {
		c0, t0 := threadCPU(t), time.Now()
		a.Update(true, m, searches)
		cpu, wall = append(cpu, threadCPU(t)-c0), append(wall, time.Since(t0))
		require.Positive(t, a.Played(), "the search runs")
		if a.Done() {
			searches++ // the same decision afresh, to measure more ticks
		}
	}
	assert.Greater(t, len(cpu)/(searches+1), 2, "a search is spread over ticks")
	assert.GreaterOrEqual(t, wall[0], table.SliceBudget, "the first tick uses its slice")
	for i, d := range cpu {
		assert.LessOrEqual(t, d, 4*time.Millisecond, "tick %d (wall %v)", i, wall[i])
	}
}
