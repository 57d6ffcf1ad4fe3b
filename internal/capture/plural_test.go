package capture

import (
	"bytes"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/speech"
)

// TestBadFormatCountsTheChannelsInTheLanguage: a WAV of the wrong format
// is refused with its channels counted in the language's plural form (1
// Kanal, 2 kanály), not the English "channel(s)".
func TestBadFormatCountsTheChannelsInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		rate, channels int
		lang           catalog.Lang
		want           string
	}{
		{8000, 1, catalog.German, "der Ton hat 8000 Hz und 1 Kanal; in 16000 Hz mono umwandeln (sox in.wav -r 16000 -c 1 -b 16 out.wav)"},
		{Rate, 2, catalog.German, "der Ton hat 16000 Hz und 2 Kanäle; in 16000 Hz mono umwandeln (sox in.wav -r 16000 -c 1 -b 16 out.wav)"},
		{8000, 1, catalog.English, "audio is 8000 Hz with 1 channel; convert it to 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)"},
		{Rate, 2, catalog.English, "audio is 16000 Hz with 2 channels; convert it to 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)"},
		{8000, 1, catalog.Czech, "zvuk má 8000 Hz a 1 kanál; převeďte ho na 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)"},
		{Rate, 2, catalog.Czech, "zvuk má 16000 Hz a 2 kanály; převeďte ho na 16000 Hz mono (sox in.wav -r 16000 -c 1 -b 16 out.wav)"},
	} {
		samples := make([]int16, 4*tc.channels)
		_, err := NewWAVSource(bytes.NewReader(wavBytes(t, speech.PCM{Rate: tc.rate, Channels: tc.channels, Samples: samples})))
		if err == nil {
			t.Fatalf("%d Hz × %d: not refused", tc.rate, tc.channels)
		}
		if got := catalog.For(tc.lang).Error(err); got != tc.want {
			t.Errorf("%d Hz × %d in %v:\n got %q\nwant %q", tc.rate, tc.channels, tc.lang, got, tc.want)
		}
	}
}
