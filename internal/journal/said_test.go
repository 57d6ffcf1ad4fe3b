package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestDamageIsSaidInTheSessionsLanguage: why a journal is damaged is a
// sentence of the catalogs, said exactly in German, English and Czech; its
// Error (and Reason) stay the English sentence.
func TestDamageIsSaidInTheSessionsLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	j, err := Create(path, Header{Setup: json.RawMessage(`{"a":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"e4", "e5"} {
		if _, err := j.Append(Record{At: time.Second, Source: "script", Input: in}); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Change the move of record 1 without its checksum: e4 -> d4.
	bad := bytes.Replace(data, []byte(`"in":"e4"`), []byte(`"in":"d4"`), 1)
	_, err = Parse(bad)
	var ce *CorruptError
	if !errors.As(err, &ce) {
		t.Fatalf("Parse = %v, want a *CorruptError", err)
	}
	if ce.Line != 2 || ce.Reason != ce.Why.Error() {
		t.Fatalf("line %d, reason %q, why %v", ce.Line, ce.Reason, ce.Why)
	}
	sum, got := ce.Why.(*catalog.Error).Args[0], ce.Why.(*catalog.Error).Args[1]
	off := ce.Offset
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.English, "journal is damaged at line 2 (byte %d): checksum mismatch (stored %s, computed %s): the line was changed or damaged; the records before it are intact — keep the file for the arbiter (the game's PGN file holds its moves)"},
		{catalog.German, "Journal ist in Zeile 2 (Byte %d) beschädigt: Prüfsumme falsch (gespeichert %s, berechnet %s): die Zeile wurde verändert oder beschädigt; die Einträge davor sind intakt — die Datei für den Schiedsrichter aufbewahren (die PGN-Datei der Partie enthält ihre Züge)"},
		{catalog.Czech, "deník je poškozen na řádku 2 (bajt %d): kontrolní součet nesouhlasí (uložen %s, spočten %s): řádek byl změněn nebo poškozen; záznamy před ním jsou neporušené — uschovejte soubor pro rozhodčího (soubor PGN partie obsahuje její tahy)"},
	} {
		want := fmt.Sprintf(tc.want, off, sum, got)
		if s := catalog.For(tc.lang).Error(err); s != want {
			t.Errorf("%v:\n got %s\nwant %s", tc.lang, s, want)
		}
	}
	if want := fmt.Sprintf("journal is damaged at line 2 (byte %d): checksum mismatch (stored %s, computed %s): the line was changed or damaged; the records before it are intact — keep the file for the arbiter (the game's PGN file holds its moves)", off, sum, got); err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
}

// TestNoHeaderIsSaidInEveryLanguage: an empty journal's error in each
// language, and errors.Is still finds ErrNoHeader.
func TestNoHeaderIsSaidInEveryLanguage(t *testing.T) {
	_, err := Parse(nil)
	if !errors.Is(err, ErrNoHeader) {
		t.Fatalf("Parse(nil) = %v, want ErrNoHeader", err)
	}
	for lang, want := range map[catalog.Lang]string{
		catalog.English: "journal has no complete header: the game was never started in it",
		catalog.German:  "Journal hat keinen vollständigen Kopf: die Partie wurde darin nie begonnen",
		catalog.Czech:   "deník nemá úplnou hlavičku: partie v něm nikdy nezačala",
	} {
		if got := catalog.For(lang).Error(err); got != want {
			t.Errorf("%v: %q, want %q", lang, got, want)
		}
	}
}
