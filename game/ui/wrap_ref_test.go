package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// Wrap adds up the widths of the words of a line instead of measuring each
// longer line again: it breaks every text at every width where measuring
// whole lines (the reference below, as Wrap was) does, long words cut
// inside and explicit newlines included.
func TestWrapAsMeasuringWholeLines(t *testing.T) {
	texts := []string{
		"The classic game of life's ups and downs: college or career, marriage, children, and a fortune at Millionaire Acres.",
		"Buy and sell stocks, $1,250 a share · win the Sweepstakes — or go for broke!",
		"Supercalifragilisticexpialidocious words   with  gaps\nand lines\n\nand an empty one",
		"Ünïcödé ümlauts, € and £ and ¢ signs, an ellipsis… and ×2",
		"tabs\tand\u00a0no-break\u00a0spaces  and\r\nline ends between words, \u00a0 mixed",
		"  leading and trailing spaces  ",
		"a",
		"",
	}
	for _, size := range []float64{14, SizeSmall, SizeBody, SizeTitle} {
		for _, bold := range []bool{false, true} {
			f := Face(size, bold)
			for _, s := range texts {
				for width := 4.0; width < 700; width += 3.5 {
					require.Equal(t, wrapRef(s, f, width), Wrap(s, f, width), "%q at %v (size %v, bold %v)", s, width, size, bold)
				}
			}
		}
	}
}

func wrapRef(s string, f *TextFace, width float64) []string {
	var lines []string
	fits := func(t string) bool { return Advance(t, f) <= width }
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		cur := ""
		for _, w := range words {
			cand := w
			if cur != "" {
				cand = cur + " " + w
			}
			if fits(cand) {
				cur = cand
				continue
			}
			if cur != "" {
				lines = append(lines, cur)
				cur = ""
			}
			for utf8.RuneCountInString(w) > 1 && !fits(w) {
				rs := []rune(w)
				n := len(rs) - 1
				for n > 1 && !fits(string(rs[:n])) {
					n--
				}
				lines = append(lines, string(rs[:n]))
				w = string(rs[n:])
			}
			cur = w
		}
		lines = append(lines, cur)
	}
	return lines
}

// The table's log and panels wrap their texts every frame: a line whose
// words lie one space apart in the text is a slice of it, so wrapping a
// paragraph allocates only the list of its lines, not a string a word.
func TestWrapAllocatesOnlyItsLines(t *testing.T) {
	f := Face(SizeSmall, false)
	s := "Margaret lands on Bonus Square and collects $10,000 from the bank; Jon buys the railroad for $25,000 and pays his mortgage back."
	lines := Wrap(s, f, 180)
	require.Greater(t, len(lines), 3, "the text takes several lines")
	allocs := testing.AllocsPerRun(50, func() { Wrap(s, f, 180) })
	// The list grows by doubling: 1, 2, 4, 8 lines.
	require.LessOrEqual(t, allocs, 4.0, "%d lines", len(lines))
	require.Equal(t, strings.Join(lines, " "), s, "the lines are the text's own words, one space apart")
}

// A button's words start with a capital, whatever the log says.
func TestSentenceCase(t *testing.T) {
	for in, want := range map[string]string{"throw the dice": "Throw the dice", "Take an IOU": "Take an IOU", "": "", "élan": "Élan", "ǆem": "ǅem", "$5,000": "$5,000", "\xff": "\xff"} {
		require.Equal(t, want, SentenceCase(in), "%q", in)
	}
}
