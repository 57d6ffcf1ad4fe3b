package clock

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestPGNTimeControlErrorSaidInTheSessionLanguage: a bad TimeControl tag
// is refused with sentences of the catalogs, the reason inside in the
// same language, in German, English and Czech.
func TestPGNTimeControlErrorSaidInTheSessionLanguage(t *testing.T) {
	_, err := ParsePGN("abc", "")
	want := map[catalog.Lang]string{
		catalog.German:  `PGN-Bedenkzeit "abc": Periode 1: "abc" ist keine Zahl von Sekunden`,
		catalog.English: `PGN time control "abc": period 1: "abc" is not a number of seconds`,
		catalog.Czech:   `tempo PGN "abc": období 1: "abc" není počet sekund`,
	}
	for _, l := range catalog.Langs() {
		if got := catalog.For(l).Error(err); got != want[l] {
			t.Errorf("%s: got %q, want %q", l, got, want[l])
		}
	}
	if _, err := ParsePGN("-", ""); !errors.Is(err, ErrPGNNoControl) {
		t.Errorf(`ParsePGN("-"): %v, want ErrPGNNoControl`, err)
	}
}
