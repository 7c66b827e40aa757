package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type Title struct{}

func (*Title) Update(*Context) error      { return nil }
func (*Title) Draw(*ebiten.Image)         {}
func (*Title) Layout(int, int) (int, int) { return 0, 0 }

type replayScene struct{ Title }

// The hook's state().scene: a scene's type name, lower case, without
// "Scene"; the toast with it, only once the hook watches.
func TestSceneNameAndShown(t *testing.T) {
	if got := SceneName(&Title{}); got != "title" {
		t.Fatalf("SceneName(*Title) = %q", got)
	}
	if got := SceneName(&replayScene{}); got != "replay" {
		t.Fatalf("SceneName(*replayScene) = %q", got)
	}
	if got := SceneName(nil); got != "" {
		t.Fatalf("SceneName(nil) = %q", got)
	}
	WatchMatch()
	noteShown(&replayScene{}, "a notice")
	if s, toast, ok := PublishedShown(); !ok || s != "replay" || toast != "a notice" {
		t.Fatalf("PublishedShown = %q, %q, %v", s, toast, ok)
	}
}
