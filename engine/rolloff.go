package engine

// RollOff decides who goes first the way the dice games' sheets say: every
// seat throws once, the highest goes first, and the seats tied highest
// throw again until one is ahead. throw is one seat's throw (two dice
// summed, say, drawn from the game's generator); each is told every throw,
// again being true on a re-throw among the tied, for the game's events.
func RollOff(seats int, throw func() int, each func(seat, total int, again bool)) int {
	mask := 1<<seats - 1
	for round := 0; ; round++ {
		best, bestN, tied := -1, -1, 0
		for s := 0; s < seats; s++ {
			if mask&(1<<s) == 0 {
				continue
			}
			n := throw()
			each(s, n, round > 0)
			switch {
			case n > bestN:
				best, bestN, tied = s, n, 1<<s
			case n == bestN:
				tied |= 1 << s
			}
		}
		if tied&(tied-1) == 0 {
			return best
		}
		mask = tied
	}
}
