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
	"golang.org/x/sys/unix"

	"github.com/blindchess/blindchess/internal/journal"
)

// TestPlayOneCtrlDOnTerminalOnlyAsks: on a real pseudo-terminal one
// Ctrl+D on an empty line asks whether to leave and waits for the answer
// (it used to leave at once, being read again as a second Ctrl+C); a move
// typed then cancels the question and is not made; Ctrl+D inside a typed
// line deletes the character under the cursor; a later Ctrl+D asks again
// and "ja" leaves. The journal holds exactly what was typed.
func TestPlayOneCtrlDOnTerminalOnlyAsks(t *testing.T) {
	bin := buildPlayBinary(t)
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	cmd := exec.Command(bin, "play", "--lang", "de", "--voice", "none", "--journal", j)
	cmd.Env = append(cmd.Environ(), "XDG_DATA_HOME="+dir)
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 80})
	if err != nil {
		t.Skipf("no pseudo-terminal on this machine: %v", err)
	}
	defer ptmx.Close()
	var out syncBuffer
	read := make(chan struct{})
	go func() {
		io.Copy(&out, ptmx)
		close(read)
	}()
	waitCount := func(s string, n int) {
		t.Helper()
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			if strings.Count(out.String(), s) >= n {
				return
			}
		}
		t.Fatalf("%q not %d times in the output:\n%q", s, n, out.String())
	}
	waitCount("Weiß am Zug.", 1)
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		tio, err := unix.IoctlGetTermios(int(ptmx.Fd()), unix.TCGETS)
		if err == nil && tio.Lflag&unix.ECHO == 0 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the terminal was not put in raw mode: %v", err)
		}
	}
	ptmx.Write([]byte("e4\r"))
	waitCount("Eva vier", 1)
	ptmx.Write([]byte{4}) // Ctrl+D on an empty line: asks
	waitCount("Partie verlassen?", 1)
	time.Sleep(300 * time.Millisecond) // nothing more may come: the question waits
	ptmx.Write([]byte("e5\r"))         // cancels, not made
	waitCount("Abgebrochen, nichts geändert.", 1)
	ptmx.Write([]byte("ee5\x01\x04\r")) // ee5, Home, Ctrl+D deletes the first e: e5
	waitCount("Eva fünf", 1)
	ptmx.Write([]byte{4})
	waitCount("Partie verlassen?", 2)
	ptmx.Write([]byte("ja\r"))
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v\n%q", err, out.String())
	}
	ptmx.Close()
	<-read
	if got := out.String(); strings.Count(got, "Partie verlassen?") != 2 || !strings.Contains(got, "Partie unterbrochen.") {
		t.Errorf("want two questions and the game left once:\n%q", got)
	}
	log, err := journal.Read(j)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []string
	for _, r := range log.Records {
		inputs = append(inputs, r.Input)
	}
	if got, want := strings.Join(inputs, "|"), "e4|ctrl-c|e5|e5|ctrl-c|ja"; got != want {
		t.Errorf("journaled inputs %q, want %q", got, want)
	}
}
