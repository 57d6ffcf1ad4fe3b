//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <pocketsphinx.h>
*/
import "C"

import (
	"slices"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// nbestDepth is how many of the decoder's best hypotheses of an utterance
// are searched for the runner-up: enough to get past the variants of the
// best move (its pronunciations, its check word, its short and long
// form, its beginnings: "rook anna") to another move.
//
// Measured on the tuning set (2026-11-26, BLINDCHESS_VOICEBENCH=gaps
// BLINDCHESS_VOICEBENCH_SET=tuning BLINDCHESS_VOICEBENCH_PART=moves,
// each style, N=40 and N=100: 917 and 1,830 moves with the promotions
// and checks), searching 300 deep and noting where each other legal move
// first came. The list is short (median 16 hypotheses at N=40, 626 of
// 917 end within 30: the decoder's beams prune the rest), and of the 17
// moves confirmed wrong with depth 30 one had the move said further
// down: "bella five" heard "knight anna two" (espeak-ng +m1), b5 at rank
// 31, 0.03 behind. Depth 100 names it as the doubt; it adds 1 to 3
// doubts on right moves (N=100: 142 -> 144 read-backs naming a doubt in
// 1,830 moves; 300 adds one more) and no latency (median 164-166 ms at
// depth 300 as at 30). The other 16 had no other legal move in the list
// or another one than the move said, at any depth.
//
// Since session 14 (helper wrong) the list is read to this depth even
// after the runner-up, and every other legal move of it kept
// (LastNBest) for measuring: the tuning runs' medians stayed within the
// load's noise (docs/voice.md, "A word lost before a square; a wider
// doubt").
const nbestDepth = 100

// LastRunnerUp returns the runner-up of the utterance last ended, with a
// position's grammar (SetPosition); the zero RunnerUp otherwise.
func (r *Recognizer) LastRunnerUp() RunnerUp { return r.alt }

// runnerUp returns the other legal move the recogniser nearly heard
// instead of words: the best other one of the decoder's N-best list
// (nbestRunnerUp); when none came within voice.CloseGap and the
// verifier found a piece or rank of the words weak (its excess over the
// word's typical gap at least voice.WordDoubtExcess), the move with that
// word replaced (voice.WordDoubt), when it is the only one; else, when
// the last word heard is a rank whose end may have been lost
// (rankTailLost), the move with the longer rank (voice.TailDoubt). When
// the piece heard has a voice.PieceRival and the best legal move of that
// piece fitted the speech nearly as well (pieceDoubt), that move comes
// before the weak word's.
//
// The longer rank's move comes first, before a close runner-up of the
// list that does not name that rank: speech after the shorter rank
// came with none of the moves heard right (see minTailTrail), while the
// list's runner-up of those moves was another square ("strelec eva
// sedm" heard "strelec eva sest", runner-up "bella sest"). So does the
// rival piece's move, before a close runner-up that is no move of that
// piece: it is decoded against the speech, where the weak word's doubt
// is a guess from one word's fit. final11's +steph2 "dame felix zwei"
// heard "turm felix drei" had "drei" weak (the doubt "turm felix eins")
// and fitted "dame felix zwei" better than the words heard
// (docs/voice.md, "Dame heard as Turm").
//
// After them, where none of those is named, comes a Czech move's Felix
// rival (felixDoubt): the legal move of its piece to the f-file, when it
// fitted the speech nearly as well as the words heard. final12's
// +UniRobot "jezdec felix tři" was heard "jezdec cesar čtyři" with no
// runner-up (docs/voice.md, "Felix heard as another file"). It never
// takes a close runner-up's place: one that named the move said would
// then be lost (tuning +Alicia's "jezdec cesar šest").
//
// Before all of them comes the move giving check whose words a long form
// heard without a check word may be (checkDoubt): the check word said
// was heard as the long form's square, which none of the others names.
func (r *Recognizer) runnerUp(words string) RunnerUp {
	alt := r.nbestRunnerUp(words)
	tail := r.tailDoubt(words)
	piece := r.pieceDoubt(words) // decodes on the verifier: always, as before
	if c := r.checkDoubt(words); c.Words != "" {
		return c
	}
	if alt.Words != "" && alt.Gap <= voice.CloseGap {
		if tail.Words != "" && !namesRank(alt.Words, voice.TailRanks(r.vocab.Style, tail.Weak)) {
			return tail
		}
		if piece.Words != "" && !samePiece(alt.Words, piece.Words) {
			return piece
		}
		return alt
	}
	if piece.Words != "" {
		return piece
	}
	if d := r.wordDoubt(words); d.Words != "" {
		return d
	}
	if tail.Words != "" {
		return tail
	}
	if f := r.felixDoubt(words); f.Words != "" {
		return f
	}
	if d := r.dreiDoubt(words); d.Words != "" {
		return d
	}
	return alt
}

// samePiece reports whether the words of two moves begin with the same
// word ("dame gustav fuenf", "dame felix sechs"): the list's runner-up
// already names a move of the rival piece of a piece doubt.
func samePiece(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) > 0 && len(fb) > 0 && fa[0] == fb[0]
}

// namesRank reports whether the words of a move ("strelec eva sedm")
// hold one of the rank tokens ranks: the list's runner-up already names
// a longer rank of a tail doubt.
func namesRank(words string, ranks []string) bool {
	return slices.ContainsFunc(strings.Fields(words), func(w string) bool { return slices.Contains(ranks, w) })
}

// tailDoubt returns the move heard as words with its last rank replaced
// by the longer rank it may be the beginning of (voice.TailDoubt) as a
// runner-up, when the verifier's check found speech after it
// (rankTailLost); the zero RunnerUp otherwise.
func (r *Recognizer) tailDoubt(words string) RunnerUp {
	c := r.check
	if r.pos == nil || r.parser == nil || c.Words != words || !rankTailLost(r.vocab.Style, c) {
		return RunnerUp{}
	}
	heard, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return RunnerUp{}
	}
	o, ok := voice.TailDoubt(r.pos, heard, phonetic.Short, r.vocab.Style)
	if !ok {
		return RunnerUp{}
	}
	return r.lastWordDoubt(words, o)
}

// checkDoubt returns the move giving check that the move heard as words,
// in its long form without a check word, may have been said as
// (voice.CheckDoubt: "rook gustav seven check" for "rook gustav two eva
// two") as a runner-up, its weak word the long form's last; the zero
// RunnerUp otherwise. It decodes nothing.
func (r *Recognizer) checkDoubt(words string) RunnerUp {
	if r.pos == nil || r.parser == nil {
		return RunnerUp{}
	}
	heard, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return RunnerUp{}
	}
	o, ok := voice.CheckDoubt(r.pos, heard, r.vocab.Style, words)
	if !ok {
		return RunnerUp{}
	}
	return r.lastWordDoubt(words, o)
}

// lastWordDoubt returns move o, in its short form, as the runner-up of
// the move heard as words, its weak word the last of words (tailDoubt,
// checkDoubt); the zero RunnerUp when o has no words.
func (r *Recognizer) lastWordDoubt(words string, o rules.Move) RunnerUp {
	ws, err := phonetic.MoveWords(r.pos, o, phonetic.Short)
	if err != nil {
		return RunnerUp{}
	}
	f := strings.Fields(words)
	return RunnerUp{Words: strings.Join(voice.Tokens(r.vocab.Style.Text(ws)), " "), Weak: f[len(f)-1]}
}

// wordDoubt returns the move heard as words with its weak word replaced
// (voice.WordDoubt) as a runner-up, or the zero RunnerUp when the
// verifier found no piece, rank or castling word of words weak enough,
// or no single move differs so.
func (r *Recognizer) wordDoubt(words string) RunnerUp {
	c := r.check
	if r.pos == nil || r.parser == nil || !c.Done || c.Words != words || c.ExcessWord == "" || c.Excess < voice.WordDoubtExcess {
		return RunnerUp{}
	}
	heard, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return RunnerUp{}
	}
	o, ok := voice.WordDoubt(r.pos, heard, phonetic.Short, r.vocab.Style, c.ExcessWord)
	if !ok {
		return RunnerUp{}
	}
	ws, err := phonetic.MoveWords(r.pos, o, phonetic.Short)
	if err != nil {
		return RunnerUp{}
	}
	return RunnerUp{Words: strings.Join(voice.Tokens(r.vocab.Style.Text(ws)), " "), Weak: c.ExcessWord}
}

// LastNBest returns every other legal move of the N-best list of the
// utterance last heard as a move (nbestDepth deep), each once, best
// first, with its gap to the words heard; nil when there was none.
func (r *Recognizer) LastNBest() []RunnerUp { return r.nbest }

// nbestRunnerUp searches the decoder's N-best list of the utterance just
// ended for the best hypothesis that the position's parser reads as
// another legal move than words, and keeps every other legal move of
// the list in r.nbest.
func (r *Recognizer) nbestRunnerUp(words string) RunnerUp {
	r.nbest = nil
	if r.pos == nil || r.parser == nil {
		return RunnerUp{}
	}
	best, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return RunnerUp{}
	}
	lmath := C.ps_get_logmath(r.ps)
	nb := C.ps_nbest(r.ps)
	if nb == nil {
		return RunnerUp{}
	}
	var top C.int32
	first := true
	seen := map[rules.Move]bool{best: true}
	for i := 0; nb != nil && i < nbestDepth; i++ {
		var score C.int32
		hyp := C.ps_nbest_hyp(nb, &score)
		if hyp != nil {
			ws := strings.Join(strings.Fields(C.GoString(hyp)), " ")
			if first {
				top, first = score, false
			}
			if m, err := r.parser.Parse(r.pos, ws); err == nil && !seen[m] {
				seen[m] = true
				r.nbest = append(r.nbest, RunnerUp{Words: ws, Gap: float64(C.logmath_log_to_ln(lmath, top-score))})
			}
		}
		nb = C.ps_nbest_next(nb)
	}
	if nb != nil {
		C.ps_nbest_free(nb)
	}
	if len(r.nbest) == 0 {
		return RunnerUp{}
	}
	return r.nbest[0]
}

// minPieceMargin is how much better, per frame of the words, a move heard
// with a piece that has a voice.PieceRival must fit the speech than the
// best legal move of the rival piece (pieceDoubt) for the read-back to
// name no doubt; below it that move is named.
//
// Tuned on the spent final11 set and the tuning set (2026-11-27, helper
// dame, session 18; BLINDCHESS_VOICEBENCH=gaps
// BLINDCHESS_VOICEBENCH_PART=moves BLINDCHESS_VOICEBENCH_STYLE=de,
// final11 N=100, tuning N=40 with BLINDCHESS_VOICEBENCH_VOICES=more and
// =slow): final11's seven "Dame" heard as "Turm" and confirmed wrong
// (+steph, +steph2) fitted the queen move said -0.0003, 0.0001, 0.0001,
// 0.0002, 0.0002, 0.0003 and 0.0011 worse than the words heard; its rook
// moves heard right fitted their queen rival 0.0007 and more worse; the
// tuning voices' espeak-ng "Turm Eva eins" lies close to "Dame Eva eins"
// for the acoustic model (9 of the 11 said and heard right fitted it
// 0.0000 to 0.0007 worse). 0.0003 names five of final11's seven for four
// more doubts on the 614 German tuning moves heard right (measured: 29 →
// 33); 0.0005 would name six for five or six more (docs/voice.md, "Dame
// heard as Turm").
const minPieceMargin = 0.0003

// maxPieceFrames is the most 10 ms frames the piece word of a move heard
// may take in the verifier's decoding for its rival piece to be scored
// (pieceDoubt): slow speech fits the rival nearly as well as the piece
// said. The tuning slow voices (rates 0.75 and 0.6) gave "Turm" 32 to 46
// frames, margins down to 0.0001 (at 35 frames) on moves heard right;
// the voices at rates 1 to 1.5 gave it 14 to 33, over 30 three times in
// 108 (final11's "Dame" heard as "Turm" 14 to 23).
const maxPieceFrames = 30

// pieceDoubt returns, for a move heard as words whose piece has a
// voice.PieceRival ("turm cesar fuenf"), the best of the legal moves of
// the rival piece (voice.PieceRivalMoves: "dame hector fuenf"), decoded
// by the verifier against the same audio, as a runner-up when the words
// fitted the audio less than minPieceMargin better than it; the zero
// RunnerUp otherwise. It keeps the rival and the margin in the check
// (Check.Rival, Check.RivalMargin) whenever it scored one.
func (r *Recognizer) pieceDoubt(words string) RunnerUp {
	c := &r.check
	if r.pos == nil || r.parser == nil || r.ver == nil || !c.Done || c.Words != words {
		return RunnerUp{}
	}
	if len(c.WordGaps) == 0 || c.WordGaps[0].Frames > maxPieceFrames {
		return RunnerUp{}
	}
	heard, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return RunnerUp{}
	}
	g, ok := voice.RivalGrammar(r.vocab.Style, voice.PieceRivalMoves(r.pos, heard, r.vocab.Style))
	if !ok {
		return RunnerUp{}
	}
	rw, margin, ok := r.ver.rival(*c, g, r.audio)
	if !ok {
		return RunnerUp{}
	}
	if _, err := r.parser.Parse(r.pos, rw); err != nil {
		return RunnerUp{}
	}
	c.Rival, c.RivalMargin = rw, margin
	if margin >= minPieceMargin {
		return RunnerUp{}
	}
	return RunnerUp{Words: rw, Weak: strings.Fields(words)[0]}
}
