package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestClockVoiceAutoSaysWhatItChose: --voice auto tells which voice it
// chose and why, also when that is text lines (no speech-dispatcher, no
// sound card).
func TestClockVoiceAutoSaysWhatItChose(t *testing.T) {
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none.sock"))
	code, out, errOut := runCLI(t, "", "clock", "--time", "5+3", "--voice", "auto", "--script", writeScript(t, "0 start\n0 quit\n0 yes\n"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	first, _, _ := strings.Cut(out, "\n")
	if !strings.HasPrefix(first, "Speech: ") || !strings.Contains(first, "speech-dispatcher not reachable") {
		t.Errorf("first line %q, want the voice auto chose and why", first)
	}
	t.Log(first)
}

// soundDetailEnd is what may follow the way out: the end of the line, or
// the sound system's words, marked, and then the end of the line.
var soundDetailEnd = regexp.MustCompile(`^( \((ALSA|sound system): [^\n]*\))?\n$`)

// TestNoSoundCardSaysWhatToDo: a voice that needs the sound card, on a
// machine without one, is refused with the cause first, then the
// command's own way out, and ALSA's English words only after it, marked
// "(ALSA: …)".
func TestNoSoundCardSaysWhatToDo(t *testing.T) {
	for _, tc := range []struct {
		args []string
		hint string
	}{
		{[]string{"say", "--voice", "clips", "Nf3"}, "; write the speech into a file with --out FILE.wav, or print it with --text"},
		{[]string{"say", "--voice", "espeak", "Nf3"}, "; write the speech into a file with --out FILE.wav, or print it with --text"},
		{[]string{"clock", "--time", "5+3", "--voice", "clips", "--script", writeScript(t, "0 quit\n0 yes\n")}, "; use --voice text (lines for your screen reader), or record the speech with --wav FILE"},
		{[]string{"clock", "--time", "5+3", "--voice", "espeak", "--script", writeScript(t, "0 quit\n0 yes\n")}, "; use --voice text (lines for your screen reader), or record the speech with --wav FILE"},
	} {
		code, _, errOut := runCLI(t, "", tc.args...)
		if code == 0 {
			t.Skipf("%v: this machine has a sound card", tc.args)
		}
		_, rest, ok := strings.Cut(errOut, "no usable sound card"+tc.hint)
		if !ok || !soundDetailEnd.MatchString(rest) || strings.Contains(errOut, "--out FILE.wav to render") {
			t.Errorf("%v: %q", tc.args, errOut)
		}
	}
}
