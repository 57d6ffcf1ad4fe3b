//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <stdlib.h>
#include <pocketsphinx.h>
*/
import "C"

import (
	"slices"
	"strings"
	"unsafe"

	"github.com/blindchess/blindchess/internal/voice"
)

// minOneWordMargin is the margin (per frame of the words, natural log
// units of the path score) under which a move that differs from the
// move heard in one rank or one piece (oneWordRivals) is named as the
// doubt of its read-back (oneWordDoubt): negative, the rival must fit
// the speech better than the words heard, by more than the drift of a
// decoder's measures from one utterance to the next. Measured on the
// spent final12 set and the tuning set (2026-11-28, helper wrong,
// session 19; BLINDCHESS_VOICEBENCH=gaps, the margins logged by a build
// that named nothing): final12's +UniRobot "rook bella one check" heard
// "rook bella two", confirmed wrong, fitted the move said 0.0021 better;
// of the moves heard right, the decoding heard a rival for a handful,
// fitting it at most 0.0002 better (docs/voice.md, "A rival of one
// word").
const minOneWordMargin = -0.0005

// heardSearch names the rival decoder's search of the words heard.
const heardSearch = "heard"

// margin decodes audio, an utterance whose words heard took frames
// frames, once against the JSGF grammar heard of the words heard and
// once against the grammar rivals, and returns the words it heard with
// rivals, in recogniser tokens, and how much better the words heard
// fitted than those, in natural log units of the path score per
// frame of the words; ok is false when either was not scored. It is
// meant for a decoder of its own (Recognizer.riv): whatever it decodes
// moves only that decoder's front end, never the recogniser's or the
// verifier's.
func (v *verifier) margin(heard, rivals string, frames int, audio []int16) (words string, margin float64, ok bool) {
	if frames == 0 || len(audio) == 0 {
		return "", 0, false
	}
	cloop := C.CString(loopSearch)
	defer C.free(unsafe.Pointer(cloop))
	var scores [2]int32
	for i, s := range []struct{ name, g string }{{heardSearch, heard}, {rivalSearch, rivals}} {
		// The grammar replaces the last one of its name: the search
		// in use is never the one replaced.
		if C.ps_set_search(v.ps, cloop) != 0 {
			return "", 0, false
		}
		if err := v.setSearch(s.name, s.g); err != nil {
			return "", 0, false
		}
		w, sc, ok := v.decode(s.name, audio)
		if !ok {
			return "", 0, false
		}
		scores[i] = sc
		if i == 1 {
			words = w
		}
	}
	lmath := C.ps_get_logmath(v.ps)
	return words, float64(C.logmath_log_to_ln(lmath, C.int32(scores[0]-scores[1]))) / float64(frames), true
}

// oneWordRivals decodes the utterance of the move heard as words, with
// the rival decoder, against a grammar of the words heard and the legal
// moves that differ from it in one rank or one piece
// (voice.OneWordRivals), and keeps the move it heard in the check
// (Check.OneRival) when that is one of those, with how much better it
// fitted than the words heard alone (Check.OneMargin). The words heard
// are in the grammar so that the search keeps their path: without it,
// the rivals that share their beginning ("dame eva zwei" for "dame eva
// eins") crowd the others out of the beam and fail at the end, and the
// decoding hears nothing.
func (r *Recognizer) oneWordRivals(words string) {
	c := &r.check
	if r.pos == nil || r.parser == nil || r.riv == nil || !c.Done || !c.scored || c.Words != words {
		return
	}
	heard, err := r.parser.Parse(r.pos, words)
	if err != nil {
		return
	}
	ranks, pieces := voice.OneWordRivals(r.pos, heard, r.vocab.Style)
	// The rivals of the form heard alone (as many words): a long form's
	// more words fit the speech otherwise.
	n := len(voice.WithoutCheckTokens(r.vocab.Style, words))
	rivals := slices.DeleteFunc(slices.Concat(ranks, pieces), func(w string) bool {
		return len(voice.WithoutCheckTokens(r.vocab.Style, w)) != n
	})
	if len(rivals) == 0 {
		return
	}
	g, _ := voice.RivalGrammar(r.vocab.Style, slices.Concat([]string{words}, rivals))
	hg, _ := voice.RivalGrammar(r.vocab.Style, []string{words})
	w, m, ok := r.riv.margin(hg, g, c.Frames, r.audio)
	if !ok {
		return
	}
	if o, err := r.parser.Parse(r.pos, w); err == nil && o != heard {
		c.OneRival, c.OneMargin = w, m
	}
}

// oneWordDoubt returns, when the check of the move heard as words holds
// a legal move that differs from it in one rank or one piece
// (oneWordRivals) fitting the speech better than the words heard by
// more than -minOneWordMargin per frame, that move as a runner-up, the
// word heard that it replaces as weak ("turm" for "koenig"); the zero
// RunnerUp otherwise.
func (r *Recognizer) oneWordDoubt(words string) RunnerUp {
	c := r.check
	if c.Words != words || c.OneRival == "" || c.OneMargin >= minOneWordMargin {
		return RunnerUp{}
	}
	return RunnerUp{Words: c.OneRival, Weak: differingWord(words, c.OneRival)}
}

// differingWord returns the first word of heard ("turm gustav acht") that
// is not in its place in other ("koenig gustav acht"): "turm".
func differingWord(heard, other string) string {
	h, o := strings.Fields(heard), strings.Fields(other)
	for i, w := range h {
		if i >= len(o) || o[i] != w {
			return w
		}
	}
	return ""
}
