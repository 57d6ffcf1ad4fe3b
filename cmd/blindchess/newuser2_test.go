package main

import (
	"strings"
	"testing"
)

// TestClockGreetingNamesTheHourglassInTheSessionLanguage: the clock's
// first line names an hourglass in German and Czech in their own words,
// while "hourglass 5" is what is typed in every language.
func TestClockGreetingNamesTheHourglassInTheSessionLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Uhr Sanduhr 5 (Blitz). Sie spielen Weiß. Leertaste startet die Uhr von Weiß, h gibt Hilfe.\n"},
		{"en", "Clock hourglass 5 (blitz). You are White. Press space to start White's clock, h for help.\n"},
		{"cs", "Hodiny přesýpací hodiny 5 (bleskovka). Hrajete za bílé. Mezerník spustí hodiny bílého, h nápověda.\n"},
	} {
		code, out, errOut := runCLI(t, "q\ny\nj\na\n", "clock", "--lang", tc.lang, "--time", "hourglass 5")
		if code != 0 {
			t.Errorf("clock --lang %s: exit %d: %s", tc.lang, code, errOut)
		}
		if first, _, _ := strings.Cut(out, "\n"); first+"\n" != tc.want {
			t.Errorf("clock --lang %s: first line %q, want %q", tc.lang, first, tc.want)
		}
	}
}
