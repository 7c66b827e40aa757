package million

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
)

// computerMatch is a game of four computers from seed.
func computerMatch(t testing.TB, seed uint64) *match.Match {
	seats := make([]match.Seat, 4)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: seed})
	require.NoError(t, err)
	return m
}

// auctionEvents plays a game of computers from seed up to the end of its
// first auction with at least two bids, and returns the match as it was
// when the auction began and the auction's events, EvAuction to EvWon.
func auctionEvents(t *testing.T, seed uint64) (*match.Match, []engine.Event) {
	t.Helper()
	m := computerMatch(t, seed)
	var ev []engine.Event
	start := -1
	for k := 0; k < 5000 && !m.G.Over(); k++ {
		a, err := m.ComputerAction()
		require.NoError(t, err)
		got, err := m.Apply(a)
		require.NoError(t, err)
		for _, e := range got {
			if e.Kind == million.EvAuction {
				ev, start = ev[:0], len(m.Actions)-1
			}
			if start >= 0 {
				ev = append(ev, e)
			}
			if start >= 0 && e.Kind == million.EvWon && bidsIn(ev) >= 2 {
				before := computerMatch(t, seed)
				for _, b := range m.Actions[:start] {
					_, err := before.Apply(b)
					require.NoError(t, err)
				}
				return before, ev
			}
			if e.Kind == million.EvWon || e.Kind == million.EvUnsold {
				start = -1
			}
		}
	}
	t.Fatalf("seed %d has no auction with two bids", seed)
	return nil, nil
}

func bidsIn(ev []engine.Event) int {
	n := 0
	for _, e := range ev {
		if e.Kind == million.EvBid {
			n++
		}
	}
	return n
}

// heard counts the sounds a show plays.
type heard map[sound.ID]int

func (h heard) play(id sound.ID) { h[id]++ }

// Every bid, pass and the gavel are shown at a readable pace and land on
// the engine's amounts: before a bid lands, the high bid, the bidder and
// the bids listed are still the last ones and the status line does not
// say the amount; when it lands they are the engine's; a computer's bid
// holds the game 0.6 to 0.8 s at 1x (less at 2x and 4x, never at instant
// speed); the gavel falls on the winner and its price, and the stage
// closes when its flourish is over. Each bid knocks, the gavel sounds
// once, and a show at rest is silent.
func TestAuctionStageLandsOnTheEnginesBids(t *testing.T) {
	for _, seed := range []uint64{3, 8} {
		m, ev := auctionEvents(t, seed)
		for _, sp := range anim.Speeds {
			name := fmt.Sprintf("seed %d %v", seed, sp)
			a := newAuctionStage(m)
			require.False(t, a.Open(), name)
			h := heard{}
			play := h.play
			if sp.Instant() {
				play = nil
			}
			for _, e := range ev {
				highBefore, bidderBefore, nBefore := a.high, a.bidder, len(a.history)
				if !a.take(play, e, sp.Instant()) {
					continue
				}
				if e.Kind != million.EvWon || !sp.Instant() {
					require.True(t, a.Open(), "%s: open while the auction runs", name)
				}
				ticks, early := 0, 0
				for a.Busy() {
					if e.Kind == million.EvBid && !a.show.landed {
						early++
						assert.Equal(t, highBefore, a.high, "%s: tick %d: the bid shown before it lands", name, ticks)
						assert.Equal(t, bidderBefore, a.bidder, name)
						assert.Len(t, a.history, nBefore, name)
						assert.NotContains(t, a.Now(), engine.Money(e.Amount), "%s: the status line says the bid before it lands", name)
					}
					if e.Kind == million.EvWon && !a.show.landed {
						assert.False(t, a.sold, "%s: sold before the gavel falls", name)
					}
					a.step(sp)
					ticks++
					require.Less(t, ticks, 600, name)
				}
				switch e.Kind {
				case million.EvBid:
					assert.Equal(t, e.Amount, a.high, name)
					assert.Equal(t, int(e.Seat), a.bidder, name)
					assert.Equal(t, bidLine{int(e.Seat), e.Amount}, a.history[len(a.history)-1], name)
					switch {
					case sp.Instant():
						assert.Zero(t, ticks, "%s: instant never holds", name)
					case sp == anim.Speed1x:
						assert.GreaterOrEqual(t, early, 20, "%s: the paddle is up a while before the bid lands", name)
						assert.GreaterOrEqual(t, ticks, 36, "%s: a bid is readable", name)
						assert.LessOrEqual(t, ticks, 48, "%s: a bid does not drag", name)
					default:
						assert.Less(t, ticks, 36, "%s: faster than 1x", name)
						assert.Positive(t, ticks, name)
					}
				case million.EvPass:
					assert.NotEqual(t, bidIn, a.state[e.Seat], "%s: %d is out of the auction", name, e.Seat)
				case million.EvWon:
					assert.True(t, a.sold, name)
					assert.Equal(t, int(e.Seat), a.bidder, name)
					assert.Equal(t, e.Amount, a.high, name)
					assert.False(t, a.Open(), "%s: the stage closes after the gavel", name)
					if !sp.Instant() {
						assert.Greater(t, ticks, 0, name)
					}
				}
			}
			if sp.Instant() {
				assert.Empty(t, h, "%s: nothing sounds at rest", name)
			} else {
				assert.Equal(t, bidsIn(ev), h[sound.Bid], "%s: a knock a bid", name)
				assert.Equal(t, 1, h[sound.Gavel], "%s: the gavel once", name)
			}
		}
	}
}

// The stage closes when the turn passes, even mid-show, and shows a
// resumed auction's bids so far at once.
func TestAuctionStageClosesAndResumes(t *testing.T) {
	m, ev := auctionEvents(t, 3)
	a := newAuctionStage(m)
	require.True(t, a.take(nil, ev[0], false))
	require.True(t, a.take(nil, ev[1], false))
	assert.False(t, a.take(nil, engine.Event{Kind: million.EvTurn, Seat: 1}, false))
	assert.False(t, a.Open(), "closed on the next turn")
	assert.False(t, a.Busy())

	bm, ok := atAuction(3, 3, false)
	require.True(t, ok)
	r := newAuctionStage(bm)
	require.True(t, r.Open(), "open on a game waiting for a bid")
	assert.False(t, r.Busy(), "at rest")
	v := bm.G.View(0).(*million.View)
	assert.Equal(t, v.Auction.High, r.high)
	assert.Equal(t, int(v.Auction.Bidder), r.bidder)
	assert.Equal(t, int(v.Auction.Prop), r.prop)
	// The bids listed are the log's since the property went up.
	from := 0
	for i, l := range bm.Log {
		if strings.Contains(l, "goes up for auction") {
			from = i
		}
	}
	bids := 0
	for _, l := range bm.Log[from:] {
		if strings.Contains(l, " bids $") {
			bids++
		}
	}
	assert.Equal(t, bids, len(r.history))
	assert.GreaterOrEqual(t, bids, 3)
	for s := 0; s < 4; s++ {
		in := v.Auction.In&(1<<s) != 0
		assert.Equal(t, in, r.state[s] == bidIn, "seat %d", s)
	}
}

// On the table at 1x, tick by tick: the auction's bids are told (the log,
// the status line) only once the stage has shown them, the stage holds
// the game while it shows, and a tap while a bid is shown lands it at
// once.
func TestAuctionOnTheTableNothingToldEarlyAndTapSkips(t *testing.T) {
	m := computerMatch(t, 3)
	hn := newHarness(t, m, anim.Speed1x, 1280, 720)
	bids, skipped := 0, false
	for tick := 0; tick < 20000 && bids < 8; tick++ {
		hn.step(t)
		a := hn.st
		if s := a.show; s != nil && s.e.Kind == million.EvBid && a.Busy() {
			shown := m.Log[:hn.sc.LogShown()]
			said := fmt.Sprintf("bids %s", engine.Money(s.e.Amount))
			if !s.landed {
				assert.NotContains(t, hn.sc.Status(), said, "tick %d: the status line says the bid early", tick)
				if len(shown) > 0 {
					assert.NotContains(t, shown[len(shown)-1], said, "tick %d: logged before it lands", tick)
				}
			}
			assert.True(t, hn.sc.Playing(), "tick %d: the game waits for the bid", tick)
			if s.t == 2 && !skipped && bids >= 3 {
				// A tap skips the show to rest.
				x, y := a.board.Center()
				hn.tap(x, y)
				for range 3 {
					hn.step(t)
				}
				assert.True(t, s.landed, "the tap landed the bid")
				assert.Equal(t, s.e.Amount, a.high)
				assert.False(t, s.t < s.dur, "at rest")
				skipped = true
			}
			if s.t == 1 {
				bids++
			}
		}
	}
	assert.GreaterOrEqual(t, bids, 8, "the computers bid")
	assert.True(t, skipped, "a bid was skipped")
}

// At instant speed the auction never holds the game: computers play
// through several auctions with the stage never busy after a tick.
func TestAuctionInstantNeverHolds(t *testing.T) {
	m := computerMatch(t, 5)
	hn := newHarness(t, m, anim.SpeedInstant, 1280, 720)
	auctions := 0
	for tick := 0; tick < 3000 && auctions < 3 && !m.G.Over(); tick++ {
		hn.step(t)
		require.False(t, hn.st.Busy(), "tick %d: the auction holds the game at instant speed", tick)
		auctions = 0
		for _, l := range m.Log {
			if strings.Contains(l, "goes up for auction") {
				auctions++
			}
		}
	}
	assert.GreaterOrEqual(t, auctions, 3, "the computers held auctions")
}
