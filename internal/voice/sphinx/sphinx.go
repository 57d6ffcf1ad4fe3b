//go:build cgo && !nopocketsphinx

package sphinx

/*
#cgo pkg-config: pocketsphinx sphinxbase
#include <stdlib.h>
#include <pocketsphinx.h>

// bc_config is the decoders' configuration; warp and mllr (a speaker's
// transform file) may be NULL, none.
static cmd_ln_t *bc_config(const char *hmm, const char *dict, const char *wip, const char *fillprob, const char *silprob, const char *topn, const char *warp, const char *mllr) {
	cmd_ln_t *cfg;
	if (warp == NULL)
		cfg = cmd_ln_init(NULL, ps_args(), TRUE, "-hmm", hmm, "-dict", dict, "-wip", wip, "-fillprob", fillprob, "-silprob", silprob, "-topn", topn, "-logfn", "/dev/null", NULL);
	else
		cfg = cmd_ln_init(NULL, ps_args(), TRUE, "-hmm", hmm, "-dict", dict, "-wip", wip, "-fillprob", fillprob, "-silprob", silprob, "-topn", topn,
			"-warp_type", "inverse_linear", "-warp_params", warp, "-logfn", "/dev/null", NULL);
	if (cfg != NULL && mllr != NULL)
		cmd_ln_set_str_r(cfg, "-mllr", mllr);
	return cfg;
}

// sphinxbase keeps the inverse-linear warp's parameters in static
// variables, read when a decoder is made, and parses a warp only when its
// text differs from the one last given: a decoder made without a warp
// sets them to no warp but leaves that text, so the next decoder with the
// same warp as before would be made unwarped. bc_reset_warp forgets the
// text (an empty one parses to no warp), so that the next warp given is
// parsed again. The function is exported by libsphinxbase but not in its
// headers.
void fe_warp_inverse_linear_set_parameters(char const *param_str, float sampling_rate);
static void bc_reset_warp(void) { fe_warp_inverse_linear_set_parameters("", 16000); }

static cmd_ln_t *bc_phone_config(const char *hmm, const char *phones) {
	return cmd_ln_init(NULL, ps_args(), TRUE, "-hmm", hmm, "-allphone", phones, "-backtrace", "yes",
		"-beam", "1e-20", "-pbeam", "1e-20", "-lw", "2.0", "-logfn", "/dev/null", NULL);
}
*/
import "C"

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// startMu serialises the starting of decoders in one process (NewConfig,
// Phones). Pocketsphinx's configuration parsing and ps_init touch state
// of the whole process (the warp's parse, reset by bc_reset_warp;
// sphinxbase's log and error settings), and two recognisers started at
// once by cmd/blindchess's parallel tests corrupted the heap ("free():
// corrupted unsorted chunks" in ps_init, session 21). The program starts
// one recogniser at a time, so it costs nothing there. It is the
// package's only state, and guards the C library's, not the program's.
var startMu sync.Mutex

// Built reports whether this build has the recogniser (pocketsphinx,
// through cgo). It is true in this one.
const Built = true

// CheckModel reports whether the acoustic model is installed, and what to
// install when it is not.
func CheckModel() error {
	if _, err := os.Stat(filepath.Join(ModelDir, "mdef")); err != nil {
		return catalog.Errorf("voice.model-missing", err)
	}
	return nil
}

// wordInsertion is pocketsphinx's word insertion probability (-wip;
// its default is 0.65). A higher value stops the decoder from dropping a
// word of a move ("Springer Felix drei" heard as "Felix drei") or taking a
// move for a one-word request. Measured with the round trip (200 real
// moves in their positions, espeak-ng): German at rate 1.5 rises from 76 %
// to 88.5 % (rate 1: 97.5 % and 96.5 %), English at rate 1.5 from 68.5 %
// to 79 %. 1000 did better still within a position's grammar (German 95 %
// at rate 1.5) but invented words with the grammar of every move
// ("moves" heard as "anna two mate").
const wordInsertion = "100"

// fillerProbability is pocketsphinx's probability of a filler (-fillprob;
// its default is 1e-8). The en-us model's fillers include [SPEECH], which
// takes any speech: speech must be heard as words of the grammar or as
// the garbage model (voice.GarbageWeight), which rejects it.
const fillerProbability = "1e-40"

// silenceProbability is pocketsphinx's probability of a silence between
// words (-silprob), its default: lower ones (1e-4 and less, tried on the
// tuning set) lost moves and kept the conversation.
const silenceProbability = "0.005"

// gaussians is how many of each senone's Gaussians the decoder scores
// (-topn; its default is 4). Tried on the tuning set (40 moves per voice,
// five voices, three styles): 8 heard 568 of 600 moves exact, 4 heard
// 561. Beside it: -remove_silence no 565 (with -topn 8: 569, within the
// noise of 600 moves, left at its default), -dither yes 556, -lw 10 with
// -topn 8 525 (wider beams were too slow to finish a run).
//
// Measured on 2026-11-26 against these settings, each alone (tuning set,
// BLINDCHESS_VOICEBENCH_SET=tuning N=40 PART=moves, moves exact of 310
// per style with the promotions and checks, en/cs/de; before 292/296/
// 302): -lw 4 295/293/302, -lw 8 290/296/299, -wip 50 295/295/304,
// -wip 200 290/296/301, -silprob 0.05 291/291/301, -beam 1e-60 -pbeam
// 1e-60 -wbeam 1e-40 289/298/302 at 187-221 ms median latency instead
// of 162, -cmninit from espeak-ng's cepstrum unchanged, -remove_noise no
// 298/297/305 but conversation false accepts 12 → 16 (and the noise
// removal is for real halls): all left at these values (docs/voice.md).
const gaussians = "8"

// maxInnerSilence is the longest silence or filler between two words of
// an utterance, in 10 ms frames (plausible). Tuned on the tuning set.
// 250 ms: people pause between the words of a move, and the endpointer's
// whole pause is 300 ms.
const maxInnerSilence = 25

// maxHidden is the most loud frames (10 ms, hiddenRise dB above the
// utterance's quietest) the decoder may take for silence or a filler
// around and between the words of an utterance (plausible): more is
// speech the words do not account for, conversation fitted to a move or
// a "ja" found in a longer word. Tuned on the tuning set: its moves hide
// at most 21 frames (rates 1 and 1.5, de, en and cs), the sentences of
// conversation it took for moves 28 and more, or 14 and less.
//
// hiddenShift is how many frames the decoder's first segment starts
// after the first frame the listener fed it: measured on the tuning
// moves, whose loud frames fall inside their words with it (with none,
// every move seemed to hide 100 ms of speech at its edges).
const (
	maxHidden   = 24
	hiddenRise  = 12.0
	hiddenShift = 10
)

// Recognizer decodes utterances of 16 kHz mono int16 audio against the
// grammar of a vocabulary. It is used by one goroutine at a time.
type Recognizer struct {
	ps      *C.ps_decoder_t
	vocab   voice.Vocab
	inUtt   bool
	grammar string       // the grammar in use
	finals  voice.Finals // its utterances that nothing can follow
	// levels are the levels (dBFS) of the utterance's 10 ms frames, as
	// the listener fed them (nil for a whole recording), and hidden the
	// loud frames of the last utterance heard as silence (plausible).
	levels []float64
	hidden int
	// bounds are the first and last frame of each word of the last
	// utterance (wordBounds; plausible).
	bounds [][2]int
	// edges bounds the silence before and after the words of an utterance
	// cut by the listener's endpointer, in frames (nil: unbounded, a
	// whole recording).
	edges *edgeBounds
	// pos is the position whose legal moves the grammar holds (nil: every
	// move, or another grammar); parser reads its words as moves.
	pos    *rules.Position
	parser *phonetic.Parser
	// alt is the runner-up of the utterance just ended (RunnerUp), and
	// nbest every other legal move of its N-best list (LastNBest).
	alt   RunnerUp
	nbest []RunnerUp
	// phones marks the phone decoder of Phones: its words are the model's
	// phones, which the grammar's checks for speech that is not a move
	// (the garbage loop of phones, stretched words) must not drop.
	phones bool
	// ver verifies short results (voice.VerifyLimit) on audio, the
	// utterance's samples as fed; check is its result for the utterance
	// last ended, and noVerify takes every result, for measuring.
	ver   *verifier
	plain *verifier
	// fel scores a Czech move heard to another file against its piece's
	// moves to the f-file (felixRival), on a decoder of its own; nil in
	// the other styles.
	fel *verifier
	// dre scores a German move heard to the second rank against its
	// piece's moves to the third (dreiRival), on a decoder of its own;
	// nil in the other styles.
	dre      *verifier
	audio    []int16
	check    Check
	noVerify bool
}

// edgeBounds are the most silence, in 10 ms frames, an utterance cut by
// the endpointer has before its first word (the endpointer's preroll,
// and a little) and after its last (the pause that ended it, and a
// little). More is speech the decoder heard as silence: conversation
// fitted to a move.
type edgeBounds struct{ lead, trail int }

// New returns a recogniser of the vocabulary v, listening for every move
// its words can form (SetPosition narrows it to the legal moves). dir is a
// folder for the pronunciation dictionary file.
func New(v voice.Vocab, dir string) (*Recognizer, error) { return NewWarped(v, dir, 1) }

// NewWarped is New with the frequencies of the audio warped by warp
// (pocketsphinx's -warp_type inverse_linear -warp_params warp: a
// frequency f is heard as f/warp), from WarpMin to WarpMax; 1 is no warp.
// A warp above 1 brings a short vocal tract's high formants (a child's,
// many women's) down to where the model's voices have theirs.
func NewWarped(v voice.Vocab, dir string, warp float64) (*Recognizer, error) {
	if err := checkWarp(warp); err != nil {
		return nil, err
	}
	return NewConfig(v, dir, Config{Warp: warp})
}

// NewConfig is New with the warp and the speaker's transform of c. A
// transform that cannot be read or is not one of the model's shape is
// refused (checkMLLR) before any decoder is made.
func NewConfig(v voice.Vocab, dir string, c Config) (*Recognizer, error) {
	warp := c.Warp
	if warp == 0 {
		warp = 1
	}
	if err := checkWarp(warp); err != nil {
		return nil, err
	}
	if err := CheckModel(); err != nil {
		return nil, err
	}
	startMu.Lock()
	defer startMu.Unlock()
	var cmllr *C.char
	if c.MLLR != "" {
		if err := checkMLLR(c.MLLR); err != nil {
			return nil, err
		}
		cmllr = C.CString(c.MLLR)
		defer C.free(unsafe.Pointer(cmllr))
	}
	text, err := v.Dict()
	if err != nil {
		return nil, catalog.Errorf("voice.recognition", err)
	}
	dict := filepath.Join(dir, "blindchess-voice.dict")
	if err := os.WriteFile(dict, []byte(text), 0o644); err != nil {
		return nil, catalog.Errorf("voice.write-dict", err)
	}
	chmm, cdict := C.CString(ModelDir), C.CString(dict)
	defer C.free(unsafe.Pointer(chmm))
	defer C.free(unsafe.Pointer(cdict))
	cwip := C.CString(wordInsertion)
	defer C.free(unsafe.Pointer(cwip))
	cfill := C.CString(fillerProbability)
	defer C.free(unsafe.Pointer(cfill))
	csil := C.CString(silenceProbability)
	defer C.free(unsafe.Pointer(csil))
	ctopn := C.CString(gaussians)
	defer C.free(unsafe.Pointer(ctopn))
	var cwarp *C.char
	if warp != 1 {
		cwarp = C.CString(strconv.FormatFloat(warp, 'f', -1, 64))
		defer C.free(unsafe.Pointer(cwarp))
		// Parsed again, even after a decoder without a warp (bc_reset_warp).
		C.bc_reset_warp()
	}
	cfg := C.bc_config(chmm, cdict, cwip, cfill, csil, ctopn, cwarp, cmllr)
	if cfg == nil {
		return nil, catalog.Errorf("voice.config-refused")
	}
	// The style's own settings (voice.DecoderSettings) are for the
	// decoder that hears the words; the verifier keeps the shared ones,
	// on which its limits were tuned.
	wcfg := cfg
	if own := voice.DecoderSettings(v.Style); len(own) > 0 {
		wcfg = C.bc_config(chmm, cdict, cwip, cfill, csil, ctopn, cwarp, cmllr)
		if wcfg == nil {
			C.cmd_ln_free_r(cfg)
			return nil, catalog.Errorf("voice.config-refused")
		}
		defer C.cmd_ln_free_r(wcfg)
		for _, s := range own {
			name := C.CString(s.Name)
			C.cmd_ln_set_float_r(wcfg, name, C.double(s.Value))
			C.free(unsafe.Pointer(name))
		}
	}
	ps := C.ps_init(wcfg)
	if ps == nil {
		C.cmd_ln_free_r(cfg)
		return nil, catalog.Errorf("voice.no-start")
	}
	ver, err := newVerifier(cfg)
	if err != nil {
		C.cmd_ln_free_r(cfg)
		C.ps_free(ps)
		return nil, err
	}
	C.cmd_ln_free_r(cfg)
	var fel *verifier
	if v.Style == phonetic.CzechStyle {
		fel, err = newFelixDecoder(C.bc_config(chmm, cdict, cwip, cfill, csil, ctopn, cwarp, cmllr))
	}
	if err != nil {
		ver.close()
		C.ps_free(ps)
		return nil, err
	}
	var dre *verifier
	if v.Style == phonetic.AnnexD {
		dre, err = newFelixDecoder(C.bc_config(chmm, cdict, cwip, cfill, csil, ctopn, cwarp, cmllr))
	}
	if err != nil {
		ver.close()
		fel.close()
		C.ps_free(ps)
		return nil, err
	}
	ver.alone = voice.AloneWords(v.Lang)
	r := &Recognizer{ps: ps, ver: ver, fel: fel, dre: dre, vocab: v, parser: phonetic.NewParser(v.Style)}
	if cmllr != nil && c.VerifyPlain {
		pcfg := C.bc_config(chmm, cdict, cwip, cfill, csil, ctopn, cwarp, nil)
		if pcfg == nil {
			r.Close()
			return nil, catalog.Errorf("voice.config-refused")
		}
		r.plain, err = newVerifier(pcfg)
		C.cmd_ln_free_r(pcfg)
		if err != nil {
			r.Close()
			return nil, err
		}
		r.plain.alone = ver.alone
	}
	if err := r.SetGrammar(v.Grammar(nil, true)); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// SetPosition makes the recogniser listen for the legal moves of pos and
// the requests (nil: every move), and with confirm for the confirmation
// words too.
func (r *Recognizer) SetPosition(pos *rules.Position, confirm bool) error {
	if err := r.setGrammar(r.vocab.Grammar(pos, confirm), r.vocab.Finals(pos, confirm)); err != nil {
		return err
	}
	r.pos = pos
	return nil
}

// SetRequests makes the recogniser listen for the requests of the talking
// clock alone.
func (r *Recognizer) SetRequests() error {
	// A request is never final (voice.Finals): it counts only as a
	// whole utterance, ended by the whole pause.
	return r.setGrammar(r.vocab.RequestGrammar(), voice.Finals{})
}

// SetGrammar makes the recogniser listen for the JSGF grammar g, whose
// words must be in the vocabulary. Final is then false for every
// utterance.
func (r *Recognizer) SetGrammar(g string) error {
	return r.setGrammar(g, voice.Finals{})
}

// Final reports whether words, heard with the grammar in use, are a whole
// utterance that nothing can follow (voice.Finals).
func (r *Recognizer) Final(words string) bool { return r.finals.Final(words) }

// setGrammar makes g the grammar, with its final utterances f.
func (r *Recognizer) setGrammar(g string, f voice.Finals) error {
	if g == r.grammar {
		r.finals = f
		return nil
	}
	if r.inUtt {
		return catalog.Errorf("voice.grammar-in-utterance")
	}
	name, cg := C.CString("chess"), C.CString(g)
	defer C.free(unsafe.Pointer(name))
	defer C.free(unsafe.Pointer(cg))
	if C.ps_set_jsgf_string(r.ps, name, cg) != 0 || C.ps_set_search(r.ps, name) != 0 {
		return catalog.Errorf("voice.grammar-refused")
	}
	r.grammar, r.finals, r.pos = g, f, nil
	return nil
}

// Begin starts an utterance; Feed gives it audio as it comes and End
// returns the words heard.
func (r *Recognizer) Begin() error {
	if r.inUtt {
		return nil
	}
	if C.ps_start_utt(r.ps) < 0 {
		return catalog.Errorf("voice.no-utterance-start")
	}
	r.inUtt = true
	r.audio = r.audio[:0]
	if r.ver != nil {
		r.ver.begin()
	}
	if r.plain != nil {
		r.plain.begin()
	}
	return nil
}

// Feed decodes the next samples of the utterance.
func (r *Recognizer) Feed(samples []int16) error {
	if !r.inUtt {
		return catalog.Errorf("voice.no-utterance")
	}
	for off := 0; off < len(samples); off += 1600 {
		chunk := samples[off:min(off+1600, len(samples))]
		if C.ps_process_raw(r.ps, (*C.int16)(unsafe.Pointer(&chunk[0])), C.size_t(len(chunk)), 0, 0) < 0 {
			return catalog.Errorf("voice.audio-failed")
		}
		if r.ver != nil {
			r.ver.feed(chunk)
		}
		if r.plain != nil {
			r.plain.feed(chunk)
		}
	}
	if r.ver != nil {
		r.audio = append(r.audio, samples...)
	}
	return nil
}

// inUtterance reports whether an utterance was begun and not yet ended.
func (r *Recognizer) inUtterance() bool { return r.inUtt }

// End ends the utterance and returns the words heard, in recogniser tokens
// joined by spaces ("springer felix drei"), or "" when nothing in the
// grammar was heard.
func (r *Recognizer) End() (string, error) {
	if !r.inUtt {
		return "", catalog.Errorf("voice.no-utterance")
	}
	r.inUtt = false
	r.alt = RunnerUp{}
	r.nbest = nil
	r.check = Check{}
	if r.ver != nil {
		r.ver.end()
	}
	if r.plain != nil {
		r.plain.end()
	}
	if C.ps_end_utt(r.ps) < 0 {
		return "", catalog.Errorf("voice.no-utterance-end")
	}
	var score C.int32
	hyp := C.ps_get_hyp(r.ps, &score)
	if hyp == nil {
		return "", nil
	}
	words := strings.Join(strings.Fields(C.GoString(hyp)), " ")
	if r.phones {
		return words, nil
	}
	if voice.IsGarbage(words) {
		return "", nil // speech, but not in the grammar
	}
	if !r.plausible() {
		return "", nil // longer speech than the words heard
	}
	if _, short := voice.VerifyLimit(words); r.ver != nil && (short || voice.WordVerified(words) || r.noVerify && voice.Verifiable(words)) {
		r.check = r.ver.check(words, r.audio, r.levels)
		r.check.Hidden = r.hidden
		r.check.Drift, r.check.Drifted = boundaryDrift(r.bounds, r.check.bounds)
		r.check.judge(r.vocab.Style)
		if r.check.Rejected && !r.noVerify {
			return "", nil // the words fit far worse than free phones
		}
		if voice.WordVerified(words) && (squeezedWord(r.check.Vowels) != "" || tooFewPeaks(r.check) || hiddenAndWeak(r.check, r.hidden) || longMoveFitsBadly(r.check) || wordLostBeforeSquare(r.vocab.Style, r.check)) && !r.noVerify {
			return "", nil // a word heard that was not said (squeeze.go, longgap.go, lostword.go)
		}
		if r.plain != nil {
			pc := r.plain.check(words, r.audio, r.levels)
			pc.Hidden = r.hidden
			pc.judge(r.vocab.Style)
			r.check.Plain = &pc
			if pc.Rejected && !r.noVerify {
				return "", nil
			}
			if voice.WordVerified(words) && (squeezedWord(pc.Vowels) != "" || tooFewPeaks(pc) || hiddenAndWeak(pc, r.hidden) || longMoveFitsBadly(pc) || wordLostBeforeSquare(r.vocab.Style, pc)) && !r.noVerify {
				return "", nil
			}
		}
	}
	r.felixRival(words)
	r.dreiRival(words)
	r.alt = r.runnerUp(words)
	return words, nil
}

// LastCheck returns the verifier's result for the utterance last ended
// (the zero Check when it was not verified).
func (r *Recognizer) LastCheck() Check { return r.check }

// SetVerify switches the verification of short results on (the default)
// or off; off, every short result (voice.Verifiable) is checked but
// taken, and LastCheck tells whether it would have been rejected: for
// measuring.
func (r *Recognizer) SetVerify(on bool) { r.noVerify = !on }

// plausible reports whether the words of the utterance just ended took
// the time words take: a sentence of conversation fitted to a move
// stretches its few words, or hides the rest of its speech in long
// silences between them or in the model's fillers ([SPEECH], [NOISE]). A
// silence between words longer than maxInnerSilence is such speech:
// the endpointer ends an utterance at a real pause that long.
func (r *Recognizer) plausible() bool {
	type seg struct {
		word       string
		frames, sf int
	}
	var segs []seg
	var whole []segment
	for it := C.ps_seg_iter(r.ps); it != nil; it = C.ps_seg_next(it) {
		var sf, ef C.int
		C.ps_seg_frames(it, &sf, &ef)
		segs = append(segs, seg{C.GoString(C.ps_seg_word(it)), int(ef-sf) + 1, int(sf)})
		whole = append(whole, segment{word: segs[len(segs)-1].word, sf: int(sf), ef: int(ef)})
	}
	r.bounds = wordBounds(whole)
	r.hidden = 0
	if len(r.levels) > 0 && len(segs) > 0 {
		// Loud frames the decoder took for silence or a filler: speech
		// that is not in the words heard. The decoder counts its frames
		// on from its previous utterances; its segments tile this one.
		floor := slices.Min(r.levels)
		for _, s := range segs {
			if !strings.HasPrefix(s.word, "<") && !strings.HasPrefix(s.word, "[") {
				continue
			}
			for f := s.sf - segs[0].sf + hiddenShift; f < s.sf-segs[0].sf+hiddenShift+s.frames && f < len(r.levels); f++ {
				if f >= 0 && r.levels[f] >= floor+hiddenRise {
					r.hidden++
				}
			}
		}
		if r.hidden > maxHidden {
			return false
		}
	}
	first, last := -1, -1
	for i, s := range segs {
		if !strings.HasPrefix(s.word, "<") && !strings.HasPrefix(s.word, "[") {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if r.edges != nil && first >= 0 {
		lead, trail := 0, 0
		for _, s := range segs[:first] {
			lead += s.frames
		}
		for _, s := range segs[last+1:] {
			trail += s.frames
		}
		if lead > r.edges.lead || trail > r.edges.trail {
			return false
		}
	}
	silence := 0
	for i := first + 1; i < last; i++ {
		s := segs[i]
		switch {
		case strings.HasPrefix(s.word, "<") || strings.HasPrefix(s.word, "["):
			silence += s.frames
			if silence > maxInnerSilence {
				return false
			}
		default:
			silence = 0
		}
	}
	for _, s := range segs {
		if !strings.HasPrefix(s.word, "<") && !strings.HasPrefix(s.word, "[") && s.frames > voice.MaxFrames(s.word) {
			return false
		}
	}
	return true
}

// setLevels gives the levels of the utterance's frames so far (plausible).
func (r *Recognizer) setLevels(levels []float64) { r.levels = levels }

// Hidden is the speech, in 10 ms frames, that the decoder took for
// silence or a filler around and between the words of the last utterance
// the listener gave it (0 for a whole recording): for measuring.
func (r *Recognizer) Hidden() int { return r.hidden }

// Partial returns the words heard so far in the utterance, which goes on.
func (r *Recognizer) Partial() string {
	if !r.inUtt {
		return ""
	}
	var score C.int32
	hyp := C.ps_get_hyp(r.ps, &score)
	if hyp == nil {
		return ""
	}
	return strings.Join(strings.Fields(C.GoString(hyp)), " ")
}

// Recognize decodes one whole utterance (a recording that may start and
// end with the speech itself) and returns the words heard.
func (r *Recognizer) Recognize(samples []int16) (string, error) {
	r.levels = nil // a whole recording: no listener measured it
	if err := r.Begin(); err != nil {
		return "", err
	}
	// 300 ms of silence around the recording: the acoustic model needs
	// some to tell speech from background.
	padding := make([]int16, 16000*3/10)
	for _, part := range [][]int16{padding, samples, padding} {
		if len(part) == 0 {
			continue
		}
		if err := r.Feed(part); err != nil {
			_, _ = r.End()
			return "", err
		}
	}
	return r.End()
}

// Phones decodes a whole recording into the phones of the acoustic model,
// free of any grammar or dictionary ("SIL D EH N L EH T S T SIL"): what
// the model hears, for writing the pronunciations of a word as a voice
// says it (listen --phones).
func Phones(samples []int16) (string, error) {
	if err := CheckModel(); err != nil {
		return "", err
	}
	chmm, cphones := C.CString(ModelDir), C.CString(PhoneModel)
	defer C.free(unsafe.Pointer(chmm))
	defer C.free(unsafe.Pointer(cphones))
	startMu.Lock()
	cfg := C.bc_phone_config(chmm, cphones)
	if cfg == nil {
		startMu.Unlock()
		return "", catalog.Errorf("voice.phone-config-refused")
	}
	ps := C.ps_init(cfg)
	C.cmd_ln_free_r(cfg)
	startMu.Unlock()
	if ps == nil {
		return "", catalog.Errorf("voice.phone-no-start")
	}
	r := &Recognizer{ps: ps, phones: true}
	defer r.Close()
	return r.Recognize(samples)
}

// Close frees the decoder.
func (r *Recognizer) Close() {
	r.ver.close()
	r.ver = nil
	r.plain.close()
	r.plain = nil
	r.fel.close()
	r.fel = nil
	r.dre.close()
	r.dre = nil
	if r.ps != nil {
		C.ps_free(r.ps)
		r.ps = nil
	}
}

// boundEdges bounds the silence around the words of each utterance
// (edgeBounds): the listener's utterances are cut by its endpointer.
func (r *Recognizer) boundEdges(lead, trail int) { r.edges = &edgeBounds{lead, trail} }
