package million

import (
	"fmt"
	"image/color"
	"strings"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/scenes/table"
)

// cardGold is a kept Fortune card's band.
var cardGold = color.RGBA{0xe0, 0xb0, 0x40, 0xff}

// legalFor is the legal action of kind with arg, if there is one.
func (u *turnUI) legalFor(kind uint8, arg int16) (engine.Action, bool) {
	for _, a := range u.legal {
		if a.Kind == kind && a.Arg == arg {
			return a, true
		}
	}
	return engine.Action{}, false
}

// cardsSheet is the person's kept cards, face up with their words; the
// ones usable now can be tapped, the others say when they can be.
func (u *turnUI) cardsSheet() *listSheet {
	var rows []*choice
	k := int16(0)
	u.v.Hand.Each(func(id uint8) {
		c := &million.Fortune[id]
		title := strings.TrimPrefix(c.Text, "Keep until needed: ")
		r := &choice{title: title, band: cardGold}
		if a, ok := u.legalFor(million.AUseCard, k); ok {
			r.act, r.sub = a, "use it now"
			if c.Kind == million.KeepCash {
				r.sub = "use it now: collect " + short(c.Stars[u.v.Players[u.seat].Star])
			}
		} else {
			r.Disabled = true
			switch c.Kind {
			case million.KeepJail:
				r.sub = "kept: for a turn in Jail"
			case million.KeepNoRent:
				r.sub = "kept: for when rent is due"
			case million.KeepUpgrade:
				r.sub = "kept: your mover is at the top"
			default:
				r.sub = "kept for later"
			}
		}
		rows = append(rows, r)
		k++
	})
	return newListSheet(u.m.G.Name(u.seat)+"'s kept cards", rows)
}

// repaySheet is the person's mortgaged properties, each with what
// repaying it costs.
func (u *turnUI) repaySheet() *listSheet {
	var rows []*choice
	for p := range million.Props {
		if int(u.v.Owners[p]) != u.seat || u.v.Mortgaged&(1<<p) == 0 {
			continue
		}
		pr := &million.Props[p]
		r := &choice{title: pr.Name, band: groupColour[pr.Group]}
		if a, ok := u.legalFor(million.ARepay, int16(p)); ok {
			r.act, r.sub = a, "repay "+short(pr.Mortgage)
		} else {
			r.Disabled, r.sub = true, "short of cash: "+short(pr.Mortgage)+" to repay"
		}
		rows = append(rows, r)
	}
	return newListSheet("Repay a mortgage", rows)
}

// dealSheet is the seats one may propose a deal to: one a turn each.
func (u *turnUI) dealSheet() *listSheet {
	var rows []*choice
	for t := 0; t < u.v.Seats; t++ {
		if t == u.seat || u.v.Players[t].Out {
			continue
		}
		props := 0
		for _, o := range u.v.Owners {
			if int(o) == t {
				props++
			}
		}
		r := &choice{title: u.m.G.Name(t), band: table.SeatColour(u.m, t)}
		if a, ok := u.legalFor(million.ADeal, int16(t)); ok {
			r.act, r.sub = a, fmt.Sprintf("%s · %d properties", engine.Money(u.v.Cash[t]), props)
		} else {
			r.Disabled, r.sub = true, "already offered a deal this turn"
		}
		rows = append(rows, r)
	}
	return newListSheet("Deal with…", rows)
}
