package million

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
)

// whyNoBuild says, from what the view shows, why seat cannot put a
// building on group gr now: not a full set, a property mortgaged, hotels
// on all of it, the supply out, cash short. "" when nothing in the view
// stands in the way (the engine's legal actions still decide).
func whyNoBuild(v *million.View, seat, gr int) string {
	g := &million.Groups[gr]
	owned, mort := 0, false
	lo := million.HotelLevel
	for _, p := range g.Props {
		if int(v.Owners[p]) == seat {
			owned++
		}
		mort = mort || v.Mortgaged&(1<<p) != 0
		lo = min(lo, int(v.Level[p]))
	}
	switch {
	case owned < len(g.Props):
		return fmt.Sprintf("not a full set (%d of %d)", owned, len(g.Props))
	case mort:
		return "unmortgage the set to build"
	case lo >= million.HotelLevel:
		return "a hotel on each: fully built"
	case lo == 4 && v.Hotels == 0:
		return "no hotels left to buy"
	case lo < 4 && v.Houses == 0:
		return "no houses left to buy"
	case v.Cash[seat] < g.House:
		return "short of cash: " + engine.Money(g.House) + " a building"
	}
	return ""
}

// nextBuilding names what one more building on group gr is: a house, or
// a hotel for four houses.
func nextBuilding(v *million.View, gr int) string {
	lo := million.HotelLevel
	for _, p := range million.Groups[gr].Props {
		lo = min(lo, int(v.Level[p]))
	}
	if lo == 4 {
		return "hotel"
	}
	return "house"
}

// buildLabel is the Build control's words: what it buys and its cost.
func buildLabel(v *million.View, gr int) string {
	return fmt.Sprintf("Build a %s %s", nextBuilding(v, gr), short(million.Groups[gr].House))
}

// short is money in thousands, as the board prints prices: $75k.
func short(x int64) string {
	if x%1000 == 0 {
		return fmt.Sprintf("$%dk", x/1000)
	}
	return engine.Money(x)
}

// supplyWords are the Property Agent's houses and hotels as shown.
func supplyWords(v *million.View) (houses, hotels string) {
	return fmt.Sprintf("Houses %d of %d", v.Houses, million.SupplyHouses), fmt.Sprintf("Hotels %d of %d", v.Hotels, million.SupplyHotels)
}
