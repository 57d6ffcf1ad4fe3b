package speech

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// espeakWPM is espeak-ng's default rate in words per minute (rate 1).
const espeakWPM = 175

// Espeak runs the espeak-ng program, one process per utterance. It is
// never linked (espeak-ng is GPL): blindchess only starts the executable.
// As a Synth it reads the WAV espeak-ng writes to stdout, so the audio can
// be routed to one channel or written to a file; as a Backend (EspeakDirect)
// espeak-ng plays on its own.
type Espeak struct {
	path string
}

// NewEspeak finds espeak-ng on the PATH.
func NewEspeak() (*Espeak, error) {
	p, err := exec.LookPath("espeak-ng")
	if err != nil {
		return nil, catalog.Errorf("speaking.espeak-missing")
	}
	return &Espeak{path: p}, nil
}

// Name returns "espeak-ng".
func (e *Espeak) Name() string { return "espeak-ng" }

// SampleRate returns 22050, espeak-ng's rate.
func (e *Espeak) SampleRate() int { return DefaultSampleRate }

// espeakVoice is the espeak-ng voice of a language.
func espeakVoice(l phonetic.Lang) string {
	switch l {
	case phonetic.German:
		return "de"
	case phonetic.Czech:
		return "cs"
	}
	return "en"
}

// args returns the command-line arguments for s (the text goes to stdin).
func (e *Espeak) args(s Speech, stdout bool) []string {
	wpm := int(espeakWPM * clampRate(s.Rate))
	wpm = min(max(wpm, 80), 450)
	a := []string{"-v", espeakVoice(s.Lang), "-s", strconv.Itoa(wpm), "-b", "1", "-z"}
	if stdout {
		a = append(a, "--stdout")
	}
	return append(a, "--stdin")
}

// Open starts espeak-ng for s and streams its audio.
func (e *Espeak) Open(ctx context.Context, s Speech) (Stream, error) {
	if strings.TrimSpace(s.Say) == "" {
		return nil, catalog.Errorf("speaking.nothing", ErrUnsayable)
	}
	cmd := exec.CommandContext(ctx, e.path, e.args(s, true)...)
	cmd.Stdin = strings.NewReader(s.Say + "\n")
	stderr := &limitedBuffer{max: 4096}
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, catalog.Errorf("speaking.espeak-start", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, catalog.Errorf("speaking.espeak-start", err)
	}
	return &espeakStream{cmd: cmd, r: bufio.NewReaderSize(out, 8192), stderr: stderr, voice: espeakVoice(s.Lang)}, nil
}

// espeakStream reads the streamed WAV from espeak-ng's stdout.
type espeakStream struct {
	cmd    *exec.Cmd
	r      *bufio.Reader
	stderr *limitedBuffer
	voice  string // the voice asked for, to name it when it is missing
	header bool
	buf    []byte
	done   bool
	waited bool
	werr   error
}

// readHeader skips the RIFF header and chunks up to the data chunk.
func (s *espeakStream) readHeader() error {
	var h [12]byte
	if _, err := io.ReadFull(s.r, h[:]); err != nil {
		// espeak-ng that wrote nothing usually said why and failed.
		if werr := s.wait(); werr != nil {
			return werr
		}
		return catalog.Errorf("speaking.espeak-no-audio", err)
	}
	if string(h[0:4]) != "RIFF" || string(h[8:12]) != "WAVE" {
		return catalog.Errorf("speaking.espeak-not-wav")
	}
	for {
		var ch [8]byte
		if _, err := io.ReadFull(s.r, ch[:]); err != nil {
			return catalog.Errorf("speaking.espeak-header", err)
		}
		size := binary.LittleEndian.Uint32(ch[4:])
		switch string(ch[0:4]) {
		case "data":
			return nil
		case "fmt ":
			if size < 16 || size > 1024 {
				return catalog.Errorf("speaking.espeak-fmt-size", size)
			}
			b := make([]byte, size) // after the check: a bad size must not allocate gigabytes
			if _, err := io.ReadFull(s.r, b); err != nil {
				return catalog.Errorf("speaking.espeak-header", err)
			}
			rate := binary.LittleEndian.Uint32(b[4:])
			ch := binary.LittleEndian.Uint16(b[2:])
			bits := binary.LittleEndian.Uint16(b[14:])
			if rate != DefaultSampleRate || ch != 1 || bits != 16 {
				return catalog.Errorf("speaking.espeak-format", rate, ch, bits, DefaultSampleRate)
			}
		default:
			if _, err := io.CopyN(io.Discard, s.r, int64(size)); err != nil {
				return catalog.Errorf("speaking.espeak-header", err)
			}
		}
	}
}

// Read returns the next piece of audio (up to 1024 samples).
func (s *espeakStream) Read() ([]int16, error) {
	if s.done {
		return nil, io.EOF
	}
	if !s.header {
		if err := s.readHeader(); err != nil {
			s.done = true
			if werr := s.wait(); werr != nil {
				return nil, werr
			}
			return nil, err
		}
		s.header = true
	}
	if s.buf == nil {
		s.buf = make([]byte, 2048)
	}
	// ReadFull waits for a whole buffer (46 ms of audio), which espeak-ng
	// produces far faster than real time; at the end it returns the rest.
	n, err := io.ReadFull(s.r, s.buf)
	if n >= 2 {
		out := make([]int16, n/2)
		for i := range out {
			out[i] = int16(binary.LittleEndian.Uint16(s.buf[2*i:]))
		}
		return out, nil
	}
	s.done = true
	if werr := s.wait(); werr != nil {
		return nil, werr
	}
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, catalog.Errorf("speaking.espeak-read", err)
	}
	return nil, io.EOF
}

// wait reaps the process once and reports how it ended.
func (s *espeakStream) wait() error {
	if s.waited {
		return s.werr
	}
	s.waited = true
	if s.cmd == nil {
		return nil
	}
	if err := s.cmd.Wait(); err != nil {
		s.werr = espeakFailed(err, s.stderr.String(), s.voice)
	} else {
		s.werr = espeakNoDict(s.stderr.String(), s.voice)
	}
	return s.werr
}

// espeakNoDict is the error of an espeak-ng that could not read the
// dictionary of voice (its data has the voice but not the voice's _dict
// file, as a partial espeak-ng-data or an ESPEAK_DATA_PATH that lacks it
// has): espeak-ng then says so on standard error, speaks nothing and
// exits 0, so the exit status alone would let the silence pass as speech.
// It returns nil when espeak-ng wrote no such complaint.
func espeakNoDict(stderr, voice string) error {
	const cannot = "Can't read dictionary file"
	if !strings.Contains(stderr, cannot) {
		return nil
	}
	file := voice + "_dict"
	if i := strings.Index(stderr, cannot); i >= 0 {
		// "Can't read dictionary file: '/usr/lib/…/espeak-ng-data/cs_dict'"
		rest := stderr[i+len(cannot):]
		if a := strings.IndexByte(rest, '\''); a >= 0 {
			if b := strings.IndexByte(rest[a+1:], '\''); b >= 0 {
				file = rest[a+1 : a+1+b]
			}
		}
	}
	return catalog.Errorf("speaking.espeak-no-dict", voice, file, voice)
}

// espeakFailed says why espeak-ng failed: a voice its data lacks in
// words, with what to install; anything else with what espeak-ng wrote
// on standard error.
func espeakFailed(err error, stderr, voice string) error {
	stderr = strings.TrimSpace(stderr)
	if strings.Contains(stderr, "voice does not exist") {
		return catalog.Errorf("speaking.espeak-no-voice", voice)
	}
	return catalog.Errorf("speaking.espeak-failed", err, stderr)
}

// Close stops espeak-ng if it is still running.
func (s *espeakStream) Close() error {
	if !s.waited && s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
		_ = s.wait()
	}
	return nil
}

// EspeakDirect is the Backend that lets espeak-ng play through its own
// audio output (no channel routing). It is what auto chooses when there is
// no audio device blindchess can open itself.
type EspeakDirect struct {
	e *Espeak
}

// NewEspeakDirect finds espeak-ng on the PATH.
func NewEspeakDirect() (*EspeakDirect, error) {
	e, err := NewEspeak()
	if err != nil {
		return nil, err
	}
	return &EspeakDirect{e: e}, nil
}

// Name returns "espeak-ng".
func (d *EspeakDirect) Name() string { return "espeak-ng" }

// Speak runs espeak-ng and waits for it; cancelling ctx kills it.
func (d *EspeakDirect) Speak(ctx context.Context, s Speech) error {
	if strings.TrimSpace(s.Say) == "" {
		return nil
	}
	cmd := exec.CommandContext(ctx, d.e.path, d.e.args(s, false)...)
	cmd.Stdin = strings.NewReader(s.Say + "\n")
	stderr := &limitedBuffer{max: 4096}
	cmd.Stderr = stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return espeakFailed(err, stderr.String(), espeakVoice(s.Lang))
	}
	return espeakNoDict(stderr.String(), espeakVoice(s.Lang))
}

// Close does nothing.
func (d *EspeakDirect) Close() error { return nil }

// limitedBuffer keeps the first max bytes written to it.
type limitedBuffer struct {
	mu  sync.Mutex
	b   bytes.Buffer
	max int
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if room := l.max - l.b.Len(); room > 0 {
		l.b.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (l *limitedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
