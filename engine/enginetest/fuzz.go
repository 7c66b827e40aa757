package enginetest

import (
	"encoding/binary"
	"errors"
	"testing"

	"wheeloffate/engine"
)

// FuzzActions is the body of a ruleset's action fuzz target: it drives a
// game from arbitrary bytes. data[0] picks the seats, data[1:9] the seed;
// then each byte picks a legal action by index, or (bytes >= 0xE0) crafts
// one from the next five bytes, legal or not (kinds below kinds, amounts in
// steps of 500). It checks: no panic; an illegal action is refused and
// changes nothing; a legal one is accepted; the invariants hold after every
// action; a clone acts alone; Exact (engine.Exacter) on any of those
// actions changes nothing and gives no figure for an illegal one. When the bytes run out the game plays on
// with the last legal action to its end.
func FuzzActions(t *testing.T, rules *engine.Ruleset, kinds uint8, data []byte) {
	if len(data) < 9 {
		return
	}
	seats := rules.MinSeats + int(data[0])%(rules.MaxSeats-rules.MinSeats+1)
	g, err := rules.New(engine.Setup{Seats: seats, Seed: binary.LittleEndian.Uint64(data[1:9])})
	if err != nil {
		t.Fatal(err)
	}
	check, _ := g.(engine.Checker)
	var legal []engine.Action
	rest := data[9:]
	for k := 0; !g.Over(); k++ {
		if k > 200_000 {
			t.Fatal("the game did not end")
		}
		d := g.Pending(nil)[0]
		legal = g.Legal(int(d.Seat), legal[:0])
		if len(legal) == 0 {
			t.Fatalf("seat %d must decide %d but has no legal action", d.Seat, d.Kind)
		}
		var a engine.Action
		switch {
		case len(rest) == 0:
			a = legal[len(legal)-1]
		case rest[0] >= 0xE0 && len(rest) >= 5:
			a = engine.Action{Seat: int8(rest[1]%8) - 1, Kind: rest[2] % kinds, Arg: int16(int8(rest[3])), Amount: int64(rest[4]) * 500}
			rest = rest[5:]
		default:
			a = legal[int(rest[0])%len(legal)]
			rest = rest[1:]
		}
		ok := isLegal(legal, a)
		before := g.Hash()
		if ex, is := g.(engine.Exacter); is {
			// Any action, crafted or legal, asked of any seat: no panic,
			// no change, no figure for what is not the seat's to choose.
			if _, fig := ex.Exact(int(a.Seat), a); fig && !ok || g.Hash() != before {
				t.Fatalf("Exact(%d, %v): a figure for an illegal action (%v) or a changed game", a.Seat, a, fig)
			}
		}
		if k%50 == 7 {
			if _, err := g.Clone().Apply(legal[0]); err != nil || g.Hash() != before {
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
		if check != nil {
			if err := check.CheckInvariants(); err != nil {
				t.Fatalf("after %s: %v", g.ActionString(a), err)
			}
		}
	}
	if _, err := g.Apply(engine.Action{Seat: 0, Kind: 1}); !errors.Is(err, engine.ErrOver) {
		t.Fatalf("an action after the end: %v", err)
	}
}
