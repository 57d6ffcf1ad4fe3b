//go:build linux

package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestClockBackspaceOnTerminal: on a real terminal (raw, single keys) the
// arbiter's correction in the talking clock takes Backspace, as most
// terminals send it (DEL) and as some do (BS): each deletes the last
// character typed and says it once, on a line of its own (nothing is
// written again or erased: a screen reader reads the new line alone), a
// space by its name. Until session 21 the key reader dropped Backspace.
func TestClockBackspaceOnTerminal(t *testing.T) {
	tests := []struct {
		lang, typed, retyped string
		want                 []string
	}{
		{"en", "add black 2mx", "m", []string{
			"Arbiter's correction: type, for example, add black 2m, time white 1:20:00, moves white 40 or penalty white, then Enter; Backspace deletes a character, Enter alone cancels.",
			"Deleted: x.",
			"Deleted: m.",
			"Arbiter's correction: Black, two minutes added.",
		}},
		{"de", "geben schwarz 2m ", "m", []string{
			"Korrektur des Schiedsrichters: eintippen, zum Beispiel geben schwarz 2m, zeit weiss 1:20:00, zuege weiss 40 oder strafe weiss, dann Enter; die Rücktaste löscht ein Zeichen, Enter allein bricht ab.",
			"Gelöscht: Leerzeichen.",
			"Gelöscht: m.",
			"Korrektur des Schiedsrichters: Schwarz, zwei Minuten dazu.",
		}},
		{"cs", "pridat cerny 2m-", "m", []string{
			"Oprava rozhodčího: napište například pridat cerny 2m, cas bily 1:20:00, tahy bily 40 nebo trest bily, pak Enter; Backspace smaže znak, samotný Enter ji zruší.",
			"Smazáno: mínus.",
			"Smazáno: m.",
			"Oprava rozhodčího: černý, přidáno: dvě minuty.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			j := filepath.Join(dir, "c.journal")
			r := startOnTerminal(t, dir, "clock", "--lang", tc.lang, "--voice", "text", "--time", "5+3", "--journal", j)
			r.rawMode()
			r.write(" ") // the clock starts
			r.write("k")
			r.wait(tc.want[0])
			r.write(tc.typed)
			r.write("\x7f")
			r.wait(tc.want[1])
			r.write("\x08")
			r.wait(tc.want[2])
			r.write(tc.retyped + "\r")
			r.wait(tc.want[3])
			r.write("\x03\x03") // leave
			out := strings.ReplaceAll(r.finish(), "\r\n", "\n")
			var got []string
			for _, l := range strings.Split(out, "\n") {
				if i := slices.Index(tc.want, l); i >= 0 || len(got) > 0 && len(got) < len(tc.want) {
					got = append(got, l)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("lines from the correction's question on:\n%s\nwant:\n%s\nall output:\n%q", strings.Join(got, "\n"), strings.Join(tc.want, "\n"), out)
			}
			// Journaled as keys: a resumed clock types the same.
			if in := journalInputs(t, j); !strings.Contains(in, "|backspace|backspace|") {
				t.Errorf("the journal does not hold the two Backspaces: %s", in)
			}
		})
	}
}
