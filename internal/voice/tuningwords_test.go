package voice_test

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/blindchess/blindchess/internal/phonetic"

	. "github.com/blindchess/blindchess/internal/voice"
)

// tuningWordsName is the third list of tuning conversation (issue 25,
// point 2; session 16): single words and two-word phrases of Debian's
// word lists, spoken by the tuning conversation's voice and counted on
// their own summary line ("tuning conversation, words"). Most
// conversation the held-out and final sets still took was one word or a
// short phrase heard as a request or a square; the first two lists hold
// few of them.
const tuningWordsName = "tuning-words"

// wordList is one language's word list: a file that a Debian package
// installs (never copied into this repository), read at test time.
type wordList struct {
	lang, pkg, path string
	vowels          string // the letters that make a vowel group
	hunspell        bool   // a hunspell .dic: a count line, then word/flags
}

// tuningWordLists are the word lists of the third tuning list: wngerman
// (igerman98, GNU GPL v2 or later), wamerican (SCOWL, free to use,
// copy and change) and hunspell-cs (Pavel Janík's Czech dictionary, GNU
// GPL v2). `make deps-long` installs them.
var tuningWordLists = []wordList{
	{"de", "wngerman", "/usr/share/dict/ngerman", "aeiouyäöü", false},
	{"en", "wamerican", "/usr/share/dict/american-english", "aeiouy", false},
	{"cs", "hunspell-cs", "/usr/share/hunspell/cs_CZ.dic", "aeiouyáéěíóúůý", true},
}

// vowelGroups counts the runs of vowel letters in w (lower case): the
// syllables its spelling shows, roughly ("Theaterkasse" 5, "Zeit" 1).
func vowelGroups(w, vowels string) int {
	n, in := 0, false
	for _, r := range strings.ToLower(w) {
		v := strings.ContainsRune(vowels, r)
		if v && !in {
			n++
		}
		in = v
	}
	return n
}

// wordQualifies is the rule that picks a word of a list, written before
// anything of the list was measured: 3 to 14 letters and nothing else,
// lower case after the first letter (no abbreviation, no "McDonald"),
// 2 to 4 vowel groups (a word as long as the requests and the words of
// a move, where the talk taken lies), and no word of the recogniser's
// vocabulary in any style nor a request or confirmation word of any
// language, in either spelling.
func wordQualifies(w, vowels string, grammar map[string]bool) bool {
	rs := []rune(w)
	if len(rs) < 3 || len(rs) > 14 {
		return false
	}
	for i, r := range rs {
		if !unicode.IsLetter(r) || (i > 0 && !unicode.IsLower(r)) {
			return false
		}
	}
	if g := vowelGroups(w, vowels); g < 2 || g > 4 {
		return false
	}
	return !grammar[strings.ToLower(w)] && !grammar[Token(w)]
}

// grammarWords are every token of the recogniser's vocabulary in every
// style, and the request and confirmation words of every language in
// both spellings.
func grammarWords() map[string]bool {
	words := blindchessWords()
	for _, v := range []Vocab{{phonetic.AnnexD, German}, {phonetic.AnnexDEn, English}, {phonetic.CzechStyle, Czech}} {
		for _, w := range v.Words() {
			words[w] = true
		}
	}
	return words
}

// otherSetWords are the words (lower case) of the held-out set's
// conversation (its chess talk, and its fortunes of every language at
// both sizes a style takes, 100 and 50) and of every final set's chess
// talk on this machine: the third tuning list takes none of them.
func otherSetWords(t testing.TB) map[string]bool {
	t.Helper()
	words := map[string]bool{}
	add := func(text string) {
		for _, w := range strings.Fields(talkKey(text)) {
			words[w] = true
		}
	}
	for _, s := range benchSets {
		if s.name == "tuning" {
			continue
		}
		if _, ok := setFile(s.talk); ok {
			for _, x := range readSentences(t, s.talk) {
				add(x.text)
			}
		}
	}
	for _, lang := range []string{"de", "en", "cs"} {
		for _, n := range []int{100, 50} {
			for _, x := range fortunes(t, lang, n, heldOutTalk) {
				add(x.text)
			}
		}
	}
	return words
}

// readWordList returns the words of l that qualify (wordQualifies), in the
// file's order, each once (the first of its spellings that differ in
// case alone), none of them in not; ok is false when the package is
// not installed.
func readWordList(t testing.TB, l wordList, grammar, not map[string]bool) (words []string, ok bool) {
	t.Helper()
	f, err := os.Open(l.path)
	if os.IsNotExist(err) {
		return nil, false
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	first := true
	for sc.Scan() {
		w := strings.TrimSpace(sc.Text())
		if l.hunspell {
			if first {
				first = false
				continue // the count of words
			}
			w, _, _ = strings.Cut(w, "/")
		}
		k := strings.ToLower(w)
		if seen[k] || not[k] || !wordQualifies(w, l.vowels, grammar) {
			continue
		}
		seen[k] = true
		words = append(words, w)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("reading %s: %v", l.path, err)
	}
	return words, true
}

// wordEntries picks n entries of words spread over the whole list: the
// middle word of each n-th part (every k-th word, k = len(words)/n),
// every fourth entry said with the word after it as a two-word phrase.
func wordEntries(words []string, n int) []string {
	var out []string
	if len(words) < 2*n {
		return nil
	}
	for i := range n {
		j := (2*i + 1) * len(words) / (2 * n)
		if i%4 == 3 {
			out = append(out, words[j]+" "+words[j+1])
			continue
		}
		out = append(out, words[j])
	}
	return out
}

// tuningWords is the third tuning list for a style's language: 200
// entries of its own language's list and 50 of each other's (as the
// fortunes take more of the style's language), in the order German,
// English, Czech; none, and why, when a list is not installed.
func tuningWords(t testing.TB, lang Lang) (ss []sentence, why string) {
	t.Helper()
	grammar, not := grammarWords(), otherSetWords(t)
	for _, l := range tuningWordLists {
		words, ok := readWordList(t, l, grammar, not)
		if !ok {
			return nil, "the third tuning list (" + tuningWordsName + ") needs the packages wngerman, wamerican and hunspell-cs (make deps-long): " + l.path + " is missing"
		}
		n := 50
		if l.lang == string(lang) {
			n = 200
		}
		for _, e := range wordEntries(words, n) {
			ss = append(ss, sentence{l.lang, e})
		}
	}
	return ss, ""
}

// logTuningWords writes the third tuning list's summary line, when the
// bench measured it.
func logTuningWords(t *testing.T, vocab Vocab, talkSum map[string]*chatterTally) {
	t.Helper()
	c := talkSum[tuningWordsName]
	if c == nil {
		return
	}
	t.Logf("voice round trip, style %s, SUMMARY tuning conversation, words: taken %d of %d (%.1f %%), %d moves said back, %d confirmed",
		vocab.Style, c.accepted, c.sentences, 100*float64(c.accepted)/float64(max(c.sentences, 1)), c.moves, c.confirmed)
}

// TestTuningWordsKeepTheirRule: the third tuning list is, per style, 200
// entries of the style's language and 50 of each other, each one word or
// (every fourth) two, every word qualifying by the rule (wordQualifies),
// none said twice, and none a word of the held-out set's conversation
// or a final set's chess talk.
func TestTuningWordsKeepTheirRule(t *testing.T) {
	grammar, not := grammarWords(), otherSetWords(t)
	for _, lang := range []Lang{German, English, Czech} {
		ss, why := tuningWords(t, lang)
		if why != "" {
			t.Skip(why)
		}
		count := map[string]int{}
		seen := map[string]bool{}
		for _, s := range ss {
			i := count[s.lang]
			count[s.lang]++
			ws := strings.Split(s.text, " ")
			want := 1
			if i%4 == 3 {
				want = 2
			}
			if len(ws) != want {
				t.Errorf("%s: %s entry %d %q has %d words, want %d (every fourth 2)", lang, s.lang, i, s.text, len(ws), want)
			}
			l := tuningWordLists[slices.IndexFunc(tuningWordLists, func(l wordList) bool { return l.lang == s.lang })]
			for _, w := range ws {
				k := s.lang + " " + strings.ToLower(w)
				if !wordQualifies(w, l.vowels, grammar) || not[strings.ToLower(w)] {
					t.Errorf("%s: %q does not keep the rule", lang, w)
				}
				if seen[k] {
					t.Errorf("%s: %q said twice", lang, w)
				}
				seen[k] = true
			}
		}
		for _, l := range []string{"de", "en", "cs"} {
			want := 50
			if l == string(lang) {
				want = 200
			}
			if count[l] != want {
				t.Errorf("%s: %d entries of %s, want %d", lang, count[l], l, want)
			}
		}
		if testing.Verbose() {
			for _, s := range ss {
				t.Logf("%s %s|%s", lang, s.lang, s.text)
			}
		}
	}
}
