package catalog_test

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/catalog"
)

// benchSeats is the seat count the playout figures are taken at: four, or
// the ruleset's only count (two for life-duel).
func benchSeats(r *engine.Ruleset) int { return min(max(4, r.MinSeats), r.MaxSeats) }

// BenchmarkPlayout: complete games from the start with the cheap playout
// policy a searching player looks ahead with, for every ruleset. Report
// games/s with -cpu 1 (make bench); the aim is 10,000.
func BenchmarkPlayout(b *testing.B) {
	for _, r := range catalog.List() {
		b.Run(r.ID, func(b *testing.B) {
			p := ai.NewPlayout(1)
			actions := 0
			cpu0 := cpuSeconds()
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				g, err := r.New(engine.Setup{Seats: benchSeats(r), Seed: uint64(i)})
				if err != nil {
					b.Fatal(err)
				}
				actions += p.Run(g)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			// The machine is shared: games per second of this process's own
			// CPU time is the figure other loads do not move.
			b.ReportMetric(float64(b.N)/(cpuSeconds()-cpu0), "games/cpu-s")
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkRandomGames: the baseline, uniform random players.
func BenchmarkRandomGames(b *testing.B) {
	for _, r := range catalog.List() {
		b.Run(r.ID, func(b *testing.B) {
			rnd := ai.NewRandom(1)
			var legal []engine.Action
			var pend []engine.Decision
			actions := 0
			cpu0 := cpuSeconds()
			for i := 0; i < b.N; i++ {
				g, _ := r.New(engine.Setup{Seats: benchSeats(r), Seed: uint64(i)})
				for !g.Over() {
					pend = g.Pending(pend[:0])
					legal = g.Legal(int(pend[0].Seat), legal[:0])
					if _, err := g.Apply(rnd.Choose(legal)); err != nil {
						b.Fatal(err)
					}
					actions++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(b.N)/(cpuSeconds()-cpu0), "games/cpu-s")
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkHardDecision: the hard player's time per decision, in games
// between normal players at the seat count of BenchmarkPlayout, over every
// decision of seat 0 with a real choice. It reports the median and the 99th
// percentile in milliseconds (the aim: at most 100 ms at the 99th) of the
// deciding thread's own CPU time: on a shared machine a wall clock measures
// the other loads.
func BenchmarkHardDecision(b *testing.B) {
	for _, r := range catalog.List() {
		b.Run(r.ID, func(b *testing.B) {
			runtime.LockOSThread() // threadCPU reads this thread's clock
			defer runtime.UnlockOSThread()
			var times []time.Duration
			for i := 0; i < b.N; i++ {
				times = append(times, hardTimes(b, r, uint64(i))...)
			}
			slices.Sort(times)
			if len(times) == 0 {
				b.Fatal("no decision timed")
			}
			ms := func(q float64) float64 { return float64(times[int(q*float64(len(times)-1))].Microseconds()) / 1000 }
			b.ReportMetric(ms(0.5), "p50-ms")
			b.ReportMetric(ms(0.99), "p99-ms")
			b.ReportMetric(float64(len(times))/float64(b.N), "decisions/game")
		})
	}
}

// hardTimes plays one game between normal players and times a hard
// player's decision at each of seat 0's real choices.
func hardTimes(b *testing.B, r *engine.Ruleset, seed uint64) []time.Duration {
	g, err := r.New(engine.Setup{Seats: benchSeats(r), Seed: seed})
	if err != nil {
		b.Fatal(err)
	}
	hard, _ := catalog.NewPlayer(r.ID, ai.Hard, seed)
	var ps []engine.Player
	for s := 0; s < g.Seats(); s++ {
		p, _ := catalog.NewPlayer(r.ID, ai.Normal, seed+uint64(s))
		ps = append(ps, p)
	}
	var out []time.Duration
	for !g.Over() {
		d := g.Pending(nil)[0]
		legal := g.Legal(int(d.Seat), nil)
		if d.Seat == 0 && len(legal) > 1 {
			t0 := threadCPU()
			engine.Decide(hard, g, 0, legal)
			out = append(out, threadCPU()-t0)
		}
		if _, err := g.Apply(engine.Decide(ps[d.Seat], g, int(d.Seat), legal)); err != nil {
			b.Fatal(err)
		}
	}
	return out
}
