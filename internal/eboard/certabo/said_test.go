package certabo

import (
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestShowMoveRefusalSaidInTheSessionLanguage: asking the Certabo board to
// show a move from a square to itself fails with a sentence of the
// catalogs, said in German, English and Czech.
func TestShowMoveRefusalSaidInTheSessionLanguage(t *testing.T) {
	d := NewDriver(nil, func(eboard.Event) {}, Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	e2 := rules.SquareAt(4, 1)
	err := d.ShowMove(e2, e2)
	want := map[catalog.Lang]string{
		catalog.German:  "den Zug e2-e2 auf dem Certabo-Brett zeigen: kein Zug",
		catalog.English: "show the move e2-e2 on the Certabo board: not a move",
		catalog.Czech:   "ukázat tah e2-e2 na šachovnici Certabo: není to tah",
	}
	for _, l := range catalog.Langs() {
		if got := catalog.For(l).Error(err); got != want[l] {
			t.Errorf("%s: got %q, want %q", l, got, want[l])
		}
	}
}
