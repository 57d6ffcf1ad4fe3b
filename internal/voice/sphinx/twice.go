package sphinx

import "strings"

// twiceApart returns the first word said twice or more in ws, the words
// of a move heard, whose sayings the second decoding heard with
// different pronunciations ("" when none, or when the pronunciations are
// not known); phones are the phones of the pronunciations it chose, in
// order (Check.WordPhones), each word's Phones of them. A speaker says
// a word the same way twice in one move ("bauer anna zwei anna drei");
// conversation fitted to a long form fits each saying of the word to
// other speech, and the decoder takes for each the variant that fits
// that speech best ("AA N AA" and "AE N AH"; docs/voice.md, "Talk taken
// for a long form: a word said twice").
func twiceApart(ws []WordVowels, phones []string) string {
	first := map[string]string{}
	at := 0
	for _, w := range ws {
		if w.Phones <= 0 || at+w.Phones > len(phones) {
			return ""
		}
		p := strings.Join(phones[at:at+w.Phones], " ")
		at += w.Phones
		q, ok := first[w.Word]
		if !ok {
			first[w.Word] = p
			continue
		}
		if q != p {
			return w.Word
		}
	}
	return ""
}
