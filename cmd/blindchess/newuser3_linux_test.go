//go:build linux

package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestEscBeforeAPressLosesNoTime: a screen reader's user presses Esc to
// stop speech. On a real pseudo-terminal, Esc pressed alone and then the
// press key still presses: the clock's space (it used to be swallowed as
// the end of an escape sequence, the clock running on), and play's Enter
// on an empty line.
func TestEscBeforeAPressLosesNoTime(t *testing.T) {
	dir := t.TempDir()
	r := startOnTerminal(t, dir, "clock", "--time", "5+3", "--lang", "de", "--journal", filepath.Join(dir, "c.journal"))
	r.wait("h gibt Hilfe.")
	r.rawMode()
	r.write("s")
	r.wait("Uhr gestartet, Weiß am Zug")
	r.writeAlone("\x1b") // Esc, read alone, as pressed
	r.write(" ")
	r.wait("Schwarz am Zug")
	r.writeAlone("\x1b") // Esc, read alone, as pressed
	r.write("m")
	r.wait("Ein Zug")
	r.write("q")
	r.wait("Uhr beenden?")
	r.write("j")
	if got := r.finish(); !strings.Contains(got, "Weiß, ") {
		t.Errorf("the clock did not end with both times:\n%q", got)
	}

	j := filepath.Join(dir, "g.journal")
	p := startOnTerminal(t, dir, "play", "--lang", "de", "--voice", "none", "--casual", "--time", "5+3", "--journal", j)
	p.wait("Weiß am Zug.")
	p.rawMode()
	p.write("e4\r")
	p.wait("Eva vier")
	p.writeAlone("\x1b")
	p.write("\r")
	p.wait("Gedrückt")
	p.write("\x04")
	p.wait("Partie verlassen?")
	p.write("ja\r")
	p.finish()
	if got, want := journalInputs(t, j), "e4||ctrl-d|ja"; got != want {
		t.Errorf("journaled inputs %q, want %q", got, want)
	}
}
