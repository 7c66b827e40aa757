package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// keyFrame is one open object or array of repeatedKey's walk: where in it
// the walk stands.
type keyFrame struct {
	object  bool
	keys    map[string]bool // the object's keys so far, folded
	key     string          // the object's current key, as written
	wantKey bool            // the object's next string is a key
	index   int             // the array's current element
}

// repeatedKey refuses a JSON object that holds one key twice, at any depth.
// encoding/json takes the last of them silently, and matches keys to fields
// without regard to case, so {"seed": 1, "Seed": 2} would be read as seed 2
// and a file could show one game to a person and hold another. Keys are
// therefore compared as encoding/json matches them: case-folded.
//
// data must be one valid JSON value: Parse has already decoded it, which
// enforces encoding/json's syntax and nesting limit, and the size cap
// bounds the rest. So this walk only needs the structure: brackets, commas
// and strings (a string may hold brackets; nothing else may hold a quote).
// It is a plain byte loop rather than json.Decoder.Token, which boxes every
// number and made Parse five times slower.
func repeatedKey(data []byte) error {
	var stack []keyFrame
	for i := 0; i < len(data); i++ {
		var top *keyFrame
		if n := len(stack); n > 0 {
			top = &stack[n-1]
		}
		switch data[i] {
		case '{':
			stack = append(stack, keyFrame{object: true, wantKey: true})
		case '[':
			stack = append(stack, keyFrame{})
		case '}', ']':
			stack = stack[:len(stack)-1]
		case ',':
			if top.object {
				top.wantKey = true
			} else {
				top.index++
			}
		case '"':
			end := stringEnd(data, i)
			if top != nil && top.wantKey {
				key, err := jsonString(data[i : end+1])
				if err != nil {
					return jsonProblem(err)
				}
				k := foldKey(key)
				if top.keys[k] {
					return fmt.Errorf("replay has the field %s twice", strconv.Quote(keyPath(stack[:len(stack)-1], key)))
				}
				if top.keys == nil {
					top.keys = map[string]bool{}
				}
				top.keys[k], top.key, top.wantKey = true, key, false
			}
			i = end
		}
	}
	return nil
}

// stringEnd returns the index of the quote that closes the JSON string
// opening at data[start].
func stringEnd(data []byte, start int) int {
	for i := start + 1; i < len(data); i++ {
		switch data[i] {
		case '\\':
			i++ // the escaped byte, a quote or a backslash among them
		case '"':
			return i
		}
	}
	return len(data) - 1 // unreachable for valid JSON
}

// jsonString decodes a quoted JSON string as encoding/json does, escapes
// and all ("\u0073eed" is "seed").
func jsonString(quoted []byte) (string, error) {
	if bytes.IndexByte(quoted, '\\') < 0 {
		return string(quoted[1 : len(quoted)-1]), nil
	}
	var s string
	err := json.Unmarshal(quoted, &s)
	return s, err
}

// keyPath names key in the object that frames lead to, as seats[1].name.
func keyPath(frames []keyFrame, key string) string {
	var b strings.Builder
	for _, f := range frames {
		if !f.object {
			fmt.Fprintf(&b, "[%d]", f.index)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(f.key)
	}
	if b.Len() > 0 {
		b.WriteByte('.')
	}
	b.WriteString(key)
	return b.String()
}

// foldKey maps every rune to the smallest of its case-folding orbit, so
// two keys fold alike exactly when strings.EqualFold, and so encoding/json,
// holds them the same ("seed", "Seed", "SEED", and "ſeed" with a long s).
func foldKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		low := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			low = min(low, f)
		}
		b.WriteRune(low)
	}
	return b.String()
}
