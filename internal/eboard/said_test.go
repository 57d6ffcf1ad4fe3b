package eboard

import (
	"errors"
	"io"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestBoardErrorsSaidInTheSessionLanguage: the errors of the board texts
// and the link come from the catalogs and are said in German, English and
// Czech, word for word.
func TestBoardErrorsSaidInTheSessionLanguage(t *testing.T) {
	_, occErr := ParseOccupancy("01")
	_, placeErr := ParsePlacement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX")
	tests := []struct {
		name       string
		err        error
		de, en, cs string
	}{
		{"occupancy length", occErr,
			`Belegung "01": 64 Zeichen 0 oder 1 erwartet (a1 b1 … h8), es sind 2`,
			`occupancy "01": want 64 characters 0 or 1 (a1 b1 … h8), got 2`,
			`obsazení "01": očekáváno 64 znaků 0 nebo 1 (a1 b1 … h8), je jich 2`},
		{"placement letter", placeErr,
			`Stellung "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX": 'X' ist kein Figurenbuchstabe (PNBRQK für Weiß, pnbrqk für Schwarz) und keine Zahl 1-8`,
			`placement "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX": 'X' is not a piece letter (PNBRQK for white, pnbrqk for black) or a count 1-8`,
			`pozice "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX": 'X' není písmeno figury (PNBRQK pro bílé, pnbrqk pro černé) ani číslo 1-8`},
		{"not connected", ErrNotConnected,
			"das Brett ist nicht verbunden", "the board is not connected", "šachovnice není připojena"},
		{"asking for the position failed", catalog.Errorf("eboard.ask-position", "DGT", io.ErrClosedPipe),
			"das DGT-Brett nach seiner Stellung fragen: io: read/write on closed pipe",
			"ask the DGT board for its position: io: read/write on closed pipe",
			"zeptat se šachovnice DGT na pozici: io: read/write on closed pipe"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err == nil {
				t.Fatal("no error")
			}
			for _, w := range []struct {
				lang catalog.Lang
				want string
			}{{catalog.German, tc.de}, {catalog.English, tc.en}, {catalog.Czech, tc.cs}} {
				if got := catalog.For(w.lang).Error(tc.err); got != w.want {
					t.Errorf("%s: got %q, want %q", w.lang, got, w.want)
				}
			}
			if got := tc.err.Error(); got != tc.en {
				t.Errorf("Error(): got %q, want the English %q", got, tc.en)
			}
		})
	}
}

// TestAskPositionKeepsTheWriteError: the error of a failed request for the
// position still unwraps to the write error.
func TestAskPositionKeepsTheWriteError(t *testing.T) {
	err := catalog.Errorf("eboard.ask-position", "DGT", io.ErrClosedPipe)
	if !errors.Is(err, io.ErrClosedPipe) {
		t.Errorf("errors.Is(%v, io.ErrClosedPipe) = false", err)
	}
	if errors.Is(err, ErrNotConnected) {
		t.Errorf("errors.Is(%v, ErrNotConnected) = true", err)
	}
}
