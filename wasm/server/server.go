// Package server serves the browser build (dist/web) for development: on
// loopback only, with the right MIME types (application/wasm), the
// precompressed .br and .gz variants when the client accepts them, sensible
// caching, and nothing outside its directory.
package server

import (
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"
)

// types are set explicitly: the system's MIME table may lack .wasm or give
// .js another type.
var types = map[string]string{
	".html":  "text/html; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".mjs":   "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".json":  "application/json",
	".wasm":  "application/wasm",
	".png":   "image/png",
	".svg":   "image/svg+xml",
	".ico":   "image/x-icon",
	".txt":   "text/plain; charset=utf-8",
	".webp":  "image/webp",
	".ogg":   "audio/ogg",
	".wav":   "audio/wav",
	".woff2": "font/woff2",
}

// ContentType returns the MIME type for a file name.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// encodings are the precompressed variants, best first.
var encodings = []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// Accepts reports whether an Accept-Encoding header value accepts coding
// (with a q-value above zero, or through "*").
func Accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

// Handler serves the files under dir.
type Handler struct {
	root fs.FS
}

// New returns a Handler serving dir.
func New(dir string) *Handler { return &Handler{root: os.DirFS(dir)} }

// NewFS returns a Handler serving fsys (tests).
func NewFS(fsys fs.FS) *Handler { return &Handler{root: fsys} }

// cacheControl: names with a content hash (game.<hash>.wasm) never change;
// everything else is revalidated on every load, so a new build shows at once.
func cacheControl(name string) string {
	base := path.Base(name)
	if parts := strings.Split(base, "."); len(parts) >= 3 && isHex(parts[len(parts)-2]) && len(parts[len(parts)-2]) >= 8 {
		return "public, max-age=31536000, immutable"
	}
	return "no-cache"
}

func isHex(s string) bool {
	for _, c := range s {
		if !strings.ContainsRune("0123456789abcdef", c) {
			return false
		}
	}
	return s != ""
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanName(r.URL.Path)
	if !ok {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if name == "" || strings.HasSuffix(r.URL.Path, "/") {
		name = path.Join(name, "index.html")
	}
	st, err := fs.Stat(h.root, name)
	if err != nil || !st.Mode().IsRegular() {
		// Directories are never listed.
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	hdr := w.Header()
	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("Cache-Control", cacheControl(name))
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Cross-Origin-Resource-Policy", "same-origin")

	serve, encoding := name, ""
	hasVariant := false
	ae := r.Header.Get("Accept-Encoding")
	for _, e := range encodings {
		vst, err := fs.Stat(h.root, name+e.suffix)
		if err != nil || !vst.Mode().IsRegular() {
			continue
		}
		hasVariant = true
		if encoding == "" && Accepts(ae, e.token) {
			serve, encoding, st = name+e.suffix, e.token, vst
		}
	}
	if hasVariant {
		hdr.Set("Vary", "Accept-Encoding")
	}
	if encoding != "" {
		hdr.Set("Content-Encoding", encoding)
	}
	f, err := h.root.Open(serve)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	rs, ok := f.(interface {
		Read([]byte) (int, error)
		Seek(int64, int) (int64, error)
	})
	if !ok {
		http.Error(w, "cannot serve "+name, http.StatusInternalServerError)
		return
	}
	// A strong validator per representation: size, time and encoding.
	hdr.Set("ETag", fmt.Sprintf("%q", fmt.Sprintf("%x-%x%s", st.Size(), st.ModTime().UnixNano(), encoding)))
	http.ServeContent(w, r, name, st.ModTime(), rs)
}

// cleanName turns a URL path into a name inside the root, refusing anything
// that would leave it ("..", backslashes, NUL) and hidden files.
func cleanName(p string) (string, bool) {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return "", false
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." || strings.HasPrefix(seg, ".") && seg != "" {
			return "", false
		}
	}
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "." {
		name = ""
	}
	if name != "" && !fs.ValidPath(name) {
		return "", false
	}
	return name, true
}

// CheckLoopback refuses an address that is not on the loopback interface:
// the dev server is not meant to be reachable from the network.
func CheckLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("%s is not a loopback address (use 127.0.0.1 or ::1)", addr)
	}
	return nil
}

// Listen binds addr after checking it is loopback.
func Listen(addr string) (net.Listener, error) {
	if err := CheckLoopback(addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	if tcp, ok := ln.Addr().(*net.TCPAddr); !ok || !tcp.IP.IsLoopback() {
		ln.Close()
		return nil, errors.New("bound to a non-loopback address")
	}
	return ln, nil
}

// Server returns an http.Server with timeouts for h.
func Server(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       60 * time.Second,
	}
}
