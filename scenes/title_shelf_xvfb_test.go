//go:build xvfb

package scenes

import (
	"testing"

	"wheeloffate/game"
)

// With six games the title still leaves its toast a place that covers no
// control: it keeps a band clear across the top while it has something
// to say.
func TestTitleToastWithSixGames(t *testing.T) {
	registerTitleSix(t)
	note := func() game.Scene {
		return NewTitleNote("This link's replay cannot be shown: replay link is damaged: it is not base64url")
	}
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {800, 600}, {844, 390}, {320, 240}, {720, 1280}} {
		checkTitleToast(t, note, 30, size)
	}
}
