// Package sound plays the game's sound effects. Every sound is synthesised
// in code at startup (synth.go); nothing is loaded from files.
//
// The hard part is surviving a machine without a sound device. Once an
// ebiten/v2/audio Context exists, Ebitengine checks it before every Update
// and, when the device failed to open (asynchronously, about a second after
// start), makes RunGame return that error: the game would quit. A Context
// can't be removed or replaced either. So this package never creates one
// until it knows a device works: at startup it probes the device in a child
// process running the very same driver code (probe_native.go), keeps the
// game silent meanwhile, and only creates the Context when the probe
// succeeds. Otherwise it reports "No sound device: playing silently" once
// and every Play is a no-op.
package sound

import (
	"log"
	"os"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Status messages, shown under the settings' sound switch. The switch is the
// player's setting and stays as they left it; when no sound can play anyway
// (no device, or the game was started with sound off), the line says why
// instead of contradicting the switch.
const (
	StatusChecking = "Checking for a sound device…"
	StatusOn       = "Sound on"
	StatusMuted    = "Sound muted"
	StatusSilent   = "No sound device: playing silently"
	StatusDisabled = "Started without sound: playing silently"
)

// Mode says how to find the sound device.
type Mode int

const (
	// ModeAuto probes for a device and plays silently without one.
	ModeAuto Mode = iota
	// ModeOff never opens a device (headless runs, tests, -mute flags).
	ModeOff
	// ModeForce opens the device without probing.
	ModeForce
)

// ModeFromEnv reads WHEELOFFATE_SOUND: "off" or "0" is ModeOff, "force" is
// ModeForce, anything else ModeAuto.
func ModeFromEnv() Mode {
	switch os.Getenv("WHEELOFFATE_SOUND") {
	case "off", "0", "false":
		return ModeOff
	case "force":
		return ModeForce
	}
	return ModeAuto
}

// probeTimeout bounds the device probe: a device that takes longer is
// treated as missing rather than stalling the game's sound forever.
const probeTimeout = 4 * time.Second

type state int

const (
	stChecking state = iota
	stReady
	stSilent
	stDisabled
)

// Manager owns the sounds and, once the device is known to work, the audio
// context. Its methods are safe to call from Update and Draw.
type Manager struct {
	mu      sync.Mutex
	pcm     [numIDs][]byte
	state   state
	probe   chan error
	ctx     *audio.Context
	volume  float64
	muted   bool
	players []*audio.Player
	last    [numIDs]uint64 // tick each sound last started
	tick    uint64
	told    bool
	shown   bool // the first frame is on screen: the device may be opened
	reason  error
	logf    func(format string, args ...any)
}

// NewManager starts looking for the device. Each sound is synthesised when
// it is first played: all of them at start took an eighth of the time to
// the first frame in a browser.
func NewManager(mode Mode) *Manager {
	m := &Manager{volume: 0.8, logf: log.Printf}
	switch mode {
	case ModeOff:
		m.state = stDisabled
	case ModeForce:
		m.probe = make(chan error, 1)
		m.probe <- nil
	default:
		m.probe = make(chan error, 1)
		go func() { m.probe <- probeDevice() }()
	}
	return m
}

// Update is called once per tick: it picks up the probe's answer and
// recycles finished players.
func (m *Manager) Update() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.tick++
	// After the first second, synthesise the sounds not played yet, one
	// every few ticks, so that no first play waits for its synthesis.
	if m.tick > 60 && m.tick%8 == 0 && m.state != stDisabled {
		for id := range numIDs {
			if m.pcm[id] == nil {
				m.pcmLocked(id)
				break
			}
		}
	}
	// The audio context is made after the first frame is on screen: in a
	// browser making it takes 0.1–0.7 s, which the first frame would wait
	// for (the sounds cannot play before the player's first gesture anyway).
	if m.state == stChecking && m.shown {
		select {
		case err := <-m.probe:
			m.settle(err)
		default:
		}
	}
	kept := m.players[:0]
	for _, p := range m.players {
		if p.IsPlaying() {
			kept = append(kept, p)
		} else {
			_ = p.Close()
		}
	}
	clear(m.players[len(kept):])
	m.players = kept
}

// Shown tells the manager that the first frame is on screen, so the device
// may be opened from the next Update on.
func (m *Manager) Shown() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.shown = true
}

func (m *Manager) settle(err error) {
	if err != nil {
		m.state = stSilent
		m.reason = err
		m.logf("sound: %s (%v)", StatusSilent, err)
		return
	}
	// Only one Context may exist per process; reuse one made elsewhere.
	m.ctx = audio.CurrentContext()
	if m.ctx == nil {
		m.ctx = audio.NewContext(SampleRate)
	}
	m.state = stReady
}

// Wait blocks until the device check has finished (for tools and tests).
func (m *Manager) Wait() {
	m.mu.Lock()
	if m.state != stChecking {
		m.mu.Unlock()
		return
	}
	ch := m.probe
	m.mu.Unlock()
	err := <-ch
	m.mu.Lock()
	m.settle(err)
	m.mu.Unlock()
}

// Play starts a sound. Rapid repeats of one sound within the same tick are
// merged (the wheel can pass several pegs per tick at 4×). Without a device,
// or muted, it does nothing.
func (m *Manager) Play(id ID) {
	m.PlayAt(id, 1)
}

// PlayAt plays a sound at a relative gain in [0,1] (e.g. quieter peg clicks
// as the wheel slows).
func (m *Manager) PlayAt(id ID, gain float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if id < 0 || id >= numIDs || m.state != stReady || m.muted || m.volume <= 0 {
		return
	}
	if m.last[id] == m.tick && m.tick != 0 {
		return
	}
	m.last[id] = m.tick
	const maxVoices = 16
	if len(m.players) >= maxVoices {
		return
	}
	p := m.ctx.NewPlayerF32FromBytes(m.pcmLocked(id))
	p.SetVolume(m.volume * max(0, min(1, gain)))
	p.Play()
	m.players = append(m.players, p)
}

// SetVolume sets the master volume in [0,1].
func (m *Manager) SetVolume(v float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.volume = max(0, min(1, v))
	for _, p := range m.players {
		p.SetVolume(m.volume)
	}
}

// Volume returns the master volume.
func (m *Manager) Volume() float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.volume
}

// SetMuted mutes or unmutes; muting silences sounds already playing.
func (m *Manager) SetMuted(b bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.muted = b
	if b {
		for _, p := range m.players {
			p.Pause()
		}
	}
}

// Muted reports whether sound is muted.
func (m *Manager) Muted() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.muted
}

// Status describes the sound state for the settings screen.
func (m *Manager) Status() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	switch m.state {
	case stChecking:
		return StatusChecking
	case stSilent:
		return StatusSilent
	case stDisabled:
		return StatusDisabled
	}
	if m.muted {
		return StatusMuted
	}
	return StatusOn
}

// Notice returns StatusSilent the first time it is called after the probe
// found no device, for a one-time toast; otherwise "" and false.
func (m *Manager) Notice() (string, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.state != stSilent || m.told {
		return "", false
	}
	m.told = true
	return StatusSilent, true
}

// PCM returns the generated bytes of a sound (stereo float32 LE).
func (m *Manager) PCM(id ID) []byte {
	if id < 0 || id >= numIDs {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pcmLocked(id)
}

// pcmLocked returns a sound's bytes, synthesising them the first time.
func (m *Manager) pcmLocked(id ID) []byte {
	if m.pcm[id] == nil {
		m.pcm[id] = Bytes(id, SampleRate)
	}
	return m.pcm[id]
}

// The package-level manager: the game has one audio device and so one
// Manager. Until Init is called the functions below are silent no-ops.
var (
	stdMu sync.Mutex
	std   *Manager
)

// Init creates the package-level manager (once) with the given mode.
func Init(mode Mode) *Manager {
	stdMu.Lock()
	defer stdMu.Unlock()
	if std == nil {
		std = NewManager(mode)
	}
	return std
}

func def() *Manager {
	stdMu.Lock()
	defer stdMu.Unlock()
	return std
}

// Update calls Update on the package-level manager.
func Update() {
	if m := def(); m != nil {
		m.Update()
	}
}

// Play plays a sound on the package-level manager.
func Play(id ID) {
	if m := def(); m != nil {
		m.Play(id)
	}
}

// Status returns the package-level manager's status.
func Status() string {
	if m := def(); m != nil {
		return m.Status()
	}
	return StatusDisabled
}

// Notice returns the package-level manager's one-time notice.
func Notice() (string, bool) {
	if m := def(); m != nil {
		return m.Notice()
	}
	return "", false
}

// SetVolume sets the package-level volume.
func SetVolume(v float64) {
	if m := def(); m != nil {
		m.SetVolume(v)
	}
}

// SetMuted mutes the package-level manager.
func SetMuted(b bool) {
	if m := def(); m != nil {
		m.SetMuted(b)
	}
}

// StatusOrEmpty is Status on a possibly nil manager ("" when nil).
func (m *Manager) StatusOrEmpty() string {
	if m == nil {
		return ""
	}
	return m.Status()
}
