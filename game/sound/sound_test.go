package sound

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGeneratedSoundsAreAudibleAndBounded(t *testing.T) {
	for _, id := range IDs() {
		t.Run(id.String(), func(t *testing.T) {
			pcm := Generate(id, SampleRate)
			want := int(math.Round(id.Duration() * SampleRate))
			require.Equal(t, want, len(pcm))
			require.Greater(t, want, 0)

			peak, sum := 0.0, 0.0
			for _, v := range pcm {
				f := float64(v)
				require.False(t, math.IsNaN(f) || math.IsInf(f, 0))
				peak = max(peak, math.Abs(f))
				sum += f * f
			}
			rms := math.Sqrt(sum / float64(len(pcm)))
			assert.LessOrEqual(t, peak, 1.0, "no clipping")
			assert.InDelta(t, peakLevel, peak, 1e-3, "normalised")
			assert.Greater(t, rms, 0.02, "audible")
			// No click at the end: the last millisecond is quiet.
			tail := pcm[len(pcm)-SampleRate/1000:]
			for _, v := range tail {
				assert.Less(t, math.Abs(float64(v)), 0.3)
			}
		})
	}
}

func TestGenerationIsDeterministicAndStereo(t *testing.T) {
	a, b := Bytes(Collect, SampleRate), Bytes(Collect, SampleRate)
	assert.Equal(t, a, b)
	mono := Generate(Collect, SampleRate)
	require.Len(t, a, len(mono)*8, "2 channels × float32")
	for i := 0; i < len(mono); i += 997 {
		l := math.Float32frombits(binary.LittleEndian.Uint32(a[i*8:]))
		r := math.Float32frombits(binary.LittleEndian.Uint32(a[i*8+4:]))
		assert.Equal(t, mono[i], l)
		assert.Equal(t, l, r)
	}
	assert.NotEqual(t, Generate(Pay, SampleRate)[:100], Generate(Card, SampleRate)[:100])
	assert.Equal(t, "unknown", ID(99).String())
}

func TestDisabledManagerIsSilentNoOp(t *testing.T) {
	m := NewManager(ModeOff)
	m.Update()
	m.Play(Fanfare)
	assert.Equal(t, StatusDisabled, m.Status())
	_, ok := m.Notice()
	assert.False(t, ok)
	m.SetVolume(3)
	assert.Equal(t, 1.0, m.Volume())
	m.SetMuted(true)
	assert.True(t, m.Muted())
	assert.NotEmpty(t, m.PCM(Peg))
}

func TestPackageFunctionsBeforeInit(t *testing.T) {
	assert.Equal(t, StatusDisabled, Status())
	Play(Peg) // must not panic
	Update()
	SetVolume(0.5)
	SetMuted(false)
}

// The device is not opened (so, in a browser, no audio context is made)
// before the first frame is on screen: the first frame does not wait for it.
func TestDeviceWaitsForTheFirstFrame(t *testing.T) {
	probe := make(chan error, 1)
	probe <- errors.New("no device here")
	m := &Manager{volume: 0.8, probe: probe, logf: func(string, ...any) {}}
	for range 10 {
		m.Update()
	}
	assert.Equal(t, StatusChecking, m.Status(), "the device's answer waits for the first frame")
	m.Shown()
	m.Update()
	assert.Equal(t, StatusSilent, m.Status(), "settled on the first tick after it")
}

// Sounds are synthesised after the first second, a few ticks apart, not all
// at start (which held up the first frame in a browser).
func TestSoundsAreSynthesisedAfterTheStart(t *testing.T) {
	m := &Manager{volume: 0.8, probe: make(chan error)} // the device check never answers
	for range 60 {
		m.Update()
	}
	for _, id := range IDs() {
		assert.Nil(t, m.pcm[id], "%v synthesised during the first second", id)
	}
	for range 8 * len(IDs()) {
		m.Update()
	}
	for _, id := range IDs() {
		assert.NotEmpty(t, m.pcm[id], "%v synthesised by now", id)
	}
}
