package engine

// DeckCap bounds every deck so a deck is a fixed array and cloning a game
// copies it without allocating.
const DeckCap = 64

// Deck is a draw pile of small card ids. Cards are drawn from the top and
// returned to the bottom, as the rule sheets say.
type Deck struct {
	Cards [DeckCap]uint8
	Head  uint8
	N     uint8
}

// Fill replaces the deck with cards, top first.
func (d *Deck) Fill(cards []uint8) {
	d.Head, d.N = 0, 0
	for _, c := range cards {
		d.PutBottom(c)
	}
}

// Shuffle reorders the pile with the game's generator (Fisher–Yates).
func (d *Deck) Shuffle(r *RNG) {
	var tmp [DeckCap]uint8
	n := int(d.N)
	for i := 0; i < n; i++ {
		tmp[i] = d.Cards[(int(d.Head)+i)%DeckCap]
	}
	for i := n - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		tmp[i], tmp[j] = tmp[j], tmp[i]
	}
	d.Cards = tmp
	d.Head = 0
}

// Draw takes the top card; ok is false when the pile is empty.
func (d *Deck) Draw() (card uint8, ok bool) {
	if d.N == 0 {
		return 0, false
	}
	card = d.Cards[d.Head]
	d.Head = uint8((int(d.Head) + 1) % DeckCap)
	d.N--
	return card, true
}

// PutBottom returns a card under the pile.
func (d *Deck) PutBottom(c uint8) {
	if int(d.N) >= DeckCap {
		return
	}
	d.Cards[(int(d.Head)+int(d.N))%DeckCap] = c
	d.N++
}

// Len is the number of cards in the pile.
func (d *Deck) Len() int { return int(d.N) }

// Hand counts the cards a seat holds by kind. Cards of one kind are
// identical, so counts are all a hand needs, and a view can hide them.
type Hand [4]uint8

// Total is the number of cards in the hand.
func (h Hand) Total() int {
	t := 0
	for _, c := range h {
		t += int(c)
	}
	return t
}
