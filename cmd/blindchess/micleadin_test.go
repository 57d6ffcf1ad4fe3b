package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// voiceEvents returns the voice inputs ("input voice …", the runner-up
// left out) and the announcements after the introduction of play's JSON
// output (not its moves: a move played is announced).
func voiceEvents(t *testing.T, out string) []string {
	t.Helper()
	var got []string
	for _, e := range jsonEvents(t, out) {
		switch e["event"] {
		case "input":
			if e["source"] == "voice" || e["text"] == "voice-key" {
				got = append(got, "input "+heardLine(fmt.Sprint(e["text"])))
			}
		case "announce":
			if len(got) > 0 { // after the introduction
				got = append(got, fmt.Sprintf("say %v", e["text"]))
			}
		}
	}
	return got
}

// TestPlayMicrophoneRecordingWithNoLeadIn: a recording made by `say
// --out`, whose speech begins at its first sample and ends at its last,
// used as the microphone, is heard and said back in each language, as
// `listen --wav` hears it: the endpointer learns the background from the
// quietest of the first frames, not from the speech, and the end of the
// recording ends the utterance.
func TestPlayMicrophoneRecordingWithNoLeadIn(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	tests := []struct {
		lang string
		want []string
	}{
		{"de", []string{"input voice springer felix drei", "say Springer Felix drei?"}},
		{"en", []string{"input voice knight felix three", "say Knight Felix three?"}},
		{"cs", []string{"input voice jezdec felix tri", "say Jezdec Felix tři?"}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			mic := filepath.Join(dir, "move.wav")
			if code, out, errOut := runCLI(t, "", "say", "Nf3", "--voice", "espeak", "--lang", tc.lang, "--out", mic); code != 0 {
				t.Fatalf("say: exit %d: %s%s", code, out, errOut)
			}
			// The script leaves once the move is heard and said back, not
			// at a fixed second: on a loaded machine the recogniser took
			// longer than the 4 s the script once gave it, and nothing
			// was heard before the game was left.
			code, out, errOut := playScriptAfter(t, `"text":"`+strings.TrimPrefix(tc.want[1], "say ")+`"`, "4 quit\n4 ja\n",
				"play", "--lang", tc.lang, "--casual", "--voice-input", "--microphone", mic,
				"--script", "-", "--json", "--journal", filepath.Join(dir, "g.journal"))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			got := voiceEvents(t, out)
			if len(got) < len(tc.want) || strings.Join(got[:len(tc.want)], "\n") != strings.Join(tc.want, "\n") {
				t.Fatalf("events:\n%s\nwant first:\n%s\nall output:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"), out)
			}
		})
	}
}

// TestPlayVoiceKeyPressedAsSpeechBegins: with --voice-key, a move whose
// speech began a moment before the key was pressed (the player spoke as
// he pressed) is heard whole and said back.
func TestPlayVoiceKeyPressedAsSpeechBegins(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	// "Eva vier" from 1 s; the key at 1.3 s, 0.3 s into the speech.
	mic, length := micFile(t, silence(1), saidBy(t, "de", "Eva vier"), silence(2))
	dir := t.TempDir()
	script := fmt.Sprintf("1.3 voice-key\n%.1f quit\n%.1f ja\n", length+1, length+1)
	code, out, errOut := runCLI(t, script, "play", "--casual", "--voice-input", "--voice-key", "f5", "--microphone", mic,
		"--script", "-", "--json", "--journal", filepath.Join(dir, "g.journal"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := []string{"input voice-key", "say Bitte sprechen.", "input voice eva vier", "say Eva vier?"}
	got := voiceEvents(t, out)
	if len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("events:\n%s\nwant first:\n%s\nall output:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
}

// playScriptAfter runs a command line in-process (with --lang, as runCLI)
// whose script is standard input ("--script -"): it waits until the
// output holds after, then gives the script lines and ends the input.
// A line whose second has passed is played at once, so the lines follow
// what the program did, however slowly it did it; the wait is bounded
// (60 s) only against a hang.
func playScriptAfter(t *testing.T, after, lines string, args ...string) (int, string, string) {
	t.Helper()
	return playScriptThen(t, "", after, lines, args...)
}

// playScriptThen is playScriptAfter with the script's first lines given
// at once (they are played at their seconds), before the wait for after.
func playScriptThen(t *testing.T, first, after, lines string, args ...string) (int, string, string) {
	t.Helper()
	pr, pw := io.Pipe()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() { done <- execute(withLang(args), pr, &out, &errOut) }()
	wrote := make(chan struct{})
	go func() { io.WriteString(pw, first); close(wrote) }()
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(out.String(), after) && time.Now().Before(deadline) {
		select {
		case code := <-done:
			return code, out.String(), errOut.String()
		case <-time.After(20 * time.Millisecond):
		}
	}
	<-wrote
	io.WriteString(pw, lines)
	pw.Close()
	code := <-done
	return code, out.String(), errOut.String()
}
