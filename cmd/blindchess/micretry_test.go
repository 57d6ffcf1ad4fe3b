package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
)

// TestMicrophonePluggedInLate opens PortAudio for real: play starts with
// --microphone tablemic before ALSA knows it (the microphone is plugged
// in late), goes on without it, and says it is back once it is there.
func TestMicrophonePluggedInLate(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	if !alsaTableMic(t, make([]int16, 5*capture.Rate)) {
		t.Skip("PortAudio does not list ALSA's file plugin as a microphone (built without ALSA?)")
	}
	plugged, err := os.ReadFile(filepath.Join(os.Getenv("HOME"), ".asoundrc"))
	if err != nil {
		t.Fatal(err)
	}
	// Unplugged: ALSA knows no tablemic.
	rc := filepath.Join(home, ".asoundrc")
	t.Setenv("HOME", home)
	if err := os.WriteFile(rc, []byte("pcm.chessnull { type null }\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(500 * time.Millisecond)
		_ = os.WriteFile(rc, plugged, 0o600)
	}()
	code, out, errOut := runCLI(t, "1 e4\n3.5 quit\n3.5 ja\n", "play", "--lang", "en", "--record", "--microphone", "tablemic", "--script", "-", "--journal", filepath.Join(t.TempDir(), "g.journal"))
	if code != 0 {
		t.Fatalf("play: %d %s\n%s", code, errOut, out)
	}
	for _, want := range []string{
		`The microphone is not available (no microphone is named "tablemic"; the microphones are`,
		"play goes on without recording and voice input until one is plugged in.\n",
		"The microphone is back: tablemic.\n",
	} {
		if strings.Count(out, want) != 1 {
			t.Errorf("said %d times, want once: %q\n%s", strings.Count(out, want), want, out)
		}
	}
}
