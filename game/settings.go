package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sync"

	"wheeloffate/game/anim"
)

// Settings are the player's preferences, kept between runs.
type Settings struct {
	Sound       bool       `json:"sound"`
	Volume      float64    `json:"volume"` // 0..1
	AnimSpeed   anim.Speed `json:"animSpeed"`
	AskSideBets bool       `json:"askSideBets"` // offer side bets on other players' spins
	// Advisor shows, at a person's decision, each option's estimated
	// chance to win (and exact odds where the rules have them). Off by
	// default, and off when an older file does not name it.
	Advisor bool `json:"advisor"`
}

// DefaultSettings are used on first run and when the saved ones are unreadable.
func DefaultSettings() Settings {
	return Settings{Sound: true, Volume: 0.8, AnimSpeed: anim.Speed1x, AskSideBets: true}
}

// normalized clamps out-of-range values (a hand-edited file, an older version).
func (s Settings) normalized() Settings {
	if math.IsNaN(s.Volume) {
		s.Volume = DefaultSettings().Volume
	}
	s.Volume = max(0, min(1, s.Volume))
	if !s.AnimSpeed.Valid() {
		s.AnimSpeed = anim.Speed1x
	}
	return s
}

// ErrNoSettings is returned by a Store that has nothing saved yet.
var ErrNoSettings = errors.New("no saved settings")

// Store keeps the settings bytes: a file natively, localStorage in a browser.
type Store interface {
	Load() ([]byte, error) // ErrNoSettings when nothing is saved
	Save(data []byte) error
}

// LoadSettings reads the settings from st. Missing settings give the
// defaults and no error; unreadable ones give the defaults and the error, so
// the game still starts and can say why its settings were reset.
func LoadSettings(st Store) (Settings, error) {
	data, err := st.Load()
	if errors.Is(err, ErrNoSettings) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), fmt.Errorf("loading settings: %w", err)
	}
	s := DefaultSettings() // fields missing from the file keep their defaults
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("reading settings: %w", err)
	}
	return s.normalized(), nil
}

// SaveSettings writes the settings to st.
func SaveSettings(st Store, s Settings) error {
	data, err := json.MarshalIndent(s.normalized(), "", "  ")
	if err != nil {
		return err
	}
	return st.Save(append(data, '\n'))
}

// MemStore keeps settings in memory (tests, and a fallback when no
// persistent store is available).
type MemStore struct {
	mu   sync.Mutex
	data []byte
}

// Load implements Store.
func (m *MemStore) Load() ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.data == nil {
		return nil, ErrNoSettings
	}
	return append([]byte(nil), m.data...), nil
}

// Save implements Store.
func (m *MemStore) Save(data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.data = append([]byte(nil), data...)
	return nil
}
