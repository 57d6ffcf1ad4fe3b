package recording

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestLiveAbandon: after Abandon nothing more is recorded (no new segment,
// no more samples in the current one), and Close still ends the files:
// the recording up to then is kept as it was.
func TestLiveAbandon(t *testing.T) {
	dir := t.TempDir()
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLive(r)
	t0 := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	l.StartPly(0, "", t0)
	l.Write(make([]int16, 1600))
	l.StartPly(1, "e4", t0.Add(time.Second))
	l.Write(make([]int16, 800))
	l.Abandon()
	l.Write(make([]int16, 16000))
	l.StartPly(2, "e5", t0.Add(2*time.Second))
	l.Write(make([]int16, 16000))
	if err := l.Close(t0.Add(3 * time.Second)); err != nil {
		t.Fatal(err)
	}
	entries, err := ReadIndex(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || entries[0].Ply != 0 || entries[1].Ply != 1 || entries[1].SAN != "e4" {
		t.Fatalf("index %+v, want plies 0 and 1", entries)
	}
	for ply, samples := range map[int]int64{0: 1600, 1: 800} {
		fi, err := os.Stat(filepath.Join(dir, SegmentName(ply)))
		if err != nil {
			t.Fatal(err)
		}
		if want := 44 + 2*samples; fi.Size() != want {
			t.Errorf("segment of ply %d: %d bytes, want %d", ply, fi.Size(), want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, SegmentName(2))); !os.IsNotExist(err) {
		t.Errorf("a segment of ply 2 after Abandon: %v", err)
	}
}
