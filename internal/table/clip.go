package table

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ClipRunes is how many characters of a typed line an answer repeats.
const ClipRunes = 20

// Clip returns s as an answer repeats it: whole when it has at most
// ClipRunes characters, otherwise its first ClipRunes characters and "…"
// (a line of 200 KB pasted by mistake is not read back to the player).
func Clip(s string) string {
	if utf8.RuneCountInString(s) <= ClipRunes {
		return s
	}
	n := 0
	for i := range s {
		if n == ClipRunes {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// clipEcho shortens in text every long piece of the input line: the whole
// line and each of its words of more than ClipRunes characters, also in
// quotes as %q writes them. It is how an error answers a line without
// repeating more than its start.
func clipEcho(text, input string) string {
	if len(input) <= ClipRunes || len(text) <= ClipRunes {
		return text
	}
	pieces := []string{strings.TrimSpace(input)}
	for _, f := range strings.Fields(input) {
		if utf8.RuneCountInString(f) > ClipRunes {
			pieces = append(pieces, f)
		}
	}
	sort.SliceStable(pieces, func(i, j int) bool { return len(pieces[i]) > len(pieces[j]) })
	for _, p := range pieces {
		if utf8.RuneCountInString(p) <= ClipRunes {
			continue
		}
		if q := strconv.Quote(p); strings.Contains(text, q) {
			text = strings.ReplaceAll(text, q, strconv.Quote(Clip(p)))
		}
		text = strings.ReplaceAll(text, p, Clip(p))
	}
	return text
}
