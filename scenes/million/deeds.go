package million

import (
	"wheeloffate/engine/million"
)

// A title deed's rent ladder as printed: the base rent, a full set's
// (twice the base), one to four houses, a hotel.
const (
	rungBase = iota
	rungSet
	rungHouse1 // rungHouse1+k-1: k houses
	rungHotel  = rungHouse1 + 4
	nRungs     = rungHotel + 1
)

var rungNames = [nRungs]string{"Rent", "Full set", "1 house", "2 houses", "3 houses", "4 houses", "Hotel"}

// rungRent is the rent on rung k of property p's deed.
func rungRent(p, k int) int64 {
	r := &million.Props[p].Rent
	switch {
	case k == rungBase:
		return r[0]
	case k == rungSet:
		return 2 * r[0]
	}
	return r[k-rungSet]
}

// rung is the rung property p stands on in the view (the one its deed
// highlights), the rent a mover landing there pays; -1 when no rent is
// due (unowned or mortgaged).
func rung(v *million.View, p int) int {
	o := int(v.Owners[p])
	switch {
	case o < 0 || v.Mortgaged&(1<<p) != 0:
		return -1
	case v.Level[p] > 0:
		return rungSet + int(v.Level[p])
	case ownsSet(v, o, int(million.Props[p].Group)):
		return rungSet
	}
	return rungBase
}

// ownsSet reports whether seat owns every property of group gr.
func ownsSet(v *million.View, seat, gr int) bool {
	for _, p := range million.Groups[gr].Props {
		if int(v.Owners[p]) != seat {
			return false
		}
	}
	return true
}

// levelWords is a property's buildings and state in a few words.
func levelWords(v *million.View, p int) string {
	switch l := int(v.Level[p]); {
	case v.Mortgaged&(1<<p) != 0:
		return "mortgaged"
	case l == million.HotelLevel:
		return "a hotel"
	case l == 1:
		return "1 house"
	case l > 1:
		return rungNames[rungSet+l]
	}
	return "no buildings"
}
