package voice_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	. "github.com/blindchess/blindchess/internal/voice"
)

// tuningMore is the second list of tuning conversation (issue 25, point
// 2; session 13): chess talk from Lucas Chess's translations, taken by the
// rule in its file's head, and the fortunes a twelfth into each slot
// (tuning2Talk), spoken by the tuning conversation's voice. The bench
// counts it on its own summary line beside the first list's, so that the
// earlier figures of the tuning conversation stay comparable.
var tuningMore = struct {
	name, talk string
	fortunes   talkSet
}{"tuning-more", "testdata/tuning/chesstalk-more.txt", tuning2Talk}

// tuningMoreIndex is fortuneIndex for the second list of tuning
// conversation: the first sentence said only once (alone) from a twelfth
// into the slot that starts at start up to the slot's end, then back down
// to just after the slot's first (the held-out set's), passing over the
// sentence any set before it in talkSet's order takes in the slot; -1
// where there is none. (English has 11 sentences to a slot: a twelfth in
// is the held-out set's, and the first free one is 6.)
func tuningMoreIndex(total, n, i, start int, alone func(j int) bool, firstAlone func(first, end, low int, taken map[int]bool) int) int {
	slot := total / 100
	taken := map[int]bool{}
	for other := heldOutTalk; other < tuning2Talk; other++ {
		taken[fortuneIndex(total, n, i, other, alone)] = true
	}
	return firstAlone(start+slot/12, start+slot, start, taken)
}

// logTuningMore writes the second tuning list's summary line, when the
// bench measured it.
func logTuningMore(t *testing.T, vocab Vocab, talkSum map[string]*chatterTally) {
	t.Helper()
	c := talkSum[tuningMore.name]
	if c == nil {
		return
	}
	t.Logf("voice round trip, style %s, SUMMARY tuning conversation, more: taken %d of %d (%.1f %%), %d moves said back, %d confirmed",
		vocab.Style, c.accepted, c.sentences, 100*float64(c.accepted)/float64(max(c.sentences, 1)), c.moves, c.confirmed)
}

// blindchessWords are the request and confirmation words of every
// language, in lower case as people write them and as the recogniser
// spells them.
func blindchessWords() map[string]bool {
	words := map[string]bool{}
	for _, l := range []Lang{German, English, Czech} {
		for _, r := range Requests {
			words[strings.ToLower(RequestText(l, r))] = true
			words[RequestWord(l, r)] = true
		}
		words[Yes(l)], words[No(l)] = true, true
	}
	return words
}

// TestTuningMoreTalkKeepsItsRule: the second tuning list's chess talk is
// 30 strings per language (German, English, Czech, in that order), each
// of 1 to 8 words with one space between them and letters only, none a
// request or confirmation word, none said twice, and none a sentence of
// another set's chess talk: what its file's rule promises that can be
// checked without the source.
func TestTuningMoreTalkKeepsItsRule(t *testing.T) {
	ss := readSentences(t, tuningMore.talk)
	if len(ss) != 90 {
		t.Fatalf("%s has %d strings, want 90 (30 per language)", tuningMore.talk, len(ss))
	}
	others := map[string]string{}
	files, err := filepath.Glob("testdata/*/chesstalk.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no other set's chess talk (testdata/*/chesstalk.txt): %v", err)
	}
	for _, f := range append(files, "testdata/tuning/chatter.txt") {
		for _, s := range readSentences(t, f) {
			others[talkKey(s.text)] = f
		}
	}
	words := blindchessWords()
	seen := map[string]bool{}
	for i, s := range ss {
		if want := []string{"de", "en", "cs"}[i/30]; s.lang != want {
			t.Errorf("string %d %q is %s, want %s (30 per language: de, en, cs)", i+1, s.text, s.lang, want)
		}
		if n := len(strings.Split(s.text, " ")); n < 1 || n > 8 || slices.Contains(strings.Split(s.text, " "), "") {
			t.Errorf("%q: %d words or a double space, want 1 to 8 words one space apart", s.text, n)
		}
		if i := strings.IndexFunc(s.text, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }); i >= 0 {
			t.Errorf("%q holds %q, want letters only", s.text, s.text[i:])
		}
		k := talkKey(s.text)
		if words[k] {
			t.Errorf("%q is a blindchess request or confirmation word", s.text)
		}
		if f, ok := others[k]; ok {
			t.Errorf("%q is a sentence of %s", s.text, f)
		}
		if seen[k] {
			t.Errorf("%q is in the list twice", s.text)
		}
		seen[k] = true
	}
}

// TestBlindchessWordsHoldEveryLanguage: the words the second tuning
// list keeps out hold each language's requests and confirmations, in
// both spellings, and nothing else.
func TestBlindchessWordsHoldEveryLanguage(t *testing.T) {
	words := blindchessWords()
	for _, w := range []string{"züge", "zuege", "drücken", "druecken", "ja", "nein", "time", "yes", "no", "čas", "cas", "remíza", "remiza", "ano", "ne"} {
		if !words[w] {
			t.Errorf("%q is not among the words kept out", w)
		}
	}
	for _, w := range []string{"springer", "knight", "jezdec", "schach", "partie", ""} {
		if words[w] {
			t.Errorf("%q is among the words kept out, but is no request or confirmation word", w)
		}
	}
	// German and Czech spell three requests each two ways (züge, zuege),
	// English none: 7 + 5 + 7 request words and 6 confirmation words.
	if got, want := len(words), 25; got != want {
		t.Errorf("%d words kept out, want %d: %v", got, want, words)
	}
}
