package clock

import (
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestControlSayInNamesTheHourglassInTheLanguage: a German or Czech
// sentence names the hourglass in its own language, other controls keep
// their typed form, and the keyword typed stays "hourglass".
func TestControlSayInNamesTheHourglassInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		typed string
		lang  catalog.Lang
		want  string
	}{
		{"hourglass 5", catalog.German, "Sanduhr 5"},
		{"hourglass 5", catalog.English, "hourglass 5"},
		{"hourglass 5", catalog.Czech, "přesýpací hodiny 5"},
		{"Hourglass 1m30s", catalog.German, "Sanduhr 1m30s"},
		{"90+30", catalog.German, "90+30"},
		{"40/90+30,30+30", catalog.Czech, "40/90+30,30+30"},
		{"60d5", catalog.German, "60d5"},
	} {
		c, err := Parse(tc.typed)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.typed, err)
		}
		if got := c.SayIn(catalog.For(tc.lang)); got != tc.want {
			t.Errorf("Parse(%q).SayIn(%v) = %q, want %q", tc.typed, tc.lang, got, tc.want)
		}
		if back, err := Parse(c.String()); err != nil || back.String() != c.String() {
			t.Errorf("%q: the typed form %q does not parse back: %v", tc.typed, c.String(), err)
		}
	}
}
