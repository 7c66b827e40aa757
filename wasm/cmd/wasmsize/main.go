// Command wasmsize lists where a Go WebAssembly module's code goes: the
// function bodies summed by package, largest first, from the module's name
// section (`go tool nm` does not read wasm). -funcs lists every function
// instead: its index in the module's function space, its body's bytes, its
// package and its name, a line each, tab separated (wasm/measure/startup.mjs
// reads it). Build without -s -w to keep the names:
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/game.wasm . && go run ./wasm/cmd/wasmsize /tmp/game.wasm
//
// The linker writes a package path with "_" for "/", so a path that holds
// "-" or "_" of its own (go-text) shows with "/" there.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 30, "packages to list")
	funcs := flag.Bool("funcs", false, "list every function: index, bytes, package, name")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N | -funcs] FILE.wasm")
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	switch {
	case err != nil:
	case *funcs:
		err = listFuncs(os.Stdout, b)
	default:
		err = report(os.Stdout, b, *top)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

// Package is one package's code.
type Package struct {
	Path  string
	Bytes int
}

// Func is one function's body.
type Func struct {
	Index int // in the module's function space (after the imports)
	Name  string
	Bytes int
}

// Sizes are a module's section sizes and its code by package.
type Sizes struct {
	File, Code, Data int
	Packages         []Package // largest first
	Funcs            []Func    // in index order
}

func listFuncs(w io.Writer, b []byte) error {
	s, err := Measure(b)
	if err != nil {
		return err
	}
	for _, f := range s.Funcs {
		fmt.Fprintf(w, "%d\t%d\t%s\t%s\n", f.Index, f.Bytes, pkgOf(f.Name), f.Name)
	}
	return nil
}

func report(w io.Writer, b []byte, top int) error {
	s, err := Measure(b)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "file %d B, code section %d B, data section %d B\n", s.File, s.Code, s.Data)
	for i, p := range s.Packages {
		if i == top {
			break
		}
		fmt.Fprintf(w, "%9d %5.1f%% %s\n", p.Bytes, 100*float64(p.Bytes)/float64(s.Code), p.Path)
	}
	return nil
}

type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) uleb() int {
	v, n := binary.Uvarint(r.b[min(r.i, len(r.b)):])
	if n <= 0 || v > 1<<31 {
		r.err = errors.New("bad number")
		r.i = len(r.b)
		return 0
	}
	r.i += n
	return int(v)
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || r.i+n > len(r.b) {
		r.err = errors.New("cut short")
		r.i = len(r.b)
		return nil
	}
	r.i += n
	return r.b[r.i-n : r.i]
}

// Measure reads a wasm module's sections and names.
func Measure(b []byte) (Sizes, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return Sizes{}, errors.New("not a WebAssembly module")
	}
	s := Sizes{File: len(b)}
	imports := 0
	var bodies []int
	names := map[int]string{}
	r := &reader{b: b, i: 8}
	for r.i < len(b) && r.err == nil {
		id := r.bytes(1)
		sec := &reader{b: r.bytes(r.uleb())}
		if r.err != nil {
			break
		}
		switch id[0] {
		case 2: // imports: functions come first in the index space
			for n := sec.uleb(); n > 0 && sec.err == nil; n-- {
				sec.bytes(sec.uleb()) // module
				sec.bytes(sec.uleb()) // name
				switch kind := sec.bytes(1); {
				case kind == nil:
				case kind[0] == 0:
					sec.uleb()
					imports++
				case kind[0] == 1: // table: element type, limits
					sec.bytes(1)
					if f := sec.bytes(1); f != nil {
						sec.uleb()
						if f[0]&1 != 0 {
							sec.uleb()
						}
					}
				case kind[0] == 2: // memory: limits
					if f := sec.bytes(1); f != nil {
						sec.uleb()
						if f[0]&1 != 0 {
							sec.uleb()
						}
					}
				case kind[0] == 3: // global: type, mutability
					sec.bytes(2)
				}
			}
		case 10:
			s.Code = len(sec.b)
			for n := sec.uleb(); n > 0 && sec.err == nil; n-- {
				l := sec.uleb()
				sec.bytes(l)
				bodies = append(bodies, l)
			}
		case 11:
			s.Data = len(sec.b)
		case 0:
			if string(sec.bytes(sec.uleb())) != "name" {
				continue
			}
			for sec.i < len(sec.b) && sec.err == nil {
				kind := sec.bytes(1)
				sub := &reader{b: sec.bytes(sec.uleb())}
				if kind == nil || kind[0] != 1 { // 1: function names
					continue
				}
				for n := sub.uleb(); n > 0 && sub.err == nil; n-- {
					idx := sub.uleb()
					names[idx] = string(sub.bytes(sub.uleb()))
				}
				if sub.err != nil {
					return s, fmt.Errorf("name section: %w", sub.err)
				}
			}
		}
		if sec.err != nil {
			return s, fmt.Errorf("section %d: %w", id[0], sec.err)
		}
	}
	if r.err != nil {
		return s, r.err
	}
	if len(names) == 0 {
		return s, errors.New("no function names: build without -ldflags=-s -w")
	}
	by := map[string]int{}
	for k, n := range bodies {
		by[pkgOf(names[imports+k])] += n
		s.Funcs = append(s.Funcs, Func{imports + k, names[imports+k], n})
	}
	for p, n := range by {
		s.Packages = append(s.Packages, Package{p, n})
	}
	sort.Slice(s.Packages, func(i, j int) bool {
		a, b := s.Packages[i], s.Packages[j]
		return a.Bytes > b.Bytes || a.Bytes == b.Bytes && a.Path < b.Path
	})
	return s, nil
}

// pkgOf is the package of a function named as Go's wasm linker names it:
// github.com_hajimehoshi_ebiten_v2_internal_atlas.(*Image).Draw is
// github.com/hajimehoshi/ebiten/v2/internal/atlas.
func pkgOf(name string) string {
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i] // a generic's type arguments hold other paths
	}
	start := 0
	if host, rest, ok := strings.Cut(name, "_"); ok && isHost(host) && strings.Contains(rest, ".") {
		start = len(host) // a host name's dots are not the package's end
	}
	dot := strings.IndexByte(name[start:], '.')
	if dot < 0 {
		return name
	}
	return strings.ReplaceAll(name[:start+dot], "_", "/")
}

// isHost reports whether s looks like a module path's host: lower-case
// words and dots, at least one dot (github.com, golang.org, go.yaml.in).
func isHost(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return strings.Contains(s, ".") && !strings.HasPrefix(s, ".")
}
