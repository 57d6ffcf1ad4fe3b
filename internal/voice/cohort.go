package voice

import (
	"slices"
	"strings"
)

// The other words alone (helper talk, session 14). A request or a
// confirmation word heard alone is checked against a free loop of phones
// (VerifyLimit, AloneMargin), which fits any speech well. Its nearer
// rivals are the other words that may be said alone: speech that is
// "Züge" fits "Züge" far better than "Zeit", "Remis" or "Ja", while a
// word of conversation fitted to "Züge" fits the others nearly as well
// (none of them was said). The verifier decodes the utterance once more
// against the other words alone (CohortGrammar), and the margin is the
// words' path score less the best other's, per frame of the words
// (sphinx.Check.Cohort).

// AloneWords returns the recogniser tokens that may be heard alone in
// language l: the requests and the two confirmation words.
func AloneWords(l Lang) []string {
	var out []string
	for _, r := range Requests {
		out = append(out, RequestWord(l, r))
	}
	return append(out, Yes(l), No(l))
}

// CohortGrammar returns the JSGF grammar of the words of cohort other
// than heard, each alone, and false when heard is not one of cohort or
// no other is left.
func CohortGrammar(heard string, cohort []string) (string, bool) {
	heard = strings.TrimSpace(heard)
	if !slices.Contains(cohort, heard) {
		return "", false
	}
	var others []string
	for _, w := range cohort {
		if w != heard && !slices.Contains(others, w) {
			others = append(others, w)
		}
	}
	if len(others) == 0 {
		return "", false
	}
	return "#JSGF V1.0;\ngrammar cohort;\npublic <other> = " + strings.Join(others, " | ") + ";\n", true
}
