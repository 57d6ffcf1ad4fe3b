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

// TestPickMicrophone: the default, a whole name, a part of one; an unknown
// or ambiguous name is refused with the names to choose from.
func TestPickMicrophone(t *testing.T) {
	ms := []Microphone{{Name: "HDA Intel PCH: ALC257 Analog (hw:0,0)"}, {Name: "USB Audio Device: - (hw:1,0)"}, {Name: "default", Default: true}, {Name: "pulse"}}
	tests := []struct {
		name    string
		want    int
		wantErr string
	}{
		{"", 2, ""},
		{"default", 2, ""},
		{"pulse", 3, ""},
		{"usb", 1, ""},
		{"  USB Audio Device: - (hw:1,0) ", 1, ""},
		{"hw:", 0, `"hw:" names 2 microphones: "HDA Intel PCH: ALC257 Analog (hw:0,0)", "USB Audio Device: - (hw:1,0)"; give more of the name`},
		{"headset", 0, `no microphone is named "headset"; the microphones are "HDA Intel PCH: ALC257 Analog (hw:0,0)", "USB Audio Device: - (hw:1,0)", "default", "pulse" (blindchess microphones lists them)`},
	}
	for _, tc := range tests {
		got, err := PickMicrophone(ms, tc.name)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("PickMicrophone(%q) error %v, want %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("PickMicrophone(%q) = %d, %v; want %d", tc.name, got, err, tc.want)
		}
	}
	if _, err := PickMicrophone(nil, ""); !errors.Is(err, ErrNoDevice) {
		t.Errorf("no microphones: %v", err)
	}
	if _, err := PickMicrophone(ms[:2], ""); !errors.Is(err, ErrNoDevice) {
		t.Errorf("no default: %v", err)
	}
}

// TestStreamFormats: 16 kHz mono first, then the device's own rate, then
// stereo for a device that records only in stereo.
func TestStreamFormats(t *testing.T) {
	tests := []struct {
		rate     float64
		channels int
		want     []streamFormat
	}{
		{44100, 2, []streamFormat{{16000, 1}, {44100, 1}, {16000, 2}, {44100, 2}}},
		{16000, 1, []streamFormat{{16000, 1}}},
		{48000, 1, []streamFormat{{16000, 1}, {48000, 1}}},
		{0, 2, []streamFormat{{16000, 1}, {16000, 2}}},
	}
	for _, tc := range tests {
		if got := streamFormats(tc.rate, tc.channels); !slices.Equal(got, tc.want) {
			t.Errorf("streamFormats(%v, %d) = %v, want %v", tc.rate, tc.channels, got, tc.want)
		}
	}
	if got := mixDown([]int16{100, 300, -32768, -32768, 7, 8}, 2); !slices.Equal(got, []int16{200, -32768, 7}) {
		t.Errorf("mixDown = %v", got)
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
