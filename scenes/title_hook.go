package scenes

import "wheeloffate/game/ui"

// HookControls implements game.HookControlsScene: the game boxes, which the
// title draws itself, for the browser test hook (kind "game", label the
// ruleset id) and for placing toasts. A box the shelf has scrolled partly
// out of view is the part in view; one wholly out of view is left out.
func (t *Title) HookControls() []ui.Drawn {
	out := make([]ui.Drawn, 0, len(t.boxes))
	for i, b := range t.boxes {
		if r, ok := t.visibleBox(i); ok {
			out = append(out, ui.Drawn{Kind: "game", Label: t.games[i].Info.ID, Rect: r, Disabled: b.Disabled})
		}
	}
	return out
}
