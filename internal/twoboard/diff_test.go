package twoboard

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
)

func mustPlacement(t testing.TB, fen string) eboard.Placement {
	t.Helper()
	p, err := eboard.ParsePlacement(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDiff(t *testing.T) {
	after := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR" // 1. e4 e5
	tests := []struct {
		name     string
		expected string
		sensed   string // placement; occupancy only unless pieces
		pieces   bool
		likely   bool   // presence only, with the pieces known (Sensed.Likely)
		squares  string // "sq:expected>sensed ..."
		steps    string
		de, en   string
		cs       string
	}{
		{
			name: "in step", expected: after, sensed: after,
			squares: "", steps: "", de: "", en: "",
		},
		{
			name: "tactile known pawn one square short", expected: after, likely: true,
			sensed:  "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR",
			squares: "e5:p>- e6:->?", steps: "e6-e5",
			de: "Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.",
			en: "Eva five: black pawn missing. Eva six: a black pawn too many. Pawn from Eva six to Eva five.",
		},
		{
			// Nothing known of the piece on e6: no guess that it is the
			// pawn e5 misses.
			name: "tactile unknown piece is removed, not moved", expected: after,
			sensed:  "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR",
			squares: "e5:p>- e6:->?", steps: "e6- p@e5",
			de: "Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein Stein zu viel. Stein von Eva sechs wegnehmen. Schwarzen Bauer auf Eva fünf setzen.",
			en: "Eva five: black pawn missing. Eva six: a piece too many. Remove piece from Eva six. Put black pawn on Eva five.",
			cs: "Eva pět: chybí černý pěšec. Eva šest: navíc kámen. Odstranit kámen z Eva šest. Postavit černého pěšce na Eva pět.",
		},
		{
			// 1. Nf3 made on the tactile board, taken back, 1. e4 typed:
			// the knight goes home and the pawn forward, not "Bauer von
			// Felix drei nach Eva vier".
			name: "tactile undone knight goes home", expected: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", likely: true,
			sensed:  "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R",
			squares: "g1:N>- e2:->? f3:->? e4:P>-", steps: "e2-e4 f3-g1",
			de: "Gustav eins: weißer Springer fehlt. Eva zwei: ein weißer Bauer zu viel. Felix drei: ein weißer Springer zu viel. Eva vier: weißer Bauer fehlt. Bauer von Eva zwei nach Eva vier. Springer von Felix drei nach Gustav eins.",
			en: "Gustav one: white knight missing. Eva two: a white pawn too many. Felix three: a white knight too many. Eva four: white pawn missing. Pawn from Eva two to Eva four. Knight from Felix three to Gustav one.",
			cs: "Gustav jedna: chybí bílý jezdec. Eva dva: navíc bílý pěšec. Felix tři: navíc bílý jezdec. Eva čtyři: chybí bílý pěšec. Pěšec z Eva dva na Eva čtyři. Jezdec z Felix tři na Gustav jedna.",
		},
		{
			// A known piece of another kind than the missing one: removed,
			// and the missing piece put on.
			name: "tactile known knight where a bishop is missing", expected: after, likely: true,
			sensed:  "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQK1NR",
			squares: "f1:B>- f3:->?", steps: "f3- B@f1",
			de: "Felix eins: weißer Läufer fehlt. Felix drei: ein weißer Springer zu viel. Springer von Felix drei wegnehmen. Weißen Läufer auf Felix eins setzen.",
			en: "Felix one: white bishop missing. Felix three: a white knight too many. Remove knight from Felix three. Put white bishop on Felix one.",
			cs: "Felix jedna: chybí bílý střelec. Felix tři: navíc bílý jezdec. Odstranit jezdce z Felix tři. Postavit bílého střelce na Felix jedna.",
		},
		{
			name: "dgt pawn one square short", expected: after, pieces: true,
			sensed:  "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR",
			squares: "e5:p>- e6:->p", steps: "e6-e5",
			de: "Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.",
		},
		{
			name: "tactile extra piece", expected: after,
			sensed:  "rnbqkbnr/pppp1ppp/8/4p3/4P3/5P2/PPPP1PPP/RNBQKBNR",
			squares: "f3:->?", steps: "f3-",
			de: "Felix drei: ein Stein zu viel. Stein von Felix drei wegnehmen.",
			en: "Felix three: a piece too many. Remove piece from Felix three.",
		},
		{
			name: "dgt queen missing", expected: after, pieces: true,
			sensed:  "rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
			squares: "d8:q>-", steps: "q@d8",
			de: "David acht: schwarze Dame fehlt. Schwarze Dame auf David acht setzen.",
		},
		{
			name: "dgt two pieces swapped", expected: after, pieces: true,
			sensed:  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RBNQKBNR",
			squares: "b1:N>B c1:B>N", steps: "c1-b1 b1-c1",
			de: "Bella eins: weißer Springer fehlt, ein weißer Läufer zu viel. Cesar eins: weißer Läufer fehlt, ein weißer Springer zu viel. Springer von Cesar eins nach Bella eins. Läufer von Bella eins nach Cesar eins.",
		},
		{
			name: "dgt wrong piece to an empty square first", expected: after, pieces: true,
			sensed:  "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
			squares: "g1:N>- f3:->N", steps: "f3-g1",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			exp := mustPlacement(t, tc.expected)
			sp := mustPlacement(t, tc.sensed)
			s := SensedOccupancy(sp.Occupancy())
			if tc.pieces {
				s = SensedPieces(sp)
			}
			if tc.likely {
				s.Likely = sp
			}
			d := Diff(exp, s)
			checkSquaresAndSteps(t, d, tc.squares, tc.steps)
			if tc.de != "" || tc.squares == "" {
				if got := d.Text(phonetic.AnnexD); got != tc.de {
					t.Errorf("de %q\nwant %q", got, tc.de)
				}
			}
			if tc.en != "" {
				if got := d.Text(phonetic.AnnexDEn); got != tc.en {
					t.Errorf("en %q\nwant %q", got, tc.en)
				}
			}
			if tc.cs != "" {
				if got := d.Text(phonetic.CzechStyle); got != tc.cs {
					t.Errorf("cs %q\nwant %q", got, tc.cs)
				}
			}
			if d.Empty() != (tc.squares == "") {
				t.Errorf("Empty() = %v", d.Empty())
			}
		})
	}
}

// checkSquaresAndSteps compares d's squares ("e5:p>- e6:->?") and steps
// ("e6-e5") with the expected ones.
func checkSquaresAndSteps(t *testing.T, d Difference, squares, steps string) {
	t.Helper()
	var sq []string
	for _, x := range d.Squares {
		sq = append(sq, x.Square.String()+":"+x.ExpectedLetter()+">"+x.SensedLetter())
	}
	if got := strings.Join(sq, " "); got != squares {
		t.Errorf("squares %q, want %q", got, squares)
	}
	if got := strings.Join(d.StepStrings(), " "); got != steps {
		t.Errorf("steps %q, want %q", got, steps)
	}
}

// TestDiffStepsFix checks that the steps, done on the board in order, give
// the expected position, and that there are no more than needed.
func TestDiffStepsFix(t *testing.T) {
	exp := mustPlacement(t, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R")
	for _, sensed := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		"8/8/8/8/8/8/8/8",
		"kkkkkkkk/8/8/8/8/8/8/KKKKKKKK",
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R",
	} {
		sp := mustPlacement(t, sensed)
		for _, pieces := range []bool{false, true} {
			s := SensedOccupancy(sp.Occupancy())
			if pieces {
				s = SensedPieces(sp)
			}
			d := Diff(exp, s)
			board := sp
			for _, st := range d.Steps {
				switch st.Kind {
				case MovePiece:
					board[st.To] = st.Piece
					board[st.From] = 0
				case RemovePiece:
					board[st.From] = 0
				case AddPiece:
					board[st.To] = st.Piece
				}
			}
			if pieces && board != exp || !pieces && board.Occupancy() != exp.Occupancy() {
				t.Errorf("%s (pieces %v): after steps %v the board is %s", sensed, pieces, d.StepStrings(), board.FEN())
			}
			var missing, extra int
			for _, x := range d.Squares {
				if x.Expected != 0 {
					missing++
				}
				if x.Sensed != 0 || x.Unknown {
					extra++
				}
			}
			if len(d.Steps) > missing+extra || len(d.Steps) < max(missing, extra) {
				t.Errorf("%s: %d steps for %d missing and %d extra", sensed, len(d.Steps), missing, extra)
			}
		}
	}
}
