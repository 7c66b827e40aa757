package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The auction for `make shots`: Margaret (seat 0, a person) asked to bid
// with the bids so far on the stage; her choice to buy a property just
// landed on (with the Fortune card turned over on it); and the gavel's
// flourish when she has passed and a computer wins.
func addShotsAuction() {
	table.AddShot("auction-million", 20, func() game.Scene {
		m := shotAuctionMatch()
		return newAuctionShot(m, func(*auctionShot) bool { return true })
	})
	table.AddShot("auction-buy-million", 20, func() game.Scene {
		return table.New(shotBuyMatch(), table.PlayOptions{}, presenter{})
	})
	table.AddShot("auction-sold-million", 1, func() game.Scene {
		m := shotAuctionMatch()
		if a, ok := m.Find(million.ANo, 0); ok {
			if _, err := m.Apply(a); err != nil {
				panic(err) // a legal pass that fails is a bug
			}
		}
		return newAuctionShot(m, func(s *auctionShot) bool {
			sh := s.st.show
			return s.st.sold && sh != nil && sh.t >= sh.land+24
		})
	})
}

// shotNames are the shots' and the tests' players.
var shotNames = []string{"Margaret", "Ben", "Chloe", "Dev"}

// atAuction finds, from seed on, a game of four in which Margaret (seat
// 0, a person) is asked to bid after at least bids bids, or to buy
// (bids < 0), with a Fortune card just turned over when card.
func atAuction(seed uint64, bids int, card bool) (*match.Match, bool) {
	for s := seed; s < seed+80; s++ {
		kind := million.DBid
		if bids < 0 {
			kind = million.DBuy
		}
		m, ok := table.ShotMatch(million.ID, shotNames, 4, s, 40, func(d engine.Decision) bool { return d.Kind == kind })
		if !ok {
			continue
		}
		g := m.G.(*million.Game)
		if bids >= 0 {
			if countBids(m) >= bids {
				return m, true
			}
			continue
		}
		p := million.PropAt(int(g.Player(0).Pos))
		if !card || fortuneJustTurned(g, 0, p) != "" {
			return m, true
		}
	}
	return nil, false
}

// countBids is how many bids the auction in progress has had.
func countBids(m *match.Match) int {
	a := newAuctionStage(m)
	return len(a.history)
}

func shotAuctionMatch() *match.Match {
	m, ok := atAuction(3, 3, false)
	if !ok {
		panic("no seeded game asks Margaret to bid") // the seeds are compiled in
	}
	return m
}

func shotBuyMatch() *match.Match {
	m, ok := atAuction(3, -1, true)
	if !ok {
		panic("no seeded game asks Margaret to buy")
	}
	return m
}

// auctionShot is the table with an auction stage made beforehand, played
// on its first tick up to the moment until finds, then as the table plays.
type auctionShot struct {
	*table.Scene
	m     *match.Match
	st    *auctionStage
	until func(*auctionShot) bool
	ready bool
}

func newAuctionShot(m *match.Match, until func(*auctionShot) bool) *auctionShot {
	s := &auctionShot{m: m, st: newAuctionStage(m), until: until}
	s.Scene = table.New(m, table.PlayOptions{}, stagedPresenter{st: s.st})
	return s
}

// stagedPresenter is Make a Million's presenter with an auction stage
// made beforehand, for a shot or a test to look at.
type stagedPresenter struct {
	presenter
	st *auctionStage
}

func (p stagedPresenter) Stages(*match.Match) []table.Stage { return []table.Stage{p.st} }

func (s *auctionShot) Update(ctx *game.Context) error {
	if s.ready {
		return s.Scene.Update(ctx)
	}
	s.ready = true
	s.Scene.OnEnter(ctx)
	for range 5000 {
		if s.until(s) {
			return nil
		}
		if err := s.Scene.Update(ctx); err != nil {
			return err
		}
	}
	return nil
}
