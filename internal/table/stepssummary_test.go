package table

import (
	"slices"
	"testing"
)

// TestBigDifferenceInARefusalOrARetraceIsSummarized: a refused press
// (board.press-differs, Annex D.2.4) and the steps after a retrace
// (table.retrace-steps, D.2.9) say a board that differs in more than
// twoboard.SummaryOver squares as the board's mismatch line does: how many
// squares differ, what to set up and how to hear every square, not every
// step in one line; a small difference still says its steps. In de, en
// and cs.
func TestBigDifferenceInARefusalOrARetraceIsSummarized(t *testing.T) {
	tests := []struct {
		lang, style, yes     string
		retraced, tactile    string // the retrace's two lines of 16 squares each
		sighted              string
		pressBig, pressSmall string
	}{
		{"de", "annexd", "ja",
			"Schiedsrichter: Partie zurückgenommen auf die Stellung nach Zug 4, Schwarz, Springer Felix sechs; gestrichene Halbzüge: 1. Weiß am Zug.",
			"Steckbrett ist hinter der vereinbarten Stellung zurück: 16 Felder weichen ab; die Stellung der Partie aufstellen; jedes Feld hören: brett eingeben.",
			"Brett des Sehenden ist hinter der vereinbarten Stellung zurück: 16 Felder weichen ab; die Stellung der Partie aufstellen; jedes Feld hören: brett eingeben.",
			"Uhrdruck abgelehnt: das Brett des Sehenden zeigt nicht die Stellung der Partie; erst das Brett richtig stellen (Anhang D.2.4). 30 Felder weichen ab; die Stellung der Partie aufstellen; jedes Feld hören: brett eingeben.",
			"Uhrdruck abgelehnt: das Brett des Sehenden zeigt nicht die Stellung der Partie; erst das Brett richtig stellen (Anhang D.2.4). Bauer von Eva sieben nach Eva fünf."},
		{"en", "annexd-en", "yes",
			"Arbiter: the game is taken back to the position after move 4, Black, knight Felix six; half-moves struck out: 1. White to move.",
			"Tactile board lags behind the agreed position: 16 squares differ; set up the game's position; to hear every square, type board.",
			"Sighted board lags behind the agreed position: 16 squares differ; set up the game's position; to hear every square, type board.",
			"Press refused: the sighted board does not show the game's position; first set it right (Annex D.2.4). 30 squares differ; set up the game's position; to hear every square, type board.",
			"Press refused: the sighted board does not show the game's position; first set it right (Annex D.2.4). Pawn from Eva seven to Eva five."},
		{"cs", "cs", "ano",
			"Rozhodčí: partie vrácena do postavení po tahu 4 černého, jezdec Felix šest; škrtnuté půltahy: 1. Na tahu bílý.",
			"Hmatová šachovnice zaostává za dohodnutou pozicí: 16 polí se liší; postavte postavení partie; každé pole uslyšíte, když napíšete šachovnice.",
			"Šachovnice vidícího zaostává za dohodnutou pozicí: 16 polí se liší; postavte postavení partie; každé pole uslyšíte, když napíšete šachovnice.",
			"Stisk hodin odmítnut: šachovnice vidícího neukazuje pozici partie; nejprve šachovnici srovnejte podle partie (příloha D.2.4). 30 polí se liší; postavte postavení partie; každé pole uslyšíte, když napíšete šachovnice.",
			"Stisk hodin odmítnut: šachovnice vidícího neukazuje pozici partie; nejprve šachovnici srovnejte podle partie (příloha D.2.4). Pěšec z Eva sedm na Eva pět."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			// Nine half-moves typed, both boards left at the start: the
			// retrace to 4... leaves each 16 squares behind.
			tb := boardTable(t, func(s *Setup) { s.Lang, s.Style = tt.lang, tt.style })
			typed(tb, "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Nc3", "Nf6", "d3", "arbiter retrace 4...")
			got := slices.DeleteFunc(texts(typed(tb, tt.yes)), func(s string) bool { return s == "" })
			if want := []string{tt.retraced, tt.tactile, tt.sighted}; !slices.Equal(got, want) {
				t.Errorf("retrace:\n got %q\nwant %q", got, want)
			}
			// The sighted board set up with two kings only: Black's
			// typed move and press is refused with the summary.
			tb = boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Time = tt.lang, tt.style, "90+30" })
			typed(tb, "board tactile lift e2", "board tactile place e4", "press", "board sighted snapshot 4k3/8/8/8/8/8/8/4K3", "e5")
			if got := texts(typed(tb, "press")); !slices.Equal(got, []string{tt.pressBig}) {
				t.Errorf("press, 30 squares:\n got %q\nwant %q", got, tt.pressBig)
			}
			// One move not made on it: the step itself.
			tb = boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Time = tt.lang, tt.style, "90+30" })
			typed(tb, "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4", "e5")
			if got := texts(typed(tb, "press")); !slices.Equal(got, []string{tt.pressSmall}) {
				t.Errorf("press, one move:\n got %q\nwant %q", got, tt.pressSmall)
			}
		})
	}
}
