package table

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
)

// mountTmpfs mounts a tmpfs of the given options on a new folder and
// unmounts it at the end of the test. It skips the test, saying why, where
// the machine does not let it mount (not root, or a container without the
// right).
func mountTmpfs(t *testing.T, opts string) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("a real full or read-only disk needs root to mount a tmpfs; run the tests as root to include it")
	}
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", opts, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s); the disk tests need a machine that allows it", err, strings.TrimSpace(string(out)))
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v: %s", dir, err, out)
		}
	})
	return dir
}

// fill writes a file into dir until the disk is full, and returns it.
func fill(t *testing.T, dir string) string {
	t.Helper()
	name := filepath.Join(dir, "filler")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("filling the disk: %v", err)
			}
			return name
		}
	}
}

// warnings returns the texts of the warnings and infos of outs.
func warnings(outs []Output) []string {
	var got []string
	for _, o := range outs {
		if o.Kind == KindWarning || o.Kind == KindInfo {
			got = append(got, o.Kind.String()+": "+o.Say.Text)
		}
	}
	return got
}

// TestRealDiskFillsAndEmpties plays on a real small disk that fills in the
// middle of the game and is emptied later: the failure is said once, play
// goes on in memory, and when space is back every input reaches the
// journal and the PGN, and the table says so.
func TestRealDiskFillsAndEmpties(t *testing.T) {
	dir := mountTmpfs(t, "size=256k")
	l, outs := newLoop(t, dir, setup(func(s *Setup) { s.Lang = "en" }))
	t.Cleanup(func() { l.Journal.Close() }) // before the disk is unmounted
	l.Start()
	feed(t, l, "0 e4\n1 e5")
	filler := fill(t, dir)
	feed(t, l, "2 Nf3\n3 Nc6\n4 Bb5\n5 a6")
	if l.Table.Plies() != 6 {
		t.Fatalf("play stopped on the full disk: %d plies", l.Table.Plies())
	}
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	feed(t, l, "6 Ba4")
	// Which file fails first depends on the file system (an append may
	// still fit where a new PGN file does not): one warning either way.
	got := warnings(*outs)
	if len(got) != 2 || !strings.HasPrefix(got[0], "warning: Warning: the ") || !strings.Contains(got[0], ": the disk is full (") ||
		got[1] != "info: The game is saved again." {
		t.Errorf("warnings:\n%s\nwant one that says the disk is full, then that the game is saved again", strings.Join(got, "\n"))
	}
	if err := l.Journal.Close(); err != nil {
		t.Fatal(err)
	}
	log, err := journal.Read(filepath.Join(dir, "game.journal"))
	if err != nil || len(log.Records) != 7 {
		t.Fatalf("journal after the disk emptied: %v, %d records", err, len(log.Records))
	}
	if b, err := os.ReadFile(l.PGNPath); err != nil || !strings.Contains(string(b), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *") {
		t.Errorf("PGN after the disk emptied: %v\n%s", err, b)
	}
}

// TestRealDiskReadOnly plays a game whose folder is on a read-only disk
// (a write-protected USB stick): said once, in words, and play goes on in
// memory.
func TestRealDiskReadOnly(t *testing.T) {
	dir := mountTmpfs(t, "ro,size=64k")
	s := setup(func(s *Setup) { s.Lang = "en" })
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	jpath := filepath.Join(dir, "game.journal")
	j, err := journal.Create(jpath, journal.Header{Setup: raw})
	if j == nil || !errors.Is(err, syscall.EROFS) {
		t.Fatalf("Create on a read-only disk = %v, %v", j, err)
	}
	var outs []Output
	l := &Loop{Table: newTable(t, s), Journal: j, PGNPath: filepath.Join(dir, "game.pgn"), Emit: func(o Output) { outs = append(outs, o) }}
	l.ReportDisk(0, err, jpath)
	l.Start()
	feed(t, l, "0 e4\n1 e5\n2 Nf3\n3 Nc6\n4 Bb5")
	if l.Table.Plies() != 5 {
		t.Fatalf("play stopped on the read-only disk: %d plies", l.Table.Plies())
	}
	equalLines(t, warnings(outs), []string{
		"warning: Warning: the game is not being saved: the disk is read-only (" + jpath + "). It goes on in memory and is written as soon as the disk takes it: make the disk writable (its write-protect switch, or mount it read-write); if that cannot be done, the game's PGN is written on the screen when you quit.",
	})
	if j.Pending() != 5 {
		t.Errorf("inputs in memory: %d, want 5", j.Pending())
	}
}
