package table

import (
	"reflect"
	"strings"
	"testing"
)

// TestTactilePromotionPressWaitsForThePiece: the tactile board's pegs do
// not tell the new piece of a promotion, so the move is made when the piece
// is said (Annex D.2.1, D.2.3.3). A press before that is refused with the
// question (D.2.4) and the clock goes on; it is not a pawn left on the last
// rank (7.5.2): until session 21 it made the pawn a queen, stopped the
// clocks and called the arbiter, a penalty for what the board cannot
// sense. The piece then said (typed) makes the move, an underpromotion
// too, and the press completes it. In de, en and cs.
func TestTactilePromotionPressWaitsForThePiece(t *testing.T) {
	for _, tc := range []struct {
		lang, style, knight string
		want                []string
	}{
		{"de", "annexd", "Springer", []string{
			"Umwandlung: in welche Figur? Dame, Turm, Läufer oder Springer.",
			"Uhrdruck abgelehnt: das Steckbrett erkennt die neue Figur nicht; erst ansagen, welche es ist (Anhang D.2.1): Dame, Turm, Läufer oder Springer.",
			"Eva acht Springer",
			"Gedrückt",
		}},
		{"en", "annexd-en", "knight", []string{
			"Promotion: to which piece? Queen, rook, bishop or knight.",
			"Press refused: the tactile board cannot tell the new piece; say which it is first (Annex D.2.1): queen, rook, bishop or knight.",
			"Eva eight knight",
			"Pressed",
		}},
		{"cs", "cs", "jezdec", []string{
			"Proměna: v jaký kámen? Dáma, věž, střelec nebo jezdec.",
			"Stisk hodin odmítnut: hmatová šachovnice nepozná nový kámen; nejdřív řekněte, který to je (příloha D.2.1): dáma, věž, střelec nebo jezdec.",
			"Eva osm jezdec",
			"Stisknuto",
		}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) {
				s.Lang, s.Style, s.Setting, s.Time, s.FEN = tc.lang, tc.style, SettingTournament, "90+30", "8/4P3/8/8/8/8/k6p/4K3 w - - 0 1"
			})
			out := typed(tb, "start", "board tactile lift e7", "board tactile place e8", "press", tc.knight, "press")
			var said []string
			var moves []string
			for _, o := range out {
				switch o.Kind {
				case KindAnnounce, KindError:
					said = append(said, o.Say.Text)
				case KindMove:
					moves = append(moves, o.SAN)
				}
			}
			// The clock's start and the touch are said first.
			if len(said) != len(tc.want)+2 || !reflect.DeepEqual(said[2:], tc.want) {
				t.Errorf("said %q\nwant after the start and the touch %q", said, tc.want)
			}
			if !reflect.DeepEqual(moves, []string{"e8=N"}) {
				t.Errorf("moves %q, want e8=N", moves)
			}
			if tb.illegalWaits != nil {
				t.Errorf("an illegal move waits for the arbiter")
			}
			if pgn := pgnText(tb); !strings.Contains(pgn, "1. e8=N {[%clk") {
				t.Errorf("PGN:\n%s", pgn)
			}
		})
	}
}
