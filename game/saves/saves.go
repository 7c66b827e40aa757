// Package saves keeps the running game and the finished games: files under
// the user's config directory natively, localStorage in a browser. The
// running game is rewritten after every action, so nothing is lost to a
// crash, a kill or a closed tab.
package saves

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"wheeloffate/engine/replay"
)

// ErrNone means there is nothing saved under that name.
var ErrNone = errors.New("nothing saved")

// ErrExists means a Rename would replace something saved.
var ErrExists = errors.New("something is already saved under that name")

// MaxKept is how many finished games are kept; older ones are dropped.
const MaxKept = 50

// Backend stores named blobs.
type Backend interface {
	Get(name string) ([]byte, error) // ErrNone when missing
	Put(name string, data []byte) error
	Delete(name string) error
	Names() ([]string, error)
	// Rename moves from's data to the name to, which must hold nothing
	// (ErrExists); on any error from is left as it was.
	Rename(from, to string) error
}

// Library is the saved games.
type Library struct {
	B Backend
	// Slot names the running game's save; "" is the person's ("current").
	// Autoplay runs use their own slot so they never replace a person's
	// unfinished game.
	Slot string
}

const (
	current = "current"
	prefix  = "replay-"
)

func (l *Library) slot() string {
	if l.Slot == "" {
		return current
	}
	return clean(l.Slot)
}

// SaveCurrent replaces the running game's save.
func (l *Library) SaveCurrent(data []byte) error { return l.B.Put(l.slot(), data) }

// Current returns the running game's save, or ErrNone.
func (l *Library) Current() ([]byte, error) { return l.B.Get(l.slot()) }

// ClearCurrent forgets the running game (it ended, or was abandoned).
func (l *Library) ClearCurrent() error { return l.B.Delete(l.slot()) }

// SetAsideCurrent moves the running game's save, one that cannot be read,
// out of the way: to "<slot>.damaged-<time>" (a file of that name natively,
// a localStorage key of its own in a browser), and returns that name. The
// save is kept, never deleted, since its bytes may still be rescued or tell
// what went wrong; but it is no longer offered to continue, and the next
// game's save cannot overwrite it (a saved name never holds a dot).
func (l *Library) SetAsideCurrent(now time.Time) (string, error) {
	base := l.slot() + ".damaged-" + now.UTC().Format("20060102T150405Z")
	for i := 1; i <= 100; i++ {
		to := base
		if i > 1 {
			to = fmt.Sprintf("%s-%d", base, i) // another set aside in the same second
		}
		err := l.B.Rename(l.slot(), to)
		if !errors.Is(err, ErrExists) {
			return to, err
		}
	}
	return "", fmt.Errorf("%s: %w", base, ErrExists)
}

// Entry is one past game in the list.
type Entry struct {
	ID      string
	Ruleset string
	Players int
	Winners []string
	Seats   []EntrySeat // in seat order
	Turns   int         // turns played ("turn 41 of 41": 41), 0 when unknown
	Created string
	Over    bool
}

// EntrySeat is a player of a past game, and their place.
type EntrySeat struct {
	Name  string
	Place int // 1 is first, shared places repeat; 0 when the game cannot be replayed to its end
}

// Archive keeps a finished game under id (its created time works well)
// and drops the oldest beyond MaxKept.
func (l *Library) Archive(id string, data []byte) error {
	if err := l.B.Put(prefix+clean(id), data); err != nil {
		return err
	}
	names, err := l.ids()
	if err != nil {
		return err
	}
	for len(names) > MaxKept {
		_ = l.B.Delete(prefix + names[0])
		names = names[1:]
	}
	return nil
}

// clean keeps an id safe as a file name and a storage key.
func clean(id string) string {
	var b strings.Builder
	for _, r := range id {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "game"
	}
	return b.String()
}

func (l *Library) ids() ([]string, error) {
	names, err := l.B.Names()
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, n := range names {
		if strings.HasPrefix(n, prefix) {
			ids = append(ids, strings.TrimPrefix(n, prefix))
		}
	}
	sort.Strings(ids)
	return ids, nil
}

// List returns the past games, newest first. A file that cannot be read is
// listed with what is known, so one bad file never hides the others.
func (l *Library) List() ([]Entry, error) {
	ids, err := l.ids()
	if err != nil {
		return nil, err
	}
	var out []Entry
	for i := len(ids) - 1; i >= 0; i-- {
		e := Entry{ID: ids[i]}
		if data, err := l.B.Get(prefix + ids[i]); err == nil {
			if r, err := replay.Parse(data); err == nil {
				e.Ruleset, e.Players, e.Created, e.Over = r.Ruleset, len(r.Seats), r.Created, r.Over
				for _, w := range r.Winners {
					if w >= 0 && w < len(r.Seats) {
						e.Winners = append(e.Winners, r.Seats[w].Name)
					}
				}
				for _, st := range r.Seats {
					e.Seats = append(e.Seats, EntrySeat{Name: st.Name})
				}
				e.summarise(r)
			}
		}
		out = append(out, e)
	}
	return out, nil
}

// summarise adds the places and the length, which the file does not hold:
// the game is replayed (about a millisecond for a long one). A game that
// does not replay to its recorded end keeps what its header says.
func (e *Entry) summarise(r *replay.Replay) {
	g, err := r.Play(-1, nil)
	if err != nil || g.Over() != r.Over || g.Seats() != len(e.Seats) {
		return
	}
	e.Turns = g.Turn() + 1
	if g.Over() {
		res := g.Result()
		for i := range e.Seats {
			e.Seats[i].Place = int(res.Places[i])
		}
	}
}

// Load returns a past game by id.
func (l *Library) Load(id string) ([]byte, error) { return l.B.Get(prefix + clean(id)) }

// Mem is an in-memory Backend for tests and for machines with nowhere to save.
type Mem struct{ m map[string][]byte }

func (m *Mem) init() {
	if m.m == nil {
		m.m = map[string][]byte{}
	}
}

// Get implements Backend.
func (m *Mem) Get(name string) ([]byte, error) {
	m.init()
	d, ok := m.m[name]
	if !ok {
		return nil, ErrNone
	}
	return append([]byte(nil), d...), nil
}

// Put implements Backend.
func (m *Mem) Put(name string, data []byte) error {
	m.init()
	m.m[name] = append([]byte(nil), data...)
	return nil
}

// Delete implements Backend.
func (m *Mem) Delete(name string) error {
	m.init()
	delete(m.m, name)
	return nil
}

// Rename implements Backend.
func (m *Mem) Rename(from, to string) error {
	m.init()
	d, ok := m.m[from]
	if !ok {
		return ErrNone
	}
	if _, ok := m.m[to]; ok {
		return ErrExists
	}
	m.m[to] = d
	delete(m.m, from)
	return nil
}

// Names implements Backend.
func (m *Mem) Names() ([]string, error) {
	m.init()
	var out []string
	for k := range m.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out, nil
}
