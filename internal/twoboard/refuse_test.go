package twoboard

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// refuseLast takes back the last move of the harness's game as the table
// does when it refuses a reply made before the opponent's press (Reset to
// the game without it), and tells the tracker which board made it.
func (h *harness) refuseLast(b Board) {
	h.t.Helper()
	n := h.tr.N()
	m := h.tr.moves[n-1]
	if err := h.tr.Reset(h.tr.pos[0], h.tr.moves[:n-1]); err != nil {
		h.t.Fatal(err)
	}
	h.tr.Refuse(b, m)
	h.facts(h.tr.Refresh(h.now))
	h.out = append(h.out, "refused "+b.String())
}

// TestRefusedMoveIsMadeAtTheCommitPoint: a move the table refused (made
// before the opponent pressed) is remembered with the pieces seen lifted
// for it, so that the player's commit point makes it while it stands on
// the board, a capture on a board that senses only presence too. A board
// changed since, another move made, or a Reset forgets it.
func TestRefusedMoveIsMadeAtTheCommitPoint(t *testing.T) {
	const capture = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	tests := []struct {
		name  string
		fen   string
		board Board
		move  []string // the lines that make the move
		after []string // the lines after the refusal
		want  string   // the facts after the refusal
	}{
		{"tactile capture, the captured pawn off the board", capture, Tactile,
			[]string{"t lift d5", "t lift e4", "t place d5", "wait"},
			[]string{"commit t"},
			"refused tactile|move tactile exd5"},
		{"sighted move", "", Sighted,
			[]string{"push e4", "s lift e2", "s place e4", "s lift e7", "s place e5", "wait"},
			[]string{"commit s"},
			"refused sighted|move sighted e5"},
		{"put back, then the commit point makes nothing", capture, Tactile,
			[]string{"t lift d5", "t lift e4", "t place d5", "wait"},
			[]string{"t lift d5", "t place e4", "commit t"},
			"refused tactile|refused"},
		{"another move made forgets it", capture, Tactile,
			[]string{"t lift d5", "t lift e4", "t place d5", "wait"},
			[]string{"push exd5", "commit t"},
			"refused tactile|pushed exd5|refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, tt.fen, rules.White)
			h.do(tt.move...)
			if !strings.Contains(strings.Join(h.out, "|"), "move "+tt.board.String()) {
				t.Fatalf("the move was not made: %q", h.out)
			}
			h.out = nil
			h.refuseLast(tt.board)
			h.do(tt.after...)
			// What the other board and the touches say is not the point.
			other := Tactile
			if tt.board == Tactile {
				other = Sighted
			}
			var got []string
			for _, o := range h.out {
				if !strings.HasPrefix(o, "touch") && !strings.HasPrefix(o, "mismatch") && !strings.Contains(o, " "+other.String()) {
					got = append(got, o)
				}
			}
			if strings.Join(got, "|") != tt.want {
				t.Errorf("facts %q, want %s", h.out, tt.want)
			}
		})
	}
	// Without Refuse (before the fix) the commit point finds no move: the
	// capture's lifts were forgotten by the Reset.
	h := newHarness(t, capture, rules.White)
	h.do("t lift d5", "t lift e4", "t place d5", "wait")
	n := h.tr.N()
	if err := h.tr.Reset(h.tr.pos[0], h.tr.moves[:n-1]); err != nil {
		t.Fatal(err)
	}
	h.tr.Refresh(h.now)
	h.out = nil
	h.do("commit t")
	if strings.Join(h.out, "|") != "refused" {
		t.Errorf("after a Reset alone: %q, want refused", h.out)
	}
}
