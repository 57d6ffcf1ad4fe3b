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
// (rankTailLost), the move with the longer rank (voice.TailDoubt).
//
// The longer rank's move comes first, before a close runner-up of the
// list that does not name that rank: speech after the shorter rank
// came with none of the moves heard right (see minTailTrail), while the
// list's runner-up of those moves was another square ("strelec eva
// sedm" heard "strelec eva sest", runner-up "bella sest").
func (r *Recognizer) runnerUp(words string) RunnerUp {
	alt := r.nbestRunnerUp(words)
	tail := r.tailDoubt(words)
	if alt.Words != "" && alt.Gap <= voice.CloseGap {
		if tail.Words != "" && !namesRank(alt.Words, voice.TailRank(r.vocab.Style, tail.Weak)) {
			return tail
		}
		return alt
	}
	if d := r.wordDoubt(words); d.Words != "" {
		return d
	}
	if tail.Words != "" {
		return tail
	}
	return alt
}

// namesRank reports whether the words of a move ("strelec eva sedm")
// hold the rank token rank: the list's runner-up already names the
// longer rank of a tail doubt.
func namesRank(words, rank string) bool {
	return slices.Contains(strings.Fields(words), rank)
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
	ws, err := phonetic.MoveWords(r.pos, o, phonetic.Short)
	if err != nil {
		return RunnerUp{}
	}
	f := strings.Fields(words)
	return RunnerUp{Words: strings.Join(voice.Tokens(r.vocab.Style.Text(ws)), " "), Weak: f[len(f)-1]}
}

// wordDoubt returns the move heard as words with its weak word replaced
// (voice.WordDoubt) as a runner-up, or the zero RunnerUp when the
// verifier found no piece or rank of words weak enough, or no single
// move differs so.
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
