package broke

import (
	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The Casino for `make shots`: a seeded game of computers played up to the
// action that takes Margaret (seat 0) into the Casino with a Slot Machine
// pull that pays, replayed with her a person; each shot plays her visit
// on the table up to its moment.
func addCasinoShots() {
	shot := func(name string, ticks int, until func(*casinoShot) bool) {
		table.AddShot(name, ticks, func() game.Scene { return newCasinoShot(until) })
	}
	// The first reel stopped, the other two still turning.
	shot("casino-slot-spinning", 1, func(s *casinoShot) bool { return s.c.slot.waiting == 1 && s.c.slot.busy() })
	// The pay line lit.
	shot("casino-slot", 3, func(s *casinoShot) bool { return s.c.slot.told })
	// Her pick made on the grid, the wheel waiting for a flick.
	shot("casino-roulette-pick", 12, func(s *casinoShot) bool {
		if s.deciding(broke.DRoulette) && s.c.pick != nil {
			s.c.pick.pick(casinoShotPick)
			return true
		}
		return false
	})
	// Her flick spinning the wheel.
	shot("casino-roulette-spinning", 50, func(s *casinoShot) bool {
		if s.deciding(broke.DRoulette) {
			s.c.roul.flick = 22
			s.play(broke.APick, casinoShotPick)
		}
		return s.c.roul.wheel.Spinning()
	})
	// The wheel at rest on the engine's number, the result said.
	shot("casino-roulette", 3, func(s *casinoShot) bool {
		if s.deciding(broke.DRoulette) {
			s.c.roul.flick = 22
			s.play(broke.APick, casinoShotPick)
		}
		return s.c.roul.lands != 0
	})
	// The dice shaken in the cup.
	shot("casino-dice-shaking", 30, func(s *casinoShot) bool {
		if s.deciding(broke.DRoulette) {
			s.play(broke.APick, casinoShotPick)
		}
		return s.c.dice.busy()
	})
	// The dice at rest after a throw that paid, Throw again or Stop.
	shot("casino-dice-throw", 12, func(s *casinoShot) bool {
		if s.deciding(broke.DRoulette) {
			s.play(broke.APick, casinoShotPick)
		}
		return s.deciding(broke.DDice)
	})
}

// casinoShotPick is the number Margaret picks in the shots.
const casinoShotPick = 17

// casinoShot is the table with the Casino on it, played on its first tick
// up to the moment until finds, then as the table plays.
type casinoShot struct {
	*table.Scene
	m     *match.Match
	c     *casino
	visit engine.Action
	until func(*casinoShot) bool
	ctx   *game.Context
	ready bool
}

func newCasinoShot(until func(*casinoShot) bool) *casinoShot {
	m, visit, ok := casinoMatch(4, 3, func(ev []engine.Event) bool {
		for _, e := range ev {
			if e.Kind == broke.EvSlot && e.Arg >= 0 {
				return true
			}
		}
		return false
	})
	if !ok {
		panic("no seeded game takes Margaret to the Casino") // the seeds are compiled in
	}
	s := &casinoShot{m: m, visit: visit, until: until, c: newCasino(m)}
	s.Scene = table.New(m, table.PlayOptions{}, stagedPresenter{c: s.c})
	return s
}

// stagedPresenter is Go For Broke's presenter with a Casino made
// beforehand, for a shot or a test to look at.
type stagedPresenter struct {
	presenter
	c *casino
}

func (p stagedPresenter) Stages(*match.Match) []table.Stage { return []table.Stage{p.c} }

func (s *casinoShot) Update(ctx *game.Context) error {
	if s.ready {
		return s.Scene.Update(ctx)
	}
	s.ready, s.ctx = true, ctx
	s.Scene.OnEnter(ctx)
	if err := s.Scene.Play(ctx, s.visit); err != nil {
		return err
	}
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

// deciding reports whether the table waits for Margaret's decision kind.
func (s *casinoShot) deciding(kind uint8) bool {
	d, ok := s.m.Decision()
	return ok && !s.Playing() && d.Seat == 0 && d.Kind == kind
}

// play makes Margaret's choice as the table would apply it.
func (s *casinoShot) play(kind uint8, arg int16) {
	if a, ok := s.m.Find(kind, arg); ok {
		_ = s.Scene.Play(s.ctx, a)
	}
}

// casinoMatch finds, from seed on, a game of n computers in which seat 0
// comes to the Casino with an action whose events want accepts, and
// returns the game up to that action with seat 0 a person, and the action.
func casinoMatch(n int, seed uint64, want func([]engine.Event) bool) (*match.Match, engine.Action, bool) {
	for s := seed; s < seed+40; s++ {
		m := shotMatch(n, s, false)
		for k := 0; k < 3000 && !m.G.Over(); k++ {
			a, err := m.ComputerAction()
			if err != nil {
				break
			}
			ev, err := m.Apply(a)
			if err != nil {
				break
			}
			if a.Seat == 0 && visitsCasino(ev, 0) && want(ev) {
				out := shotMatch(n, s, true)
				for _, b := range m.Actions[:len(m.Actions)-1] {
					if _, err := out.Apply(b); err != nil {
						panic(err)
					}
				}
				return out, a, true
			}
		}
	}
	return nil, engine.Action{}, false
}

// visitsCasino reports whether seat comes to the Casino in ev.
func visitsCasino(ev []engine.Event, seat int) bool {
	for _, e := range ev {
		if e.Kind == broke.EvVisit && e.Arg == broke.Casino && int(e.Seat) == seat {
			return true
		}
	}
	return false
}
