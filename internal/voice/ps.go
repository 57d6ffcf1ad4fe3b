package voice

/*
#cgo pkg-config: pocketsphinx sphinxbase
#include <stdlib.h>
#include <pocketsphinx.h>

static cmd_ln_t *bc_config(const char *hmm, const char *dict) {
	return cmd_ln_init(NULL, ps_args(), TRUE, "-hmm", hmm, "-dict", dict, "-logfn", "/dev/null", NULL);
}
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unsafe"
)

// ModelDir is the en-us acoustic model of Debian's pocketsphinx-en-us.
const ModelDir = "/usr/share/pocketsphinx/model/en-us/en-us"

// Recognizer decodes utterances of 16 kHz mono int16 audio.
type Recognizer struct {
	ps *C.ps_decoder_t
}

// NewGerman returns a recogniser for German moves and requests; tmp is a
// directory for the dictionary file.
func NewGerman(tmp string) (*Recognizer, error) {
	if _, err := os.Stat(filepath.Join(ModelDir, "mdef")); err != nil {
		return nil, fmt.Errorf("the speech model is missing (install pocketsphinx-en-us): %w", err)
	}
	dict := filepath.Join(tmp, "de.dict")
	if err := os.WriteFile(dict, []byte(GermanDict()), 0o644); err != nil {
		return nil, fmt.Errorf("writing the pronunciation dictionary: %w", err)
	}
	chmm, cdict := C.CString(ModelDir), C.CString(dict)
	defer C.free(unsafe.Pointer(chmm))
	defer C.free(unsafe.Pointer(cdict))
	cfg := C.bc_config(chmm, cdict)
	if cfg == nil {
		return nil, errors.New("pocketsphinx refused its configuration")
	}
	ps := C.ps_init(cfg)
	C.cmd_ln_free_r(cfg)
	if ps == nil {
		return nil, errors.New("pocketsphinx could not start")
	}
	name, g := C.CString("chess"), C.CString(GermanGrammar())
	defer C.free(unsafe.Pointer(name))
	defer C.free(unsafe.Pointer(g))
	if C.ps_set_jsgf_string(ps, name, g) != 0 || C.ps_set_search(ps, name) != 0 {
		C.ps_free(ps)
		return nil, errors.New("pocketsphinx refused the grammar")
	}
	return &Recognizer{ps: ps}, nil
}

// Recognize decodes one utterance and returns the words heard.
func (r *Recognizer) Recognize(samples []int16) (string, error) {
	if C.ps_start_utt(r.ps) < 0 {
		return "", errors.New("pocketsphinx could not start an utterance")
	}
	for off := 0; off < len(samples); off += 1600 {
		end := min(off+1600, len(samples))
		chunk := samples[off:end]
		if C.ps_process_raw(r.ps, (*C.int16)(unsafe.Pointer(&chunk[0])), C.size_t(len(chunk)), 0, 0) < 0 {
			C.ps_end_utt(r.ps)
			return "", errors.New("pocketsphinx failed on the audio")
		}
	}
	C.ps_end_utt(r.ps)
	var score C.int32
	hyp := C.ps_get_hyp(r.ps, &score)
	if hyp == nil {
		return "", nil
	}
	return strings.TrimSpace(C.GoString(hyp)), nil
}

// Close frees the decoder.
func (r *Recognizer) Close() {
	if r.ps != nil {
		C.ps_free(r.ps)
		r.ps = nil
	}
}
