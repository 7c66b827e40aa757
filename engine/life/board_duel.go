package life

import (
	"strconv"
	"strings"
)

// duelBoard is the two-player edition's road. Its sheet is the classic sheet
// with changes, so its board is the classic road with the same changes made
// as data: money ten times larger, LIFE spaces yellow, Pay Days green, the
// College professions replaced by a Graduation space where a degree career is
// chosen, the first baby space replaced by the KIDS space, and RETIRE in
// place of the Day of Reckoning. Written up in docs/boards/life-duel.md.
func duelBoard() *Board {
	b := classicBoard()
	spaces := make([]Space, len(b.Spaces))
	copy(spaces, b.Spaces)
	// College spaces that were professions become campus life spaces.
	campus := []Space{
		collect(Yellow, "Ace your finals. Collect $20,000", 20000),
		pay(Yellow, "Buy a laptop. Pay $20,000", 20000),
		collect(Yellow, "Campus job. Collect $30,000", 30000),
		pay(Yellow, "Spring break. Pay $30,000", 30000),
		collect(Yellow, "Research grant. Collect $50,000", 50000),
	}
	family := []Space{
		collect(Yellow, "Family reunion. Collect $50,000", 50000),
		pay(Yellow, "Braces for the kids. Pay $30,000", 30000),
		collect(Yellow, "Kids win a talent show. Collect $80,000", 80000),
		pay(Yellow, "College fund. Pay $60,000", 60000),
	}
	nc, nf := 0, 0
	kids := false
	for i := range spaces {
		sp := &spaces[i]
		road := sp.Road
		if road == "Business" {
			road = "Career" // the duel names its short road Career
		}
		switch sp.Kind {
		case KProfession:
			*sp = campus[nc%len(campus)]
			nc++
			continue
		case KDegree:
			*sp = Space{Kind: KGraduate, Colour: Red, Label: "GRADUATION: CHOOSE A CAREER"}
		case KBaby:
			if !kids {
				*sp = Space{Kind: KKids, Colour: Red, Label: "KIDS: SPIN FOR 1 TO 4 CHILDREN"}
				kids = true
			} else {
				*sp = family[nf%len(family)]
				nf++
				continue
			}
		case KCollect, KPay, KTax:
			sp.Amount *= 10
			sp.Label = tenfold(sp.Label)
		case KPayDay:
			sp.Colour = Green
		case KReckon:
			sp.Label = "RETIRE"
		case KMarry:
			sp.Label = "MARRY: ADD SPOUSE, COLLECT PRESENTS"
		}
		if sp.Colour == White {
			sp.Colour = Yellow
		}
		sp.Road = road
	}
	for i := range spaces {
		if spaces[i].Road == "" {
			spaces[i].Road = b.Spaces[i].Road
		}
	}
	forks := map[int][2]string{}
	for k, v := range b.ForkRoads {
		if k == 0 {
			v = [2]string{"Career", "College"}
		}
		forks[k] = v
	}
	d := *b
	d.Spaces, d.ForkRoads = spaces, forks
	return &d
}

// tenfold multiplies every dollar amount in a label by ten.
func tenfold(label string) string {
	var out strings.Builder
	for {
		i := strings.IndexByte(label, '$')
		if i < 0 {
			out.WriteString(label)
			return out.String()
		}
		out.WriteString(label[:i])
		j := i + 1
		for j < len(label) && (label[j] >= '0' && label[j] <= '9' || label[j] == ',') {
			j++
		}
		digits := strings.TrimRight(strings.ReplaceAll(label[i+1:j], ",", ""), ".")
		v, err := strconv.ParseInt(digits, 10, 64)
		if err != nil {
			out.WriteString(label[i:j])
		} else {
			out.WriteString(Money(v * 10))
			// Keep a trailing comma that belonged to the sentence.
			if strings.HasSuffix(label[i+1:j], ",") {
				out.WriteByte(',')
			}
		}
		label = label[j:]
	}
}
