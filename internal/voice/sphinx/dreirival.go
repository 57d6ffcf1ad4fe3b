//go:build cgo && !nopocketsphinx

package sphinx

import (
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// minDreiMargin is how much better, per frame of the words (natural log
// units of the path score), a German move heard to the second rank
// ("zwei") must fit the speech than the best legal move of its piece
// that differs from it in the rank alone ("drei", voice.DreiRivalMoves)
// for the read-back to name no doubt; below it that move is named
// (dreiDoubt), where no other doubt is.
//
// Tuned on the spent final15 set (2026-11-28, helper wrong, session 22;
// BLINDCHESS_VOICEBENCH=gaps, German moves, N=100): its seven "drei"
// heard as "zwei" and confirmed wrong (MBROLA mb-de1, mb-de2, mb-de4)
// fitted the drei move 0.0002 to 0.0006 worse than the words heard, one
// 0.0015 (and one 0.0004 whose close runner-up is named first); its zwei
// moves heard right with no other doubt named 0.0003 and 0.0006 (asked
// about now), then 0.0008 and more. On the tuning set's and the slow
// voices' drei and zwei moves (N=100) no zwei heard had its drei move in
// the same words legal; on final10's, the two "turm eva drei" heard
// "turm eva zwei" fitted 0.0001 and -0.0004 (docs/voice.md, "Drei heard
// as zwei, a rank alone").
const minDreiMargin = 0.0008

// dreiRival decodes the utterance of a German move heard as words to the
// second rank, with a decoder of its own (Recognizer.dre), once against
// the words heard and once against the legal moves of its piece that
// differ from it in the rank alone, drei for zwei
// (voice.DreiRivalMoves), and keeps the best of those in the check
// (Check.Drei) with how much better the words heard fitted
// (Check.DreiMargin). The decoder is the German recogniser's alone: what
// it decodes moves neither what the recogniser nor what the verifier
// hears.
func (r *Recognizer) dreiRival(words string) {
	c := &r.check
	if r.pos == nil || r.parser == nil || r.dre == nil || !c.Done || !c.scored || c.Words != words {
		return
	}
	if w, m := r.rivalMargin(r.dre, words, func(heard rules.Move) []string {
		return voice.DreiRivalMoves(r.pos, heard, r.vocab.Style, words)
	}); w != "" {
		c.Drei, c.DreiMargin = w, m
	}
}

// dreiDoubt returns, when the check of the German move heard as words
// holds a legal move of its piece to the third rank (dreiRival) that
// the words heard fitted less than minDreiMargin better, that move as a
// runner-up, the first word heard that differs from it as weak ("zwei",
// or the file before it); the zero RunnerUp otherwise.
func (r *Recognizer) dreiDoubt(words string) RunnerUp {
	c := r.check
	if c.Words != words || c.Drei == "" || c.DreiMargin >= minDreiMargin {
		return RunnerUp{}
	}
	return RunnerUp{Words: c.Drei, Weak: differingWord(words, c.Drei)}
}
