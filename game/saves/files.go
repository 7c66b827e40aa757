//go:build !js

package saves

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"wheeloffate/engine/replay"
)

// Dir is a Backend of files in a directory; each Put goes to a temporary
// file that is synced and renamed over the old one.
type Dir struct{ Path string }

// Default is the library under os.UserConfigDir()/wheeloffate/saves, or in
// memory when the machine has no config directory.
func Default() *Library {
	dir, err := os.UserConfigDir()
	if err != nil {
		return &Library{B: &Mem{}}
	}
	return &Library{B: &Dir{Path: filepath.Join(dir, "wheeloffate", "saves")}}
}

func (d *Dir) file(name string) string { return filepath.Join(d.Path, name+".json") }

// Get implements Backend.
func (d *Dir) Get(name string) ([]byte, error) {
	f, err := os.Open(d.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNone
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > replay.MaxSize {
		return nil, errors.New("saved file is over the size limit")
	}
	data := make([]byte, st.Size())
	_, err = io.ReadFull(f, data)
	return data, err
}

// Put implements Backend.
func (d *Dir) Put(name string, data []byte) error {
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(d.Path, ".save-*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), d.file(name)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if dir, err := os.Open(d.Path); err == nil {
		_ = dir.Sync() // the rename itself survives a power cut where this works
		dir.Close()
	}
	return nil
}

// Delete implements Backend.
func (d *Dir) Delete(name string) error {
	err := os.Remove(d.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Rename implements Backend. The check that to is free and the rename are
// two steps, which is enough: only this program writes here, and a name
// set aside carries the time.
func (d *Dir) Rename(from, to string) error {
	if _, err := os.Lstat(d.file(to)); err == nil {
		return ErrExists
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	err := os.Rename(d.file(from), d.file(to))
	if errors.Is(err, fs.ErrNotExist) {
		return ErrNone
	}
	return err
}

// Names implements Backend.
func (d *Dir) Names() ([]string, error) {
	entries, err := os.ReadDir(d.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() && strings.HasSuffix(n, ".json") && !strings.HasPrefix(n, ".") {
			out = append(out, strings.TrimSuffix(n, ".json"))
		}
	}
	return out, nil
}
