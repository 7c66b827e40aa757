package scenes

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/replay"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/saves"
	"wheeloffate/scenes/table"
)

// library is where games are recorded: in memory until the window sets
// the real one (files natively, localStorage in a browser), so shots and
// tests never touch a player's saves.
var library = &saves.Library{B: &saves.Mem{}}

// UseLibrary sets where the running game and finished games are saved.
func UseLibrary(l *saves.Library) { library = l }

// Library returns where games are saved.
func Library() *saves.Library { return library }

// recordMatch makes m save itself after every action: the running game
// while it goes on, then the finished game into the list of past games
// (and the running game is forgotten). It saves once at once, so a game
// is there to continue even before its first action.
func recordMatch(m *match.Match) {
	if m.Saver != nil {
		return
	}
	if m.Setup.Created == "" {
		now := time.Now().UTC().Format(time.RFC3339)
		m.Setup.Created, m.Rec.R.Created = now, now
	}
	lib := library
	id := archiveID(m.Setup)
	m.Saver = func(data []byte) error {
		if m.G.Over() {
			if err := lib.Archive(id, data); err != nil {
				return err
			}
			return lib.ClearCurrent()
		}
		return lib.SaveCurrent(data)
	}
	if !m.G.Over() {
		m.SaveErr = lib.SaveCurrent(m.Save())
	}
}

// archiveID names a finished game: its start time, so the names sort
// oldest first (the library drops the oldest), and its seed, so two games
// begun in the same second stay apart.
func archiveID(s match.Setup) string {
	t, err := time.Parse(time.RFC3339, s.Created)
	if err != nil {
		t = time.Now().UTC()
	}
	return fmt.Sprintf("%s-%s-%d", t.UTC().Format("20060102T150405Z"), s.Ruleset, s.Seed)
}

// damagedNotice is what the title tells a player whose saved game cannot
// be continued: in their words, with what to do next. The details go to
// noticeOut, for whoever looks into it.
const damagedNotice = "Your saved game could not be read, so it was put aside. Start a new game."

// noticeOut is where the details of a save set aside are written: the
// terminal natively, the console in a browser.
var noticeOut io.Writer = os.Stderr

// loadRunning returns the saved running game, or nil when none is saved.
// A save that cannot be read, or whose actions do not replay to their
// recorded hashes (a damaged file, or one from other rules), is set aside
// under a name of its own, never deleted, so it is neither offered again
// nor overwritten by the next game; notice then says so to the player.
func loadRunning() (m *match.Match, notice string) {
	data, err := library.Current()
	if errors.Is(err, saves.ErrNone) {
		return nil, ""
	}
	if err == nil {
		if m, err = match.Resume(data); err == nil {
			return m, ""
		}
	}
	where, aerr := library.SetAsideCurrent(time.Now())
	if aerr != nil {
		fmt.Fprintf(noticeOut, "wheeloffate: the saved game cannot be read (%v), and could not be set aside: %v\n", err, aerr)
		return nil, "Your saved game could not be read. Start a new game."
	}
	fmt.Fprintf(noticeOut, "wheeloffate: the saved game cannot be read (%v); it was kept as %s\n", err, where)
	return nil, damagedNotice
}

// savedRunning reports whether there is a running game to continue.
func savedRunning() bool {
	m, _ := loadRunning()
	return m != nil && !m.G.Over()
}

// NewContinue resumes the saved running game exactly where it stood. When
// the save cannot be read it is set aside and the title says so, offering
// a new game (an autoplay run, which no one watches, ends with the reason
// instead).
func NewContinue(o PlayOptions) (game.Scene, error) {
	m, notice := loadRunning()
	switch {
	case notice != "" && o.Autoplay:
		return nil, errors.New("the saved game could not be read, so it was set aside")
	case notice != "":
		return NewTitleNote(notice), nil
	case m == nil:
		return nil, errors.New("there is no saved game to continue")
	case m.G.Over():
		return nil, errors.New("the saved game has already ended")
	}
	return NewBoard(m, o), nil
}

// droppedReplay reads a replay file dropped on the window this tick, if
// any: its bytes, its name, and whether one was dropped.
func droppedReplay() ([]byte, string, error, bool) {
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return nil, "", nil, false
	}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil || len(entries) == 0 {
		return nil, "", nil, false
	}
	e := entries[0]
	if e.IsDir() {
		return nil, e.Name(), errors.New("a folder is not a replay"), true
	}
	f, err := fsys.Open(e.Name())
	if err != nil {
		return nil, e.Name(), err, true
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, replay.MaxSize+1))
	return data, e.Name(), err, true
}

// openDropped switches to the viewer for a replay dropped on the window,
// or says in one line why it cannot be shown and changes nothing.
func openDropped(ctx *game.Context, back func() game.Scene) bool {
	data, name, err, ok := droppedReplay()
	if !ok {
		return false
	}
	if err == nil {
		var sc game.Scene
		if sc, err = NewReplay(data, back); err == nil {
			ctx.Switch(sc)
			return true
		}
	}
	ctx.Toast(oneLine(fmt.Sprintf("Cannot open %s: %v", name, err)))
	return true
}

// oneLine keeps a message to one line for a toast.
func oneLine(s string) string { return table.OneLine(s) }
