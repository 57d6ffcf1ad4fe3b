package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestDeviceTexts: what is said aloud about the devices has no blank (no
// file names or error texts in the ear), and the sentences come out of the
// catalog in the style's language. (That each exists in every language
// with the same blanks is internal/catalog's test.)
func TestDeviceTexts(t *testing.T) {
	for _, key := range catalog.Keys() {
		if !strings.HasPrefix(key, "device.") || !strings.HasSuffix(key, "-said") {
			continue
		}
		for _, l := range catalog.Langs() {
			if s, _ := catalog.Raw(l, key); strings.Contains(s, "%") {
				t.Errorf("%s (%s) is said aloud but has a blank: %q", key, l, s)
			}
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
