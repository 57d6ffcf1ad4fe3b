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

// fillDisk writes a file into dir until the disk is full.
func fillDisk(t *testing.T, dir string) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			return
		}
	}
}

// TestFullDiskLeavesNoPartialRecord fills a real disk while a record that
// needs more room than is left is appended: the write stops half way, and
// neither that failure nor closing the journal with the disk still full
// leaves the half line behind (which a resume would take for a crash's
// unacknowledged tail). Everything the game has is in Contents, in order,
// and SaveCopy writes it to another disk as a journal that reads back whole.
func TestFullDiskLeavesNoPartialRecord(t *testing.T) {
	dir := mountTmpfs(t)
	path := filepath.Join(dir, "game.journal")
	j, err := Create(path, testHeader())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() }) // before the disk is unmounted
	for _, r := range testRecords() {
		if _, err := j.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	fillDisk(t, dir)
	long := strings.Repeat("x", 6000) // more than the slack of the file's last page
	var we *WriteError
	if _, err := j.Append(Record{At: time.Hour, Source: "keyboard", Input: long}); !errors.As(err, &we) {
		t.Fatalf("Append on the full disk: %v, want a *WriteError", err)
	}
	if _, err := j.Append(Record{At: 2 * time.Hour, Source: "keyboard", Input: "Nc6"}); !errors.As(err, &we) {
		t.Fatalf("second Append on the full disk: %v, want a *WriteError", err)
	}
	log, err := Read(path)
	if err != nil || log.Torn != 0 || len(log.Records) != len(testRecords()) {
		t.Fatalf("while the disk is full: %v, torn %d, %d records; want no torn tail and %d records", err, log.Torn, len(log.Records), len(testRecords()))
	}
	if err := j.Close(); !errors.As(err, &we) || we.Pending != 2 {
		t.Fatalf("Close on the full disk: %v, want a *WriteError with 2 pending", err)
	}
	log, err = Read(path)
	if err != nil || log.Torn != 0 || len(log.Records) != len(testRecords()) {
		t.Fatalf("after Close: %v, torn %d, %d records; want no torn tail and %d records", err, log.Torn, len(log.Records), len(testRecords()))
	}
	all, err := j.Contents()
	if err != nil {
		t.Fatal(err)
	}
	whole, err := Parse(all)
	if err != nil || whole.Torn != 0 || len(whole.Records) != len(testRecords())+2 ||
		whole.Records[len(whole.Records)-2].Input != long || whole.Records[len(whole.Records)-1].Input != "Nc6" {
		t.Fatalf("Contents: %v, torn %d, %d records", err, whole.Torn, len(whole.Records))
	}
	other := filepath.Join(t.TempDir(), "rescued.journal")
	if err := j.SaveCopy(other); err != nil {
		t.Fatal(err)
	}
	saved, err := Read(other)
	if err != nil || len(saved.Records) != len(whole.Records) {
		t.Fatalf("the copy: %v, %d records, want %d", err, len(saved.Records), len(whole.Records))
	}
	if fi, err := os.Stat(other); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the copy's mode: %v %v, want 0600", fi.Mode(), err)
	}
	if err := j.SaveCopy(other); !errors.Is(err, os.ErrExist) {
		t.Errorf("SaveCopy over an existing file: %v, want ErrExist", err)
	}
}

// TestOpenAppendReadOnlyDiskThenWritable resumes a journal on a real
// read-only disk, plays on in memory, and makes the disk writable again:
// the records held in memory are appended after the journal's own, which
// stay (the file was once truncated to nothing when it was reopened).
func TestOpenAppendReadOnlyDiskThenWritable(t *testing.T) {
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
	remount(t, dir, "ro")
	j, log, err := OpenAppend(path)
	if j != nil {
		t.Cleanup(func() { j.Close() })
	}
	var we *WriteError
	if !errors.As(err, &we) || j == nil || len(log.Records) != len(testRecords()) {
		t.Fatalf("OpenAppend on a read-only disk: %v, %v, %+v", err, j, log)
	}
	if _, err := j.Append(Record{At: time.Hour, Source: "keyboard", Input: "in memory"}); !errors.As(err, &we) {
		t.Fatalf("Append on the read-only disk: %v, want a *WriteError", err)
	}
	remount(t, dir, "rw")
	if _, err := j.Append(Record{At: 2 * time.Hour, Source: "keyboard", Input: "on disk"}); err != nil {
		t.Fatalf("Append after the disk came back: %v", err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Read(path)
	n := len(testRecords())
	if err != nil || len(again.Records) != n+2 || again.Records[n].Input != "in memory" || again.Records[n+1].Input != "on disk" {
		t.Fatalf("journal after the disk came back: %v, %+v", err, again)
	}
}
