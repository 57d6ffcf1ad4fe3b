package phonetic

import (
	"strings"

	"github.com/blindchess/blindchess/internal/rules"
)

// sideWords are the names of the sides a user may type, in every language
// (English, German, Czech, with and without diacritics, and the short w
// and b), whatever the session's language.
var sideWords = map[string]rules.Color{
	"white": rules.White, "w": rules.White, "weiß": rules.White, "weiss": rules.White,
	"bílý": rules.White, "bily": rules.White, "bílé": rules.White, "bile": rules.White,
	"black": rules.Black, "b": rules.Black, "schwarz": rules.Black,
	"černý": rules.Black, "cerny": rules.Black, "černé": rules.Black, "cerne": rules.Black,
}

// ParseColor reads a side as a user types it in any of the languages:
// white, weiß, weiss, bílý, bily, w; black, schwarz, černý, cerny, b (any
// case).
func ParseColor(s string) (rules.Color, bool) {
	c, ok := sideWords[strings.ToLower(strings.TrimSpace(s))]
	return c, ok
}

// yesWords and noWords answer a question in every language.
var (
	yesWords = []string{"y", "yes", "j", "ja", "a", "ano"}
	noWords  = []string{"n", "no", "nein", "ne"}
)

// ParseYesNo reads an answer to a question in any of the languages: yes
// (y, ja, j, ano, a) or no (n, nein, ne); ok is false for anything else.
func ParseYesNo(s string) (yes, ok bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, w := range yesWords {
		if s == w {
			return true, true
		}
	}
	for _, w := range noWords {
		if s == w {
			return false, true
		}
	}
	return false, false
}
