package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestDeviceTexts: every sentence about the devices is there in German,
// English and Czech with the same blanks; what is said aloud has no blank
// (no file names or error texts in the ear).
func TestDeviceTexts(t *testing.T) {
	for key, forms := range deviceTexts {
		blanks := strings.Count(forms[0], "%")
		for i, f := range forms {
			if strings.TrimSpace(f) == "" {
				t.Errorf("%s: language %d is empty", key, i)
			}
			if n := strings.Count(f, "%"); n != blanks {
				t.Errorf("%s: language %d has %d blanks, German %d", key, i, n, blanks)
			}
		}
		if strings.HasSuffix(key, "-said") && blanks > 0 {
			t.Errorf("%s is said aloud but has %d blanks", key, blanks)
		}
	}
	tests := []struct {
		style phonetic.Style
		key   string
		args  []any
		want  string
	}{
		{phonetic.AnnexD, "mic-on", []any{"USB Audio Device"}, "Mikrofon: USB Audio Device."},
		{phonetic.AnnexDEn, "mic-on", []any{"default"}, "Microphone: default."},
		{phonetic.CzechStyle, "mic-on-said", nil, "Mikrofon zapnut."},
		{phonetic.AnnexDEn, "mic-missing", []any{"no microphone found"}, "The microphone is not available (no microphone found); play goes on without recording and voice input."},
		{phonetic.AnnexD, "rec-on", []any{"/tmp/g/recording"}, "Aufnahme läuft, in /tmp/g/recording."},
	}
	for _, tc := range tests {
		if got := DeviceText(tc.style, tc.key, tc.args...); got != tc.want {
			t.Errorf("DeviceText(%s, %s) = %q, want %q", tc.style, tc.key, got, tc.want)
		}
	}
}
