//go:build linux

package main

import (
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestPlayInterruptOnTerminal plays on a real pseudo-terminal, as a blind
// player with a screen reader does: lines typed with Enter, then Ctrl+C.
// The terminal echoes "^C" without a line end; the last words must begin
// a line of their own, so that the screen reader does not read "caret C
// Partie gespeichert".
func TestPlayInterruptOnTerminal(t *testing.T) {
	bin := buildPlayBinary(t)
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	cmd := exec.Command(bin, "play", "--lang", "de", "--voice", "none", "--casual", "--time", "5+3", "--journal", j)
	cmd.Env = append(cmd.Environ(), "XDG_DATA_HOME="+dir)
	ptmx, err := pty.Start(cmd)
	if err != nil {
		t.Skipf("no pseudo-terminal on this machine: %v", err)
	}
	defer ptmx.Close()
	var out syncBuffer // written by the copier, read by wait
	read := make(chan struct{})
	go func() {
		io.Copy(&out, ptmx)
		close(read)
	}()
	wait := func(s string) {
		t.Helper()
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			if strings.Contains(out.String(), s) {
				return
			}
		}
		t.Fatalf("no %q in the output:\n%s", s, out.String())
	}
	wait("Weiß am Zug.")
	ptmx.Write([]byte("e4\r"))
	wait("Eva vier")
	ptmx.Write([]byte{3}) // Ctrl+C
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v\n%s", err, out.String())
	}
	ptmx.Close()
	<-read
	got := out.String()
	if !strings.Contains(got, "\nPartie gespeichert. PGN: ") || strings.Contains(got, "^CPartie") {
		t.Errorf("the last line does not start a line of its own:\n%q", got)
	}
}
