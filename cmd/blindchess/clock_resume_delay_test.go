package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestClockResumedAfterACrashDoesNotClaimTheDelayUsed: a clock with a
// simple delay (60d5) crashes two seconds into White's move; resumed
// from its journal, it is paused at its last known times, and its status
// says the period and the delay but not how much of the delay the move
// used (the time between the last input and the crash is unknown; it
// said "zero seconds used"), until the next press starts a move whose
// delay is known again. A clock left by quit is resumed at the instant
// of the quit, and says the delay used as it was. In German, English and
// Czech.
func TestClockResumedAfterACrashDoesNotClaimTheDelayUsed(t *testing.T) {
	for _, tc := range []struct {
		lang, yes                  string
		restored, unknown, resumed string
		pressed, known1, known3    string
	}{
		{"en", "yes", "Clock restored from its journal, paused at its last known times; the script action resume lets it run.",
			"Period one, delay five seconds", "Clock resumed, White to move", "Black to move\nWhite to move",
			"Period one, delay five seconds, one second used", "Period one, delay five seconds, three seconds used"},
		{"de", "ja", "Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; die Skriptaktion resume lässt sie weiterlaufen.",
			"Periode eins, Verzögerung fünf Sekunden", "Uhr läuft weiter, Weiß am Zug", "Schwarz am Zug\nWeiß am Zug",
			"Periode eins, Verzögerung fünf Sekunden, eine Sekunde verbraucht", "Periode eins, Verzögerung fünf Sekunden, drei Sekunden verbraucht"},
		{"cs", "ano", "Hodiny obnoveny z deníku, zastaveny na posledních známých časech; akce skriptu resume je znovu spustí.",
			"Perioda jedna, zpoždění pět sekund", "Hodiny znovu běží, bílý na tahu", "Černý na tahu\nBílý na tahu",
			"Perioda jedna, zpoždění pět sekund, jedna sekunda spotřebována", "Perioda jedna, zpoždění pět sekund, tři sekundy spotřebovány"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			quit := filepath.Join(dir, "quit.journal")
			runCLIOK(t, "clock", "--time", "60d5", "--lang", tc.lang, "--journal", quit, "--script", writeScript(t, "0 start\n2 time\n3 quit\n3 "+tc.yes+"\n"), "--virtual")
			// The crash: the journal as it stood after the input at 2 s
			// (its header and two records), the quit never written.
			data, err := os.ReadFile(quit)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.SplitAfter(string(data), "\n")
			crash := filepath.Join(dir, "crash.journal")
			if err := os.WriteFile(crash, []byte(strings.Join(lines[:3], "")), 0o600); err != nil {
				t.Fatal(err)
			}
			_, out, errOut := runCLIOK(t, "clock", "--resume", crash, "--script", writeScript(t, "3 status\n3 resume\n4 status\n5 press\n6 press\n6.5 status\n7 quit\n7 "+tc.yes+"\n"), "--virtual")
			want := strings.Join([]string{tc.unknown, tc.resumed, tc.unknown, tc.pressed, tc.known1, ""}, "\n")
			if !strings.HasPrefix(out, tc.restored+"\n") || !strings.Contains(out, want) {
				t.Errorf("after a crash:\n%s%s\nwant it to begin with\n%s\nand hold\n%s", out, errOut, tc.restored, want)
			}
			_, out, errOut = runCLIOK(t, "clock", "--resume", quit, "--script", writeScript(t, "3 status\n3 resume\n3 status\n4 quit\n4 "+tc.yes+"\n"), "--virtual")
			want = strings.Join([]string{tc.known3, tc.resumed, tc.known3, ""}, "\n")
			if !strings.Contains(out, want) {
				t.Errorf("after a quit:\n%s%s\nwant it to hold\n%s", out, errOut, want)
			}
		})
	}
}
