package saymoves

import (
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestDecimalUsesTheLanguagesMark: the seconds of a WAV file written are
// said with one decimal, a point in English and a comma in German and
// Czech, rounded as %.1f rounds.
func TestDecimalUsesTheLanguagesMark(t *testing.T) {
	for _, tc := range []struct {
		lang catalog.Lang
		secs float64
		want string
	}{
		{catalog.English, 3.7, "3.7"},
		{catalog.German, 3.7, "3,7"},
		{catalog.Czech, 3.44, "3,4"},
		{catalog.German, 0, "0,0"},
		{catalog.English, 12.96, "13.0"},
		{catalog.Czech, 1234.5, "1234,5"},
	} {
		if got := decimal(catalog.For(tc.lang), tc.secs); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.secs, got, tc.want)
		}
	}
}
