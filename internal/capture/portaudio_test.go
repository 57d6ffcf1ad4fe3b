package capture

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPortAudioThroughALSAFilePlugin opens PortAudio for real. ALSA's file
// plugin (HOME points at a temporary .asoundrc) feeds known samples as the
// default input device, so no sound card is needed; the samples read must
// be exactly the file's.
func TestPortAudioThroughALSAFilePlugin(t *testing.T) {
	dir := t.TempDir()
	want := make([]int16, 3200)
	for i := range want {
		want[i] = int16(i*37 - 20000)
	}
	raw := make([]byte, 2*len(want))
	for i, v := range want {
		binary.LittleEndian.PutUint16(raw[2*i:], uint16(v))
	}
	in := filepath.Join(dir, "in.raw")
	if err := os.WriteFile(in, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	rc := `pcm.!default { type plug; slave { pcm "chessin"; format S16_LE; rate 16000; channels 1 } }
pcm.chessin { type file; slave.pcm "chessnull"; file "/dev/null"; infile "` + in + `"; format "raw" }
pcm.chessnull { type null }
`
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", dir)
	src, err := OpenPortAudio(1600)
	if errors.Is(err, ErrNoDevice) {
		t.Skip("PortAudio found no input device even with the ALSA file plugin (PortAudio built without ALSA?): " + err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	got := make([]int16, len(want))
	for n := 0; n < len(got); {
		k, err := src.Read(got[n:])
		if err != nil {
			t.Fatal(err)
		}
		n += k
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("sample %d = %d, want %d", i, got[i], want[i])
		}
	}
	if err := src.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestPortAudioDefaultDevice opens the machine's own default input device.
// Where there is one, 100 ms are read from it; where there is none (a
// server without a sound card), the error must be the one play says to
// the user, and the test says so.
func TestPortAudioDefaultDevice(t *testing.T) {
	src, err := OpenPortAudio(1600)
	if err != nil {
		if errors.Is(err, ErrNoDevice) || strings.Contains(err.Error(), "microphone") || strings.Contains(err.Error(), "audio capture") {
			t.Logf("no microphone on this machine; play would say: %v", err)
			return
		}
		t.Fatalf("opening the default device failed with an error a user cannot act on: %v", err)
	}
	defer src.Close()
	buf := make([]int16, 1600)
	n, err := src.Read(buf)
	if err != nil || n == 0 {
		t.Fatalf("reading the default device: %d samples, %v", n, err)
	}
	t.Logf("the default input device delivered %d samples", n)
}
