package journal

import (
	"os"
	"path/filepath"
	"testing"
)

// TestJournalFileChangedUnderTheGame: another program deletes the journal
// file, cuts it short, writes over it, puts another file in its place or
// removes the game's folder while the game goes on. Until this version the
// journal went on writing into the deleted file (or after the cut), and
// the game could not be resumed although the session said it was saved.
// Now the next Append (or Close) finds the change and writes the whole
// journal again from memory; a changed file is kept aside; TakeRestored
// reports it once.
func TestJournalFileChangedUnderTheGame(t *testing.T) {
	tests := []struct {
		name    string
		change  func(t *testing.T, path string)
		removed bool
		kept    bool // the changed file is kept as path.damaged
	}{
		{"deleted", func(t *testing.T, p string) { must(t, os.Remove(p)) }, true, false},
		{"folder deleted", func(t *testing.T, p string) { must(t, os.RemoveAll(filepath.Dir(p))) }, true, false},
		{"cut short", func(t *testing.T, p string) { must(t, os.Truncate(p, 20)) }, false, true},
		{"emptied", func(t *testing.T, p string) { must(t, os.Truncate(p, 0)) }, false, false},
		{"lengthened", func(t *testing.T, p string) {
			f, err := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
			must(t, err)
			_, err = f.WriteString("an editor's line\n")
			must(t, err)
			must(t, f.Close())
		}, false, true},
		{"written over", func(t *testing.T, p string) {
			tmp := p + ".edit"
			must(t, os.WriteFile(tmp, []byte("something else\n"), 0o600))
			must(t, os.Rename(tmp, p))
		}, false, true},
	}
	for _, tc := range tests {
		for _, atClose := range []bool{false, true} {
			name := tc.name
			if atClose {
				name += " at close"
			}
			t.Run(name, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "game", "game.journal")
				must(t, os.Mkdir(filepath.Dir(path), 0o700))
				j, err := Create(path, testHeader())
				must(t, err)
				recs := testRecords()
				for _, r := range recs[:2] {
					_, err := j.Append(r)
					must(t, err)
				}
				if j.TakeRestored() != nil {
					t.Fatal("restored before any change")
				}
				tc.change(t, path)
				want := 3
				if atClose {
					want = 2
					must(t, j.Close())
				} else {
					_, err := j.Append(recs[2])
					must(t, err)
				}
				r := j.TakeRestored()
				if r == nil {
					t.Fatal("no restoration reported")
				}
				if r.Removed != tc.removed || (r.SavedAs != "") != tc.kept || r.Path != path {
					t.Errorf("restoration %+v, want removed %v, kept %v", r, tc.removed, tc.kept)
				}
				if r.SavedAs != "" && r.SavedAs != path+".damaged" {
					t.Errorf("kept as %s", r.SavedAs)
				}
				if j.TakeRestored() != nil {
					t.Error("reported twice")
				}
				if !atClose {
					must(t, j.Close())
				}
				log, err := Read(path)
				if err != nil {
					t.Fatalf("the journal does not read: %v", err)
				}
				if len(log.Records) != want || log.Torn != 0 {
					t.Fatalf("%d records (torn %d), want %d", len(log.Records), log.Torn, want)
				}
				for i, rec := range log.Records {
					if rec.Input != recs[i].Input {
						t.Errorf("record %d: %q, want %q", i+1, rec.Input, recs[i].Input)
					}
				}
				if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
					t.Errorf("mode %v (%v)", fi.Mode(), err)
				}
			})
		}
	}
}

// TestJournalIntactIsNotRestored: a journal nobody touches, reopened for
// a resume too, is never written again.
func TestJournalIntactIsNotRestored(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	j, err := Create(path, testHeader())
	must(t, err)
	recs := testRecords()
	_, err = j.Append(recs[0])
	must(t, err)
	fi, err := os.Stat(path)
	must(t, err)
	_, err = j.Append(recs[1])
	must(t, err)
	must(t, j.Close())
	j2, _, err := OpenAppend(path)
	must(t, err)
	_, err = j2.Append(recs[2])
	must(t, err)
	must(t, j2.Close())
	if j.TakeRestored() != nil || j2.TakeRestored() != nil {
		t.Error("an intact journal was restored")
	}
	fi2, err := os.Stat(path)
	must(t, err)
	if !os.SameFile(fi, fi2) {
		t.Error("the file was replaced")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
