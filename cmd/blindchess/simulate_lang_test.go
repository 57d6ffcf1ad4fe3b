//go:build linux

package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSimulateSaysItsRepliesInTheSessionLanguage: blindchess simulate
// answers each command in the language of --lang, word for word: what
// was done, the board shown, the clock, and the errors.
func TestSimulateSaysItsRepliesInTheSessionLanguage(t *testing.T) {
	script := "move e2 e4\nlift e9\nfly\nnoise 3\nclock 0:05:00 0:04:59 left\nlift d7\nshow\nplace d5\nbutton 7\nmove d5\npower off\npower off\nquit\n"
	tests := []struct {
		lang string
		want []string
	}{
		{"de", []string{
			"Emulator für das DGT-Brett an PTY",
			"help gibt die Befehle, quit beendet",
			"e2 nach e4 gezogen",
			`Fehler: Feld "e9": erwartet eine Linie a-h und eine Reihe 1-8, etwa e4`,
			`Fehler: unbekannter Befehl "fly"; help zeigt die Liste`,
			"3 Bytes Störung gesendet",
			"Uhr: links 0:05:00, rechts 0:04:59, links läuft",
			"Figur auf d7 abgehoben",
			"Brett rnbqkbnr/ppp1pppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR; in der Hand: schwarzer Bauer; Uhr links 0:05:00, rechts 0:04:59, links läuft",
			"auf d5 gesetzt",
			"Fehler: eine DGT 3000 hat die Tasten 1 bis 5 (zurück, minus, Start, plus, OK), nicht 7",
			"Fehler: Aufruf: move A B, z. B. move e2 e4",
			"ausgeschaltet",
			"Fehler: das Brett ist schon ausgeschaltet",
		}},
		{"cs", []string{
			"emulátor pro šachovnici DGT na PTY",
			"help vypíše příkazy, quit ukončí",
			"taženo z e2 na e4",
			`chyba: pole "e9": čekám sloupec a-h a řadu 1-8, například e4`,
			`chyba: neznámý příkaz "fly"; seznam ukáže help`,
			"odeslány 3 bajty šumu",
			"hodiny: vlevo 0:05:00, vpravo 0:04:59, běží vlevo",
			"figura z d7 zvednuta",
			"šachovnice rnbqkbnr/ppp1pppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR; v ruce: černý pěšec; hodiny vlevo 0:05:00, vpravo 0:04:59, běží vlevo",
			"postaveno na d5",
			"chyba: DGT 3000 má tlačítka 1 až 5 (zpět, minus, start, plus, OK), ne 7",
			"chyba: použití: move A B, např. move e2 e4",
			"vypnuto",
			"chyba: šachovnice už je vypnutá",
		}},
		{"en", []string{
			"DGT board emulator on PTY",
			"type help for the commands, quit to stop",
			"moved e2 to e4",
			`error: square "e9": want a file a-h and a rank 1-8, like e4`,
			`error: unknown command "fly"; type help for the list`,
			"3 bytes of noise sent",
			"clock: left 0:05:00, right 0:04:59, left running",
			"lifted d7",
			"board rnbqkbnr/ppp1pppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR; in hand: black pawn; clock left 0:05:00, right 0:04:59, left running",
			"placed on d5",
			"error: a DGT 3000 has buttons 1 to 5 (back, minus, run, plus, ok), not 7",
			"error: usage: move A B, e.g. move e2 e4",
			"switched off",
			"error: the board is already switched off",
		}},
	}
	pty := regexp.MustCompile(`/dev/pts/\d+`)
	for _, tc := range tests {
		code, out, errOut := runCLIAsIs(script, "simulate", "--lang", tc.lang, "dgt")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.lang, code, errOut)
		}
		got := strings.Split(strings.TrimSpace(pty.ReplaceAllString(out, "PTY")), "\n")
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s:\n%s\nwant:\n%s", tc.lang, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// TestWatchSaysTheEventsInTheSessionLanguage: board watch writes each
// event in the language of --lang: a tactile board connected, its
// snapshot described, a lift and a place.
func TestWatchSaysTheEventsInTheSessionLanguage(t *testing.T) {
	tests := []struct {
		lang string
		want []string
	}{
		{"de", []string{
			"verbunden: Steckbrett TB-9, Protokoll 1, Firmware emulator",
			"Gesamtbild, 32 Figuren; wie in der Grundstellung",
			"Abheben e2",
			"Absetzen e4",
		}},
		{"cs", []string{
			"připojeno: hmatová šachovnice TB-9, protokol 1, firmware emulator",
			"snímek, 32 figur; jako v základním postavení",
			"zvednutí e2",
			"položení e4",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			link := filepath.Join(t.TempDir(), "tb")
			sim := startSimulator(t, "tactile", "--link", link, "--id", "TB-9")
			w := watch(t, "--lang", tc.lang, "--tactile", link, "--count", "4")
			w.waitFor(t, "32")
			sim.send(t, "move e2 e4")
			out := waitOutput(t, w)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if len(lines) != len(tc.want) {
				t.Fatalf("output:\n%s", out)
			}
			for i, l := range lines {
				if _, rest, ok := strings.Cut(l, " "); !ok || rest != tc.want[i] {
					t.Errorf("line %d %q, want time and %q", i+1, l, tc.want[i])
				}
			}
		})
	}
}
