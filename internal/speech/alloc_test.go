package speech

import (
	"bufio"
	"bytes"
	"runtime"
	"testing"
)

// TestBadSizesAllocateLittle: a few bytes of header that claim chunks of
// gigabytes (the fuzzers' workers died on such inputs) are refused or read
// for what is there, without allocating the claimed size.
func TestBadSizesAllocateLittle(t *testing.T) {
	tests := []struct {
		name string
		read func() error
	}{
		{"espeak-ng fmt chunk of 1.4 GB", func() error {
			s := &espeakStream{r: bufio.NewReader(bytes.NewReader([]byte("RIFF,\x00\x00\x00WAVEfmt t \"V\x00\x00")))}
			_, err := s.Read()
			return err
		}},
		{"WAV fact chunk of 4 GB", func() error {
			_, err := ReadWAV(bytes.NewReader([]byte("RIFF\x00\x00\x00\x00WAVEfact\xff\xff\xff\xff")))
			return err
		}},
		{"WAV data chunk of 255 MB, 4 bytes there", func() error {
			_, err := ReadWAV(bytes.NewReader([]byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x40\x1f\x00\x00\x80\x3e\x00\x00\x02\x00\x10\x00data\x00\x00\xf0\x0f\x01\x00\x02\x00")))
			return err
		}},
	}
	for _, tt := range tests {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := tt.read()
		runtime.ReadMemStats(&after)
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
			t.Errorf("%s: allocated %d bytes (error %v)", tt.name, grew, err)
		}
	}
}
