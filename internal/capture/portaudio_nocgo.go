//go:build !cgo || noportaudio

package capture

import "github.com/blindchess/blindchess/internal/catalog"

// Built reports whether this build can open a microphone (PortAudio,
// through cgo). It is false in this one: every function that would open
// one returns ErrNotBuilt.
const Built = false

// Microphones fails with ErrNotBuilt: this build has no PortAudio.
func Microphones() ([]Microphone, error) { return nil, ErrNotBuilt }

// PortAudioSource would be a microphone read through PortAudio; this
// build has none, so no PortAudioSource is ever opened.
type PortAudioSource struct {
	// Name is the device's name.
	Name string
	// DeviceRate and DeviceChannels are what the device records.
	DeviceRate     int
	DeviceChannels int
}

// OpenPortAudio fails with ErrNotBuilt.
func OpenPortAudio(framesPerBuffer int) (*PortAudioSource, error) {
	return nil, ErrNotBuilt
}

// OpenMicrophone fails with ErrNotBuilt.
func OpenMicrophone(name string, framesPerBuffer int) (*PortAudioSource, error) {
	return nil, ErrNotBuilt
}

// Read fails: there is no microphone in this build.
func (s *PortAudioSource) Read(buf []int16) (int, error) {
	return 0, catalog.Errorf("capture.closed")
}

// Close does nothing.
func (s *PortAudioSource) Close() error { return nil }
