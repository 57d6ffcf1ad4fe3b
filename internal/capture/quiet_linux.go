//go:build linux && cgo && !noportaudio

package capture

/*
#cgo pkg-config: alsa
#include <alsa/asoundlib.h>

static void blindchessCaptureSilentALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}

static void blindchessCaptureQuietALSA(void) {
	snd_lib_error_set_handler(blindchessCaptureSilentALSA);
}
*/
import "C"

import "github.com/blindchess/blindchess/internal/quiet"

// quietly runs f with libasound's diagnostics off and the process's
// standard error sent to /dev/null (quiet.Stderr): PortAudio probes ALSA
// and JACK when it starts, and both print dozens of lines that a screen
// reader would read out when there is no sound card; blindchess says one
// sentence instead.
func quietly(f func()) {
	C.blindchessCaptureQuietALSA()
	quiet.Stderr(f)
}
