package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// The odds advisor's shots: Margaret bidding in an auction, buying or
// not, raising cash, her turn, and answering a deal, with the advisor on.
func addAdvisorShots() {
	table.AddAdvisedShot("advisor-million-bid", 80, func() game.Scene {
		return newAuctionShot(shotAuctionMatch(), func(*auctionShot) bool { return true })
	})
	table.AddAdvisedShot("advisor-million-buy", 80, func() game.Scene {
		return table.New(shotBuyMatch(), table.PlayOptions{}, presenter{})
	})
	table.AddAdvisedShot("advisor-million-raise", 80, func() game.Scene {
		m, ok := atRaise(12, 6)
		if !ok {
			panic("no seeded game asks Margaret to raise cash") // the seeds are compiled in
		}
		return table.New(m, table.PlayOptions{}, presenter{})
	})
	table.AddAdvisedShot("advisor-million-turn", 105, func() game.Scene {
		for seed := uint64(3); ; seed++ {
			m, ok := turnMatch(shotNames, 4, seed, func(g *million.Game, d engine.Decision) bool {
				return d.Kind == million.DTurn && g.Player(0).Jail < 0
			})
			if ok || seed > 80 {
				return table.New(m, table.PlayOptions{}, presenter{})
			}
		}
	})
	// Her turn's sheets: the mortgages she can repay, and her deeds with
	// a Build, each choice with its figure.
	table.AddAdvisedShot("advisor-million-repay", 105, func() game.Scene { return sheetShot(million.ARepay, sheetRepay) })
	table.AddAdvisedShot("advisor-million-deeds", 105, func() game.Scene { return sheetShot(million.ABuild, sheetDeeds) })
	table.AddAdvisedShot("advisor-million-answer", 90, func() game.Scene {
		want := func(d engine.Decision) bool { return d.Kind == million.DAnswer }
		for seed := uint64(3); ; seed++ {
			if m, ok := table.ShotMatch(million.ID, dealNames, 4, seed, 120, want); ok || seed > 60 {
				return table.New(m, table.PlayOptions{}, presenter{})
			}
		}
	})
}

// sheetShot is Margaret's turn where she can take an action of kind, with
// the sheet that offers it open.
func sheetShot(kind uint8, sheet int) game.Scene {
	for seed := uint64(3); ; seed++ {
		m, ok := turnMatch(shotNames, 4, seed, func(g *million.Game, d engine.Decision) bool {
			return d.Kind == million.DTurn && hasKind(g, 0, kind)
		})
		if ok || seed > 80 {
			memo = turnMemo{m: m, acts: len(m.Actions) - 1, seat: 0, kind: sheet, shown: 0, detail: -1, seek: -1}
			return table.New(m, table.PlayOptions{}, presenter{})
		}
	}
}
