package table

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestDiskReasonInTheTablesLanguage: a reason the disk cases do not name
// (a catalog's error: no home folder for the games) is said in the
// table's language, not in English inside a German or Czech warning.
func TestDiskReasonInTheTablesLanguage(t *testing.T) {
	err := catalog.Errorf("run.files-no-home-directory-for", errors.New("$HOME is not defined"))
	tests := []struct{ lang, style, want string }{
		{"de", "annexd", "kein Home-Verzeichnis für den Partienordner: $HOME is not defined; --journal DATEI angeben"},
		{"en", "annexd-en", "no home directory for the games folder: $HOME is not defined; give --journal FILE"},
		{"cs", "cs", "chybí domovská složka pro složku partií: $HOME is not defined; zadejte --journal SOUBOR"},
	}
	for _, tc := range tests {
		l := &Loop{Table: newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))}
		if got := l.DiskReason(err); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}
