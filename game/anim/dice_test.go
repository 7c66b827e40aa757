package anim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shakerSlots are the six places of a shaker's handle, a die and a half apart.
var shakerSlots = []Point{{2, 7.5}, {3.5, 7.5}, {5, 7.5}, {6.5, 7.5}, {8, 7.5}, {9.5, 7.5}}

// throwKinds are the ways dice come to rest, thrown or poured from a cup.
func throwKinds(n int) map[string]DiceOptions {
	base := DiceOptions{W: 14, H: 9, Size: 1}
	kinds := map[string]DiceOptions{}
	for _, cup := range []bool{false, true} {
		name := "thrown"
		if cup {
			name = "cup"
		}
		o := base
		o.Cup = cup
		kinds[name+" scattered"] = o
		o.Row = true
		kinds[name+" row"] = o
		if n == len(shakerSlots) {
			o.Row, o.Slots = false, shakerSlots
			kinds[name+" slots"] = o
		}
	}
	return kinds
}

// corners returns the corners of a die of size s at pose p, seen from above.
func corners(p DiePose, s float64) [4]Point {
	sin, cos := math.Sincos(p.Angle)
	var c [4]Point
	for k, q := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		x, y := q[0]*s/2, q[1]*s/2
		c[k] = Point{p.X + x*cos - y*sin, p.Y + x*sin + y*cos}
	}
	return c
}

// squaresOverlap tells, by separating axes, whether two turned squares overlap.
func squaresOverlap(a, b [4]Point) bool {
	for _, poly := range [][4]Point{a, b} {
		for k := range 2 {
			ax := Point{poly[k+1].Y - poly[k].Y, poly[k].X - poly[k+1].X}
			lo := func(q [4]Point) (float64, float64) {
				mn, mx := math.Inf(1), math.Inf(-1)
				for _, c := range q {
					v := c.X*ax.X + c.Y*ax.Y
					mn, mx = min(mn, v), max(mx, v)
				}
				return mn, mx
			}
			a0, a1 := lo(a)
			b0, b1 := lo(b)
			if a1 <= b0+1e-9 || b1 <= a0+1e-9 {
				return false
			}
		}
	}
	return true
}

// throwToRest runs a throw to its end and checks what a player sees on the
// way: faces turn over to neighbouring faces only, and at 1x each click
// comes as a die lands on the table.
func throwToRest(t *testing.T, d *Dice, msg string) (updates int, sounds DiceSounds) {
	t.Helper()
	prev := make([]DiePose, d.Len())
	for i := range prev {
		prev[i] = d.Die(i)
	}
	for !d.Done() {
		s := d.Update()
		updates++
		require.Less(t, updates, 20*TPS, "%s: the throw never ends", msg)
		sounds.Hits += s.Hits
		sounds.Rattles += s.Rattles
		landed := 0
		for i := range prev {
			p := d.Die(i)
			if f, g := prev[i].Face, p.Face; f != g && d.Speed == Speed1x {
				require.True(t, g != 7-f, "%s: die %d turned from %d to its opposite %d", msg, i, f, g)
			}
			if p.Z == 0 && !p.Held && prev[i].Z > 0 {
				landed++
			}
			prev[i] = p
		}
		if s.Hits > 0 && d.Speed == Speed1x { // faster, a landing can fall between two updates
			require.Equal(t, s.Hits, landed, "%s: a click for each die landing", msg)
		}
	}
	return updates, sounds
}

// Dice come to rest on the faces the engine rolled, on the table, square in
// their slots or apart, whatever the seed, the number of dice, the way they
// are thrown and the speed.
func TestDiceSettleOnTargets(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	for seed := range uint64(160) {
		n := 1 + int(seed%MaxDice)
		if seed%5 == 0 {
			n = len(shakerSlots)
		}
		targets := make([]int, n)
		for i := range targets {
			targets[i] = 1 + rng.IntN(6)
		}
		for kind, o := range throwKinds(n) {
			o.Seed = seed
			msg := fmt.Sprintf("%s seed %d targets %v", kind, seed, targets)
			d, err := NewDice(targets, o)
			require.NoError(t, err, msg)
			d.Speed = Speeds[int(seed)%len(Speeds)]
			updates, sounds := throwToRest(t, d, msg)
			total := 0
			for i := range d.Len() {
				total += len(d.dice[i].hits)
			}
			assert.Equal(t, total, sounds.Hits, "%s: one click per bounce", msg)
			if n := d.Speed.Ticks(); n > 0 {
				assert.Equal(t, (d.RestTicks()+n-1)/n, updates, msg)
			}
			if o.Cup {
				assert.Positive(t, sounds.Rattles, "%s: the cup rattles", msg)
				cup, ok := d.Cup()
				require.True(t, ok)
				assert.Equal(t, 0.0, cup.Angle, "%s: the cup stands up again", msg)
			} else {
				assert.Zero(t, sounds.Rattles, msg)
			}

			var rest [][4]Point
			for i := range n {
				p := d.Die(i)
				assert.Equal(t, targets[i], p.Face, "%s: die %d", msg, i)
				assert.Equal(t, d.Rest(i), p, msg)
				assert.Zero(t, p.Z, msg)
				assert.False(t, p.Held, msg)
				if o.Slots != nil {
					assert.Equal(t, o.Slots[i], Point{p.X, p.Y}, "%s: die %d in its slot", msg, i)
					assert.Zero(t, p.Angle, "%s: square in its slot", msg)
				}
				c := corners(p, o.Size)
				for _, q := range c {
					assert.True(t, q.X >= 0 && q.X <= o.W && q.Y >= 0 && q.Y <= o.H, "%s: die %d on the table", msg, i)
				}
				for j, r := range rest {
					assert.False(t, squaresOverlap(c, r), "%s: dice %d and %d overlap", msg, j, i)
				}
				rest = append(rest, c)
			}
		}
	}
}

// Skip, at any moment, lands every die on its face at its rest, and says
// what it skipped so the scene can still click.
func TestDiceSkipLandsOnTargets(t *testing.T) {
	for _, after := range []int{0, 1, 30, 70} {
		for kind, o := range throwKinds(6) {
			o.Seed = uint64(after)
			targets := []int{6, 5, 4, 3, 2, 1}
			d, err := NewDice(targets, o)
			require.NoError(t, err)
			ref, _ := NewDice(targets, o)
			ref.Skip()
			hits := 0
			for range after {
				hits += d.Update().Hits
			}
			s := d.Skip()
			require.True(t, d.Done(), kind)
			for i, f := range targets {
				assert.Equal(t, f, d.Die(i).Face, kind)
				assert.Equal(t, ref.Die(i), d.Die(i), "%s: skipping after %d ticks rests where a full throw does", kind, after)
			}
			assert.Equal(t, throwHits(d), hits+s.Hits, kind)
			assert.Equal(t, DiceSounds{}, d.Skip(), "skipping a throw at rest does nothing")
			assert.Equal(t, DiceSounds{}, d.Update())
		}
	}
	d, err := NewDice([]int{3, 4}, DiceOptions{W: 10, H: 6, Size: 1})
	require.NoError(t, err)
	d.Speed = SpeedInstant
	d.Update()
	assert.True(t, d.Done(), "Instant throws land on the first update")
}

func throwHits(d *Dice) int {
	n := 0
	for _, r := range d.dice {
		n += len(r.hits)
	}
	return n
}

// A throw is a function of its seed: the same seed tumbles the same way at
// every tick, another seed differently, to the same faces. A faster speed
// shows the same throw in fewer updates.
func TestDiceAreDeterministic(t *testing.T) {
	o := DiceOptions{Seed: 42, W: 14, H: 9, Size: 1, Cup: true}
	poses := func(o DiceOptions, sp Speed) map[int][]DiePose { // by tick
		d, err := NewDice([]int{1, 2, 3}, o)
		require.NoError(t, err)
		d.Speed = sp
		out := map[int][]DiePose{}
		for !d.Done() {
			d.Update()
			for i := range d.Len() {
				out[d.tick] = append(out[d.tick], d.Die(i))
			}
		}
		return out
	}
	a := poses(o, Speed1x)
	assert.Equal(t, a, poses(o, Speed1x))
	o2 := o
	o2.Seed = 43
	assert.NotEqual(t, a, poses(o2, Speed1x))
	fast := poses(o, Speed2x)
	assert.Len(t, fast, (len(a)+1)/2, "2x takes half the updates")
	for tick, p := range fast {
		assert.Equal(t, a[tick], p, "2x shows the same throw at tick %d", tick)
	}
}

// While a cup shakes, the dice are hidden in it; then they pour out of its
// mouth and the cup stands back up where it was.
func TestDiceCupShakesThenPours(t *testing.T) {
	o := DiceOptions{Seed: 9, W: 14, H: 9, Size: 1, Cup: true, Shake: 30}
	d, err := NewDice([]int{2, 5}, o)
	require.NoError(t, err)
	home, _ := d.Cup()
	moved, rattles := false, 0
	for range 30 {
		rattles += d.Update().Rattles
		c, _ := d.Cup()
		moved = moved || c.X != home.X || c.Angle != 0
		assert.True(t, d.Die(0).Held && d.Die(1).Held, "hidden while shaking")
		assert.Less(t, math.Abs(c.Angle), 0.3, "shaking is not pouring")
	}
	assert.True(t, moved, "the cup wobbles")
	assert.GreaterOrEqual(t, rattles, 4, "rattling every half wobble")
	tipped := 0.0
	for !d.Done() {
		d.Update()
		c, _ := d.Cup()
		tipped = math.Max(tipped, math.Abs(c.Angle))
		assert.Zero(t, d.Update().Rattles, "no rattle once poured")
	}
	assert.InDelta(t, cupTip, tipped, 1e-9, "the cup tips over to pour")
	c, _ := d.Cup()
	assert.Equal(t, home.X, c.X)
	assert.Equal(t, home.Y, c.Y)
	foot := d.cupFootprint()
	for i := range d.Len() {
		assert.False(t, dieBox(Point{d.Die(i).X, d.Die(i).Y}, 1).overlaps(foot), "no die rests under the cup")
	}
}

// A throw that cannot be made is refused in one line, never by a panic.
func TestDiceRefuseBadThrows(t *testing.T) {
	ok := DiceOptions{W: 14, H: 9, Size: 1}
	for name, c := range map[string]struct {
		faces []int
		o     DiceOptions
	}{
		"no dice":       {nil, ok},
		"nine dice":     {[]int{1, 2, 3, 4, 5, 6, 1, 2, 3}, ok},
		"face 0":        {[]int{0}, ok},
		"face 7":        {[]int{3, 7}, ok},
		"no table":      {[]int{1}, DiceOptions{Size: 1}},
		"NaN die":       {[]int{1}, DiceOptions{W: 9, H: 9, Size: math.NaN()}},
		"huge die":      {[]int{1}, DiceOptions{W: 9, H: 9, Size: 8}},
		"slot count":    {[]int{1, 2}, DiceOptions{W: 9, H: 9, Size: 1, Slots: []Point{{2, 2}}}},
		"slots overlap": {[]int{1, 2}, DiceOptions{W: 9, H: 9, Size: 1, Slots: []Point{{2, 2}, {2.5, 2.5}}}},
		"NaN slot":      {[]int{1}, DiceOptions{W: 9, H: 9, Size: 1, Slots: []Point{{math.NaN(), 2}}}},
		"long row":      {[]int{1, 2, 3, 4, 5, 6, 1, 2}, DiceOptions{W: 6, H: 9, Size: 1, Row: true}},
		"crowded":       {[]int{1, 2, 3, 4, 5, 6, 1, 2}, DiceOptions{W: 3, H: 3, Size: 1}},
		"row and cup":   {[]int{1, 2}, DiceOptions{W: 6, H: 4, Size: 1, Row: true, Cup: true}},
		"negative":      {[]int{1}, DiceOptions{W: 9, H: 9, Size: 1, Cup: true, Shake: -1}},
	} {
		d, err := NewDice(c.faces, c.o)
		assert.Nil(t, d, name)
		if assert.Error(t, err, name) {
			assert.False(t, strings.Contains(err.Error(), "\n"), name)
		}
	}
}
