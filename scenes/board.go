package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/match"
)

// NewBoard is the board scene for a match. (Placeholder until the board
// scene lands: it hands straight over to the results.)
func NewBoard(m *match.Match, o PlayOptions) game.Scene { return &boardStub{m: m, o: o} }

type boardStub struct {
	m *match.Match
	o PlayOptions
}

func (b *boardStub) Update(ctx *game.Context) error {
	for !b.m.G.Over() {
		a, err := b.m.ComputerAction()
		if err != nil {
			return err
		}
		if _, err := b.m.Apply(a); err != nil {
			return err
		}
	}
	ctx.Switch(NewResults(b.m, b.o))
	return nil
}

func (b *boardStub) Draw(*ebiten.Image) {}
