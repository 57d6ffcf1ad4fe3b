package twoboard

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestOwnMoveOnALaggingBoard: a player who makes his move on his board
// before he reproduced his opponent's last move (Annex D.2.3: the move is
// made when the piece is in its new hole) is told only the opponent's move
// to reproduce, not his own to take back; Target says so (lagMove, which
// the table reads as no illegal move, Article 7.5), and once the
// opponent's move is reproduced his own is made, in either order of the
// lifts and places. A move that is no legal move of his is still a
// difference with every step back.
func TestOwnMoveOnALaggingBoard(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		want    string // the facts after the opponent's move
		lagMove bool   // what Target says at the end
	}{
		{"own move, then the opponent's reproduced",
			[]string{"t lift g1", "t place f3", "wait", "t lift e7", "t place e5", "wait"},
			"touch tactile g1 N white|mismatch tactile e7-e5: Eva fünf: schwarzer Bauer fehlt. Eva sieben: ein schwarzer Bauer zu viel. Bauer von Eva sieben nach Eva fünf.|move tactile Nf3|lagging sighted 2 g1-f3",
			false},
		{"own move, the opponent's not reproduced",
			[]string{"t lift g1", "t place f3", "wait"},
			"touch tactile g1 N white|mismatch tactile e7-e5: Eva fünf: schwarzer Bauer fehlt. Eva sieben: ein schwarzer Bauer zu viel. Bauer von Eva sieben nach Eva fünf.",
			true},
		{"own move lifted while the opponent's is half reproduced",
			[]string{"t lift e7", "t lift g1", "t place f3", "t place e5", "wait"},
			"touch tactile g1 N white|move tactile Nf3|lagging sighted 2 g1-f3",
			false},
		{"an illegal move on the lagging board",
			[]string{"t lift g1", "t place g3", "wait"},
			"touch tactile g1 N white|mismatch tactile g3-g1,e7-e5: Gustav eins: weißer Springer fehlt. Gustav drei: ein weißer Springer zu viel. Eva fünf: schwarzer Bauer fehlt. Eva sieben: ein schwarzer Bauer zu viel. Springer von Gustav drei nach Gustav eins. Bauer von Eva sieben nach Eva fünf.",
			false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, "", rules.White)
			h.tr.opts.LagMoves = true
			h.do("t lift e2", "t place e4", "wait", "s lift e2", "s place e4", "s lift e7", "s place e5", "wait")
			h.out = nil
			h.do(tt.lines...)
			if got := strings.Join(h.out, "|"); got != tt.want {
				t.Errorf("facts:\n got %s\nwant %s", got, tt.want)
			}
			if _, lag := h.tr.Target(Tactile); lag != tt.lagMove {
				t.Errorf("Target: lagMove %v, want %v", lag, tt.lagMove)
			}
		})
	}
}
