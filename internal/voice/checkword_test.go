package voice

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// checkWordFENs are positions with many checking moves beside quiet ones:
// rook, bishop, queen and knight checks, a pawn check, a promotion with
// check, a discovered check and castling with check.
var checkWordFENs = []string{
	rules.StartFEN,
	"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
	"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
	"3k4/1P6/8/4N3/8/2B5/8/R3K1Q1 w Q - 0 1",
	"4k3/8/3P4/8/1b6/8/3R4/3QK3 b - - 0 1",
	"5k2/8/4K3/8/8/8/8/R4B2 w - - 0 1",
	"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
}

// TestCheckWordNeverAnotherMove: a check word heard where the move said
// had none, or lost where it had one, is never another move. Every legal
// move of positions full of checks, in every style and both forms: its
// words without the check or mate word parse as the move itself; a move
// that gives no check, with the check word added, parses as no move at
// all (nothing understood: the grammar has no such phrase either); a
// checking move with or without its word parses as itself.
func TestCheckWordNeverAnotherMove(t *testing.T) {
	for _, st := range []phonetic.Style{phonetic.AnnexD, phonetic.AnnexDEn, phonetic.CzechStyle} {
		parser := phonetic.NewParser(st)
		check := strings.Join(Tokens(st.Text([]phonetic.Word{phonetic.Check})), " ")
		for _, fen := range checkWordFENs {
			pos, err := rules.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			checks, quiet := 0, 0
			for _, m := range pos.Legal() {
				for _, form := range []phonetic.Form{phonetic.Short, phonetic.Long} {
					ws, err := phonetic.MoveWords(&pos, m, form)
					if err != nil {
						continue
					}
					said := strings.Join(Tokens(st.Text(ws)), " ")
					bare := strings.Join(Tokens(st.Text(withoutCheck(ws))), " ")
					gives := bare != said
					if got, err := parser.Parse(&pos, bare); err != nil || got != m {
						t.Errorf("%s %s: %q (%s without its check word) parsed as %v, %v", st, fen, bare, pos.SAN(m), got, err)
					}
					if gives {
						checks++
						if got, err := parser.Parse(&pos, said); err != nil || got != m {
							t.Errorf("%s %s: %q (%s with its check word) parsed as %v, %v", st, fen, said, pos.SAN(m), got, err)
						}
						continue
					}
					quiet++
					withCheck := bare + " " + check
					if got, err := parser.Parse(&pos, withCheck); err == nil {
						t.Errorf("%s %s: %q (%s, no check, with a check word) parsed as %s, want nothing understood", st, fen, withCheck, pos.SAN(m), pos.SAN(got))
					}
				}
			}
			if fen != rules.StartFEN && (checks == 0 || quiet == 0) {
				t.Errorf("%s %s: %d checking and %d quiet phrases, want both", st, fen, checks, quiet)
			}
		}
	}
}

// TestGrammarCheckWordOnlyOnChecks: the grammar of a position offers the
// check word after the moves that give check alone, so that a move said
// without check cannot be heard with one (and become another move).
func TestGrammarCheckWordOnlyOnChecks(t *testing.T) {
	tests := []struct {
		name, fen, phrase string
		want              bool
	}{
		{"rook check: word optional", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "(turm anna acht [<suffix>])", true},
		{"rook along the rank: no check word", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "(turm anna sieben [<suffix>])", false},
		{"rook along the rank: bare", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "(turm anna sieben)", true},
		{"castling with check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "(kurze rochade [<suffix>])", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := Vocab{Style: phonetic.AnnexD, Lang: German}.Grammar(&pos, false)
			if got := strings.Contains(g, tc.phrase); got != tc.want {
				t.Errorf("grammar holds %q: %v, want %v\n%s", tc.phrase, got, tc.want, g)
			}
		})
	}
}
