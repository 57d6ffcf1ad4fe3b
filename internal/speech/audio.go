package speech

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/blindchess/blindchess/internal/catalog"
)

// ErrUnsayable is returned by a Synth that cannot say an utterance (clips
// have no recording of some word in it).
var ErrUnsayable = catalog.Errorf("speaking.unsayable")

// ErrNoSoundCard is wrapped by the errors of OpenDevice (and of the voices
// that need the sound card) when there is no usable sound card.
var ErrNoSoundCard = catalog.Errorf("speaking.no-sound-card")

// ErrNoAudioSupport is OpenDevice's error in a build that cannot reach
// the sound card at all (Linux without cgo); other programs, such as
// espeak-ng playing on its own, may still reach it.
var ErrNoAudioSupport = catalog.Errorf("speaking.no-cgo")

// Stream is mono audio being produced, read piece by piece.
type Stream interface {
	// Read returns the next piece of samples; io.EOF after the last.
	Read() ([]int16, error)
	// Close stops production and releases resources.
	Close() error
}

// Synth turns Speech into mono audio.
type Synth interface {
	// Name says what the synth is ("clips", "espeak-ng").
	Name() string
	// SampleRate is the rate of the audio it produces.
	SampleRate() int
	// Open starts rendering s. It returns ErrUnsayable (wrapped) when it
	// cannot say s at all.
	Open(ctx context.Context, s Speech) (Stream, error)
}

// Source is stereo audio for an Output: interleaved left/right samples.
type Source interface {
	// ReadFrames returns the next piece of interleaved stereo samples;
	// io.EOF after the last.
	ReadFrames() ([]int16, error)
}

// Output is where audio goes: the sound card or a WAV file.
type Output interface {
	// Name says what the output is ("sound card", "WAV file out.wav").
	Name() string
	// SampleRate is the rate the output plays.
	SampleRate() int
	// Play plays src to its end, or until ctx is cancelled; it returns
	// when the audio has been handed over (the sound card may still be
	// sounding its last few milliseconds).
	Play(ctx context.Context, src Source) error
	// Close releases the output.
	Close() error
}

// Audio is a backend that renders speech with a Synth and plays it on an
// Output, routed to the utterance's channel.
type Audio struct {
	synth Synth
	alt   Synth
	out   Output
	mu    sync.Mutex
	text  io.Writer
}

// NewAudio returns the backend playing synth's audio on out. What synth
// cannot say (ErrUnsayable) is said by alt if it is not nil, else written as
// a line to text (if not nil).
func NewAudio(synth Synth, out Output, alt Synth, text io.Writer) *Audio {
	return &Audio{synth: synth, alt: alt, out: out, text: text}
}

// Name returns the synth's name.
func (a *Audio) Name() string { return a.synth.Name() }

// playFailed says that playing on out failed, in words that name the
// output in the language of whoever shows the error.
func playFailed(out Output, err error) error {
	if o, ok := out.(interface{ playFailed(error) error }); ok {
		return o.playFailed(err)
	}
	return catalog.Errorf("speaking.play-on", out.Name(), err)
}

// Output returns the output the backend plays on.
func (a *Audio) Output() Output { return a.out }

// Speak renders s and plays it.
func (a *Audio) Speak(ctx context.Context, s Speech) error {
	synth := a.synth
	st, err := synth.Open(ctx, s)
	if errors.Is(err, ErrUnsayable) && a.alt != nil {
		synth = a.alt
		st, err = synth.Open(ctx, s)
	}
	if errors.Is(err, ErrUnsayable) {
		if a.text != nil {
			a.mu.Lock()
			fmt.Fprintln(a.text, s.Text)
			a.mu.Unlock()
		}
		return nil
	}
	if err != nil {
		return catalog.Errorf("speaking.named", synth.Name(), err)
	}
	defer st.Close()
	src := newStereo(st, s.Channel, synth.SampleRate(), a.out.SampleRate())
	if err := a.out.Play(ctx, src); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return playFailed(a.out, err)
	}
	if src.err != nil {
		return catalog.Errorf("speaking.named", synth.Name(), src.err)
	}
	return ctx.Err()
}

// Close closes the output.
func (a *Audio) Close() error { return a.out.Close() }

// stereo turns a mono Stream into a stereo Source at the output's rate,
// routing it to one channel or both.
type stereo struct {
	st     Stream
	left   bool
	right  bool
	from   int
	to     int
	pos    float64 // resampler position within prev+cur
	last   int16   // last input sample of the previous piece
	primed bool
	err    error // a stream error (not io.EOF)
}

func newStereo(st Stream, ch Channel, from, to int) *stereo {
	return &stereo{st: st, left: ch != Right, right: ch != Left, from: from, to: to}
}

// ReadFrames implements Source.
func (s *stereo) ReadFrames() ([]int16, error) {
	for {
		mono, err := s.st.Read()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.err = err
			}
			return nil, io.EOF
		}
		if len(mono) == 0 {
			continue
		}
		if s.from != s.to {
			mono = s.resample(mono)
		}
		out := make([]int16, 2*len(mono))
		for i, v := range mono {
			if s.left {
				out[2*i] = v
			}
			if s.right {
				out[2*i+1] = v
			}
		}
		return out, nil
	}
}

// resample converts a piece by linear interpolation, continuous across
// pieces.
func (s *stereo) resample(in []int16) []int16 {
	step := float64(s.from) / float64(s.to)
	if !s.primed {
		s.last, s.primed = in[0], true
	}
	// Sample k of the virtual signal is last (k = 0) then in[k-1].
	at := func(k int) float64 {
		if k <= 0 {
			return float64(s.last)
		}
		return float64(in[min(k-1, len(in)-1)])
	}
	var out []int16
	for s.pos < float64(len(in)) {
		k := int(s.pos)
		f := s.pos - float64(k)
		out = append(out, int16(at(k)*(1-f)+at(k+1)*f))
		s.pos += step
	}
	s.pos -= float64(len(in))
	s.last = in[len(in)-1]
	return out
}
