package voice

import (
	"fmt"
	"sort"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// Anti-words: words of everyday speech as garbage. The phone loop
// (GarbageWeight) takes speech that fits no phrase of the grammar, but a
// word or two of table talk ("Servus", "Okay", "Možná") is short enough
// that a short move of the position, a request or a confirmation word
// fits it better than a sequence of phones, each costing GarbageWeight.
// Real words of German, English and Czech fit such speech better still:
// beside the phrases and the phone loop, the grammar takes one or two of
// them as a whole utterance, which is heard as garbage, nothing
// understood. The words are those of the tuning conversation's sentences
// (testdata/tuning/chatter.txt, see antiwords_gen_test.go), never of the
// held-out or final sets; a word whose phones are within one phone of a
// word of the style's vocabulary (or within two, both of four phones and
// more) is left out of the grammar (antiWordsFor), so that a move or
// request said is not heard as one.
//
// Each anti-word stands in the grammar as two words: its first phone, the
// phone loop's word for it (gbg_g), then the rest of its phones (antiRest:
// gbg_w_de_gut, "UW T"). pocketsphinx's grammar search puts the weight of
// a word of several phones on its last phone: an anti-word whole was
// weighed only when it ended, so its first phones, free, outscored the
// move being said and pruned it from the search, which then ended on no
// word of the grammar ("nothing recognised"). That cost the same moves at
// a weight of 1e-200 as at 1e-20 (tuning, English rates 1.25-1.5: 113 →
// 111 of 120, both). A word of one phone is weighed at its start, so the
// weight of the split anti-word counts from its first frame.

// antiWeights are the weight of each anti-word per style (the garbage
// sink takes the rest, as in the phone loop); a style without one (NATO,
// which no bench measures) has no anti-words. Tuned on the tuning set
// alone, per style: the sentences of the tuning conversation taken for
// anything (of 324; BLINDCHESS_VOICEBENCH=misses
// BLINDCHESS_VOICEBENCH_SET=tuning BLINDCHESS_VOICEBENCH_PART=talk) and
// the moves exact at rate 1 and at rates 1.25-1.5 (PART=moves,
// BLINDCHESS_VOICEBENCH_N=40: of 80 and 120; N=100: of 200 and 300).
//
//	         talk   N=40      N=100
//	German   21     79, 117   199, 290   without anti-words
//	 1e-23    3     78, 114
//	 1e-26    6     78, 116
//	 1e-28   10     79, 116   199, 290   kept
//	English  27     78, 113   193, 284   without (1 move played from talk)
//	 1e-23    9     78, 113   192, 282
//	 1e-25   13     78, 113   193, 283   kept
//	Czech    22     80, 120   199, 293   without (2 moves played from talk)
//	 1e-23    4     80, 120   198, 289   (Felix heard as "speak", "seat")
//	 1e-26    6     80, 120   199, 293   kept
//
// With anti-words no move is played from the tuning conversation; the
// promotions and checks (110 a style) stay as they were (German 110,
// English 107, Czech 109). The first form (an anti-word whole, weighed
// at its end, 1e-20 in every style) had taken 9, 12 and 10 sentences and
// lost 5 of the 600 N=40 moves.
var antiWeights = map[phonetic.Style]string{
	phonetic.AnnexD:     "1e-28",
	phonetic.AnnexDEn:   "1e-25",
	phonetic.CzechStyle: "1e-26",
}

// antiPrefix starts the dictionary words of the anti-words' rests:
// garbage (IsGarbage), and never a word of the vocabulary.
const antiPrefix = garbagePrefix + "w_"

// antiMinPhones is the fewest phones an anti-word has: shorter ones
// would fit a part of nearly anything.
const antiMinPhones = 3

// antiWordsFor returns the anti-words (their keys in antiWords) that may
// stand in the grammar of vocabulary v (none in a style without a weight
// in antiWeights): those of antiMinPhones and more none of whose
// pronunciations is within one phone of a pronunciation of a word of v
// in its style, or within two where both have four phones and more.
func (v Vocab) antiWordsFor() []string {
	if antiWeights[v.Style] == "" {
		return nil
	}
	var vocab [][]string
	for _, w := range v.Words() {
		for _, p := range variants(v.Style, w) {
			vocab = append(vocab, strings.Fields(p))
		}
	}
	var out []string
	for w, prons := range antiWords {
		ok := true
		for _, p := range prons {
			ph := strings.Fields(p)
			if len(ph) < antiMinPhones {
				ok = false
				break
			}
			for _, q := range vocab {
				if withinOnePhone(ph, q) || len(ph) >= 4 && len(q) >= 4 && phoneDistance(ph, q) <= 2 {
					ok = false
					break
				}
			}
			if !ok {
				break
			}
		}
		if ok {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// withinOnePhone reports whether phone sequences a and b are equal or
// differ by one phone changed, added or dropped.
func withinOnePhone(a, b []string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	switch len(b) - len(a) {
	case 0:
		diff := 0
		for i := range a {
			if a[i] != b[i] {
				diff++
			}
		}
		return diff <= 1
	case 1:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		for ; i < len(a); i++ {
			if a[i] != b[i+1] {
				return false
			}
		}
		return true
	}
	return false
}

// antiAlternatives are the alternatives of the grammar's <anti> rule
// for vocabulary v: each pronunciation of each anti-word as its first
// phone (the phone loop's word) and its rest (antiRest), weighed by the
// style's weight (antiWeights) at the first phone.
func (v Vocab) antiAlternatives() []string {
	var out []string
	for _, w := range v.antiWordsFor() {
		for i, p := range antiWords[w] {
			first := strings.Fields(p)[0]
			out = append(out, "/"+antiWeights[v.Style]+"/ "+garbagePrefix+strings.ToLower(first)+" "+antiRest(w, i))
		}
	}
	return out
}

// antiRest is the dictionary word of pronunciation i (from 0) of
// anti-word w without its first phone: gbg_w_en_watch, gbg_w_en_watch_2.
func antiRest(w string, i int) string {
	if i == 0 {
		return antiPrefix + w
	}
	return fmt.Sprintf("%s%s_%d", antiPrefix, w, i+1)
}

// antiDict is the pronunciation dictionary of the rests of every
// anti-word (antiRest): each pronunciation but its first phone.
func antiDict() string {
	keys := make([]string, 0, len(antiWords))
	for w := range antiWords {
		keys = append(keys, w)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, w := range keys {
		for i, p := range antiWords[w] {
			ph := strings.Fields(p)
			if len(ph) < antiMinPhones {
				continue // never in a grammar (antiWordsFor)
			}
			fmt.Fprintf(&b, "%s %s\n", antiRest(w, i), strings.Join(ph[1:], " "))
		}
	}
	return b.String()
}

// espeakPhones maps espeak-ng's phoneme mnemonics (espeak-ng -x) of
// German and Czech to the phones of the en-us acoustic model, longest
// first where one begins another. Stress marks, pauses and the glottal
// stop map to nothing.
var espeakPhones = []struct{ from, to string }{
	{"aI", "AY"}, {"aU", "AW"}, {"OY", "OY"}, {"oU", "OW"}, {"eU", "EH UW"},
	{"a:", "AA"}, {"A:", "AA"}, {"a", "AA"}, {"A", "AA"},
	{"E:", "EH"}, {"E", "EH"}, {"e:", "EY"}, {"e", "EH"},
	{"i:", "IY"}, {"I", "IH"}, {"i", "IH"},
	{"o:", "OW"}, {"O", "AO"}, {"o", "AO"},
	{"u:", "UW"}, {"U", "UH"}, {"u", "UH"},
	{"y:", "UW"}, {"y", "IH"}, {"Y:", "ER"}, {"Y", "ER"}, {"W", "ER"},
	{"@", "AH"}, {"3", "ER"}, {"6", "ER"},
	{"r-", "ER"}, {"l-", "AH L"},
	{"pF", "P F"}, {"ts", "T S"}, {"tS", "CH"}, {"dZ", "JH"},
	{"R^", "R ZH"}, {"n^", "N Y"}, {"t^", "T Y"}, {"d^", "D Y"},
	{"p", "P"}, {"b", "B"}, {"t", "T"}, {"d", "D"}, {"k", "K"}, {"g", "G"},
	{"c", "T Y"}, {"J", "D Y"},
	{"f", "F"}, {"v", "V"}, {"w", "V"}, {"s", "S"}, {"z", "Z"}, {"S", "SH"}, {"Z", "ZH"},
	{"C", "SH"}, {"x", "HH"}, {"h", "HH"}, {"j", "Y"},
	{"m", "M"}, {"n", "N"}, {"N", "NG"}, {"l", "L"}, {"r", "R"}, {"R", "R"},
	{"0", "AO"}, {"2", ""}, {";", ""}, {"%", ""}, {"-", ""}, {":", ""}, {"'", ""}, {",", ""}, {"_|", ""}, {"_!", ""}, {"_:", ""}, {"_", ""}, {"?", ""}, {"#", ""}, {"=", ""}, {"!", ""},
}

// fromEspeak maps espeak-ng's phonemes of a German or Czech word to the
// acoustic model's phones, or returns the first mnemonic it does not
// know. A switch of language within the word ("(en)") is skipped.
func fromEspeak(phonemes string) (string, error) {
	var out []string
	s := strings.TrimSpace(phonemes)
next:
	for len(s) > 0 {
		if s[0] == '(' {
			// A switch of language, "(en)fr'i:(de)": the phonemes
			// around it are the same mnemonics.
			if i := strings.IndexByte(s, ')'); i > 0 {
				s = s[i+1:]
				continue
			}
		}
		for _, m := range espeakPhones {
			if strings.HasPrefix(s, m.from) {
				if m.to != "" {
					out = append(out, m.to)
				}
				s = s[len(m.from):]
				continue next
			}
		}
		return "", fmt.Errorf("espeak-ng phoneme %q of %q has no phone of the acoustic model", s[:1], phonemes)
	}
	return strings.Join(out, " "), nil
}

// phoneDistance is the edit distance of two phone sequences.
func phoneDistance(a, b []string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
