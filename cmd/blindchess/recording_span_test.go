package main

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/recording"
)

// TestRecordingListSaysLengthsInWords: recording list says each segment's
// length in the language's words ("1 minute 29 seconds", Czech "trvá 1
// minutu 29 sekund"), not Go's "1m29s", which a screen reader reads as
// letters.
func TestRecordingListSaysLengthsInWords(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	if err := r.StartPly(1, "e4", t0); err != nil {
		t.Fatal(err)
	}
	if err := r.Write([]int16{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	if err := r.StartPly(2, "e5", t0.Add(89*time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(t0.Add(90 * time.Second)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, want string }{
		{"en", "move 1 White e4: 03:00:00 to 03:01:29, 1 minute 29 seconds, ply-001-move-1w.wav\n" +
			"move 1 Black e5: 03:01:29 to 03:01:30, 1 second, ply-002-move-1b.wav\n"},
		{"de", "Zug 1 Weiß e4: 03:00:00 bis 03:01:29, 1 Minute 29 Sekunden, ply-001-move-1w.wav\n" +
			"Zug 1 Schwarz e5: 03:01:29 bis 03:01:30, 1 Sekunde, ply-002-move-1b.wav\n"},
		{"cs", "tah 1 bílý e4: 03:00:00 až 03:01:29, trvá 1 minutu 29 sekund, ply-001-move-1w.wav\n" +
			"tah 1 černý e5: 03:01:29 až 03:01:30, trvá 1 sekundu, ply-002-move-1b.wav\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "list", dir, "--lang", c.lang)
		if code != 0 || out != c.want {
			t.Errorf("%s: code %d\n%s\nwant\n%s\nstderr %s", c.lang, code, out, c.want, errOut)
		}
	}
}
