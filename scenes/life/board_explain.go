package life

import (
	"image/color"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
)

// Outcomes the rules settle in passing are said where they happen: a word
// floats up from the space on the board, beside the money they move. The
// log says them at length; the board says them in a few words.
const (
	boardWordTaken   = "Space taken: one further"
	boardWordLucky   = "Lucky Number fee"
	boardWordSpinOff = "Lost the spin-off"
)

var boardWordColour = color.RGBA{0xff, 0xe0, 0x8a, 0xff}

// boardExplain follows the events for the outcomes to say on the board.
type boardExplain struct {
	// spinOff holds the seats that spun off for the right to play a
	// Share the Wealth card; all but the one who plays it lost.
	spinOff uint8
	// notes wait for the car in motion (mover) to reach their space.
	notes []boardNote
	mover *anim.CarMover
}

// boardNote is a word said when the moving car reaches its hop'th space.
type boardNote struct {
	hop  int
	text string
	at   anim.Point
}

// explain reads the events startEvent has just begun showing (one event,
// or a car's run of steps) for outcomes to say on the board; quick
// (skipping) only keeps count and says nothing.
func (b *boardScene) explain(run []engine.Event, quick bool) {
	x := &b.expl
	if len(run) > 0 && run[0].Kind == life.EvStep {
		x.mover, x.notes = b.mover, x.notes[:0]
	}
	hops := 0 // the steps of the run before e: the hop the car is on
	for _, e := range run {
		seat := int(e.Seat)
		if seat < 0 || seat >= b.n {
			continue
		}
		switch e.Kind {
		case life.EvStep:
			hops++
		case life.EvTaken:
			// The count ran out on a space another car holds; the car
			// reaches it after the steps so far.
			if !quick && int(e.Arg) < len(b.lay.Pos) {
				x.notes = append(x.notes, boardNote{hop: hops, text: boardWordTaken, at: b.lay.Pos[e.Arg]})
			}
		case life.EvSpinOff:
			if e.Other >= 0 {
				x.spinOff |= 1 << seat
			}
		case life.EvCardGiven:
			for s := 0; s < b.n; s++ {
				if x.spinOff&(1<<s) != 0 && s != seat && !quick {
					b.wordFloat(b.carPos(s), boardWordSpinOff)
				}
			}
			x.spinOff = 0
		case life.EvTransfer:
			if e.Arg == life.RLuckyFee && !quick {
				b.wordFloat(b.carPos(seat), boardWordLucky)
			}
		}
	}
	if len(run) > 0 && run[0].Kind == life.EvStep {
		b.showMoveNotes()
	}
}

// showMoveNotes says the moving car's words whose space it has reached.
func (b *boardScene) showMoveNotes() {
	x := &b.expl
	if x.mover == nil || x.mover != b.mover {
		x.notes = x.notes[:0]
		return
	}
	for len(x.notes) > 0 && b.mover.Space() >= x.notes[0].hop {
		b.wordFloat(x.notes[0].at, x.notes[0].text)
		x.notes = x.notes[1:]
	}
}

// wordFloat floats a word up from a point on the board.
func (b *boardScene) wordFloat(p anim.Point, s string) {
	b.worldFloat(p, s, boardWordColour)
}
