package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/match"
)

// NewResults is the results scene. (Placeholder until it lands.)
func NewResults(m *match.Match, o PlayOptions) game.Scene { return &resultsStub{o: o} }

type resultsStub struct{ o PlayOptions }

func (r *resultsStub) Update(ctx *game.Context) error {
	if r.o.Autoplay {
		return ebiten.Termination
	}
	return nil
}

func (r *resultsStub) Draw(*ebiten.Image) {}
