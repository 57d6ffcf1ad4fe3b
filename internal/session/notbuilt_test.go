package session

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// TestMicrophoneNotBuiltIsSaidInTheTableLanguage: in a build without
// PortAudio, --record and --voice-input are said to be missing, in the
// table's language, with how to get a build that has them; nothing is
// recorded and the microphone is not looked for again.
func TestMicrophoneNotBuiltIsSaidInTheTableLanguage(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		want  string
	}{
		{phonetic.AnnexD, "Diese Ausgabe von blindchess kann kein Mikrofon benutzen (ohne cgo gebaut); es geht ohne Aufnahme und Spracheingabe weiter. Beides hat die Linux-Ausgabe, mit cgo gebaut: make deps, dann make build (docs/platforms.md).\n"},
		{phonetic.AnnexDEn, "This build of blindchess cannot use a microphone (it was built without cgo); play goes on without recording and voice input. The Linux build made with cgo has both: make deps, then make build (docs/platforms.md).\n"},
		{phonetic.CzechStyle, "Toto sestavení blindchess neumí používat mikrofon (sestaveno bez cgo); pokračuje se bez nahrávání a hlasového zadávání. Obojí má sestavení pro Linux s cgo: make deps, pak make build (docs/platforms.md).\n"},
	}
	for _, tc := range tests {
		opened := 0
		open := func(string) (capture.Source, string, error) {
			opened++
			return nil, "", capture.ErrNotBuilt
		}
		var out bytes.Buffer
		dir := t.TempDir()
		a := startAudioWith(AudioOptions{Record: true, VoiceInput: true}, audioSetup{
			out: &table.Writer{Out: &out}, text: tc.style, recDir: dir, now: time.Now,
		}, open, time.Millisecond)
		if a != nil {
			a.Stop()
			t.Fatalf("%v: the audio started without a microphone", tc.style)
		}
		if out.String() != tc.want {
			t.Errorf("%v: said %q, want %q", tc.style, out.String(), tc.want)
		}
		if opened != 1 {
			t.Errorf("%v: the microphone was opened %d times, want once", tc.style, opened)
		}
	}
}

// TestVoiceInputNotBuiltIsSaid: in a build without pocketsphinx, a WAV file
// still serves as the microphone of --record, and --voice-input is said to
// be missing (make test runs this with CGO_ENABLED=0).
func TestVoiceInputNotBuiltIsSaid(t *testing.T) {
	if sphinx.Built {
		t.Skip("this build has pocketsphinx; scripts/cross.sh runs this test in one without")
	}
	mic := filepath.Join(t.TempDir(), "mic.wav")
	f, err := os.Create(mic)
	if err != nil {
		t.Fatal(err)
	}
	if err := speech.WriteWAV(f, speech.PCM{Rate: capture.Rate, Channels: 1, Samples: make([]int16, capture.Rate/5)}); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	a := startAudio(AudioOptions{Record: true, VoiceInput: true, Microphone: mic, Pause: voice.DefaultPause}, audioSetup{
		out: &table.Writer{Out: &out}, text: phonetic.AnnexDEn, recDir: t.TempDir(), now: time.Now,
	})
	if a == nil {
		t.Fatal("the WAV file did not serve as the microphone")
	}
	a.Stop()
	want := "This build of blindchess has no voice input (pocketsphinx; it was built without cgo); please type. The Linux build made with cgo has it: make deps, then make build (docs/platforms.md).\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("said:\n%s\nwant a line %q", out.String(), want)
	}
}
