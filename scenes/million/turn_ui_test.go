package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
)

// turnStates are the turns the panel is tried at: one with a set to
// build on, a mortgage to repay, a turn in Jail, a kept card to use, and
// between turns.
var turnStates = map[string]func(g *million.Game, d engine.Decision) bool{
	"build": func(g *million.Game, d engine.Decision) bool {
		return d.Kind == million.DTurn && hasKind(g, 0, million.ABuild)
	},
	"repay": func(g *million.Game, d engine.Decision) bool {
		return d.Kind == million.DTurn && hasKind(g, 0, million.ARepay)
	},
	"jail": func(g *million.Game, d engine.Decision) bool {
		return d.Kind == million.DTurn && g.Player(0).Jail >= 0
	},
	"card": func(g *million.Game, d engine.Decision) bool {
		return (d.Kind == million.DTurn || d.Kind == million.DBetween) && hasKind(g, 0, million.AUseCard)
	},
	"between": func(g *million.Game, d engine.Decision) bool { return d.Kind == million.DBetween },
}

// The panel offers exactly the legal actions: every control that chooses
// something chooses a legal action, every legal action has its control,
// and a disabled control chooses nothing.
func TestTurnPanelOffersOnlyLegalActions(t *testing.T) {
	for name, want := range turnStates {
		t.Run(name, func(t *testing.T) {
			memo.forget()
			m := findTurn(t, want)
			dr := newDrive(t, m, [2]int{1280, 720})
			legal := map[engine.Action]bool{}
			for _, a := range m.G.Legal(0, nil) {
				legal[a] = true
			}
			got := map[engine.Action]bool{}
			for _, b := range dr.u.btns {
				dr.showEntry(b, "mouse")
				a, ok := dr.click(b)
				switch {
				case b.Disabled:
					assert.False(t, ok, "%q is disabled and chooses nothing", b.Label)
					assert.Nil(t, dr.u.sheet, "%q opens nothing", b.Label)
				case ok:
					got[a] = true
				default:
					require.NotNil(t, dr.u.sheet, "%q opens its sheet", b.Label)
					exploreSheet(t, dr, got)
					dr.showEntry(b, "mouse")
					dr.click(b)
					assert.Nil(t, dr.u.sheet, "%q again closes its sheet", b.Label)
				}
			}
			assert.Equal(t, legal, got, "every legal action, and only those")
		})
	}
}

// exploreSheet presses every control of the open sheet on every page
// (every deed, opened, too) and keeps the actions chosen.
func exploreSheet(t *testing.T, dr *drive, got map[engine.Action]bool) {
	switch s := dr.u.sheet.(type) {
	case *listSheet:
		for {
			for _, r := range s.shown() {
				a, ok := dr.click(r)
				assert.Equal(t, !r.Disabled, ok, "row %q", r.title)
				if ok {
					got[a] = true
				}
			}
			if !s.paged() || s.page == s.pages-1 {
				break
			}
			dr.click(s.nxt)
		}
	case *deedsSheet:
		for seat := 0; seat < s.v.Seats; seat++ {
			for {
				for _, ln := range s.pageLines() {
					if ln.tile == nil {
						if b := s.builds[ln.group]; b != nil && !ln.cont && s.seat == s.person {
							a, ok := dr.click(b)
							require.True(t, ok)
							got[a] = true
						}
						continue
					}
					_, ok := dr.click(ln.tile)
					require.False(t, ok, "a deed opens; it chooses nothing")
					require.Equal(t, ln.tile.prop, s.detail)
					if b := s.builds[million.Props[s.detail].Group]; b != nil {
						require.Equal(t, s.person, s.seat, "only the person's own deeds build")
						a, ok := dr.click(b)
						require.True(t, ok)
						got[a] = true
					}
					dr.click(s.back)
					require.Equal(t, -1, s.detail)
				}
				if !s.paged() || s.page == s.pages-1 {
					break
				}
				dr.click(s.nxt)
			}
			_, ok := dr.click(s.seatBtn)
			require.False(t, ok)
		}
		assert.Equal(t, s.person, s.seat, "the switcher comes round to the person")
	default:
		t.Fatalf("sheet %T", s)
	}
}

// At each of the five sizes, by mouse, touch and keys alone: every
// control of the bar and the sheets is on screen, finger-sized and clear
// of the others; the person opens the deeds, builds from the list and
// from an open deed, closes them, opens the deals and picks a seat, and
// rolls.
func TestTurnControlsEverywhere(t *testing.T) {
	for _, ws := range turnSizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				memo.forget()
				m := findTurn(t, turnStates["build"])
				dr := newDrive(t, m, ws)
				name := fmt.Sprintf("%dx%d", ws[0], ws[1])
				bar := dr.barButtons()
				checkControls(t, name+" bar", dr.screen, bar)
				for _, c := range bar {
					assert.True(t, dr.bar.Holds(c.Bounds()), "%s: %v in the bar %v", name, c.Bounds(), dr.bar)
				}

				dr.showEntry(dr.u.deeds, way)
				_, ok := dr.press(dr.u.deeds, way)
				require.False(t, ok)
				s := dr.deeds()
				require.NotNil(t, s, "the deeds open")
				assert.False(t, s.rect.Overlaps(dr.bar), "%s: the sheet %v leaves the bar %v", name, s.rect, dr.bar)
				checkControls(t, name+" deeds", dr.screen, append(s.controls(), dr.barButtons()...))

				// Build from the list: the set's Build control, on its page.
				gr := buildableGroup(t, dr)
				for s.builds[gr].Rect.W == 0 {
					require.False(t, s.nxt.Disabled, "the set's Build control is on some page")
					dr.press(s.nxt, way)
				}
				a, ok := dr.press(s.builds[gr], way)
				require.True(t, ok)
				assert.Equal(t, engine.Action{Seat: 0, Kind: million.ABuild, Arg: int16(gr)}, a)
				dr.apply(a)
				s = dr.deeds()
				require.NotNil(t, s, "the deeds stay open after building")

				// Open a deed of the set and build from it.
				var tile *deedTile
				for tile == nil {
					for _, ln := range s.pageLines() {
						if ln.tile != nil && int(million.Props[ln.tile.prop].Group) == gr {
							tile = ln.tile
						}
					}
					if tile == nil {
						require.False(t, s.nxt.Disabled)
						dr.press(s.nxt, way)
					}
				}
				_, ok = dr.press(tile, way)
				require.False(t, ok)
				require.Equal(t, tile.prop, s.detail, "the deed opens")
				checkControls(t, name+" deed", dr.screen, append(s.controls(), dr.barButtons()...))
				_, again := m.Find(million.ABuild, int16(gr))
				require.Equal(t, again, s.builds[gr] != nil, "a Build control exactly when the engine allows it")
				if !again {
					assert.NotEmpty(t, whyNoBuild(&s.v, 0, gr), "the deed says why it cannot be built on")
				}
				if b := s.builds[gr]; b != nil {
					a, ok := dr.press(b, way)
					require.True(t, ok)
					assert.Equal(t, million.ABuild, a.Kind)
					dr.apply(a)
					s = dr.deeds()
					require.NotNil(t, s)
					assert.Equal(t, tile.prop, s.detail, "the same deed stays open")
				}
				dr.press(s.close, way)
				assert.Nil(t, dr.u.sheet, "Close closes the deeds")

				// A deal: the sheet of seats.
				dr.showEntry(dr.u.deal, way)
				dr.press(dr.u.deal, way)
				ls, isList := dr.u.sheet.(*listSheet)
				require.True(t, isList)
				checkControls(t, name+" deals", dr.screen, append(ls.controls(), dr.barButtons()...))
				a, ok = dr.press(ls.rows[0], way)
				require.True(t, ok)
				assert.Equal(t, million.ADeal, a.Kind)

				dr.showEntry(dr.u.main, way)
				a, ok = dr.press(dr.u.main, way)
				require.True(t, ok)
				assert.Equal(t, million.ARoll, a.Kind)
			})
		}
	}
}

// buildableGroup is a set the person may build on now.
func buildableGroup(t *testing.T, dr *drive) int {
	for _, a := range dr.m.G.Legal(0, nil) {
		if a.Kind == million.ABuild {
			return int(a.Arg)
		}
	}
	t.Fatal("nothing to build on")
	return -1
}

// At every size and in every state, the bar's entries are in the bar,
// finger-sized, apart, and their words fit them (short words on a
// narrow bar: "Pay $50k").
func TestTurnBarWordsFit(t *testing.T) {
	for name, want := range turnStates {
		memo.forget()
		m := findTurn(t, want)
		for _, ws := range turnSizes {
			dr := newDrive(t, m, ws)
			where := fmt.Sprintf("%s %dx%d", name, ws[0], ws[1])
			for _, b := range dr.u.btns {
				dr.showEntry(b, "mouse")
				checkControls(t, where, dr.bar, dr.barButtons())
				w, _ := ui.Measure(b.Label, ui.FitFace(b.Label, b.Rect.W-12, b.TextSize, true))
				assert.LessOrEqual(t, w, b.Rect.W-12, "%s: %q fits its button", where, b.Label)
			}
		}
	}
}
