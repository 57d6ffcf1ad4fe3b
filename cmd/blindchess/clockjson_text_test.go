package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestClockJSONTextIsTheTextLine: the "text" of every JSON event of the
// clock is exactly the line text mode writes for it, in German, English
// and Czech (text mode wrote "Vier Minuten…", JSON "vier Minuten…").
func TestClockJSONTextIsTheTextLine(t *testing.T) {
	script := "0 start\n1 time\n2 press\n3 opponent\n4 moves\n5 status\n6 pause\n7 resume\n8 quit\n9 yes\n"
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"de", []string{"Uhr gestartet, Weiß am Zug", "Vier Minuten neunundfünfzig Sekunden", "Schwarz am Zug", "Schwarz, vier Minuten neunundfünfzig Sekunden", "Ein Zug"}},
		{"en", []string{"Clock started, White to move", "Four minutes fifty-nine seconds", "Black to move", "Black, four minutes fifty-nine seconds", "One move"}},
		{"cs", []string{"Hodiny spuštěny, bílý na tahu", "Čtyři minuty padesát devět sekund", "Černý na tahu", "Černý, čtyři minuty padesát devět sekund", "Jeden tah"}},
	} {
		args := []string{"clock", "--script", writeScript(t, script), "--virtual", "--time", "5", "--announce", "none", "--lang", tc.lang}
		code, text, errOut := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", tc.lang, code, errOut)
		}
		code, jsonOut, errOut := runCLI(t, "", append(args, "--json")...)
		if code != 0 {
			t.Fatalf("%s --json: exit %d, stderr %q", tc.lang, code, errOut)
		}
		var texts []string
		for _, l := range strings.Split(strings.TrimSpace(jsonOut), "\n") {
			var ev struct{ Text string }
			if err := json.Unmarshal([]byte(l), &ev); err != nil {
				t.Fatalf("%s: JSON line %q: %v", tc.lang, l, err)
			}
			texts = append(texts, ev.Text)
		}
		// Text mode starts with the setting line and asks
		// the quit question on stdout; JSON mode asks it on stderr.
		lines := strings.Split(strings.TrimSpace(text), "\n")
		if len(lines) < 3 || strings.Join(lines[1:len(lines)-1], "\n") != strings.Join(texts, "\n") {
			t.Errorf("%s: text mode lines\n%s\nJSON texts\n%s", tc.lang, strings.Join(lines, "\n"), strings.Join(texts, "\n"))
		}
		for i, w := range tc.want {
			if i >= len(texts) || texts[i] != w {
				t.Errorf("%s: JSON text %d is %q, want %q (all: %q)", tc.lang, i, texts[min(i, len(texts)-1)], w, texts)
			}
		}
	}
}
