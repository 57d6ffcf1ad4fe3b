//go:build linux

package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// TestPlayInterruptOnTerminal plays on a real pseudo-terminal, as a blind
// player with a screen reader does: lines typed with Enter, then Ctrl+C,
// which asks whether to leave, and a second Ctrl+C within 2 s, which
// leaves. The last words must begin a line of their own, so that the
// screen reader does not read "caret C Partie gespeichert".
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
	wait("Partie verlassen?")
	ptmx.Write([]byte{3}) // and again at once: leaves
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

// TestPlayLineEditorOnTerminal drives the line editor on a real
// pseudo-terminal with the keys a screen-reader user presses: Home and
// Delete correct a typed line, Up recalls the last line from the history
// and Backspace edits it, Ctrl+C asks and "ja" confirms. The journal holds
// exactly the lines as edited, no answer repeats an escape sequence, and
// the history is kept in the game's folder.
func TestPlayLineEditorOnTerminal(t *testing.T) {
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
	wait := func(s string) {
		t.Helper()
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			if strings.Contains(out.String(), s) {
				return
			}
		}
		t.Fatalf("no %q in the output:\n%q", s, out.String())
	}
	wait("Weiß am Zug.")
	// The editor is on once the terminal no longer echoes by itself.
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		tio, err := unix.IoctlGetTermios(int(ptmx.Fd()), unix.TCGETS)
		if err == nil && tio.Lflag&unix.ECHO == 0 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the terminal was not put in raw mode: %v", err)
		}
	}
	ptmx.Write([]byte("x4\x1b[H\x1b[3~e\r")) // x4, Home, Delete, e, Enter: e4
	wait("Eva vier")
	ptmx.Write([]byte("\x1b[A\x7f5\r")) // Up (e4), Backspace, 5, Enter: e5
	wait("Eva fünf")
	ptmx.Write([]byte("\x1b[D\x1b[C\x1b[F\x1b[B")) // Left, Right, End, Down: nothing typed
	ptmx.Write([]byte{3})                          // Ctrl+C asks
	wait("Partie verlassen?")
	ptmx.Write([]byte("ja\r"))
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v\n%q", err, out.String())
	}
	ptmx.Close()
	<-read
	got := out.String()
	// The editor moves the cursor with escape sequences, as a terminal
	// does; every answer is a line of its own, without any.
	if strings.Contains(got, "Nicht verstanden") || strings.Contains(got, "^[") {
		t.Errorf("an answer holds an escape sequence or was not understood:\n%q", got)
	}
	for _, line := range []string{"Eva vier", "Eva fünf", "Partie unterbrochen."} {
		if !strings.Contains(got, "\r\n"+line+"\r\n") {
			t.Errorf("%q is not a line of its own:\n%q", line, got)
		}
	}
	log, err := journal.Read(j)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []string
	for _, r := range log.Records {
		inputs = append(inputs, r.Input)
	}
	if strings.Join(inputs, "|") != "e4|e5|ctrl-c|ja" {
		t.Errorf("journaled inputs %q, want e4, e5, ctrl-c, ja", inputs)
	}
	hist, err := os.ReadFile(filepath.Join(dir, "history.txt"))
	if err != nil || string(hist) != "e4\ne5\nja\n" {
		t.Errorf("history file: %v %q, want e4, e5, ja", err, hist)
	}
}

// TestPlayVoiceKeyOnTerminal: on a real pseudo-terminal, F5 (as xterm
// sends it) is the push-to-talk key of --voice-key f5: it never reaches
// the typed line, it asks the player to speak, and the move said after it
// is heard and read back; Enter confirms it.
func TestPlayVoiceKeyOnTerminal(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	bin := buildPlayBinary(t)
	dir := t.TempDir()
	mic, _ := micFile(t, silence(3), saidBy(t, "de", "Eva vier"), silence(20))
	j := filepath.Join(dir, "g.journal")
	cmd := exec.Command(bin, "play", "--lang", "de", "--voice", "none", "--casual", "--journal", j,
		"--voice-input", "--voice-key", "f5", "--microphone", mic)
	cmd.Env = append(cmd.Environ(), "XDG_DATA_HOME="+dir)
	ptmx, err := pty.Start(cmd)
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
	wait := func(s string) {
		t.Helper()
		for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			if strings.Contains(out.String(), s) {
				return
			}
		}
		t.Fatalf("no %q in the output:\n%s", s, out.String())
	}
	wait("Spracheingabe an: f5 drücken")
	ptmx.Write([]byte("\x1b[15~"))
	wait("Bitte sprechen.")
	wait("Eva vier?")
	ptmx.Write([]byte("\r")) // Enter confirms
	wait("\nEva vier\r\n")
	ptmx.Write([]byte{3, 3}) // leave
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v\n%s", err, out.String())
	}
	ptmx.Close()
	<-read
	b, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"in":"voice-key"`) || strings.Contains(string(b), "[15~") {
		t.Errorf("the journal does not hold the key as voice-key alone:\n%s", b)
	}
}
