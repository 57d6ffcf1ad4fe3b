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

// TestCalibrationTextIsTheCatalogsSentence: the English text tests
// compare with is the catalog's sentence of the calibration step, and the
// step is said in German and Czech too.
func TestCalibrationTextIsTheCatalogsSentence(t *testing.T) {
	n := eboard.Say(CalibrationKey)
	if got := n.Text(); got != CalibrationText {
		t.Errorf("the catalog says %q, CalibrationText is %q", got, CalibrationText)
	}
	want := map[catalog.Lang]string{
		catalog.German: "Certabo-Brett: Kalibrierung. Die Grundstellung aufbauen, alle 32 Figuren auf ihren Feldern, und sie ruhig stehen lassen: blindchess lernt, welcher Chip welche Figur ist",
		catalog.Czech:  "šachovnice Certabo: kalibrace. Rozestavte figury do základního postavení, všech 32 na jejich pole, a nechte je v klidu: blindchess se naučí, který čip patří které figuře",
	}
	for l, w := range want {
		if got := n.SayIn(catalog.For(l)); got != w {
			t.Errorf("%s: got %q, want %q", l, got, w)
		}
	}
}
