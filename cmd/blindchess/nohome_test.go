package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayWithoutAHomeFolderKeepsTheGame: with no home folder ($HOME not
// set, no $XDG_DATA_HOME: a service, a cron job, a kiosk) the game is
// kept in the temporary folder, journal and PGN from the first move, and
// the start says so and what to do, in German, English and Czech. It used
// to say that the game was not being saved (with an English reason in a
// German session), write that it was saved in a folder that did not
// exist, and save it only when the session ended.
func TestPlayWithoutAHomeFolderKeepsTheGame(t *testing.T) {
	tests := []struct {
		lang, want string
	}{
		{"de", "Kein Home-Verzeichnis ($HOME ist nicht gesetzt), daher liegt die Partie im temporären Ordner %s, den das System beim Neustart leeren kann: die Partie von dort kopieren, oder HOME setzen, oder --journal DATEI angeben."},
		{"en", "No home folder ($HOME is not set), so the game is kept in the temporary folder %s, which the system may empty when it restarts: copy the game from there, or set HOME, or give --journal FILE."},
		{"cs", "Chybí domovská složka ($HOME není nastavena), proto je partie v dočasné složce %s, kterou systém může při restartu vyprázdnit: partii odtud zkopírujte, nebo nastavte HOME, nebo zadejte --journal SOUBOR."},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			tmp := t.TempDir()
			t.Setenv("HOME", "")
			t.Setenv("XDG_DATA_HOME", "")
			t.Setenv("TMPDIR", tmp)
			script := filepath.Join(t.TempDir(), "s.txt")
			if err := os.WriteFile(script, []byte("0 e4\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runCLI(t, "", "play", "--lang", tc.lang, "--script", script, "--virtual")
			if code != 0 {
				t.Fatalf("exit %d: %s%s", code, out, errOut)
			}
			games := filepath.Join(tmp, "blindchess-data", "blindchess", "games")
			want := strings.Replace(tc.want, "%s", games, 1)
			if !strings.Contains(out, want+"\n") {
				t.Errorf("output lacks\n%s\ngot:\n%s%s", want, out, errOut)
			}
			journals, _ := filepath.Glob(filepath.Join(games, "*", "game.journal"))
			pgns, _ := filepath.Glob(filepath.Join(games, "*", "game.pgn"))
			if len(journals) != 1 || len(pgns) != 1 {
				t.Fatalf("journals %q, PGNs %q in %s", journals, pgns, games)
			}
			if b, _ := os.ReadFile(pgns[0]); !strings.Contains(string(b), "1. e4 *") {
				t.Errorf("PGN:\n%s", b)
			}
			if strings.Contains(out+errOut, "rescue") || strings.Contains(out+errOut, "$HOME is not defined") {
				t.Errorf("still a disk problem:\n%s%s", out, errOut)
			}
		})
	}
}

// TestPlayGamesFolderMovedToAFullDisk: when the games folder cannot be
// written and the temporary folder the game goes to instead is full, the
// start says that the game is not being saved and why (the disk is full),
// not that it went to the temporary folder, in German, English and Czech.
func TestPlayGamesFolderMovedToAFullDisk(t *testing.T) {
	tmp, ok := mountDisk(t, "size=64k")
	if !ok {
		t.Skip("needs root to mount a small disk")
	}
	fillDisk(t, tmp, 0)
	notDir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notDir, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TMPDIR", tmp)
	t.Setenv("XDG_DATA_HOME", notDir)
	script := filepath.Join(t.TempDir(), "s.txt")
	if err := os.WriteFile(script, []byte("0 e4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"de": "Warnung: Die Partie wird nicht gespeichert: die Platte ist voll (" + tmp,
		"en": "Warning: the game is not being saved: the disk is full (" + tmp,
		"cs": "Varování: partie se neukládá: disk je plný (" + tmp,
	}
	for _, lang := range []string{"de", "en", "cs"} {
		_, out, errOut := runCLI(t, "", "play", "--lang", lang, "--script", script, "--virtual")
		if !strings.HasPrefix(out, want[lang]) {
			t.Errorf("%s: stdout does not begin with %q:\n%s%s", lang, want[lang], out, errOut)
		}
	}
}
