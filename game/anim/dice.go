package anim

import (
	"errors"
	"fmt"
	"math"
)

// Dice limits and timings (ticks at 1x).
const (
	MaxDice = 8

	// DefaultShakeTicks is how long a cup is shaken when DiceOptions.Shake is 0.
	DefaultShakeTicks = 48

	pourTicks    = 18 // the cup tips over
	cupHoldTicks = 10 // and stays tipped while the dice fall out
	cupBackTicks = 24 // then stands up again
	rattleTicks  = 6  // the dice hit the cup's wall every half wobble
)

// Cup geometry in die sizes: the cup stands on its base, its mouth up.
const (
	CupHeight = 2.8
	CupMouth  = 2.4 // width at the mouth
	CupBase   = 1.9 // width at the base
	cupTip    = 1.9 // radians the cup tips to pour
)

// DiceOptions describes a throw. The table is a W×H area in any unit (the
// view maps it to the screen); Size is a die's edge in that unit.
type DiceOptions struct {
	Seed       uint64
	W, H, Size float64

	// Where the dice come to rest: in Slots (one centre per die, squarely,
	// such as the six places of Gambler's shaker handle), else in a Row
	// across the middle, else scattered and apart.
	Slots []Point
	Row   bool

	// Cup shakes the dice in a cup standing at CupAt (the centre of its
	// base; the zero Point puts it in the top right corner) for Shake ticks
	// (0 means DefaultShakeTicks), then pours them out. Without a cup the
	// dice are thrown in at the table's bottom edge.
	Cup   bool
	CupAt Point
	Shake int
}

// DiePose is where a die is at one tick: its centre on the table, its
// height above it (in die sizes, 0 on the table), its turn (radians,
// clockwise), the face it shows, and whether it is still held in the hand
// or the cup, out of sight.
type DiePose struct {
	X, Y, Z float64
	Angle   float64
	Face    int
	Held    bool
}

// CupPose is the cup at one tick: the centre of its base and its tilt
// (radians, clockwise; 0 is upright).
type CupPose struct {
	X, Y  float64
	Angle float64
}

// DiceSounds are the sound cues of one Update: dice hitting the table
// (a click each) and dice rattling against the cup's wall.
type DiceSounds struct{ Hits, Rattles int }

// Dice is a throw of 1 to MaxDice dice, with or without a cup. As with the
// wheel, the engine has already rolled: the dice tumble, bounce and turn
// over to adjacent faces, and come to rest showing the given faces. Every
// pose is a function of the tick, so Skip, any Speed and a replay show the
// same throw.
type Dice struct {
	// Speed scales how many 1x ticks one Update advances.
	Speed Speed

	opt     DiceOptions
	dice    []dieRoll
	targets []int
	tick    int
	end     int
	cup     cupPlan
}

// dieRoll is one die's whole motion, from its release to its rest.
type dieRoll struct {
	release  int     // tick it leaves the hand or the cup
	ticks    int     // ticks from release to rest
	from, to Point   // start and rest centres
	z0       float64 // height at release
	curve    float64 // sideways bow of the path, in die sizes
	spin     float64 // radians turned between release and rest
	rest     float64 // angle at rest
	hits     []int   // ticks after release at which it hits the table
	changes  []int   // ticks after release at which it turns over
	faces    []int   // faces shown: before the first change, after each
}

// cupPlan is the cup's motion; shake is 0 when there is no cup.
type cupPlan struct {
	at      Point
	shake   int
	dir     float64 // +1 tips clockwise (mouth to the right), -1 the other way
	phase   float64 // the wobble's start, radians
	release int     // tick the first die leaves the cup
}

// NewDice checks the throw and plans it. targets are the faces the dice
// show at rest, one per die.
func NewDice(targets []int, o DiceOptions) (*Dice, error) {
	n := len(targets)
	if n < 1 || n > MaxDice {
		return nil, fmt.Errorf("a throw has 1 to %d dice, not %d", MaxDice, n)
	}
	for i, f := range targets {
		if f < 1 || f > 6 {
			return nil, fmt.Errorf("die %d cannot show %d: faces are 1 to 6", i+1, f)
		}
	}
	if !finitePositive(o.W) || !finitePositive(o.H) || !finitePositive(o.Size) {
		return nil, errors.New("a dice table needs a positive width, height and die size")
	}
	if o.Size*1.5 > min(o.W, o.H) {
		return nil, fmt.Errorf("a die of size %v does not fit a %v×%v table", o.Size, o.W, o.H)
	}
	if o.Shake < 0 {
		return nil, fmt.Errorf("a cup is shaken for 0 ticks or more, not %d", o.Shake)
	}
	d := &Dice{opt: o, targets: append([]int(nil), targets...), dice: make([]dieRoll, n)}
	if o.Cup {
		d.planCup()
	}
	rests, angles, err := d.restPlaces()
	if err != nil {
		return nil, err
	}
	for i := range d.dice {
		d.planDie(i, rests[i], angles[i])
		d.end = max(d.end, d.dice[i].release+d.dice[i].ticks)
	}
	if o.Cup {
		d.end = max(d.end, d.cupBackStart()+cupBackTicks)
	}
	return d, nil
}

func finitePositive(x float64) bool { return x > 0 && !math.IsInf(x, 0) }

// rand is the throw's k-th random number in [0,1) for die i (or -1 for the
// cup and the table): a hash, so any tick's pose is computed without state.
func (d *Dice) rand(i int, k uint64) float64 {
	return unitHash(d.opt.Seed, uint64(int64(i)), k)
}

// planCup places the cup and times its shake and pour.
func (d *Dice) planCup() {
	o := d.opt
	c := cupPlan{at: o.CupAt, shake: o.Shake}
	if c.at == (Point{}) {
		c.at = Point{o.W - o.Size*CupMouth/2 - o.Size*0.3, o.Size * (CupHeight + 0.3)}
	}
	if c.shake == 0 {
		c.shake = DefaultShakeTicks
	}
	c.dir = 1 // mouth towards the middle of the table
	if c.at.X > o.W/2 {
		c.dir = -1
	}
	c.phase = d.rand(-1, 1) * 2 * math.Pi
	c.release = c.shake + pourTicks - 4
	d.cup = c
}

// planDie plans die i's roll from its release to rest at (to, angle).
func (d *Dice) planDie(i int, to Point, angle float64) {
	o, s := d.opt, d.opt.Size
	r := func(k uint64) float64 { return d.rand(i, k) }
	n := len(d.dice)
	roll := dieRoll{to: to, rest: angle}
	roll.ticks = 50 + int(r(0)*22)
	if o.Cup {
		roll.release = d.cup.release + 3*i
		roll.from = d.cupMouth(roll.release)
		roll.from.X += (r(1) - 0.5) * s * 0.8
		roll.z0 = 0.9
	} else {
		roll.release = 2 * i
		roll.from = Point{o.W/2 + (float64(i)-float64(n-1)/2)*s*0.9 + (r(1)-0.5)*s, o.H - s*0.7}
		roll.z0 = 1.6
	}
	roll.curve = (r(2) - 0.5) * 1.6
	roll.spin = (2.5 + r(3)*3.5) * math.Copysign(1, r(4)-0.5)

	// Bounces: the first flight takes about 0.28 of the roll, each later
	// one 0.6 of the one before; then it rolls to a stop.
	bounces := 2 + int(r(5)*2)
	span := (0.24 + r(6)*0.08) * float64(roll.ticks)
	t := 0.0
	for k := range bounces {
		mid := t + span/2
		t += span
		if k < bounces-1 {
			roll.changes = append(roll.changes, int(math.Round(mid)))
		}
		roll.hits = append(roll.hits, int(math.Round(t)))
		roll.changes = append(roll.changes, int(math.Round(t)))
		span *= 0.6
	}
	// Read backwards from the target, each face before it is one the die
	// could have rolled over from: never itself, never its opposite.
	roll.faces = make([]int, len(roll.changes)+1)
	roll.faces[len(roll.faces)-1] = d.targets[i]
	for j := len(roll.faces) - 2; j >= 0; j-- {
		roll.faces[j] = adjacentFace(roll.faces[j+1], r(uint64(10+j)))
	}
	d.dice[i] = roll
}

// adjacentFace picks, by u in [0,1), one of the four faces next to f.
func adjacentFace(f int, u float64) int {
	var next [4]int
	k := 0
	for g := 1; g <= 6; g++ {
		if g != f && g != 7-f {
			next[k] = g
			k++
		}
	}
	return next[min(3, int(u*4))]
}

// Update advances the throw by one tick (Speed 1x ticks) and returns the
// sounds it made.
func (d *Dice) Update() DiceSounds {
	if d.Done() {
		return DiceSounds{}
	}
	n := d.Speed.Ticks()
	if n == 0 {
		return d.Skip()
	}
	return d.advance(min(d.end, d.tick+n))
}

// Skip jumps to rest and returns the sounds it passed over, so the caller
// can still play one click.
func (d *Dice) Skip() DiceSounds { return d.advance(d.end) }

func (d *Dice) advance(to int) DiceSounds {
	var s DiceSounds
	for _, roll := range d.dice {
		for _, h := range roll.hits {
			if t := roll.release + h; t > d.tick && t <= to {
				s.Hits++
			}
		}
	}
	if d.opt.Cup {
		s.Rattles = d.rattlesUpTo(to) - d.rattlesUpTo(d.tick)
	}
	d.tick = to
	return s
}

// Done reports whether every die is at rest (and the cup back upright).
func (d *Dice) Done() bool { return d.tick >= d.end }

// RestTicks returns the 1x ticks the whole throw takes.
func (d *Dice) RestTicks() int { return d.end }

// Len returns the number of dice.
func (d *Dice) Len() int { return len(d.dice) }

// Targets returns the faces the dice come to rest on.
func (d *Dice) Targets() []int { return append([]int(nil), d.targets...) }

// Table returns the table's size and the dice's size, in the throw's unit.
func (d *Dice) Table() (w, h, size float64) { return d.opt.W, d.opt.H, d.opt.Size }

// Die returns die i's pose at the current tick.
func (d *Dice) Die(i int) DiePose { return d.dice[i].pose(d.tick, d.opt.Size) }

// Rest returns die i's pose at rest.
func (d *Dice) Rest(i int) DiePose { return d.dice[i].pose(d.end, d.opt.Size) }

func (r *dieRoll) pose(tick int, size float64) DiePose {
	t := tick - r.release
	if t <= 0 {
		return DiePose{X: r.from.X, Y: r.from.Y, Z: r.z0, Angle: r.rest + r.spin, Face: r.faces[0], Held: t < 0}
	}
	if t >= r.ticks {
		return DiePose{X: r.to.X, Y: r.to.Y, Angle: r.rest, Face: r.faces[len(r.faces)-1]}
	}
	u := float64(t) / float64(r.ticks)
	e := 1 - math.Pow(1-u, 2.4) // fast out of the hand, slowing to rest
	dx, dy := r.to.X-r.from.X, r.to.Y-r.from.Y
	bow := r.curve * size * math.Sin(math.Pi*e) / max(1e-9, math.Hypot(dx, dy))
	p := DiePose{
		X:     r.from.X + dx*e - dy*bow,
		Y:     r.from.Y + dy*e + dx*bow,
		Angle: r.rest + r.spin*(1-u)*(1-u),
		Z:     r.height(t),
		Face:  r.faces[0],
	}
	for j, c := range r.changes {
		if t >= c {
			p.Face = r.faces[j+1]
		}
	}
	return p
}

// height is the die's height t ticks after release: a fall from z0 into
// the first hit, then smaller and smaller hops between hits.
func (r *dieRoll) height(t int) float64 {
	prev := 0
	for k, h := range r.hits {
		if t < h {
			u := float64(t-prev) / float64(h-prev)
			span := float64(h-prev) / float64(r.ticks)
			hop := 12 * span * span // a longer hop goes higher
			if k == 0 {
				return r.z0*(1-u) + 0.3*4*u*(1-u)
			}
			return hop * 4 * u * (1 - u)
		}
		prev = h
	}
	return 0
}

// Cup returns the cup's pose and whether there is a cup.
func (d *Dice) Cup() (CupPose, bool) {
	if !d.opt.Cup {
		return CupPose{}, false
	}
	return d.cupPose(d.tick), true
}

func (d *Dice) cupBackStart() int { return d.cup.release + 3*(len(d.dice)-1) + cupHoldTicks }

func (d *Dice) cupPose(t int) CupPose {
	c, s := d.cup, d.opt.Size
	p := CupPose{X: c.at.X, Y: c.at.Y}
	switch pour := c.shake; {
	case t < pour:
		// A wobble that swells and dies away, the dice rattling inside.
		env := math.Sin(math.Pi * float64(t) / float64(c.shake))
		w := 2*math.Pi*float64(t)/(2*rattleTicks) + c.phase
		p.X += 0.3 * s * math.Sin(w) * env
		p.Y += 0.12 * s * math.Sin(2*w) * env
		p.Angle = 0.2 * math.Sin(w+0.6) * env
	case t < d.cupBackStart():
		p.Angle = c.dir * cupTip * InOutQuad(float64(t-pour)/pourTicks)
	default:
		p.Angle = c.dir * cupTip * (1 - InOutQuad(float64(t-d.cupBackStart())/cupBackTicks))
	}
	return p
}

// cupMouth is the middle of the cup's mouth at tick t, on the table.
func (d *Dice) cupMouth(t int) Point {
	p := d.cupPose(t)
	h := CupHeight * d.opt.Size
	return Point{p.X + h*math.Sin(p.Angle), p.Y - h*math.Cos(p.Angle)}
}

// rattlesUpTo counts the half wobbles of the shake up to tick t.
func (d *Dice) rattlesUpTo(t int) int {
	t = min(t, d.cup.shake)
	return int(math.Floor((float64(t) + d.cup.phase/math.Pi*rattleTicks) / rattleTicks))
}
