package voice_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"

	. "github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
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
	if !setHere(tuningMore.talk) {
		t.Skip(notHere(tuningMore.name))
	}
	ss := readSentences(t, tuningMore.talk)
	if len(ss) != 90 {
		t.Fatalf("%s has %d strings, want 90 (30 per language)", tuningMore.talk, len(ss))
	}
	others := map[string]string{}
	var files []string
	for _, s := range benchSets {
		if f, ok := setFile(s.talk); ok && s.name != "tuning" {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		t.Fatal("no other set's chess talk")
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

// phoneNote tells a word alone with too few loudness peaks (" few
// peaks", sphinx.Check.FewPeaks) and lists the phones the verifier's
// phone loop heard and those of the words heard (" loop F IY R said T S
// UW G AH"): helper talk, session 13.
func phoneNote(c sphinx.Check) string {
	few := ""
	if c.FewPeaks {
		few = " few peaks"
	}
	return fmt.Sprintf("%s loop %s said %s", few, strings.Join(c.LoopPhones, " "), strings.Join(c.WordPhones, " "))
}

// TestFewPeaksRealSpeech: espeak-ng's default voice (the tuning
// conversation's) saying the second tuning list's chess talk up to
// "Change", as the bench does (pocketsphinx carries its normalisation
// from one utterance to the next, so "Change" said alone is rejected
// earlier, by the garbage model): "Change", which this took for
// "repeat" before voice.AlonePeaksOf (one loudness peak, "repeat" said
// alone by every tuning voice with two), is rejected for its few peaks
// and not taken (of the sentences before it, "Doppelangriff" is still
// taken for a move); saying "repeat" gives the
// request, and a tuning move said ("queen takes david five", the second
// of five spread over the tuning games; the first, "knight eva five",
// this voice's English misses with or without the check) is heard as it
// was said. The list is other projects' data (outsidedata_test.go):
// where it is not on the machine, "Change" is not said.
func TestFewPeaksRealSpeech(t *testing.T) {
	needRecognition(t)
	vocab := Vocab{Style: phonetic.AnnexDEn, Lang: English}
	v := tuningSynths(t)[0]
	if setHere(tuningMore.talk) {
		ss := readSentences(t, tuningMore.talk)
		i := slices.Index(ss, sentence{"en", "Change"})
		if i < 0 {
			t.Fatalf("%s holds no \"Change\"", tuningMore.talk)
		}
		c := chatter(t, vocab, v, ss[:i+1])
		if slices.ContainsFunc(c.accepts, func(a string) bool { return strings.Contains(a, `"Change"`) }) {
			t.Errorf("\"Change\" taken: %v", c.accepts)
		}
		if !slices.ContainsFunc(c.checks, func(n string) bool {
			return strings.Contains(n, `said "Change" verified "repeat"`) && strings.Contains(n, "rejected true") && strings.Contains(n, "few peaks")
		}) {
			t.Errorf("\"Change\" was not rejected as \"repeat\" with few peaks: %v", c.checks)
		}
	} else {
		t.Log(notHere(tuningMore.name) + ": \"Change\" is not said")
	}
	r, err := sphinx.New(vocab, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	l := sphinx.NewListener(r, 0)
	l.SetState(rules.StartPosition(), false)
	if heard, h := listen(t, l, renderText(t, v, "en", "repeat")); heard != "repeat" {
		t.Errorf("\"repeat\" said alone heard %q (check %+v)", heard, h.Check)
	}
	ps, ms := spreadMoves(t, tuningGames, 5)
	if tl := roundTrip(t, vocab, v, ps[1:2], ms[1:2], false); tl.exact != 1 {
		t.Errorf("the tuning move %v: %s %v", ms[1], tl, tl.misses)
	}
}
