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

import (
	"os"

	"golang.org/x/sys/unix"
)

// quietly runs f with libasound's diagnostics off and the process's
// standard error sent to /dev/null: PortAudio probes ALSA and JACK when it
// starts, and both print dozens of lines ("ALSA lib …", "Cannot connect to
// server socket") that a screen reader would read out when there is no
// sound card; blindchess says one sentence instead. Standard error is
// restored before quietly returns.
func quietly(f func()) {
	C.blindchessCaptureQuietALSA()
	saved, err := unix.Dup(2)
	if err != nil {
		f()
		return
	}
	defer unix.Close(saved)
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		f()
		return
	}
	defer null.Close()
	if err := unix.Dup2(int(null.Fd()), 2); err != nil {
		f()
		return
	}
	defer unix.Dup2(saved, 2)
	f()
}
