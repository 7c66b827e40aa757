// Package enginetest is the conformance suite every ruleset's tests run: the
// promises of the engine contract (engine.Game), checked over many seeded
// games with every computer player the ruleset offers and with random ones.
// A ruleset's test calls Run with its descriptor; nothing here knows a
// ruleset. It uses only the standard library's testing, like the rest of
// engine/.
package enginetest

import (
	"fmt"
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/replay"
)

// Config says how hard to run the suite.
type Config struct {
	// Rules is the ruleset under test; it must be in engine/catalog (the
	// replay check starts games by id).
	Rules *engine.Ruleset
	// Games is how many seeded games each check plays (default 200); the
	// money check plays Games*10 with random players.
	Games int
	// MaxActions bounds one game: a game still going after it has a bug
	// (default 100,000).
	MaxActions int
	// Illegal, if set, lists ruleset-specific actions worth trying that
	// may or may not be legal (over a cap, a number off the wheel).
	Illegal func(g engine.Game, d engine.Decision) []engine.Action
	// Settle, for a ruleset with exact odds (engine.Exacter), settles an
	// action's stake in a copy of the game, for the check that the odds
	// are what the engine really pays (see exactHonest).
	Settle Settler
}

// Ledgered is a game whose money all moves through one ledger: the total
// must never change.
type Ledgered interface {
	LedgerTotal() (now, initial int64)
}

// Run runs every check of the contract as subtests.
func Run(t *testing.T, c Config) {
	if c.Games == 0 {
		c.Games = 200
	}
	if c.MaxActions == 0 {
		c.MaxActions = 100_000
	}
	if err := c.Rules.Validate(); err != nil {
		t.Fatal(err)
	}
	t.Run("Deterministic", c.deterministic)
	t.Run("IllegalChangesNothing", c.illegalChangesNothing)
	t.Run("ClonesShareNothing", c.clonesShareNothing)
	t.Run("MoneyConserved", c.moneyConserved)
	t.Run("ViewsHideWhatTheyMust", c.viewsHide)
	t.Run("NoPeeking", c.noPeeking)
	t.Run("ReplayRoundTrips", c.replayRoundTrips)
	t.Run("EveryPlayerFinishes", c.everyPlayerFinishes)
	t.Run("ExactIsHonest", c.exactHonest)
}

// seatCounts are the seat counts worth playing: each from min to max.
func (c *Config) seatCounts() []int {
	var out []int
	for n := c.Rules.MinSeats; n <= c.Rules.MaxSeats; n++ {
		out = append(out, n)
	}
	return out
}

// newGame starts game i with the seat count chosen for it.
func (c *Config) newGame(t testing.TB, i int) engine.Game {
	ns := c.seatCounts()
	g, err := c.Rules.New(engine.Setup{Seats: ns[i%len(ns)], Seed: uint64(i)*7919 + 1})
	if err != nil {
		t.Fatalf("%s: new game %d: %v", c.Rules.ID, i, err)
	}
	return g
}

// kinds are the player kinds to play with: the ruleset's, the levels every
// ruleset gets (engine/catalog adds them) and random.
func (c *Config) kinds() []string {
	out := []string{"random"}
	for _, p := range c.allPlayers() {
		if p.ID != ai.Normal { // the default player again, checked as such
			out = append(out, p.ID)
		}
	}
	return out
}

// allPlayers are the ruleset's player kinds and the levels built on its
// default one, as engine/catalog lists them.
func (c *Config) allPlayers() []engine.PlayerKind {
	ps := append([]engine.PlayerKind(nil), c.Rules.Players...)
	if len(ps) > 0 {
		if _, ok := c.Rules.Player(ai.Hard); !ok {
			ps = append(ps, ai.Levels(ps[0])...)
		}
	}
	return ps
}

// searchBudget is the hard player's budget where it plays whole games
// here: the same search at a quarter of the work, so the check stays quick.
// The peeking check asks the real one.
const searchBudget = 64

// player returns a player of kind, or a random one for "random".
func (c *Config) player(kind string, seed uint64) engine.Player {
	for _, pk := range c.allPlayers() {
		if pk.ID == kind {
			return pk.New(seed)
		}
	}
	return randomPlayer{ai.NewRandom(seed)}
}

// quickKinds are the kinds that do not search, for the checks that play
// many whole games: NoPeeking and EveryPlayerFinishes play the searchers.
func (c *Config) quickKinds() []string {
	var out []string
	for _, k := range c.kinds() {
		if !c.searching(k) {
			out = append(out, k)
		}
	}
	return out
}

// searching reports whether kind searches (engine.Searcher): it is slow, so
// the checks that play whole games play fewer with it.
func (c *Config) searching(kind string) bool {
	_, ok := c.player(kind, 0).(engine.Searcher)
	return ok
}

// players returns one player of kind per seat.
func (c *Config) players(kind string, seats int, seed uint64) []engine.Player {
	ps := make([]engine.Player, seats)
	for s := range ps {
		ps[s] = c.player(kind, seed*13+uint64(s))
	}
	return ps
}

type randomPlayer struct{ r *ai.Random }

func (p randomPlayer) Choose(_ engine.View, legal []engine.Action) engine.Action {
	return p.r.Choose(legal)
}

// step makes the first pending decision with players and checks the
// basic promises on the way: a pending decision iff not over, and legal
// actions for every pending decision.
func step(t testing.TB, g engine.Game, ps []engine.Player) (engine.Action, []engine.Event) {
	t.Helper()
	pend := g.Pending(nil)
	if g.Over() != (len(pend) == 0) {
		t.Fatalf("over is %v with %d decisions pending", g.Over(), len(pend))
	}
	for _, d := range pend {
		if len(g.Legal(int(d.Seat), nil)) == 0 {
			t.Fatalf("seat %d must decide (%d) but has no legal action", d.Seat, d.Kind)
		}
	}
	d := pend[0]
	legal := g.Legal(int(d.Seat), nil)
	a := engine.Decide(ps[d.Seat], g, int(d.Seat), legal)
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("the player chose %v, refused: %v", a, err)
	}
	return a, ev
}

// play plays a game to its end (or MaxActions), calling each after every
// action; it returns the actions.
func (c *Config) play(t testing.TB, g engine.Game, ps []engine.Player, each func(n int)) []engine.Action {
	t.Helper()
	var acts []engine.Action
	for !g.Over() {
		if len(acts) >= c.MaxActions {
			t.Fatalf("%s: still going after %d actions", c.Rules.ID, len(acts))
		}
		a, _ := step(t, g, ps)
		acts = append(acts, a)
		if each != nil {
			each(len(acts))
		}
	}
	if len(g.Pending(nil)) != 0 {
		t.Fatalf("a finished game has decisions pending")
	}
	if _, err := g.Apply(acts[len(acts)-1]); err == nil {
		t.Fatalf("a finished game accepted an action")
	}
	return acts
}

func (c *Config) deterministic(t *testing.T) {
	for i := 0; i < c.Games/4+1; i++ {
		g := c.newGame(t, i)
		var hashes []uint64
		acts := c.play(t, g, c.players("random", g.Seats(), uint64(i)), func(int) { hashes = append(hashes, g.Hash()) })
		again := c.newGame(t, i)
		for k, a := range acts {
			if _, err := again.Apply(a); err != nil {
				t.Fatalf("game %d: action %d refused on the second run: %v", i, k, err)
			}
			if again.Hash() != hashes[k] {
				t.Fatalf("game %d: the same seed and actions give another hash after action %d", i, k+1)
			}
		}
		other, err := c.Rules.New(engine.Setup{Seats: g.Seats(), Seed: uint64(i)*7919 + 2})
		if err != nil {
			t.Fatal(err)
		}
		if other.Hash() == c.newGame(t, i).Hash() {
			t.Fatalf("game %d: another seed gives the same starting hash: the seed is not in the state", i)
		}
	}
}

// candidates are actions worth trying against a decision: the legal ones
// altered, other seats', unknown kinds, and the ruleset's own.
func (c *Config) candidates(g engine.Game, d engine.Decision, legal []engine.Action, salt int) []engine.Action {
	n := int8(g.Seats())
	out := []engine.Action{
		{Seat: -1, Kind: 1}, {Seat: n, Kind: 1}, {Seat: engine.MaxSeats, Kind: 1},
		{Seat: d.Seat, Kind: 0}, {Seat: d.Seat, Kind: 255}, {Seat: d.Seat, Kind: uint8(salt)},
		{Seat: (d.Seat + 1) % n, Kind: legal[0].Kind, Arg: legal[0].Arg, Amount: legal[0].Amount},
	}
	for _, a := range legal {
		out = append(out,
			engine.Action{Seat: a.Seat, Kind: a.Kind, Arg: a.Arg + 1, Amount: a.Amount},
			engine.Action{Seat: a.Seat, Kind: a.Kind, Arg: -1 - a.Arg, Amount: a.Amount},
			engine.Action{Seat: a.Seat, Kind: a.Kind, Arg: a.Arg, Amount: a.Amount + 1},
			engine.Action{Seat: a.Seat, Kind: a.Kind, Arg: a.Arg, Amount: -1 - a.Amount},
			engine.Action{Seat: a.Seat, Kind: a.Kind, Arg: 32767, Amount: 1 << 62},
		)
	}
	if c.Illegal != nil {
		out = append(out, c.Illegal(g, d)...)
	}
	return out
}

func isLegal(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

func (c *Config) illegalChangesNothing(t *testing.T) {
	tried := 0
	for i := 0; i < c.Games/4+1; i++ {
		g := c.newGame(t, i)
		ps := c.players("random", g.Seats(), uint64(i))
		for k := 0; !g.Over(); k++ {
			for _, d := range g.Pending(nil) {
				legal := g.Legal(int(d.Seat), nil)
				for _, a := range c.candidates(g, d, legal, k) {
					if isLegal(legal, a) || inAnyLegal(g, a) {
						continue
					}
					before := g.Hash()
					if _, err := g.Apply(a); err == nil {
						t.Fatalf("game %d: illegal action %+v accepted (legal: %v)", i, a, legal)
					}
					if g.Hash() != before {
						t.Fatalf("game %d: refused action %+v changed the state", i, a)
					}
					tried++
				}
			}
			step(t, g, ps)
		}
	}
	if tried == 0 {
		t.Fatal("no illegal action was tried")
	}
}

// inAnyLegal reports whether a is legal for any pending decision.
func inAnyLegal(g engine.Game, a engine.Action) bool {
	if a.Seat < 0 || int(a.Seat) >= g.Seats() {
		return false
	}
	return isLegal(g.Legal(int(a.Seat), nil), a)
}

func (c *Config) clonesShareNothing(t *testing.T) {
	for i := 0; i < c.Games/4+1; i++ {
		g := c.newGame(t, i)
		ps := c.players("random", g.Seats(), uint64(i))
		var clones []engine.Game
		var hashes []uint64
		c.play(t, g, ps, func(n int) {
			if n%7 == 0 {
				cl := g.Clone()
				if cl.Hash() != g.Hash() {
					t.Fatalf("game %d: a clone's hash differs from its original's", i)
				}
				clones, hashes = append(clones, cl), append(hashes, g.Hash())
			}
		})
		for k, cl := range clones {
			if cl.Hash() != hashes[k] {
				t.Fatalf("game %d: playing the original on changed clone %d", i, k)
			}
			// Playing a clone on leaves the original and the other clones alone.
			end := g.Hash()
			if !cl.Over() {
				step(t, cl, c.players("random", cl.Seats(), uint64(k)))
			}
			if g.Hash() != end || k+1 < len(clones) && clones[k+1].Hash() != hashes[k+1] {
				t.Fatalf("game %d: playing clone %d changed another game", i, k)
			}
		}
	}
}

func (c *Config) moneyConserved(t *testing.T) {
	for i := 0; i < c.Games*10; i++ {
		g := c.newGame(t, i)
		lg, ok := g.(Ledgered)
		if !ok {
			t.Fatalf("%s's game does not report its ledger total (enginetest.Ledgered)", c.Rules.ID)
		}
		ch, _ := g.(engine.Checker)
		kinds := c.quickKinds()
		ps := c.players(kinds[i%len(kinds)], g.Seats(), uint64(i))
		c.play(t, g, ps, func(n int) {
			if now, initial := lg.LedgerTotal(); now != initial {
				t.Fatalf("game %d, action %d: the ledger holds %d, not %d", i, n, now, initial)
			}
			if ch != nil {
				if err := ch.CheckInvariants(); err != nil {
					t.Fatalf("game %d, action %d: %v", i, n, err)
				}
			}
		})
	}
}

// viewsHide: a seat's view does not change when what it cannot see is
// re-dealt, and re-dealing is canonical: the result depends only on the
// view and the seed. Some re-deal must change the state, or nothing was
// hidden to begin with (every game has at least its future chance).
func (c *Config) viewsHide(t *testing.T) {
	changed := 0
	for i := 0; i < c.Games/4+1; i++ {
		g := c.newGame(t, i)
		ps := c.players("random", g.Seats(), uint64(i))
		c.play(t, g, ps, func(n int) {
			if n%5 != 0 || g.Over() {
				return
			}
			for s := 0; s < g.Seats(); s++ {
				v := g.View(s)
				if v.Owner() != s {
					t.Fatalf("seat %d's view says it is seat %d's", s, v.Owner())
				}
				a := engine.Determinize(g, s, uint64(n))
				b := engine.Determinize(g, s, uint64(n)+1)
				if a.View(s).Hash() != v.Hash() || b.View(s).Hash() != v.Hash() {
					t.Fatalf("game %d, action %d: re-dealing what seat %d cannot see changed its view", i, n, s)
				}
				if a.Hash() != b.Hash() {
					changed++
				}
				if engine.Determinize(b, s, uint64(n)).Hash() != a.Hash() {
					t.Fatalf("game %d, action %d: re-dealing for seat %d depends on more than its view", i, n, s)
				}
			}
		})
	}
	if changed == 0 {
		t.Fatal("re-dealing never changed a game: the future is not hidden")
	}
}

// noPeeking: two games that differ only in what a seat cannot see lead
// every player of that seat to the same choices, and to the same choices in
// the games that follow from them.
func (c *Config) noPeeking(t *testing.T) {
	for _, kind := range c.kinds() {
		// A searching player is asked less often: each choice is a search.
		every := 3
		if c.searching(kind) {
			every = 29
		}
		games := c.Games/8 + 1
		if c.searching(kind) {
			games = min(games, 3)
		}
		for i := 0; i < games; i++ {
			g := c.newGame(t, i)
			ps := c.players("random", g.Seats(), uint64(i))
			checked := 0
			c.play(t, g, ps, func(n int) {
				if n%every != 0 || g.Over() || c.searching(kind) && checked >= 8 {
					return
				}
				checked++
				d := g.Pending(nil)[0]
				s := int(d.Seat)
				other := engine.Determinize(g, s, uint64(n)*31)
				legal := g.Legal(s, nil)
				if fmt.Sprint(legal) != fmt.Sprint(other.Legal(s, nil)) {
					t.Fatalf("game %d: seat %d's legal actions depend on what it cannot see", i, s)
				}
				p1 := c.players(kind, g.Seats(), uint64(n))[s]
				p2 := c.players(kind, g.Seats(), uint64(n))[s]
				a1 := engine.Decide(p1, g, s, legal)
				a2 := engine.Decide(p2, other, s, legal)
				if a1 != a2 {
					t.Fatalf("%s player of seat %d chose %v in one game and %v in the other, which differ only in what it cannot see", kind, s, a1, a2)
				}
			})
		}
	}
}

func (c *Config) replayRoundTrips(t *testing.T) {
	for i := 0; i < c.Games/20+1; i++ {
		ns := c.seatCounts()
		seats := make([]replay.Seat, ns[i%len(ns)])
		for s := range seats {
			seats[s] = replay.Seat{Name: fmt.Sprintf("Seat %d", s+1), Computer: true, Colour: s}
		}
		rc, err := replay.NewRecorder(c.Rules.ID, seats, uint64(i)+5, "")
		if err != nil {
			t.Fatalf("%s: %v", c.Rules.ID, err)
		}
		ps := c.players(c.quickKinds()[i%len(c.quickKinds())], len(seats), uint64(i))
		for n := 0; !rc.G.Over() && n < c.MaxActions; n++ {
			d := rc.G.Pending(nil)[0]
			legal := rc.G.Legal(int(d.Seat), nil)
			if _, err := rc.Apply(engine.Decide(ps[d.Seat], rc.G, int(d.Seat), legal)); err != nil {
				t.Fatal(err)
			}
		}
		r, err := replay.Parse(rc.R.Bytes())
		if err != nil {
			t.Fatalf("game %d: the replay does not parse: %v", i, err)
		}
		g, err := r.Verify()
		if err != nil {
			t.Fatalf("game %d: the replay does not verify: %v", i, err)
		}
		if g.Hash() != rc.G.Hash() {
			t.Fatalf("game %d: the replayed game ends elsewhere", i)
		}
	}
}

func (c *Config) everyPlayerFinishes(t *testing.T) {
	for _, kind := range c.kinds() {
		games := c.Games/2 + 1
		switch {
		case c.searching(kind):
			games = 1 // a whole game of searches takes seconds
		case kind == ai.Easy:
			games = c.Games/8 + 1 // the default player with slips: fewer keep make test quick
		}
		for i := 0; i < games; i++ {
			g := c.newGame(t, i)
			ps := c.players(kind, g.Seats(), uint64(i))
			for s, p := range ps {
				if _, ok := p.(*ai.Search); ok {
					ps[s] = ai.NewSearch(c.Rules.Players[0].New(uint64(i)*13+uint64(s)), uint64(s), searchBudget)
				}
			}
			c.play(t, g, ps, nil)
			r := g.Result()
			if r.Capped {
				t.Fatalf("%s players: game %d hit the turn cap after %d turns", kind, i, g.Turn())
			}
			if r.Winners < 1 || r.Ranking != c.Rules.Ranking {
				t.Fatalf("%s players: game %d ended with %d winners, ranked %d (the ruleset ranks %d)", kind, i, r.Winners, r.Ranking, c.Rules.Ranking)
			}
			winners := 0
			for s := 0; s < g.Seats(); s++ {
				if r.Places[s] == 1 {
					winners++
				}
			}
			if winners != r.Winners {
				t.Fatalf("game %d: %d seats placed first but Winners says %d", i, winners, r.Winners)
			}
		}
	}
}
