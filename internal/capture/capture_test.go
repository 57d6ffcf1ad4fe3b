package capture

import (
	"bytes"
	"errors"
	"io"
	"testing"

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
