package twoboard

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

func TestQuietMoveBothBoards(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("t lift e2", "t place e4")
	h.check("touch tactile e2 P white")
	h.do("wait")
	h.check("move tactile e4", "lagging sighted 0 e2-e4")
	// The assistant reproduces it on the sighted board: no touch (R213).
	h.do("s lift e2", "s place e4")
	h.check("synced sighted")
	// Black answers on the sighted board; the tactile board lags.
	h.do("s lift e7", "s place e5", "wait")
	h.check("touch sighted e7 p black", "move sighted e5", "lagging tactile 1 e7-e5")
	h.do("t lift e7", "t place e5")
	h.check("synced tactile")
}

func TestSettleAndNextLiftCommit(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("t lift g1", "t place f3", "tick")
	h.check("touch tactile g1 N white")
	// The next lift elsewhere makes the resting move.
	h.do("s lift g1")
	h.check("move tactile Nf3", "lagging sighted 0 g1-f3")
}

func TestCaptures(t *testing.T) {
	fen := "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	// Victim first, mover first, on the tactile board.
	for _, order := range [][]string{
		{"t lift d5", "t lift e4", "t place d5"},
		{"t lift e4", "t lift d5", "t place d5"},
	} {
		h := newHarness(t, fen, rules.White)
		h.do(order...)
		h.do("wait")
		h.check("touch tactile "+order[0][7:]+" "+map[bool]string{true: "p white other", false: "P white"}[order[0] == "t lift d5"],
			"touch tactile "+order[1][7:]+" "+map[bool]string{true: "p white other", false: "P white"}[order[1] == "t lift d5"],
			"move tactile exd5", "lagging sighted 0 d5-,e4-d5")
		// On the sighted board, in either order too.
		h.do("s lift "+order[0][7:], "s lift "+order[1][7:], "s place d5")
		h.check("synced sighted")
	}
}

func TestHeldPieceIsNoCapture(t *testing.T) {
	// The knight on f3 could take on e5; lifted and held, the occupancy is
	// that of Nxe5, but nothing was placed on e5.
	h := newHarness(t, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", rules.White)
	h.do("t lift f3", "wait")
	h.check("touch tactile f3 N white")
	h.do("t lift e5", "t place e5", "wait")
	h.check("touch tactile e5 p white other", "move tactile Nxe5", "lagging sighted 0 e5-,f3-e5")
}

func TestSameSourceCaptureTactile(t *testing.T) {
	// Ng5 can take f7 or h7: the occupancy after either is the same; the
	// square the knight was put on decides.
	fen := "rnbqkb1r/pppp1ppp/5n2/4p1N1/4P3/8/PPPP1PPP/RNBQKB1R w KQkq - 2 4"
	for _, to := range []string{"f7", "h7"} {
		h := newHarness(t, fen, rules.White)
		h.do("t lift "+to, "t lift g5", "t place "+to, "wait")
		h.check("touch tactile "+to+" p white other", "touch tactile g5 N white", "move tactile Nx"+to, "lagging sighted 0 "+to+"-,g5-"+to)
	}
}

func TestEnPassant(t *testing.T) {
	fen := "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
	for _, order := range [][]string{
		{"t lift f5", "t lift e5", "t place f6"},
		{"t lift e5", "t place f6", "t lift f5"},
	} {
		h := newHarness(t, fen, rules.White)
		h.do(order...)
		h.do("wait")
		h.out = h.out[len(h.out)-2:]
		h.check("move tactile exf6", "lagging sighted 0 f5-,e5-f6")
		h.do("s lift e5", "s place f6", "s lift f5", "wait")
		h.check("synced sighted")
	}
}

func TestCastlingEitherOrder(t *testing.T) {
	fen := "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8"
	for _, tc := range []struct {
		lines []string
		san   string
	}{
		{[]string{"t lift e1", "t place g1", "t lift h1", "t place f1"}, "O-O"},
		{[]string{"t lift h1", "t place f1", "t lift e1", "t place g1"}, "O-O"},
		{[]string{"t lift e1", "t place c1", "t lift a1", "t place d1"}, "O-O-O"},
		{[]string{"t lift a1", "t place d1", "t lift e1", "t place c1"}, "O-O-O"},
	} {
		h := newHarness(t, fen, rules.White)
		h.do(tc.lines...)
		h.do("wait")
		last := h.out[len(h.out)-2]
		if last != "move tactile "+tc.san && last != "move tactile "+tc.san+" touched "+tc.lines[0][7:] {
			t.Errorf("%v: %v", tc.lines, h.out)
		}
	}
}

func TestRookFirstCastlingWaits(t *testing.T) {
	// Rf1 is a legal move, but the rook may be the first half of O-O: the
	// king's lift keeps it open, and the king on g1 makes it castling.
	h := newHarness(t, "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8", rules.White)
	h.do("t lift h1", "t place f1", "wait", "wait")
	h.check("touch tactile h1 R white")
	h.do("t lift e1", "t place g1", "wait")
	h.check("touch tactile e1 K white", "move tactile O-O touched h1", "lagging sighted 0 h1-f1,e1-g1")
	// Without the king, the clock press makes it the rook move.
	h = newHarness(t, "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8", rules.White)
	h.do("t lift h1", "t place f1", "commit t")
	h.check("touch tactile h1 R white", "move tactile Rf1", "lagging sighted 0 h1-f1")
}

func TestChess960Castling(t *testing.T) {
	// R246: K d1, R a1; O-O-O is K→c1, R→d1. Kc1 alone is a legal king
	// move too: it is not made while the rook may follow.
	fen := "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"
	h := newHarness(t, fen, rules.White)
	h.do("t lift d1", "t place c1", "wait", "wait")
	h.check("touch tactile d1 K white")
	h.do("t lift a1", "t place d1", "wait")
	h.check("touch tactile a1 R white", "move tactile O-O-O+", "lagging sighted 0 d1-c1,a1-d1")
	// The same king move, committed by the clock press: Kc1.
	h = newHarness(t, fen, rules.White)
	h.do("t lift d1", "t place c1", "wait", "commit t")
	h.check("touch tactile d1 K white", "move tactile Kc1", "lagging sighted 0 d1-c1")
	// A lift of another piece ends the castling reading: Kc1.
	h = newHarness(t, fen, rules.White)
	h.do("t lift d1", "t place c1", "s lift d8")
	h.check("touch tactile d1 K white")
	h.do("t lift h1", "wait")
	h.check("move tactile Kc1", "lagging sighted 0 d1-c1", "touch tactile h1 R white", "touch sighted d8 k black")
	// K e1, R f1: g-side castling is the king alone to g1.
	h = newHarness(t, "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", rules.White)
	h.do("t lift e1", "t place g1", "wait")
	h.check("touch tactile e1 K white", "move tactile O-O", "lagging sighted 0 e1-g1")
}

func TestPromotion(t *testing.T) {
	fen := "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"
	// Tactile, no piece said: asked, then told.
	h := newHarness(t, fen, rules.White)
	h.do("t lift e7", "t place e8", "wait")
	h.check("touch tactile e7 P white", "promotion tactile e7e8q,e7e8r,e7e8b,e7e8n")
	h.do("promote n")
	h.check("move tactile e8=N+", "lagging sighted 0 e7-,N@e8")
	h.do("s lift e7", "s place e8 n")
	h.check("synced sighted")
	// Tactile, said before ("Dame").
	h = newHarness(t, fen, rules.White)
	h.do("promote q", "t lift e7", "t place e8", "wait")
	h.check("touch tactile e7 P white", "move tactile e8=Q", "lagging sighted 0 e7-,Q@e8")
	// The sighted board tells the piece (Black's promotion).
	h = newHarness(t, "8/6K1/8/8/8/8/4p1k1/8 w - - 0 1", rules.White)
	h.do("push Kf7", "t lift g7", "t place f7", "s lift g7", "s place f7", "s lift e2", "s place e1 r", "wait")
	h.check("pushed Kf7", "lagging tactile 0 g7-f7", "lagging sighted 0 g7-f7", "synced tactile", "synced sighted",
		"touch sighted e2 p black",
		"move sighted e1=R", "lagging tactile 1 e2-,r@e1") // the pawn off, a rook on: not "Turm von Eva zwei"
}

// TestArticle4_6PromotionInAnyOrder: a promotion is read however it is
// made (R048-R050): the pawn need not stand on the last rank (4.6.1), the
// new piece may be put down before the pawn is taken off (4.6.2; the move
// is made only when both are done, 4.7.3), and a piece on the promotion
// square is captured (4.6.3), on the tactile board and the sighted one.
func TestArticle4_6PromotionInAnyOrder(t *testing.T) {
	// The tactile board: White's pawn e7 takes the rook on d8, the queen
	// said before; the pawn lifted first or the rook first.
	for _, c := range []struct{ lines, touches []string }{
		{[]string{"t lift e7", "t lift d8", "t place d8"}, []string{"touch tactile e7 P white", "touch tactile d8 r white other"}},
		{[]string{"t lift d8", "t lift e7", "t place d8"}, []string{"touch tactile d8 r white other", "touch tactile e7 P white"}},
	} {
		h := newHarness(t, "3r4/4P1k1/8/8/8/8/6K1/8 w - - 0 1", rules.White)
		h.do("promote q")
		h.do(c.lines...)
		h.do("wait")
		h.check(append(c.touches, "move tactile exd8=Q", "lagging sighted 0 e7-,d8-,Q@d8")...)
	}
	// The sighted board: Black's pawn e2 promotes on e1, or takes the
	// rook on d1; the queen stands on its square before the pawn is taken
	// off, and nothing is made until it is.
	for _, c := range []struct {
		name       string
		shots      []string // the sighted board's placements, one after the other
		move, lags string
	}{
		{"queen first, no capture", []string{"8/5K2/8/8/8/8/4p1k1/3Rq3", "8/5K2/8/8/8/8/6k1/3Rq3"}, "move sighted e1=Q", "lagging tactile 1 e2-,q@e1"},
		{"queen first, capture", []string{"8/5K2/8/8/8/8/4p1k1/3q4", "8/5K2/8/8/8/8/6k1/3q4"}, "move sighted exd1=Q", "lagging tactile 1 d1-,e2-,q@d1"},
		{"rook off, queen, pawn off", []string{"8/5K2/8/8/8/8/4p1k1/8", "8/5K2/8/8/8/8/4p1k1/3q4", "8/5K2/8/8/8/8/6k1/3q4"}, "move sighted exd1=Q", "lagging tactile 1 d1-,e2-,q@d1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, "8/6K1/8/8/8/8/4p1k1/3R4 w - - 0 1", rules.White)
			h.do("push Kf7", "t lift g7", "t place f7", "s lift g7", "s place f7")
			h.check("pushed Kf7", "lagging tactile 0 g7-f7", "lagging sighted 0 g7-f7", "synced tactile", "synced sighted")
			for _, s := range c.shots[:len(c.shots)-1] {
				h.do("s snapshot "+s, "wait")
			}
			h.check() // the pawn still on e2: nothing is made yet
			h.do("s snapshot "+c.shots[len(c.shots)-1], "wait")
			h.check(c.move, c.lags)
		})
	}
}

func TestSlideOnDGT(t *testing.T) {
	// The bishop slides c8–d7–e6: Bd7 shows on the way but is not made.
	h := newHarness(t, "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 3", rules.White)
	h.do("s lift c8", "s place d7", "tick", "s lift d7", "s place e6", "wait")
	h.check("touch sighted c8 b black", "move sighted Be6", "lagging tactile 0 c8-e6")
}

func TestBounceAndAdjustment(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("t bounce e2", "wait", "s bounce e7", "wait")
	h.check()
	// An adjustment on the sighted board: a touch, no move.
	h.do("push e4", "s lift e2", "s place e4")
	h.check("pushed e4", "lagging tactile 0 e2-e4", "lagging sighted 0 e2-e4", "synced sighted")
	h.do("s lift e7", "s place e7", "wait")
	h.check("touch sighted e7 p black")
}

func TestTouchMoveNote(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("t lift g1", "t place g1", "t lift e2", "t place e4", "wait")
	h.check("touch tactile g1 N white", "touch tactile e2 P white", "move tactile e4 touched g1", "lagging sighted 0 e2-e4")
	// A touched piece without a legal move gives no note.
	h = newHarness(t, "", rules.White)
	h.do("t lift a1", "t place a1", "t lift e2", "t place e4", "wait")
	h.check("touch tactile a1 R white", "touch tactile e2 P white", "move tactile e4", "lagging sighted 0 e2-e4")
}

// TestTouchMoveNoteArticles4_3To4_5 checks the arbiter's touch-move note
// on the VI player's board, where every lift is a touch (D.2.2), rule by
// rule (R040-R044, R047 of fide-requirements.md): the note names the piece
// that had to be moved or captured, and no note is given for a move the
// touches allow.
func TestTouchMoveNoteArticles4_3To4_5(t *testing.T) {
	const castling = "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8"
	const capture = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	for _, tc := range []struct {
		name, fen string
		lines     []string
		want      string // the move fact
	}{
		// 4.3.1: the first touched piece that can be moved.
		{"4.3.1 own piece moved", "", []string{"t lift g1", "t place g1", "t lift e2", "t place e4"}, "move tactile e4 touched g1"},
		{"4.3.1 the touched piece moved", "", []string{"t lift g1", "t place f3"}, "move tactile Nf3"},
		{"4.3.1 first touched cannot move, the second can", "", []string{"t lift a1", "t place a1", "t lift g1", "t place g1", "t lift e2", "t place e4"}, "move tactile e4 touched g1"},
		// 4.5: none of the touched pieces can move.
		{"4.5 touched piece has no move", "", []string{"t lift a1", "t place a1", "t lift e2", "t place e4"}, "move tactile e4"},
		// 4.3.2: the first touched opponent's piece that can be captured.
		{"4.3.2 opponent's piece not captured", capture, []string{"t lift d5", "t place d5", "t lift g1", "t place f3"}, "move tactile Nf3 touched d5"},
		// A presence board: d5 lifted and put back before e4 is lifted is
		// no capture, the pawn goes on to e5 (it used to be read as exd5).
		{"4.3.2 opponent's piece put back, pawn pushed", capture, []string{"t lift d5", "t place d5", "t lift e4", "t place e5"}, "move tactile e5 touched d5"},
		{"4.3.2 opponent's piece that cannot be captured", capture, []string{"t lift d8", "t place d8", "t lift g1", "t place f3"}, "move tactile Nf3"},
		// 4.3.3: the first own piece captures the first opponent's piece.
		{"4.3.3 captured by the first own piece", capture, []string{"t lift d5", "t lift e4", "t place d5"}, "move tactile exd5"},
		{"4.3.3 own first, then the opponent's, another move", capture, []string{"t lift e4", "t place e4", "t lift d5", "t place d5", "t lift g1", "t place f3"}, "move tactile Nf3 touched e4"},
		{"4.3.3 opponent's first, then own, another move", capture, []string{"t lift d5", "t place d5", "t lift e4", "t place e4", "t lift g1", "t place f3"}, "move tactile Nf3 touched d5"},
		{"4.3.3 own cannot take it: the first that can move", capture, []string{"t lift g1", "t place g1", "t lift d5", "t place d5", "t lift b1", "t place c3"}, "move tactile Nc3 touched g1"},
		// 4.4.1: king, then rook: castle with that rook.
		{"4.4.1 king then rook, castled", castling, []string{"t lift e1", "t place e1", "t lift h1", "t place h1", "t lift e1", "t place g1", "t lift h1", "t place f1"}, "move tactile O-O"},
		{"4.4.1 king then rook, king moved", castling, []string{"t lift e1", "t place e1", "t lift h1", "t place h1", "t lift e1", "t place f1"}, "move tactile Kf1 touched e1 then h1"},
		{"4.4.1 king then rook, other castling", castling, []string{"t lift e1", "t place e1", "t lift h1", "t place h1", "t lift e1", "t place c1", "t lift a1", "t place d1"}, "move tactile O-O-O touched e1 then h1"},
		// 4.4.2: rook, then king: the rook must move, no castling.
		{"4.4.2 rook then king, castled", castling, []string{"t lift h1", "t place h1", "t lift e1", "t place g1", "t lift h1", "t place f1"}, "move tactile O-O touched h1"},
		{"4.4.2 rook then king, rook moved", castling, []string{"t lift h1", "t place h1", "t lift e1", "t place e1", "t lift h1", "t place g1"}, "move tactile Rg1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, tc.fen, rules.White)
			h.do(tc.lines...)
			h.do("wait")
			var got string
			for _, o := range h.out {
				if strings.HasPrefix(o, "move ") {
					got = o
				}
			}
			if got != tc.want {
				t.Errorf("got %q, want %q (all: %q)", got, tc.want, h.out)
			}
		})
	}
}

func TestMismatchAndFix(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("push e4", "t lift e2", "t place e4", "s lift e2", "s place e4")
	h.check("pushed e4", "lagging tactile 0 e2-e4", "lagging sighted 0 e2-e4", "synced tactile", "synced sighted")
	h.do("s lift e7", "s place e5", "wait")
	h.check("touch sighted e7 p black", "move sighted e5", "lagging tactile 1 e7-e5")
	// The VI player reproduces it one square short.
	h.do("t lift e7", "t place e6", "wait")
	h.check("mismatch tactile e6-e5: Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.")
	h.do("wait")
	h.check()
	h.do("t lift e6", "t place e5")
	h.check("synced tactile")
}

func TestClockPressBeforeMove(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("t lift e2", "commit t")
	h.check("touch tactile e2 P white", "refused")
	h.do("t place e4", "commit t")
	h.check("move tactile e4", "lagging sighted 0 e2-e4")
}

func TestFaultAndResync(t *testing.T) {
	h := newHarness(t, "", rules.White)
	h.do("s gone", "s gone")
	h.check("fault sighted")
	h.do("t lift e2", "t place e4", "wait")
	h.check("touch tactile e2 P white", "move tactile e4")
	h.do("s snapshot rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
	h.check("synced sighted")
}

func TestOpponentMoveNotOnVIBoard(t *testing.T) {
	// A black move made on the tactile board is not a move: the VI board
	// makes only the VI player's moves.
	h := newHarness(t, "", rules.White)
	h.do("push e4", "t lift e2", "t place e4")
	h.check("pushed e4", "lagging tactile 0 e2-e4", "lagging sighted 0 e2-e4", "synced tactile")
	h.do("t lift e7", "t place e5", "wait")
	h.check("touch tactile e7 p white other", "mismatch tactile e5-e7: Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva fünf nach Eva sieben.")
	// The sighted board still lags: that is described, not a mismatch.
	h.do("flush")
	h.check()
}
