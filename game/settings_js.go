//go:build js

package game

import (
	"fmt"
	"syscall/js"
)

// LocalStore keeps settings in the browser's localStorage under Key.
type LocalStore struct{ Key string }

// DefaultStore returns the localStorage store.
func DefaultStore() Store { return &LocalStore{Key: "wheeloffate.settings"} }

// storage returns window.localStorage; it can be missing or throw (privacy
// modes, sandboxed iframes), which becomes an error instead of a crash.
func storage() (ls js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage unavailable: %v", r)
		}
	}()
	ls = js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, fmt.Errorf("localStorage unavailable")
	}
	return ls, nil
}

// Load implements Store.
func (l *LocalStore) Load() (data []byte, err error) {
	ls, err := storage()
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.getItem: %v", r)
		}
	}()
	v := ls.Call("getItem", l.Key)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNoSettings
	}
	return []byte(v.String()), nil
}

// Save implements Store.
func (l *LocalStore) Save(data []byte) (err error) {
	ls, err := storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.setItem: %v", r) // e.g. quota exceeded
		}
	}()
	ls.Call("setItem", l.Key, string(data))
	return nil
}
