//go:build cgo && !nopocketsphinx

package sphinx

/*
#cgo pkg-config: pocketsphinx sphinxbase
#include <stdlib.h>
#include <pocketsphinx.h>
cmd_ln_t *bc_config(const char *hmm, const char *dict, const char *wip, const char *fillprob, const char *silprob, const char *topn, const char *warp);
*/
import "C"

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unsafe"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/voice"
)

// hearPhrase decodes the whole recording samples with the grammar g, a
// decoder configured as New's at warp, and returns the words heard
// (without the recogniser's checks of New: the phrase is no move).
func hearPhrase(dict, g string, warp float64, samples []int16) (string, error) {
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
	}
	cfg := C.bc_config(chmm, cdict, cwip, cfill, csil, ctopn, cwarp)
	if cfg == nil {
		return "", catalog.Errorf("voice.config-refused")
	}
	ps := C.ps_init(cfg)
	C.cmd_ln_free_r(cfg)
	if ps == nil {
		return "", catalog.Errorf("voice.no-start")
	}
	defer C.ps_free(ps)
	name, cg := C.CString("calibration"), C.CString(g)
	defer C.free(unsafe.Pointer(name))
	defer C.free(unsafe.Pointer(cg))
	if C.ps_set_jsgf_string(ps, name, cg) != 0 || C.ps_set_search(ps, name) != 0 {
		return "", catalog.Errorf("voice.grammar-refused")
	}
	if C.ps_start_utt(ps) < 0 {
		return "", catalog.Errorf("voice.no-utterance-start")
	}
	// 300 ms of silence around the recording, as Recognize gives it.
	padding := make([]int16, 16000*3/10)
	for _, part := range [][]int16{padding, samples, padding} {
		for off := 0; off < len(part); off += 1600 {
			chunk := part[off:min(off+1600, len(part))]
			if C.ps_process_raw(ps, (*C.int16)(unsafe.Pointer(&chunk[0])), C.size_t(len(chunk)), 0, 0) < 0 {
				C.ps_end_utt(ps)
				return "", catalog.Errorf("voice.audio-failed")
			}
		}
	}
	if C.ps_end_utt(ps) < 0 {
		return "", catalog.Errorf("voice.no-utterance-end")
	}
	var score C.int32
	hyp := C.ps_get_hyp(ps, &score)
	if hyp == nil {
		return "", nil
	}
	return strings.Join(strings.Fields(C.GoString(hyp)), " "), nil
}

// writeDict writes the pronunciation dictionary of v into dir and
// returns its path.
func writeDict(v voice.Vocab, dir string) (string, error) {
	text, err := v.Dict()
	if err != nil {
		return "", catalog.Errorf("voice.recognition", err)
	}
	dict := filepath.Join(dir, "blindchess-calibration.dict")
	if err := os.WriteFile(dict, []byte(text), 0o644); err != nil {
		return "", catalog.Errorf("voice.write-dict", err)
	}
	return dict, nil
}
