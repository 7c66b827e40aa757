package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"wheeloffate/engine"
	"wheeloffate/engine/replay"
)

// ReadReplayBytes reads a replay file's bytes, refusing one over the size
// cap without reading it whole, and anything that is not a regular file:
// opening a named pipe that has no writer waits forever, and a device can
// be read without end. The path is looked at before it is opened, and what
// was opened is looked at again, in case the path changed in between; it
// is opened without blocking so that even then a pipe cannot hold it.
func ReadReplayBytes(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regularFile(fi); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regularFile(fi); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, replay.MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > replay.MaxSize {
		return nil, fmt.Errorf("replay is over the %d-byte limit", replay.MaxSize)
	}
	return data, nil
}

// regularFile refuses a file that is not a regular one, saying what it is.
func regularFile(fi os.FileInfo) error {
	m := fi.Mode()
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		return errors.New("is a folder, not a file")
	case m&os.ModeNamedPipe != 0:
		return errors.New("is a named pipe, not a file")
	case m&os.ModeDevice != 0:
		return errors.New("is a device, not a file")
	case m&os.ModeSocket != 0:
		return errors.New("is a socket, not a file")
	}
	return errors.New("is not a regular file")
}

// ReadReplay reads and parses a replay file.
func ReadReplay(path string) (*replay.Replay, error) {
	data, err := ReadReplayBytes(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	r, err := replay.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return r, nil
}

// WriteFileAtomic writes data to path through a temporary file that is
// synced and then renamed, so a crash leaves the old file or the new one,
// never half of one.
func WriteFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(dirOf(path), ".wheeloffate-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return err
	}
	return nil
}

func dirOf(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if os.IsPathSeparator(path[i]) {
			return path[:i+1]
		}
	}
	return "."
}

// Replay is the replay subcommand: verify or show a file, or print the
// share-link fragment (#replay=…) that opens it in the browser's viewer.
func Replay(args []string, stdout io.Writer) error {
	if len(args) != 2 || (args[0] != "verify" && args[0] != "show" && args[0] != "link") {
		return errors.New("usage: wheeloffate replay verify|show|link FILE")
	}
	r, err := ReadReplay(args[1])
	if err != nil {
		return fmt.Errorf("replay %s: %w", args[0], err)
	}
	switch args[0] {
	case "link":
		// Only a replay that verifies gets a link: the viewer would refuse it.
		if _, err := r.Verify(); err != nil {
			return fmt.Errorf("replay link: %s: %w", args[1], err)
		}
		frag, err := replay.EncodeLink(r.Bytes())
		if err != nil {
			return fmt.Errorf("replay link: %s: %w", args[1], err)
		}
		fmt.Fprintf(stdout, "#%s\n", frag)
		return nil
	case "verify":
		g, err := r.Verify()
		if err != nil {
			return fmt.Errorf("replay verify: %s: %w", args[1], err)
		}
		state := "unfinished"
		if g.Over() {
			state = "finished"
		}
		fmt.Fprintf(stdout, "ok: %s, %d players, %d actions, %d hash checks match, %s game\n", r.Ruleset, len(r.Seats), len(r.Actions), len(r.Checks), state)
		return nil
	default:
		// The file is judged by verify's check, whole, before any of it is
		// shown: show and verify refuse the same files in the same words.
		if _, err := r.Verify(); err != nil {
			return fmt.Errorf("replay show: %s: %w", args[1], err)
		}
		fmt.Fprintf(stdout, "%s, %d players, seed %d\n", r.Ruleset, len(r.Seats), r.Seed)
		g, err := r.Play(-1, func(g engine.Game, i int, ev []engine.Event) {
			printLines(stdout, g.Lines(ev))
		})
		if err != nil {
			return fmt.Errorf("replay show: %s: %w", args[1], err) // not after Verify: the same play
		}
		if g.Over() {
			printResult(stdout, g)
		}
		return nil
	}
}

// shown makes text from a file safe to print: each control character
// (replay.ControlRune) is written as its Go escape (\x1b, \n, \u202e), so
// the text is shown, never obeyed by the terminal or a log reader.
func shown(s string) string {
	if strings.IndexFunc(s, replay.ControlRune) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !replay.ControlRune(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r) // '\x1b': a control rune is never printable
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// printLines prints a game's log lines, which hold its seats' names, as
// shown text.
func printLines(w io.Writer, lines []string) {
	for _, l := range lines {
		fmt.Fprintln(w, shown(l))
	}
}
