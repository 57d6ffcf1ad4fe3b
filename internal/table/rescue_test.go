package table

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
)

// TestResolvePGN shows that a resumed journal writes its PGN only beside
// itself: a name in its folder is kept, any other place is replaced by the
// same name in the journal's folder and reported, and no name may make the
// PGN or its braille sheet overwrite the journal.
func TestResolvePGN(t *testing.T) {
	dir := t.TempDir()
	jpath := filepath.Join(dir, "game.journal")
	if err := os.WriteFile(jpath, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, named, want, outside string
	}{
		{"empty gives the journal's name", "", filepath.Join(dir, "game.pgn"), ""},
		{"beside the journal", filepath.Join(dir, "game.pgn"), filepath.Join(dir, "game.pgn"), ""},
		{"another name beside it", filepath.Join(dir, "final.pgn"), filepath.Join(dir, "final.pgn"), ""},
		{"a system file", "/etc/passwd", filepath.Join(dir, "passwd"), "/etc/passwd"},
		{"another folder", "/some/file", filepath.Join(dir, "file"), "/some/file"},
		{"climbing out", filepath.Join(dir, "..", "x.pgn"), filepath.Join(dir, "x.pgn"), filepath.Join(dir, "..", "x.pgn")},
		{"relative", "x.pgn", filepath.Join(dir, "x.pgn"), "x.pgn"},
		{"relative climbing out", "../../x.pgn", filepath.Join(dir, "x.pgn"), "../../x.pgn"},
		{"the journal itself", jpath, filepath.Join(dir, "game.pgn"), jpath},
		{"a braille sheet's name, which the sheet would overwrite", filepath.Join(dir, "game.brf"), filepath.Join(dir, "game.pgn"), filepath.Join(dir, "game.brf")},
		{"a NUL in the name", filepath.Join(dir, "x\x00y.pgn"), filepath.Join(dir, "game.pgn"), filepath.Join(dir, "x\x00y.pgn")},
		{"a control character", "/elsewhere/x\ny.pgn", filepath.Join(dir, "game.pgn"), "/elsewhere/x\ny.pgn"},
		{"a name of 300 bytes", strings.Repeat("a", 300), filepath.Join(dir, "game.pgn"), strings.Repeat("a", 300)},
		{"a name whose sheet is the journal", filepath.Join(dir, "game.journal.pgn"), filepath.Join(dir, "game.journal.pgn"), ""},
		{"the root", "/", filepath.Join(dir, "game.pgn"), "/"},
		{"dot dot", "..", filepath.Join(dir, "game.pgn"), ".."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, outside := ResolvePGN(jpath, tc.named)
			if got != tc.want || outside != tc.outside {
				t.Errorf("ResolvePGN(%q) = %q, %q; want %q, %q", tc.named, got, outside, tc.want, tc.outside)
			}
			if got == jpath || BRFPath(got) == jpath {
				t.Errorf("ResolvePGN(%q) = %q writes over the journal", tc.named, got)
			}
		})
	}
	// A journal named like a braille sheet: the PGN's sheet would be it.
	brfJournal := filepath.Join(dir, "g.brf")
	if got, outside := ResolvePGN(brfJournal, filepath.Join(dir, "g.pgn")); BRFPath(got) == brfJournal || outside == "" {
		t.Errorf("ResolvePGN for journal g.brf and g.pgn = %q, %q; the sheet would overwrite the journal", got, outside)
	}
	if got, _ := ResolvePGN(brfJournal, ""); got != brfJournal+".pgn" {
		t.Errorf("ResolvePGN for journal g.brf without a name = %q, want %q", got, brfJournal+".pgn")
	}
}

// TestRescueFromFullDisk plays on a real disk that is full from the
// middle of the game to its end: at the end the whole game (the journal
// with the records held in memory, and the PGN) is saved in a new folder
// on another disk, skipping a read-only one, and the rescued journal
// replays every move that was announced.
func TestRescueFromFullDisk(t *testing.T) {
	dir := mountTmpfs(t, "size=256k")
	ro := mountTmpfs(t, "ro,size=64k")
	l, _ := newLoop(t, dir, setup(func(s *Setup) { s.Lang = "en" }))
	t.Cleanup(func() { l.Journal.Close() })
	l.Start()
	feed(t, l, "0 e4\n1 e5")
	fill(t, dir)
	// A line longer than any slack left in the journal's last page: its
	// write stops half way.
	feed(t, l, "2 "+strings.Repeat("?", 9000)+"\n3 Nf3\n4 Nc6\n5 Bb5")
	if err := l.Journal.Close(); err == nil {
		t.Fatal("Close on the full disk succeeded")
	}
	if log, err := journal.Read(filepath.Join(dir, "game.journal")); err != nil || log.Torn != 0 || len(log.Records) != 2 {
		t.Fatalf("journal on the full disk: %v, torn %d, %d records; want 2 records and no torn tail", err, log.Torn, len(log.Records))
	}
	other := t.TempDir()
	text := pgnText(l.Table)
	now := time.Date(2026, 11, 26, 15, 4, 5, 0, time.UTC)
	folder, err := Rescue(l.Journal, "game.journal", "game.pgn", text, []string{dir, ro, other}, now)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(other, "blindchess-rescue-2026-11-26_15-04-05"); folder != want {
		t.Errorf("rescued into %s, want %s", folder, want)
	}
	log, err := journal.Read(filepath.Join(folder, "game.journal"))
	if err != nil || len(log.Records) != 6 {
		t.Fatalf("rescued journal: %v, %d records, want 6", err, len(log.Records))
	}
	tb, err := Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	if got := pgnText(tb); got != text || !strings.Contains(got, "1. e4 e5 2. Nf3 Nc6 3. Bb5 *") {
		t.Errorf("replayed rescue:\n%s\nwant:\n%s", got, text)
	}
	if b, err := os.ReadFile(filepath.Join(folder, "game.pgn")); err != nil || string(b) != text {
		t.Errorf("rescued PGN: %v\n%s", err, b)
	}
	for _, name := range []string{"", "game.journal", "game.pgn"} {
		fi, err := os.Stat(filepath.Join(folder, name))
		want := os.FileMode(0o600)
		if name == "" {
			want = 0o700
		}
		if err != nil || fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v, %v; want %v", filepath.Join(folder, name), fi.Mode().Perm(), err, want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 { // journal, PGN, filler
		t.Errorf("the full disk holds %d files, want 3 (nothing left by the rescue)", len(entries))
	}
	// Nowhere to go: the last reason is returned.
	if _, err := Rescue(l.Journal, "game.journal", "game.pgn", text, []string{ro}, now); !errors.Is(err, syscall.EROFS) {
		t.Errorf("Rescue onto a read-only disk only: %v, want EROFS", err)
	}
}

// TestStartRemovesTempFilesOfAKilledSession: a session killed between
// writing a temporary PGN or braille sheet and renaming it leaves
// ".game.pgn.<digits>.tmp" files; the next session on those files removes
// them before its first write, and nothing else.
func TestStartRemovesTempFilesOfAKilledSession(t *testing.T) {
	dir := t.TempDir()
	orphans := []string{".game.pgn.123456789.tmp", ".game.brf.42.tmp"}
	keep := []string{".game.pgn.abc.tmp", ".other.pgn.1.tmp", "game.pgn.1.tmp", ".game.pgn..tmp"}
	for _, name := range append(append([]string{}, orphans...), keep...) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, ".game.pgn.7.tmp"), 0o700); err != nil {
		t.Fatal(err)
	}
	keep = append(keep, ".game.pgn.7.tmp")
	l, _ := newLoop(t, dir, setup(nil))
	l.BRF = func(*pgn.Game) (string, error) { return "sheet", nil }
	l.Start()
	l.Journal.Close()
	entries, _ := os.ReadDir(dir)
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	want := append([]string{"game.brf", "game.journal", "game.pgn"}, keep...)
	sort.Strings(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("files after the start:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestNewerRescue finds the rescue of a journal that holds it and more
// (and only such a rescue: not one of another game, not a shorter one),
// also for a name that looks like a pattern.
func TestNewerRescue(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv("TMP", tmp) // Windows
	t.Setenv("TEMP", tmp)
	dir := t.TempDir()
	s := setup(func(s *Setup) { s.Lang = "en" })
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	name := "g[1].journal"
	j, err := journal.Create(filepath.Join(dir, name), journal.Header{Setup: raw})
	if err != nil {
		t.Fatal(err)
	}
	for i, in := range []string{"e4", "e5", "Nf3", "Nc6"} {
		if _, err := j.Append(journal.Record{At: time.Duration(i) * time.Second, Source: SourceScript, Input: in}); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	full, _ := os.ReadFile(filepath.Join(dir, name))
	lines := strings.SplitAfter(string(full), "\n")
	short := strings.Join(lines[:3], "") // header and two records
	if err := os.WriteFile(filepath.Join(dir, name), []byte(short), 0o600); err != nil {
		t.Fatal(err)
	}
	put := func(folder, data string) string {
		p := filepath.Join(tmp, folder, name)
		os.MkdirAll(filepath.Dir(p), 0o700)
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	put("blindchess-rescue-2026-01-01_00-00-00", strings.Join(lines[:2], ""))                  // shorter
	put("blindchess-rescue-2026-01-01_00-00-01", strings.Replace(string(full), "e4", "d4", 1)) // another game
	put("not-a-rescue", string(full))
	want := put("blindchess-rescue-2026-01-01_00-00-02", string(full))
	got, more := NewerRescue(filepath.Join(dir, name), int64(len(short)), 2)
	if got != want || more != 2 {
		t.Errorf("NewerRescue = %q, %d; want %q, 2", got, more, want)
	}
	os.Remove(want)
	if got, more := NewerRescue(filepath.Join(dir, name), int64(len(short)), 2); got != "" || more != 0 {
		t.Errorf("NewerRescue without the rescue = %q, %d; want none", got, more)
	}
}
