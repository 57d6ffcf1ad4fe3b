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
	if got, want := journalInputs(t, j), "e4|ctrl-d|e5|e5|ctrl-d|ja"; got != want {
		t.Errorf("journaled inputs %q, want %q", got, want)
	}
}

// TestPlayTwoCtrlDOnTerminalNeverLeave: two Ctrl+D pressed at once on an
// empty line (a slip, or the key held down) leave nothing: the first asks
// as quit does, the second is no answer and cancels the question, as
// any other line does; the game goes on and e5 is made. Only a yes (or
// Ctrl+C twice, the interrupt) leaves. They used to be read as two
// Ctrl+C and left the game without a yes. In each language.
func TestPlayTwoCtrlDOnTerminalNeverLeave(t *testing.T) {
	for _, tc := range []struct{ lang, ask, cancelled, black, yes, left string }{
		{"de", "Partie verlassen?", "Abgebrochen, nichts geändert.", "Eva fünf", "ja", "Partie unterbrochen."},
		{"en", "Leave the game?", "Cancelled, nothing changed.", "Eva five", "yes", "Game interrupted."},
		{"cs", "Opustit partii?", "Zrušeno, nic se nezměnilo.", "Eva pět", "ano", "Partie přerušena."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			j := filepath.Join(dir, "g.journal")
			r := startOnTerminal(t, dir, "play", "--lang", tc.lang, "--voice", "none", "--journal", j)
			r.rawMode()
			r.write("e4\r")
			r.write("\x04\x04") // two Ctrl+D at once
			r.wait(tc.cancelled)
			r.write("e5\r")
			r.wait(tc.black)
			r.write("\x04")
			r.waitCount(tc.ask, 2)
			r.write(tc.yes + "\r")
			got := r.finish()
			if n := strings.Count(got, tc.left); n != 1 {
				t.Errorf("the game was left %d times, want once:\n%q", n, got)
			}
			if got, want := journalInputs(t, j), "e4|ctrl-d|ctrl-d|e5|ctrl-d|"+tc.yes; got != want {
				t.Errorf("journaled inputs %q, want %q", got, want)
			}
		})
	}
}

// TestPlayEndOfInputOnTerminalWithoutEditorAsks: where play reads a
// terminal without its line editor (--json here; output to a file is the
// same), Ctrl+D is the end of the terminal's input. It used to end the
// game at once; it now asks as quit does, twice in a row cancels, a line
// typed and ended by Ctrl+D instead of Enter is not made, and only a yes
// leaves.
func TestPlayEndOfInputOnTerminalWithoutEditorAsks(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	r := startOnTerminal(t, dir, "play", "--lang", "en", "--voice", "none", "--json", "--journal", j)
	r.wait("White to move.")
	r.write("e4\r")
	r.wait("Eva four")
	r.write("\x04")
	r.wait("Leave the game?")
	r.write("\x04")
	r.wait("Cancelled, nothing changed.")
	r.write("e6\x04\x04") // typed, not ended by Enter: not made
	r.waitCount("Leave the game?", 2)
	r.write("e5\r") // cancels
	r.waitCount("Cancelled, nothing changed.", 2)
	r.write("e5\r")
	r.wait("Eva five")
	r.write("\x04")
	r.waitCount("Leave the game?", 3)
	r.write("yes\r")
	got := r.finish()
	if n := strings.Count(got, "Game interrupted."); n != 1 || strings.Contains(got, "Eva six") {
		t.Errorf("want the game left once and e6 not made:\n%q", got)
	}
	if got, want := journalInputs(t, j), "e4|ctrl-d|ctrl-d|ctrl-d|e5|e5|ctrl-d|yes"; got != want {
		t.Errorf("journaled inputs %q, want %q", got, want)
	}
}
