//go:build cgo && !nopocketsphinx

package sphinx

/*
#cgo pkg-config: pocketsphinx sphinxbase
#include <stdlib.h>
#include <pocketsphinx.h>
*/
import "C"

import "unsafe"

// floatSetting returns the floating-point setting name ("-pip") of the
// decoder that hears the words (which holds the style's own settings,
// voice.DecoderSettings) or, with verifier, of the verifier's (which
// keeps the shared ones).
func (r *Recognizer) floatSetting(name string, verifier bool) float64 {
	ps := r.ps
	if verifier {
		ps = r.ver.ps
	}
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	return float64(C.cmd_ln_float_r(C.ps_get_config(ps), cname))
}
