package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

var wasmBody = []byte("\x00asm\x01\x00\x00\x00 not really a program")

func testFS() fstest.MapFS {
	gz := new(bytes.Buffer)
	zw := gzip.NewWriter(gz)
	zw.Write(wasmBody)
	zw.Close()
	return fstest.MapFS{
		"index.html":                  {Data: []byte("<!DOCTYPE html><title>t</title>")},
		"loader.js":                   {Data: []byte("console.log(1)")},
		"game.0123456789ab.wasm":      {Data: wasmBody},
		"game.0123456789ab.wasm.gz":   {Data: gz.Bytes()},
		"game.0123456789ab.wasm.br":   {Data: []byte("brotli bytes")},
		"only-gz.js":                  {Data: []byte("plain")},
		"only-gz.js.gz":               {Data: []byte("gzipped")},
		"sub/index.html":              {Data: []byte("sub index")},
		"sub/deeper/file.txt":         {Data: []byte("deeper")},
		".secret":                     {Data: []byte("hidden")},
		"sub/.git/config":             {Data: []byte("hidden")},
		"unknown.zzz":                 {Data: []byte("?")},
		"game.0123456789ab.wasm.part": {Data: []byte("x")},
	}
}

func get(t *testing.T, h http.Handler, target, ae string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, target, nil)
	if ae != "" {
		r.Header.Set("Accept-Encoding", ae)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestMIMETypes(t *testing.T) {
	h := NewFS(testFS())
	for path, want := range map[string]string{
		"/":                       "text/html; charset=utf-8",
		"/index.html":             "text/html; charset=utf-8",
		"/loader.js":              "text/javascript; charset=utf-8",
		"/game.0123456789ab.wasm": "application/wasm",
		"/sub/deeper/file.txt":    "text/plain; charset=utf-8",
		"/unknown.zzz":            "application/octet-stream",
	} {
		res := get(t, h, path, "")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != want {
			t.Errorf("%s: %d %q, want 200 %q", path, res.StatusCode, res.Header.Get("Content-Type"), want)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no nosniff", path)
		}
	}
}

func TestEncodingNegotiation(t *testing.T) {
	h := NewFS(testFS())
	const wasm = "/game.0123456789ab.wasm"
	for _, c := range []struct{ ae, enc, body string }{
		{"", "", string(wasmBody)},
		{"identity", "", string(wasmBody)},
		{"gzip", "gzip", ""},
		{"gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"br;q=0, gzip", "gzip", ""},
		{"br;q=0,gzip;q=0", "", string(wasmBody)},
		{"*", "br", "brotli bytes"},
		{"*;q=0", "", string(wasmBody)},
		{"BR", "br", "brotli bytes"},
		{"deflate", "", string(wasmBody)},
	} {
		res := get(t, h, wasm, c.ae)
		if res.StatusCode != 200 {
			t.Fatalf("%q: status %d", c.ae, res.StatusCode)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.enc {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.ae, got, c.enc)
		}
		if res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", c.ae, res.Header.Get("Vary"))
		}
		if res.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", c.ae, res.Header.Get("Content-Type"))
		}
		b := body(t, res)
		if c.enc == "gzip" {
			zr, err := gzip.NewReader(strings.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			d, _ := io.ReadAll(zr)
			b = string(d)
			c.body = string(wasmBody)
		}
		if b != c.body {
			t.Errorf("Accept-Encoding %q: body %q, want %q", c.ae, b, c.body)
		}
	}
	// Only a gzip variant: br is not invented.
	res := get(t, h, "/only-gz.js", "br, gzip")
	if res.Header.Get("Content-Encoding") != "gzip" || body(t, res) != "gzipped" {
		t.Errorf("only-gz.js: %q", res.Header.Get("Content-Encoding"))
	}
	// No variant at all: no Vary.
	if res := get(t, h, "/sub/deeper/file.txt", "br"); res.Header.Get("Vary") != "" || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("file.txt: Vary %q, Content-Encoding %q", res.Header.Get("Vary"), res.Header.Get("Content-Encoding"))
	}
	// Each representation has its own ETag.
	a := get(t, h, wasm, "br").Header.Get("ETag")
	b := get(t, h, wasm, "").Header.Get("ETag")
	if a == "" || a == b {
		t.Errorf("ETags %q and %q", a, b)
	}
}

func TestCacheControl(t *testing.T) {
	h := NewFS(testFS())
	if cc := get(t, h, "/game.0123456789ab.wasm", "br").Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("hashed wasm: Cache-Control %q", cc)
	}
	for _, p := range []string{"/", "/index.html", "/loader.js"} {
		if cc := get(t, h, p, "").Header.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%s: Cache-Control %q", p, cc)
		}
	}
}

func TestRefusesTraversalAndHidden(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("outside"), 0o644)
	root := filepath.Join(dir, "web")
	os.MkdirAll(filepath.Join(root, "sub"), 0o755)
	os.WriteFile(filepath.Join(root, "index.html"), []byte("in"), 0o644)
	h := New(root)
	for _, p := range []string{
		"/../secret.txt", "/sub/../../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt",
		"/..\\secret.txt", "/sub/..%5c..%5csecret.txt", "/.secret", "/sub/.git/config",
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.URL.Path = p // as a raw client could send it, uncleaned
		if strings.Contains(p, "%") {
			r = httptest.NewRequest(http.MethodGet, p, nil)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code == 200 || strings.Contains(w.Body.String(), "outside") {
			t.Errorf("%s: %d %q", p, w.Code, w.Body.String())
		}
	}
	// Hidden files in a map FS too.
	m := NewFS(testFS())
	for _, p := range []string{"/.secret", "/sub/.git/config"} {
		if res := get(t, m, p, ""); res.StatusCode != 404 {
			t.Errorf("%s: %d", p, res.StatusCode)
		}
	}
	// Over a real connection, with the path as the client sent it.
	srv := httptest.NewServer(h)
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	raw, _ := io.ReadAll(conn)
	if strings.Contains(string(raw), "outside") || strings.HasPrefix(string(raw), "HTTP/1.1 200") {
		t.Errorf("raw ../: %q", raw)
	}
}

func TestDirectoriesAndMethods(t *testing.T) {
	h := NewFS(testFS())
	if res := get(t, h, "/sub/", ""); res.StatusCode != 200 || body(t, res) != "sub index" {
		t.Errorf("/sub/: %d", res.StatusCode)
	}
	if res := get(t, h, "/sub/deeper/", ""); res.StatusCode != 404 {
		t.Errorf("directory without index listed: %d", res.StatusCode)
	}
	if res := get(t, h, "/missing.js", ""); res.StatusCode != 404 {
		t.Errorf("missing: %d", res.StatusCode)
	}
	r := httptest.NewRequest(http.MethodPost, "/index.html", nil)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", w.Code)
	}
	r = httptest.NewRequest(http.MethodHead, "/game.0123456789ab.wasm", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	w = httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != 200 || w.Body.Len() != 0 || w.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf("HEAD: %d, %d bytes, %q", w.Code, w.Body.Len(), w.Header().Get("Content-Encoding"))
	}
	// Conditional requests revalidate.
	etag := get(t, h, "/index.html", "").Header.Get("ETag")
	r = httptest.NewRequest(http.MethodGet, "/index.html", nil)
	r.Header.Set("If-None-Match", etag)
	w = httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusNotModified {
		t.Errorf("If-None-Match: %d", w.Code)
	}
}

func TestLoopbackOnly(t *testing.T) {
	for _, ok := range []string{"127.0.0.1:0", "localhost:8080", "[::1]:0", "127.0.0.2:80"} {
		if err := CheckLoopback(ok); err != nil {
			t.Errorf("%s refused: %v", ok, err)
		}
	}
	for _, bad := range []string{":8080", "0.0.0.0:8080", "[::]:8080", "192.168.1.2:8080", "example.com:80", "8080"} {
		if err := CheckLoopback(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
		if ln, err := Listen(bad); err == nil {
			ln.Close()
			t.Errorf("Listen(%s) bound", bad)
		}
	}
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	if tcp := ln.Addr().(*net.TCPAddr); !tcp.IP.IsLoopback() {
		t.Fatalf("bound to %v", tcp)
	}
	srv := Server(NewFS(testFS()))
	go srv.Serve(ln)
	defer srv.Close()
	res, err := http.Get("http://" + ln.Addr().String() + "/game.0123456789ab.wasm")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	// Go's client asks for gzip and decompresses it transparently.
	if b, _ := io.ReadAll(res.Body); !bytes.Equal(b, wasmBody) || res.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("over loopback: %q %q", b, res.Header.Get("Content-Type"))
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		h, coding string
		want      bool
	}{
		{"gzip", "gzip", true}, {"gzip;q=0", "gzip", false}, {"gzip; q=0.5", "gzip", true},
		{"br ; q=1.0", "br", true}, {"*", "br", true}, {"*, br;q=0", "br", false},
		{"", "gzip", false}, {"gzipx", "gzip", false}, {"identity", "br", false},
	} {
		if got := Accepts(c.h, c.coding); got != c.want {
			t.Errorf("Accepts(%q, %q) = %v", c.h, c.coding, got)
		}
	}
}
