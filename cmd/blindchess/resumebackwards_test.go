package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayResumeAfterAScriptLineBeforeTheLast: a script fed to a resumed
// game with a time before the game's last instant is journaled and
// refused; the next resume then goes on from the game's own instant, so
// that it is said to be restored with its clock paused (it went on from
// the refused line's instant, its own "resumed" was refused as before the
// last input, and the clock ran on). Exact in German, English and Czech.
func TestPlayResumeAfterAScriptLineBeforeTheLast(t *testing.T) {
	restored := map[string]string{
		"de": "Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.",
		"en": "Game restored. Clock paused at its last known times; type resume to go on.",
		"cs": "Partie obnovena. Hodiny zastaveny na posledních známých časech; pokračujte příkazem pokračovat.",
	}
	times := map[string]string{
		"de": "Weiß, vier Minuten fünfundfünfzig Sekunden, Schwarz, vier Minuten vierundfünfzig Sekunden",
		"en": "White, four minutes fifty-five seconds, Black, four minutes fifty-four seconds",
		"cs": "Bílý, čtyři minuty padesát pět sekund, černý, čtyři minuty padesát čtyři sekundy",
	}
	for _, lang := range []string{"de", "en", "cs"} {
		j := filepath.Join(t.TempDir(), "g.journal")
		if code, _, errOut := runCLI(t, "0 start\n10 e4\n11 press\n20 quit\n20 yes\n", "play", "--lang", lang, "--time", "5+3", "--voice", "none", "--journal", j, "--script", "-", "--virtual"); code != 0 {
			t.Fatalf("%s: exit %d: %s", lang, code, errOut)
		}
		// Fed from 0 s again: refused, and journaled.
		if code, _, errOut := runCLI(t, "5 e5\n", "play", "--lang", lang, "--resume", j, "--voice", "none", "--script", "-", "--virtual"); code != 0 {
			t.Fatalf("%s: exit %d: %s", lang, code, errOut)
		}
		code, out, errOut := runCLI(t, "40 time both\n", "play", "--lang", lang, "--resume", j, "--voice", "none", "--script", "-", "--virtual", "--json")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", lang, code, errOut)
		}
		if !strings.Contains(out, `"text":"`+restored[lang]+`"`) {
			t.Errorf("%s: the resumed game is not said to be restored:\n%s", lang, out)
		}
		if !strings.Contains(out, `{"t":40,"event":"announce","text":"`+times[lang]+`","audience":"player"}`) {
			t.Errorf("%s: 20 s later the clock does not show the last known times:\n%s", lang, out)
		}
	}
}
