package speech

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sweep returns n samples of a sine sweep 200..3000 Hz at amplitude a.
func sweep(rate, n int, a float64) []int16 {
	s := make([]int16, n)
	phase := 0.0
	for i := range s {
		f := 200 + 2800*float64(i)/float64(n)
		phase += 2 * math.Pi * f / float64(rate)
		s[i] = int16(a * math.Sin(phase))
	}
	return s
}

// snr returns the signal-to-noise ratio of got against want in dB.
func snr(want, got []int16) float64 {
	var sig, noise float64
	for i := range want {
		d := float64(want[i]) - float64(got[i])
		sig += float64(want[i]) * float64(want[i])
		noise += d * d
	}
	if noise == 0 {
		return math.Inf(1)
	}
	return 10 * math.Log10(sig/noise)
}

func TestWAVRoundTrip(t *testing.T) {
	for _, ch := range []int{1, 2} {
		p := PCM{Rate: 22050, Channels: ch, Samples: sweep(22050, 2000*ch, 12000)}
		var b bytes.Buffer
		if err := WriteWAV(&b, p); err != nil {
			t.Fatal(err)
		}
		if b.Len() != 44+2*len(p.Samples) {
			t.Errorf("size %d, want %d", b.Len(), 44+2*len(p.Samples))
		}
		got, err := ReadWAV(&b)
		if err != nil {
			t.Fatal(err)
		}
		if got.Rate != p.Rate || got.Channels != ch || !slicesEqual(got.Samples, p.Samples) {
			t.Errorf("%d channels: round trip differs (rate %d ch %d len %d)", ch, got.Rate, got.Channels, len(got.Samples))
		}
		if got.Frames() != 2000 || math.Abs(got.Duration()-2000.0/22050) > 1e-9 {
			t.Errorf("frames %d duration %f", got.Frames(), got.Duration())
		}
	}
}

func slicesEqual(a, b []int16) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestIMAADPCMRoundTrip(t *testing.T) {
	for _, n := range []int{1, 2, 1016, 1017, 1018, 5000, 22050} {
		p := PCM{Rate: 22050, Channels: 1, Samples: sweep(22050, n, 10000)}
		var b bytes.Buffer
		if err := WriteIMAADPCM(&b, p); err != nil {
			t.Fatal(err)
		}
		blocks := (n + 1016) / 1017
		if want := 60 + blocks*512; b.Len() != want {
			t.Errorf("n=%d: file size %d, want %d", n, b.Len(), want)
		}
		got, err := ReadWAV(&b)
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if got.Rate != 22050 || got.Channels != 1 || len(got.Samples) != n {
			t.Fatalf("n=%d: got rate %d ch %d len %d", n, got.Rate, got.Channels, len(got.Samples))
		}
		if n >= 1000 {
			if s := snr(p.Samples, got.Samples); s < 20 {
				t.Errorf("n=%d: SNR %.1f dB, want at least 20", n, s)
			}
		}
	}
	if err := WriteIMAADPCM(&bytes.Buffer{}, PCM{Rate: 22050, Channels: 2, Samples: []int16{1, 2}}); err == nil {
		t.Error("stereo IMA ADPCM: want error")
	}
}

// TestReadWAVStreamed reads a header like the one espeak-ng writes to
// stdout: sizes of 0x7ffff024 and data to the end of the stream.
func TestReadWAVStreamed(t *testing.T) {
	s := sweep(22050, 300, 8000)
	h := wavHeader(22050, 1, 0x7ffff000)
	binary.LittleEndian.PutUint32(h[4:], 0x7ffff024)
	data := append(h, int16Bytes(s)...)
	got, err := ReadWAV(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if !slicesEqual(got.Samples, s) {
		t.Errorf("streamed WAV: got %d samples, want %d", len(got.Samples), len(s))
	}
}

func TestReadWAVBad(t *testing.T) {
	good := func() []byte {
		var b bytes.Buffer
		WriteWAV(&b, PCM{Rate: 8000, Channels: 1, Samples: []int16{1, 2, 3}})
		return b.Bytes()
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "reading WAV header"},
		{"not riff", []byte("RIFX0000WAVEfmt "), "not a WAV file"},
		{"no data", good()[:36], "no data chunk"},
		{"8 bit", func() []byte { b := good(); binary.LittleEndian.PutUint16(b[34:], 8); return b }(), "8-bit PCM"},
		{"float", func() []byte { b := good(); binary.LittleEndian.PutUint16(b[20:], 3); return b }(), "format tag 0x0003"},
		{"channels", func() []byte { b := good(); binary.LittleEndian.PutUint16(b[22:], 7); return b }(), "7 channels"},
		{"fmt size", func() []byte { b := good(); binary.LittleEndian.PutUint32(b[16:], 4); return b }(), "bad size"},
		{"data first", append([]byte("RIFF\x00\x00\x00\x00WAVEdata\x00\x00\x00\x00"), 0), "before fmt"},
	}
	for _, tc := range tests {
		_, err := ReadWAV(bytes.NewReader(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
	// A truncated data chunk gives what is there.
	b := good()
	got, err := ReadWAV(bytes.NewReader(b[:len(b)-2]))
	if err != nil || len(got.Samples) != 2 {
		t.Errorf("truncated: got %v, %v; want 2 samples", got.Samples, err)
	}
}

func TestWAVFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.wav")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := NewWAVFile(f, 22050, 2)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]int16{1, 2, 3, 4})
	w.Write([]int16{5, 6})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	data, _ := os.ReadFile(path)
	got, err := ReadWAV(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got.Channels != 2 || got.Rate != 22050 || !slicesEqual(got.Samples, []int16{1, 2, 3, 4, 5, 6}) {
		t.Errorf("got %+v", got)
	}
	if riff := binary.LittleEndian.Uint32(data[4:]); riff != uint32(len(data)-8) {
		t.Errorf("RIFF size %d, want %d", riff, len(data)-8)
	}
}

func FuzzReadWAV(f *testing.F) {
	var b bytes.Buffer
	WriteWAV(&b, PCM{Rate: 8000, Channels: 1, Samples: []int16{1, -2, 3}})
	f.Add(b.Bytes())
	b.Reset()
	WriteIMAADPCM(&b, PCM{Rate: 8000, Channels: 1, Samples: sweep(8000, 1500, 9000)})
	f.Add(b.Bytes())
	f.Add([]byte("RIFF\xff\xff\xff\xffWAVEfmt \x14\x00\x00\x00\x11\x00\x01\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ReadWAV(bytes.NewReader(data))
		if err != nil {
			return
		}
		if p.Channels < 1 || p.Channels > 2 || len(p.Samples)%p.Channels != 0 {
			t.Fatalf("bad result: %d channels, %d samples", p.Channels, len(p.Samples))
		}
	})
}

// dominantFreq estimates the frequency of a tone by counting zero
// crossings.
func dominantFreq(s []int16, rate int) float64 {
	n := 0
	for i := 1; i < len(s); i++ {
		if (s[i-1] < 0) != (s[i] < 0) {
			n++
		}
	}
	return float64(n) / 2 / (float64(len(s)) / float64(rate))
}

func TestStretchKeepsPitch(t *testing.T) {
	const rate = 22050
	tone := make([]int16, rate) // 1 s of 440 Hz
	for i := range tone {
		tone[i] = int16(10000 * math.Sin(2*math.Pi*440*float64(i)/rate))
	}
	for _, r := range []float64{0.5, 0.75, 1.5, 2, 3} {
		out := Stretch(tone, rate, r)
		wantLen := int(float64(len(tone)) / r)
		if len(out) != wantLen {
			t.Errorf("rate %v: length %d, want %d", r, len(out), wantLen)
		}
		// Ignore the first and last frame (edges are windowed).
		mid := out[600 : len(out)-600]
		if f := dominantFreq(mid, rate); math.Abs(f-440) > 10 {
			t.Errorf("rate %v: pitch %.1f Hz, want 440", r, f)
		}
	}
	if got := Stretch(tone, rate, 1.01); &got[0] != &tone[0] {
		t.Error("rate 1.01 should return the input")
	}
	short := []int16{1, 2, 3, 4, 5, 6, 7, 8}
	if got := Stretch(short, rate, 2); len(got) != 4 {
		t.Errorf("short input: len %d, want 4", len(got))
	}
	if got := Stretch(nil, rate, 2); len(got) != 0 {
		t.Error("empty input")
	}
}
