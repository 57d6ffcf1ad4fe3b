//go:build linux && cgo && !noportaudio

package speech

import (
	"os"

	"golang.org/x/sys/unix"
)

// quietPA runs f with libasound's diagnostics off and the process's
// standard error sent to /dev/null: PortAudio probes ALSA and JACK when it
// starts and prints lines ("Cannot connect to server socket") that a
// screen reader would read out. Standard error is restored before it
// returns.
func quietPA(f func()) {
	quietALSA()
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
