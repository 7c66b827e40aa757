package life

import (
	"wheeloffate/engine/life"
	"wheeloffate/scenes/table"
)

// offer tells the odds advisor which action choice c stands for (a spin,
// or the action it applies); a choice that picks part of one (a number)
// stands for the action it leads to, where it names one.
func (b *boardScene) offer(c *boardChoice) {
	switch {
	case c.spin:
		if a, ok := b.m.Find(life.ASpin, 0); ok {
			table.Offer(c.btn.Rect, a)
		}
	case c.ok && c.do == nil:
		table.Offer(c.btn.Rect, c.act)
	case c.leadsOK:
		table.Offer(c.btn.Rect, c.leads)
	}
}

// Advisor is the board's odds advisor, for tests.
func (b *boardScene) Advisor() *table.Advisor { return &b.adv }
