package session

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFreshJournalPathNeverMeetsAnOldJournal: a new journal of the same
// second as one already there (two table checks within a second) gets
// the next free name, -2, -3 …, so that it is never refused as an old
// game's journal.
func TestFreshJournalPathNeverMeetsAnOldJournal(t *testing.T) {
	dir := t.TempDir()
	const stem = "2026-11-27_05-34-24"
	for _, want := range []string{stem + ".journal", stem + "-2.journal", stem + "-3.journal"} {
		got := freshJournalPath(dir, stem)
		if got != filepath.Join(dir, want) {
			t.Fatalf("freshJournalPath = %s, want %s", got, filepath.Join(dir, want))
		}
		if err := os.WriteFile(got, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// A folder of that name is taken as well.
	if err := os.Mkdir(filepath.Join(dir, stem+"-4.journal"), 0o700); err != nil {
		t.Fatal(err)
	}
	if got, want := freshJournalPath(dir, stem), filepath.Join(dir, stem+"-5.journal"); got != want {
		t.Errorf("freshJournalPath = %s, want %s", got, want)
	}
}
