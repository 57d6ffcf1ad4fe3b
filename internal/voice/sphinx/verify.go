//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <stdlib.h>
#include <pocketsphinx.h>
*/
import "C"

import (
	"strings"
	"unsafe"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Check is what the verifier heard in an utterance heard as a move: the
// best of the move's neighbours (voice.Vocab.NeighbourGrammar), decoded
// from the same audio after the first pass.
type Check struct {
	// Words are the best neighbour's words, fillers left out ("" when the
	// utterance was not heard as a move, or the verifier heard nothing).
	Words string
	// Gap is how much better the best neighbour scored than the move's
	// own words, in natural log units of the path score (0 when it is
	// the move).
	Gap float64
	// Shape tells that the neighbour differs from the move in file
	// names or the check word at most (voice.Vocab.SameShape).
	Shape bool
}

// Doubt reports whether a neighbour that differs from the move in a rank,
// a piece or "takes" won by more than gap.
func (c Check) Doubt(gap float64) bool { return c.Words != "" && !c.Shape && c.Gap > gap }

// verifyDepth is how many of the verifier's best hypotheses are searched
// for the move's own words.
const verifyDepth = 300

// LastCheck returns the verifier's result for the utterance last ended
// (the zero Check when it was not heard as a move of a position).
func (r *Recognizer) LastCheck() Check { return r.check }

// SetVerifyGap sets the gap beyond which a move whose neighbour won is
// not taken (voice.VerifyGap by default; +Inf takes every move, for
// measuring).
func (r *Recognizer) SetVerifyGap(gap float64) { r.verifyGap = gap }

// newVerifier starts the second decoder, with the same model, dictionary
// and settings as the first.
func newVerifier(cfg *C.cmd_ln_t) (*C.ps_decoder_t, error) {
	ps := C.ps_init(cfg)
	if ps == nil {
		return nil, catalog.Errorf("voice.no-start")
	}
	return ps, nil
}

// verify decodes the utterance's audio again against the neighbours of
// words, the move heard, and compares the best of them with it.
func (r *Recognizer) verify(words string) Check {
	if r.ver == nil || len(r.audio) == 0 {
		return Check{}
	}
	name, cg := C.CString("neighbours"), C.CString(r.vocab.NeighbourGrammar(words))
	defer C.free(unsafe.Pointer(name))
	defer C.free(unsafe.Pointer(cg))
	if C.ps_set_jsgf_string(r.ver, name, cg) != 0 || C.ps_set_search(r.ver, name) != 0 {
		return Check{}
	}
	if C.ps_start_utt(r.ver) < 0 {
		return Check{}
	}
	for off := 0; off < len(r.audio); off += 1600 {
		chunk := r.audio[off:min(off+1600, len(r.audio))]
		if C.ps_process_raw(r.ver, (*C.int16)(unsafe.Pointer(&chunk[0])), C.size_t(len(chunk)), 0, 0) < 0 {
			_ = C.ps_end_utt(r.ver)
			return Check{}
		}
	}
	if C.ps_end_utt(r.ver) < 0 {
		return Check{}
	}
	var top C.int32
	hyp := C.ps_get_hyp(r.ver, &top)
	if hyp == nil {
		return Check{}
	}
	best := hypWords(C.GoString(hyp))
	if best == "" {
		return Check{}
	}
	c := Check{Words: best, Shape: r.vocab.SameShape(best, words)}
	if c.Shape {
		return c
	}
	c.Gap = 1e9 // the move's own words not among the best: far behind
	lmath := C.ps_get_logmath(r.ver)
	nb := C.ps_nbest(r.ver)
	for i := 0; nb != nil && i < verifyDepth; i++ {
		var score C.int32
		if h := C.ps_nbest_hyp(nb, &score); h != nil {
			if i == 0 {
				top = score
			}
			if r.vocab.SameShape(hypWords(C.GoString(h)), words) {
				c.Gap = float64(C.logmath_log_to_ln(lmath, top-score))
				C.ps_nbest_free(nb)
				return c
			}
		}
		nb = C.ps_nbest_next(nb)
	}
	if nb != nil {
		C.ps_nbest_free(nb)
	}
	return c
}

// hypWords returns the words of a hypothesis, fillers left out.
func hypWords(hyp string) string {
	var ws []string
	for _, w := range strings.Fields(hyp) {
		if !strings.HasPrefix(w, "<") && !strings.HasPrefix(w, "[") {
			ws = append(ws, w)
		}
	}
	return strings.Join(ws, " ")
}
