//go:build linux

package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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
	dir := t.TempDir()
	r := startOnTerminal(t, dir, "play", "--lang", "de", "--voice", "none", "--casual", "--time", "5+3", "--journal", filepath.Join(dir, "g.journal"))
	r.wait("Weiß am Zug.")
	r.write("e4\r")
	r.wait("Eva vier")
	r.write("\x03") // Ctrl+C
	r.wait("Partie verlassen?")
	r.write("\x03") // and again at once: leaves
	got := r.finish()
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
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	r := startOnTerminal(t, dir, "play", "--lang", "de", "--voice", "none", "--journal", j)
	r.wait("Weiß am Zug.")
	r.rawMode()
	r.write("x4\x1b[H\x1b[3~e\r") // x4, Home, Delete, e, Enter: e4
	r.wait("Eva vier")
	r.write("\x1b[A\x7f5\r") // Up (e4), Backspace, 5, Enter: e5
	r.wait("Eva fünf")
	r.write("\x1b[D\x1b[C\x1b[F\x1b[B") // Left, Right, End, Down: nothing typed
	r.write("\x03")                     // Ctrl+C asks
	r.wait("Partie verlassen?")
	r.write("ja\r")
	got := r.finish()
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
	if got := journalInputs(t, j); got != "e4|e5|ctrl-c|ja" {
		t.Errorf("journaled inputs %q, want e4, e5, ctrl-c, ja", got)
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
	dir := t.TempDir()
	mic, _ := micFile(t, silence(3), saidBy(t, "de", "Eva vier"), silence(20))
	j := filepath.Join(dir, "g.journal")
	r := startOnTerminal(t, dir, "play", "--lang", "de", "--voice", "none", "--casual", "--journal", j,
		"--voice-input", "--voice-key", "f5", "--microphone", mic)
	r.wait("Spracheingabe an: f5 drücken")
	r.write("\x1b[15~")
	r.wait("Bitte sprechen.")
	r.wait("Eva vier?")
	r.write("\r") // Enter confirms
	r.wait("\nEva vier\r\n")
	r.write("\x03\x03") // leave
	r.finish()
	b, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"in":"voice-key"`) || strings.Contains(string(b), "[15~") {
		t.Errorf("the journal does not hold the key as voice-key alone:\n%s", b)
	}
}

// onTerminal is a blindchess run on a real pseudo-terminal (24 rows, 80
// columns), its output copied as it comes.
type onTerminal struct {
	t    *testing.T
	cmd  *exec.Cmd
	ptmx *os.File
	out  syncBuffer
	read chan struct{}
}

// startOnTerminal starts the play binary with args on a pseudo-terminal,
// its data in dir; the test is skipped where there is none.
func startOnTerminal(t *testing.T, dir string, args ...string) *onTerminal {
	t.Helper()
	cmd := exec.Command(buildPlayBinary(t), args...)
	cmd.Env = append(cmd.Environ(), "XDG_DATA_HOME="+dir)
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

// write types s (keys as bytes: "\r" is Enter, 3 Ctrl+C, 4 Ctrl+D).
func (r *onTerminal) write(s string) { r.ptmx.Write([]byte(s)) }

// wait waits up to 15 s for s in the output.
func (r *onTerminal) wait(s string) {
	r.t.Helper()
	r.waitCount(s, 1)
}

// waitCount waits up to 15 s for s to be n times in the output.
func (r *onTerminal) waitCount(s string, n int) {
	r.t.Helper()
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if strings.Count(r.out.String(), s) >= n {
			return
		}
	}
	r.t.Fatalf("%q not %d times in the output:\n%q", s, n, r.out.String())
}

// writeAlone types s and waits until blindchess has read it (the bytes it
// read grew by as many, and nothing typed waits on the terminal), so that
// the next write comes in a read of its own, as a key pressed after
// another does. The deadline only bounds a hang.
func (r *onTerminal) writeAlone(s string) {
	r.t.Helper()
	n, err := unix.IoctlGetInt(int(r.ptmx.Fd()), unix.TIOCGPTN)
	if err != nil {
		r.t.Fatalf("the pseudo-terminal's number: %v", err)
	}
	before := r.bytesRead()
	r.write(s)
	for end := time.Now().Add(15 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		queued, err := queuedInput(fmt.Sprintf("/dev/pts/%d", n))
		if err != nil {
			r.t.Fatal(err)
		}
		if queued == 0 && r.bytesRead() >= before+len(s) {
			return
		}
		if time.Now().After(end) {
			r.t.Fatalf("blindchess did not read %q (%d bytes wait):\n%q", s, queued, r.out.String())
		}
	}
}

// bytesRead returns how many bytes blindchess has read so far, from any
// file (rchar of /proc/PID/io).
func (r *onTerminal) bytesRead() int {
	r.t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/io", r.cmd.Process.Pid))
	if err != nil {
		r.t.Fatalf("the bytes blindchess read: %v", err)
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "rchar: "); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				r.t.Fatalf("the bytes blindchess read: %q: %v", line, err)
			}
			return n
		}
	}
	r.t.Fatalf("no rchar in /proc/%d/io:\n%s", r.cmd.Process.Pid, b)
	return 0
}

// queuedInput returns how many bytes typed on the terminal at path wait to
// be read. The terminal is opened only for the question (an open end keeps
// the pseudo-terminal from closing).
func queuedInput(path string) (int, error) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return 0, fmt.Errorf("opening %s: %w", path, err)
	}
	defer unix.Close(fd)
	n, err := unix.IoctlGetInt(fd, unix.TIOCINQ)
	if err != nil {
		return 0, fmt.Errorf("the input queue of %s: %w", path, err)
	}
	return n, nil
}

// rawMode waits until the line editor is on: the terminal no longer
// echoes by itself.
func (r *onTerminal) rawMode() {
	r.t.Helper()
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		tio, err := unix.IoctlGetTermios(int(r.ptmx.Fd()), unix.TCGETS)
		if err == nil && tio.Lflag&unix.ECHO == 0 {
			return
		}
		if time.Now().After(end) {
			r.t.Fatalf("the terminal was not put in raw mode: %v", err)
		}
	}
}

// finish waits for blindchess to exit (well) and returns all it wrote.
func (r *onTerminal) finish() string {
	r.t.Helper()
	if err := r.cmd.Wait(); err != nil {
		r.t.Fatalf("exit: %v\n%q", err, r.out.String())
	}
	// The program has ended, but its last lines may still wait in the
	// terminal for the reader: the reader ends by itself once it has read
	// them (the terminal then answers EIO). Closing before that lost the
	// last lines under load (TestPlayLineEditorOnTerminal in CI).
	select {
	case <-r.read:
	case <-time.After(5 * time.Second):
	}
	r.ptmx.Close()
	<-r.read
	return r.out.String()
}

// journalInputs returns the inputs journaled in j, joined by "|".
func journalInputs(t *testing.T, j string) string {
	t.Helper()
	log, err := journal.Read(j)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []string
	for _, r := range log.Records {
		inputs = append(inputs, r.Input)
	}
	return strings.Join(inputs, "|")
}
