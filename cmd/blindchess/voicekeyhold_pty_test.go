//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// TestPlayVoiceKeyHeldOnTerminal: the push-to-talk key held down, which
// the terminal repeats (here F5 twenty times, 40 ms apart, as xterm
// repeats a held key), is one press: the player is asked to speak once,
// one press is journaled, and the move said is heard and read back once.
func TestPlayVoiceKeyHeldOnTerminal(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	mic, _ := micFile(t, silence(3), saidBy(t, "en", "Eva four"), silence(20))
	j := filepath.Join(dir, "g.journal")
	r := startOnTerminal(t, dir, "play", "--lang", "en", "--voice", "none", "--casual", "--journal", j,
		"--voice-input", "--voice-key", "f5", "--microphone", mic)
	r.wait("Voice input on: press f5")
	for range 20 {
		r.write("\x1b[15~")
		time.Sleep(40 * time.Millisecond)
	}
	r.wait("Eva four?")
	r.write("\r") // Enter confirms
	r.wait("\nEva four\r\n")
	r.write("\x03\x03") // leave
	got := r.finish()
	if n := strings.Count(got, "Speak now."); n != 1 {
		t.Errorf("asked to speak %d times, want once:\n%q", n, got)
	}
	if n := strings.Count(got, "Eva four?"); n != 1 {
		t.Errorf("read back %d times, want once:\n%q", n, got)
	}
	b, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), `"in":"voice-key"`); n != 1 {
		t.Errorf("%d presses journaled, want 1:\n%s", n, b)
	}
}
