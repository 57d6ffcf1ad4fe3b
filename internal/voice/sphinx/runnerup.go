//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <pocketsphinx.h>
*/
import "C"

import "strings"

// nbestDepth is how many of the decoder's best hypotheses of an utterance
// are searched for the runner-up: enough to get past the variants of the
// best move (its pronunciations, its check word, its short and long
// form) to another move.
//
// Measured on the tuning set (2026-11-26, BLINDCHESS_VOICEBENCH=gaps
// BLINDCHESS_VOICEBENCH_SET=tuning BLINDCHESS_VOICEBENCH_PART=moves
// BLINDCHESS_VOICEBENCH_N=40, each style, 917 moves with the promotions
// and checks), searching 300 deep and noting where each other legal move
// first came: the list is short (median 16 hypotheses; 626 of 917 end
// within 30, 21 reach 300: the decoder's beams pruned the rest), and
// none of the 4 moves confirmed wrong had the move said in it at any
// depth: their 21, 21, 40 and 102 hypotheses were the move heard, its
// variants and its beginnings ("rook anna"), and once another move (a4
// for Bxf3, 0.27 behind). Depth 100 or 300 found no other wrong move and
// added 1 doubt on a right move per style; kept at 30.
const nbestDepth = 30

// LastRunnerUp returns the runner-up of the utterance last ended, with a
// position's grammar (SetPosition); the zero RunnerUp otherwise.
func (r *Recognizer) LastRunnerUp() RunnerUp { return r.alt }

// runnerUp searches the decoder's N-best list of the utterance just ended
// for the best hypothesis that the position's parser reads as another
// legal move than words.
func (r *Recognizer) runnerUp(words string) RunnerUp {
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
	for i := 0; nb != nil && i < nbestDepth; i++ {
		var score C.int32
		hyp := C.ps_nbest_hyp(nb, &score)
		if hyp != nil {
			ws := strings.Join(strings.Fields(C.GoString(hyp)), " ")
			if first {
				top, first = score, false
			}
			if m, err := r.parser.Parse(r.pos, ws); err == nil && m != best {
				C.ps_nbest_free(nb)
				return RunnerUp{Words: ws, Gap: float64(C.logmath_log_to_ln(lmath, top-score))}
			}
		}
		nb = C.ps_nbest_next(nb)
	}
	if nb != nil {
		C.ps_nbest_free(nb)
	}
	return RunnerUp{}
}
