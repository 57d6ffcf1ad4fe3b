package twoboard

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestCzechStepsDeclineThePiece: after "odstranit" and "postavit" the
// piece is the object, in the accusative (the men animate: "bílého
// jezdce"; "černou dámu", "bílou věž"; "kámen" stays), and in the square
// phrases it stays the subject, in the nominative.
func TestCzechStepsDeclineThePiece(t *testing.T) {
	sq := func(s string) rules.Square {
		q, err := rules.ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	tests := []struct {
		step Step
		want string
	}{
		{Step{Kind: AddPiece, To: sq("e1"), Piece: rules.MakePiece(rules.White, rules.King)}, "Postavit bílého krále na Eva jedna."},
		{Step{Kind: AddPiece, To: sq("d8"), Piece: rules.MakePiece(rules.Black, rules.Queen)}, "Postavit černou dámu na David osm."},
		{Step{Kind: AddPiece, To: sq("a1"), Piece: rules.MakePiece(rules.White, rules.Rook)}, "Postavit bílou věž na Anna jedna."},
		{Step{Kind: AddPiece, To: sq("c8"), Piece: rules.MakePiece(rules.Black, rules.Bishop)}, "Postavit černého střelce na Cesar osm."},
		{Step{Kind: AddPiece, To: sq("g1"), Piece: rules.MakePiece(rules.White, rules.Knight)}, "Postavit bílého jezdce na Gustav jedna."},
		{Step{Kind: AddPiece, To: sq("e7"), Piece: rules.MakePiece(rules.Black, rules.Pawn)}, "Postavit černého pěšce na Eva sedm."},
		{Step{Kind: RemovePiece, From: sq("f3"), Piece: rules.MakePiece(rules.White, rules.Knight)}, "Odstranit jezdce z Felix tři."},
		{Step{Kind: RemovePiece, From: sq("d5"), Piece: rules.MakePiece(rules.Black, rules.Queen)}, "Odstranit dámu z David pět."},
		{Step{Kind: RemovePiece, From: sq("h8"), Piece: rules.MakePiece(rules.Black, rules.Rook)}, "Odstranit věž z Hector osm."},
		{Step{Kind: RemovePiece, From: sq("e6")}, "Odstranit kámen z Eva šest."},
		{Step{Kind: MovePiece, From: sq("e6"), To: sq("e5"), Piece: rules.MakePiece(rules.Black, rules.Pawn)}, "Pěšec z Eva šest na Eva pět."},
	}
	for _, tc := range tests {
		d := Difference{Steps: []Step{tc.step}}
		if got := d.Text(phonetic.CzechStyle); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.step, got, tc.want)
		}
	}
	// The square phrases keep the nominative.
	d := Difference{Squares: []SquareDiff{{Square: sq("d1"), Expected: rules.MakePiece(rules.White, rules.Queen)}}}
	if got, want := d.Text(phonetic.CzechStyle), "David jedna: chybí bílá dáma."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
