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
// (rankTailLost), the move with the longer rank (voice.TailDoubt); else,
// when the last rank heard has a voice.ThinRank and speech was hidden,
// the move with that rank, when it fitted the speech nearly as well
// (rivalDoubt).
//
// The longer rank's move comes first, before a close runner-up of the
// list that does not name that rank: speech after the shorter rank
// came with none of the moves heard right (see minTailTrail), while the
// list's runner-up of those moves was another square ("strelec eva
// sedm" heard "strelec eva sest", runner-up "bella sest"). The thin
// rank's rival comes first too, for the same reason: the fast high
// voices' "queen anna five check" heard "queen anna two" and "queen anna
// three" had the list's runner-ups "queen anna three" and "queen anna
// four", neither the move said, and the rival named it; a runner-up that
// names the rival's rank stays ("bishop bella five check" heard "bishop
// eva two", runner-up the move said).
func (r *Recognizer) runnerUp(words string) RunnerUp {
	alt := r.nbestRunnerUp(words)
	tail := r.tailDoubt(words)
	riv := r.rivalDoubt(words)
	if alt.Words != "" && alt.Gap <= voice.CloseGap {
		if tail.Words != "" && !namesRank(alt.Words, voice.TailRank(r.vocab.Style, tail.Weak)) {
			return tail
		}
		if riv.Words != "" && !namesRank(alt.Words, voice.ThinRank(r.vocab.Style, riv.Weak)) {
			return riv
		}
		return alt
	}
	if d := r.wordDoubt(words); d.Words != "" {
		return d
	}
	if tail.Words != "" {
		return tail
	}
	if riv.Words != "" {
		return riv
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

// minRivalMargin is how much better, per frame of the words, an English
// move heard ending in "three" or "four" must fit the speech than
// the best legal move ending in "five" instead (voice.ThinRank,
// rivalDoubt) for the read-back to name no doubt; below it the five move
// is named. minRivalHidden is the speech the first decoding must have
// hidden (Recognizer.Hidden, 10 ms frames) for the five move to be
// scored at all: the fast high voices' "five" heard as a shorter rank
// left part of its speech outside the words.
//
// Tuned on the spent final11 set and the tuning set (2026-11-27, helper
// five, session 18; BLINDCHESS_VOICEBENCH=gaps
// BLINDCHESS_VOICEBENCH_PART=moves BLINDCHESS_VOICEBENCH_STYLE=en
// BLINDCHESS_VOICEBENCH_N=100, final11, and tuning with
// BLINDCHESS_VOICEBENCH_VOICES=more and =slow and
// BLINDCHESS_VOICEBENCH_MOVES='\b(two|three|four|five)\b', the rival
// scored for every move heard ending in two, three or four): final11's
// five moves heard ending in three or four and confirmed wrong fitted
// 0.0008 to 0.0014 better than the five move (one 0.0018 in a second
// run), with 5 to 22 frames hidden; the moves heard right reach margins
// that small too (final11 0.0008, tuning 0.0002, slow voices 0.0006),
// but with 5 hidden frames or more only 2 of final11's 711 moves heard
// right, 1 of the tuning set's 533 and 2 of the slow voices' 164 do
// (moves with two to five). "two" was scored too and left out: the
// tuning and slow voices' "two" moves heard right fit the five move
// closely with speech hidden (3 more doubts on the tuning set, 7 on
// the slow voices) for final11's one "five check" heard "two"
// (docs/voice.md, "Five heard as three or four").
const (
	minRivalMargin = 0.0015
	minRivalHidden = 5
)

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

// rivalDoubt returns, for a move heard as words ending in a rank with a
// voice.ThinRank ("queen gustav three"), when the first decoding hid
// minRivalHidden frames of speech or more, the best of the legal moves
// that end in that other rank instead (voice.RivalSquares: "queen gustav
// five"), as a runner-up, when the words fitted the audio the verifier
// checked less than minRivalMargin better than it; the zero RunnerUp
// otherwise. It keeps the rival and the margin in the check
// (Check.Rival, Check.RivalMargin) whenever it scored one.
func (r *Recognizer) rivalDoubt(words string) RunnerUp {
	c := &r.check
	if r.pos == nil || r.parser == nil || r.ver == nil || !c.Done || c.Words != words {
		return RunnerUp{}
	}
	ws := strings.Fields(words)
	ck, mt := voice.Token(r.vocab.Style.Word(phonetic.Check)), voice.Token(r.vocab.Style.Word(phonetic.Mate))
	for n := len(ws); n > 0 && (ws[n-1] == ck || ws[n-1] == mt); n = len(ws) {
		ws = ws[:n-1]
	}
	if len(ws) < 2 || c.Hidden < minRivalHidden {
		return RunnerUp{}
	}
	last := ws[len(ws)-1]
	rank := voice.ThinRank(r.vocab.Style, last)
	if rank == "" {
		return RunnerUp{}
	}
	heard, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return RunnerUp{}
	}
	seen := map[rules.Move]bool{heard: true}
	var legal []string
	for _, w := range voice.RivalSquares(r.vocab.Style, words, rank) {
		m, err := r.parser.Parse(r.pos, w)
		if err != nil || seen[m] {
			continue
		}
		seen[m] = true
		switch san := r.pos.SAN(m); {
		case strings.HasSuffix(san, "#"):
			w += " " + voice.Token(r.vocab.Style.Word(phonetic.Mate))
		case strings.HasSuffix(san, "+"):
			w += " " + voice.Token(r.vocab.Style.Word(phonetic.Check))
		}
		legal = append(legal, w)
	}
	g, ok := voice.RivalGrammar(r.vocab.Style, legal)
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
	if margin >= minRivalMargin {
		return RunnerUp{}
	}
	return RunnerUp{Words: rw, Weak: last}
}
