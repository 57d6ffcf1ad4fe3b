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

// CohortMargin is how far under the lowest margin of a word said alone
// (CohortFloorOf) the margin of a request or confirmation word heard
// alone may fall before it is not taken. Chosen on the tuning words
// alone before any conversation was run with it (2026-11-27,
// BLINDCHESS_VOICEBENCH=verify BLINDCHESS_VOICEBENCH_SET=tuning
// BLINDCHESS_VOICEBENCH_PART=moves BLINDCHESS_VOICEBENCH_N=40, each
// style, eight voices): leaving each voice out of the floors and
// measuring its words against the other seven's loses 6 / 7 / 6 of 45 /
// 42 / 43 words alone heard right (German, English, Czech) with no
// margin, 3 / 3 / 3 with 0.0008, 1 / 2 / 2 with 0.0010, 0 / 2 / 1 with
// 0.0012: 0.0010, as AloneMargin. With it (BLINDCHESS_VOICEBENCH=verify
// BLINDCHESS_VOICEBENCH_SET=tuning BLINDCHESS_VOICEBENCH_PART=talk, each
// style) the tuning conversation taken went from 3 / 3 / 1 of 324 (first
// list) and 5 / 3 / 3 of about 287 (second list) to 3 / 3 / 1 and 2 / 3 /
// 3 ("Gruppe", "liška", "Kungur" as German requests; "Kungur" at 0.0013
// against 0.0014, right at the limit); moves, words alone and moves
// confirmed wrong unchanged (docs/voice.md, "The other words alone").
const CohortMargin = 0.0010

// cohortFloors are, per request or confirmation word (recogniser token),
// the lowest margin over the other words alone (CohortGrammar) of that
// word said alone by the eight tuning voices, heard right and taken by
// the other checks (the runs of CohortMargin); the comment gives how
// many times.
var cohortFloors = map[string]float64{
	"zeit":        0.0009,  // 7
	"zuege":       0.0024,  // 8
	"wiederholen": 0.0008,  // 7
	"druecken":    0.0020,  // 7
	"remis":       0.0005,  // 3
	"ja":          0.0027,  // 8
	"nein":        0.0021,  // 5
	"time":        0.0009,  // 2
	"moves":       0.0008,  // 6
	"repeat":      0.0027,  // 8
	"draw":        0.0009,  // 6
	"press":       -0.0002, // 7
	"yes":         0.0017,  // 7
	"no":          0.0008,  // 6
	"cas":         0.0015,  // 8
	"tahy":        0.0013,  // 8
	"opakovat":    -0.0005, // 6
	"remiza":      0.0002,  // 7
	"stisknout":   0.0019,  // 6
	"ano":         0.0030,  // 2
	"ne":          0.0036,  // 6
}

// CohortFloorOf returns the lowest margin over the other words alone of
// token (a request or confirmation word) said alone on the tuning set,
// and false for a word never measured, which is not held to it.
func CohortFloorOf(token string) (float64, bool) {
	f, ok := cohortFloors[token]
	return f, ok
}
