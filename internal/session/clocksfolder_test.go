package session

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/talkclock"
)

// TestClockJournalOfAFolderThatCannotBeWritten: at a terminal the clock
// keeps its journal in the clocks folder; when that folder cannot be
// made (the data folder is a file, a read-only disk) the journal goes to
// the temporary folder's clocks folder, and standard error says where and
// why, in German, English and Czech. It used to run without a journal: a
// crash lost both times.
func TestClockJournalOfAFolderThatCannotBeWritten(t *testing.T) {
	tests := []struct{ lang, want string }{
		{"de", "Der Uhrenordner %[1]s ist nicht beschreibbar (%[3]s: ist kein Ordner), daher liegt das Journal der Uhr im temporären Ordner %[2]s, den das System beim Neustart leeren kann.\n"},
		{"en", "The clocks folder %[1]s cannot be written (%[3]s: not a directory), so the clock's journal is kept in the temporary folder %[2]s, which the system may empty when it restarts.\n"},
		{"cs", "Do složky hodin %[1]s nelze zapisovat (%[3]s: není to složka), proto je deník hodin v dočasné složce %[2]s, kterou systém může při restartu vyprázdnit.\n"},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			notDir := filepath.Join(t.TempDir(), "file")
			if err := os.WriteFile(notDir, []byte("x"), 0o600); err != nil {
				t.Fatal(err)
			}
			tmp := t.TempDir()
			t.Setenv("XDG_DATA_HOME", notDir)
			t.Setenv("TMPDIR", tmp)
			cfg := talkclock.Config{Control: "5+3", Me: "white", Lang: tc.lang, Alerts: "none", Setting: talkclock.SettingTournament}
			loop := &table.Loop{}
			var stderr bytes.Buffer
			if err := newClockJournal(ClockOptions{}, true, cfg, loop, nil, &stderr); err != nil {
				t.Fatal(err)
			}
			clocks := filepath.Join(tmp, "blindchess-data", "blindchess", "clocks")
			fill := strings.NewReplacer("%[1]s", filepath.Join(notDir, "blindchess", "clocks"), "%[2]s", clocks, "%[3]s", notDir)
			if want := fill.Replace(tc.want); !strings.HasPrefix(stderr.String(), want) {
				t.Errorf("stderr:\n%q\nwant\n%q", stderr.String(), want)
			}
			if loop.Journal == nil {
				t.Fatal("no journal")
			}
			loop.Journal.Close()
			if j, _ := filepath.Glob(filepath.Join(clocks, "*.journal")); len(j) != 1 {
				t.Errorf("journals in %s: %v", clocks, j)
			}
		})
	}
}
