package anim

import (
	"math"
	"strconv"
)

// Friction model: dω/dt = -(WheelDecel + WheelDrag·ω). The constant term is
// the axle's dry friction, which brings the wheel to a definite stop; the
// proportional term is air drag, which bleeds a hard flick's speed quickly so
// strong and weak flicks both end in a long, readable slow-down.
const (
	WheelDecel = 1.8 // rad/s²
	WheelDrag  = 0.3 // 1/s

	// MinTurns and MaxTurns bound the whole extra turns a spin makes.
	MinTurns = 2
	MaxTurns = 6

	// DefaultFlick is the flick used for a tap or key press (rad/s): about
	// four turns, a spin of some four seconds.
	DefaultFlick = 15.0

	// QuickSpinTicks is how long a quick spin (a computer's, see SpinQuick)
	// takes at 1x: long enough to read as a spin, short enough that three
	// computers' turns do not keep a person waiting.
	QuickSpinTicks = 50

	// jitterFraction bounds how far from the segment's centre a spin may
	// stop, as a fraction of the segment, keeping clear of the pegs.
	jitterFraction = 0.3
)

// Wheel is the motion of a wheel of any WheelSpec: the Wheel of Fate, a
// roulette wheel, a weighted spinner. The engine draws the number first;
// Spin then solves the initial angular velocity that makes the friction model
// come to rest with the pointer inside that number's segment.
//
// Angles are in radians; positive is clockwise on screen (as ebiten.GeoM.Rotate).
// The pointer is fixed at the top.
type Wheel struct {
	// Speed scales how many 1x ticks one Update advances.
	Speed Speed

	spec   *WheelSpec
	start  float64 // unwrapped angle when the spin began
	angle  float64 // unwrapped current angle
	dist   float64 // total distance of the spin
	omega0 float64 // initial angular velocity, rad/s
	stopT  float64 // seconds until rest
	pace   float64 // seconds of the motion played per second (1, more for a quick spin)
	tick   int     // 1x ticks since the spin began
	target int
	spins  uint64
	moving bool
}

// NewWheel returns the Life wheel at rest at angle 0 (segment boundary at
// the pointer).
func NewWheel() *Wheel { return NewWheelOf(LifeWheel) }

// NewWheelOf returns a wheel of spec (the Life wheel when nil) at rest at
// angle 0.
func NewWheelOf(spec *WheelSpec) *Wheel {
	if spec == nil {
		spec = LifeWheel
	}
	return &Wheel{spec: spec}
}

// Spec returns the wheel's segments.
func (w *Wheel) Spec() *WheelSpec { return w.spec }

// SetAngle places the wheel at rest at angle a (e.g. restoring a saved game).
func (w *Wheel) SetAngle(a float64) {
	w.moving = false
	w.angle = normAngle(a)
}

// Turn rotates a resting wheel by delta radians, as when the player drags it
// by hand before letting go, and returns the pegs that passed the pointer.
// It does nothing while the wheel spins.
func (w *Wheel) Turn(delta float64) int {
	if w.moving || math.IsNaN(delta) || math.IsInf(delta, 0) {
		return 0
	}
	old := w.angle
	w.angle += delta
	n := w.spec.pegsBetween(old, w.angle)
	w.angle = normAngle(w.angle)
	return n
}

// Spin starts a spin that comes to rest on the segment whose Value is
// target (1..10 on the Life wheel). flick is the angular speed of the
// player's flick in rad/s (its sign is ignored); 0 means a tap or key press
// and uses DefaultFlick. A stronger flick makes more whole turns
// (MinTurns..MaxTurns). Spinning an unknown value panics, since it means the
// UI and the engine disagree about the wheel.
func (w *Wheel) Spin(target int, flick float64) { w.spin(target, TurnsForFlick(flick)) }

// SpinQuick starts a spin onto target that nobody flicked (a computer's):
// the same slowing-down to the same kind of rest, over one whole turn
// fewer than a gentle flick's and played faster, so it is over within
// QuickSpinTicks at 1x.
func (w *Wheel) SpinQuick(target int) {
	w.spin(target, MinTurns-1)
	if d := w.stopT * TPS / QuickSpinTicks; d > 1 {
		w.pace = d * (1 + 1e-9) // rounding must not add a tick
	}
}

func (w *Wheel) spin(target, turns int) {
	idx := w.spec.Index(target)
	if idx < 0 {
		panic("anim: wheel has no segment for " + strconv.Itoa(target))
	}
	w.spins++
	w.start = normAngle(w.angle)
	w.angle = w.start
	w.target = target

	// Rest angle: the pointer inside the target segment, a little off its
	// centre so that repeated spins don't look mechanical. The jitter is a
	// hash of the spin, so a replay shows the very same spins.
	j := (unitHash(w.spins, uint64(target), math.Float64bits(w.start))*2 - 1) * jitterFraction
	rest := normAngle(-w.spec.restPoint(idx, j))

	w.dist = normAngle(rest-w.start) + float64(turns)*2*math.Pi
	w.omega0 = solveOmega(w.dist)
	w.stopT = stopTime(w.omega0)
	w.pace = 1
	w.tick = 0
	w.moving = true
	// At SpeedInstant the first Update jumps to rest, so that its peg count
	// is still reported like any other tick's.
}

// TurnsForFlick maps a flick speed (rad/s) to the whole turns a spin makes.
func TurnsForFlick(flick float64) int {
	flick = math.Abs(flick)
	if flick == 0 || math.IsNaN(flick) {
		flick = DefaultFlick
	}
	if math.IsInf(flick, 0) {
		return MaxTurns
	}
	// Pick the turns whose solved launch speed is closest to the flick, so
	// the wheel leaves the finger at about the speed the finger moved. The
	// half turn stands for the not yet known distance to the target.
	best, bestDiff := MinTurns, math.Inf(1)
	for turns := MinTurns; turns <= MaxTurns; turns++ {
		d := math.Abs(solveOmega((float64(turns)+0.5)*2*math.Pi) - flick)
		if d < bestDiff {
			best, bestDiff = turns, d
		}
	}
	return best
}

// Update advances the spin by one tick (Speed 1x ticks) and returns how many
// pegs passed the pointer during it: the caller clicks when it is > 0.
func (w *Wheel) Update() int {
	if !w.moving {
		return 0
	}
	n := w.Speed.Ticks()
	if n == 0 {
		return w.Skip()
	}
	old := w.angle
	w.tick += n
	t := float64(w.tick) / TPS * w.pace
	if t >= w.stopT {
		w.angle = w.start + w.dist
		w.moving = false
	} else {
		w.angle = w.start + min(displacement(w.omega0, t), w.dist)
	}
	return w.spec.pegsBetween(old, w.angle)
}

// Skip jumps to the rest angle and returns the pegs that jump passed.
func (w *Wheel) Skip() int {
	if !w.moving {
		return 0
	}
	old := w.angle
	w.angle = w.start + w.dist
	w.moving = false
	return w.spec.pegsBetween(old, w.angle)
}

// Angle returns the wheel's rotation in [0, 2π).
func (w *Wheel) Angle() float64 { return normAngle(w.angle) }

// Done reports whether the wheel is at rest.
func (w *Wheel) Done() bool { return !w.moving }

// Spinning reports whether a spin is in progress.
func (w *Wheel) Spinning() bool { return w.moving }

// Target returns the number of the last spin.
func (w *Wheel) Target() int { return w.target }

// Velocity returns the current angular velocity in rad/s (0 at rest).
func (w *Wheel) Velocity() float64 {
	if !w.moving {
		return 0
	}
	return velocity(w.omega0, float64(w.tick)/TPS*w.pace) * w.pace
}

// RestTicks returns the 1x ticks the current spin takes from start to rest.
func (w *Wheel) RestTicks() int { return int(math.Ceil(w.stopT * TPS / max(1, w.pace))) }

// Segment returns the index of the segment under the pointer.
func (w *Wheel) Segment() int { return w.spec.SegmentAt(w.angle) }

// Number returns the Value of the segment under the pointer.
func (w *Wheel) Number() int { return w.spec.Segment(w.Segment()).Value }

// Closed forms of dω/dt = -(a + bω) with ω(0)=ω0, valid until ω reaches 0.
func velocity(omega0, t float64) float64 {
	k := WheelDecel / WheelDrag
	return max(0, (omega0+k)*math.Exp(-WheelDrag*t)-k)
}

func stopTime(omega0 float64) float64 {
	return math.Log1p(omega0*WheelDrag/WheelDecel) / WheelDrag
}

func displacement(omega0, t float64) float64 {
	t = min(t, stopTime(omega0))
	k := WheelDecel / WheelDrag
	return (omega0+k)*(-math.Expm1(-WheelDrag*t))/WheelDrag - k*t
}

// solveOmega finds the initial velocity whose full stopping distance is dist.
// Stopping distance grows monotonically with ω0, so bisection converges to
// float precision; the final angle is then set exactly, not integrated.
func solveOmega(dist float64) float64 {
	lo, hi := 0.0, 1.0
	for displacement(hi, math.Inf(1)) < dist {
		hi *= 2
	}
	for range 100 {
		mid := (lo + hi) / 2
		if displacement(mid, math.Inf(1)) < dist {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi
}

func normAngle(a float64) float64 {
	a = math.Mod(a, 2*math.Pi)
	if a < 0 {
		a += 2 * math.Pi
	}
	if a >= 2*math.Pi {
		a = 0
	}
	return a
}

// unitHash mixes its inputs (splitmix64) into a float in [0,1).
func unitHash(xs ...uint64) float64 {
	var h uint64 = 0x9E3779B97F4A7C15
	for _, x := range xs {
		h ^= x
		h += 0x9E3779B97F4A7C15
		h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9
		h = (h ^ (h >> 27)) * 0x94D049BB133111EB
		h ^= h >> 31
	}
	return float64(h>>11) / (1 << 53)
}
