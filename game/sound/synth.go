package sound

import (
	"encoding/binary"
	"math"
)

// SampleRate is the audio context's rate.
const SampleRate = 44100

// ID names a sound effect.
type ID int

// The game's sound effects.
const (
	Peg     ID = iota // the wheel's pointer flicking past a peg
	Whoosh            // the wheel leaving the hand
	Pay               // coins going out
	Collect           // cha-ching
	Marry             // wedding bells
	Baby              // rattle and soft rising notes
	Revenge           // low, dramatic
	Toll              // the toll bridge horn
	Card              // a card drawn
	Fanfare           // the winner
	Button            // a UI click

	// The Casino's.
	ReelTick  // a slot reel's symbol passing the payline
	ReelStop  // a reel clunking to a stop
	SlotWin   // coins pouring into the tray
	Ball      // the roulette ball clicking over the frets
	DiceShake // dice rattling in a cup
	DiceLand  // a die hitting the felt
	// Go For Broke's Race Track and Stock Market.
	Bugle      // the call to post: the horses come onto the track
	Hooves     // a stride of galloping hooves, repeated while they run
	Crowd      // the crowd roaring the winner home
	MarketBell // the exchange's opening bell
	Ticker     // the ticker tape chattering out the prices
	// Make a Million's auction.
	Bid   // a bid called: a paddle's knock and a rising note
	Gavel // the gavel falling: sold

	numIDs
)

// IDs lists every sound, for preloading and tests.
func IDs() []ID {
	out := make([]ID, numIDs)
	for i := range out {
		out[i] = ID(i)
	}
	return out
}

var names = [numIDs]string{"peg", "whoosh", "pay", "collect", "marry", "baby", "revenge", "toll", "card", "fanfare", "button",
	"reeltick", "reelstop", "slotwin", "ball", "diceshake", "diceland",
	"bugle", "hooves", "crowd", "market-bell", "ticker",
	"bid", "gavel",
}

// String names the sound.
func (id ID) String() string {
	if id < 0 || id >= numIDs {
		return "unknown"
	}
	return names[id]
}

// Duration returns the length of the sound in seconds.
func (id ID) Duration() float64 {
	switch id {
	case Peg:
		return 0.03
	case Whoosh:
		return 0.6
	case Pay:
		return 0.5
	case Collect:
		return 0.8
	case Marry:
		return 1.8
	case Baby:
		return 1.1
	case Revenge:
		return 1.4
	case Toll:
		return 0.8
	case Card:
		return 0.16
	case Fanfare:
		return 2.0
	case Button:
		return 0.05
	case ReelTick:
		return 0.025
	case ReelStop:
		return 0.18
	case SlotWin:
		return 1.2
	case Ball:
		return 0.04
	case DiceShake:
		return 0.12
	case DiceLand:
		return 0.09
	case Bugle:
		return 1.7
	case Hooves:
		return 0.5
	case Crowd:
		return 1.8
	case MarketBell:
		return 1.2
	case Ticker:
		return 0.6
	case Bid:
		return 0.16
	case Gavel:
		return 0.5
	}
	return 0
}

// peakLevel is the level every sound is normalised to: loud enough to hear,
// with headroom so several sounds mixed rarely clip.
const peakLevel = 0.7

// Generate synthesises the sound as mono samples in [-1, 1] at rate. It is
// deterministic: the noise comes from a fixed-seed generator.
func Generate(id ID, rate int) []float32 {
	n := int(math.Round(id.Duration() * float64(rate)))
	buf := make([]float64, n)
	s := synth{buf: buf, rate: float64(rate), noise: 0x2545F4914F6CDD1D + uint64(id)}
	switch id {
	case Peg:
		s.tone(0, 0.03, 2600, sine, 0.001, 0.006, 0.6)
		s.noiseBurst(0, 0.012, 0.8, 0.004, 0.3)
	case Whoosh:
		// Noise through a low-pass whose cutoff rises then falls: air rushing by.
		s.sweptNoise(0, 0.6, func(t float64) float64 { return 300 + 2500*math.Sin(math.Pi*t/0.6) }, 0.9)
	case Pay:
		for i, f := range []float64{2637, 2349, 2093, 1760} {
			s.bell(0.08*float64(i), 0.3, f, 0.7)
			s.noiseBurst(0.08*float64(i), 0.01, 0.2, 0.002, 0.5)
		}
	case Collect:
		s.noiseBurst(0, 0.09, 0.6, 0.05, 0.6) // "cha": the drawer
		s.bell(0.1, 0.7, 1318.5, 0.9)         // "ching": the bell
		s.bell(0.1, 0.7, 1975.5, 0.5)
	case Marry:
		for i, f := range []float64{1046.5, 1318.5, 1568, 2093} {
			s.bell(0.28*float64(i), 1.8-0.28*float64(i), f, 0.8)
		}
	case Baby:
		for i := range 6 {
			s.noiseBurst(0.05+0.16*float64(i), 0.05, 0.25, 0.03, 0.6) // rattle
		}
		for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
			s.tone(0.12*float64(i), 0.7, f, sine, 0.05, 0.35, 0.6)
		}
	case Revenge:
		for i, f := range []float64{146.83, 138.59, 130.81} {
			t := 0.4 * float64(i)
			dur := 0.55
			if i == 2 {
				dur = 1.0
			}
			s.tone(t, dur, f, organ, 0.02, dur*0.5, 0.8)
			s.tone(t, dur, f/2, sine, 0.02, dur*0.6, 0.6)
		}
	case Toll:
		// A two-note car horn: odd harmonics, a slight beat between the notes.
		s.tone(0, 0.35, 370, horn, 0.02, 0.1, 0.6)
		s.tone(0, 0.35, 466, horn, 0.02, 0.1, 0.5)
		s.tone(0.42, 0.38, 370, horn, 0.02, 0.15, 0.6)
		s.tone(0.42, 0.38, 466, horn, 0.02, 0.15, 0.5)
	case Card:
		s.sweptNoise(0, 0.16, func(t float64) float64 { return 5000 - 20000*t }, 0.8)
	case Fanfare:
		notes := []float64{523.25, 659.25, 783.99}
		for i, f := range notes {
			s.tone(0.14*float64(i), 0.16, f, brass, 0.015, 0.05, 0.6)
		}
		for _, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
			s.tone(0.45, 1.5, f, brass, 0.03, 0.8, 0.4)
		}
	case Button:
		s.tone(0, 0.05, 1400, sine, 0.002, 0.015, 0.6)
		s.tone(0, 0.05, 2800, sine, 0.001, 0.006, 0.2)
	case ReelTick:
		// A pawl snapping off a tooth: a dry, high click.
		s.noiseBurst(0, 0.02, 0.7, 0.003, 0.8)
		s.tone(0, 0.025, 1800, sine, 0.0005, 0.004, 0.3)
	case ReelStop:
		// The brake catching the drum: a low thud with a metal knock.
		s.tone(0, 0.18, 110, sine, 0.002, 0.05, 0.9)
		s.tone(0, 0.1, 620, horn, 0.001, 0.015, 0.25)
		s.noiseBurst(0, 0.05, 0.5, 0.012, 0.35)
	case SlotWin:
		// Coins dropping into the tray one after another, then a bell.
		for i := range 12 {
			t := 0.06 * float64(i)
			f := 2900 + 400*float64(i%3)
			s.tone(t, 0.12, f, sine, 0.001, 0.03, 0.35)
			s.noiseBurst(t, 0.015, 0.25, 0.004, 0.7)
		}
		s.bell(0.72, 0.48, 1568, 0.5)
	case Ball:
		// Ivory on a metal fret: short, bright, with a tiny ring.
		s.noiseBurst(0, 0.012, 0.6, 0.002, 0.9)
		s.tone(0, 0.04, 3800, sine, 0.0005, 0.008, 0.35)
	case DiceShake:
		// Dice knocking about in a leather cup: muffled clacks.
		for i, at := range []float64{0, 0.025, 0.05, 0.08} {
			s.noiseBurst(at, 0.03, 0.5-0.08*float64(i), 0.006, 0.35)
			s.tone(at, 0.03, 900+150*float64(i), sine, 0.0005, 0.006, 0.2)
		}
	case DiceLand:
		// A die on the felt: a soft knock with the bone's click.
		s.tone(0, 0.09, 220, sine, 0.001, 0.02, 0.7)
		s.noiseBurst(0, 0.03, 0.5, 0.005, 0.5)
		s.tone(0, 0.04, 2300, sine, 0.0005, 0.005, 0.25)
	case Bugle, Hooves, Crowd, MarketBell, Ticker:
		s.track(id)
	case Bid:
		// A paddle raised: a wooden knock and a short rising call.
		s.noiseBurst(0, 0.02, 0.6, 0.004, 0.4)
		s.tone(0, 0.05, 520, sine, 0.001, 0.012, 0.5)
		s.tone(0.03, 0.12, 880, sine, 0.005, 0.05, 0.35)
		s.tone(0.06, 0.1, 1175, sine, 0.005, 0.04, 0.25)
	case Gavel:
		// The gavel on its block, twice, the second the harder: a hard
		// wooden crack over a low thump, ringing briefly in the room.
		for i, at := range []float64{0, 0.2} {
			amp := 0.6 + 0.3*float64(i)
			s.noiseBurst(at, 0.04, amp, 0.008, 0.55)
			s.tone(at, 0.22, 140, sine, 0.001, 0.06, amp)
			s.tone(at, 0.12, 760, horn, 0.001, 0.02, 0.25*amp)
		}
	}
	return s.normalised()
}

// Bytes returns the sound as interleaved stereo 32-bit float little-endian
// PCM, the format audio.Context.NewPlayerF32 plays.
func Bytes(id ID, rate int) []byte {
	mono := Generate(id, rate)
	out := make([]byte, len(mono)*8)
	for i, v := range mono {
		b := math.Float32bits(v)
		binary.LittleEndian.PutUint32(out[i*8:], b)
		binary.LittleEndian.PutUint32(out[i*8+4:], b)
	}
	return out
}

type wave func(phase float64) float64 // phase in cycles

func sine(p float64) float64 { return math.Sin(2 * math.Pi * p) }

// organ is a few decaying harmonics: a dark, full tone.
func organ(p float64) float64 {
	return sine(p) + 0.5*sine(2*p) + 0.33*sine(3*p) + 0.2*sine(4*p)
}

// horn is odd harmonics, square-ish but band-limited.
func horn(p float64) float64 {
	return sine(p) + 0.4*sine(3*p) + 0.2*sine(5*p) + 0.1*sine(7*p)
}

// brass is a bright band-limited sawtooth.
func brass(p float64) float64 {
	v := 0.0
	for k := 1.0; k <= 8; k++ {
		v += sine(k*p) / k
	}
	return v
}

type synth struct {
	buf   []float64
	rate  float64
	noise uint64
}

func (s *synth) rand() float64 {
	// xorshift64*: cheap, and the same sounds on every platform.
	s.noise ^= s.noise >> 12
	s.noise ^= s.noise << 25
	s.noise ^= s.noise >> 27
	return float64((s.noise*2685821657736338717)>>11)/(1<<52) - 1
}

func (s *synth) span(start, dur float64) (int, int) {
	a := max(0, int(start*s.rate))
	b := min(len(s.buf), int((start+dur)*s.rate))
	return a, b
}

// env is an attack/exponential-decay envelope; decay is the time constant.
func env(t, attack, decay float64) float64 {
	if t < attack {
		return t / attack
	}
	return math.Exp(-(t - attack) / decay)
}

// tone adds a note with an attack/decay envelope and a short fade at its end
// so it never clicks off.
func (s *synth) tone(start, dur, freq float64, w wave, attack, decay, amp float64) {
	a, b := s.span(start, dur)
	for i := a; i < b; i++ {
		t := float64(i-a) / s.rate
		tail := min(1, float64(b-i)/(0.005*s.rate))
		s.buf[i] += amp * env(t, attack, decay) * tail * w(freq*t)
	}
}

// bell adds an inharmonic struck bell: partials at the ratios of a real bell.
func (s *synth) bell(start, dur, freq, amp float64) {
	for _, p := range []struct{ ratio, amp, decay float64 }{
		{1, 1, 0.5}, {2.76, 0.45, 0.25}, {5.4, 0.25, 0.12}, {8.93, 0.12, 0.06},
	} {
		s.tone(start, dur, freq*p.ratio, sine, 0.002, p.decay*dur, amp*p.amp)
	}
}

func (s *synth) noiseBurst(start, dur, amp, decay, bright float64) {
	a, b := s.span(start, dur)
	lp := 0.0
	for i := a; i < b; i++ {
		t := float64(i-a) / s.rate
		n := s.rand()
		lp += bright * (n - lp) // one-pole low-pass; bright=1 is white
		s.buf[i] += amp * env(t, 0.001, decay) * lp
	}
}

// sweptNoise adds noise through a one-pole low-pass with a moving cutoff (Hz),
// shaped by a sine swell.
func (s *synth) sweptNoise(start, dur float64, cutoff func(t float64) float64, amp float64) {
	a, b := s.span(start, dur)
	lp, lp2 := 0.0, 0.0
	for i := a; i < b; i++ {
		t := float64(i-a) / s.rate
		fc := max(50, cutoff(t))
		k := 1 - math.Exp(-2*math.Pi*fc/s.rate)
		lp += k * (s.rand() - lp)
		lp2 += k * (lp - lp2)
		s.buf[i] += amp * math.Sin(math.Pi*t/dur) * (lp - lp2*0.5)
	}
}

// normalised scales the buffer to peakLevel and converts it to float32.
func (s *synth) normalised() []float32 {
	peak := 0.0
	for _, v := range s.buf {
		peak = max(peak, math.Abs(v))
	}
	out := make([]float32, len(s.buf))
	if peak == 0 {
		return out
	}
	g := peakLevel / peak
	for i, v := range s.buf {
		out[i] = float32(v * g)
	}
	return out
}

// track synthesises the Race Track's and the Stock Market's sounds.
func (s *synth) track(id ID) {
	switch id {
	case Bugle:
		// The call to post on a valveless bugle: only the notes of one
		// harmonic series (G4, C5, E5, G5), tongued quick, the last held.
		notes := []struct{ t, dur, f float64 }{
			{0, 0.12, 392}, {0.13, 0.12, 523.25}, {0.26, 0.12, 659.25}, {0.39, 0.22, 783.99},
			{0.64, 0.12, 659.25}, {0.77, 0.12, 783.99}, {0.9, 0.78, 1046.5},
		}
		for _, n := range notes {
			s.tone(n.t, n.dur, n.f, brass, 0.02, n.dur*0.8, 0.6)
		}
	case Hooves:
		// Two strides of a gallop, each three beats and a pause: a thud
		// on the turf (low enough to feel, high enough for a phone's
		// speaker) with the scuff of the hoof on it.
		for stride := range 2 {
			for k, dt := range []float64{0, 0.06, 0.12} {
				t := 0.25*float64(stride) + dt
				amp := 0.7 + 0.15*float64(k)
				s.tone(t, 0.09, 150+20*float64(k), sine, 0.002, 0.022, amp)
				s.tone(t, 0.06, 75+10*float64(k), sine, 0.003, 0.03, 0.5*amp)
				s.noiseBurst(t, 0.05, 0.45*amp, 0.01, 0.3)
			}
		}
	case Crowd:
		// A roar swelling and fading: broad noise, with a few voices
		// cheering above it.
		s.sweptNoise(0, 1.8, func(t float64) float64 { return 900 + 900*math.Sin(math.Pi*t/1.8) }, 1.0)
		for i, f := range []float64{330, 415, 494, 587} {
			s.tone(0.1+0.12*float64(i), 1.2, f, organ, 0.15, 0.5, 0.08)
		}
	case MarketBell:
		// The opening bell, its clapper striking fast, then ringing out.
		for i := range 10 {
			s.bell(0.07*float64(i), 1.2-0.07*float64(i), 1180, 0.5)
		}
	case Ticker:
		// The tape machine's type wheel clattering: sharp clicks at an
		// uneven pace, with the faint whirr of its motor.
		t := 0.0
		for t < 0.55 {
			s.noiseBurst(t, 0.012, 0.9, 0.003, 0.9)
			s.tone(t, 0.01, 3200, sine, 0.0005, 0.003, 0.3)
			t += 0.028 + 0.02*(s.rand()+1)/2
		}
		s.tone(0, 0.6, 120, organ, 0.05, 0.4, 0.05)
	}
}
