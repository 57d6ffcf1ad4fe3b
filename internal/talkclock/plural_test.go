package talkclock

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestTornNoteCountsTheBytesInTheLanguage: the dropped, incomplete entry
// of a journal is counted in the language's plural form (1 Byte, 3 bajty).
func TestTornNoteCountsTheBytesInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		style string
		n     int64
		want  string
	}{
		{"annexd", 1, "Der letzte, unvollständige Eintrag des Journals (1 Byte, nie bestätigt) wurde verworfen."},
		{"annexd", 40, "Der letzte, unvollständige Eintrag des Journals (40 Bytes, nie bestätigt) wurde verworfen."},
		{"annexd-en", 1, "The last, incomplete entry of the journal (1 byte, never acknowledged) was dropped."},
		{"cs", 3, "Poslední neúplný záznam deníku (3 bajty, nikdy nepotvrzený) byl zahozen."},
		{"cs", 52, "Poslední neúplný záznam deníku (52 bajtů, nikdy nepotvrzený) byl zahozen."},
	} {
		style, err := phonetic.ParseStyle(tc.style)
		if err != nil {
			t.Fatal(err)
		}
		if got := TornNote(style, tc.n); got != tc.want {
			t.Errorf("%s, %d bytes:\n got %q\nwant %q", tc.style, tc.n, got, tc.want)
		}
	}
}
