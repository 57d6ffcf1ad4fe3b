package voice

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestFelixRivalMoves: a Czech move heard to another file than Felix is
// scored against every legal move of its piece to the f-file, in the
// short and the long form, with the check word the move gives; a move to
// the f-file, a piece with no move there, a castling and the German and
// English styles have none.
func TestFelixRivalMoves(t *testing.T) {
	// No d- and e-pawn: the knights on g1 and b1 go to f3 and h3, e2, a3,
	// c3, d2; the bishop on c1 to d2 … h6 (f4 the f-file's); the queen
	// on d1 to d2, d3 … and e2, f3; the king to d2 and e2, not to f1 or
	// f2; the c-pawn to c3 and c4, the f-pawn to f3 and f4.
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 1"
	// The knight on d5 checks the king on e8 from f6, not from f4; the
	// rook on h1 castles.
	const check = "4k3/8/8/3N4/8/8/8/4K2R w K - 0 1"
	tests := []struct {
		name, fen, heard string
		style            phonetic.Style
		want             []string
	}{
		{"knight to c3: f3", start, "Nc3", phonetic.CzechStyle,
			[]string{"jezdec gustav jedna felix tri", "jezdec felix tri"}},
		{"knight to h3: f3", start, "Nh3", phonetic.CzechStyle,
			[]string{"jezdec gustav jedna felix tri", "jezdec felix tri"}},
		{"bishop to e3: f4", start, "Be3", phonetic.CzechStyle,
			[]string{"strelec cesar jedna felix ctyri", "strelec felix ctyri"}},
		{"a pawn: the f-pawn's two moves", start, "c4", phonetic.CzechStyle,
			[]string{"felix ctyri", "felix tri", "pesec felix dva felix ctyri", "pesec felix dva felix tri"}},
		{"the check word kept", check, "Nb6", phonetic.CzechStyle,
			[]string{"jezdec david pet felix sest sach", "jezdec felix sest sach", "jezdec felix ctyri", "jezdec david pet felix ctyri"}},
		{"to the f-file: none", start, "Nf3", phonetic.CzechStyle, nil},
		{"the queen to d3: f3", start, "Qd3", phonetic.CzechStyle,
			[]string{"dama david jedna felix tri", "dama felix tri"}},
		{"the king, none to f: none", start, "Ke2", phonetic.CzechStyle, nil},
		{"castling: none", check, "O-O", phonetic.CzechStyle, nil},
		{"German: none", start, "Nc3", phonetic.AnnexD, nil},
		{"English: none", start, "Nc3", phonetic.AnnexDEn, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := FelixRivalMoves(&pos, move(t, &pos, tc.heard), tc.style)
			slices.Sort(got)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("rivals %q, want %q", got, want)
			}
		})
	}
}
