package rules

import (
	"math/rand/v2"
	"testing"
)

func TestDeadPositions(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		dead bool
	}{
		// Material alone (rules-core.md §7: only K v K, K+minor v K and
		// same-coloured bishops are dead; KN v KN and KB v KN are not).
		{"K v K", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"KN v K", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", true},
		{"KB v K", "4k3/8/8/8/8/8/8/2B1K3 b - - 0 1", true},
		{"K v KN", "4k1n1/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"KB v KB same colour", "3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1", true},
		{"KBB v KB mixed colours", "4k3/8/8/1b6/8/8/8/2B1KB2 w - - 0 1", false}, // c1 dark, f1 light
		{"KBB v KB all dark", "4kb2/8/8/8/8/4B3/8/2B1K3 w - - 0 1", true},       // f8, e3, c1
		{"KN v KN", "8/8/4K3/8/1n6/8/5k1N/8 w - - 0 1", false},
		{"KB v KN", "4k3/8/8/8/8/8/8/1n1BK3 w - - 0 1", false},
		{"KB v KB opposite colours", "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false},
		{"KNN v K", "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", false},
		{"KN v KP", "4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1", false},
		{"KB v KP", "4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1", false},
		{"KN v KQ", "3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1", false}, // the queen side can mate
		{"KR v K", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false},
		{"KP v K", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},
		// Blocked pawns (FIDE 5.2.2; not detected by any library surveyed).
		{"blocked a/d/g pawns", "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1", true},
		{"blocked, black to move", "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 b - - 0 1", true},
		{"blocked chain", "8/2k5/8/1p1p1p1p/1P1P1P1P/8/8/5K2 w - - 0 1", true},
		{"blocked, doubled pawns", "4k3/8/8/p2p2p1/P2P2P1/P7/8/4K3 w - - 0 1", true},
		{"king can walk to a pawn", "4k3/8/8/p7/P7/8/8/4K3 w - - 0 1", false},
		{"a pawn can capture", "4k3/8/8/p2pp1p1/P2P2P1/8/8/4K3 w - - 0 1", false},
		{"a pawn is free", "4k3/8/8/p2p2p1/P2P2P1/8/7P/4K3 w - - 0 1", false},
		{"a rook too", "4k3/8/8/p2p2p1/P2P2P1/8/8/R3K3 w - - 0 1", false},
		// Proven by the search: black's only move takes the rook, and then
		// K+B v K is dead.
		{"forced capture to KB v K", "k7/1R6/8/8/5B2/8/8/4K3 b - - 0 1", true},
		// The same with White to move is not dead (the rook mates).
		{"rook still on", "k7/1R6/8/8/5B2/8/8/4K3 w - - 0 1", false},
		// Checkmate and stalemate on the board are not "dead".
		{"checkmate", "7k/5KQ1/8/8/8/8/8/8 b - - 0 1", false},
		{"stalemate", "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", false},
		{"start", StartFEN, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			if got := p.IsDead(); got != tc.dead {
				t.Errorf("IsDead(%s) = %v, want %v", tc.fen, got, tc.dead)
			}
			wantStatus := Ongoing
			if tc.dead {
				wantStatus = DeadPosition
			}
			if got := p.Status(); got != wantStatus && !(got == Checkmate || got == Stalemate) {
				t.Errorf("Status = %v, want %v", got, wantStatus)
			}
		})
	}
}

func TestCanCheckmate(t *testing.T) {
	tests := []struct {
		name         string
		fen          string
		white, black Verdict // Unproven means "anything but MateImpossible"
	}{
		{"KN v K", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", MateImpossible, MateImpossible},
		{"KN v KP: knight side can mate", "4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1", Unproven, Unproven},
		{"KN v KQ", "3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1", MateImpossible, MatePossible},
		{"KN v KR", "3rk3/8/8/8/8/8/8/1N2K3 w - - 0 1", MatePossible, MatePossible},
		// A lone bishop never mates against rooks and queens (no such
		// mate exists in any placement of the four pieces; checked by
		// enumerating them all), but it does against a knight.
		{"KB v KR", "3rk3/8/8/8/8/8/8/2B1K3 w - - 0 1", MateImpossible, MatePossible},
		{"KB v KQ", "3qk3/8/8/8/8/8/8/2B1K3 w - - 0 1", MateImpossible, MatePossible},
		{"KB v KN", "3nk3/8/8/8/8/8/8/2B1K3 w - - 0 1", MatePossible, MatePossible},
		{"KN v KN", "8/8/4K3/8/1n6/8/5k1N/8 w - - 0 1", MatePossible, MatePossible},
		{"KB v KB opposite", "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", MatePossible, MatePossible},
		{"KQ v K", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", MatePossible, MateImpossible},
		{"blocked pawns", "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1", MateImpossible, MateImpossible},
		{"mate on the board", "7k/5KQ1/8/8/8/8/8/8 b - - 0 1", MatePossible, MateImpossible},
		{"stalemate on the board", "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", MateImpossible, MateImpossible},
		// A helpmate in two: 1.Qh5 (any) ... found by the bounded search.
		{"fool's mate is near", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", Unproven, MatePossible},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			for _, c := range []Color{White, Black} {
				want := tc.white
				if c == Black {
					want = tc.black
				}
				got := p.CanCheckmate(c)
				if want == Unproven && got == MateImpossible || want != Unproven && got != want {
					t.Errorf("CanCheckmate(%v) = %v, want %v", c, got, want)
				}
			}
		})
	}
}

func TestInsufficientMaterial(t *testing.T) {
	tests := []struct {
		fen          string
		white, black bool
	}{
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true},
		{"4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", true, true},
		{"3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1", true, false},
		{"3rk3/8/8/8/8/8/8/1N2K3 w - - 0 1", false, false},
		{"4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", false, true},
		{"3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true},
		{"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false},
		{"4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1", false, false},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		if got := p.InsufficientMaterial(White); got != tc.white {
			t.Errorf("%s: white insufficient = %v, want %v", tc.fen, got, tc.white)
		}
		if got := p.InsufficientMaterial(Black); got != tc.black {
			t.Errorf("%s: black insufficient = %v, want %v", tc.fen, got, tc.black)
		}
	}
}

// TestDeadIsNeverFollowedByMate plays seeded random games on past every
// automatic end and checks that no checkmate ever follows a position that
// was called dead, and that no side mates after CanCheckmate said it
// cannot.
func TestDeadIsNeverFollowedByMate(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	games := 300
	if testing.Short() {
		games = 60
	}
	deadSeen := 0
	for i := 0; i < games; i++ {
		p := StartPosition()
		deadAt := -1
		var cannot [2]bool
		for ply := 0; ply < 400; ply++ {
			moves := p.Legal()
			if len(moves) == 0 {
				if p.InCheck() {
					winner := p.Turn().Other()
					if deadAt >= 0 {
						t.Fatalf("game %d: dead at ply %d but %v mated at ply %d: %s", i, deadAt, winner, ply, p.FEN())
					}
					if cannot[winner] {
						t.Fatalf("game %d: %v could not mate, but mated at ply %d: %s", i, winner, ply, p.FEN())
					}
				}
				break
			}
			if deadAt < 0 && ply%4 == 0 && p.IsDead() {
				deadAt = ply
				deadSeen++
			}
			if ply%16 == 0 {
				for _, c := range []Color{White, Black} {
					if p.CanCheckmate(c) == MateImpossible {
						cannot[c] = true
					}
				}
			}
			p = p.Play(moves[r.IntN(len(moves))])
		}
	}
	if deadSeen == 0 {
		t.Errorf("no random game reached a dead position; the test checks nothing")
	}
	t.Logf("%d of %d games reached a proven dead position", deadSeen, games)
}

func BenchmarkIsDeadStart(b *testing.B) {
	p := StartPosition()
	for b.Loop() {
		p.IsDead()
	}
}

func BenchmarkIsDeadBlocked(b *testing.B) {
	p := mustFEN(b, "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1")
	for b.Loop() {
		p.IsDead()
	}
}

func BenchmarkCanCheckmateStart(b *testing.B) {
	p := StartPosition()
	for b.Loop() {
		p.CanCheckmate(White)
	}
}

func BenchmarkCanCheckmateKiwipete(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	for b.Loop() {
		p.CanCheckmate(White)
	}
}

func BenchmarkCanCheckmateKNvKP(b *testing.B) {
	p := mustFEN(b, "4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1")
	for b.Loop() {
		p.CanCheckmate(White)
	}
}
