package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPlayFolderOfAGameWithoutNames: a game without --white and --black
// is filed under the date and time alone (not "unknown-unknown"), and a
// folder named the old way resumes as before.
func TestPlayFolderOfAGameWithoutNames(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	_, errs, code := playRun(t, "", "--casual", "--lang", "en", "--script", playScriptFile(t, "0 e4\n1 press\n"), "--virtual")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	games := filepath.Join(data, "blindchess", "games")
	entries, err := os.ReadDir(games)
	if err != nil || len(entries) != 1 {
		t.Fatalf("games folder: %v, %v; want one game", entries, err)
	}
	name := entries[0].Name()
	if !regexp.MustCompile(`^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_virtual$`).MatchString(name) {
		t.Errorf("game folder %q, want the date and time alone, then _virtual", name)
	}
	// A folder named by an older version resumes as before.
	old := filepath.Join(games, "2026-11-20_10-00-00_unknown-unknown")
	if err := os.Mkdir(old, 0o700); err != nil {
		t.Fatal(err)
	}
	_, errs, code = playRun(t, "", "--casual", "--lang", "en", "--journal", filepath.Join(old, "game.journal"), "--script", playScriptFile(t, "0 e4\n1 press\n"), "--virtual")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	out, errs, code := playRun(t, "", "--resume", old, "--script", playScriptFile(t, "100 resume\n101 moves\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume of %s: exit %d: %s", old, code, errs)
	}
	if want := "Game restored.\nMove one White, Eva four\n"; !strings.Contains(out, want) || errs != "" {
		t.Errorf("resumed game: output\n%s\nerrors %q; want %q and no error", out, errs, want)
	}
}
