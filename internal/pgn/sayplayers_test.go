package pgn

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestSayPlayersNamesAMissingPlayerBySide: a name PGN leaves as "?" is
// said as the side in the session's language (a screen reader reads "?"
// as "question mark"); a name given, and text that is no "White - Black",
// stay as written.
func TestSayPlayersNamesAMissingPlayerBySide(t *testing.T) {
	for _, tc := range []struct {
		lang    catalog.Lang
		players string
		want    string
	}{
		{catalog.English, "? - ?", "White - Black"},
		{catalog.German, "? - ?", "Weiß - Schwarz"},
		{catalog.Czech, "? - ?", "bílý - černý"},
		{catalog.German, "Polgár - ?", "Polgár - Schwarz"},
		{catalog.Czech, "? - Novák", "bílý - Novák"},
		{catalog.English, "Fischer - Spassky", "Fischer - Spassky"},
		{catalog.English, "?? - ?", "?? - Black"},
		{catalog.English, "?", "?"},
		{catalog.English, "", ""},
	} {
		if got := SayPlayers(catalog.For(tc.lang), tc.players); got != tc.want {
			t.Errorf("%v %q: got %q, want %q", tc.lang, tc.players, got, tc.want)
		}
	}
}

// TestReadErrorSaysMissingPlayersBySide: a read error names the game's
// missing players by side in the language it is said in.
func TestReadErrorSaysMissingPlayersBySide(t *testing.T) {
	err := catalog.Errorf("pgn.reading-game", 2, sayPlayers("? - Carlsen"), errors.New("disk on fire"))
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.English, "reading game 2 (White - Carlsen): disk on fire"},
		{catalog.Czech, "čtení partie 2 (bílý - Carlsen): disk on fire"},
	} {
		if got := catalog.For(tc.lang).Error(err); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.lang, got, tc.want)
		}
	}
}
