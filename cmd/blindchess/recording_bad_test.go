package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/speech"
)

// wavBytes is a PCM WAV file of 16-bit samples (interleaved when stereo).
func wavBytes(rate, channels int, samples ...int16) []byte {
	var b bytes.Buffer
	speech.WriteWAV(&b, speech.PCM{Rate: rate, Channels: channels, Samples: samples})
	return b.Bytes()
}

// TestRecordingSkipsBadLinesAndSegments: one bad line of index.jsonl
// (garbage, NUL bytes, a 70 KB line, a file outside the folder) costs
// only itself: it is named and skipped, and the rest is listed and played
// (the whole recording was refused); a segment that is a named pipe is
// named and skipped, not waited for (it hung); a segment at 8 kHz stereo
// is converted to 16 kHz mono (it was exported as if it were).
func TestRecordingSkipsBadLinesAndSegments(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "secret.wav")
	if err := os.WriteFile(outside, wavBytes(16000, 1, 9, 9, 9), 0o644); err != nil {
		t.Fatal(err)
	}
	rel, _ := filepath.Rel(dir, outside)
	entry := func(ply int, san, file string) string {
		return `{"ply":` + string(rune('0'+ply)) + `,"move":` + string(rune('0'+(ply+1)/2)) + `,"san":"` + san +
			`","start":"2026-11-25T03:00:00Z","end":"2026-11-25T03:00:02Z","file":"` + file + `"}` + "\n"
	}
	index := entry(1, "e4", "ply-001-move-1w.wav") +
		"garbage\n" +
		"\x00\x00\x00\n" +
		strings.Repeat("x", 70<<10) + "\n" +
		entry(2, "e5", rel) +
		entry(2, "e5", "ply-002-move-1b.wav") +
		entry(3, "Nf3", "ply-003-move-2w.wav")
	files := map[string][]byte{
		"index.jsonl":         []byte(index),
		"ply-001-move-1w.wav": wavBytes(16000, 1, 100, 200),
		"ply-002-move-1b.wav": wavBytes(8000, 2, 1000, 3000, 1000, 3000), // 8 kHz stereo: 2 frames of 2000
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := mkfifo(filepath.Join(dir, "ply-003-move-2w.wav")); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	wantWarn := "blindchess: index.jsonl line 2 is not a recording entry; skipped\n" +
		"blindchess: index.jsonl line 3 is not a recording entry; skipped\n" +
		"blindchess: index.jsonl line 4 is longer than 4096 bytes, not a recording entry; skipped\n" +
		"blindchess: index.jsonl line 5 names \"" + rel + "\", which is not a file of the recording folder; skipped\n"

	code, out, errOut := runCLI(t, "", "recording", "list", dir)
	if code != 0 || errOut != wantWarn || strings.Count(out, "\n") != 3 || !strings.Contains(out, "Move 2 White Nf3:") {
		t.Errorf("list: exit %d, stdout\n%s\nstderr\n%s\nwant stderr\n%s", code, out, errOut, wantWarn)
	}

	wav := filepath.Join(t.TempDir(), "m1.wav")
	code, out, errOut = runCLI(t, "", "recording", "play", dir, "--move", "1", "--out", wav)
	if code != 0 || out != "Move 1 written to "+wav+".\n" || errOut != wantWarn {
		t.Fatalf("play --move 1: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	data, _ := os.ReadFile(wav)
	p, err := speech.ReadWAV(bytes.NewReader(data))
	// 2 samples at 16 kHz, then 2 frames at 8 kHz become 4 at 16 kHz.
	if err != nil || p.Rate != 16000 || p.Channels != 1 || len(p.Samples) != 6 || p.Samples[0] != 100 || p.Samples[3] != 2000 {
		t.Errorf("move 1 written as %d Hz, %d channels, %v (%v); want 16000 Hz mono [100 200 2000 …] (6 samples)", p.Rate, p.Channels, p.Samples, err)
	}
	if bytes.Contains(data, []byte{9, 0, 9, 0, 9, 0}) {
		t.Error("the file outside the recording folder was played")
	}

	done := make(chan struct{})
	go func() {
		defer close(done)
		code, out, errOut = runCLI(t, "", "recording", "play", dir, "--move", "2", "--out", wav)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		// Unblock the reader of the pipe so that the test ends.
		if f, err := os.OpenFile(filepath.Join(dir, "ply-003-move-2w.wav"), os.O_WRONLY, 0); err == nil {
			f.Close()
		}
		t.Fatal("play --move 2 waits for the named pipe")
	}
	wantFIFO := wantWarn + "blindchess: ply-003-move-2w.wav is not a regular file (a link, a pipe or a device); it is not played\n" +
		"blindchess: move 2: none of its segments could be read (named above)\n"
	if code != 1 || out != "" || errOut != wantFIFO {
		t.Errorf("play --move 2: exit %d, stdout %q, stderr\n%s\nwant\n%s", code, out, errOut, wantFIFO)
	}
}
