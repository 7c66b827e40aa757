package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// driver feeds scripted samples to a decision UI, a tick each.
type driver struct {
	tr  input.Tracker
	dui table.DecisionUI
}

func (dr *driver) run(samples ...input.Sample) (engine.Action, bool) {
	for _, s := range samples {
		in := dr.tr.Update(s)
		if a, ok := dr.dui.Update(&in); ok {
			return a, true
		}
	}
	return engine.Action{}, false
}

func (dr *driver) idle(n int) {
	for range n {
		dr.run(input.Sample{Focused: true})
	}
}

func (dr *driver) click(c ui.Focusable) (engine.Action, bool) {
	return dr.run(input.ClickSamples(c.Bounds().Center())...)
}

// legalSet is the seat's legal actions.
func legalSet(m *match.Match, seat int) map[engine.Action]bool {
	out := map[engine.Action]bool{}
	for _, a := range m.G.Legal(seat, nil) {
		out[a] = true
	}
	return out
}

// bidMatch is Margaret asked to bid with too little cash for the largest
// raise, so that the panel has a raise it must not offer.
func bidMatch(t *testing.T) *match.Match {
	t.Helper()
	for seed := uint64(3); seed < 40; seed++ {
		m, ok := atAuction(seed, 1, false)
		if !ok {
			continue
		}
		v := m.G.View(0).(*million.View)
		if v.Cash[0] < v.Auction.High+million.BidSteps[len(million.BidSteps)-1] {
			return m
		}
	}
	t.Fatal("no seeded game asks Margaret to bid short of the largest raise")
	return nil
}

// The bid panel offers exactly the legal raises, each showing the bid it
// makes, and Pass: a raise the cash does not allow is greyed out and
// cannot be pressed; each one pressed is the engine's action for it.
func TestBidPanelOffersOnlyLegalRaises(t *testing.T) {
	for name, m := range map[string]*match.Match{"short": bidMatch(t), "shot": shotAuctionMatch()} {
		d, ok := m.Decision()
		require.True(t, ok)
		legal := legalSet(m, 0)
		high := m.G.View(0).(*million.View).Auction.High
		disabled := 0
		for k, st := range million.BidSteps {
			b := newBidUI(m, d, nil)
			b.Place(ui.R(0, 0, 1280, 720), ui.R(8, 554, 1264, 158))
			dr := &driver{dui: b}
			dr.idle(bidArmTicks)
			s := b.steps[k]
			want := engine.Action{Seat: 0, Kind: million.ABid, Amount: st}
			assert.Equal(t, high+st, s.bid, "%s: the raise shows the bid it makes", name)
			assert.Equal(t, !legal[want], s.Disabled, "%s: +%d enabled only when legal", name, st)
			a, ok := dr.click(s)
			if s.Disabled {
				disabled++
				assert.False(t, ok, "%s: a greyed raise does nothing", name)
				continue
			}
			require.True(t, ok, name)
			assert.Equal(t, want, a, name)
		}
		if name == "short" {
			assert.Positive(t, disabled, "a raise beyond the cash is greyed")
		}
		b := newBidUI(m, d, nil)
		b.Place(ui.R(0, 0, 1280, 720), ui.R(8, 554, 1264, 158))
		dr := &driver{dui: b}
		dr.idle(bidArmTicks)
		a, ok := dr.click(b.pass)
		require.True(t, ok)
		assert.Equal(t, engine.Action{Seat: 0, Kind: million.ANo}, a, "Pass")
		assert.True(t, legal[a])
	}
}

// At each of the five screen sizes, on the table with the auction on its
// stage, every control of the bid panel is on the screen, finger-sized
// and clear of the others, and a raise is made by mouse, by touch and by
// Tab and Enter.
func TestBidPanelEveryControlEverywhere(t *testing.T) {
	for _, ws := range sizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				m := shotAuctionMatch()
				hn := newHarness(t, m, anim.Speed1x, ws[0], ws[1])
				b := panelOf[*bidUI](t, hn)
				require.Nil(t, b.own, "the stage shows the auction")
				require.True(t, hn.st.Open())
				screen := screenOf(ws)
				ctrls := []ui.Focusable{b.steps[0], b.steps[1], b.steps[2], b.steps[3], b.pass}
				name := fmt.Sprintf("%v", ws)
				checkControls(t, name, screen, ctrls)
				_, bar := table.PlayLayout(screen.W, screen.H, m.G.Seats())
				assert.True(t, bar.Inset(-1).Holds(b.rect), "%s: the panel %v in the bar %v", name, b.rect, bar)
				hn.run(t, bidArmTicks, never)
				step := b.steps[1]
				require.False(t, step.Disabled)
				n := len(m.Actions)
				hn.press(t, way, b.focus, step)
				require.Greater(t, len(m.Actions), n, "the raise was made")
				assert.Equal(t, engine.Action{Seat: 0, Kind: million.ABid, Amount: million.BidSteps[1]}, m.Actions[n])
			})
		}
	}
}

// A person wins an auction through the panel: she raises by the largest
// step the cash allows until the computers give up, the gavel falls on
// her bid and the property is hers.
func TestPersonWinsAnAuctionThroughThePanel(t *testing.T) {
	m := shotAuctionMatch()
	prop := int(m.G.View(0).(*million.View).Auction.Prop)
	hn := newHarness(t, m, anim.Speed4x, 1280, 720)
	var won engine.Event
	for round := 0; round < 60; round++ {
		if e, ok := hn.last(million.EvWon); ok {
			won = e
			break
		}
		b := panelOf[*bidUI](t, hn)
		hn.run(t, bidArmTicks, never)
		var step *stepButton
		for _, s := range b.steps {
			if !s.Disabled {
				step = s
			}
		}
		require.NotNil(t, step, "she can still raise")
		hn.press(t, "mouse", b.focus, step)
		hn.run(t, 600, func() bool {
			_, ok := hn.last(million.EvWon)
			d, pending := m.Decision()
			return ok || pending && d.Seat == 0 && !hn.sc.Playing()
		})
	}
	require.Equal(t, million.EvWon, won.Kind, "the auction ended")
	assert.Equal(t, int8(0), won.Seat, "Margaret won it")
	assert.Equal(t, 0, m.G.(*million.Game).Owner(prop), "the property is hers")
	hn.run(t, 300, func() bool { return !hn.st.Open() })
	assert.True(t, hn.st.sold, "the stage showed the gavel")
	assert.Equal(t, won.Amount, hn.st.high)
}

// The buy panel shows the deed and the Fortune card just turned, offers
// exactly the legal choices (Buy only when the rules allow it, Auction it,
// a deal with each seat the rules allow behind Deal…), and at every size
// each is reached by mouse, touch and keys.
func TestBuyPanelOffersTheLegalChoicesEverywhere(t *testing.T) {
	m := shotBuyMatch()
	d, ok := m.Decision()
	require.True(t, ok)
	b := newBuyUI(m, d)
	assert.NotEmpty(t, b.card, "the Fortune card just turned is shown")
	legal := legalSet(m, 0)
	got := map[engine.Action]bool{}
	for _, bt := range append([]*ui.Button{b.buy, b.auction}, b.deals...) {
		if !bt.Disabled {
			got[b.acts[bt]] = true
		}
	}
	assert.Equal(t, legal, got, "every legal choice, and only those")
	assert.Contains(t, b.buy.Label, kMoney(million.Props[b.prop].Price))

	for _, ws := range sizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				m := shotBuyMatch()
				hn := newHarness(t, m, anim.Speed1x, ws[0], ws[1])
				b := panelOf[*buyUI](t, hn)
				screen := screenOf(ws)
				name := fmt.Sprintf("%v", ws)
				checkControls(t, name, screen, []ui.Focusable{b.buy, b.auction, b.more})
				deed, card := b.deedPlaces()
				board, bar := table.PlayLayout(screen.W, screen.H, 4)
				assert.True(t, board.Holds(deed) && board.Holds(card), "%s: the deed %v and card %v on the board %v", name, deed, card, board)
				assert.False(t, deed.Overlaps(card), name)
				assert.True(t, bar.Inset(-1).Holds(b.rect), "%s: the panel in the bar", name)
				hn.run(t, bidArmTicks, never)
				// Deal… shows the deals, Back the choice again.
				hn.press(t, way, b.focus, b.more)
				require.True(t, b.dealing, "the deals are on show")
				deals := []ui.Focusable{b.back}
				for _, bt := range b.deals {
					deals = append(deals, bt)
				}
				checkControls(t, name+" deals", screen, deals)
				hn.press(t, way, b.focus, b.back)
				require.False(t, b.dealing)
				pick := b.buy
				if way == "touch" {
					pick = b.auction
				}
				n := len(m.Actions)
				hn.press(t, way, b.focus, pick)
				require.Greater(t, len(m.Actions), n, "chosen")
				assert.Equal(t, b.acts[pick], m.Actions[n])
			})
		}
	}
}

// A new panel ignores a tap in its first ticks: a quick click meant for
// what was on screen before chooses nothing; once armed, it chooses.
func TestPanelsIgnoreAnEarlyTap(t *testing.T) {
	bm, buy, raise := shotAuctionMatch(), shotBuyMatch(), manySteps(t)
	for name, mk := range map[string]func() (table.DecisionUI, ui.Focusable){
		"bid": func() (table.DecisionUI, ui.Focusable) {
			d, _ := bm.Decision()
			b := newBidUI(bm, d, nil)
			return b, b.steps[0]
		},
		"buy": func() (table.DecisionUI, ui.Focusable) {
			d, _ := buy.Decision()
			b := newBuyUI(buy, d)
			return b, b.buy
		},
		"raise": func() (table.DecisionUI, ui.Focusable) {
			d, _ := raise.Decision()
			r := newRaiseUI(raise, d).(*raiseUI)
			return r, r.rows[0]
		},
	} {
		u, c := mk()
		u.Place(ui.R(0, 0, 1280, 720), ui.R(8, 554, 1264, 158))
		dr := &driver{dui: u}
		_, ok := dr.click(c)
		assert.False(t, ok, "%s: an early tap chooses nothing", name)
		dr.idle(bidArmTicks)
		_, ok = dr.click(c)
		assert.True(t, ok, "%s: armed, a tap chooses", name)
	}
}

// The number keys 1–4 raise by the steps in their order on screen, and a
// number whose raise the cash does not allow does nothing.
func TestBidPanelNumberKeysRaise(t *testing.T) {
	m := bidMatch(t)
	d, ok := m.Decision()
	require.True(t, ok)
	legal := legalSet(m, 0)
	greyed := 0
	for k, st := range million.BidSteps {
		b := newBidUI(m, d, nil)
		b.Place(ui.R(0, 0, 1280, 720), ui.R(8, 554, 1264, 158))
		dr := &driver{dui: b}
		dr.idle(bidArmTicks)
		key := input.KeyDigit1 << k
		a, ok := dr.run(input.Sample{Keys: key, Focused: true}, input.Sample{Focused: true})
		want := engine.Action{Seat: 0, Kind: million.ABid, Amount: st}
		if !legal[want] {
			greyed++
			assert.False(t, ok, "key %d: a raise beyond the cash does nothing", k+1)
			continue
		}
		require.True(t, ok, "key %d raises", k+1)
		assert.Equal(t, want, a, "key %d", k+1)
	}
	assert.Positive(t, greyed, "the seed leaves a raise beyond the cash")
	b := newBidUI(m, d, nil)
	b.Place(ui.R(0, 0, 1280, 720), ui.R(8, 554, 1264, 158))
	dr := &driver{dui: b}
	dr.idle(bidArmTicks)
	_, ok = dr.run(input.Sample{Keys: input.KeyDigit5, Focused: true}, input.Sample{Focused: true})
	assert.False(t, ok, "5: no such step")
}
