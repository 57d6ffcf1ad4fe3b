//go:build cgo && !noportaudio

package capture

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/capture/alsatest"
)

// ramp is n test samples starting at from.
func ramp(n int, from, step int) []int16 {
	out := make([]int16, n)
	for i := range out {
		out[i] = int16(from + i*step)
	}
	return out
}

// readAll reads n samples from src.
func readAll(t *testing.T, src Source, n int) []int16 {
	t.Helper()
	got := make([]int16, n)
	for k := 0; k < n; {
		m, err := src.Read(got[k:])
		if err != nil {
			t.Fatal(err)
		}
		k += m
	}
	return got
}

// TestPortAudioThroughALSAFilePlugin opens PortAudio for real: the default
// input and the input named "tablemic" (by a part of its name) deliver
// exactly the samples of their files; a name that is no microphone is
// refused with the names there are.
func TestPortAudioThroughALSAFilePlugin(t *testing.T) {
	defaultIn, tableIn := ramp(3200, -20000, 37), ramp(3200, 5000, -3)
	alsatest.Setup(t, defaultIn, alsatest.Input{Name: "tablemic", Samples: tableIn})
	ms, err := Microphones()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	def := ""
	for _, m := range ms {
		names = append(names, m.Name)
		if m.Default {
			def = m.Name
		}
	}
	if !slices.Contains(names, "tablemic") || def != "default" {
		t.Skipf("PortAudio does not list the ALSA file plugin's inputs (PortAudio built without ALSA?): %v, default %q", names, def)
	}
	for _, tc := range []struct {
		name string
		want []int16
	}{{"", defaultIn}, {"default", defaultIn}, {"tablemic", tableIn}, {"TABLE", tableIn}} {
		src, err := OpenMicrophone(tc.name, 1600)
		if err != nil {
			t.Fatalf("opening %q: %v", tc.name, err)
		}
		if got := readAll(t, src, len(tc.want)); !slices.Equal(got, tc.want) {
			t.Errorf("%q delivered other samples than its file's (first difference at %d)", tc.name, firstDiff(got, tc.want))
		}
		if src.DeviceRate != Rate || src.DeviceChannels != 1 {
			t.Errorf("%q opened at %d Hz, %d channels; want 16 kHz mono", tc.name, src.DeviceRate, src.DeviceChannels)
		}
		if err := src.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := OpenMicrophone("headset", 0); err == nil || !strings.Contains(err.Error(), `no microphone is named "headset"`) || !strings.Contains(err.Error(), `"tablemic"`) {
		t.Errorf("an unknown microphone: %v", err)
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
