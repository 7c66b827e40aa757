package life

import (
	"encoding/binary"
	"errors"
	"testing"

	"wheeloffate/engine"
)

// FuzzLifeActions drives a classic game from arbitrary bytes. data[0] picks
// the number of seats and the no-bets seats, data[1:9] the seed; then each
// byte picks a legal action by index, or (bytes >= 0xE0) crafts an action
// from the next bytes, which may be legal or not. It checks: no panic; an
// illegal action returns an error and leaves the hash unchanged; a legal one
// is accepted; money is conserved, no cash is negative, notes and debt are
// never negative; a clone acts independently. After the bytes run out the
// game is played to its end with the last legal action (mostly a pass).
func FuzzLifeActions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{4, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{0x25, 9, 9, 9, 9, 9, 9, 9, 9, 0xE0, 0, 6, 5, 0, 200, 1, 1, 1, 0xF1, 1, 5, 7, 0, 30})
	f.Add([]byte{3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xE5, 7, 200, 0, 0, 0, 0xE0, 3, 1, 0, 0, 0, 2, 2, 2, 2})
	f.Add([]byte{1, 42, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5, 0xEE, 0, 9, 3, 0xFF, 0x7F, 0x10, 5, 5, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		seats := 2 + int(data[0]%5)
		o := Options{Seats: seats, Seed: binary.LittleEndian.Uint64(data[1:9])}
		for s := 0; s < seats; s++ {
			o.NoBets[s] = data[0]>>(3+s)&1 == 1
		}
		g, err := New(Classic, o)
		if err != nil {
			t.Fatal(err)
		}
		check := func(where string) {
			now, initial := g.LedgerTotal()
			if now != initial {
				t.Fatalf("%s: money not conserved: %d, was %d", where, now, initial)
			}
			for i := 0; i < seats; i++ {
				if g.Cash(i) < 0 || g.pl[i].Notes < 0 || g.pl[i].Debt < 0 {
					t.Fatalf("%s: seat %d cash %d notes %d debt %d", where, i, g.Cash(i), g.pl[i].Notes, g.pl[i].Debt)
				}
			}
			if !g.over && len(g.Pending(nil)) != 1 {
				t.Fatalf("%s: no decision pending in a running game", where)
			}
		}
		check("start")
		var legal []engine.Action
		rest := data[9:]
		for k := 0; !g.over && k < 20000; k++ {
			d := g.dec
			legal = g.Legal(int(d.Seat), legal[:0])
			if len(legal) == 0 {
				t.Fatalf("seat %d must decide %d but has no legal action", d.Seat, d.Kind)
			}
			var a engine.Action
			switch {
			case len(rest) == 0:
				a = legal[len(legal)-1] // mostly "pass": the game runs to its end quickly
			case rest[0] >= 0xE0 && len(rest) >= 6:
				a = engine.Action{
					Seat:   int8(rest[1]%8) - 1,
					Kind:   rest[2] % 20,
					Arg:    int16(int8(rest[3])),
					Amount: int64(rest[4]) * 1000 * int64(1+rest[5]%3),
				}
				rest = rest[6:]
			default:
				a = legal[int(rest[0])%len(legal)]
				rest = rest[1:]
			}
			ok := false
			for _, l := range legal {
				if l == a {
					ok = true
				}
			}
			var before uint64
			if !ok || k%50 == 7 {
				before = g.Hash()
			}
			if k%50 == 7 {
				c := g.Copy()
				if _, err := c.Apply(legal[len(legal)-1]); err != nil {
					t.Fatalf("clone refused a legal action: %v", err)
				}
				if g.Hash() != before {
					t.Fatal("acting on a clone changed the original")
				}
			}
			_, err := g.Apply(a)
			switch {
			case ok && err != nil:
				t.Fatalf("legal action %v refused: %v", a, err)
			case !ok && err == nil:
				t.Fatalf("illegal action %v accepted (decision %+v)", a, d)
			case !ok:
				if !errors.Is(err, engine.ErrIllegal) && !errors.Is(err, engine.ErrNotPending) {
					t.Fatalf("illegal action %v: unexpected error %v", a, err)
				}
				if g.Hash() != before {
					t.Fatalf("illegal action %v changed the game", a)
				}
			}
			check(g.ActionString(a))
		}
		if !g.over {
			t.Fatal("the game did not end")
		}
		if _, err := g.Apply(engine.Action{Seat: 0, Kind: ASpin}); !errors.Is(err, engine.ErrOver) {
			t.Fatalf("an action after the end: %v", err)
		}
	})
}
