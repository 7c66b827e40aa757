package million

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// dealPresenter is the presenter, all its stages on, with its deal sheet
// and deal stage in a test's hands.
type dealPresenter struct {
	presenter
	ui    *dealUI
	stage *dealStage
	last  *made // the harness's: the last panel made, for panelOf
}

func (p *dealPresenter) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	u := p.presenter.Decide(m, d)
	if p.last != nil {
		*p.last = made{u, len(m.Actions)}
	}
	if du, ok := u.(*dealUI); ok {
		p.ui = du
	}
	return u
}

func (p *dealPresenter) Stages(m *match.Match) []table.Stage {
	st := p.presenter.Stages(m)
	for _, s := range st {
		if ds, ok := s.(*dealStage); ok {
			p.stage = ds
		}
	}
	return st
}

// dealHarness is the package's harness on the deal's presenter.
type dealHarness struct {
	*harness
	p *dealPresenter
}

func newDealHarness(t testing.TB, m *match.Match, speed anim.Speed, w, h int) *dealHarness {
	p := &dealPresenter{}
	hn := newHarnessOn(t, m, speed, w, h, func(hn *harness) table.Presenter {
		p.last = &hn.ui
		return p
	})
	return &dealHarness{harness: hn, p: p}
}

// lastAction is the match's last action, if any.
func (hn *dealHarness) lastAction() engine.Action {
	if len(hn.m.Actions) == 0 {
		return engine.Action{}
	}
	return hn.m.Actions[len(hn.m.Actions)-1]
}
