//go:build !js

package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// FileStore keeps settings in a file, replaced atomically: the new content
// goes to a temporary file in the same directory, is synced, then renamed
// over the old one, so a crash mid-save never leaves a torn file.
type FileStore struct{ Path string }

// DefaultStore returns the file store at os.UserConfigDir()/wheeloffate/settings.json,
// or a MemStore when the machine has no config directory.
func DefaultStore() Store {
	dir, err := os.UserConfigDir()
	if err != nil {
		return &MemStore{}
	}
	return &FileStore{Path: filepath.Join(dir, "wheeloffate", "settings.json")}
}

// Load implements Store.
func (f *FileStore) Load() ([]byte, error) {
	data, err := os.ReadFile(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoSettings
	}
	return data, err
}

// Save implements Store.
func (f *FileStore) Save(data []byte) (err error) {
	dir := filepath.Dir(f.Path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".settings-*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		_ = tmp.Close()
		return err
	}
	if err = tmp.Sync(); err != nil {
		_ = tmp.Close()
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), f.Path); err != nil {
		return err
	}
	// Sync the directory so the rename itself survives a power cut; not
	// every platform can open a directory for that, so it is best effort.
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		_ = d.Close()
	}
	return nil
}
