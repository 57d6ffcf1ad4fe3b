package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayAndClockSayATimeAlike: a side's time is said in one sentence
// form by play ("zeit gegner") and by the clock ("o"): the side, a comma,
// the time ("Schwarz, eine Stunde dreißig Minuten"); play's both times in
// the form the clock says them in when it is left ("Weiß, …, Schwarz, …"),
// and the clock's both times (b) in that form too, on one line (it used
// to leave the player's own side out, on a line of its own). play used to
// write "Schwarz eine Stunde dreißig Minuten", without the clock's comma.
// In each language, the same instant on both.
func TestPlayAndClockSayATimeAlike(t *testing.T) {
	for _, tc := range []struct {
		lang, yes, opponent, both string
	}{
		{"de", "ja", "Schwarz, eine Stunde dreißig Minuten dreißig Sekunden", "Weiß, eine Stunde dreißig Minuten dreißig Sekunden, Schwarz, eine Stunde dreißig Minuten dreißig Sekunden"},
		{"en", "yes", "Black, one hour thirty minutes thirty seconds", "White, one hour thirty minutes thirty seconds, Black, one hour thirty minutes thirty seconds"},
		{"cs", "ano", "Černý, jedna hodina třicet minut třicet sekund", "Bílý, jedna hodina třicet minut třicet sekund, černý, jedna hodina třicet minut třicet sekund"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			code, play, errOut := runCLIAsIs("0 start\n0 time opponent\n0 time both\n0 quit\n0 "+tc.yes+"\n",
				"play", "--lang", tc.lang, "--time", "90+30", "--script", "-", "--virtual", "--journal", filepath.Join(dir, "p.journal"))
			if code != 0 {
				t.Fatalf("play: exit %d: %s", code, errOut)
			}
			script := filepath.Join(dir, "clock.txt")
			if err := os.WriteFile(script, []byte("0 start\n0 opponent\n0 both\n0 quit\n0 "+tc.yes+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			code, clk, errOut := runCLIAsIs("", "clock", "--lang", tc.lang, "--time", "90+30", "--script", script, "--virtual", "--journal", filepath.Join(dir, "c.journal"))
			if code != 0 {
				t.Fatalf("clock: exit %d: %s", code, errOut)
			}
			for _, c := range []struct{ who, out, line string }{
				{"play", play, tc.opponent}, {"play", play, tc.both}, {"clock", clk, tc.opponent}, {"clock", clk, tc.both},
			} {
				if !strings.Contains("\n"+c.out, "\n"+c.line+"\n") {
					t.Errorf("%s does not say the line %q:\n%s", c.who, c.line, c.out)
				}
			}
		})
	}
}
