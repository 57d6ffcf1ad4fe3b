//go:build !linux || cgo

package speech

import (
	"context"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"github.com/blindchess/blindchess/internal/catalog"
)

// deviceBuffer is the latency of the sound card buffer blindchess asks for.
const deviceBuffer = 40 * time.Millisecond

// Device is the sound card, played through ebitengine/oto (ALSA on Linux,
// Core Audio on macOS, WASAPI on Windows) in stereo at DefaultSampleRate.
type Device struct {
	ctx *oto.Context

	mu        sync.Mutex
	playing   int         // Play calls in progress
	suspended bool        // no Play for a while: nothing is written
	idle      *time.Timer // suspends the device after the last Play
}

// sound is the process's sound card. The audio library allows one per
// process (a second context is refused, even after the first failed), so
// the first OpenDevice opens it and later calls share what it got.
var sound struct {
	sync.Mutex
	ctx   *oto.Context
	ready chan struct{}
	err   error
	dev   *Device
}

// OpenDevice opens the default sound output and waits up to timeout for it
// to be ready. The audio library allows one device per process: every call
// returns the same Device (or the same reason why there is none). With no
// sound card it returns an error wrapping ErrNoSoundCard (and ALSA's own
// complaints are kept off the terminal).
func OpenDevice(timeout time.Duration) (*Device, error) {
	sound.Lock()
	defer sound.Unlock()
	if sound.dev != nil {
		return sound.dev, nil
	}
	if sound.ctx == nil && sound.err == nil {
		quietALSA()
		c, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:   DefaultSampleRate,
			ChannelCount: 2,
			Format:       oto.FormatSignedInt16LE,
			BufferSize:   deviceBuffer,
		})
		if err != nil {
			sound.err = &NoSoundCardError{Why: ErrNoSoundCard, Detail: err}
		} else {
			sound.ctx, sound.ready = c, ready
		}
	}
	if sound.err != nil {
		return nil, sound.err
	}
	select {
	case <-sound.ready:
	case <-time.After(timeout):
		return nil, &NoSoundCardError{Why: catalog.Errorf("speaking.no-sound-card-timeout", ErrNoSoundCard, catalog.Span{D: timeout})}
	}
	if err := sound.ctx.Err(); err != nil {
		return nil, &NoSoundCardError{Why: ErrNoSoundCard, Detail: err}
	}
	// Idle, the device is suspended: no silence is written while nothing
	// is said (it saves power, and an unclocked sink stays small).
	if err := sound.ctx.Suspend(); err != nil {
		return nil, &NoSoundCardError{Why: ErrNoSoundCard, Detail: err}
	}
	sound.dev = &Device{ctx: sound.ctx, suspended: true}
	return sound.dev, nil
}

// Name returns "sound card".
func (d *Device) Name() string { return "sound card" }

// playFailed says that playing on the sound card failed.
func (d *Device) playFailed(err error) error { return catalog.Errorf("speaking.play-card", err) }

// SampleRate returns DefaultSampleRate.
func (d *Device) SampleRate() int { return DefaultSampleRate }

// Play plays src until it ends or ctx is cancelled.
func (d *Device) Play(ctx context.Context, src Source) error {
	if err := d.acquire(); err != nil {
		return err
	}
	defer d.release()
	r := &sourceReader{src: src}
	p := d.ctx.NewPlayer(r) // oto v3.4 players need no Close
	// A small player buffer keeps interruption quick: 50 ms of stereo S16.
	p.SetBufferSize(DefaultSampleRate / 20 * 4) // whole frames, or oto swaps the channels
	p.Play()
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for p.IsPlaying() {
		select {
		case <-ctx.Done():
			p.Pause()
			return ctx.Err()
		case <-tick.C:
		}
	}
	if err := p.Err(); err != nil {
		return catalog.Errorf("speaking.sound-card", err)
	}
	if err := d.ctx.Err(); err != nil {
		return catalog.Errorf("speaking.sound-card", err)
	}
	return nil
}

// acquire resumes the device for the first Play in progress.
func (d *Device) acquire() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.idle != nil {
		d.idle.Stop()
		d.idle = nil
	}
	if d.suspended {
		if err := d.ctx.Resume(); err != nil {
			return catalog.Errorf("speaking.sound-card", err)
		}
		d.suspended = false
	}
	d.playing++
	return nil
}

// release suspends the device once no Play is in progress, after the
// driver's buffer has had time to sound.
func (d *Device) release() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.playing--
	if d.playing > 0 {
		return
	}
	d.idle = time.AfterFunc(2*deviceBuffer, func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		if d.playing == 0 && !d.suspended {
			if d.ctx.Suspend() == nil {
				d.suspended = true
			}
		}
	})
}

// Close does nothing: the device stays open for the process (the audio
// library cannot close it) and is suspended while idle.
func (d *Device) Close() error { return nil }

// sourceReader adapts a Source to the io.Reader of little-endian bytes the
// player pulls from.
type sourceReader struct {
	src  Source
	rest []byte
	eof  bool
}

func (r *sourceReader) Read(p []byte) (int, error) {
	for len(r.rest) == 0 {
		if r.eof {
			return 0, io.EOF
		}
		frames, err := r.src.ReadFrames()
		if errors.Is(err, io.EOF) {
			r.eof = true
			continue
		}
		if err != nil {
			return 0, err
		}
		r.rest = int16Bytes(frames)
	}
	n := copy(p, r.rest)
	r.rest = r.rest[n:]
	return n, nil
}
