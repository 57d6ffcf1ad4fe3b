package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayCastlingAnnouncedAndPressWithoutAMove runs blindchess play end to
// end on a Chess960 position with K d1, R a1 (R246 of fide-requirements.md),
// in de, en and cs: White announces castling (Guideline II.3.2.7.1, R240)
// with the word of his language, moves the king d1–c1 on the tactile
// board and presses, which is refused with the rook's step (not Kc1), then
// moves the rook a1–d1: O-O-O. Black presses with no move made on the
// sighted board (Article 7.5.3, R073, R106) and the arbiter counts it with arbiter illegal black
// press: White gets two minutes. Then play --resume replays the journal
// as played: the PGN has O-O-O with both clocks, and the arbiter log
// written beside it has the announcement, the refused press, Black's
// press without a move and the ruling.
func TestPlayCastlingAnnouncedAndPressWithoutAMove(t *testing.T) {
	for _, tc := range []struct {
		lang, castle, ruling string
		said, log            []string
	}{
		{"en", "castle", "arbiter illegal black press",
			[]string{"White announces castling.\n", "Press refused: castling was announced, and the tactile board shows only its first half. Rook from Anna one to David one. Type undo to take the announcement back.\n", "Long castling\n",
				"Black pressed the clock without a move: it counts as an illegal move (Article 7.5.3). First illegal move by Black: White gets two minutes.\n"},
			[]string{"Castling announced: White announces castling.\n", "Press without a move: Press refused: castling was announced",
				"Press without a move: Press refused: the move is not yet made on the sighted board (the piece on its new square, the captured piece removed). The arbiter counts it as an illegal move with arbiter illegal black press (Article 7.5.3).\n",
				"Illegal: Black pressed the clock without a move: it counts as an illegal move (Article 7.5.3). First illegal move by Black: White gets two minutes.\n"}},
		{"de", "rochade", "schiedsrichter regelwidrig schwarz drücken",
			[]string{"Weiß kündigt die Rochade an.\n", "Uhrdruck abgelehnt: die Rochade ist angekündigt, und das Steckbrett zeigt erst ihre erste Hälfte. Turm von Anna eins nach David eins. Mit rückgängig wird die Ankündigung zurückgenommen.\n", "Lange Rochade\n",
				"Schwarz hat die Uhr ohne Zug gedrückt: das zählt als regelwidriger Zug (Artikel 7.5.3). Erster regelwidriger Zug von Schwarz: Weiß erhält zwei Minuten.\n"},
			[]string{"Rochade angekündigt: Weiß kündigt die Rochade an.\n", "Uhrdruck ohne Zug: Uhrdruck abgelehnt: die Rochade ist angekündigt",
				"Uhrdruck ohne Zug: Uhrdruck abgelehnt: der Zug ist auf dem Brett des Sehenden noch nicht ausgeführt (Stein auf dem neuen Feld, geschlagener Stein entfernt). Als regelwidrigen Zug zählt ihn der Schiedsrichter mit schiedsrichter regelwidrig schwarz drücken (Artikel 7.5.3).\n",
				"Regelwidriger Zug: Schwarz hat die Uhr ohne Zug gedrückt: das zählt als regelwidriger Zug (Artikel 7.5.3). Erster regelwidriger Zug von Schwarz: Weiß erhält zwei Minuten.\n"}},
		{"cs", "rošáda", "rozhodčí nemožný černý stisk",
			[]string{"Bílý ohlašuje rošádu.\n", "Stisk hodin odmítnut: rošáda je ohlášena a hmatová šachovnice ukazuje teprve její první polovinu. Věž z Anna jedna na David jedna. Příkaz zpět ohlášení vezme zpět.\n", "Dlouhá rošáda\n",
				"Černý stiskl hodiny bez tahu: počítá se jako nemožný tah (článek 7.5.3). Černý: první nemožný tah. Bílý: dvě minuty navíc.\n"},
			[]string{"Ohlášení rošády: Bílý ohlašuje rošádu.\n", "Stisk bez tahu: Stisk hodin odmítnut: rošáda je ohlášena",
				"Stisk bez tahu: Stisk hodin odmítnut: šachovnice vidícího ještě neukazuje provedený tah (kámen na novém poli, sebraný kámen odstraněn). Jako nemožný tah jej rozhodčí započítá příkazem rozhodčí nemožný černý stisk (článek 7.5.3).\n",
				"Nemožný tah: Černý stiskl hodiny bez tahu: počítá se jako nemožný tah (článek 7.5.3). Černý: první nemožný tah. Bílý: dvě minuty navíc.\n"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			j := filepath.Join(dir, "g.journal")
			script := "0 start\n" +
				"1 " + tc.castle + "\n" +
				"2 board tactile lift d1\n" +
				"3 board tactile place c1\n" +
				"4 press\n" +
				"5 board tactile lift a1\n" +
				"6 board tactile place d1\n" +
				"7 press\n" +
				"8 press\n" +
				"9 " + tc.ruling + "\n" +
				"10 quit\n"
			out, errs, code := playRun(t, "", "--lang", tc.lang, "--time", "90+30", "--fen", "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
				"--tactile", "virtual", "--sighted", "virtual", "--script", playScriptFile(t, script), "--virtual", "--journal", j)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			at := 0
			for _, s := range tc.said {
				i := strings.Index(out[at:], s)
				if i < 0 {
					t.Fatalf("play did not say %q after what it said before:\n%s", s, out)
				}
				at += i + len(s)
			}
			if strings.Contains(out, "Kc1") {
				t.Errorf("the king's move was made alone:\n%s", out)
			}
			journal, err := os.ReadFile(j)
			if err != nil || !strings.Contains(string(journal), tc.castle) || !strings.Contains(string(journal), tc.ruling) {
				t.Errorf("the journal lacks the announcement or the ruling (%v):\n%s", err, journal)
			}
			if err := os.Remove(filepath.Join(dir, "g.arbiter.txt")); err != nil {
				t.Fatal(err)
			}
			_, errs, code = playRun(t, "", "--resume", j, "--script", playScriptFile(t, "20 quit\n20 yes\n"), "--virtual")
			if code != 0 {
				t.Fatalf("resume: exit %d: %s", code, errs)
			}
			pgn, err := os.ReadFile(filepath.Join(dir, "g.pgn"))
			if err != nil || !strings.Contains(string(pgn), "1. O-O-O {[%clk ") {
				t.Errorf("PGN (%v):\n%s", err, pgn)
			}
			log, err := os.ReadFile(filepath.Join(dir, "g.arbiter.txt"))
			if err != nil {
				t.Fatal(err)
			}
			at = 0
			for _, s := range tc.log {
				i := strings.Index(string(log[at:]), s)
				if i < 0 {
					t.Fatalf("the arbiter log after the resume lacks %q in its order:\n%s", s, log)
				}
				at += i + len(s)
			}
		})
	}
}
