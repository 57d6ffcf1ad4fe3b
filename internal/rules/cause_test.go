package rules

import "testing"

// TestMoveErrorCause: every illegal move carries its cause and square, so
// that a caller can say the same reason in every language.
func TestMoveErrorCause(t *testing.T) {
	cases := []struct {
		fen, move string
		cause     MoveCause
		sq        string
	}{
		{"", "Ke3", CauseCannotReach, "e3"},
		{"", "1454", CauseNoPiece, "a4"},
		{"", "e7e5", CauseOpponentPiece, "e7"},
		{"", "Nb1c3x", CauseUnknown, ""},
		{"", "Ne2e4", CauseOtherPiece, "e2"},
		{"", "O-O", CauseCastleBlocked, ""},
		{"4k3/8/8/8/8/8/4r3/4K2R w K - 0 1", "O-O", CauseCastleInCheck, ""},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", CauseNoCastlingRight, ""},
		{"3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", CauseCastleThroughCheck, "d1"},
		{"4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "Bd3", CauseKingInCheck, "d3"},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e3=Q", CausePromotionRank, "e3"},
	}
	for _, c := range cases {
		p := StartPosition()
		if c.fen != "" {
			var err error
			if p, err = ParseFEN(c.fen); err != nil {
				t.Fatalf("%s: %v", c.fen, err)
			}
		}
		_, err := p.ParseMove(c.move)
		me, ok := err.(*MoveError)
		if !ok {
			t.Errorf("%s in %q: %v, want a *MoveError", c.move, c.fen, err)
			continue
		}
		if me.Cause != c.cause || c.sq != "" && me.Square.String() != c.sq {
			t.Errorf("%s in %q: cause %d on %v, want %d on %s (%v)", c.move, c.fen, me.Cause, me.Square, c.cause, c.sq, err)
		}
	}
}
