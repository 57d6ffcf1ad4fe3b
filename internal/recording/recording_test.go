package recording

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/speech"
)

func TestSegmentName(t *testing.T) {
	tests := []struct {
		ply  int
		want string
	}{
		{0, "ply-000-start.wav"},
		{1, "ply-001-move-1w.wav"},
		{2, "ply-002-move-1b.wav"},
		{33, "ply-033-move-17w.wav"},
		{34, "ply-034-move-17b.wav"},
	}
	for _, tc := range tests {
		if got := SegmentName(tc.ply); got != tc.want {
			t.Errorf("SegmentName(%d) = %q, want %q", tc.ply, got, tc.want)
		}
	}
}

func readSegment(t *testing.T, path string) []int16 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := speech.ReadWAV(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if p.Rate != Rate || p.Channels != 1 {
		t.Fatalf("%s: %d Hz %d ch", path, p.Rate, p.Channels)
	}
	return p.Samples
}

// TestRecordFromWAVSource records three plies from a WAV source and checks
// the index, the segments' samples, and that a segment left open (a crash)
// is a valid WAV with what was written.
func TestRecordFromWAVSource(t *testing.T) {
	dir := t.TempDir()
	audio := make([]int16, 4800)
	for i := range audio {
		audio[i] = int16(i)
	}
	wavPath := filepath.Join(t.TempDir(), "in.wav")
	f, _ := os.Create(wavPath)
	if err := speech.WriteWAV(f, speech.PCM{Rate: Rate, Channels: 1, Samples: audio}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	src, err := capture.OpenWAVFile(wavPath)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	sans := []string{"e4", "e5", "Sf3"}
	buf := make([]int16, 1600)
	for i, san := range sans {
		if err := r.StartPly(i+1, san, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		n, err := src.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Write(buf[:n]); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := src.Read(buf); !errors.Is(err, io.EOF) {
		t.Fatalf("source not at end: %v", err)
	}
	// "Crash": ply 3 is not ended; its file must still be valid.
	got := readSegment(t, filepath.Join(dir, SegmentName(3)))
	if len(got) != 1600 || got[0] != 3200 || got[1599] != 4799 {
		t.Fatalf("open segment: %d samples, first %d", len(got), got[0])
	}
	entries, err := ReadIndex(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Fatalf("index before close has %d entries, want 2", len(entries))
	}
	if err := r.Close(t0.Add(3 * time.Second)); err != nil {
		t.Fatal(err)
	}
	entries, err = ReadIndex(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{
		{Ply: 1, Move: 1, SAN: "e4", Start: t0, End: t0.Add(time.Second), File: "ply-001-move-1w.wav"},
		{Ply: 2, Move: 1, SAN: "e5", Start: t0.Add(time.Second), End: t0.Add(2 * time.Second), File: "ply-002-move-1b.wav"},
		{Ply: 3, Move: 2, SAN: "Sf3", Start: t0.Add(2 * time.Second), End: t0.Add(3 * time.Second), File: "ply-003-move-2w.wav"},
	}
	if len(entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(entries), len(want))
	}
	for i := range want {
		e := entries[i]
		if e.Ply != want[i].Ply || e.Move != want[i].Move || e.SAN != want[i].SAN || !e.Start.Equal(want[i].Start) || !e.End.Equal(want[i].End) || e.File != want[i].File {
			t.Errorf("entry %d = %+v, want %+v", i, e, want[i])
		}
		s := readSegment(t, filepath.Join(dir, e.File))
		if len(s) != 1600 || s[0] != int16(1600*i) {
			t.Errorf("segment %s: %d samples, first %d", e.File, len(s), s[0])
		}
	}
	if got := Find(entries, 1); len(got) != 2 || got[1].SAN != "e5" {
		t.Errorf("Find(1) = %+v", got)
	}
}

func TestReadIndexBad(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadIndex(dir); err == nil {
		t.Fatal("missing index: no error")
	}
	// A torn last line is ignored; a bad line in the middle is an error.
	os.WriteFile(filepath.Join(dir, IndexName), []byte(`{"ply":1,"move":1,"san":"e4","file":"a.wav"}`+"\n"+`{"ply":2,"mo`), 0o644)
	if e, err := ReadIndex(dir); err != nil || len(e) != 1 {
		t.Fatalf("torn line: %v %v", e, err)
	}
	// A bad line in the middle is skipped, the rest read.
	os.WriteFile(filepath.Join(dir, IndexName), []byte("garbage\n"+`{"ply":1,"file":"a.wav"}`+"\n"), 0o644)
	if e, err := ReadIndex(dir); err != nil || len(e) != 1 || e[0].Ply != 1 {
		t.Fatalf("bad middle line: %v %v", e, err)
	}
	r, _ := Open(t.TempDir())
	if err := r.StartPly(-1, "e4", time.Now()); err == nil {
		t.Fatal("ply -1: no error")
	}
}

// TestCrashAndResume: a recording killed in the middle of a ply (no index
// line, the segment open) is indexed again when the game resumes, its
// samples intact; the ply recorded again gets a name of its own.
func TestCrashAndResume(t *testing.T) {
	dir := t.TempDir()
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC)
	if err := r.StartPly(0, "", t0); err != nil {
		t.Fatal(err)
	}
	if err := r.StartPly(1, "e4", t0.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	samples := make([]int16, 3200)
	for i := range samples {
		samples[i] = int16(i % 1000)
	}
	if err := r.Write(samples); err != nil {
		t.Fatal(err)
	}
	// The crash: nothing is closed. The resumed game knows its moves.
	r2, err := OpenGame(dir, func(ply int) string { return map[int]string{1: "e4"}[ply] })
	if err != nil {
		t.Fatal(err)
	}
	entries, err := ReadIndex(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || entries[0].File != "ply-000-start.wav" || entries[1].File != "ply-001-move-1w.wav" || !entries[1].Recovered || entries[1].Ply != 1 || entries[1].Move != 1 || entries[1].SAN != "e4" {
		t.Fatalf("entries after the crash: %+v", entries)
	}
	if d := entries[1].End.Sub(entries[1].Start); d != 200*time.Millisecond {
		t.Errorf("recovered segment lasts %v, want 200ms", d)
	}
	if got := readSegment(t, filepath.Join(dir, "ply-001-move-1w.wav")); len(got) != 3200 || got[999] != 999 {
		t.Errorf("recovered segment: %d samples", len(got))
	}
	// The resumed game goes on in ply 1.
	if err := r2.StartPly(1, "e4", t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := r2.Close(t0.Add(2 * time.Minute)); err != nil {
		t.Fatal(err)
	}
	entries, _ = ReadIndex(dir)
	if len(entries) != 3 || entries[2].File != "ply-001-move-1w-2.wav" || entries[2].Recovered {
		t.Fatalf("entries after the resume: %+v", entries)
	}
	if got := Find(entries, 1); len(got) != 2 {
		t.Errorf("Find(1) = %+v, want both recordings of move 1", got)
	}
}

// TestLiveFailsOnce: a recording that cannot be written is reported once,
// and stops.
func TestLiveFailsOnce(t *testing.T) {
	dir := t.TempDir()
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	var failures []error
	l := NewLive(r)
	l.Failed = func(err error) { failures = append(failures, err) }
	l.StartPly(1, "e4", time.Now())
	// The folder goes away under the recording.
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	l.StartPly(2, "e5", time.Now())
	l.Write(make([]int16, 100))
	l.StartPly(3, "Nf3", time.Now())
	if len(failures) != 1 {
		t.Fatalf("%d failures reported, want 1: %v", len(failures), failures)
	}
}

// TestReadIndexLinesSkipsBadLines: each line that is not a usable entry
// (garbage, NUL bytes, a line of 70 KB, a file outside the folder) is
// named by its number and skipped; the entries around it are read (one
// such line made the whole recording unreadable).
func TestReadIndexLinesSkipsBadLines(t *testing.T) {
	dir := t.TempDir()
	index := `{"ply":1,"move":1,"san":"e4","file":"ply-001-move-1w.wav"}` + "\n" +
		"garbage\n" +
		"\x00\x00\n" +
		strings.Repeat("{", 70<<10) + "\n" +
		`{"ply":2,"file":"../../etc/x.wav"}` + "\n" +
		`{"ply":2,"file":"/tmp/x.wav"}` + "\n" +
		`{"ply":2,"file":"sub/x.wav"}` + "\n" +
		`{"ply":2,"file":".."}` + "\n" +
		`{"ply":2,"file":""}` + "\n" +
		`{"ply":2,"move":1,"san":"e5","file":"ply-002-move-1b.wav"}` + "\n" +
		`{"ply":3,"mo`
	if err := os.WriteFile(filepath.Join(dir, IndexName), []byte(index), 0o644); err != nil {
		t.Fatal(err)
	}
	entries, bad, err := ReadIndexLines(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || entries[0].SAN != "e4" || entries[1].SAN != "e5" {
		t.Errorf("entries %+v, want e4 and e5", entries)
	}
	want := []string{
		"2: index.jsonl line 2 is not a recording entry; skipped",
		"3: index.jsonl line 3 is not a recording entry; skipped",
		"4: index.jsonl line 4 is longer than 4096 bytes, not a recording entry; skipped",
		`5: index.jsonl line 5 names "../../etc/x.wav", which is not a file of the recording folder; skipped`,
		`6: index.jsonl line 6 names "/tmp/x.wav", which is not a file of the recording folder; skipped`,
		`7: index.jsonl line 7 names "sub/x.wav", which is not a file of the recording folder; skipped`,
		`8: index.jsonl line 8 names "..", which is not a file of the recording folder; skipped`,
		`9: index.jsonl line 9 names "", which is not a file of the recording folder; skipped`,
	}
	var got []string
	for _, b := range bad {
		got = append(got, fmt.Sprintf("%d: %v", b.Line, b.Err))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("bad lines:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestOpenSegmentRefuses: a segment is opened only when it is a regular
// file inside the recording folder; a named pipe is refused at once
// (reading it hung), as are a symbolic link, a folder and a path outside.
func TestOpenSegmentRefuses(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ok.wav"), header(0), 0o644); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "x.wav")
	os.WriteFile(outside, header(0), 0o644)
	links := os.Symlink(outside, filepath.Join(dir, "link.wav")) == nil // not everywhere (Windows without the right)
	os.Mkdir(filepath.Join(dir, "dir.wav"), 0o755)
	if err := mkfifo(filepath.Join(dir, "fifo.wav")); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	f, err := OpenSegment(dir, Entry{File: "ok.wav"})
	if err != nil {
		t.Fatalf("a regular segment: %v", err)
	}
	f.Close()
	for name, want := range map[string]string{
		"fifo.wav": "fifo.wav is not a regular file (a link, a pipe or a device); it is not played",
		"link.wav": "link.wav is not a regular file (a link, a pipe or a device); it is not played",
		"dir.wav":  "dir.wav is not a regular file (a link, a pipe or a device); it is not played",
		"../x.wav": `"../x.wav" is not a file of the recording folder; it is not played`,
		outside:    fmt.Sprintf("%q is not a file of the recording folder; it is not played", outside),
		"gone.wav": "opening gone.wav: " + filepath.Join(dir, "gone.wav") + ": no such file or directory",
	} {
		if name == "link.wav" && !links {
			continue
		}
		f, err := OpenSegment(dir, Entry{File: name})
		if err == nil {
			f.Close()
			t.Errorf("%s: opened", name)
			continue
		}
		if err.Error() != want {
			t.Errorf("%s: %v, want %s", name, err, want)
		}
	}
}
