package engine

import "math/bits"

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

// Take deals a given card out of the pile, wherever it is (the one nearest
// the top, if there are several); the other cards keep their order. ok is
// false, and nothing changes, when the card is not in the pile.
func (d *Deck) Take(c uint8) (ok bool) {
	at := func(k int) *uint8 { return &d.Cards[(int(d.Head)+k)%DeckCap] }
	for k := 0; k < int(d.N); k++ {
		if *at(k) != c {
			continue
		}
		for ; k+1 < int(d.N); k++ {
			*at(k) = *at(k + 1)
		}
		d.N--
		return true
	}
	return false
}

// Set is the set of cards in a pile of one-of-a-kind cards.
func (d *Deck) Set() Cards {
	var s Cards
	for k := 0; k < int(d.N); k++ {
		s.Add(d.Cards[(int(d.Head)+k)%DeckCap])
	}
	return s
}

// Cards is a set of one-of-a-kind cards (ids 0..255): a seat's face-down
// cards, the cards on the table. It is a fixed array, so a game value holding
// it copies without allocating.
type Cards [4]uint64

// Add puts card c in the set.
func (s *Cards) Add(c uint8) { s[c>>6] |= 1 << (c & 63) }

// Remove takes card c out of the set.
func (s *Cards) Remove(c uint8) { s[c>>6] &^= 1 << (c & 63) }

// Has reports whether card c is in the set.
func (s Cards) Has(c uint8) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// Len is the number of cards in the set.
func (s Cards) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Each calls f with every card in the set, lowest id first.
func (s Cards) Each(f func(c uint8)) {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			f(uint8(i*64 + bits.TrailingZeros64(w)))
		}
	}
}

// Append appends the cards in the set to buf, lowest id first: the
// canonical order a pile is filled in before it is shuffled.
func (s Cards) Append(buf []uint8) []uint8 {
	s.Each(func(c uint8) { buf = append(buf, c) })
	return buf
}

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
