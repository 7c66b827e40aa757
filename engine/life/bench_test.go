package life

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// playRandom plays one game to the end with random players, reusing buf.
func playRandom(tb testing.TB, ed *Edition, seats int, seed uint64, r *ai.Random, buf []engine.Action) (actions int) {
	g, err := New(ed, Options{Seats: seats, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	for !g.over {
		d := g.dec
		buf = g.Legal(int(d.Seat), buf[:0])
		if _, err := g.Apply(r.Choose(buf)); err != nil {
			tb.Fatal(err)
		}
		actions++
	}
	return actions
}

// BenchmarkGamesRandom4: complete four-player games with random players.
// Report games/s with -cpu 1 (make bench).
func BenchmarkGamesRandom4(b *testing.B) {
	r := ai.NewRandom(1)
	buf := make([]engine.Action, 0, 128)
	actions := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		actions += playRandom(b, Classic, 4, uint64(i), r, buf)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkApply measures one applied action on a warm game: the event
// buffer is reused, so it should not allocate.
func BenchmarkApply(b *testing.B) {
	r := ai.NewRandom(2)
	buf := make([]engine.Action, 0, 128)
	var g *Game
	seed := uint64(0)
	fresh := func() {
		seed++
		g, _ = New(Classic, Options{Seats: 4, Seed: seed})
		// Warm the event buffer to its working size.
		g.events = make([]engine.Event, 0, 256)
	}
	fresh()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if g.over {
			b.StopTimer()
			fresh()
			b.StartTimer()
		}
		buf = g.Legal(int(g.dec.Seat), buf[:0])
		if _, err := g.Apply(r.Choose(buf)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClone is the cost of the copy a computer player makes to look ahead.
func BenchmarkClone(b *testing.B) {
	g, _ := New(Classic, Options{Seats: 6, Seed: 1})
	b.ReportAllocs()
	var sink *Game
	for i := 0; i < b.N; i++ {
		sink = g.Copy()
	}
	_ = sink
}

// BenchmarkHash is the cost of a state hash (replays check one every few actions).
func BenchmarkHash(b *testing.B) {
	g, _ := New(Classic, Options{Seats: 4, Seed: 1})
	b.ReportAllocs()
	var sink uint64
	for i := 0; i < b.N; i++ {
		sink += g.Hash()
	}
	_ = sink
}

// BenchmarkGamesSensible4: complete four-player games between sensible
// computer players, who bet rarely, so a game is a few hundred actions.
func BenchmarkGamesSensible4(b *testing.B) {
	bots := make([]*Bot, 4)
	for i := range bots {
		bots[i] = &Bot{Sensible: NewSensible(uint64(i))}
	}
	buf := make([]engine.Action, 0, 128)
	var v View
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, _ := New(Classic, Options{Seats: 4, Seed: uint64(i)})
		for !g.over {
			s := int(g.dec.Seat)
			buf = g.Legal(s, buf[:0])
			g.ViewFor(s, &v)
			if _, err := g.Apply(bots[s].Choose(&v, buf)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
