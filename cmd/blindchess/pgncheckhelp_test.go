package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPgnCheckHelpSaysWhereAnErrorIs: pgn check --help says that a
// syntax error is given with its line and column and an illegal move with
// its line and move, in de, en and cs, in the words pgn check then
// writes for such errors.
func TestPgnCheckHelpSaysWhereAnErrorIs(t *testing.T) {
	dir := t.TempDir()
	illegal, syntax := filepath.Join(dir, "illegal.pgn"), filepath.Join(dir, "syntax.pgn")
	if err := os.WriteFile(illegal, []byte("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ke3 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(syntax, []byte("[Event \"x\"]\n\n1. e4 e5 2. Nf3 {unclosed\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, help, syntaxAt, illegalAt string
	}{
		{"en", `a syntax error with its line and column ("line 4, column 1"), an illegal move with its line and move ("line 3, move 4. Ke3")`, ", line 4, column 1, ", ", line 3, move 4. Ke3: "},
		{"de", `einen Syntaxfehler mit Zeile und Spalte ("Zeile 4, Spalte 1"), einen unmöglichen Zug mit Zeile und Zug ("Zeile 3, Zug 4. Ke3")`, ", Zeile 4, Spalte 1, ", ", Zeile 3, Zug 4. Ke3: "},
		{"cs", `syntaktickou chybu s řádkem a sloupcem ("řádek 4, sloupec 1"), nemožný tah s řádkem a tahem ("řádek 3, tah 4. Ke3")`, ", řádek 4, sloupec 1, ", ", řádek 3, tah 4. Ke3: "},
	} {
		_, help, _ := runCLIAsIs("", "pgn", "check", "--help", "--lang", tc.lang)
		if !strings.Contains(strings.Join(strings.Fields(help), " "), tc.help) {
			t.Errorf("%s: pgn check --help does not say %q:\n%s", tc.lang, tc.help, help)
		}
		code, out, _ := runCLIAsIs("", "pgn", "check", syntax, illegal, "--lang", tc.lang)
		if code != 1 || !strings.Contains(out, syntax+": ") || !strings.Contains(out, tc.syntaxAt) || !strings.Contains(out, tc.illegalAt) {
			t.Errorf("%s: exit %d, output\n%s\nwant 1 and %q and %q", tc.lang, code, out, tc.syntaxAt, tc.illegalAt)
		}
	}
}

// TestCheckWithoutAVoiceStartsWithWhatToDo: check without a voice does
// not give the instructions for answers it will never ask for; it starts,
// says that the channels are not tested and what to do, then on a line of
// its own how it speaks instead, then the rest, in
// de, en and cs; --voice none, as in play, is the same.
func TestCheckWithoutAVoiceStartsWithWhatToDo(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "Pre-round check.\nEarphone channels not tested, as no voice speaks: give a voice that plays on the sound card (--voice espeak or --voice clips) and run check again.\nSpeech: text lines\nThe table is not ready; checks failed: 1 of 1.\nResult written to %s.\n"},
		{"de", "Prüfung vor der Runde.\nOhrhörerkanäle nicht geprüft, da keine Stimme spricht: eine Stimme angeben, die über die Soundkarte spielt (--voice espeak oder --voice clips), und die Prüfung wiederholen.\nSprache: Textzeilen\nDer Tisch ist nicht bereit; nicht bestandene Prüfungen: 1 von 1.\nErgebnis geschrieben in %s.\n"},
		{"cs", "Kontrola před kolem.\nKanály sluchátek nevyzkoušeny, protože nemluví žádný hlas: zadejte hlas, který hraje na zvukovou kartu (--voice espeak nebo --voice clips), a kontrolu spusťte znovu.\nŘeč: textové řádky\nStůl není připraven; neprošlé kontroly: 1, celkem 1.\nVýsledek zapsán do %s.\n"},
	} {
		for _, voice := range []string{"text", "none"} {
			j := filepath.Join(t.TempDir(), "check.journal")
			code, out, errOut := runCLIAsIs("", "check", "--lang", tc.lang, "--voice", voice, "--journal", j)
			if want := strings.Replace(tc.want, "%s", j, 1); code != 1 || out != want {
				t.Errorf("%s --voice %s: exit %d, output\n%q\nwant 1 and\n%q\n(stderr %q)", tc.lang, voice, code, out, want, errOut)
			}
		}
	}
	// A voice there is not is refused with the voices there are, none too.
	code, _, errOut := runCLIAsIs("", "check", "--lang", "en", "--voice", "nonsense", "--journal", filepath.Join(t.TempDir(), "j"))
	if want := "blindchess: --voice \"nonsense\": there is no such voice; give one of auto, clips, speechd, espeak, say, sapi, text, none\n"; code != 2 || errOut != want {
		t.Errorf("--voice nonsense: exit %d, %q; want 2 and %q", code, errOut, want)
	}
}
