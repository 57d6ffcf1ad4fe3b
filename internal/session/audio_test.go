package session

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/table"
)

// flakyMic is a microphone that delivers chunks of a constant sample and
// then fails, as a USB microphone pulled out does.
type flakyMic struct {
	value  int16
	chunks int // chunks before it fails
	mu     sync.Mutex
	closed bool
}

func (m *flakyMic) Read(buf []int16) (int, error) {
	time.Sleep(5 * time.Millisecond)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return 0, errors.New("microphone is closed")
	}
	if m.chunks == 0 {
		return 0, errors.New("reading microphone: device unplugged")
	}
	m.chunks--
	for i := range buf {
		buf[i] = m.value
	}
	return len(buf), nil
}

func (m *flakyMic) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
	return nil
}

// TestMicrophoneComesBack: a microphone missing at the start is looked for
// until it is there, one that fails is looked for again; each change is
// said once, and the recording holds the audio of both microphones.
func TestMicrophoneComesBack(t *testing.T) {
	var mu sync.Mutex
	attempts := 0
	// The first attempt finds nothing, the second a microphone that fails
	// after 5 chunks, the third one that goes on.
	open := func(name string) (capture.Source, string, error) {
		mu.Lock()
		defer mu.Unlock()
		attempts++
		switch attempts {
		case 1:
			return nil, "", capture.ErrNoDevice
		case 2:
			return &flakyMic{value: 1000, chunks: 5}, "USB headset", nil
		}
		return &flakyMic{value: 2000, chunks: 1 << 30}, "USB headset", nil
	}
	var out bytes.Buffer
	dir := t.TempDir()
	start, err := table.New(table.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	a := startAudioWith(AudioOptions{Record: true, Microphone: "usb"}, audioSetup{
		out: &table.Writer{Out: &out}, text: phonetic.AnnexDEn, game: start, recDir: dir, now: time.Now,
	}, open, 50*time.Millisecond)
	if a == nil {
		t.Fatal("no audio started")
	}
	var said []string
	deadline := time.After(5 * time.Second)
	for len(said) < 4 {
		select {
		case o := <-a.Notices:
			said = append(said, o.Say.Text)
		case <-deadline:
			t.Fatalf("said only %q", said)
		}
	}
	time.Sleep(100 * time.Millisecond)
	a.Stop()
	want := []string{
		"The microphone is back: USB headset.",
		"Recording, into " + dir + ".",
		"The microphone failed (reading microphone: device unplugged); play goes on without recording and voice input until it is back. What was recorded so far is saved.",
		"The microphone is back: USB headset.",
	}
	if strings.Join(said, "\n") != strings.Join(want, "\n") {
		t.Errorf("said:\n%s\nwant:\n%s", strings.Join(said, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(out.String(), "The microphone is not available (no microphone found: plug one in or check the sound settings); play goes on without recording and voice input until one is plugged in.\n") {
		t.Errorf("the start said:\n%s", out.String())
	}
	// The recording holds the first microphone's 5 chunks, then the
	// second's.
	entries, err := recording.ReadIndex(dir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("index %v %v", entries, err)
	}
	pcm, err := capture.ReadAnyWAV(filepath.Join(dir, entries[0].File))
	if err != nil {
		t.Fatal(err)
	}
	first := 5 * capture.ChunkSamples
	if len(pcm) <= first || pcm[0] != 1000 || pcm[first-1] != 1000 || pcm[first] != 2000 || pcm[len(pcm)-1] != 2000 {
		t.Errorf("recording of %d samples: %v … %v", len(pcm), pcm[:min(3, len(pcm))], pcm[max(0, len(pcm)-3):])
	}
}

// TestNothingIsOnBeforeTheMicrophoneIs: with no microphone at the start,
// "Recording" is not said before "The microphone is not available" (it
// used to be); it is said once the microphone is found, after "The
// microphone is back". In each language.
func TestNothingIsOnBeforeTheMicrophoneIs(t *testing.T) {
	for _, tc := range []struct {
		style      phonetic.Style
		start      string
		back, rec  string
		withMicNow string
	}{
		{phonetic.AnnexD, "Mikrofon nicht verfügbar (kein Mikrofon gefunden: eines anschließen oder die Toneinstellungen prüfen); es geht ohne Aufnahme und Spracheingabe weiter, bis eines angeschlossen ist.",
			"Das Mikrofon ist wieder da: USB headset.", "Aufnahme läuft, in DIR.", "Mikrofon: USB headset.\nAufnahme läuft, in DIR."},
		{phonetic.AnnexDEn, "The microphone is not available (no microphone found: plug one in or check the sound settings); play goes on without recording and voice input until one is plugged in.",
			"The microphone is back: USB headset.", "Recording, into DIR.", "Microphone: USB headset.\nRecording, into DIR."},
		{phonetic.CzechStyle, "Mikrofon není k dispozici (nenalezen žádný mikrofon: připojte ho nebo zkontrolujte nastavení zvuku); pokračuje se bez nahrávání a hlasového zadávání, dokud nebude připojen.",
			"Mikrofon je zpět: USB headset.", "Nahrává se do DIR.", "Mikrofon: USB headset.\nNahrává se do DIR."},
	} {
		t.Run(tc.style.Name(), func(t *testing.T) {
			for _, missingFirst := range []bool{true, false} {
				var mu sync.Mutex
				attempts := 0
				open := func(string) (capture.Source, string, error) {
					mu.Lock()
					defer mu.Unlock()
					attempts++
					if missingFirst && attempts == 1 {
						return nil, "", capture.ErrNoDevice
					}
					return &flakyMic{value: 1, chunks: 1 << 30}, "USB headset", nil
				}
				var out bytes.Buffer
				dir := t.TempDir()
				g, err := table.New(table.DefaultSetup())
				if err != nil {
					t.Fatal(err)
				}
				a := startAudioWith(AudioOptions{Record: true, Microphone: "usb"}, audioSetup{
					out: &table.Writer{Out: &out}, text: tc.style, game: g, recDir: dir, now: time.Now,
				}, open, 20*time.Millisecond)
				if a == nil {
					t.Fatal("no audio started")
				}
				fill := func(s string) string { return strings.ReplaceAll(s, "DIR", dir) }
				if !missingFirst {
					a.Stop()
					if got := strings.TrimSpace(out.String()); got != fill(tc.withMicNow) {
						t.Errorf("with the microphone there, the start said:\n%s\nwant:\n%s", got, fill(tc.withMicNow))
					}
					continue
				}
				if got := strings.TrimSpace(out.String()); got != tc.start {
					t.Errorf("the start said:\n%s\nwant:\n%s", got, tc.start)
				}
				var said []string
				deadline := time.After(5 * time.Second)
				for len(said) < 2 {
					select {
					case o := <-a.Notices:
						said = append(said, o.Say.Text)
					case <-deadline:
						t.Fatalf("said only %q", said)
					}
				}
				a.Stop()
				if strings.Join(said, "\n") != tc.back+"\n"+fill(tc.rec) {
					t.Errorf("once found:\n%s\nwant:\n%s\n%s", strings.Join(said, "\n"), tc.back, fill(tc.rec))
				}
			}
		})
	}
}
