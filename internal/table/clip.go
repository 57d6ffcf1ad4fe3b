package table

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ClipRunes is how many characters of a typed line an answer repeats.
const ClipRunes = 20

// Clip returns s as an answer repeats it: whole when it has at most
// ClipRunes characters, otherwise its first ClipRunes characters and "…"
// (a line of 200 KB pasted by mistake is not read back to the player).
func Clip(s string) string { return ClipTo(s, ClipRunes) }

// ClipTo returns s whole when it has at most n characters, otherwise its
// first n characters and "…".
func ClipTo(s string, n int) string {
	if len(s) <= n || utf8.RuneCountInString(s) <= n {
		return s
	}
	c := 0
	for i := range s {
		if c == n {
			return s[:i] + "…"
		}
		c++
	}
	return s
}

// ClipWords shortens every run of more than n characters without a space
// in s (a path or a value megabytes long in a message) to its first n
// characters and "…"; the rest of s, the words that say what to do, stays.
func ClipWords(s string, n int) string {
	if len(s) <= n {
		return s
	}
	var b strings.Builder
	start := -1
	flush := func(end int) {
		if start >= 0 {
			b.WriteString(ClipTo(s[start:end], n))
			start = -1
		}
	}
	for i, r := range s {
		if unicode.IsSpace(r) {
			flush(i)
			b.WriteRune(r)
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return b.String()
}

// clipEcho shortens in text every long piece of the input line: the whole
// line and each of its words of more than ClipRunes characters, also in
// quotes as %q writes them. It is how an error answers a line without
// repeating more than its start.
func clipEcho(text, input string) string {
	if len(input) <= ClipRunes || len(text) <= ClipRunes {
		return text
	}
	whole := strings.TrimSpace(input)
	pieces := []string{whole}
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
		if p == whole {
			text = replaceEcho(text, p, Clip(p))
			continue
		}
		text = strings.ReplaceAll(text, p, Clip(p))
	}
	return text
}

// replaceEcho replaces in text each occurrence of the typed line p by c,
// except where the sentence goes on with a word after it: there p is the
// start of an example the sentence gives ("zum Beispiel schiedsrichter
// zeit weiß 1:30:00" after "schiedsrichter zeit weiß"), not an echo.
func replaceEcho(text, p, c string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, p)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		after := text[i+len(p):]
		b.WriteString(text[:i])
		if r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(after, " ")); strings.HasPrefix(after, " ") && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			b.WriteString(p)
		} else {
			b.WriteString(c)
		}
		text = after
	}
}
