package main

import (
	"strings"
	"testing"
)

// TestVoiceWarpRefusesBadValues: a --voice-warp that is no number or
// outside 0.7 to 1.3, or without --voice-input, is refused with exit code
// 2 and what is allowed, before anything starts (play and listen).
func TestVoiceWarpRefusesBadValues(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"play without voice input", []string{"play", "--lang", "en", "--voice-warp", "1.2"}, "--voice-warp needs --voice-input"},
		{"play no number", []string{"play", "--lang", "en", "--voice-input", "--voice-warp", "high"}, `voice warp "high": not a number; give a number from 0.7 to 1.3 (1 is no warp)`},
		{"play above the range", []string{"play", "--lang", "en", "--voice-input", "--voice-warp", "1.5"}, "voice warp 1.5: outside the range; give a number from 0.7 to 1.3 (1 is no warp)"},
		{"play below the range", []string{"play", "--lang", "en", "--voice-input", "--voice-warp", "0.69"}, "voice warp 0.69: outside the range; give a number from 0.7 to 1.3"},
		{"play a comma", []string{"play", "--lang", "en", "--voice-input", "--voice-warp", "1,2"}, `voice warp "1,2": not a number`},
		{"listen not a number", []string{"listen", "--wav", "x.wav", "--voice-warp", "NaN"}, "voice warp NaN: outside the range; give a number from 0.7 to 1.3"},
		{"listen empty", []string{"listen", "--wav", "x.wav", "--voice-warp", " "}, `voice warp " ": not a number`},
		{"listen above the range", []string{"listen", "--wav", "x.wav", "--voice-warp", "2"}, "voice warp 2: outside the range; give a number from 0.7 to 1.3"},
		{"German", []string{"play", "--lang", "de", "--voice-input", "--voice-warp", "1.4"}, "Stimmverzerrung 1.4: außerhalb des Bereichs; geben Sie eine Zahl von 0.7 bis 1.3 an"},
		{"Czech", []string{"play", "--lang", "cs", "--voice-input", "--voice-warp", "0"}, "Posun hlasu 0: mimo rozsah; zadejte číslo od 0.7 do 1.3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runCLI(t, "", tc.args...)
			if code != 2 || !strings.Contains(errOut, tc.want) {
				t.Errorf("%v: exit %d %q, want 2 and %q", tc.args, code, errOut, tc.want)
			}
		})
	}
}

// TestListenVoiceWarpHearsAHighVoice: espeak-ng's +Alicia (a child-like
// vocal tract, formants 1-3 at 130-150 %) saying "Gustav three" in the
// starting position is heard as knight a3 without a warp and as g3 with
// --voice-warp 1.2 or 1.3, which bring her formants down to the model's
// (measured with espeak-ng 1.51 and pocketsphinx 5prealpha).
func TestListenVoiceWarpHearsAHighVoice(t *testing.T) {
	wav := espeakWAV(t, t.TempDir(), "alicia", "en+Alicia", "Gustav three")
	tests := []struct {
		warp []string
		want string
	}{
		{nil, "Knight Anna three: Na3\n"},
		{[]string{"--voice-warp", "1"}, "Knight Anna three: Na3\n"},
		{[]string{"--voice-warp", "1.2"}, "Gustav three: g3\n"},
		{[]string{"--voice-warp", "1.3"}, "Gustav three: g3\n"},
	}
	for _, tc := range tests {
		args := append([]string{"listen", "--lang", "en", "--wav", wav, "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, tc.warp...)
		code, out, errOut := runCLI(t, "", args...)
		if code != 0 || out != tc.want {
			t.Errorf("listen %v: code %d, out %q, want %q; stderr %q", tc.warp, code, out, tc.want, errOut)
		}
	}
}
