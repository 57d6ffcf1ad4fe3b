//go:build !windows

package table

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/blindchess/blindchess/internal/pgn"
)

// TestGameFilesOwnerOnly: the PGN and braille sheet of a game are
// readable by their owner only, whatever the umask lets through.
func TestGameFilesOwnerOnly(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := t.TempDir()
	l, _ := newLoop(t, dir, setup(nil))
	l.BRF = func(*pgn.Game) (string, error) { return "sheet", nil }
	l.Start()
	feed(t, l, "0 e4")
	l.Journal.Close()
	for _, name := range []string{"game.journal", "game.pgn", "game.brf"} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: %v %v, want 0600", name, fi.Mode().Perm(), err)
		}
	}
}
