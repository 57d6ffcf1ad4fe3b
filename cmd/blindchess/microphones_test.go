package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/capture/alsatest"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// alsaTableMic makes ALSA's file plugin the machine's microphones
// (alsatest): the default input is silence, and the input "tablemic" plays
// samples (16 kHz mono; give more than is read), so that PortAudio is used
// for real without a sound card. It reports whether PortAudio lists them.
func alsaTableMic(t *testing.T, samples []int16) bool {
	t.Helper()
	alsatest.Setup(t, make([]int16, 3*capture.Rate), alsatest.Input{Name: "tablemic", Samples: samples})
	ms, err := capture.Microphones()
	if err != nil {
		return false
	}
	for _, m := range ms {
		if m.Name == "tablemic" {
			return true
		}
	}
	return false
}

// TestMicrophonesCommand: the microphones are listed with the default
// marked; a microphone is tested by name (through PortAudio) or as a WAV
// file, and what was said in it is told with the levels; a wrong name or
// flag says what to do.
func TestMicrophonesCommand(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	move := saidBy(t, "de", "Springer Felix drei")
	if !alsaTableMic(t, append(append(silence(0.5), move...), silence(3)...)) {
		t.Skip("PortAudio does not list ALSA's file plugin as a microphone (built without ALSA?)")
	}
	code, out, errOut := runCLI(t, "", "microphones", "--lang", "en")
	if code != 0 {
		t.Fatalf("microphones: %d %s", code, errOut)
	}
	for _, want := range []string{"tablemic (ALSA, 16000 Hz, 128 channels)\n", "default (ALSA, 16000 Hz, 128 channels, the default)\n", "--microphone NAME"} {
		if !strings.Contains(out, want) {
			t.Errorf("the list lacks %q:\n%s", want, out)
		}
	}
	code, out, errOut = runCLI(t, "", "microphones", "--lang", "en", "--style", "annexd", "--test", "table", "--seconds", "2")
	if code != 0 {
		t.Fatalf("microphones --test table: %d %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || lines[0] != "Listening to tablemic for 2 s: say a move or a request." ||
		!strings.HasPrefix(lines[1], "Heard at ") || !strings.HasSuffix(lines[1], " s: Springer Felix drei") ||
		!strings.HasSuffix(lines[2], "dBFS. The microphone works.") {
		t.Errorf("microphones --test table said:\n%s", out)
	}
	code, out, _ = runCLI(t, "", "microphones", "--lang", "en", "--test", "--seconds", "1")
	if code != 0 || !strings.Contains(out, "Listening to default for 1 s") || !strings.Contains(out, "Background -70 dBFS, loudest -70 dBFS. No speech heard: speak closer to the microphone, or turn its volume up.") {
		t.Errorf("the silent default microphone: %d\n%s", code, out)
	}
	zeit := saidBy(t, "de", "Zeit")
	wav, _ := micFile(t, silence(0.3), zeit, silence(0.7))
	code, out, _ = runCLI(t, "", "microphones", "--lang", "de", "--test", wav, "--seconds", "1.5")
	if code != 0 || !strings.Contains(out, " s: Zeit\n") || !strings.HasPrefix(out, "Höre "+wav+" 1,5 s lang zu: einen Zug oder eine Anfrage sagen.\n") {
		t.Errorf("a WAV file as the microphone: %d\n%s", code, out)
	}
	// Words still being said when the time is up are heard too.
	last := 0 // the end of the speech in espeak-ng's audio, before its silence
	for i, v := range zeit {
		if v > 1000 || v < -1000 {
			last = i
		}
	}
	wav, _ = micFile(t, silence(0.7), zeit, silence(1))
	code, out, _ = runCLI(t, "", "microphones", "--lang", "de", "--test", wav, "--seconds", fmt.Sprintf("%.2f", 0.75+float64(last)/capture.Rate))
	if code != 0 || !strings.Contains(out, "Gehört am Ende: Zeit\n") {
		t.Errorf("speech at the end of the test: %d\n%s", code, out)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"microphones", "--test", "headset"}, 1, `no microphone is named "headset"; the microphones are`},
		{[]string{"microphones", "tablemic"}, 2, "give --test to test a microphone"},
		{[]string{"microphones", "--test", "--seconds", "0"}, 2, "--seconds 0: give 1 to 60 seconds"},
		{[]string{"microphones", "--test", "--style", "klingon"}, 2, "--style"},
		{[]string{"microphones", "--test", "--fen", "8/8 w"}, 2, "--fen"},
		// The file is named with the flag it was given with.
		{[]string{"microphones", "--test", filepath.Join(t.TempDir(), "missing.wav")}, 2, "blindchess: --test "},
	} {
		code, _, errOut := runCLI(t, "", append(tc.args, "--lang", "en")...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d %q, want %d with %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
	// play takes the microphone by name, and says which one a wrong name
	// leaves it without.
	code, out, errOut = runCLI(t, "1 quit\n1 ja\n", "play", "--record", "--microphone", "headset", "--script", "-", "--journal", filepath.Join(t.TempDir(), "g.journal"))
	if code != 0 || !strings.Contains(out, `Mikrofon nicht verfügbar (kein Mikrofon heißt "headset"; die Mikrofone sind`) {
		t.Errorf("play --microphone headset: %d %s\n%s", code, errOut, out)
	}
	code, out, errOut = runCLI(t, "1 quit\n1 ja\n", "play", "--record", "--microphone", "tablemic", "--script", "-", "--journal", filepath.Join(t.TempDir(), "g.journal"))
	if code != 0 || !strings.Contains(out, "Mikrofon: tablemic.\n") {
		t.Errorf("play --microphone tablemic: %d %s\n%s", code, errOut, out)
	}
}
