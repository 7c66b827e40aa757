package main

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func section(id byte, body ...byte) []byte {
	return append(binary.AppendUvarint([]byte{id}, uint64(len(body))), body...)
}

func str(s string) []byte { return append([]byte{byte(len(s))}, s...) }

func cat(parts ...[]byte) (out []byte) {
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// A module of one imported function and three bodies, named by package.
func TestMeasureSumsBodiesByPackage(t *testing.T) {
	imp := cat([]byte{1}, str("go"), str("debug"), []byte{0, 0})
	code := cat([]byte{5}, []byte{5, 0, 0, 0, 0, 0}, []byte{2, 0, 0}, []byte{7, 0, 0, 0, 0, 0, 0, 0}, []byte{1, 0}, []byte{1, 0})
	names := cat([]byte{5},
		[]byte{1}, str("github.com_x_y.(*T).Draw"),
		[]byte{2}, str("main.main"),
		[]byte{3}, str("github.com_x_y.F[github.com_z_w.T]"),
		[]byte{4}, str("main.G[github.com_z_w.T]"),
		[]byte{5}, str("runtime.morestack_noctxt"))
	name := cat(str("name"), binary.AppendUvarint([]byte{1}, uint64(len(names))), names)
	mod := cat([]byte("\x00asm\x01\x00\x00\x00"), section(2, imp...), section(10, code...), section(0, name...))
	s, err := Measure(mod)
	require.NoError(t, err)
	assert.Equal(t, []Package{{"github.com/x/y", 12}, {"main", 3}, {"runtime", 1}}, s.Packages)
	assert.Equal(t, Func{1, "github.com_x_y.(*T).Draw", 5}, s.Funcs[0], "indexes count the import first")
	assert.Equal(t, Func{5, "runtime.morestack_noctxt", 1}, s.Funcs[4])
	assert.Equal(t, len(code), s.Code)
}

// Anything but a named module is a one-line error, never a panic.
func TestMeasureRefusesDamagedModules(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("not wasm"), []byte("\x00asm\x01\x00\x00\x00\x0a\x7f"), []byte("\x00asm\x01\x00\x00\x00")} {
		_, err := Measure(b)
		assert.Error(t, err, "%q", b)
	}
}
