package speech

import (
	"context"
	"errors"
	"io"
	"os"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// DefaultSampleRate is the rate of the embedded clips and of espeak-ng,
// and the rate blindchess plays and writes audio at.
const DefaultSampleRate = 22050

// UtterancePause is the silence a WAV file gets between two utterances.
const UtterancePause = 400 * time.Millisecond

// WAVOutput is an Output that writes everything played into one stereo
// 16-bit WAV file, with a pause between utterances. No audio device is
// needed.
type WAVOutput struct {
	mu    sync.Mutex
	f     *os.File
	w     *WAVFile
	rate  int
	pause time.Duration
	n     int // utterances written
	path  string
}

// CreateWAV creates (or truncates) the WAV file at path. pause is the
// silence between utterances (0: UtterancePause).
func CreateWAV(path string, rate int, pause time.Duration) (*WAVOutput, error) {
	if rate <= 0 {
		rate = DefaultSampleRate
	}
	if pause <= 0 {
		pause = UtterancePause
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, catalog.Errorf("speaking.wav-create", err)
	}
	w, err := NewWAVFile(f, rate, 2)
	if err != nil {
		f.Close()
		return nil, catalog.Errorf("speaking.named", path, err)
	}
	return &WAVOutput{f: f, w: w, rate: rate, pause: pause, path: path}, nil
}

// Name returns "WAV file <path>".
func (o *WAVOutput) Name() string { return "WAV file " + o.path }

// playFailed says that writing the WAV file failed.
func (o *WAVOutput) playFailed(err error) error {
	return catalog.Errorf("speaking.play-wav", o.path, err)
}

// SampleRate returns the file's rate.
func (o *WAVOutput) SampleRate() int { return o.rate }

// Play appends src to the file, after a pause if it is not the first
// utterance. It renders as fast as the synth produces, not in real time.
func (o *WAVOutput) Play(ctx context.Context, src Source) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.f == nil {
		return catalog.Errorf("speaking.wav-closed")
	}
	first := true
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		frames, err := src.ReadFrames()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if first {
			first = false
			if o.n > 0 {
				if err := o.w.Write(make([]int16, 2*int(float64(o.rate)*o.pause.Seconds()))); err != nil {
					return err
				}
			}
			o.n++
		}
		if err := o.w.Write(frames); err != nil {
			return err
		}
	}
}

// Close finishes the header and closes the file.
func (o *WAVOutput) Close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.f == nil {
		return nil
	}
	err := o.w.Close()
	if cerr := o.f.Close(); err == nil && cerr != nil {
		err = catalog.Errorf("speaking.wav-close", o.path, cerr)
	}
	o.f = nil
	return err
}
