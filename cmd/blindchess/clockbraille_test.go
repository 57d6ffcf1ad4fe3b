package main

import (
	"slices"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi/brlttytest"
)

// TestClockBrailleShowsSentences: clock --braille shows what the clock
// says on the display too, as text in BRLTTY's text table of the
// language: the flag fall ("White, flag fell") of a real-time run, exact
// cells on a 40-cell Virtual display, in German, English and Czech.
func TestClockBrailleShowsSentences(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 1.2 s of real time per language")
	}
	for _, tc := range []struct{ lang, want string }{
		{"de", "24567|15|24|34568|2| |13567|15|24|2345| |1|12|1245|15|123|1|136|124|15|1345"}, // Weiß, Zeit abgelaufen,
		{"en", "24567|125|24|2345|15|6| |124|123|1|1245| |124|15|123|123"},                    // White, flag fell,
		{"cs", "127|34|123|12346|2| |146|1|234| |1236|13456|1234|1235|156|15|123"},            // Bílý, čas vypršel,
	} {
		t.Run(tc.lang, func(t *testing.T) {
			host, vd := brlttytest.StartWith(t, brlttytest.Options{TextTable: tc.lang})
			t.Setenv("BRLAPI_HOST", host)
			t.Setenv("BRLAPI_AUTH", "none")
			time.Sleep(500 * time.Millisecond) // BRLTTY's display is there
			code, out, errOut := runCLI(t, "", "clock", "--time", "1s", "--announce", "500ms", "--lang", tc.lang, "--braille",
				"--script", writeScript(t, "0 start\n0.2 press\n0.4 press\n"))
			if code != 0 {
				t.Fatalf("exit %d, %s\n%s", code, errOut, out)
			}
			shown := vd.Shown(t, time.Second)
			if !slices.Contains(shown, tc.want) {
				t.Errorf("the display never showed %q; it showed %q", tc.want, shown)
			}
		})
	}
}
