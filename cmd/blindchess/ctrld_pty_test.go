//go:build linux

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayOneCtrlDOnTerminalOnlyAsks: on a real pseudo-terminal one
// Ctrl+D on an empty line asks whether to leave and waits for the answer
// (it used to leave at once, being read again as a second Ctrl+C); a move
// typed then cancels the question and is not made; Ctrl+D inside a typed
// line deletes the character under the cursor; a later Ctrl+D asks again
// and "ja" leaves. The journal holds exactly what was typed.
func TestPlayOneCtrlDOnTerminalOnlyAsks(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	r := startOnTerminal(t, dir, "play", "--lang", "de", "--voice", "none", "--journal", j)
	r.wait("Weiß am Zug.")
	r.rawMode()
	r.write("e4\r")
	r.wait("Eva vier")
	r.write("\x04") // Ctrl+D on an empty line: asks
	r.wait("Partie verlassen?")
	time.Sleep(300 * time.Millisecond) // nothing more may come: the question waits
	r.write("e5\r")                    // cancels, not made
	r.wait("Abgebrochen, nichts geändert.")
	r.write("ee5\x01\x04\r") // ee5, Home, Ctrl+D deletes the first e: e5
	r.wait("Eva fünf")
	r.write("\x04")
	r.waitCount("Partie verlassen?", 2)
	r.write("ja\r")
	if got := r.finish(); strings.Count(got, "Partie verlassen?") != 2 || !strings.Contains(got, "Partie unterbrochen.") {
		t.Errorf("want two questions and the game left once:\n%q", got)
	}
	if got, want := journalInputs(t, j), "e4|ctrl-c|e5|e5|ctrl-c|ja"; got != want {
		t.Errorf("journaled inputs %q, want %q", got, want)
	}
}
