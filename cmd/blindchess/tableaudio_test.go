package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// micFile writes the parts (16 kHz audio) one after another as a WAV file
// to serve as the microphone, and returns its path and length in seconds.
func micFile(t *testing.T, parts ...[]int16) (string, float64) {
	t.Helper()
	var all []int16
	for _, p := range parts {
		all = append(all, p...)
	}
	path := filepath.Join(t.TempDir(), "mic.wav")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := speech.WriteWAV(f, speech.PCM{Rate: capture.Rate, Channels: 1, Samples: all}); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path, float64(len(all)) / capture.Rate
}

// saidBy is text said by espeak-ng in language lang, at 16 kHz.
func saidBy(t *testing.T, lang, text string) []int16 {
	t.Helper()
	pcm, err := capture.ReadAnyWAV(espeakWAV(t, t.TempDir(), "s", lang, text))
	if err != nil {
		t.Fatal(err)
	}
	return pcm
}

func silence(seconds float64) []int16 { return make([]int16, int(seconds*capture.Rate)) }

// micEnded is the text, as --json writes it, of the notice that the
// recording used as the microphone has ended: said once the recogniser has
// heard all of it, however far it was behind. A test that quits after it
// has every utterance of the file answered; one that quits at the file's
// length plus a second lost the last words on a busy machine.
func micEnded(t *testing.T, lang catalog.Lang, mic string) string {
	t.Helper()
	b, err := json.Marshal(catalog.For(lang).Say("device.mic-ended", mic))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Trim(string(b), `"`)
}

// ramp is audio whose samples count up from start, so a segment tells
// where in the recording it was cut.
func ramp(seconds float64) []int16 {
	s := make([]int16, int(seconds*capture.Rate))
	for i := range s {
		s[i] = int16(i/16 + 1) // one step per millisecond
	}
	return s
}

// saidAtWord is the instant a line of the recogniser carries
// (table.VoiceLine): "voice @12.345 ja".
var saidAtWord = regexp.MustCompile(`^voice @([0-9]+\.[0-9]{3})\b`)

// heardLine is a line of the recogniser as the tests compare it: without
// the instant it carries ("voice @12.345 ja" is "voice ja") and without
// the runner-up ("voice eva vier | cesar vier" is "voice eva vier"),
// which follows the recogniser's pronunciations and the time the
// machine takes.
func heardLine(text string) string {
	h, _, _ := strings.Cut(text, " | ")
	if m := saidAtWord.FindString(h); m != "" {
		h = "voice" + strings.TrimPrefix(h, m)
	}
	return h
}

// jsonEvents parses JSON lines into maps.
func jsonEvents(t *testing.T, out string) []map[string]any {
	t.Helper()
	var evs []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not JSON: %q", l)
		}
		evs = append(evs, m)
	}
	return evs
}

// TestPlayVoiceInput: a move said into the microphone is said back, counts
// when "ja" is said, and a request is answered at once; the recognised
// words are journaled as inputs from the voice. The "ja" comes 2.5 s
// after the move: a yes said before the table said the move back is
// refused (table.Setup.VoiceSaidAt), and a recogniser behind on a busy
// computer says the move back late (until session 20 the gap was 0.8 s).
func TestPlayVoiceInput(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	mic, _ := micFile(t, silence(0.6), saidBy(t, "de", "Eva vier"), silence(2.5), saidBy(t, "de", "ja"), silence(0.8), saidBy(t, "de", "Zeit"), silence(0.8))
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	code, out, errOut := playScriptAfter(t, micEnded(t, catalog.German, mic), "0 quit\n0 ja\n", "play", "--casual", "--time", "5+3", "--voice-input", "--microphone", mic, "--script", "-", "--json", "--journal", j)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []string
	for _, e := range jsonEvents(t, out) {
		switch e["event"] {
		case "input":
			if e["source"] == "voice" {
				// The recogniser's runner-up, when one came close
				// ("voice eva vier | cesar vier"), follows its
				// pronunciations; this test is about the flow.
				got = append(got, "input "+heardLine(fmt.Sprint(e["text"])))
			}
		case "move":
			got = append(got, fmt.Sprintf("move %v %v", e["san"], e["source"]))
		case "announce":
			if len(got) > 0 { // after the introduction
				got = append(got, fmt.Sprintf("say %v", e["text"]))
			}
		}
	}
	want := []string{
		"input voice eva vier", "say Eva vier?", "say Eva wie der Buchstabe E.", "say Bestätigen mit ja (oder Enter), verwerfen mit nein.",
		"input voice ja", "move e4 voice", "say Eva vier",
		// White's clock, which the move started (casual play), as it
		// is: 5 min 3 s less the time from the yes to "Zeit", 3 s
		// of audio, and more when the recogniser is behind (4 min 59 s
		// on one busy core).
		"input voice zeit", "say Weiß, ",
	}
	ok := len(got) >= len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = got[i] == want[i] || i == len(want)-1 && strings.HasPrefix(got[i], want[i])
	}
	if !ok {
		t.Fatalf("events:\n%s\nwant:\n%s\nall output:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
	// The journal holds what was heard, as inputs of the voice.
	b, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"src":"voice","in":"voice @[0-9.]+ eva vier`, `"src":"voice","in":"voice @[0-9.]+ ja"`} {
		if !regexp.MustCompile(w).Match(b) {
			t.Errorf("journal lacks %s:\n%s", w, b)
		}
	}
}

// TestPlayRecord: --record writes one segment per ply into the game
// folder, cut where the moves were made, and recording list names them.
func TestPlayRecord(t *testing.T) {
	mic, _ := micFile(t, ramp(4))
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	code, out, errOut := runCLI(t, "1 e4\n2 e5\n3 quit\n3 ja\n", "play", "--record", "--microphone", mic, "--script", "-", "--journal", j)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	if !strings.Contains(out, "Aufnahme läuft, in "+filepath.Join(dir, "recording")+".") {
		t.Errorf("the recording is not announced:\n%s", out)
	}
	rec := filepath.Join(dir, "recording")
	entries, err := recording.ReadIndex(rec)
	if err != nil {
		t.Fatal(err)
	}
	wantFiles := []string{"ply-000-start.wav", "ply-001-move-1w.wav", "ply-002-move-1b.wav"}
	wantSAN := []string{"", "e4", "e5"}
	if len(entries) != 3 {
		t.Fatalf("%d segments, want 3: %+v", len(entries), entries)
	}
	for i, e := range entries {
		if e.File != wantFiles[i] || e.SAN != wantSAN[i] || e.Ply != i {
			t.Errorf("segment %d: %+v, want %s %q", i, e, wantFiles[i], wantSAN[i])
		}
		f, err := os.Open(filepath.Join(rec, e.File))
		if err != nil {
			t.Fatal(err)
		}
		p, err := speech.ReadWAV(f)
		f.Close()
		if err != nil || p.Rate != 16000 || p.Channels != 1 {
			t.Fatalf("%s: %v %d Hz %d channels", e.File, err, p.Rate, p.Channels)
		}
		// Each segment starts where the previous ended: ply 1 at about
		// 1 s into the ramp (1000 ms), ply 2 at about 2 s; a second long.
		if len(p.Samples) < 8000 || len(p.Samples) > 24000 {
			t.Errorf("%s: %d samples, want about 16000", e.File, len(p.Samples))
		}
		if i > 0 {
			if first := int(p.Samples[0]); first < i*1000-300 || first > i*1000+300 {
				t.Errorf("%s starts at %d ms of the ramp, want about %d", e.File, first, i*1000)
			}
		}
	}
	code, list, _ := runCLI(t, "", "recording", "list", dir)
	if code != 0 {
		t.Fatalf("recording list: %d", code)
	}
	lines := strings.Split(strings.TrimSpace(list), "\n")
	prefixes := []string{"Before the first move: ", "Move 1 White e4: ", "Move 1 Black e5: "}
	if len(lines) != 3 {
		t.Fatalf("recording list:\n%s", list)
	}
	for i, p := range prefixes {
		if !strings.HasPrefix(lines[i], p) || !strings.HasSuffix(lines[i], wantFiles[i]) {
			t.Errorf("line %q, want %q … %s", lines[i], p, wantFiles[i])
		}
	}
}

// TestMicrophoneFaults: a microphone that stops is said once, in words,
// and the game goes on; a microphone file that is not there is refused
// before the game starts (TestMicrophoneFileRefusedBeforeTheGame).
func TestMicrophoneFaults(t *testing.T) {
	short, _ := micFile(t, ramp(0.5))
	dir := t.TempDir()
	tests := []struct {
		name, mic, want string
		args            []string
	}{
		{"ended", short, "The recording used as the microphone (" + short + ") has ended; play goes on without a microphone.", []string{"--record"}},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			j := filepath.Join(dir, fmt.Sprintf("g%d.journal", i))
			args := append([]string{"play", "--lang", "en", "--microphone", tc.mic, "--script", "-", "--journal", j}, tc.args...)
			code, out, errOut := runCLI(t, "1 e4\n1.5 e5\n2 quit\n2 ja\n", args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if n := strings.Count(out, tc.want); n != 1 {
				t.Errorf("said %d times, want once: %q\n%s", n, tc.want, out)
			}
			if !strings.Contains(out, "Eva four\n") || !strings.Contains(out, "Eva five\n") {
				t.Errorf("the game did not go on:\n%s", out)
			}
		})
	}
	if code, _, errOut := runCLI(t, "", "play", "--lang", "en", "--microphone", short); code != 2 || !strings.Contains(errOut, "give --record or --voice-input too") {
		t.Errorf("--microphone alone: %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "play", "--lang", "en", "--record", "--script", "-", "--virtual"); code != 2 || !strings.Contains(errOut, "leave out --virtual") {
		t.Errorf("--record --virtual: %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "play", "--lang", "en", "--voice-input", "--voice-pause", "10s"); code != 2 || !strings.Contains(errOut, "--voice-pause 10s: give a pause between 100ms and 5s") {
		t.Errorf("--voice-pause 10s: %d %q", code, errOut)
	}
}

// TestClockVoiceInput: the talking clock answers a request said into the
// microphone.
func TestClockVoiceInput(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	mic, length := micFile(t, silence(0.6), saidBy(t, "en", "moves"), silence(0.8))
	script := filepath.Join(t.TempDir(), "clock.script")
	// The quit comes 4 s after the recording's end: the answer must come
	// before it, and a loaded machine (CI, a build beside it) took more
	// than the 1 s it had.
	if err := os.WriteFile(script, []byte(fmt.Sprintf("0 start\n%.1f quit\n", length+4)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "clock", "--time", "5+3", "--lang", "en", "--voice-input", "--microphone", mic, "--script", script)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	if !strings.Contains(out, "Voice input on: say time, moves, repeat.") || !strings.Contains(out, "Zero moves") {
		t.Errorf("no answer to the spoken request:\n%s\n%s", out, errOut)
	}
}

// TestPlayRecordSurvivesSIGKILL: play --record killed with SIGKILL in the
// middle of a ply leaves every segment a valid WAV file; --resume indexes
// the cut segment again and records the ply on in a new file.
func TestPlayRecordSurvivesSIGKILL(t *testing.T) {
	bin := buildPlayBinary(t)
	mic, _ := micFile(t, ramp(20))
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	cmd := exec.Command(bin, "play", "--lang", "de", "--record", "--microphone", mic, "--journal", j)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	waitFor := func(want string) {
		t.Helper()
		deadline := time.After(10 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("play ended before %q", want)
				}
				if l == want {
					return
				}
			case <-deadline:
				t.Fatalf("no %q within 10 s", want)
			}
		}
	}
	time.Sleep(500 * time.Millisecond)
	io.WriteString(stdin, "e4\n")
	waitFor("Eva vier")
	time.Sleep(time.Second) // ply 1 records a second
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	rec := filepath.Join(dir, "recording")
	cut := filepath.Join(rec, "ply-001-move-1w.wav")
	f, err := os.Open(cut)
	if err != nil {
		t.Fatal(err)
	}
	p, err := speech.ReadWAV(f)
	f.Close()
	if err != nil {
		t.Fatalf("the segment cut by the kill is no valid WAV: %v", err)
	}
	if len(p.Samples) < 8000 {
		t.Errorf("the cut segment holds %d samples, want about a second", len(p.Samples))
	}
	// Resume with the recording: the cut segment is indexed, ply 1 goes
	// on in a file of its own.
	code, resumed, errOut := runCLI(t, "0.5 e5\n1 quit\n1 ja\n", "play", "--resume", j, "--record", "--microphone", mic, "--script", "-")
	if code != 0 {
		t.Fatalf("resume: %d %s\n%s", code, errOut, resumed)
	}
	entries, err := recording.ReadIndex(rec)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, fmt.Sprintf("%d %s %s %v", e.Ply, e.SAN, e.File, e.Recovered))
	}
	want := []string{
		"0  ply-000-start.wav false",
		"1 e4 ply-001-move-1w.wav true", // the resumed game names the move
		"1 e4 ply-001-move-1w-2.wav false",
		"2 e5 ply-002-move-1b.wav false",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("index after the resume:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPlayVoiceKey: with --voice-key the microphone hears nothing until
// the key is pressed, then one utterance per press; the presses are
// journaled inputs, answered in the session's language.
func TestPlayVoiceKey(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	// "Eva vier" at about 1 s (no key pressed: not heard), again at about
	// 5 s (after the key at 3.5 s) and "ja" at about 8 s (after the key
	// at 7.2 s).
	move := saidBy(t, "de", "Eva vier")
	mic, _ := micFile(t, silence(1), move, silence(3), move, silence(2), saidBy(t, "de", "ja"), silence(2))
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	code, out, errOut := playScriptThen(t, "3.5 voice-key\n7.2 voice-key\n", micEnded(t, catalog.German, mic), "7.2 quit\n7.2 ja\n", "play", "--casual", "--voice-input", "--voice-key", "f5", "--microphone", mic, "--script", "-", "--json", "--journal", j)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []string
	for _, e := range jsonEvents(t, out) {
		switch e["event"] {
		case "input":
			if e["source"] == "voice" || e["text"] == "voice-key" {
				// The recogniser's runner-up, when one came close
				// ("voice eva vier | bella vier"), is not what this
				// test is about.
				got = append(got, "input "+heardLine(fmt.Sprint(e["text"])))
			}
		case "move":
			got = append(got, fmt.Sprintf("move %v %v", e["san"], e["source"]))
		case "announce":
			if text := fmt.Sprint(e["text"]); text == "Bitte sprechen." || strings.HasPrefix(text, "Eva vier") {
				got = append(got, "say "+text)
			}
		}
	}
	// The presses come at their seconds, whatever the recogniser has
	// done; one that is seconds behind (a busy computer) says the move
	// back after the second press. So the presses and the rest are
	// checked each in their order, and each press before the utterance
	// it opens.
	var keys, rest []string
	pressed, heard := 0, 0
	for _, g := range got {
		switch {
		case g == "input voice-key" || g == "say Bitte sprechen.":
			keys = append(keys, g)
			if g == "input voice-key" {
				pressed++
			}
		case strings.HasPrefix(g, "input voice "):
			if heard++; pressed < heard {
				t.Errorf("%q heard after %d presses of the key", g, pressed)
			}
			rest = append(rest, g)
		default:
			rest = append(rest, g)
		}
	}
	wantKeys := []string{"input voice-key", "say Bitte sprechen.", "input voice-key", "say Bitte sprechen."}
	want := []string{"input voice eva vier", "say Eva vier?", "input voice ja", "move e4 voice", "say Eva vier"}
	if strings.Join(keys, "\n") != strings.Join(wantKeys, "\n") || strings.Join(rest, "\n") != strings.Join(want, "\n") {
		t.Fatalf("events:\n%s\nwant the presses:\n%s\nand:\n%s\nall output:\n%s", strings.Join(got, "\n"), strings.Join(wantKeys, "\n"), strings.Join(want, "\n"), out)
	}
	if !strings.Contains(out, "Spracheingabe an: f5 drücken, dann einen Zug sagen") {
		t.Errorf("the help does not name the key:\n%s", out)
	}
	if !strings.Contains(out, `"text":"Bestätigen: f5 drücken und ja sagen (oder Enter); verwerfen: f5 drücken und nein sagen."`) {
		t.Errorf("the move said back does not ask for the key before the yes:\n%s", out)
	}
	b, err := os.ReadFile(j)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), `"in":"voice-key"`); n != 2 {
		t.Errorf("the journal holds %d presses of the key, want 2:\n%s", n, b)
	}
	// Refused: a key that is not one, and the key without voice input.
	for _, args := range [][]string{{"--voice-input", "--voice-key", "ctrl+c"}, {"--voice-key", "f5"}} {
		code, _, errOut := runCLI(t, "", append([]string{"play", "--lang", "en"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "--voice-key") {
			t.Errorf("play %v: exit %d, %q", args, code, errOut)
		}
	}
}
