package capture

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
	"math"

	"github.com/blindchess/blindchess/internal/catalog"
)

// maxWAVData bounds the audio DecodeWAV reads (about 45 minutes of 48 kHz
// stereo 32-bit), whatever a header claims.
const maxWAVData = 1 << 30

// WAVReader decodes the audio of a WAV file chunk by chunk, mixed to mono
// 16-bit at the file's own rate, so that a file of any length is read in
// a few kilobytes of memory. NewWAVReader says which files are read.
type WAVReader struct {
	// Rate is the file's sample rate in frames per second.
	Rate int
	// Channels is the number of channels mixed into each sample.
	Channels int
	// Bits is the size of one sample of one channel in the file.
	Bits int

	r      io.Reader
	sample func([]byte) float64
	frame  int    // bytes per frame
	left   int64  // bytes of audio not yet read; -1: to the end of the file
	size   int64  // the data chunk's size as the header gives it, 0: unknown
	raw    []byte // the bytes of the frames being decoded
	err    error
	frames int64 // frames returned so far
}

// NewWAVReader reads the header of a WAV file as recorders and editors
// write it: integer PCM of 8, 16, 24 or 32 bits, or 32- or 64-bit float,
// plain or in the extensible format, any number of channels and any rate
// from 1000 to 384000 Hz. Chunks other than "fmt " and "data" are skipped;
// a data chunk whose size is 0 or larger than the file (a recording cut
// off, a streamed file) is read to the end of the file. After it returns,
// Read gives the samples.
func NewWAVReader(r io.Reader) (*WAVReader, error) {
	br := bufio.NewReaderSize(r, 32<<10)
	var hdr [12]byte
	if _, err := io.ReadFull(br, hdr[:]); errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, catalog.Errorf("capture.wav-short")
	} else if err != nil {
		return nil, catalog.Errorf("capture.wav-read", err)
	}
	if string(hdr[0:4]) != "RIFF" || string(hdr[8:12]) != "WAVE" {
		return nil, catalog.Errorf("capture.wav-not")
	}
	var (
		haveFmt          bool
		format, channels uint16
		rate             uint32
		bits             uint16
	)
	for {
		var ch [8]byte
		if _, err := io.ReadFull(br, ch[:]); err != nil {
			return nil, catalog.Errorf("capture.wav-no-data")
		}
		id, size := string(ch[0:4]), binary.LittleEndian.Uint32(ch[4:8])
		switch id {
		case "fmt ":
			if size < 16 || size > 1<<16 {
				return nil, catalog.Errorf("capture.wav-fmt-size", size)
			}
			b := make([]byte, size+size%2)
			if _, err := io.ReadFull(br, b); errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return nil, catalog.Errorf("capture.wav-fmt-cut")
			} else if err != nil {
				return nil, catalog.Errorf("capture.wav-read", err)
			}
			format = binary.LittleEndian.Uint16(b[0:2])
			channels = binary.LittleEndian.Uint16(b[2:4])
			rate = binary.LittleEndian.Uint32(b[4:8])
			bits = binary.LittleEndian.Uint16(b[14:16])
			if format == 0xFFFE && size >= 26 {
				format = binary.LittleEndian.Uint16(b[24:26]) // the sub-format
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return nil, catalog.Errorf("capture.wav-data-first")
			}
			return newWAVReader(br, size, format, channels, rate, bits)
		default:
			if _, err := io.CopyN(io.Discard, br, int64(size)+int64(size%2)); err != nil {
				return nil, catalog.Errorf("capture.wav-no-data")
			}
		}
	}
}

// newWAVReader checks the format of a data chunk and returns the reader of
// its samples.
func newWAVReader(r io.Reader, size uint32, format, channels uint16, rate uint32, bits uint16) (*WAVReader, error) {
	if channels == 0 || rate < 1000 || rate > 384000 {
		return nil, catalog.Errorf("capture.wav-bad-format", channels, rate)
	}
	var sample func([]byte) float64
	switch {
	case format == 1 && bits == 8:
		sample = func(b []byte) float64 { return (float64(b[0]) - 128) / 128 }
	case format == 1 && bits == 16:
		sample = func(b []byte) float64 { return float64(int16(binary.LittleEndian.Uint16(b))) / 32768 }
	case format == 1 && bits == 24:
		sample = func(b []byte) float64 {
			v := int32(uint32(b[0])<<8|uint32(b[1])<<16|uint32(b[2])<<24) >> 8
			return float64(v) / (1 << 23)
		}
	case format == 1 && bits == 32:
		sample = func(b []byte) float64 { return float64(int32(binary.LittleEndian.Uint32(b))) / (1 << 31) }
	case format == 3 && bits == 32:
		sample = func(b []byte) float64 { return float64(math.Float32frombits(binary.LittleEndian.Uint32(b))) }
	case format == 3 && bits == 64:
		sample = func(b []byte) float64 { return math.Float64frombits(binary.LittleEndian.Uint64(b)) }
	default:
		return nil, catalog.Errorf("capture.wav-encoding", format, bits)
	}
	w := &WAVReader{Rate: int(rate), Channels: int(channels), Bits: int(bits), r: r, sample: sample,
		frame: int(bits/8) * int(channels), left: -1, size: int64(size)}
	if size > 0 {
		w.left = int64(size)
	}
	return w, nil
}

// Frames is the number of frames (samples per channel) the header
// announces, or -1 when it does not say (a data size of 0). A file cut off
// holds fewer.
func (w *WAVReader) Frames() int64 {
	if w.size <= 0 {
		return -1
	}
	return w.size / int64(w.frame)
}

// Read decodes the next frames into out, one mono sample per frame (the
// channels mixed), and returns how many. At the end of the audio it
// returns 0, io.EOF; a partial frame at the end is dropped.
func (w *WAVReader) Read(out []int16) (int, error) {
	if len(out) == 0 {
		return 0, nil
	}
	if w.err != nil {
		return 0, w.err
	}
	want := len(out) * w.frame
	if w.left >= 0 && int64(want) > w.left {
		want = int(w.left)
	}
	want -= want % w.frame // whole frames: a partial frame at the end is dropped
	if want == 0 {
		w.err = io.EOF
		return 0, io.EOF
	}
	if cap(w.raw) < want {
		w.raw = make([]byte, want)
	}
	raw := w.raw[:want]
	n, err := io.ReadAtLeast(w.r, raw, w.frame)
	if w.left >= 0 {
		w.left -= int64(n)
	}
	if err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			err = io.EOF
		} else {
			err = catalog.Errorf("capture.wav-read", err)
		}
		w.err = err
	}
	frames := n / w.frame
	if n%w.frame != 0 {
		// A frame split across reads: read the rest of it.
		rest := w.frame - n%w.frame
		if m, rerr := io.ReadFull(w.r, raw[n:n+rest]); rerr == nil {
			frames++
			if w.left >= 0 {
				w.left -= int64(m)
			}
		} else if w.err == nil {
			w.err = io.EOF
		}
	}
	bps := w.Bits / 8
	for i := 0; i < frames; i++ {
		var sum float64
		for c := 0; c < w.Channels; c++ {
			off := i*w.frame + c*bps
			sum += w.sample(raw[off : off+bps])
		}
		v := sum / float64(w.Channels) * 32768
		if v != v { // NaN in a float file
			v = 0
		}
		out[i] = int16(max(-32768, min(32767, math.Round(v))))
	}
	w.frames += int64(frames)
	if frames > 0 {
		return frames, nil
	}
	if w.err == nil {
		w.err = io.EOF
	}
	return 0, w.err
}

// DecodeWAV reads a whole WAV file (see NewWAVReader) and returns its
// audio mixed to mono, 16-bit, and its rate. At most maxWAVData bytes of
// audio are read, whatever the header claims.
func DecodeWAV(r io.Reader) ([]int16, int, error) {
	w, err := NewWAVReader(r)
	if err != nil {
		return nil, 0, err
	}
	limit := int64(maxWAVData) / int64(w.frame)
	var out []int16
	if n := w.Frames(); n > 0 {
		out = make([]int16, 0, min(n, 1<<20)) // a header may claim more than there is
	}
	buf := make([]int16, 4096)
	for int64(len(out)) < limit {
		n, err := w.Read(buf[:min(int64(len(buf)), limit-int64(len(out)))])
		out = append(out, buf[:n]...)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, 0, err
		}
	}
	return out, w.Rate, nil
}
