package twoboard

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestStepsMoveOnlyKnownPieces plays moves on the tactile board (which
// senses presence only), takes the game back (an undo, or the arbiter's
// retrace, both a Reset) and checks the fix steps in every language: a step
// moves only the piece the tracker saw go to its square, never a guess by
// distance.
func TestStepsMoveOnlyKnownPieces(t *testing.T) {
	tests := []struct {
		name    string
		played  []string // on the tactile board: "g1f3" lifts g1 and places f3
		keep    []string // the moves the game is reset to
		push    []string // typed after the reset
		steps   string
		de      string
		en      string
		cs      string
		squares string
	}{
		{
			// 1. Nf3 made on the board, taken back, 1. e4 typed: the
			// nearest piece to e4 is the knight on f3, but a pawn is
			// not a knight.
			name: "undone knight, pawn typed", played: []string{"g1f3"}, push: []string{"e4"},
			steps:   "e2-e4 f3-g1",
			squares: "g1:N>- e2:->? f3:->? e4:P>-",
			de:      "Bauer von Eva zwei nach Eva vier. Springer von Felix drei nach Gustav eins.",
			en:      "Pawn from Eva two to Eva four. Knight from Felix three to Gustav one.",
			cs:      "Pěšec z Eva dva na Eva čtyři. Jezdec z Felix tři na Gustav jedna.",
		},
		{
			// Retrace to 1. e4 e5 after 2. Ne2 Nc6 3. g3 Nf6 4. Bg2: by
			// distance the knight would go to f1 and the pawn to g1; the
			// bishop stands where the pawn belongs.
			name:   "retrace with a bishop on the pawn's square",
			played: []string{"e2e4", "e7e5", "g1e2", "b8c6", "g2g3", "g8f6", "f1g2"}, keep: []string{"e4", "e5"},
			steps:   "g2-f1 e2-g1 c6-b8 f6-g8 g3-g2",
			squares: "f1:B>- g1:N>- e2:->? g2:P>? g3:->? c6:->? f6:->? b8:n>- g8:n>-",
			de:      "Läufer von Gustav zwei nach Felix eins. Springer von Eva zwei nach Gustav eins. Springer von Cesar sechs nach Bella acht. Springer von Felix sechs nach Gustav acht. Bauer von Gustav drei nach Gustav zwei.",
			en:      "Bishop from Gustav two to Felix one. Knight from Eva two to Gustav one. Knight from Cesar six to Bella eight. Knight from Felix six to Gustav eight. Pawn from Gustav three to Gustav two.",
			cs:      "Střelec z Gustav dva na Felix jedna. Jezdec z Eva dva na Gustav jedna. Jezdec z Cesar šest na Bella osm. Jezdec z Felix šest na Gustav osm. Pěšec z Gustav tři na Gustav dva.",
		},
		{
			// Retrace after a capture: the knight that took on e5 goes
			// back to f3 and the pawn it took is put on again (by
			// presence alone e5 looked right and a second knight was put
			// on f3).
			name:   "retrace over a capture",
			played: []string{"e2e4", "e7e5", "g1f3", "d7d6", "f3e5"}, keep: []string{"e4", "e5", "Nf3", "d6"},
			steps:   "e5-f3 p@e5",
			squares: "f3:N>- e5:p>?",
			de:      "Springer von Eva fünf nach Felix drei. Schwarzen Bauer auf Eva fünf setzen.",
			en:      "Knight from Eva five to Felix three. Put black pawn on Eva five.",
			cs:      "Jezdec z Eva pět na Felix tři. Postavit černého pěšce na Eva pět.",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "", rules.White)
			start := h.tr.Position()
			for _, uci := range tc.played {
				p := h.tr.Position()
				m, err := p.ParseMove(uci)
				if err != nil {
					t.Fatal(err)
				}
				// The side to move plays on its board; the other board
				// reproduces the move.
				first, second := "t ", "s "
				if p.Turn() == rules.Black {
					first, second = second, first
				}
				for _, b := range []string{first, second} {
					if p.PieceAt(m.To()) != rules.NoPiece {
						h.do(b + "lift " + uci[2:4]) // the piece taken first
					}
					h.do(b+"lift "+uci[:2], b+"place "+uci[2:4], "wait")
				}
				if got := h.tr.N(); got == 0 || h.tr.moves[got-1] != m {
					t.Fatalf("%s not made: %q", uci, h.out)
				}
			}
			var keep []rules.Move
			p := start
			for _, san := range tc.keep {
				m, err := p.ParseMove(san)
				if err != nil {
					t.Fatal(err)
				}
				keep = append(keep, m)
				p = p.Play(m)
			}
			if err := h.tr.Reset(start, keep); err != nil {
				t.Fatal(err)
			}
			h.tr.Refresh(h.now)
			h.do(prefix("push ", tc.push)...)
			_, sensed := h.tr.Status(Tactile)
			d := Diff(h.tr.Expected(), sensed)
			checkSquaresAndSteps(t, d, tc.squares, tc.steps)
			for _, c := range []struct {
				s    phonetic.Style
				want string
			}{{phonetic.AnnexD, tc.de}, {phonetic.AnnexDEn, tc.en}, {phonetic.CzechStyle, tc.cs}} {
				if got := d.StepsText(c.s); got != c.want {
					t.Errorf("%s: %q\nwant %q", c.s, got, c.want)
				}
			}
		})
	}
}

func prefix(p string, ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = p + s
	}
	return out
}
