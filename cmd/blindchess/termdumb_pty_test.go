//go:build linux

package main

import (
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// startOnDumbTerminal starts blindchess with args on a pseudo-terminal
// whose TERM is dumb, as a screen reader's console or an Emacs shell
// buffer is: a terminal that understands no escape sequence.
func startOnDumbTerminal(t *testing.T, dir string, args ...string) *onTerminal {
	t.Helper()
	cmd := exec.Command(buildPlayBinary(t), args...)
	cmd.Env = append(cmd.Environ(), "XDG_DATA_HOME="+dir, "TERM=dumb")
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 80})
	if err != nil {
		t.Skipf("no pseudo-terminal on this machine: %v", err)
	}
	r := &onTerminal{t: t, cmd: cmd, ptmx: ptmx, read: make(chan struct{})}
	t.Cleanup(func() { ptmx.Close() })
	go func() {
		io.Copy(&r.out, ptmx)
		close(r.read)
	}()
	return r
}

// TestPlayOnADumbTerminalSendsNoEscapes: with TERM=dumb play reads lines
// as the terminal edits them (its own Backspace), without the line editor,
// whose cursor moves and line erasing are escape sequences such a terminal
// prints as they are; nothing blindchess writes holds an Esc. The moves
// are played and journaled as typed, and Ctrl+C leaves, the game saved.
func TestPlayOnADumbTerminalSendsNoEscapes(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	r := startOnDumbTerminal(t, dir, "play", "--lang", "en", "--voice", "none", "--casual", "--journal", j)
	r.wait("White to move.")
	r.write("e4\r")
	r.wait("Eva four")
	r.write("e6\x7f5\r") // e6, Backspace, 5: e5
	r.wait("Eva five")
	r.write("\x03") // Ctrl+C: the terminal's interrupt, which leaves
	r.wait("Game saved.")
	got := r.finish()
	if strings.Contains(got, "\x1b") {
		t.Errorf("an escape sequence on a dumb terminal:\n%q", got)
	}
	if !strings.Contains(got, "Game saved.") {
		t.Errorf("not saved:\n%q", got)
	}
	if got := journalInputs(t, j); got != "e4|e5" {
		t.Errorf("journaled inputs %q, want e4, e5", got)
	}
}

// TestClockOnADumbTerminalSendsNoEscapes: the talking clock's single keys
// on a dumb terminal: its lines hold no escape sequence either.
func TestClockOnADumbTerminalSendsNoEscapes(t *testing.T) {
	dir := t.TempDir()
	r := startOnDumbTerminal(t, dir, "clock", "--lang", "en", "--voice", "text", "--time", "5+3", "--journal", filepath.Join(dir, "c.journal"))
	r.wait("h for help.")
	r.write("h")
	r.wait("q quit")
	r.write("q")
	r.wait("?")
	r.write("y")
	r.wait("\n")
	got := r.finish()
	if strings.Contains(got, "\x1b") {
		t.Errorf("an escape sequence on a dumb terminal:\n%q", got)
	}
}
