package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestClockResumeSaysThePauseOnce resumes, from its keys, a clock left
// running: the pause is said once, by the restored line ("Clock restored
// …, paused"), not also by a "Clock paused" before it, in each language;
// --json keeps the pause event. (2+1 starts at 2:01: the increment
// is also added before move 1.)
func TestClockResumeSaysThePauseOnce(t *testing.T) {
	tests := []struct {
		lang string
		want string
	}{
		{"en", `Clock restored from its journal, paused at its last known times; press z to resume.
Tournament play: your time is told only when you ask (t); --announce gives automatic announcements.
Quit the clock? Press y to quit, any other key to go on.
White, two minutes, Black, one minute fifty-eight seconds
`},
		{"de", `Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; z lässt sie weiterlaufen.
Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (t); --announce gibt automatische Ansagen.
Uhr beenden? j beendet, jede andere Taste macht weiter.
Weiß, zwei Minuten, Schwarz, eine Minute achtundfünfzig Sekunden
`},
		{"cs", `Hodiny obnoveny z deníku, zastaveny na posledních známých časech; z je znovu spustí.
Turnajová partie: čas se hlásí jen na požádání (t); --announce zapne automatická hlášení.
Ukončit hodiny? Stiskněte a pro ukončení, jinou klávesu pro pokračování.
Bílý, dvě minuty, černý, jedna minuta padesát osm sekund
`},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			dir := t.TempDir()
			j, jj := filepath.Join(dir, "clock.journal"), filepath.Join(dir, "json.journal")
			// Left with Black's clock running.
			for _, p := range []string{j, jj} {
				runCLIOK(t, "clock", "--time", "2+1", "--lang", tt.lang, "--journal", p,
					"--script", writeScript(t, "0 start\n2 press\n5 quit\n5 yes\n"), "--virtual")
			}
			code, out, errOut := runCLI(t, "q\ny\n", "clock", "--resume", j)
			if code != 0 {
				t.Fatalf("resume: exit %d: %s", code, errOut)
			}
			if out != tt.want {
				t.Errorf("resumed clock wrote\n%s\nwant\n%s", out, tt.want)
			}
			_, out, _ = runCLI(t, "q\ny\n", "clock", "--resume", jj, "--json")
			if want := `{"t":5,"event":"pause","white_ms":120000,"black_ms":118000,"moves":0,"side":"black","text":"` + pauseText[tt.lang] + `"}`; firstLine(out) != want {
				t.Errorf("--json: first line %q, want %q", firstLine(out), want)
			}
		})
	}
}

// pauseText is the text of the clock's pause event in each language.
var pauseText = map[string]string{"en": "Clock paused", "de": "Uhr angehalten", "cs": "Hodiny zastaveny"}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
