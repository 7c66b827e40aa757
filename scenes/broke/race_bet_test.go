package broke

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// betMatches are the two ways Margaret (seat 0, a person) bets: as the
// visitor, and beside another seat's race.
func betMatches() map[string]func() *match.Match {
	return map[string]func() *match.Match{
		"visitor": func() *match.Match { return raceMatch(3, 0, true) },
		"side":    func() *match.Match { return shotMatchAt(4, 2, 0, isSideBet(0), true) },
	}
}

// panelTap drives a bet panel alone with scripted samples.
type panelTap struct {
	b  *betUI
	tr input.Tracker
}

func (p *panelTap) feed(ss ...input.Sample) (engine.Action, bool) {
	var got engine.Action
	var ok bool
	for _, s := range ss {
		in := p.tr.Update(s)
		if a, done := p.b.Update(&in); done {
			got, ok = a, true
		}
	}
	return got, ok
}

func (p *panelTap) tap(t ui.Focusable) (engine.Action, bool) {
	x, y := t.Bounds().Center()
	return p.feed(input.ClickSamples(x, y)...)
}

// The bet panel offers exactly the legal bets: every bet it can place is
// one the engine allows, every one the engine allows can be placed, a side
// bettor cannot back the visitor's horse, and only a side bettor may pass.
func TestBetPanelOffersOnlyLegalBets(t *testing.T) {
	for name, mk := range betMatches() {
		t.Run(name, func(t *testing.T) {
			m := mk()
			d, ok := m.Decision()
			require.True(t, ok)
			st := newRaceStage(m).(*raceStage)
			require.True(t, st.Open(), "the track is on show while the bet is made")
			b := st.Decide(m, d).(*betUI)
			b.Place(ui.R(0, 0, 1280, 720), ui.R(8, 554, 1264, 158))
			p := &panelTap{b: b}
			for range betArmTicks {
				p.feed(input.Sample{Focused: true})
			}
			legal := map[engine.Action]bool{}
			for _, a := range m.G.Legal(int(d.Seat), nil) {
				if a.Kind == broke.ABet {
					legal[a] = true
				}
			}
			made := map[engine.Action]bool{}
			for _, h := range b.horses {
				before := b.horse
				p.tap(h)
				if h.Disabled {
					assert.Equal(t, before, b.horse, "horse %d cannot be chosen", h.horse)
					continue
				}
				require.Equal(t, h.horse, b.horse)
				for !b.minus.Disabled {
					p.tap(b.minus)
				}
				for {
					a, ok := p.tap(b.confirm)
					require.True(t, ok, "the bet %v is placed", b.confirm.Label)
					assert.True(t, legal[a], "%v is legal", a)
					made[a] = true
					if b.plus.Disabled {
						break
					}
					p.tap(b.plus)
				}
			}
			assert.Equal(t, legal, made, "every legal bet, and only those")
			if name == "side" {
				visitor, _ := m.G.(*broke.Game).Bet(m.G.Active())
				require.Positive(t, visitor)
				assert.True(t, b.horses[visitor-1].Disabled, "the visitor's horse is not for side bets")
				a, ok := p.tap(b.pass)
				require.True(t, ok)
				assert.Equal(t, broke.APass, a.Kind)
			} else {
				assert.Nil(t, b.pass, "the visitor must bet")
			}
		})
	}
}

// betControls are the panel's controls a person uses.
func betControls(b *betUI) []ui.Focusable {
	out := []ui.Focusable{b.horses[0], b.horses[1], b.horses[2], b.horses[3], b.minus, b.plus, b.confirm}
	if b.pass != nil {
		out = append(out, b.pass)
	}
	return out
}

// At each of the five screen sizes, every control of the bet panel is on
// the screen, finger-sized and clear of the others, and a bet can be made
// on the table by mouse, by touch and by Tab and Enter alone, as the
// visitor and as a side bettor within the side bet's moment.
func TestBetPanelEveryControlEverywhere(t *testing.T) {
	for name, mk := range betMatches() {
		for _, ws := range trackSizes {
			for _, way := range []string{"mouse", "touch", "keys"} {
				t.Run(fmt.Sprintf("%s %dx%d %s", name, ws[0], ws[1], way), func(t *testing.T) {
					betOnTable(t, mk(), ws, way)
				})
			}
		}
	}
}

func betOnTable(t *testing.T, m *match.Match, ws [2]int, way string) {
	hn := newTrackHarness(t, m, anim.Speed1x, ws[0], ws[1])
	lw, lh := game.LogicalSize(ws[0], ws[1])
	screen := ui.R(0, 0, float64(lw), float64(lh))
	require.True(t, hn.run(t, 20, func() bool { p := hn.p.race.panel; return p != nil && p.confirm.Rect.W > 0 }), "the bet panel is up")
	b := hn.p.race.panel
	ctrls := betControls(b)
	for i, c := range ctrls {
		r := c.Bounds()
		assert.True(t, screen.Holds(r), "control %d %v on the %dx%d screen", i, r, lw, lh)
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "control %d is finger-sized", i)
		for j := i + 1; j < len(ctrls); j++ {
			assert.False(t, r.Overlaps(ctrls[j].Bounds()), "controls %d and %d overlap", i, j)
		}
	}
	hn.run(t, betArmTicks, neverTrue)

	// Back the last horse that may be backed, a step off the first stake.
	var horse *horseButton
	for _, h := range b.horses {
		if !h.Disabled && h.horse != b.horse {
			horse = h
		}
	}
	require.NotNil(t, horse)
	step, want := b.plus, b.stake+broke.BetStep
	if step.Disabled {
		step, want = b.minus, b.stake-broke.BetStep
	}
	press := func(c ui.Focusable) {
		x, y := c.Bounds().Center()
		switch way {
		case "mouse":
			hn.tap(x, y)
		case "touch":
			hn.touch(x, y)
		default:
			for k := 0; k < 12 && b.focus.Current() != c; k++ {
				hn.key(input.KeyNext)
				hn.run(t, 2, neverTrue)
			}
			require.Equal(t, c, b.focus.Current(), "Tab reaches the control")
			hn.key(input.KeyConfirm)
		}
		hn.run(t, 2, neverTrue)
	}
	applied := hn.sc.Applied
	press(horse)
	require.Equal(t, horse.horse, b.horse, "the horse is chosen")
	press(step)
	require.Equal(t, want, b.stake, "the stake is stepped")
	press(b.confirm)
	require.True(t, hn.run(t, 5, func() bool { return hn.sc.Applied > applied }), "the bet is placed")
	last := m.Actions[len(m.Actions)-1]
	assert.Equal(t, engine.Action{Seat: 0, Kind: broke.ABet, Arg: int16(horse.horse), Amount: want}, last)
	assert.Zero(t, hn.sc.Lapsed, "the side bet's moment held while it was made")
}

func neverTrue() bool { return false }
