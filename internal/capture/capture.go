// Package capture reads audio for the recording scoresheet (FIDE Annex D.2.7)
// and for voice input: 16 kHz mono 16-bit frames from a source. The real
// source is the table microphone (PortAudio, see portaudio.go); tests and
// `blindchess listen --wav` use a WAV file.
package capture

import (
	"io"
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
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
		return nil, catalog.Errorf("capture.bad-format", p.Rate, catalog.Counted{Key: "audio.n-channels", N: int(p.Channels)})
	}
	return &WAVSource{samples: p.Samples}, nil
}

// OpenWAVFile opens a 16 kHz mono WAV file as a Source.
func OpenWAVFile(path string) (*WAVSource, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, catalog.Errorf("capture.open-file", err)
	}
	defer f.Close()
	s, err := NewWAVSource(f)
	if err != nil {
		return nil, catalog.Errorf("capture.read-file", path, err)
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
		return nil, catalog.Errorf("capture.open-file", err)
	}
	defer f.Close()
	mono, rate, err := DecodeWAV(f)
	if err != nil {
		return nil, catalog.Errorf("capture.read-file", path, err)
	}
	return Resample(mono, rate, Rate), nil
}

// AnyWAV is a WAV file of any rate and channels read as a Source of 16 kHz
// mono, chunk by chunk: the channels are mixed and the rate converted as
// the file is read, so that a file of any length takes the same few
// kilobytes of memory.
type AnyWAV struct {
	f    io.Closer // nil: nothing to close
	w    *WAVReader
	rs   *Resampler
	in   []int16 // a chunk at the file's rate
	out  []int16 // converted samples not yet read
	done bool    // the file's audio has been read to its end
	// size is the file's size in bytes, which bounds the audio a header
	// may announce (-1: not known, a stream).
	size int64
}

// OpenAnyWAV opens a WAV file (see NewWAVReader for the files read) as a
// 16 kHz mono Source.
func OpenAnyWAV(path string) (*AnyWAV, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, catalog.Errorf("capture.open-file", err)
	}
	size := int64(-1)
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		// A folder opens but cannot be read: said as it is.
		f.Close()
		return nil, catalog.Errorf("capture.open-file", &fs.PathError{Op: "open", Path: path, Err: syscall.EISDIR})
	} else if err == nil && fi.Mode().IsRegular() {
		size = fi.Size()
	}
	a, err := NewAnyWAV(f)
	if err != nil {
		f.Close()
		return nil, catalog.Errorf("capture.read-file", path, err)
	}
	a.f, a.size = f, size
	return a, nil
}

// NewAnyWAV reads the header of a WAV stream (see NewWAVReader) and
// returns it as a 16 kHz mono Source; Close does not close r.
func NewAnyWAV(r io.Reader) (*AnyWAV, error) {
	w, err := NewWAVReader(r)
	if err != nil {
		return nil, err
	}
	return &AnyWAV{w: w, rs: NewResampler(w.Rate, Rate), in: make([]int16, 4096), size: -1}, nil
}

// Rate is the sample rate the file's header gives.
func (a *AnyWAV) Rate() int { return a.w.Rate }

// Seconds is the length of the audio as the file's header gives it, or -1
// when the header does not say. A header that gives more audio than the
// file holds (a lying or damaged header) is bounded by the file's size,
// as Read reads such a file only as far as it goes.
func (a *AnyWAV) Seconds() float64 {
	n := a.w.Frames()
	if n < 0 {
		return -1
	}
	if a.size >= 0 {
		n = min(n, a.size/int64(a.w.frame))
	}
	return float64(n) / float64(a.w.Rate)
}

// Read fills buf with the next 16 kHz samples (all of it but at the end
// of the audio); at the end it returns 0, io.EOF.
func (a *AnyWAV) Read(buf []int16) (int, error) {
	n := 0
	for n < len(buf) {
		if len(a.out) == 0 {
			if a.done {
				break
			}
			m, err := a.w.Read(a.in)
			a.out = a.rs.Push(a.in[:m])
			if err == io.EOF {
				a.done = true
				a.out = append(a.out, a.rs.Flush()...)
			} else if err != nil {
				return n, err
			}
			continue
		}
		k := copy(buf[n:], a.out)
		a.out = a.out[k:]
		n += k
	}
	if n == 0 && len(buf) > 0 {
		return 0, io.EOF
	}
	return n, nil
}

// Close closes the file.
func (a *AnyWAV) Close() error {
	if a.f == nil {
		return nil
	}
	return a.f.Close()
}

// TooLongError is a recording longer than what is asked of it.
type TooLongError struct {
	Path    string
	Seconds float64 // the recording's length; -1 when only "more than Max" is known
	Max     time.Duration
}

// Error says in English how long the recording is, how long it may be
// and how to cut it.
func (e *TooLongError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in the language of c.
func (e *TooLongError) SayIn(c catalog.Catalog) string {
	if e.Seconds < 0 {
		return c.Say("capture.too-long-open", e.Path, catalog.Span{D: e.Max}, catalog.Span{D: e.Max}, e.Path, int(e.Max.Seconds()))
	}
	return c.Say("capture.too-long", e.Path, catalog.Span{D: time.Duration(e.Seconds * float64(time.Second))}, catalog.Span{D: e.Max}, e.Path, int(e.Max.Seconds()))
}

// ReadAnyWAVUpTo reads a WAV file as ReadAnyWAV does, but refuses one
// whose audio is longer than limit with a *TooLongError: before reading
// any audio when the header gives the length, else as soon as the limit is
// passed. The memory it takes is that of limit, whatever the file's size.
func ReadAnyWAVUpTo(path string, limit time.Duration) ([]int16, error) {
	a, err := OpenAnyWAV(path)
	if err != nil {
		return nil, err
	}
	defer a.Close()
	return readUpTo(a, path, limit)
}

// readUpTo reads the audio of a as ReadAnyWAVUpTo does; path names it in
// the error.
func readUpTo(a *AnyWAV, path string, limit time.Duration) ([]int16, error) {
	if s := a.Seconds(); s > limit.Seconds() {
		return nil, &TooLongError{Path: path, Seconds: s, Max: limit}
	}
	most := int(limit.Seconds() * Rate)
	var out []int16
	buf := make([]int16, 4096)
	for {
		n, err := a.Read(buf)
		if len(out)+n > most {
			return nil, &TooLongError{Path: path, Seconds: -1, Max: limit}
		}
		out = append(out, buf[:n]...)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, catalog.Errorf("capture.read-file", path, err)
		}
	}
}
