package rules

import (
	"sort"
	"strings"
	"testing"
)

// TestArticles1To3RuleByRule checks Articles 1–3 of the Laws one rule at a
// time, with the IDs R001–R032 of the project's checklist
// (fide-requirements.md; docs/play.md "Rule by rule"). Each row sets up a
// position (fen; empty is the initial position of 2.3), plays moves in
// English SAN, and then asserts the exact set of legal moves from one
// square (from; empty: all of them), the placement, the status, or
// whether the side to move is in check.
func TestArticles1To3RuleByRule(t *testing.T) {
	tests := []struct {
		rule      string
		fen       string
		moves     string
		from      string // the square whose legal moves are listed; "" for all
		want      string // the legal moves (UCI, sorted); "-" for none; "" not checked
		placement string // the first field of the FEN after the moves; "" not checked
		status    string // Status.String after the moves; "" not checked
		check     bool   // the side to move is in check
	}{
		// 1.1–1.2: White moves first, then the players move alternately.
		{rule: "R001 1.2 White moves first", from: "e2", want: "e2e3 e2e4"},
		{rule: "R001 1.2 Black does not move first", from: "e7", want: "-"},
		{rule: "R001 1.1 alternately: Black after White", moves: "e4", from: "e7", want: "e7e5 e7e6"},
		{rule: "R001 1.1 alternately: not White twice", moves: "e4", from: "d2", want: "-"},
		// 1.4: the king may not be captured; a mated king has no move and the game is over.
		{rule: "R003 1.4.1 checkmate", moves: "f3 e5 g4 Qh4", want: "-", status: "checkmate", check: true},
		// 1.5, 5.2.2: nobody can mate.
		{rule: "R004 1.5 nobody can mate", fen: "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", status: "dead"},
		// 2.2, 2.3: the pieces and the initial position.
		{rule: "R006 R007 2.2 2.3 the initial position", placement: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", status: "ongoing"},
		// 3.1: not onto an own piece; a capture removes the captured piece.
		{rule: "R009 3.1 not onto an own piece (rook)", from: "a1", want: "-"},
		{rule: "R009 3.1 not onto an own piece (knight)", from: "b1", want: "b1a3 b1c3"},
		{rule: "R010 3.1.1 the captured piece is removed", fen: "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", moves: "exd5", placement: "4k3/8/8/3P4/8/8/8/4K3"},
		// 3.1.2, 3.1.3: a pinned bishop still attacks e5 and f4.
		{rule: "R011 R012 3.1.3 a pinned piece attacks", fen: "8/8/k2b3R/8/4K3/8/8/8 w - - 0 1", from: "e4", want: "e4d3 e4d4 e4d5 e4e3 e4f3 e4f5"},
		// 3.2–3.6: the pieces' moves on an open board.
		{rule: "R013 3.2 bishop", fen: "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1", from: "d4",
			want: "d4a1 d4a7 d4b2 d4b6 d4c3 d4c5 d4e3 d4e5 d4f2 d4f6 d4g1 d4g7 d4h8"},
		{rule: "R014 3.3 rook", fen: "4k3/8/8/8/3R4/8/8/4K3 w - - 0 1", from: "d4",
			want: "d4a4 d4b4 d4c4 d4d1 d4d2 d4d3 d4d5 d4d6 d4d7 d4d8 d4e4 d4f4 d4g4 d4h4"},
		{rule: "R015 3.4 queen", fen: "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", from: "d4",
			want: "d4a1 d4a4 d4a7 d4b2 d4b4 d4b6 d4c3 d4c4 d4c5 d4d1 d4d2 d4d3 d4d5 d4d6 d4d7 d4d8 d4e3 d4e4 d4e5 d4f2 d4f4 d4f6 d4g1 d4g4 d4g7 d4h4 d4h8"},
		{rule: "R016 3.5 no jumping over a piece", fen: "4k3/8/3p4/8/3R1P2/8/8/4K3 w - - 0 1", from: "d4",
			want: "d4a4 d4b4 d4c4 d4d1 d4d2 d4d3 d4d5 d4d6 d4e4"},
		{rule: "R017 3.6 the knight jumps", fen: "4k3/8/8/2ppp3/2pNp3/2ppp3/8/4K3 w - - 0 1", from: "d4",
			want: "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5"},
		// 3.7: the pawn.
		{rule: "R018 3.7.1 one square forward", fen: "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", from: "e3", want: "e3e4"},
		{rule: "R018 3.7.1 only to an unoccupied square", fen: "4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", from: "e3", want: "-"},
		{rule: "R019 3.7.2 two squares on the first move", fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", from: "e2", want: "e2e3 e2e4"},
		{rule: "R019 3.7.2 both squares unoccupied", fen: "4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1", from: "e2", want: "e2e3"},
		{rule: "R019 3.7.2 not across a piece", fen: "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", from: "e2", want: "-"},
		{rule: "R020 3.7.3 captures diagonally forward only", fen: "4k3/8/8/3p1p2/4P3/3p4/8/4K3 w - - 0 1", from: "e4", want: "e4d5 e4e5 e4f5"},
		{rule: "R021 3.7.4.1 en passant", fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", moves: "d5", from: "e5", want: "e5d6 e5e6"},
		{rule: "R021 3.7.4.1 en passant removes the pawn that passed", fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", moves: "d5 exd6", placement: "4k3/8/3P4/8/8/8/8/4K3"},
		{rule: "R022 3.7.4.2 only as the immediate reply", fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", moves: "d5 Ke2 Kf7", from: "e5", want: "e5e6"},
		// 3.7.5: promotion on the furthest rank (the 2018 Czech text says
		// "nearest": not copied), to Q, R, B or N, not limited to captured
		// pieces, acting at once.
		{rule: "R023 3.7.5.1 on the furthest rank, to Q R B N", fen: "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", from: "b7", want: "b7b8b b7b8n b7b8q b7b8r"},
		{rule: "R023 3.7.5.1 not on the nearest rank", fen: "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", from: "b2", want: "b2b3 b2b4"},
		{rule: "R023 3.7.5.1 black promotes on rank 1", fen: "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", from: "b2", want: "b2b1b b2b1n b2b1q b2b1r"},
		{rule: "R024 3.7.5.2 a third queen", fen: "4k3/1P6/8/8/8/8/8/QQ2K3 w - - 0 1", moves: "b8=Q", placement: "1Q2k3/8/8/8/8/8/8/QQ2K3", check: true},
		{rule: "R025 3.7.5.3 the new piece mates at once", fen: "7k/4P3/6K1/8/8/8/8/8 w - - 0 1", moves: "e8=Q", status: "checkmate", check: true},
		// 3.8: the king and castling.
		{rule: "R026 3.8.1 the king", fen: "4k3/8/8/8/3K4/8/8/8 w - - 0 1", from: "d4", want: "d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5"},
		{rule: "R027 3.8.2 castling both sides", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", from: "e1", want: "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"},
		{rule: "R027 3.8.2 O-O: king two squares, the rook over it", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", moves: "O-O", placement: "r3k2r/8/8/8/8/8/8/R4RK1"},
		{rule: "R027 3.8.2 O-O-O", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", moves: "O-O-O", placement: "r3k2r/8/8/8/8/8/8/2KR3R"},
		{rule: "R028 3.8.2.1 lost when the king has moved", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", moves: "Kd1 Kd8 Ke1 Ke8", from: "e1", want: "e1d1 e1d2 e1e2 e1f1 e1f2"},
		{rule: "R028 3.8.2.1 lost with a rook that has moved", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", moves: "Rh2 Rh7 Rh1 Rh8", from: "e1", want: "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2"},
		{rule: "R029 3.8.2.2.1 not across an attacked square", fen: "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", from: "e1", want: "e1c1 e1d1 e1f2"},
		{rule: "R029 3.8.2.2.1 not out of check", fen: "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1", from: "e1", want: "e1d1 e1d2 e1f1 e1f2", check: true},
		{rule: "R030 3.8.2.2.2 not with a piece between", fen: "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", from: "e1", want: "e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"},
		{rule: "R030 b1 may be attacked", fen: "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", from: "e1", want: "e1c1 e1d1 e1f1 e1g1"},
		// 3.9: check, also by a pinned piece; no move may leave the king in check.
		{rule: "R031 3.9.1 check by a pinned knight", fen: "8/7k/8/8/8/3n4/8/1B2K3 w - - 0 1", want: "b1d3 e1d1 e1d2 e1e2 e1f1", check: true},
		{rule: "R032 3.9.2 a pinned piece does not move", fen: "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", from: "e2", want: "-"},
	}
	for _, tc := range tests {
		t.Run(tc.rule, func(t *testing.T) {
			g := NewGame()
			if tc.fen != "" {
				g = newGameFEN(t, tc.fen)
			}
			playAll(t, g, tc.moves)
			p := g.Position()
			if tc.want != "" {
				var got []string
				for _, m := range p.Legal() {
					if tc.from == "" || m.From().String() == tc.from {
						got = append(got, p.UCI(m))
					}
				}
				sort.Strings(got)
				s := strings.Join(got, " ")
				if s == "" {
					s = "-"
				}
				if s != tc.want {
					t.Errorf("legal moves %s\n got %s\nwant %s", tc.from, s, tc.want)
				}
			}
			if tc.placement != "" {
				if got, _, _ := strings.Cut(p.FEN(), " "); got != tc.placement {
					t.Errorf("placement %s, want %s", got, tc.placement)
				}
			}
			if tc.status != "" {
				if got := p.Status().String(); got != tc.status {
					t.Errorf("status %s, want %s", got, tc.status)
				}
			}
			if got := p.InCheck(); got != tc.check {
				t.Errorf("in check %v, want %v", got, tc.check)
			}
		})
	}
}
