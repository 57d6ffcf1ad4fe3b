//go:build linux && cgo && !noportaudio

package speech

import "github.com/blindchess/blindchess/internal/quiet"

// quietPA runs f with libasound's diagnostics off and the process's
// standard error sent to /dev/null (quiet.Stderr): PortAudio probes ALSA
// and JACK when it starts and prints lines ("Cannot connect to server
// socket") that a screen reader would read out.
func quietPA(f func()) {
	quietALSA()
	quiet.Stderr(f)
}
