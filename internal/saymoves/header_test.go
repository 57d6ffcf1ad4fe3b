package saymoves

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestHeaderPlayersNamesAMissingPlayerBySide: a game's header names a
// player PGN leaves as "?" by side in the style's words, as the result
// line says the sides (a screen reader reads "?" as "question mark"); a
// name given, and text that is no "White - Black", stay as written.
func TestHeaderPlayersNamesAMissingPlayerBySide(t *testing.T) {
	for _, tc := range []struct {
		players string
		style   phonetic.Style
		want    string
	}{
		{"? - ?", phonetic.AnnexD, "Weiß - Schwarz"},
		{"? - ?", phonetic.AnnexDEn, "White - Black"},
		{"? - ?", phonetic.CzechStyle, "Bílý - černý"},
		{"Novák - ?", phonetic.CzechStyle, "Novák - černý"},
		{"? - ?", phonetic.NATO, "White - Black"},
		{"Polgár - ?", phonetic.AnnexD, "Polgár - Schwarz"},
		{"? - Carlsen", phonetic.CzechStyle, "Bílý - Carlsen"},
		{"Fischer - Spassky", phonetic.AnnexD, "Fischer - Spassky"},
		{"?", phonetic.AnnexD, "?"},
		{"", phonetic.AnnexD, ""},
	} {
		if got := headerPlayers(tc.players, tc.style); got != tc.want {
			t.Errorf("%q in %v: got %q, want %q", tc.players, tc.style, got, tc.want)
		}
	}
}
