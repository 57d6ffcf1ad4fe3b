package recording

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestNegativePlySaidInTheSessionLanguage: a ply before the game is
// refused with a sentence of the catalogs in German, English and Czech.
func TestNegativePlySaidInTheSessionLanguage(t *testing.T) {
	r, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close(time.Unix(0, 0))
	err = r.StartPly(-1, "", time.Unix(0, 0))
	want := map[catalog.Lang]string{
		catalog.German:  "Halbzug -1: Halbzüge beginnen bei 0 (vor dem ersten Zug)",
		catalog.English: "ply -1: plies start at 0 (before the first move)",
		catalog.Czech:   "půltah -1: půltahy začínají od 0 (před prvním tahem)",
	}
	for _, l := range catalog.Langs() {
		if got := catalog.For(l).Error(err); got != want[l] {
			t.Errorf("%s: got %q, want %q", l, got, want[l])
		}
	}
}
