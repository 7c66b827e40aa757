package million

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func init() {
	stageMakers = append(stageMakers, func(m *match.Match) table.Stage { return newAuctionStage(m) })
}

// auctionStage is an auction over the board's middle: it opens when a
// property goes up (EvAuction) and shows every bid and pass as the engine
// made them, one at a readable pace (a paddle raised, then the new high
// bid lands), each seat's state and cash, and the bids so far; the gavel
// falls on EvWon ("Sold to Ben for $46,000") or nobody bids (EvUnsold),
// and the stage closes when that flourish is over. While it is open a
// person's bid is made in the decision bar (Decide). The money itself
// moves on the seat panels, as the table shows every transfer.
type auctionStage struct {
	m    *match.Match
	open bool

	// What the stage shows (the engine is ahead while events play).
	prop    int
	lander  int
	high    int64
	bidder  int // -1: no bid yet
	seats   int
	state   [engine.MaxSeats]bidState
	cash    [engine.MaxSeats]int64 // each seat's cash as the auction opened
	history []bidLine              // the bids, oldest first
	sold    bool                   // the gavel has fallen (EvWon)
	unsold  bool                   // nobody bid (EvUnsold)

	// The event on show: landed once t reaches its land tick, over at
	// dur; play the sound for its landing (nil: silent).
	show *shown

	board ui.Rect // where the stage was last drawn
}

// bidState is a seat's part in the auction.
type bidState uint8

const (
	bidIn     bidState = iota // still bidding
	bidPassed                 // passed: out of this auction
	bidBroke                  // cannot raise by $1k: out of this auction
	bidGone                   // out of the game
)

// bidLine is one bid of the history.
type bidLine struct {
	seat   int
	amount int64
}

// shown is an event being shown.
type shown struct {
	e         engine.Event
	t, land   int
	dur       int
	landed    bool
	play      func(sound.ID)
	brokeSeat bool // an EvPass of a seat without the cash to raise
}

// The pace at 1x, in ticks: a computer's bid is 0.7 s (the paddle for
// 0.45 s, then the bid lands and settles), a pass 0.4 s, the gavel's
// flourish 1.4 s.
const (
	openTicks = 24
	bidLand   = 27
	bidTicks  = 42
	passLand  = 12
	passTicks = 24
	soldLand  = 22
	soldTicks = 84
)

// newAuctionStage is the auction's stage for m: open at once, with the
// bids so far, when the game is waiting on a bid (a game resumed, or a
// shot, mid-auction).
func newAuctionStage(m *match.Match) *auctionStage {
	a := &auctionStage{m: m, bidder: -1}
	if m == nil {
		return a
	}
	if d, ok := m.Decision(); ok && d.Kind == million.DBid {
		a.resume()
	}
	return a
}

// resume replays the match up to now and shows the auction in progress
// at rest: the property, every bid and pass so far.
func (a *auctionStage) resume() {
	r, err := match.New(a.m.Setup)
	if err != nil {
		return
	}
	var since []engine.Event
	started := false
	for _, act := range a.m.Actions {
		ev, err := r.Apply(act)
		if err != nil {
			return
		}
		for _, e := range ev {
			if e.Kind == million.EvAuction {
				since, started = since[:0], true
			}
			if started {
				since = append(since, e)
			}
		}
	}
	for _, e := range since {
		a.take(nil, e, true)
	}
}

// Event implements table.Stage.
func (a *auctionStage) Event(ctx *game.Context, _ engine.Game, e engine.Event, now bool) bool {
	return a.take(table.StageSounds(ctx, now), e, now)
}

// take shows e, its sounds through play (nil: silent); now: at rest at
// once.
func (a *auctionStage) take(play func(sound.ID), e engine.Event, now bool) bool {
	switch e.Kind {
	case million.EvTurn, million.EvGameOver:
		a.Finish()
		a.open = false
		return false
	case million.EvAuction:
		a.start(int(e.Arg), int(e.Seat))
		a.show = &shown{e: e, land: 0, dur: openTicks, play: play}
	case million.EvBid, million.EvPass, million.EvWon, million.EvUnsold:
		if !a.open {
			a.start(int(e.Arg), int(e.Seat)) // a replay's jump into an auction
		}
		a.Finish() // the last event at rest first
		s := &shown{e: e, play: play}
		switch e.Kind {
		case million.EvBid:
			s.land, s.dur = bidLand, bidTicks
		case million.EvPass:
			s.land, s.dur = passLand, passTicks
			if g, ok := a.m.G.(*million.Game); ok && g.Cash(int(e.Seat)) < a.high+million.BidMin {
				s.brokeSeat = true
			}
		default:
			s.land, s.dur = soldLand, soldTicks
		}
		a.show = s
	default:
		return false
	}
	if now {
		a.Finish()
	}
	return true
}

// start opens the stage on property p, put up by lander: every seat still
// in the game bidding, no bid yet.
func (a *auctionStage) start(p, lander int) {
	a.open, a.prop, a.lander, a.high, a.bidder = true, p, lander, 0, -1
	a.sold, a.unsold, a.history, a.show = false, false, a.history[:0], nil
	a.seats = a.m.G.Seats()
	g, _ := a.m.G.(*million.Game)
	for s := range a.state {
		a.state[s], a.cash[s] = bidGone, 0
		if s < a.seats && g != nil && !g.Player(s).Out {
			a.state[s], a.cash[s] = bidIn, g.Cash(s)
		}
	}
}

// land puts the event on show into what the stage shows.
func (a *auctionStage) land(s *shown) {
	if s.landed {
		return
	}
	s.landed = true
	e, seat := s.e, int(s.e.Seat)
	ok := seat >= 0 && seat < len(a.state)
	switch e.Kind {
	case million.EvBid:
		a.high, a.bidder = e.Amount, seat
		a.history = append(a.history, bidLine{seat: seat, amount: e.Amount})
		if s.play != nil {
			s.play(sound.Bid)
		}
	case million.EvPass:
		if ok {
			a.state[seat] = bidPassed
			if s.brokeSeat {
				a.state[seat] = bidBroke
			}
		}
	case million.EvWon:
		a.high, a.bidder, a.sold = e.Amount, seat, true
		if s.play != nil {
			s.play(sound.Gavel)
		}
	case million.EvUnsold:
		a.unsold = true
	}
}

// Update implements table.Stage.
func (a *auctionStage) Update(ctx *game.Context) { a.step(ctx.Speed()) }

// step runs the show one tick at speed sp.
func (a *auctionStage) step(sp anim.Speed) {
	s := a.show
	if s == nil {
		return
	}
	s.t += max(1, sp.Ticks())
	if s.t >= s.land {
		a.land(s)
	}
	if s.t >= s.dur {
		a.done()
	}
}

// done ends the show on display: the gavel's flourish over, the stage
// closes.
func (a *auctionStage) done() {
	if s := a.show; s != nil {
		a.land(s)
		s.t = s.dur
		if a.sold || a.unsold {
			a.open = false
		}
	}
}

// Busy implements table.Stage.
func (a *auctionStage) Busy() bool { return a.show != nil && a.show.t < a.show.dur }

// Finish implements table.Stage.
func (a *auctionStage) Finish() {
	if a.show != nil {
		a.show.play = nil // skipped: landed silently
		a.done()
	}
}

// Open implements table.Stage.
func (a *auctionStage) Open() bool { return a.open }

// Reset implements table.Stage.
func (a *auctionStage) Reset() { a.open, a.show = false, nil }

// Decide implements table.Stage: a person's bid, with the auction on show.
func (a *auctionStage) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	if d.Kind != million.DBid {
		return nil
	}
	return newBidUI(m, d, a)
}

// Now implements table.Narrator: what the stage is showing, never ahead
// of it (a bid's amount once it has landed).
func (a *auctionStage) Now() string {
	s := a.show
	if s == nil {
		return ""
	}
	g := a.m.G
	who := g.Name(int(s.e.Seat))
	switch s.e.Kind {
	case million.EvAuction:
		return million.Props[a.prop].Name + " goes up for auction"
	case million.EvBid:
		if s.landed {
			return fmt.Sprintf("%s bids %s", who, engine.Money(s.e.Amount))
		}
		return who + " raises the bid…"
	case million.EvPass:
		return who + " passes"
	case million.EvWon:
		if s.landed {
			return fmt.Sprintf("Sold to %s for %s!", who, engine.Money(s.e.Amount))
		}
		return "Going once, going twice…"
	case million.EvUnsold:
		return "No bids: " + million.Props[a.prop].Name + " stays unowned"
	}
	return ""
}
