package engine

// Hasher is FNV-1a over an explicit little-endian encoding, so a state hash is
// the same on every platform and Go version: nothing depends on memory layout
// or map order.
type Hasher struct{ h uint64 }

// NewHasher starts a hash.
func NewHasher() Hasher { return Hasher{h: 14695981039346656037} }

// Byte adds one byte.
func (h *Hasher) Byte(b byte) {
	h.h ^= uint64(b)
	h.h *= 1099511628211
}

// U64 adds a 64-bit value.
func (h *Hasher) U64(v uint64) {
	for i := 0; i < 8; i++ {
		h.Byte(byte(v >> (8 * i)))
	}
}

// I64 adds a signed value.
func (h *Hasher) I64(v int64) { h.U64(uint64(v)) }

// Int adds an int.
func (h *Hasher) Int(v int) { h.U64(uint64(int64(v))) }

// Bool adds a flag.
func (h *Hasher) Bool(b bool) {
	if b {
		h.Byte(1)
	} else {
		h.Byte(0)
	}
}

// Text adds a string (a ruleset's id), a byte per rune: the ids are ASCII.
func (h *Hasher) Text(s string) {
	for _, c := range s {
		h.Byte(byte(c))
	}
}

// Sum returns the hash.
func (h *Hasher) Sum() uint64 { return h.h }
