//go:build !cgo || noportaudio

package speech

import (
	"context"

	"github.com/blindchess/blindchess/internal/catalog"
)

// SpeakerDevice is a sound output PortAudio finds.
type SpeakerDevice struct {
	Name     string
	HostAPI  string
	Channels int
	Rate     float64
	Default  bool
}

// errNoPortAudio says why this build cannot choose a sound device.
var errNoPortAudio = catalog.Errorf("speaking.pa-not-built")

// Speakers cannot list devices in this build.
func Speakers() ([]SpeakerDevice, error) { return nil, errNoPortAudio }

// PAOutput cannot be opened in this build.
type PAOutput struct{}

// OpenPAOutput refuses: this build has no PortAudio.
func OpenPAOutput(string) (*PAOutput, error) { return nil, errNoPortAudio }

// Name returns "sound device".
func (*PAOutput) Name() string { return "sound device" }

// playFailed says that playing on a sound device failed.
func (*PAOutput) playFailed(err error) error {
	return catalog.Errorf("speaking.play-device", "", err)
}

// SampleRate returns DefaultSampleRate.
func (*PAOutput) SampleRate() int { return DefaultSampleRate }

// Play refuses.
func (*PAOutput) Play(context.Context, Source) error { return errNoPortAudio }

// Close does nothing.
func (*PAOutput) Close() error { return nil }
