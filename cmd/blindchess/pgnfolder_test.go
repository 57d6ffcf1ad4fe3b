package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPgnTakesAGameFolder: --pgn of braille and say takes a game's folder,
// as play makes it and recording and play --resume take it, and reads its
// game.pgn: a player at home who gives the folder play named gets his
// scoresheet, not "is a folder". A folder without game.pgn is still
// refused with what to give. In de, en and cs.
func TestPgnTakesAGameFolder(t *testing.T) {
	game := t.TempDir()
	pgnText := "[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.11.27\"]\n[Round \"?\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n"
	if err := os.WriteFile(filepath.Join(game, "game.pgn"), []byte(pgnText), 0o600); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	for _, tc := range []struct {
		lang, sheet, said, refused string
	}{
		{"en", "ANNA - BERT\r\n2026.11.27\r\nRESULT 1-0\r\n\r\n1 E4 E5\r\n2 SF3\r\n", "Move one, White, Eva four\n",
			"blindchess: --pgn: " + empty + ": is a directory; give the PGN file of the game, such as --pgn game.pgn\n"},
		{"de", "ANNA - BERT\r\n2026.11.27\r\nERGEBNIS 1-0\r\n\r\n1 E4 E5\r\n2 ,SF3\r\n", "Zug eins, Weiß, Eva vier\n",
			"blindchess: --pgn: " + empty + ": ist ein Ordner; die PGN-Datei der Partie angeben, etwa --pgn partie.pgn\n"},
		{"cs", "ANNA - BERT\r\n2026.11.27\r\nV&SLEDEK 1-0\r\n\r\n1 E4 E5\r\n2 ,JF3\r\n", "Tah jedna, bílý, Eva čtyři\n",
			"blindchess: --pgn: " + empty + ": je to složka; zadejte soubor PGN s partií, například --pgn partie.pgn\n"},
	} {
		code, out, errOut := runCLI(t, "", "braille", "--pgn", game, "--lang", tc.lang)
		if code != 0 || !strings.HasPrefix(out, tc.sheet) {
			t.Errorf("%s: braille --pgn FOLDER: exit %d\n%q\nwant it to begin with\n%q\n%s", tc.lang, code, out, tc.sheet, errOut)
		}
		code, out, errOut = runCLI(t, "", "say", "--pgn", game, "--text", "--lang", tc.lang)
		if code != 0 || !strings.Contains(out, tc.said) {
			t.Errorf("%s: say --pgn FOLDER: exit %d\n%q\nwant it to hold %q\n%s", tc.lang, code, out, tc.said, errOut)
		}
		code, _, errOut = runCLI(t, "", "braille", "--pgn", empty, "--lang", tc.lang)
		if code != 2 || errOut != tc.refused {
			t.Errorf("%s: braille --pgn EMPTY_FOLDER: exit %d %q, want 2 %q", tc.lang, code, errOut, tc.refused)
		}
	}
}
