//go:build !windows

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestPlayGameFolderOwnerOnly: under a umask that lets everyone read, a
// new game's folder is its owner's only (0700), and so are its journal,
// PGN and braille sheet (0600); the games folder made for it too.
func TestPlayGameFolderOwnerOnly(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	if _, errs, code := playRun(t, "", "--script", playScriptFile(t, "0 e4\n"), "--virtual"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	games, _ := filepath.Glob(filepath.Join(data, "blindchess", "games", "*"))
	if len(games) != 1 {
		t.Fatalf("game folders: %v", games)
	}
	check := func(p string, want os.FileMode) {
		fi, err := os.Stat(p)
		if err != nil || fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v %v, want %v", p, fi.Mode().Perm(), err, want)
		}
	}
	check(filepath.Join(data, "blindchess", "games"), 0o700)
	check(games[0], 0o700)
	for _, f := range []string{"game.journal", "game.pgn", "game.brf"} {
		check(filepath.Join(games[0], f), 0o600)
	}
}
