package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"
)

// TestErrorSaysItInTheLanguage: a catalog error, its error arguments, a
// file the system refused and joined errors are said in the catalog's
// language; errors.Is sees through a catalog error; other errors keep
// their text.
func TestErrorSaysItInTheLanguage(t *testing.T) {
	missing := &fs.PathError{Op: "open", Path: "/x/g.pgn", Err: syscall.ENOENT}
	inner := Errorf("table.bad-chess960", 1000)
	tests := []struct {
		name string
		err  error
		l    Lang
		want string
	}{
		{"plain", Errorf("table.no-setup"), German, "Der Kopf des Journals enthält keine Partie-Einstellungen"},
		{"nested", Errorf("table.journal-setup", inner), Czech, "nastavení partie v deníku: pozice Chess960 1000: zadejte číslo od 0 do 959"},
		{"file", missing, German, "/x/g.pgn: Datei oder Ordner nicht gefunden"},
		{"file in a sentence", Errorf("capture.open-file", missing), Czech, "otevření zvukového souboru: /x/g.pgn: soubor nebo složka neexistuje"},
		{"joined", errors.Join(Errorf("table.fen-and-chess960"), inner), English,
			"give either a FEN or a Chess960 number, not both\nChess960 position 1000: write a number from 0 to 959"},
		{"other", errors.New("boom"), German, "boom"},
		{"wrapped by fmt", fmt.Errorf("x: %w", inner), German, "x: Chess960 position 1000: write a number from 0 to 959"},
		// coretext: the file system's own errors met bare are said in the
		// language; a reason the catalog has no words for stays as the
		// system says it, quoted as its words.
		{"exists bare", Errorf("journal.earlier-game", "g.journal", fs.ErrExist), German,
			"Journal g.journal: die Datei existiert bereits: es enthält eine frühere Partie; setzen Sie sie fort oder wählen Sie eine andere Datei"},
		{"not found bare", fs.ErrNotExist, Czech, "soubor neexistuje"},
		{"errno bare", syscall.EROFS, German, "Datenträger nur lesbar"},
		{"other reason", &fs.PathError{Op: "open", Path: "/x/g.pgn", Err: syscall.EMFILE}, German,
			"/x/g.pgn: Meldung des Systems: „too many open files“"},
		{"other reason in English", &fs.PathError{Op: "open", Path: "/x/g.pgn", Err: syscall.EMFILE}, English,
			"/x/g.pgn: too many open files"},
	}
	for _, tc := range tests {
		if got := For(tc.l).Error(tc.err); got != tc.want {
			t.Errorf("%s: Error = %q, want %q", tc.name, got, tc.want)
		}
	}
	if err := Errorf("capture.open-file", missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("errors.Is does not see the file error in %v", err)
	}
	if got, want := Errorf("table.no-setup").Error(), "the journal header has no game setup"; got != want {
		t.Errorf("Error() = %q, want the English %q", got, want)
	}
}
