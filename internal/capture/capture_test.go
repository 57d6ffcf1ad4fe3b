package capture

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/speech"
)

func wavBytes(t *testing.T, p speech.PCM) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := speech.WriteWAV(&b, p); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestWAVSourceReadsExactSamples(t *testing.T) {
	want := []int16{1, -2, 3, -4, 5, 32767, -32768}
	src, err := NewWAVSource(bytes.NewReader(wavBytes(t, speech.PCM{Rate: Rate, Channels: 1, Samples: want})))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	var got []int16
	buf := make([]int16, 3)
	for {
		n, err := src.Read(buf)
		got = append(got, buf[:n]...)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("got %d samples, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("sample %d = %d, want %d", i, got[i], want[i])
		}
	}
}

func TestWAVSourceRejects(t *testing.T) {
	tests := []struct {
		name string
		data []byte
	}{
		{"stereo", wavBytes(t, speech.PCM{Rate: Rate, Channels: 2, Samples: []int16{1, 2}})},
		{"22050 Hz", wavBytes(t, speech.PCM{Rate: 22050, Channels: 1, Samples: []int16{1}})},
		{"not WAV", []byte("hello, this is not audio")},
		{"empty", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := NewWAVSource(bytes.NewReader(tc.data)); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

func TestResample(t *testing.T) {
	tests := []struct {
		in       []int16
		from, to int
		want     []int16
	}{
		{[]int16{1, 2, 3}, 16000, 16000, []int16{1, 2, 3}},
		{nil, 22050, 16000, nil},
		{[]int16{0, 100, 200, 300}, 8000, 16000, []int16{0, 50, 100, 150, 200, 250, 300, 300}},
		// Down: the low-pass keeps a constant as it is.
		{[]int16{500, 500, 500, 500, 500, 500}, 32000, 16000, []int16{500, 500, 500}},
	}
	for _, tc := range tests {
		got := Resample(tc.in, tc.from, tc.to)
		if len(got) != len(tc.want) {
			t.Errorf("Resample(%v, %d, %d) = %v, want %v", tc.in, tc.from, tc.to, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("Resample(%v, %d, %d) = %v, want %v", tc.in, tc.from, tc.to, got, tc.want)
				break
			}
		}
	}
	// 22050 Hz to 16000 Hz keeps the length in time.
	if got := len(Resample(make([]int16, 22050), 22050, 16000)); got != 16000 {
		t.Errorf("one second at 22050 Hz became %d samples at 16000 Hz", got)
	}
}

func TestFileMicPaceAndPump(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mic.wav")
	stereo := make([]int16, 2*32000) // one second, stereo, 32 kHz
	for i := range stereo {
		stereo[i] = 1000
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := speech.WriteWAV(f, speech.PCM{Rate: 32000, Channels: 2, Samples: stereo}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	m, err := OpenFileMic(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	start := time.Now()
	total, chunks := 0, 0
	err = Pump(context.Background(), m, func() { t.Error("a gap in a file") }, func(b []int16) {
		total += len(b)
		chunks++
		if b[0] != 1000 {
			t.Errorf("sample %d, want 1000", b[0])
		}
	})
	if !errors.Is(err, io.EOF) {
		t.Fatalf("Pump ended with %v, want io.EOF", err)
	}
	if total != 16000 || chunks != 50 {
		t.Errorf("%d samples in %d chunks, want 16000 in 50 (20 ms each)", total, chunks)
	}
	if d := time.Since(start); d < 900*time.Millisecond {
		t.Errorf("one second of audio came in %v: not paced", d)
	}
	if _, err := OpenFileMic(filepath.Join(t.TempDir(), "none.wav")); err == nil || !strings.Contains(err.Error(), "--microphone") {
		t.Errorf("missing file: %v", err)
	}
}

// overflowSource returns chunks numbered from 1 (each sample the chunk's
// number), ErrOverflow with those in lost, then io.EOF.
type overflowSource struct {
	n, chunks int
	lost      map[int]bool
}

func (s *overflowSource) Read(buf []int16) (int, error) {
	if s.n == s.chunks {
		return 0, io.EOF
	}
	s.n++
	for i := range buf {
		buf[i] = int16(s.n)
	}
	if s.lost[s.n] {
		return len(buf), ErrOverflow
	}
	return len(buf), nil
}

func (s *overflowSource) Close() error { return nil }

// TestPumpTellsLostAudio: audio a device lost (ErrOverflow with the
// samples after the loss) is told before the chunk after it, which is
// handed on; until session 19 PortAudio's overflow was passed over in
// silence.
func TestPumpTellsLostAudio(t *testing.T) {
	tests := []struct {
		name string
		lost map[int]bool
		want string
	}{
		{"none", nil, "1 2 3 4 5"},
		{"one", map[int]bool{3: true}, "1 2 | 3 4 5"},
		{"two, one after the other", map[int]bool{2: true, 3: true}, "1 | 2 | 3 4 5"},
	}
	for _, tc := range tests {
		var got []string
		err := Pump(context.Background(), &overflowSource{chunks: 5, lost: tc.lost}, func() { got = append(got, "|") }, func(b []int16) {
			got = append(got, fmt.Sprint(b[0]))
		})
		if !errors.Is(err, io.EOF) || strings.Join(got, " ") != tc.want {
			t.Errorf("%s: %q, %v; want %q, io.EOF", tc.name, strings.Join(got, " "), err, tc.want)
		}
	}
}
