package table

import (
	"reflect"
	"testing"
)

// TestIntroSaysTheChess960BackRanks: a Chess960 game's start says the
// arrangement of the back ranks from the a-file to the h-file, in the
// words of the moves, on a line after the players (Guideline II.2: Black
// stands opposite White). The tactile board senses pegs, not pieces: it
// shows the standard array as the game's position, so without this line
// the VI player cannot set up his board. A game from the standard start
// has no such line. In de, en and cs, and English sentences with the
// German Annex D words.
func TestIntroSaysTheChess960BackRanks(t *testing.T) {
	for _, c := range []struct {
		lang, style string
		chess960    int
		want        []string
	}{
		{"de", "annexd", 500, []string{"Partie Weiß gegen Schwarz. Weiß am Zug. Turnierpartie.",
			"Chess960, Stellung 500. Grundreihen von Anna bis Hector: Turm, Läufer, Läufer, Dame, Springer, König, Springer, Turm."}},
		{"en", "annexd-en", 500, []string{"Game White against Black. White to move. Tournament play.",
			"Chess960, position 500. Back ranks from Anna to Hector: rook, bishop, bishop, queen, knight, king, knight, rook."}},
		{"cs", "cs", 500, []string{"Partie bílý proti černému. Bílý na tahu. Turnajová partie.",
			"Chess960, postavení 500. Základní řady od Anna po Hector: věž, střelec, střelec, dáma, jezdec, král, jezdec, věž."}},
		{"en", "annexd", 0, []string{"Game White against Black. White to move. Tournament play.",
			"Chess960, position 0. Back ranks from Anna to Hector: Läufer, Läufer, Dame, Springer, Springer, Turm, König, Turm."}},
		{"en", "nato", 518, []string{"Game White against Black. White to move. Tournament play.",
			"Chess960, position 518. Back ranks from Alfa to Hotel: rook, knight, bishop, queen, king, bishop, knight, rook."}},
		{"de", "annexd", -1, []string{"Partie Weiß gegen Schwarz. Weiß am Zug. Turnierpartie."}},
	} {
		s := DefaultSetup()
		s.Lang, s.Style, s.Chess960 = c.lang, c.style, c.chess960
		if got := texts(newTable(t, s).Intro()); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %s %d: intro\n%q\nwant\n%q", c.lang, c.style, c.chess960, got, c.want)
		}
	}
}
