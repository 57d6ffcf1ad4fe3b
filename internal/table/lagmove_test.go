package table

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestOwnMoveBeforeTheOpponentsIsReproducedIsNoIllegalMove: the VI player
// makes his legal move on his tactile board before he has reproduced his
// opponent's last move there. The board differs (Annex D.2.9), but no
// illegal move was made: his press is refused with the step that
// reproduces the opponent's move alone (D.2.4), not his own move to take
// back, and not as an illegal move completed that calls for a penalty
// (Article 7.5). Once he reproduces it, his move is made and announced,
// and the difference told before is not said again. In de, en and cs.
func TestOwnMoveBeforeTheOpponentsIsReproducedIsNoIllegalMove(t *testing.T) {
	tests := []struct {
		lang, style      string
		told, refused    string
		right, made, yes string
	}{
		{"de", "annexd",
			"Steckbrett: Eva fünf: schwarzer Bauer fehlt. Eva sieben: ein schwarzer Bauer zu viel. Bauer von Eva sieben nach Eva fünf.",
			"Uhrdruck abgelehnt: das Steckbrett zeigt nicht die Stellung der Partie; erst das Brett richtig stellen (Anhang D.2.4). Bauer von Eva sieben nach Eva fünf.",
			"Steckbrett: Eva sieben stimmt.", "Springer Felix drei", "Gedrückt"},
		{"en", "annexd-en",
			"Tactile board: Eva five: black pawn missing. Eva seven: a black pawn too many. Pawn from Eva seven to Eva five.",
			"Press refused: the tactile board does not show the game's position; first set it right (Annex D.2.4). Pawn from Eva seven to Eva five.",
			"Tactile board: Eva seven is right.", "Knight Felix three", "Pressed"},
		{"cs", "cs",
			"Hmatová šachovnice: Eva pět: chybí černý pěšec. Eva sedm: navíc černý pěšec. Pěšec z Eva sedm na Eva pět.",
			"Stisk hodin odmítnut: hmatová šachovnice neukazuje pozici partie; nejprve šachovnici srovnejte podle partie (příloha D.2.4). Pěšec z Eva sedm na Eva pět.",
			"Hmatová šachovnice: Eva sedm souhlasí.", "Jezdec Felix tři", "Stisknuto"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) {
				s.Lang, s.Style, s.Time = tt.lang, tt.style, "60d5"
				s.Tactile, s.Sighted = BoardVirtual, BoardVirtual
			}))
			typed(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4", "press",
				"board sighted lift e7", "board sighted place e5", "press", "board tactile lift g1")
			if got := texts(typed(tb, "board tactile place f3")); !slices.Equal(got, []string{tt.told}) {
				t.Errorf("own move on the lagging board:\n got %q\nwant %q", got, tt.told)
			}
			if got := texts(typed(tb, "press")); !slices.Equal(got, []string{tt.refused}) {
				t.Errorf("press:\n got %q\nwant %q", got, tt.refused)
			}
			if got := texts(typed(tb, "board tactile lift e7")); !slices.Equal(got, []string{tt.right}) {
				t.Errorf("lift e7:\n got %q\nwant %q", got, tt.right)
			}
			if got := texts(typed(tb, "board tactile place e5")); !slices.Equal(got, []string{tt.made}) {
				t.Errorf("place e5:\n got %q\nwant %q", got, tt.made)
			}
			// Still for ten seconds: nothing more is said.
			if got := texts(tb.Apply(Input{At: tb.Now() + 10*time.Second, Source: SourceKeyboard, Text: "press"})); !slices.Equal(got, []string{tt.yes}) {
				t.Errorf("press after the move:\n got %q\nwant %q", got, tt.yes)
			}
			if got := pgnText(tb); !strings.Contains(got, "1... e5 {[%clk 1:00:00]} 2. Nf3 {") {
				t.Errorf("PGN:\n%s", got)
			}
		})
	}
}
