//go:build js

package saves

import (
	"fmt"
	"sort"
	"strings"
	"syscall/js"
)

// Local is a Backend in the browser's localStorage, under "wheeloffate.save.NAME".
type Local struct{}

const keyPrefix = "wheeloffate.save."

// Default is the localStorage library.
func Default() *Library { return &Library{B: Local{}} }

func call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, fmt.Errorf("localStorage is unavailable")
	}
	if method == "" {
		return ls, nil
	}
	return ls.Call(method, args...), nil
}

// Get implements Backend.
func (Local) Get(name string) ([]byte, error) {
	v, err := call("getItem", keyPrefix+name)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNone
	}
	return []byte(v.String()), nil
}

// Put implements Backend. A full storage throws, which becomes an error.
func (Local) Put(name string, data []byte) error {
	_, err := call("setItem", keyPrefix+name, string(data))
	return err
}

// Delete implements Backend.
func (Local) Delete(name string) error {
	_, err := call("removeItem", keyPrefix+name)
	return err
}

// Rename implements Backend: localStorage has no rename, so the data is
// copied to the new key and only then removed from the old one. A full
// storage refuses the copy, and the old key is left as it was.
func (l Local) Rename(from, to string) error {
	data, err := l.Get(from)
	if err != nil {
		return err
	}
	if _, err := l.Get(to); err == nil {
		return ErrExists
	} else if err != ErrNone {
		return err
	}
	if err := l.Put(to, data); err != nil {
		return err
	}
	return l.Delete(from)
}

// Names implements Backend.
func (Local) Names() (out []string, err error) {
	ls, err := call("")
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	n := ls.Get("length").Int()
	for i := 0; i < n; i++ {
		k := ls.Call("key", i)
		if k.IsNull() {
			continue
		}
		if s := k.String(); strings.HasPrefix(s, keyPrefix) {
			out = append(out, strings.TrimPrefix(s, keyPrefix))
		}
	}
	sort.Strings(out)
	return out, nil
}
