//go:build linux

package emulator

import (
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
)

// TestCertaboSpareQueens plays a promotion with a Certabo set's spare
// queen (a chip of its own, not the start position's queen's) through a
// real pseudo-terminal. Calibrated with the spare queens on d3 and d6
// beside the start position (where picochess and certabo-lichess have
// them at the calibration), the spare queen put on e8 is a white queen;
// never calibrated, it is said as a chip not calibrated, and nothing is
// invented for e8.
func TestCertaboSpareQueens(t *testing.T) {
	for _, tc := range []struct {
		name     string
		spares   bool
		promoted []string
	}{
		{"calibrated with the spare queens", true, []string{"lift e7 white pawn", "place e8 white queen"}},
		{"spare queens never calibrated", false, []string{
			"lift e7 white pawn",
			"error: Certabo board: the piece on e8 has a chip that was not calibrated (a spare piece?); put a piece of the set there, or set up the start position with it to calibrate again",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newPair(t, eboard.Certabo, Options{})
			p.expect(connectedPrefix(eboard.Certabo), "snapshot, 32 pieces")
			if tc.spares {
				// The spare queens set beside the start position: their
				// chips are learnt, and the board is read again whole.
				p.do("place d3 Q")
				p.expect("resync: Certabo board calibrated again from the start position: 13 chips", "snapshot, 33 pieces")
				p.checkBoard()
				p.do("place d6 q")
				p.expect("resync: Certabo board calibrated again from the start position: 14 chips", "snapshot, 34 pieces")
				p.checkBoard()
				p.do("remove d3", "remove d6")
				p.expect("lift d3 white queen", "lift d6 black queen")
			}
			// A white pawn reaches e7 with e8 free.
			p.do("remove e7", "remove e8", "move e2 e7")
			p.expect("lift e7 black pawn", "lift e8 black king", "lift e2 white pawn", "place e7 white pawn")
			// It promotes: the pawn off, the spare queen from the box on
			// e8 (a queen placed by name is the spare one).
			p.do("lift e7", "place e8 Q")
			p.expect(tc.promoted...)
			if tc.spares {
				p.checkBoard()
			}
			// Then the game goes on: the start position's own queen
			// is still known.
			p.do("move d1 d4")
			p.expect("lift d1 white queen", "place d4 white queen")
		})
	}
}
