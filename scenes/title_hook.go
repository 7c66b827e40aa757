package scenes

import "wheeloffate/game/ui"

// HookControls implements game.HookControlsScene: the game boxes, which the
// title draws itself, for the browser test hook (kind "game", label the
// ruleset id).
func (t *Title) HookControls() []ui.Drawn {
	out := make([]ui.Drawn, 0, len(t.boxes))
	for i, b := range t.boxes {
		out = append(out, ui.Drawn{Kind: "game", Label: t.games[i].Info.ID, Rect: b.Rect.HitRect(), Disabled: b.Disabled})
	}
	return out
}
