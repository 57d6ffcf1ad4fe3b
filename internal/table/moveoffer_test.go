package table

import (
	"slices"
	"testing"
)

// TestMoveRejectsTheOfferAndSaysSo: a move by the opponent rejects a
// pending draw offer (Article 9.1.2.1) and says so after the move, as a
// touch on a board does: the VI player whose opponent's move the assistant
// typed heard only the move and took his offer to stand. A move touched on
// the tactile board first says it once, at the touch. In de, en and cs.
func TestMoveRejectsTheOfferAndSaysSo(t *testing.T) {
	tests := []struct {
		lang, style, yes string
		typed, touched   []string
	}{
		{"de", "annexd", "ja",
			[]string{"Eva fünf", "Schwarz hat gezogen: das Remisangebot von Weiß ist abgelehnt (Artikel 9.1.2.1)."},
			[]string{"Springer Gustav eins berührt", "Weiß hat eine Figur berührt: das Remisangebot von Schwarz ist abgelehnt (Artikel 9.1.2.1).", "Springer Felix drei"}},
		{"en", "annexd-en", "yes",
			[]string{"Eva five", "Black moved: the draw offer by White is rejected (Article 9.1.2.1)."},
			[]string{"Knight Gustav one touched", "White touched a piece: the draw offer by Black is rejected (Article 9.1.2.1).", "Knight Felix three"}},
		{"cs", "cs", "ano",
			[]string{"Eva pět", "Černý táhl: nabídka remízy (bílý) je odmítnuta (článek 9.1.2.1)."},
			[]string{"Jezdec Gustav jedna dotknut", "Bílý se dotkl kamene: nabídka remízy (černý) je odmítnuta (článek 9.1.2.1).", "Jezdec Felix tři"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			// Typed: White offers with his move; Black's move rejects it.
			tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time = tt.lang, tt.style, "90+30" }))
			typed(tb, "start", "e4", "draw", tt.yes, "press")
			if got := texts(typed(tb, "e5")); !slices.Equal(got, tt.typed) {
				t.Errorf("typed move:\n got %q\nwant %q", got, tt.typed)
			}
			// On the boards: the touch rejects Black's offer, said once.
			tb = newTable(t, tournament(func(s *Setup) {
				s.Lang, s.Style, s.Time = tt.lang, tt.style, "90+30"
				s.Tactile, s.Sighted = BoardVirtual, BoardVirtual
			}))
			typed(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4", "press",
				"board sighted lift e7", "board sighted place e5", "draw", tt.yes, "press", "board tactile lift e7", "board tactile place e5")
			if got := texts(typed(tb, "board tactile lift g1", "board tactile place f3")); !slices.Equal(got, tt.touched) {
				t.Errorf("touched, then moved on the board:\n got %q\nwant %q", got, tt.touched)
			}
		})
	}
}
