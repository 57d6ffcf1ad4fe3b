//go:build linux && !cgo

package speech

import (
	"context"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Device is the sound card; this build has none (see OpenDevice).
type Device struct{}

// OpenDevice always fails: on Linux the sound card is reached through ALSA,
// which needs a build with cgo (CGO_ENABLED=1 and libasound2-dev).
func OpenDevice(timeout time.Duration) (*Device, error) {
	return nil, ErrNoAudioSupport
}

// Name returns "sound card".
func (d *Device) Name() string { return "sound card" }

// playFailed says that playing on the sound card failed.
func (d *Device) playFailed(err error) error { return catalog.Errorf("speaking.play-card", err) }

// SampleRate returns DefaultSampleRate.
func (d *Device) SampleRate() int { return DefaultSampleRate }

// Play fails: there is no sound card in this build.
func (d *Device) Play(ctx context.Context, src Source) error {
	return catalog.Errorf("speaking.no-card-build")
}

// Close does nothing.
func (d *Device) Close() error { return nil }
