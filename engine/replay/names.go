package replay

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxName caps a seat's name, in bytes.
const MaxName = 40

// NameProblem is the one rule for a seat's name, wherever a name comes
// from: the recorder (CleanName) mends a typed one until it passes, so
// every game written reads back; the reader refuses a name too long or
// with a control character, and reads one with nothing visible (as
// setups before the rule recorded) as the seat's DefaultName. A
// name is shown in panels, logs and the list of past games: it must be
// seen there (at least one visible character), must not act when printed
// (no ControlRune) and must fit (MaxName bytes). The error completes
// "seat N's name …".
func NameProblem(name string) error {
	if len(name) > MaxName {
		return fmt.Errorf("is over %d bytes", MaxName)
	}
	if c, ok := controlIn(name); ok {
		return fmt.Errorf("holds a control character (%U)", c)
	}
	if name == "" {
		return errors.New("is empty")
	}
	if strings.IndexFunc(name, Visible) < 0 {
		return errors.New("has no visible character")
	}
	return nil
}

// Visible reports whether r shows as a mark of its own: a letter, digit,
// punctuation or symbol (so not a space, a control, a format character
// such as a zero-width space or joiner or a soft hyphen, an unassigned or
// private-use code point, nor a combining mark, which alone has nothing to
// sit on), other than the letters drawn as nothing (the Hangul fillers,
// default-ignorable) and the blank Braille pattern.
func Visible(r rune) bool {
	return unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S) &&
		!unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) && r != '\u2800'
}

// CleanName makes a typed name pass NameProblem: its control characters
// are dropped, it is cut to MaxName bytes on a character boundary, and a
// name with nothing visible left becomes fallback (the seat's usual name).
func CleanName(name, fallback string) string {
	name = strings.Map(func(r rune) rune {
		if ControlRune(r) {
			return -1
		}
		return r
	}, name)
	for len(name) > MaxName {
		_, n := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-n]
	}
	if NameProblem(name) != nil {
		return fallback
	}
	return name
}

// DefaultName is a seat's usual name, which a typed name with nothing
// visible in it becomes: "Player 2", or "Computer 2" for a computer's seat.
func DefaultName(seat int, computer bool) string {
	if computer {
		return fmt.Sprintf("Computer %d", seat+1)
	}
	return fmt.Sprintf("Player %d", seat+1)
}
