package life

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The camera, the cars and the wheel on Life's board (issue 12: "a camera
// that helps"), and the outcomes said where they happen.

// camMatch is a match of n seats where seat 0 is a person who is never
// asked for side bets (so only their own turns wait for them), replayed
// through acts.
func camMatch(t testing.TB, n int, seed uint64, acts []engine.Action) *match.Match {
	seats := make([]match.Seat, n)
	for i := range seats {
		seats[i] = match.Seat{Name: boardShotNames[i], Colour: i, Computer: i != 0}
	}
	seats[0].Options = []string{"no_bets"}
	m, err := match.New(match.Setup{Ruleset: "life", Seats: seats, Seed: seed})
	require.NoError(t, err)
	for _, a := range acts {
		_, err := m.Apply(a)
		require.NoError(t, err)
	}
	return m
}

// carOnScreen is where seat's car is on the screen now.
func carOnScreen(b *boardScene, seat int) (float64, float64) {
	p := b.carPos(seat)
	return b.toScreen(p.X, p.Y)
}

// held is the mouse held down at (x, y).
func held(x, y float64) input.Sample {
	return input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true}
}

// On one's own turn the camera shows one's own car, in the part of the
// board nothing covers (not under the wheel, the top bar or the decision
// bar), even when the person dragged the board elsewhere during the
// computers' turns and was still holding it as their spin came up.
func TestBoardCameraGoesToOwnCarOnOwnTurn(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {400, 866}, {866, 400}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		b := newBoardScene(camMatch(t, 4, 31, nil), table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
		// The person's first turns: spin, and take the short road.
		for tick := 0; tick < 20000 && b.m.G.Turn() < 4; tick++ {
			if len(hn.queue) == 0 {
				boardAnswer(hn)
			}
			require.NoError(t, hn.app.Update())
		}
		// A computer's turn: the person drags the board away and holds it.
		require.True(t, hn.run(t, 3000, func() bool { return b.playing() && b.active != 0 }), name)
		cx, cy := b.vp.Center()
		for i := 0; i <= 10; i++ {
			hn.queue = append(hn.queue, held(cx+float64(i)*30, cy+float64(i)*15))
		}
		hn.idle = held(cx+300, cy+150)
		ownSpin := func() bool {
			return b.decisionShown() && b.dec.seat == 0 && b.dec.kind == life.DSpin && b.active == 0
		}
		require.True(t, hn.run(t, 20000, ownSpin), "%s: the person's spin comes up", name)
		assert.False(t, b.follow && b.active != 0, name)
		hn.idle = input.Sample{Focused: true} // let go
		hn.run(t, 150, never)
		require.True(t, ownSpin(), name)
		require.True(t, b.wheelDrawn(), name)

		x, y := carOnScreen(b, 0)
		fx, fy := b.camFocus()
		assert.InDelta(t, fx, x, 3, "%s: own car centred across the free view", name)
		assert.InDelta(t, fy, y, 3, "%s: own car centred down the free view", name)
		assert.True(t, b.freeView().Contains(x, y), "%s: own car at %.0f,%.0f in the free view %+v", name, x, y, b.freeView())
		assert.False(t, b.wheelHalo().Contains(x, y), "%s: own car at %.0f,%.0f under the wheel %+v", name, x, y, b.wheelHalo())
		assert.False(t, b.barShown() && b.decR.Contains(x, y), "%s: own car under the decision bar", name)

		// Panning while the decision waits moves the camera for good.
		hn.queue = append(hn.queue, held(x, y), held(x+40, y+20), held(x+80, y+40), held(x+120, y+60), input.Sample{Focused: true})
		hn.run(t, 60, never)
		x2, _ := carOnScreen(b, 0)
		assert.InDelta(t, x+120, x2, 40, "%s: the camera stays where the person put it", name)
	}
}

// boardOnScreen is the board's bounds on the screen.
func boardOnScreen(b *boardScene) ui.Rect {
	x0, y0 := b.toScreen(b.lay.MinX, b.lay.MinY)
	x1, y1 := b.toScreen(b.lay.MaxX, b.lay.MaxY)
	return ui.R(x0, y0, x1-x0, y1-y0)
}

// Zoomed all the way out with "−", the whole board shows, centred in the
// viewport and as large as fits, at any size in both orientations, and it
// stays so while the game goes on.
func TestBoardZoomOutFitsTheWholeBoard(t *testing.T) {
	for _, sz := range [][2]int{{533, 400}, {400, 866}, {866, 400}, {1280, 720}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		b := newBoardScene(boardMatch("life", 4, 5, nil), table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
		for range 12 {
			hn.tap(b.btnOut.Rect.Center())
		}
		for _, ticks := range []int{0, 240} {
			hn.run(t, 30+ticks, never)
			r := boardOnScreen(b)
			const e = 0.5
			assert.True(t, r.X >= b.vp.X-e && r.Y >= b.vp.Y-e && r.X+r.W <= b.vp.X+b.vp.W+e && r.Y+r.H <= b.vp.Y+b.vp.H+e,
				"%s after %d ticks: the board %+v lies inside the viewport %+v", name, ticks, r, b.vp)
			rx, ry := r.Center()
			vx, vy := b.vp.Center()
			assert.InDelta(t, vx, rx, 1, "%s: centred across", name)
			assert.InDelta(t, vy, ry, 1, "%s: centred down", name)
			assert.True(t, math.Abs(r.W-b.vp.W) < 1 || math.Abs(r.H-b.vp.H) < 1, "%s: the board %+v fills the viewport %+v one way", name, r, b.vp)
		}
	}
}

// Follow goes back to the usual zoom and to the active car.
func TestBoardFollowResetsTheZoom(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {400, 866}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		b := newBoardScene(boardMatch("life", 4, 5, nil), table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
		start := b.zoom
		for range 6 {
			hn.tap(b.btnOut.Rect.Center())
		}
		hn.run(t, 20, never)
		require.Less(t, b.zoom, start, name)
		hn.tap(b.btnCenter.Rect.Center())
		hn.run(t, 4, never)
		assert.Equal(t, start, b.zoom, "%s: Follow resets the zoom", name)
		assert.True(t, b.follow, name)
		for range 3 {
			hn.tap(b.btnIn.Rect.Center())
		}
		hn.run(t, 10, never)
		require.Greater(t, b.zoom, start, name)
		hn.tap(b.btnCenter.Rect.Center())
		hn.run(t, 4, never)
		assert.Equal(t, start, b.zoom, "%s: Follow resets the zoom", name)
	}
}

// Cars never hide a space's name: for every space of both boards and any
// number of cars sharing it, each car lies clear of the label as printed
// (boardTileText), and of the other cars.
func TestBoardCarsLeaveSpaceNamesReadable(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		n       int
	}{{"life", 6}, {"life-duel", 2}} {
		b := newBoardScene(boardMatch(tc.ruleset, tc.n, 1, nil), table.PlayOptions{})
		for space, sp := range b.ed.Board().Spaces {
			tile := boardTileRect(b.lay.Pos[space], 1)
			label := boardLabelRect(sp.Label, tile, 1)
			for k := 1; k <= tc.n; k++ {
				for i := 0; i < tc.n; i++ {
					b.dispPos[i] = space
					if i >= k {
						b.dispPos[i] = (space + 1) % len(b.ed.Board().Spaces)
					}
				}
				var cars []ui.Rect
				for i := 0; i < k; i++ {
					p, sc := b.carSpot(i, space)
					assert.Equal(t, p, b.spaceCar(i, space))
					car := boardCarRect(p, sc)
					assert.False(t, car.Overlaps(label), "%s: %d cars on %q: car %d %+v covers the label %+v", tc.ruleset, k, sp.Label, i, car, label)
					assert.True(t, car.X >= tile.X && car.X+car.W <= tile.X+tile.W, "%s: %d cars on %q: car %d %+v off the tile %+v", tc.ruleset, k, sp.Label, i, car, tile)
					assert.GreaterOrEqual(t, sc, 0.6, "%s: %d cars on %q: car %d still a car", tc.ruleset, k, sp.Label, i)
					for j, o := range cars {
						assert.False(t, car.Overlaps(o), "%s: %d cars on %q: cars %d and %d overlap", tc.ruleset, k, sp.Label, j, i)
					}
					cars = append(cars, car)
				}
			}
		}
	}
}

// While a car moves the wheel is not drawn over it: not after the
// person's own spin (whose prompt stays built), not after a computer's.
func TestBoardWheelHidesNoMovingCar(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {400, 866}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		b := newBoardScene(camMatch(t, 3, 21, nil), table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed4x, sz[0], sz[1])
		moves, own, covered := 0, 0, 0
		for tick := 0; tick < 30000 && b.m.G.Turn() < 30; tick++ {
			if len(hn.queue) == 0 {
				boardAnswer(hn)
			}
			require.NoError(t, hn.app.Update())
			if b.mover == nil {
				continue
			}
			moves++
			if b.moverSeat == 0 {
				own++
			}
			x, y := carOnScreen(b, b.moverSeat)
			if b.wheelDrawn() && b.wheelHalo().Contains(x, y) {
				covered++
			}
		}
		require.Greater(t, own, 100, "%s: the person's car moved", name)
		assert.Zero(t, covered, "%s: of %d ticks of moving cars, %d under the wheel", name, moves, covered)
		t.Logf("%s: %d ticks of moving cars, %d of the person's", name, moves, own)
	}
}

// boardOutcome finds, in an all-computer game, the first action whose
// events hold an outcome: it returns the actions before it and the events.
func boardOutcome(t *testing.T, n int, found func(evs []engine.Event, left *[engine.MaxSeats]int) bool) ([]engine.Action, []engine.Event, uint64) {
	for seed := uint64(1); seed < 40; seed++ {
		m := boardMatch("life", n, seed, nil)
		var left [engine.MaxSeats]int
		for k := 0; k < 3000 && !m.G.Over(); k++ {
			a, err := m.ComputerAction()
			require.NoError(t, err)
			before := append([]engine.Action(nil), m.Actions...)
			evs, err := m.Apply(a)
			require.NoError(t, err)
			if found(evs, &left) {
				return before, evs, seed
			}
		}
	}
	t.Fatal("no game shows the outcome")
	return nil, nil, 0
}

// watchWord plays the found action on a board of computers and returns
// the floats that say word, with where the moving car was when each
// appeared.
func watchWord(t *testing.T, n int, seed uint64, acts []engine.Action, word string) (floats []anim.FloatText, movers []*anim.CarMover, hops []int) {
	b := newBoardScene(boardReplay("life", n, seed, acts, nil), table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	seen := map[*anim.FloatText]bool{}
	for tick := 0; tick < 3000 && b.Applied < 2; tick++ {
		require.NoError(t, hn.app.Update())
		for _, f := range b.floats.Items() {
			if f.Text == word && !seen[f] {
				seen[f] = true
				floats = append(floats, *f)
				movers = append(movers, b.mover)
				hop := -1
				if b.mover != nil {
					hop = b.mover.Space()
				}
				hops = append(hops, hop)
			}
		}
	}
	return floats, movers, hops
}

// Outcomes the rules settle in passing are said on the board where they
// happen: an occupied space that sends a car one further (at that space,
// when the car reaches it), a Lucky Number fee (at the payer's car), and a
// spin-off lost for the right to play a Share the Wealth card (at each
// loser's car).
func TestBoardSaysOutcomesWhereTheyHappen(t *testing.T) {
	t.Run("occupied space", func(t *testing.T) {
		taken := -1
		acts, evs, seed := boardOutcome(t, 4, func(evs []engine.Event, left *[engine.MaxSeats]int) bool {
			for _, e := range evs {
				switch {
				case e.Kind == life.EvSpin && (uint8(e.Arg2) == life.SMove || uint8(e.Arg2) == life.SHoneymoon):
					left[e.Seat] = int(e.Arg)
				case e.Kind == life.EvStep && left[e.Seat] > 0:
					left[e.Seat]--
				case e.Kind == life.EvStep:
					taken = int(e.Arg)
					return true
				}
			}
			return false
		})
		require.NotEmpty(t, evs)
		floats, movers, hops := watchWord(t, 4, seed, acts, boardWordTaken)
		require.NotEmpty(t, floats, "the word is said")
		lay := boardLayoutFor(life.Classic.Board())
		at := lay.Pos[taken]
		assert.InDelta(t, at.X, floats[0].X, 0.5, "said at the occupied space")
		require.NotNil(t, movers[0], "said while the car moves on")
		// The car has reached the occupied space (its slot on that tile).
		k := -1
		for i, p := range movers[0].Points {
			if math.Abs(p.X-at.X) < boardTileW/2 && math.Abs(p.Y-at.Y) < boardTileH {
				k = i
				break
			}
		}
		require.GreaterOrEqual(t, k, 0)
		assert.GreaterOrEqual(t, hops[0], k, "said once the car reached the space, not before")
	})
	t.Run("Lucky Number fee", func(t *testing.T) {
		payer := -1
		acts, _, seed := boardOutcome(t, 4, func(evs []engine.Event, _ *[engine.MaxSeats]int) bool {
			for _, e := range evs {
				if e.Kind == life.EvTransfer && e.Arg == life.RLuckyFee {
					payer = int(e.Seat)
					return true
				}
			}
			return false
		})
		floats, _, _ := watchWord(t, 4, seed, acts, boardWordLucky)
		require.Len(t, floats, 1, "the word is said once")
		b := newBoardScene(boardReplay("life", 4, seed, acts, nil), table.PlayOptions{})
		assert.InDelta(t, b.carPos(payer).X, floats[0].X, 0.5, "said at the payer's car")
	})
	t.Run("lost spin-off", func(t *testing.T) {
		var spun []int
		giver := -1
		acts, _, seed := boardOutcome(t, 6, func(evs []engine.Event, _ *[engine.MaxSeats]int) bool {
			spun = spun[:0]
			for _, e := range evs {
				if e.Kind == life.EvSpinOff && e.Other >= 0 {
					spun = append(spun, int(e.Seat))
				}
				if e.Kind == life.EvCardGiven && len(spun) > 0 {
					giver = int(e.Seat)
					return true
				}
			}
			return false
		})
		floats, _, _ := watchWord(t, 6, seed, acts, boardWordSpinOff)
		b := newBoardScene(boardReplay("life", 6, seed, acts, nil), table.PlayOptions{})
		var want []float64
		for _, s := range spun {
			if s != giver && !contains(want, b.carPos(s).X) {
				want = append(want, b.carPos(s).X)
			}
		}
		require.NotEmpty(t, want)
		var got []float64
		for _, f := range floats {
			got = append(got, f.X)
		}
		assert.ElementsMatch(t, want, got, "said at each loser's car, not the winner's")
	})
}

func contains(xs []float64, x float64) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// The bets riding on a spin are listed by the wheel where they can be
// read: on the board, never under the person's spin bar nor off the
// board's foot, on a desktop and on a phone either way up.
func TestBoardBetsLineStaysInView(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {844, 390}, {390, 844}} {
		w, h := game.LogicalSize(win[0], win[1])
		found := 0
		for seed := uint64(1); seed <= 6 && found == 0; seed++ {
			b := newBoardScene(boardMatch("life", 4, seed, []int{0}), table.PlayOptions{})
			hn := newBoardHarness(t, b, anim.Speed4x, w, h)
			p, err := catalog.NewPlayer("life", catalog.Sensible, seed)
			require.NoError(t, err)
			for tick := 0; tick < 30000 && found < 3 && !b.g.Over(); tick++ {
				if s := b.betsLine(); s != "" && b.wheelDrawn() {
					r, _ := b.betsRect(s)
					require.True(t, b.vp.Holds(r), "%dx%d: the bets %+v lie on the board %+v", w, h, r, b.vp)
					if b.barShown() {
						found++
						require.False(t, r.Overlaps(b.decR), "%dx%d: the bets %+v clear of the bar %+v", w, h, r, b.decR)
					}
				}
				answerSensibly(hn, p)
				require.NoError(t, hn.app.Update())
			}
		}
		assert.Positive(t, found, "%dx%d: the person's spin with bets on it", w, h)
	}
}
