package table

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// The answer words: what confirms and what says no, in every language
// (ja, j, yes, y, ano; nein, no, n, ne), except where a word means
// something else in the session's language (otherSense).
var (
	answerYes = map[string]bool{"ja": true, "j": true, "yes": true, "y": true, "ano": true}
	answerNo  = map[string]bool{"nein": true, "no": true, "n": true, "ne": true}
)

// otherSense are, per language of the sentences, the answer words that
// mean something else in that language, so that they are taken neither as
// yes nor as no: in Czech "no" is the colloquial "well, yes". (The German
// "ne" is the colloquial "nein", the sense it has anyway; the Czech "ja",
// "já", I, does not answer a yes-or-no question, so it stays the German
// yes there.)
var otherSense = map[phonetic.Lang]map[string]bool{
	phonetic.Czech: {"no": true},
}

// answerWord returns the line w (lower case, trimmed) when it is one
// answer word, and whether it means yes; ok is false for any other line.
func answerWord(w string) (yes, ok bool) {
	switch {
	case answerYes[w]:
		return true, true
	case answerNo[w]:
		return false, true
	}
	return false, false
}

// ambiguous reports whether the answer word w means something else in
// the session's language.
func (t *Table) ambiguous(w string) bool {
	return otherSense[t.cfg.answers][w]
}

// ambiguousOut says that the answer word w was taken neither as yes nor
// as no, and which words to type instead; nothing changes.
func (t *Table) ambiguousOut(w string) Output {
	return t.errorOut(t.now, msgAnswerAmbiguous, w)
}

// answerStep handles an answer word typed when no question waits for it
// (no command waits for its confirmation, no move heard by voice for its
// own): while a draw offer is pending a word for no declines it and any
// other answer word says how to answer the offer; otherwise it is told
// that no question waits, so that "no" after "who resigns?" is read as
// nothing else. A word that means something else in the session's
// language (Czech "no") never declines.
func (t *Table) answerStep(c command) ([]Output, bool) {
	if c.kind != cmdMove && c.kind != cmdDecline {
		return nil, false
	}
	w := strings.ToLower(strings.TrimSpace(c.text))
	yes, ok := answerWord(w)
	switch {
	case !ok:
		return nil, false
	case t.offer != nil && !t.Over():
		if !yes && !t.ambiguous(w) {
			return t.decline(), true
		}
		return []Output{t.errorOut(t.now, msgAnswerOffer)}, true
	}
	return []Output{t.errorOut(t.now, msgAnswerNoQuestion, w)}, true
}
