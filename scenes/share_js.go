//go:build js

package scenes

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"syscall/js"

	"wheeloffate/engine/replay"
)

// Sharing in the browser: download and upload a file, and a link that
// carries the whole replay in its fragment (#replay=…), which nothing
// sends to a server.

const (
	canShareLink = true
	canUpload    = true
)

// exportReplay downloads data as name.json.
func exportReplay(name string, data []byte) (msg string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("download failed: %v", r)
		}
	}()
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", strings.TrimSuffix(name, ".json")+".json")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return "Downloaded " + name + ".json", nil
}

// shareLink puts the replay's link in the address bar and copies it.
func shareLink(data []byte) (msg string, err error) {
	frag, err := replay.EncodeLink(data)
	if err != nil {
		return "", err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("link failed: %v", r)
		}
	}()
	loc := js.Global().Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + "#" + frag
	// replaceState, not location.hash: the page must not reload or scroll.
	js.Global().Get("history").Call("replaceState", nil, "", url)
	if cb := js.Global().Get("navigator").Get("clipboard"); cb.Truthy() {
		cb.Call("writeText", url)
		return fmt.Sprintf("Link copied (%d characters): it is also in the address bar", len(url)), nil
	}
	return "The link is in the address bar", nil
}

var upload struct {
	sync.Mutex
	data []byte
	name string
	err  error
	done bool
}

// startUpload opens the browser's file dialog; the file arrives later,
// through uploaded.
func startUpload() {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		if size := f.Get("size").Int(); size > replay.MaxSize {
			setUpload(nil, name, fmt.Errorf("replay is %d bytes, over the %d-byte limit", size, replay.MaxSize))
			return nil
		}
		var then, fail js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			arr := js.Global().Get("Uint8Array").New(args[0])
			b := make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(b, arr)
			setUpload(b, name, nil)
			return nil
		})
		fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			setUpload(nil, name, errors.New("the file cannot be read"))
			return nil
		})
		f.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
}

func setUpload(b []byte, name string, err error) {
	upload.Lock()
	upload.data, upload.name, upload.err, upload.done = b, name, err, true
	upload.Unlock()
}

// uploaded returns a file chosen through startUpload, once.
func uploaded() ([]byte, string, error, bool) {
	upload.Lock()
	defer upload.Unlock()
	if !upload.done {
		return nil, "", nil, false
	}
	upload.done = false
	d, n, e := upload.data, upload.name, upload.err
	upload.data = nil
	return d, n, e, true
}

// LinkReplay returns the replay the page's link carries (#replay=…), nil
// when it carries none.
func LinkReplay() ([]byte, error) {
	h := js.Global().Get("location").Get("hash").String()
	if !strings.HasPrefix(strings.TrimPrefix(h, "#"), replay.LinkPrefix) {
		return nil, nil
	}
	return replay.DecodeLink(h)
}

// runtimeHasDrop: a page takes files dropped on it too, but phones cannot
// drop, so the list offers "Open file" and does not mention dropping.
const runtimeHasDrop = false
