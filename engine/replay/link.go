package replay

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
)

// LinkPrefix starts the URL fragment that carries a whole replay:
// https://host/#replay=DATA, where DATA is the replay compressed with
// DEFLATE and written in unpadded base64url, so a link opens the viewer
// with nothing stored on a server.
const LinkPrefix = "replay="

// MaxLink caps the encoded fragment. A 6-player game of Life (~60 KB of
// JSON) compresses to about 12 KB, so 256 KiB leaves room for long games
// while staying well inside what browsers accept in a URL.
const MaxLink = 256 << 10

// errLinkDamaged is what a player is told of a link whose data cannot be
// read back, be it a character the encoding cannot hold or data that stops
// short: in a link that was copied or pasted, both mean the same, and the
// encoding's name would tell them nothing.
var errLinkDamaged = errors.New("replay link is damaged or cut short")

// EncodeLink returns the fragment (without '#') that carries data. It
// refuses a replay whose link would be over MaxLink.
func EncodeLink(data []byte) (string, error) {
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := w.Write(data); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	s := LinkPrefix + base64.RawURLEncoding.EncodeToString(buf.Bytes())
	if len(s) > MaxLink {
		return "", fmt.Errorf("replay link would be %d characters, over the %d limit", len(s), MaxLink)
	}
	return s, nil
}

// DecodeLink returns the replay bytes a fragment carries (with or without
// its leading '#'). It does not parse them: pass the result to Parse. Every
// failure is one line, and the inflated size is capped at MaxSize, so a
// small hostile link cannot expand into gigabytes.
func DecodeLink(frag string) ([]byte, error) {
	frag = strings.TrimPrefix(frag, "#")
	if len(frag) > MaxLink {
		return nil, fmt.Errorf("replay link is %d characters, over the %d limit", len(frag), MaxLink)
	}
	body, ok := strings.CutPrefix(frag, LinkPrefix)
	if !ok {
		return nil, errors.New("link carries no replay (it should hold #replay=…)")
	}
	// Links pasted from chat programs sometimes gain padding or lose
	// nothing else; accept '=' padding, nothing more.
	body = strings.TrimRight(body, "=")
	z, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return nil, errLinkDamaged
	}
	r := flate.NewReader(bytes.NewReader(z))
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, errLinkDamaged
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("replay link unpacks to over the %d-byte limit", MaxSize)
	}
	return data, nil
}
