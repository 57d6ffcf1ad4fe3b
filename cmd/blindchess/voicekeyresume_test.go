package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// TestPlayResumeWithVoiceKeyAsksForTheKey: a move heard by voice that
// waited for its yes when the game stopped is asked again on --resume
// (Setup.VoiceAskedOnResume); with --voice-key the question names the
// key, as every read-back of push-to-talk does, since a yes said without
// the press is never heard. Until the fix the resumed game asked before
// the microphone's key was known to the table ("Confirm with yes (or
// Enter)"), and a player who then said yes was not heard. In de, en and
// cs.
func TestPlayResumeWithVoiceKeyAsksForTheKey(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	mic, _ := micFile(t, silence(1))
	for _, tc := range []struct {
		lang, move, quit, yes, want string
	}{
		{"de", "voice eva vier", "beenden", "ja", `"text":"Bestätigen: f5 drücken und ja sagen (oder Enter); verwerfen: f5 drücken und nein sagen."`},
		{"en", "voice eva four", "quit", "yes", `"text":"Confirm: press f5 and say yes (or press Enter); cancel: press f5 and say no."`},
		{"cs", "voice eva ctyri", "konec", "ano", `"text":"Potvrďte: stiskněte f5 a řekněte ano (nebo Enter); zrušte: stiskněte f5 a řekněte ne."`},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			j := filepath.Join(t.TempDir(), "g.journal")
			// The move heard waits for its yes when the input ends.
			code, out, errOut := runCLI(t, "0 "+tc.move+"\n", "play", "--lang", tc.lang, "--script", "-", "--journal", j)
			if code != 0 {
				t.Fatalf("play: exit %d: %s\n%s", code, errOut, out)
			}
			code, out, errOut = runCLI(t, "0 "+tc.quit+"\n0 "+tc.yes+"\n", "play", "--resume", j, "--voice-input", "--voice-key", "f5", "--microphone", mic, "--script", "-", "--json")
			if code != 0 {
				t.Fatalf("resume: exit %d: %s\n%s", code, errOut, out)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("the resumed game does not ask for the key before the yes: want %s in\n%s", tc.want, out)
			}
		})
	}
}
