package engine

// Chance is an exact figure for one of a seat's actions, computed from the
// chance devices alone (a spinner's numbers, dice, a slot's reels, a horse
// race's odds), never from anything hidden: the odds advisor shows it
// beside the search's estimate, which is only as sure as its playouts.
type Chance struct {
	// Pays is the exact chance, 0 to 1, that the action's stake pays off.
	Pays float64
	// Expect is the expected change in the seat's money from the stake, in
	// dollars (negative when the house has the edge).
	Expect float64
	// WinsGame is set when Pays is the chance of winning the game itself
	// (Life's Millionaire Tycoon).
	WinsGame bool
	// What is what Pays counts, a short phrase for the screen: "a 2 or 12
	// comes up", "horse 3 wins", "three cherries or better".
	What string
}

// Exacter is a ruleset whose decisions include bets with exact odds (a
// Sweepstakes space, a slot pull, a horse, a side bet, Tycoon). Exact
// reports the figure for seat's action a in the game as it stands, and
// false for an action that stakes nothing on chance. It must not change
// the game, and depends only on what every seat can see.
type Exacter interface {
	Exact(seat int, a Action) (Chance, bool)
}
