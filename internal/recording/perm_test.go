//go:build !windows

package recording

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestRecordingOwnerOnly: the recording folder, its index and its
// segments are readable by their owner only, whatever the umask lets
// through (a player's voice is his).
func TestRecordingOwnerOnly(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := filepath.Join(t.TempDir(), "recording")
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	if err := r.StartPly(1, "e4", at); err != nil {
		t.Fatal(err)
	}
	if err := r.Write(make([]int16, 160)); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(at.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(paths) < 2 {
		t.Fatalf("files in the recording: %v", paths)
	}
	for _, p := range append(paths, dir) {
		fi, err := os.Stat(p)
		want := os.FileMode(0o600)
		if p == dir {
			want = 0o700
		}
		if err != nil || fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v %v, want %v", p, fi.Mode().Perm(), err, want)
		}
	}
}
