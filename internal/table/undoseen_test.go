package table

import (
	"reflect"
	"testing"
)

// TestUndoOfATypedSlipMakesTheMoveOnTheBoard: the assistant types a wrong
// move (Nh3) while the VI player makes his own on the tactile board (Nf3);
// the board differs from the game; undo takes the typed move back (D.2.8)
// and the move the board shows, seen lifted and placed, is made at once
// and said. Until session 21 the undo forgot what the board was seen
// doing: the board was told to put the knight back, and the press was
// refused as "not yet made on the tactile board" though it showed the
// move, until the knight was lifted and placed again; a journal of then
// (no seenKeptOnUndo) replays so. In de, en and cs.
func TestUndoOfATypedSlipMakesTheMoveOnTheBoard(t *testing.T) {
	for _, tc := range []struct {
		lang, style, undo string
		want              []string
	}{
		{"de", "annexd", "rückgängig", []string{"Zurückgenommen: Springer Hector drei.", "Springer Felix drei"}},
		{"en", "annexd-en", "undo", []string{"Taken back: knight Hector three.", "Knight Felix three"}},
		{"cs", "cs", "zpět", []string{"Vzato zpět: jezdec Hector tři.", "Jezdec Felix tři"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Setting, s.Time = tc.lang, tc.style, SettingTournament, "90+30" })
			typed(tb, "start", "Nh3", "board tactile lift g1", "board tactile place f3")
			out := typed(tb, tc.undo)
			var moves []string
			for _, o := range out {
				if o.Kind == KindMove {
					moves = append(moves, o.SAN+" "+o.Source)
				}
			}
			if got := texts(out); !reflect.DeepEqual(got, tc.want) || !reflect.DeepEqual(moves, []string{"Nf3 tactile"}) {
				t.Errorf("undo: said %q, moves %q\nwant %q, Nf3 tactile", got, moves, tc.want)
			}
		})
	}
	tb := boardTable(t, func(s *Setup) {
		s.Lang, s.Style, s.Setting, s.Time = "en", "annexd-en", SettingTournament, "90+30"
		s.SeenKeptOnUndo = false
	})
	typed(tb, "start", "Nh3", "board tactile lift g1", "board tactile place f3", "undo")
	if got, want := texts(typed(tb, "board sighted lift g1", "board sighted place f3", "press")), []string{
		"Sighted board: Gustav one: white knight missing. Felix three: a white knight too many. Knight from Felix three to Gustav one.",
		"Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed).",
	}; !reflect.DeepEqual(got, want) {
		t.Errorf("old journal:\n got %q\nwant %q", got, want)
	}
}
