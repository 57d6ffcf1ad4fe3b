package voice

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestFromEspeakMapsToModelPhones: espeak-ng's phonemes of German and
// Czech words become the acoustic model's phones; a mnemonic it does not
// know is an error.
func TestFromEspeakMapsToModelPhones(t *testing.T) {
	tests := []struct{ in, want string }{
		{"g'u:t@n", "G UW T AH N"},                         // Guten
		{"tsv'Wlf", "T S V ER L F"},                        // zwölf
		{"_|EntS'UldIg,UN", "EH N CH UH L D IH G UH NG"}, // Entschuldigung
		{"R^'eka", "R ZH EH K AA"},                         // řeka
		{"k'u:n^", "K UW N Y"},                             // kůň
		{"zm'r-zlina", "Z M ER Z L IH N AA"},               // zmrzlina
		{"(en)fr'i:(de)", "F R IY"},                        // free, said the English way
	}
	for _, tc := range tests {
		got, err := fromEspeak(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("fromEspeak(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := fromEspeak("a*b"); err == nil {
		t.Error("fromEspeak(\"a*b\") gave no error for the unknown *")
	}
}

// TestAntiWordsLeaveTheVocabularyAlone: no anti-word in a grammar is
// within one phone of a word of its vocabulary.
func TestAntiWordsLeaveTheVocabularyAlone(t *testing.T) {
	for _, v := range []Vocab{{phonetic.AnnexD, German}, {phonetic.AnnexDEn, English}, {phonetic.CzechStyle, Czech}} {
		ws := v.antiWordsFor()
		if len(ws) == 0 {
			t.Errorf("%v: no anti-words", v)
		}
		for _, w := range ws {
			for _, p := range antiWords[w] {
				for _, vw := range v.Words() {
					for _, q := range pronunciations[vw] {
						if withinOnePhone(strings.Fields(p), strings.Fields(q)) {
							t.Errorf("%v: anti-word %s %q is within one phone of %s %q", v, w, p, vw, q)
						}
					}
				}
			}
		}
	}
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"AA N AA", "AA N AA", true}, {"AA N AA", "AA N AH", true}, {"AA N", "AA N AA", true},
		{"N AA", "AA N AA", true}, {"AA N AA", "AA M AH", false}, {"AA", "AA N AA", false},
	} {
		if got := withinOnePhone(strings.Fields(tc.a), strings.Fields(tc.b)); got != tc.want {
			t.Errorf("withinOnePhone(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
