package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/speech"
)

func TestRecordingListAndPlayOut(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	for i, san := range []string{"e4", "e5", "Sf3"} {
		if err := r.StartPly(i+1, san, t0.Add(time.Duration(2*i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{int16(i), int16(i), int16(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(6 * time.Second)); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "recording", "list", dir)
	want := "Move 1 White e4: 03:00:00 to 03:00:02, 2 seconds, ply-001-move-1w.wav\n" +
		"Move 1 Black e5: 03:00:02 to 03:00:04, 2 seconds, ply-002-move-1b.wav\n" +
		"Move 2 White Sf3: 03:00:04 to 03:00:06, 2 seconds, ply-003-move-2w.wav\n"
	if code != 0 || out != want {
		t.Fatalf("list: code %d\n%s\nwant\n%s\nstderr %s", code, out, want, errOut)
	}
	wav := filepath.Join(t.TempDir(), "m1.wav")
	code, out, errOut = runCLI(t, "", "recording", "play", dir, "--move", "1", "--out", wav)
	if code != 0 || out != "Move 1 written to "+wav+".\n" {
		t.Fatalf("play --out: code %d %q %q", code, out, errOut)
	}
	f, _ := os.Open(wav)
	p, err := speech.ReadWAV(f)
	f.Close()
	if err != nil || p.Rate != 16000 || len(p.Samples) != 6 || p.Samples[3] != 1 {
		t.Fatalf("written move: %+v %v", p, err)
	}
	code, _, errOut = runCLI(t, "", "recording", "play", dir, "--move", "9", "--out", wav)
	if code == 0 || !strings.Contains(errOut, "move 9 is not in the recording") {
		t.Fatalf("missing move: code %d %q", code, errOut)
	}
	code, _, errOut = runCLI(t, "", "recording", "play", dir)
	if code != 2 || !strings.Contains(errOut, "--move is needed") {
		t.Fatalf("no --move: code %d %q", code, errOut)
	}
	code, _, errOut = runCLI(t, "", "recording", "list", t.TempDir())
	if code == 0 || !strings.Contains(errOut, "holds no recording") {
		t.Fatalf("empty folder: code %d %q", code, errOut)
	}
}

func TestRecordingListNoRecording(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := runCLI(t, "", "recording", "list", dir)
	if code != 2 || !strings.Contains(errOut, dir+" holds no recording: the game was played without --record") {
		t.Fatalf("exit %d: %q", code, errOut)
	}
}

// TestRecordingPlayToEnd: a player reviewing the game at home hears it
// again from a move to the end (--move N --to-end), not move by move;
// --move 1 --to-end is the whole game. The line says which moves, in
// de, en and cs.
func TestRecordingPlayToEnd(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	for i, san := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5"} {
		if err := r.StartPly(i+1, san, t0.Add(time.Duration(2*i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{int16(i), int16(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(10 * time.Second)); err != nil {
		t.Fatal(err)
	}
	wav := filepath.Join(t.TempDir(), "rest.wav")
	for _, tc := range []struct {
		lang, move string
		want       string
		samples    []int16
	}{
		{"en", "1", "Moves 1 to 3 written to " + wav + ".\n", []int16{0, 0, 1, 1, 2, 2, 3, 3, 4, 4}},
		{"de", "2", "Züge 2 bis 3 geschrieben nach " + wav + ".\n", []int16{2, 2, 3, 3, 4, 4}},
		{"cs", "2", "Tahy 2 až 3 zapsány do " + wav + ".\n", []int16{2, 2, 3, 3, 4, 4}},
		// The last move alone is that move, as without --to-end.
		{"en", "3", "Move 3 written to " + wav + ".\n", []int16{4, 4}},
	} {
		code, out, errOut := runCLI(t, "", "recording", "play", dir, "--move", tc.move, "--to-end", "--out", wav, "--lang", tc.lang)
		if code != 0 || out != tc.want {
			t.Fatalf("%s --move %s --to-end: code %d %q, want %q; stderr %q", tc.lang, tc.move, code, out, tc.want, errOut)
		}
		f, _ := os.Open(wav)
		p, err := speech.ReadWAV(f)
		f.Close()
		if err != nil || !slices.Equal(p.Samples, tc.samples) {
			t.Fatalf("%s --move %s --to-end: samples %v, want %v (%v)", tc.lang, tc.move, p.Samples, tc.samples, err)
		}
	}
	code, _, errOut := runCLI(t, "", "recording", "play", dir, "--move", "4", "--to-end", "--out", wav, "--lang", "en")
	if code == 0 || !strings.Contains(errOut, "move 4 is not in the recording") {
		t.Fatalf("--move 4 --to-end: code %d %q", code, errOut)
	}
}

// TestRecordingPlayWithoutSoundCardSaysWriteTheRecording: without a sound
// card, recording play says to write the recording to a file, naming
// the recording: the Czech "zapište ji do souboru" after "žádná
// použitelná zvuková karta" read as "write the sound card to a file"
// (en "write it", de without an object). In de, en and cs.
func TestRecordingPlayWithoutSoundCardSaysWriteTheRecording(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	if err := r.StartPly(1, "e4", t0); err != nil {
		t.Fatal(err)
	}
	if err := r.Write([]int16{1, 2}); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(t0.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ lang, want string }{
		{"en", "; write the recording to a file with --out FILE.wav"},
		{"de", "; die Aufnahme mit --out DATEI.wav in eine Datei schreiben"},
		{"cs", "; zapište nahrávku do souboru pomocí --out SOUBOR.wav"},
	} {
		code, _, errOut := runCLI(t, "", "recording", "play", dir, "--move", "1", "--lang", tc.lang)
		if code == 0 {
			t.Skip("this machine has a sound card")
		}
		if !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: %q, want it to contain %q", tc.lang, errOut, tc.want)
		}
	}
}

// TestRecordingListSaysTimesThatAgreeWithTheLength: the times of a
// segment are said in whole seconds, rounded, and its length is that of
// the times said: a segment from 3:00:00.6 to 3:00:02.05 was "03:00:00 to
// 03:00:02, 1 second", which a listener hears as a mistake. In de, en
// and cs.
func TestRecordingListSaysTimesThatAgreeWithTheLength(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 600_000_000, time.UTC)
	for i, san := range []string{"e4", "e5"} {
		if err := r.StartPly(i+1, san, t0.Add(time.Duration(i)*1450*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(2900 * time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TZ", "UTC")
	for _, tc := range []struct{ lang, want string }{
		{"en", "Move 1 White e4: 03:00:01 to 03:00:02, 1 second, ply-001-move-1w.wav\n" +
			"Move 1 Black e5: 03:00:02 to 03:00:04, 2 seconds, ply-002-move-1b.wav\n"},
		{"de", "Zug 1 Weiß e4: 03:00:01 bis 03:00:02, 1 Sekunde, ply-001-move-1w.wav\n" +
			"Zug 1 Schwarz e5: 03:00:02 bis 03:00:04, 2 Sekunden, ply-002-move-1b.wav\n"},
		{"cs", "Tah 1 bílý e4: 03:00:01 až 03:00:02, trvá 1 sekundu, ply-001-move-1w.wav\n" +
			"Tah 1 černý e5: 03:00:02 až 03:00:04, trvá 2 sekundy, ply-002-move-1b.wav\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "list", dir, "--lang", tc.lang)
		if code != 0 || out != tc.want {
			t.Errorf("%s: code %d\n%s\nwant\n%s\nstderr %s", tc.lang, code, out, tc.want, errOut)
		}
	}
}

// TestRecordingListMarksMovesTakenBack: a move taken back (undo before
// the press, the arbiter's takeback) keeps its segment, which is what was
// said, but the list says it was taken back, so that the list heard
// against the PGN matches it move for move; the move recorded again after
// a crash is not marked. In de, en and cs.
func TestRecordingListMarksMovesTakenBack(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	for i, p := range []struct {
		ply int
		san string
	}{{1, "e4"}, {1, "d4"}, {2, "d5"}, {2, "d5"}} {
		if err := r.StartPly(p.ply, p.san, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(4 * time.Second)); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TZ", "UTC")
	for _, tc := range []struct{ lang, want string }{
		{"en", "Move 1 White e4, taken back: 03:00:00 to 03:00:01, 1 second, ply-001-move-1w.wav\n" +
			"Move 1 White d4: 03:00:01 to 03:00:02, 1 second, ply-001-move-1w-2.wav\n" +
			"Move 1 Black d5: 03:00:02 to 03:00:03, 1 second, ply-002-move-1b.wav\n" +
			"Move 1 Black d5: 03:00:03 to 03:00:04, 1 second, ply-002-move-1b-2.wav\n"},
		{"de", "Zug 1 Weiß e4, zurückgenommen: 03:00:00 bis 03:00:01, 1 Sekunde, ply-001-move-1w.wav\n" +
			"Zug 1 Weiß d4: 03:00:01 bis 03:00:02, 1 Sekunde, ply-001-move-1w-2.wav\n" +
			"Zug 1 Schwarz d5: 03:00:02 bis 03:00:03, 1 Sekunde, ply-002-move-1b.wav\n" +
			"Zug 1 Schwarz d5: 03:00:03 bis 03:00:04, 1 Sekunde, ply-002-move-1b-2.wav\n"},
		{"cs", "Tah 1 bílý e4, vzat zpět: 03:00:00 až 03:00:01, trvá 1 sekundu, ply-001-move-1w.wav\n" +
			"Tah 1 bílý d4: 03:00:01 až 03:00:02, trvá 1 sekundu, ply-001-move-1w-2.wav\n" +
			"Tah 1 černý d5: 03:00:02 až 03:00:03, trvá 1 sekundu, ply-002-move-1b.wav\n" +
			"Tah 1 černý d5: 03:00:03 až 03:00:04, trvá 1 sekundu, ply-002-move-1b-2.wav\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "list", dir, "--lang", tc.lang)
		if code != 0 || out != tc.want {
			t.Errorf("%s: code %d\n%s\nwant\n%s\nstderr %s", tc.lang, code, out, tc.want, errOut)
		}
	}
}

// TestRecordingListMarksMovesStruckOutByARetrace: the arbiter's retrace
// over two moves strikes out both; the list marks both as taken back, also
// the last, whose ply the game never reached again (it was said as a move
// of the game). In de, en and cs.
func TestRecordingListMarksMovesStruckOutByARetrace(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	for i, p := range []struct {
		ply int
		san string
	}{{1, "e4"}, {2, "e5"}, {3, "Nf3"}, {4, "Nc6"}, {2, "e5"}, {3, "Bc4"}} {
		if err := r.StartPly(p.ply, p.san, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(6 * time.Second)); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TZ", "UTC")
	for _, tc := range []struct{ lang, want string }{
		{"en", "Move 1 White e4: 03:00:00 to 03:00:01, 1 second, ply-001-move-1w.wav\n" +
			"Move 1 Black e5: 03:00:01 to 03:00:02, 1 second, ply-002-move-1b.wav\n" +
			"Move 2 White Nf3, taken back: 03:00:02 to 03:00:03, 1 second, ply-003-move-2w.wav\n" +
			"Move 2 Black Nc6, taken back: 03:00:03 to 03:00:04, 1 second, ply-004-move-2b.wav\n" +
			"Move 1 Black e5: 03:00:04 to 03:00:05, 1 second, ply-002-move-1b-2.wav\n" +
			"Move 2 White Bc4: 03:00:05 to 03:00:06, 1 second, ply-003-move-2w-2.wav\n"},
		{"de", "Zug 1 Weiß e4: 03:00:00 bis 03:00:01, 1 Sekunde, ply-001-move-1w.wav\n" +
			"Zug 1 Schwarz e5: 03:00:01 bis 03:00:02, 1 Sekunde, ply-002-move-1b.wav\n" +
			"Zug 2 Weiß Sf3, zurückgenommen: 03:00:02 bis 03:00:03, 1 Sekunde, ply-003-move-2w.wav\n" +
			"Zug 2 Schwarz Sc6, zurückgenommen: 03:00:03 bis 03:00:04, 1 Sekunde, ply-004-move-2b.wav\n" +
			"Zug 1 Schwarz e5: 03:00:04 bis 03:00:05, 1 Sekunde, ply-002-move-1b-2.wav\n" +
			"Zug 2 Weiß Lc4: 03:00:05 bis 03:00:06, 1 Sekunde, ply-003-move-2w-2.wav\n"},
		{"cs", "Tah 1 bílý e4: 03:00:00 až 03:00:01, trvá 1 sekundu, ply-001-move-1w.wav\n" +
			"Tah 1 černý e5: 03:00:01 až 03:00:02, trvá 1 sekundu, ply-002-move-1b.wav\n" +
			"Tah 2 bílý Jf3, vzat zpět: 03:00:02 až 03:00:03, trvá 1 sekundu, ply-003-move-2w.wav\n" +
			"Tah 2 černý Jc6, vzat zpět: 03:00:03 až 03:00:04, trvá 1 sekundu, ply-004-move-2b.wav\n" +
			"Tah 1 černý e5: 03:00:04 až 03:00:05, trvá 1 sekundu, ply-002-move-1b-2.wav\n" +
			"Tah 2 bílý Sc4: 03:00:05 až 03:00:06, trvá 1 sekundu, ply-003-move-2w-2.wav\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "list", dir, "--lang", tc.lang)
		if code != 0 || out != tc.want {
			t.Errorf("%s: code %d\n%s\nwant\n%s\nstderr %s", tc.lang, code, out, tc.want, errOut)
		}
	}
}

// TestRecordingPlayCountsEachHalfMoveOnce: a move not in the recording is
// refused with the half-moves recorded, each counted once: after a retrace
// the moves recorded again are no more half-moves (the count was of the
// segments, 6 here for 4 half-moves). In de, en and cs.
func TestRecordingPlayCountsEachHalfMoveOnce(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	for i, p := range []struct {
		ply int
		san string
	}{{0, ""}, {1, "e4"}, {2, "e5"}, {3, "Nf3"}, {4, "Nc6"}, {2, "e5"}, {3, "Bc4"}} {
		if err := r.StartPly(p.ply, p.san, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(7 * time.Second)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ lang, want string }{
		{"en", "blindchess: move 9 is not in the recording (4 half-moves recorded); see 'blindchess recording list " + dir + "'\n"},
		{"de", "blindchess: Zug 9 ist nicht in der Aufnahme (4 Halbzüge aufgenommen); siehe 'blindchess recording list " + dir + "'\n"},
		{"cs", "blindchess: tah 9 v nahrávce není (nahráno: 4 půltahy); viz 'blindchess recording list " + dir + "'\n"},
	} {
		code, out, errOut := runCLI(t, "", "recording", "play", dir, "--move", "9", "--out", filepath.Join(t.TempDir(), "x.wav"), "--lang", tc.lang)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("%s: exit %d, stdout %q\n got %q\nwant %q", tc.lang, code, out, errOut, tc.want)
		}
	}
}
