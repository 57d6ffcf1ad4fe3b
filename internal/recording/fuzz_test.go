package recording

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzReadIndex: any index file (torn, edited, another program's) is read
// without a panic, never with an entry outside the folder; what is read
// back is written back the same.
func FuzzReadIndex(f *testing.F) {
	f.Add([]byte(`{"ply":1,"move":1,"san":"e4","start":"2026-11-25T03:00:00Z","end":"2026-11-25T03:00:01Z","file":"ply-001-move-1w.wav"}` + "\n"))
	f.Add([]byte(`{"ply":33,"move":17,"san":"Nf3","file":"ply-033-move-17w.wav","recovered":true}` + "\n" + `{"ply":34,"mo`))
	f.Add([]byte("garbage\n{}\n"))
	f.Add([]byte{})
	f.Add([]byte(`{"ply":2,"file":"../../x.wav"}` + "\n\x00\x00\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, IndexName), data, 0o644); err != nil {
			t.Fatal(err)
		}
		entries, err := ReadIndex(dir)
		if err != nil {
			return
		}
		for _, e := range entries {
			_ = Find(entries, e.Move)
			if !localName(e.File) {
				t.Fatalf("entry %+v names a file outside the folder", e)
			}
		}
		// Opening the folder for recording keeps what was there.
		r, err := Open(dir)
		if err != nil {
			return
		}
		if err := r.Close(fixedTime()); err != nil {
			t.Fatal(err)
		}
		again, err := ReadIndex(dir)
		if err != nil || len(again) != len(entries) {
			t.Fatalf("reopened index: %d entries (%v), want %d", len(again), err, len(entries))
		}
	})
}

// fixedTime is a fixed instant for closing in the fuzz test.
func fixedTime() time.Time { return time.Date(2026, 11, 25, 3, 0, 0, 0, time.UTC) }
