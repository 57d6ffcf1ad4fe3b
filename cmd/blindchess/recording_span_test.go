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
		{"en", "Move 1 White e4: 03:00:00 to 03:01:29, 1 minute 29 seconds, ply-001-move-1w.wav\n" +
			"Move 1 Black e5: 03:01:29 to 03:01:30, 1 second, ply-002-move-1b.wav\n"},
		{"de", "Zug 1 Weiß e4: 03:00:00 bis 03:01:29, 1 Minute 29 Sekunden, ply-001-move-1w.wav\n" +
			"Zug 1 Schwarz e5: 03:01:29 bis 03:01:30, 1 Sekunde, ply-002-move-1b.wav\n"},
		{"cs", "Tah 1 bílý e4: 03:00:00 až 03:01:29, trvá 1 minutu 29 sekund, ply-001-move-1w.wav\n" +
			"Tah 1 černý e5: 03:01:29 až 03:01:30, trvá 1 sekundu, ply-002-move-1b.wav\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "list", dir, "--lang", c.lang)
		if code != 0 || out != c.want {
			t.Errorf("%s: code %d\n%s\nwant\n%s\nstderr %s", c.lang, code, out, c.want, errOut)
		}
	}
}

// TestRecordingListInTheSessionsLetters: recording list writes each move
// with the piece letters of the session's language (the index keeps the
// English SAN: Nf3 is Sf3 in German, Jf3 in Czech, the promotion's letter
// too), and every line begins with a capital, the segment before the first
// move's too; in de, en and cs.
func TestRecordingListInTheSessionsLetters(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	for i, san := range []string{"", "Nf3", "Bxc6", "exd8=Q+"} { // ply 0: before the first move
		if err := r.StartPly(i, san, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{1, 2, 3}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(4 * time.Second)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, want string }{
		{"de", "Vor dem ersten Zug: 03:00:00 bis 03:00:01, 1 Sekunde, ply-000-start.wav\n" +
			"Zug 1 Weiß Sf3: 03:00:01 bis 03:00:02, 1 Sekunde, ply-001-move-1w.wav\n" +
			"Zug 1 Schwarz Lxc6: 03:00:02 bis 03:00:03, 1 Sekunde, ply-002-move-1b.wav\n" +
			"Zug 2 Weiß exd8=D+: 03:00:03 bis 03:00:04, 1 Sekunde, ply-003-move-2w.wav\n"},
		{"en", "Before the first move: 03:00:00 to 03:00:01, 1 second, ply-000-start.wav\n" +
			"Move 1 White Nf3: 03:00:01 to 03:00:02, 1 second, ply-001-move-1w.wav\n" +
			"Move 1 Black Bxc6: 03:00:02 to 03:00:03, 1 second, ply-002-move-1b.wav\n" +
			"Move 2 White exd8=Q+: 03:00:03 to 03:00:04, 1 second, ply-003-move-2w.wav\n"},
		{"cs", "Před prvním tahem: 03:00:00 až 03:00:01, trvá 1 sekundu, ply-000-start.wav\n" +
			"Tah 1 bílý Jf3: 03:00:01 až 03:00:02, trvá 1 sekundu, ply-001-move-1w.wav\n" +
			"Tah 1 černý Sxc6: 03:00:02 až 03:00:03, trvá 1 sekundu, ply-002-move-1b.wav\n" +
			"Tah 2 bílý exd8=D+: 03:00:03 až 03:00:04, trvá 1 sekundu, ply-003-move-2w.wav\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "list", dir, "--lang", c.lang)
		if code != 0 || out != c.want {
			t.Errorf("%s: code %d\n%s\nwant\n%s\nstderr %s", c.lang, code, out, c.want, errOut)
		}
	}
}
