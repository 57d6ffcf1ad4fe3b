package main

import (
	"bytes"
	"errors"
	"os"
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
	a := startAudioWith(audioOptions{record: true, microphone: "usb"}, audioSetup{
		out: &table.Writer{Out: &out}, text: phonetic.AnnexDEn, game: start, recDir: dir, now: time.Now,
	}, open, 50*time.Millisecond)
	if a == nil {
		t.Fatal("no audio started")
	}
	var said []string
	deadline := time.After(5 * time.Second)
	for len(said) < 3 {
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
	code, out, errOut := runCLI(t, "1 e4\n3.5 quit\n", "play", "--lang", "en", "--record", "--microphone", "tablemic", "--script", "-", "--journal", filepath.Join(t.TempDir(), "g.journal"))
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
