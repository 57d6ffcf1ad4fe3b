package capture

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"testing"
	"testing/iotest"
	"time"
)

// TestWAVReaderInChunks: read a few frames at a time, through a reader that
// gives one byte per call, a file gives the samples DecodeWAV gives.
func TestWAVReaderInChunks(t *testing.T) {
	files := map[string][]byte{
		"16-bit stereo":      wavFile(1, 2, 44100, 16, nil, nil, le(int16(1000), int16(3000), int16(-100), int16(100), int16(5), int16(7)), -1),
		"24-bit mono":        wavFile(1, 1, 48000, 24, nil, nil, []byte{0, 0, 0x40, 0, 0, 0xC0, 1, 2, 3}, -1),
		"data size 0":        wavFile(1, 1, 8000, 8, nil, nil, []byte{128, 192, 0, 255, 3}, 0),
		"half frame dropped": wavFile(1, 2, 16000, 16, nil, nil, []byte{1, 0, 2, 0, 3, 0, 4}, -1),
	}
	for name, file := range files {
		want, rate, err := DecodeWAV(bytes.NewReader(file))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, chunk := range []int{1, 2, 3, 100} {
			w, err := NewWAVReader(iotest.OneByteReader(bytes.NewReader(file)))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var got []int16
			buf := make([]int16, chunk)
			for {
				n, err := w.Read(buf)
				got = append(got, buf[:n]...)
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("%s, chunks of %d: %v", name, chunk, err)
				}
			}
			if w.Rate != rate || !slices.Equal(got, want) {
				t.Errorf("%s, chunks of %d: %v at %d Hz, want %v at %d Hz", name, chunk, got, w.Rate, want, rate)
			}
		}
	}
}

// endless is a WAV stream of 8-bit 1 kHz audio whose header gives no length
// and whose audio never ends; it counts the bytes read from it.
type endless struct {
	hdr  []byte
	read int64
}

func (e *endless) Read(p []byte) (int, error) {
	n := 0
	if len(e.hdr) > 0 {
		n = copy(p, e.hdr)
		e.hdr = e.hdr[n:]
	}
	for i := n; i < len(p); i++ {
		p[i] = byte(128 + i%7)
	}
	e.read += int64(len(p))
	return len(p), nil
}

// TestReadUpToStopsAtTheLimit: a recording without end is refused once the
// limit is passed, after reading about the limit's worth of it, not the
// whole file (the streaming contract of listen --wav); one whose header
// gives a length above the limit is refused before any audio is read.
func TestReadUpToStopsAtTheLimit(t *testing.T) {
	e := &endless{hdr: wavFile(1, 1, 1000, 8, nil, nil, nil, 0)}
	a, err := NewAnyWAV(e)
	if err != nil {
		t.Fatal(err)
	}
	_, err = readUpTo(a, "x.wav", 10*time.Second)
	var tl *TooLongError
	if !errors.As(err, &tl) || err.Error() != "x.wav is more than 10 seconds long; give a recording of at most 10 seconds (cut it: sox x.wav cut.wav trim 0 10)" {
		t.Fatalf("error %v", err)
	}
	// 10 s at 1 kHz is 10,000 bytes; the buffers read ahead by 32 KiB at most.
	if e.read > 10_000+64<<10 {
		t.Errorf("read %d bytes of an endless stream for 10 s of audio", e.read)
	}

	long := wavFile(1, 1, 1000, 8, nil, nil, make([]byte, 100), 30_000_000)
	a, err = NewAnyWAV(bytes.NewReader(long))
	if err != nil {
		t.Fatal(err)
	}
	_, err = readUpTo(a, "long.wav", 2*time.Minute)
	if err == nil || err.Error() != "long.wav is 8 hours 20 minutes long; give a recording of at most 2 minutes (cut it: sox long.wav cut.wav trim 0 120)" {
		t.Errorf("error %v", err)
	}

	short := wavFile(1, 2, 8000, 16, nil, nil, le(int16(100), int16(300), int16(100), int16(300)), -1)
	a, err = NewAnyWAV(bytes.NewReader(short))
	if err != nil {
		t.Fatal(err)
	}
	got, err := readUpTo(a, "short.wav", time.Second)
	if err != nil || !slices.Equal(got, []int16{200, 200, 200, 200}) {
		t.Errorf("8 kHz stereo read as 16 kHz mono: %v, %v", got, err)
	}
}

// FuzzWAVReaderChunks: any file read in chunks gives what DecodeWAV gives,
// without a panic.
func FuzzWAVReaderChunks(f *testing.F) {
	f.Add(wavFile(1, 2, 16000, 16, nil, nil, le(int16(1000), int16(-2000), int16(3)), -1), uint8(1))
	f.Add(wavFile(3, 1, 48000, 64, nil, nil, le(0.5, -0.25), 0), uint8(3))
	f.Add(wavFile(1, 3, 8000, 24, nil, []byte("junk\x01\x00\x00\x00x\x00"), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, -1), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		want, _, werr := DecodeWAV(bytes.NewReader(data))
		w, err := NewWAVReader(bytes.NewReader(data))
		if (err == nil) != (werr == nil) {
			t.Fatalf("NewWAVReader %v, DecodeWAV %v", err, werr)
		}
		if err != nil {
			return
		}
		buf := make([]int16, int(chunk)+1)
		var got []int16
		for len(got) <= len(data) {
			n, err := w.Read(buf)
			got = append(got, buf[:n]...)
			if err != nil {
				break
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("in chunks of %d: %d samples, whole: %d", len(buf), len(got), len(want))
		}
	})
}
