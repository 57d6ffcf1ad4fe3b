package journal

import (
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestWriteErrorSaidInTheSessionLanguage: a journal the disk refuses is
// said in German, English and Czech, the number of records in memory in
// the language's plural, the system's reason in the language too; Error
// stays the English sentence and errors.Is still finds the reason.
func TestWriteErrorSaidInTheSessionLanguage(t *testing.T) {
	reason := &fs.PathError{Op: "write", Path: "/x/g.journal", Err: syscall.ENOSPC}
	tests := []struct {
		pending    int
		de, en, cs string
	}{
		{1,
			"Journal g.journal: schreiben: " + catalog.For(catalog.German).Error(reason) + "; 1 Eintrag nur im Speicher behalten, neuer Versuch folgt",
			"journal g.journal: write: " + catalog.For(catalog.English).Error(reason) + "; 1 record(s) kept in memory only, will retry",
			"deník g.journal: zapsat: " + catalog.For(catalog.Czech).Error(reason) + "; 1 záznam držen jen v paměti, zkusím to znovu"},
		{5,
			"Journal g.journal: schreiben: " + catalog.For(catalog.German).Error(reason) + "; 5 Einträge nur im Speicher behalten, neuer Versuch folgt",
			"journal g.journal: write: " + catalog.For(catalog.English).Error(reason) + "; 5 record(s) kept in memory only, will retry",
			"deník g.journal: zapsat: " + catalog.For(catalog.Czech).Error(reason) + "; 5 záznamů drženo jen v paměti, zkusím to znovu"},
	}
	for _, tc := range tests {
		err := error(&WriteError{Path: "g.journal", Pending: tc.pending, Err: catalog.Errorf("journal.write", reason)})
		for _, w := range []struct {
			l    catalog.Lang
			want string
		}{{catalog.German, tc.de}, {catalog.English, tc.en}, {catalog.Czech, tc.cs}} {
			if got := catalog.For(w.l).Error(err); got != w.want {
				t.Errorf("%d pending, %s: got %q, want %q", tc.pending, w.l, got, w.want)
			}
		}
		if err.Error() != tc.en {
			t.Errorf("Error() = %q, want %q", err.Error(), tc.en)
		}
		if !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("errors.Is(%v, ENOSPC) = false", err)
		}
	}
	if got := catalog.For(catalog.German).Error(reason); got == reason.Error() {
		t.Errorf("the system's reason is not said in German: %q", got)
	}
}

// TestEarlierGameRefusalSaidInGerman: creating a journal over one that
// holds a game is refused in the session's language, and is fs.ErrExist.
func TestEarlierGameRefusalSaidInGerman(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.journal")
	j, err := Create(path, Header{Setup: json.RawMessage(`{"a":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := j.Append(Record{At: time.Second, Source: "script", Input: "e4"}); err != nil {
		t.Fatal(err)
	}
	j.Close()
	_, err = Create(path, Header{Setup: json.RawMessage(`{"a":1}`)})
	if !errors.Is(err, fs.ErrExist) {
		t.Fatalf("Create over a game: %v, want fs.ErrExist", err)
	}
	// The whole line in the session's language, the system's "file
	// already exists" too.
	for _, c := range []struct {
		l    catalog.Lang
		want string
	}{
		{catalog.German, "Journal " + path + ": die Datei existiert bereits: es enthält eine frühere Partie; setzen Sie sie fort oder wählen Sie eine andere Datei"},
		{catalog.Czech, "deník " + path + ": soubor už existuje: obsahuje dřívější partii; pokračujte v ní, nebo zvolte jiný soubor"},
		{catalog.English, "journal " + path + ": file already exists: it holds an earlier game; resume it or choose another file"},
	} {
		if got := catalog.For(c.l).Error(err); got != c.want {
			t.Errorf("%v: got %q, want %q", c.l, got, c.want)
		}
	}
}
