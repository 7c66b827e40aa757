package gambler

import (
	"encoding/binary"
	"errors"
	"slices"
	"testing"

	"wheeloffate/engine"
)

// FuzzGamblerActions drives a game from arbitrary bytes: data[0] picks the
// seats, data[1:9] the seed; then each byte picks a legal action by index,
// or (bytes >= 0xE0) crafts one from the next five bytes, legal or not. It
// checks: no panic; an illegal action is refused and changes nothing; a
// legal one is accepted; the invariants hold after every action; a clone
// acts alone. When the bytes run out the game plays on with the last legal
// action (mostly a pass) to its end.
func FuzzGamblerActions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{3, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{2, 9, 9, 9, 9, 9, 9, 9, 9, 0xE0, 1, APlace, 12, 0, 0, 0xE1, 1, ATicket, 0, 0, 0xE0, 1, ARepay, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		seats := MinSeats + int(data[0])%(MaxSeats-MinSeats+1)
		g, err := New(Options{Seats: seats, Seed: binary.LittleEndian.Uint64(data[1:9])})
		if err != nil {
			t.Fatal(err)
		}
		var legal []engine.Action
		rest := data[9:]
		for k := 0; !g.over; k++ {
			if k > 200_000 {
				t.Fatal("the game did not end")
			}
			d := g.dec
			legal = g.Legal(int(d.Seat), legal[:0])
			if len(legal) == 0 {
				t.Fatalf("seat %d must decide %d but has no legal action", d.Seat, d.Kind)
			}
			var a engine.Action
			switch {
			case len(rest) == 0:
				a = legal[len(legal)-1]
			case rest[0] >= 0xE0 && len(rest) >= 5:
				a = engine.Action{Seat: int8(rest[1]%8) - 1, Kind: rest[2] % 12, Arg: int16(int8(rest[3])), Amount: int64(rest[4]) * 500}
				rest = rest[5:]
			default:
				a = legal[int(rest[0])%len(legal)]
				rest = rest[1:]
			}
			ok := slices.Contains(legal, a)
			before := g.Hash()
			if k%50 == 7 {
				if _, err := g.Copy().Apply(legal[0]); err != nil || g.Hash() != before {
					t.Fatalf("a clone refused a legal action (%v) or changed the original", err)
				}
			}
			_, err := g.Apply(a)
			switch {
			case ok && err != nil:
				t.Fatalf("legal action %v refused: %v", a, err)
			case !ok && err == nil:
				t.Fatalf("illegal action %v accepted (decision %+v)", a, d)
			case !ok && !errors.Is(err, engine.ErrIllegal) && !errors.Is(err, engine.ErrNotPending):
				t.Fatalf("illegal action %v: unexpected error %v", a, err)
			case !ok && g.Hash() != before:
				t.Fatalf("illegal action %v changed the game", a)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %s: %v", g.ActionString(a), err)
			}
		}
		if _, err := g.Apply(engine.Action{Seat: 0, Kind: ARoll}); !errors.Is(err, engine.ErrOver) {
			t.Fatalf("an action after the end: %v", err)
		}
	})
}
