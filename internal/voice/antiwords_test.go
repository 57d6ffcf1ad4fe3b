package voice

import (
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestFromEspeakMapsToModelPhones: espeak-ng's phonemes of German and
// Czech words become the acoustic model's phones; a mnemonic it does not
// know is an error.
func TestFromEspeakMapsToModelPhones(t *testing.T) {
	tests := []struct{ in, want string }{
		{"g'u:t@n", "G UW T AH N"},                       // Guten
		{"tsv'Wlf", "T S V ER L F"},                      // zwölf
		{"_|EntS'UldIg,UN", "EH N CH UH L D IH G UH NG"}, // Entschuldigung
		{"R^'eka", "R ZH EH K AA"},                       // řeka
		{"k'u:n^", "K UW N Y"},                           // kůň
		{"zm'r-zlina", "Z M ER Z L IH N AA"},             // zmrzlina
		{"(en)fr'i:(de)", "F R IY"},                      // free, said the English way
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
					for _, q := range variants(v.Style, vw) {
						if withinOnePhone(strings.Fields(p), strings.Fields(q)) {
							t.Errorf("%v: anti-word %s %q is within one phone of %s %q", v, w, p, vw, q)
						}
					}
				}
			}
		}
	}
	// Exactly: table talk stays, the vocabulary's own words and those one
	// phone from them go.
	for _, tc := range []struct {
		v    Vocab
		word string
		want bool
	}{
		{Vocab{phonetic.AnnexD, German}, "de_servus", true},
		{Vocab{phonetic.AnnexD, German}, "cs_mozna", true},
		{Vocab{phonetic.AnnexD, German}, "de_vier", false},    // vier
		{Vocab{phonetic.AnnexD, German}, "de_drei", false},    // drei
		{Vocab{phonetic.AnnexD, German}, "de_lange", false},   // lange (Rochade)
		{Vocab{phonetic.AnnexDEn, English}, "de_vier", false}, // four
		{Vocab{phonetic.AnnexDEn, English}, "en_okay", true},
		{Vocab{phonetic.CzechStyle, Czech}, "cs_petr", false}, // pět, two phones off, four long
		{Vocab{phonetic.CzechStyle, Czech}, "cs_mozna", true},
		{Vocab{phonetic.CzechStyle, Czech}, "de_drei", true},
		{Vocab{phonetic.AnnexD, German}, "no_such_word", false},
	} {
		if got := slices.Contains(tc.v.antiWordsFor(), tc.word); got != tc.want {
			t.Errorf("%v: anti-word %s in the grammar = %v, want %v", tc.v, tc.word, got, tc.want)
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

// TestAntiWordsStandAsFirstPhoneAndRest: in the grammar, each anti-word
// is its first phone (the phone loop's word, weighed by the style's
// weight) and the rest of its phones (a dictionary word of its own), so
// that its weight counts from its first frame; a style without a weight
// has no anti-words and the plain top rule.
func TestAntiWordsStandAsFirstPhoneAndRest(t *testing.T) {
	de := Vocab{phonetic.AnnexD, German}
	g := de.Grammar(nil, false)
	for _, want := range []string{
		"/" + antiWeights[phonetic.AnnexD] + "/ gbg_z gbg_w_de_servus | ",
		"/" + antiWeights[phonetic.AnnexD] + "/ gbg_m gbg_w_cs_mozna | ",
		"public <utterance> = <said> | <garbage> | <anti> [<anti>];\n",
	} {
		if !strings.Contains(g, want) {
			t.Errorf("German grammar lacks %q", want)
		}
	}
	d, err := de.Dict()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\ngbg_w_de_servus EH R V UH S\n", "\ngbg_w_en_watch AA CH\n", "\ngbg_w_en_watch_2 AO CH\n", "\ngbg_z Z\n"} {
		if !strings.Contains(d, want) {
			t.Errorf("German dictionary lacks %q", want)
		}
	}
	// Every word of every <anti> alternative is in the dictionary.
	for _, v := range []Vocab{de, {phonetic.AnnexDEn, English}, {phonetic.CzechStyle, Czech}} {
		d, err := v.Dict()
		if err != nil {
			t.Fatal(err)
		}
		alts := v.antiAlternatives()
		if len(alts) == 0 || len(alts) < len(v.antiWordsFor()) {
			t.Errorf("%v: %d alternatives for %d anti-words", v, len(alts), len(v.antiWordsFor()))
		}
		for _, a := range alts {
			f := strings.Fields(a)
			if len(f) != 3 || f[0] != "/"+antiWeights[v.Style]+"/" {
				t.Errorf("%v: alternative %q is not weight, first phone, rest", v, a)
				continue
			}
			for _, w := range f[1:] {
				if !strings.Contains(d, "\n"+w+" ") {
					t.Errorf("%v: %s of %q missing from the dictionary", v, w, a)
				}
			}
		}
	}
	nato := Vocab{phonetic.NATO, English}
	if ws := nato.antiWordsFor(); ws != nil {
		t.Errorf("NATO has %d anti-words, want none (no weight)", len(ws))
	}
	g = nato.Grammar(nil, false)
	if !strings.HasSuffix(g, "public <utterance> = <said> | <garbage>;\n") || strings.Contains(g, "<anti>") {
		t.Errorf("NATO grammar ends %q, want the plain top rule and no <anti>", g[max(0, len(g)-120):])
	}
}
