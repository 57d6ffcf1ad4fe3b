package chessnut

import (
	"errors"
	"fmt"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestLostSaidInTheSessionLanguage: the Chessnut board's "went away" error
// is a sentence of the catalogs in German, English and Czech, and stays
// ErrLost for errors.Is when wrapped.
func TestLostSaidInTheSessionLanguage(t *testing.T) {
	want := map[catalog.Lang]string{
		catalog.German:  "das Chessnut-Brett ist weg (schläft, ausgeschaltet oder außer Reichweite)",
		catalog.English: "the Chessnut board went away (asleep, switched off or out of reach)",
		catalog.Czech:   "šachovnice Chessnut zmizela (spí, je vypnutá nebo mimo dosah)",
	}
	for _, l := range catalog.Langs() {
		if got := catalog.For(l).Error(ErrLost); got != want[l] {
			t.Errorf("%s: got %q, want %q", l, got, want[l])
		}
	}
	if !errors.Is(fmt.Errorf("read: %w", ErrLost), ErrLost) {
		t.Error("a wrapped ErrLost is not ErrLost for errors.Is")
	}
	if errors.Is(catalog.Errorf("chessnut.lost"), ErrLost) {
		t.Error("another error with the same sentence is ErrLost for errors.Is")
	}
}

// TestBadRecordingLineSaidInTheSessionLanguage: a recording line that is
// no step is refused with a sentence of the catalogs in German, English
// and Czech.
func TestBadRecordingLineSaidInTheSessionLanguage(t *testing.T) {
	_, err := ParseRecording("jump\n")
	want := map[catalog.Lang]string{
		catalog.German:  `Aufzeichnung Zeile 1: "jump" ist kein Schritt: erwartet Hex-Bytes, fen PLACEMENT, wait MS oder lost`,
		catalog.English: `recording line 1: "jump" is no step: want hex bytes, fen PLACEMENT, wait MS or lost`,
		catalog.Czech:   `záznam, řádek 1: "jump" není krok: očekávány hex bajty, fen PLACEMENT, wait MS nebo lost`,
	}
	for _, l := range catalog.Langs() {
		if got := catalog.For(l).Error(err); got != want[l] {
			t.Errorf("%s: got %q, want %q", l, got, want[l])
		}
	}
}
