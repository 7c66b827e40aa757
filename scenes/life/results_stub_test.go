package life

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// resultsStub stands in for the results screen, which lives in scenes (a
// package above this one): the board switches to it at the end.
type resultsStub struct{ m *match.Match }

func (*resultsStub) Update(*game.Context) error { return nil }
func (*resultsStub) Draw(*ebiten.Image)         {}

func init() {
	table.Results = func(m *match.Match, _ table.PlayOptions) game.Scene { return &resultsStub{m: m} }
}
