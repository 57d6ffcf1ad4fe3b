// Package capture reads audio for the recording scoresheet (FIDE Annex D.2.7)
// and for voice input: 16 kHz mono 16-bit frames from a source. The real
// source is the table microphone (PortAudio, see portaudio.go); tests and
// `blindchess listen --wav` use a WAV file.
package capture

import (
	"fmt"
	"io"
	"os"

	"github.com/blindchess/blindchess/internal/speech"
)

// Rate is the sample rate every source delivers, in frames per second.
const Rate = 16000

// Source delivers 16 kHz mono int16 audio.
type Source interface {
	// Read fills buf with the next samples and returns how many it wrote.
	// At the end of a finite source it returns 0, io.EOF.
	Read(buf []int16) (int, error)
	// Close releases the source.
	Close() error
}

// WAVSource is a Source reading a 16 kHz mono WAV file.
type WAVSource struct {
	samples []int16
	pos     int
}

// NewWAVSource reads a whole 16 kHz mono WAV from r.
func NewWAVSource(r io.Reader) (*WAVSource, error) {
	p, err := speech.ReadWAV(r)
	if err != nil {
		return nil, err
	}
	if p.Rate != Rate || p.Channels != 1 {
		return nil, fmt.Errorf("audio is %d Hz with %d channel(s); convert it to 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)", p.Rate, p.Channels)
	}
	return &WAVSource{samples: p.Samples}, nil
}

// OpenWAVFile opens a 16 kHz mono WAV file as a Source.
func OpenWAVFile(path string) (*WAVSource, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("opening audio file: %w", err)
	}
	defer f.Close()
	s, err := NewWAVSource(f)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return s, nil
}

// Read copies the next samples into buf.
func (s *WAVSource) Read(buf []int16) (int, error) {
	if s.pos >= len(s.samples) {
		return 0, io.EOF
	}
	n := copy(buf, s.samples[s.pos:])
	s.pos += n
	return n, nil
}

// Close does nothing; the file was read whole.
func (s *WAVSource) Close() error { return nil }

// ReadAnyWAV reads a whole WAV file as 16 kHz mono (channels mixed, rate
// converted): what `blindchess listen` and `--microphone` accept, so that a
// recording made elsewhere can be used as it is. DecodeWAV says which
// files are read.
func ReadAnyWAV(path string) ([]int16, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("opening audio file: %w", err)
	}
	defer f.Close()
	mono, rate, err := DecodeWAV(f)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return Resample(mono, rate, Rate), nil
}
