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
	"github.com/blindchess/blindchess/internal/voice"
)

// verifier is the second decoder of short results (voice.VerifyLimit):
// the same model, dictionary and settings as the first. It decodes every
// utterance with a free phone loop while it is spoken, beside the first
// decoder (the loop takes most of the verifier's time, 100 ms for a move
// of 1.2 s), and after it, for a result to verify, the utterance's audio
// again with a grammar of exactly the words heard.
type verifier struct {
	ps *C.ps_decoder_t
	// searches are the names of the searches the decoder holds: the
	// loop, and the grammar of each result verified so far.
	searches map[string]bool
	// inUtt tells that the loop is decoding an utterance; loop is its
	// path score once it ended, loopSegs its segments (for the gap of
	// each word), and looped that it heard anything.
	inUtt    bool
	loop     int32
	loopSegs []segment
	looped   bool
	// alone are the words that may be heard alone (voice.AloneWords):
	// a word heard alone is scored against the others
	// (voice.CohortGrammar, Check.Cohort).
	alone []string
}

// loopSearch names the verifier's phone loop search.
const loopSearch = "loop"

// newVerifier starts the second decoder with the configuration cfg.
func newVerifier(cfg *C.cmd_ln_t) (*verifier, error) {
	ps := C.ps_init(cfg)
	if ps == nil {
		return nil, catalog.Errorf("voice.no-start")
	}
	v := &verifier{ps: ps, searches: map[string]bool{}}
	if err := v.setSearch(loopSearch, voice.LoopGrammar()); err != nil {
		v.close()
		return nil, err
	}
	return v, nil
}

// setSearch gives the decoder the grammar g under name.
func (v *verifier) setSearch(name, g string) error {
	cname, cg := C.CString(name), C.CString(g)
	defer C.free(unsafe.Pointer(cname))
	defer C.free(unsafe.Pointer(cg))
	if C.ps_set_jsgf_string(v.ps, cname, cg) != 0 {
		return catalog.Errorf("voice.grammar-refused")
	}
	v.searches[name] = true
	return nil
}

// begin starts the loop's decoding of an utterance.
func (v *verifier) begin() {
	if v.inUtt {
		return
	}
	cname := C.CString(loopSearch)
	defer C.free(unsafe.Pointer(cname))
	v.looped = false
	if C.ps_set_search(v.ps, cname) != 0 || C.ps_start_utt(v.ps) < 0 {
		return // not verified: check reports nothing done
	}
	v.inUtt = true
}

// feed gives the loop the next samples of the utterance.
func (v *verifier) feed(samples []int16) {
	if !v.inUtt || len(samples) == 0 {
		return
	}
	if C.ps_process_raw(v.ps, (*C.int16)(unsafe.Pointer(&samples[0])), C.size_t(len(samples)), 0, 0) < 0 {
		_ = C.ps_end_utt(v.ps)
		v.inUtt = false
	}
}

// end ends the loop's decoding of the utterance and keeps its score.
func (v *verifier) end() {
	if !v.inUtt {
		return
	}
	v.inUtt = false
	if C.ps_end_utt(v.ps) < 0 {
		return
	}
	var s C.int32
	if C.ps_get_hyp(v.ps, &s) != nil {
		v.loop, v.looped = int32(s), true
		v.loopSegs = v.segments(v.loopSegs[:0])
	}
}

// score decodes audio with the search name and returns its best path
// score (in the decoder's log base); ok is false when nothing was heard.
func (v *verifier) score(name string, audio []int16) (score int32, ok bool) {
	_, score, ok = v.decode(name, audio)
	return score, ok
}

// decode decodes audio with the search name and returns the words of its
// best path, in recogniser tokens joined by spaces, and the path's score
// (in the decoder's log base); ok is false when nothing was heard.
func (v *verifier) decode(name string, audio []int16) (words string, score int32, ok bool) {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	if C.ps_set_search(v.ps, cname) != 0 || C.ps_start_utt(v.ps) < 0 {
		return "", 0, false
	}
	for off := 0; off < len(audio); off += 1600 {
		chunk := audio[off:min(off+1600, len(audio))]
		if C.ps_process_raw(v.ps, (*C.int16)(unsafe.Pointer(&chunk[0])), C.size_t(len(chunk)), 0, 0) < 0 {
			_ = C.ps_end_utt(v.ps)
			return "", 0, false
		}
	}
	if C.ps_end_utt(v.ps) < 0 {
		return "", 0, false
	}
	var s C.int32
	hyp := C.ps_get_hyp(v.ps, &s)
	if hyp == nil {
		return "", 0, false
	}
	return strings.Join(strings.Fields(C.GoString(hyp)), " "), int32(s), true
}

// rivalSearch names the verifier's search of the rivals of a move heard
// (Recognizer.pieceDoubt): one name, its grammar replaced for each move.
const rivalSearch = "rival"

// rival decodes audio, the utterance last checked (c), against the
// JSGF grammar g of the rivals of the words checked, and returns the
// rival it heard, in recogniser tokens, and how much better the words
// checked fitted the audio than that rival, in natural log units of the
// path score per frame of the words; ok is false when either was not
// scored.
func (v *verifier) rival(c Check, g string, audio []int16) (words string, margin float64, ok bool) {
	if !c.Done || !c.scored || c.Frames == 0 || len(audio) == 0 {
		return "", 0, false
	}
	// The grammar replaces the last rival's: the search in use is never
	// the one replaced.
	cloop := C.CString(loopSearch)
	defer C.free(unsafe.Pointer(cloop))
	if C.ps_set_search(v.ps, cloop) != 0 {
		return "", 0, false
	}
	if err := v.setSearch(rivalSearch, g); err != nil {
		return "", 0, false
	}
	words, rs, ok := v.decode(rivalSearch, audio)
	if !ok {
		return "", 0, false
	}
	lmath := C.ps_get_logmath(v.ps)
	return words, float64(C.logmath_log_to_ln(lmath, C.int32(c.score-rs))) / float64(c.Frames), true
}

// segments appends the segments of the last decoding to segs, silence
// and fillers included, their acoustic scores in natural log units.
func (v *verifier) segments(segs []segment) []segment {
	lmath := C.ps_get_logmath(v.ps)
	for it := C.ps_seg_iter(v.ps); it != nil; it = C.ps_seg_next(it) {
		var sf, ef C.int
		var ascr, lscr, lback C.int32
		C.ps_seg_frames(it, &sf, &ef)
		C.ps_seg_prob(it, &ascr, &lscr, &lback)
		segs = append(segs, segment{
			word:  C.GoString(C.ps_seg_word(it)),
			sf:    int(sf),
			ef:    int(ef),
			score: float64(C.logmath_log_to_ln(lmath, ascr)),
		})
	}
	return segs
}

// pron returns the pronunciation of word, a dictionary word with its
// variant's number ("anna(2)"), as phones separated by spaces ("" when
// the dictionary does not hold it).
func (v *verifier) pron(word string) string {
	cw := C.CString(word)
	defer C.free(unsafe.Pointer(cw))
	p := C.ps_lookup_word(v.ps, cw)
	if p == nil {
		return ""
	}
	defer C.free(unsafe.Pointer(p))
	return C.GoString(p)
}

// wordFrames returns the frames the words of segs took (silence and
// fillers left out).
func wordFrames(segs []segment) (frames int) {
	for _, s := range segs {
		if !filler(s.word) {
			frames += s.frames()
		}
	}
	return frames
}

// check decodes audio, the utterance the loop has just decoded, against
// words alone and returns how much better the loop fitted it, per frame
// of the words; levels are the levels of the audio's 10 ms frames (nil
// when not known), whose loudness peaks over the words it counts. A
// request or confirmation word alone is decoded once more against the
// other words alone, for its margin over them (Check.Cohort).
func (v *verifier) check(words string, audio []int16, levels []float64) Check {
	c := Check{Words: words, Peaks: -1, UttPeaks: -1, Loud: -1, LoudWords: -1}
	if len(audio) == 0 || !v.looped {
		return c
	}
	name := "w " + words
	if !v.searches[name] {
		if err := v.setSearch(name, voice.VerifyGrammar(words)); err != nil {
			return c
		}
	}
	ws, ok := v.score(name, audio)
	if ok {
		c.score, c.scored = ws, true
		segs := v.segments(nil)
		c.Frames = wordFrames(segs)
		c.WordGaps = wordGaps(segs, v.loopSegs)
		c.Vowels = wordVowels(segs, levels, v.pron)
		c.Dips = boundaryDips(segs, levels)
		c.Lead, c.Trail = edgeFrames(segs)
		c.bounds = wordBounds(segs)
		from, to := wordSpan(segs)
		c.LoopPhones, c.WordPhones = loopPhones(v.loopSegs, from, to), wordPhones(segs, v.pron)
		if len(levels) > 0 {
			c.Peaks = levelPeaks(levels, from, to)
			c.UttPeaks, c.Loud, c.LoudWords = utterance(levels, from+hiddenShift, to+hiddenShift)
		}
	}
	if !ok || c.Frames == 0 {
		// The words cannot be fitted to the audio at all.
		c.Done, c.Gap = true, maxGap
		return c
	}
	lmath := C.ps_get_logmath(v.ps)
	if g, ok := voice.CohortGrammar(words, v.alone); ok {
		if v.searches["c "+words] || v.setSearch("c "+words, g) == nil {
			if cs, ok := v.score("c "+words, audio); ok {
				c.Cohort = float64(C.logmath_log_to_ln(lmath, C.int32(ws-cs))) / float64(c.Frames)
				c.Cohorted = true
			}
		}
	}
	c.Done = true
	c.Gap = float64(C.logmath_log_to_ln(lmath, C.int32(v.loop-ws))) / float64(c.Frames)
	return c
}

// close frees the decoder.
func (v *verifier) close() {
	if v != nil && v.ps != nil {
		C.ps_free(v.ps)
		v.ps = nil
	}
}
