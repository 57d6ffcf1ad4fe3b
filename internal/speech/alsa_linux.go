//go:build linux && cgo

package speech

/*
#cgo pkg-config: alsa
#include <alsa/asoundlib.h>

static void blindchessSilentALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}

static void blindchessQuietALSA(void) {
	snd_lib_error_set_handler(blindchessSilentALSA);
}
*/
import "C"

// quietALSA stops libasound from printing its diagnostics to stderr (a
// screen reader would read out a dozen "ALSA lib ..." lines when there is
// no sound card); blindchess reports one sentence instead. It sets
// libasound's process-wide error handler.
func quietALSA() { C.blindchessQuietALSA() }
