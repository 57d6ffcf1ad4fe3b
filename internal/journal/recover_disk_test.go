package journal

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// mountTmpfs mounts a small tmpfs for the test (root only) and returns it.
func mountTmpfs(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("a real read-only disk needs root to mount a tmpfs; run the tests as root to include it")
	}
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s)", err, strings.TrimSpace(string(out)))
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v: %s", dir, err, out)
		}
	})
	return dir
}

func remount(t *testing.T, dir, mode string) {
	t.Helper()
	if out, err := exec.Command("mount", "-o", "remount,"+mode, dir).CombinedOutput(); err != nil {
		t.Fatalf("remount %s %s: %v: %s", dir, mode, err, out)
	}
}

// TestOpenRecoverReadOnlyDisk recovers a damaged journal on a real
// read-only disk: the game goes on in memory with every complete record,
// the file is left untouched, and once the disk is writable again the
// damaged file is copied aside first and the journal rewritten after it.
func TestOpenRecoverReadOnlyDisk(t *testing.T) {
	dir := mountTmpfs(t)
	path := filepath.Join(dir, "game.journal")
	j, err := Create(path, testHeader())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range testRecords() {
		if _, err := j.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	data, _ := os.ReadFile(path)
	s := lineStarts(data)
	damaged := append(append(append([]byte{}, data[:s[2]]...), "an editor wrote this\n"...), data[s[2]:]...)
	if err := os.WriteFile(path, damaged, 0o644); err != nil {
		t.Fatal(err)
	}
	remount(t, dir, "ro")
	j, log, rec, err := OpenRecover(path)
	var we *WriteError
	if !errors.As(err, &we) || j == nil || rec == nil {
		t.Fatalf("OpenRecover on a read-only disk: %v, journal %v, recovery %+v; want a *WriteError, a journal and a recovery", err, j, rec)
	}
	if len(log.Records) != len(testRecords()) || rec.Kept != len(testRecords()) || rec.Lines != 1 || rec.SavedAs != "" {
		t.Errorf("kept %d records, recovery %+v", len(log.Records), rec)
	}
	if _, err := j.Append(Record{At: time.Hour, Source: "keyboard", Input: "in memory"}); !errors.As(err, &we) {
		t.Errorf("Append on the read-only disk: %v, want a *WriteError", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, damaged) {
		t.Errorf("the damaged journal was changed on a read-only disk")
	}
	remount(t, dir, "rw")
	if _, err := j.Append(Record{At: 2 * time.Hour, Source: "keyboard", Input: "on disk"}); err != nil {
		t.Fatalf("Append after the disk came back: %v", err)
	}
	if j.SavedAs() != path+".damaged" {
		t.Errorf("SavedAs = %q", j.SavedAs())
	}
	if kept, _ := os.ReadFile(path + ".damaged"); !bytes.Equal(kept, damaged) {
		t.Errorf("the copy differs from the damaged journal")
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Read(path)
	if err != nil || len(again.Records) != len(testRecords())+2 || again.Records[len(again.Records)-1].Input != "on disk" {
		t.Fatalf("journal after the disk came back: %v, %+v", err, again)
	}
}
