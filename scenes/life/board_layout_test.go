package life

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"wheeloffate/scenes/table"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

func TestBoardLayoutPlacesEverySpaceApart(t *testing.T) {
	for _, ed := range []*life.Edition{life.Classic, life.Duel} {
		b := ed.Board()
		l := layoutBoard(b)
		require.Len(t, l.Pos, len(b.Spaces), ed.ID)
		// No two tiles overlap (with a little air between them).
		for i := range l.Pos {
			for j := i + 1; j < len(l.Pos); j++ {
				dx := math.Abs(l.Pos[i].X - l.Pos[j].X)
				dy := math.Abs(l.Pos[i].Y - l.Pos[j].Y)
				assert.False(t, dx < boardTileW+8 && dy < boardTileH+8, "%s: spaces %d (%s) and %d (%s) overlap", ed.ID, i, b.Spaces[i].Label, j, b.Spaces[j].Label)
			}
		}
		// Consecutive spaces are close: a car hops at most a few tiles.
		for _, ln := range l.Links {
			a, c := l.Pos[ln[0]], l.Pos[ln[1]]
			d := math.Hypot(a.X-c.X, a.Y-c.Y)
			assert.Less(t, d, 3.2*boardUnit, "%s: %d→%d are %.0f apart", ed.ID, ln[0], ln[1], d)
		}
		// Every space lies inside the bounds, which fit one texture.
		for i, p := range l.Pos {
			assert.True(t, p.X-boardTileW/2 >= l.MinX && p.X+boardTileW/2 <= l.MaxX && p.Y-boardTileH/2 >= l.MinY && p.Y+boardTileH/2 <= l.MaxY, "%s: space %d out of bounds", ed.ID, i)
		}
		assert.Less(t, l.Width(), 4096.0)
		assert.Less(t, l.Height(), 4096.0)
		// Each fork has two signs, naming its two ways.
		assert.Len(t, l.Signs, 2*len(b.ForkRoads), ed.ID)
		// The Poor Farm is placed as the dead end off the reckoning.
		assert.Equal(t, [2]int{b.Reckon, b.PoorFarm}, l.Spur, ed.ID)
		// The short way runs above the long way at each fork.
		for at := range b.ForkRoads {
			s, lg := b.Graph.Next(at, 0), b.Graph.Next(at, 1)
			assert.Less(t, l.Pos[s].Y, l.Pos[lg].Y, "%s fork at %d", ed.ID, at)
		}
	}
}

func TestBoardItemsWalkTheRoad(t *testing.T) {
	b := life.Classic.Board()
	items, from, to := boardItems(b)
	assert.Equal(t, b.Reckon, from)
	assert.Equal(t, b.PoorFarm, to)
	seen := map[int]bool{}
	forks := 0
	for _, it := range items {
		if it.fork {
			forks++
			for _, ln := range it.lanes {
				for _, s := range ln {
					seen[s] = true
				}
			}
			continue
		}
		seen[it.space] = true
	}
	assert.Equal(t, len(b.ForkRoads), forks)
	assert.Len(t, seen, len(b.Spaces)-1, "every space but the Poor Farm is on the road")
}

// boardSpinPrompt is the board with a person's spin to move offered (the
// "spin-prompt" shot), laid out for a window of w×h.
func boardSpinPrompt(t *testing.T, w, h int) *boardScene {
	b := boardShot("life", 4, 11, 40, nil, func(m *match.Match, d engine.Decision) bool {
		return d.Kind == life.DSpin && m.G.(*life.Game).SpinPurpose() == life.SMove
	})
	hn := newBoardHarness(t, b, anim.Speed1x, w, h)
	for range 5 {
		require.NoError(t, hn.app.Update())
	}
	require.True(t, b.dec.wheel && b.dec.active, "a spin is offered")
	return b
}

// The note over the wheel (the person's "spin to move", or what a computer
// spins for) and the wheel's fixed pointer are both in full view: the note
// is under the top bar, above the wheel's halo, which holds the pointer.
func TestBoardWheelNoteClearsThePointer(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {800, 600}, {720, 1280}, {1920, 1080}} {
		b := boardSpinPrompt(t, sz[0], sz[1])
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		cx, cy, r := b.wview.Center()
		// ui.WheelView draws its pointer from 1.08 r + 3 above the centre
		// down to the rim, 0.09 r + 3 to each side.
		pointer := ui.R(cx-0.09*r-3, cy-1.08*r-3, 2*(0.09*r+3), 0.18*r+6)
		halo := b.wheelHalo()
		assert.True(t, halo.Holds(pointer), "%s: the halo %+v holds the pointer %+v", name, halo, pointer)
		for _, note := range []string{b.dec.wheelNote, "Margaret spins for wedding presents"} {
			nr, _ := b.wheelNoteRect(note)
			assert.False(t, nr.Overlaps(pointer), "%s: note %+v covers the pointer %+v", name, nr, pointer)
			assert.False(t, nr.Overlaps(halo), "%s: note %+v covers the wheel %+v", name, nr, halo)
			for _, btn := range []*ui.Button{b.btnOut, b.btnIn, b.btnCenter} {
				assert.False(t, nr.Overlaps(btn.Rect), "%s: note %+v covers %s", name, nr, btn.Label)
			}
			assert.True(t, b.vp.Holds(nr), "%s: note %+v in the viewport %+v", name, nr, b.vp)
		}
		assert.True(t, b.vp.Holds(halo), "%s: wheel %+v in the viewport %+v", name, halo, b.vp)
		assert.False(t, halo.Overlaps(b.decR), "%s: wheel %+v under the decision bar %+v", name, halo, b.decR)
		assert.Greater(t, r, 100.0, "%s: the wheel stays big", name)
	}
}

// Every seat's panel holds its text as drawn: the cards line wraps rather
// than being cut, and the panel grows to hold its lines, for two to six
// seats at desktop and phone sizes. The log starts under the panels.
func TestBoardSeatPanelsFitTheirText(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {800, 600}, {720, 1280}, {1920, 1080}} {
		for n := 2; n <= 6; n++ {
			// Well into a game: cards in hand, insurance badges, perhaps a
			// Lucky Number or the toll bridge.
			acts, seat := boardFind("life", n, 7, 60, func(m *match.Match, d engine.Decision) bool { return true })
			b := newBoardScene(boardReplay("life", n, 7, acts, []int{seat}), table.PlayOptions{})
			hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
			require.NoError(t, hn.app.Update())
			name := fmt.Sprintf("%dx%d, %d seats", sz[0], sz[1], n)
			require.GreaterOrEqual(t, b.viewer, 0, name)
			if n == 2 {
				// And a finished duel, whose seats carry every badge:
				// four policies, a Lucky Number, the toll, the Acres.
				b = newBoardScene(boardMatch("life-duel", 2, 3, nil), table.PlayOptions{})
				w, h := game.LogicalSize(sz[0], sz[1])
				b.layout(float64(w), float64(h))
				name += ", a finished duel"
			}
			for i := 0; i < n; i++ {
				r := b.seatRect(i)
				st := b.seatText(i, r.W)
				assert.LessOrEqual(t, st.height(), r.H, "%s: seat %d's text is taller than its panel %+v", name, i, r)
				for _, l := range []boardSeatLine{st.family, st.cards} {
					room := r.W - 16 - 10
					if !l.tagsBelow {
						room -= boardBadgesW(l.tags, st.small-2) + 6
					}
					for _, ln := range l.text {
						w, _ := ui.Measure(ln, st.sf)
						assert.LessOrEqual(t, w, room, "%s: seat %d's line %q overflows", name, i, ln)
						assert.NotContains(t, ln, "…", name)
					}
					assert.NotEmpty(t, strings.Join(l.text, ""), "%s: seat %d", name, i)
				}
				if i == b.viewer && b.viewer >= 0 {
					assert.Contains(t, strings.Join(st.cards.text, " "), "Exempt", "%s: the person's cards are all listed", name)
				}
				assert.True(t, r.Y+r.H <= b.h && r.X+r.W <= b.w, "%s: seat %d on screen: %+v", name, i, r)
				assert.False(t, r.Overlaps(b.logR), "%s: seat %d %+v over the log %+v", name, i, r, b.logR)
			}
		}
	}
}

// On a phone the log takes the room between the seat panels and the
// decision bar: it reaches down to the bar when one is up and to the
// screen's bottom while none is; in a replay it stops at the controls.
func TestBoardLogMeetsTheDecisionBar(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {720, 1280}} {
		b := boardSpinPrompt(t, sz[0], sz[1])
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		require.True(t, b.barShown(), name)
		gap := b.decR.Y - (b.logR.Y + b.logR.H)
		assert.True(t, gap > 0 && gap <= 8, "%s: %v between the log %+v and the bar %+v", name, gap, b.logR, b.decR)
		assert.Greater(t, b.logR.H, 60.0, name)

		// A computer's turn: no bar, the log reaches the bottom.
		b = newBoardScene(boardMatch("life", 4, 3, nil), table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
		require.NoError(t, hn.app.Update())
		require.False(t, b.barShown(), name)
		assert.InDelta(t, b.h-6, b.logR.Y+b.logR.H, 0.5, "%s: the log %+v reaches the bottom", name, b.logR)
	}
}

// Every space's label fits its tile as drawn, whole (no word cut, nothing
// left out), at the scale the board is rendered at and at half of it.
func TestBoardTileLabelsFit(t *testing.T) {
	for _, ed := range []*life.Edition{life.Classic, life.Duel} {
		l := layoutBoard(ed.Board())
		scale := math.Min(1, 4000/math.Max(l.Width(), l.Height()))
		for _, s := range []float64{scale, scale / 2} {
			r := ui.R(0, 0, boardTileW*s, boardTileH*s)
			for _, sp := range ed.Board().Spaces {
				f, lines, lh := boardTileText(sp.Label, r, s)
				assert.Equal(t, strings.Join(strings.Fields(sp.Label), " "), strings.Join(lines, " "), "%s at %.2f: %q is cut", ed.ID, s, sp.Label)
				assert.LessOrEqual(t, float64(len(lines))*lh, r.H-18*s, "%s at %.2f: %q is too tall", ed.ID, s, sp.Label)
				for _, ln := range lines {
					w, _ := ui.Measure(ln, f)
					assert.LessOrEqual(t, w, r.W-12*s, "%s at %.2f: %q is too wide", ed.ID, s, ln)
				}
			}
		}
	}
}

// A computer's level (when not the usual one) is on its panel at every
// size: beside its name where there is room, first on the line under it
// on a phone, whose panels leave "(computer)" out.
func TestBoardSeatPanelsShowTheLevel(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}} {
		acts, seat := boardFind("life", 4, 7, 60, func(m *match.Match, d engine.Decision) bool { return true })
		m := boardReplay("life", 4, 7, acts, []int{seat})
		hard, easy := (seat+1)%4, (seat+2)%4
		m.Setup.Seats[hard].Level, m.Setup.Seats[easy].Level = "hard", "easy"
		b := newBoardScene(m, table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
		require.NoError(t, hn.app.Update())
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		shown := func(i int) string {
			st := b.seatText(i, b.seatRect(i).W)
			return b.seatName(i) + " / " + st.career
		}
		assert.Contains(t, shown(hard), "Hard", name)
		assert.Contains(t, shown(easy), "Easy", name)
		for _, i := range []int{seat, (seat + 3) % 4} {
			assert.NotContains(t, shown(i), "Hard", name)
			assert.NotContains(t, shown(i), "Easy", name)
		}
		if b.seatCompact {
			assert.True(t, strings.HasPrefix(b.seatText(hard, b.seatRect(hard).W).career, "Hard · "), "%s: first on the line under the name", name)
		}
	}
}
