package capture

import (
	"errors"
	"slices"
	"testing"
)

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
