package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScriptGivenAPGNFile: a PGN file given to --script (a user's easy
// mistake: a game to replay) is named as a PGN file, not a script, with
// the commands that read one: say --pgn speaks its moves, position --pgn
// gives its position and its FEN for play --fen. play and clock, with a
// tag pair first or movetext alone, in each language; nothing is created
// and the exit is 2. A script's own errors stay as they were.
func TestScriptGivenAPGNFile(t *testing.T) {
	dir := t.TempDir()
	withTags := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(withTags, []byte("[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 {good} e5 2. Nf3 Nc6 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bare := filepath.Join(dir, "moves.txt")
	if err := os.WriteFile(bare, []byte("\ufeff\n1.e4 e5 2.Nf3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "blindchess: --script %[1]s is a PGN file, not a script (a script's lines are \"<seconds> <what is typed>\", such as \"0 e4\"). To hear its moves: blindchess say --pgn %[1]s; its position, with the FEN to give play --fen: blindchess position --pgn %[1]s.\n",
		"de": "blindchess: --script %[1]s ist eine PGN-Datei, kein Skript (ein Skript hat Zeilen \"<Sekunden> <was getippt wird>\", etwa \"0 e4\"). Ihre Züge hören: blindchess say --pgn %[1]s; ihre Stellung, mit der FEN für play --fen: blindchess position --pgn %[1]s.\n",
		"cs": "blindchess: --script %[1]s je soubor PGN, ne skript (skript má řádky \"<sekundy> <co se píše>\", například \"0 e4\"). Jeho tahy uslyšíte: blindchess say --pgn %[1]s; jeho pozici s FEN pro play --fen: blindchess position --pgn %[1]s.\n",
	}
	for _, lang := range []string{"de", "en", "cs"} {
		for _, file := range []string{withTags, bare} {
			for _, args := range [][]string{
				{"play", "--virtual", "--script", file},
				{"play", "--script", file},
				{"clock", "--time", "5+3", "--script", file},
			} {
				home := t.TempDir()
				args = append(args, "--lang", lang, "--journal", filepath.Join(home, "g.journal"))
				code, out, errOut := runCLIAsIs("", args...)
				if code != 2 || out != "" || errOut != strings.ReplaceAll(want[lang], "%[1]s", file) {
					t.Errorf("%s %q: exit %d, out %q\nstderr %q\nwant   %q", lang, args, code, out, errOut, strings.ReplaceAll(want[lang], "%[1]s", file))
				}
				if _, err := os.Stat(filepath.Join(home, "g.journal")); err == nil {
					t.Errorf("%s %q: a journal was written", lang, args)
				}
			}
		}
	}
}
