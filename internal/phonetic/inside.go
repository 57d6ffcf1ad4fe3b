package phonetic

// TextInside renders words that stand inside a sentence (after a colon, in
// a list: "Taken back: king Eva two", "Vzato zpět: jezdec Felix tři"): as
// Text, with the first word in lower case where the language writes it so
// inside a sentence (English and Czech piece words and castling, Czech
// sides); German keeps the capitals of its nouns.
func (s Style) TextInside(words []Word) string {
	toks := s.Tokens(words)
	if len(toks) > 0 && words[0].Valid() && lowerInside(s.Lang(), words[0]) {
		toks[0].Text, toks[0].Say = lowerFirst(toks[0].Text), lowerFirst(toks[0].Say)
	}
	return JoinTokens(toks)
}
