package rules

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

func TestKnownMagicsAreUsed(t *testing.T) {
	for s := 0; s < 64; s++ {
		if rookMagics[s].magic != knownRookMagics[s] {
			t.Errorf("rook magic of %s was searched again; update magics.go", Square(s))
		}
		if bishopMagics[s].magic != knownBishopMagics[s] {
			t.Errorf("bishop magic of %s was searched again; update magics.go", Square(s))
		}
	}
}

func TestSliderAttacksMatchRayWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		occ := Bitboard(r.Uint64() & r.Uint64())
		s := Square(r.IntN(64))
		if got, want := rookAttacks(s, occ), slowSlide(s, occ, rookDirs); got != want {
			t.Fatalf("rook on %s, occ %#x: got %#x, want %#x", s, uint64(occ), uint64(got), uint64(want))
		}
		if got, want := bishopAttacks(s, occ), slowSlide(s, occ, bishopDirs); got != want {
			t.Fatalf("bishop on %s, occ %#x: got %#x, want %#x", s, uint64(occ), uint64(got), uint64(want))
		}
	}
}

func TestSquareNames(t *testing.T) {
	tests := []struct {
		name string
		sq   Square
		err  bool
	}{
		{"a1", A1, false}, {"h8", H8, false}, {"e4", 28, false}, {"E4", 28, false},
		{"i1", NoSquare, true}, {"a9", NoSquare, true}, {"a", NoSquare, true}, {"e44", NoSquare, true}, {"", NoSquare, true},
	}
	for _, tc := range tests {
		got, err := ParseSquare(tc.name)
		if (err != nil) != tc.err || got != tc.sq {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v, error %v", tc.name, got, err, tc.sq, tc.err)
		}
		if !tc.err && got.String() != strings.ToLower(tc.name) {
			t.Errorf("%v.String() = %q", got, got.String())
		}
	}
	if NoSquare.String() != "-" {
		t.Errorf("NoSquare.String() = %q", NoSquare.String())
	}
}

func TestChess960Numbering(t *testing.T) {
	tests := map[int]string{
		0:   "BBQNNRKR",
		1:   "BQNBNRKR",
		518: "RNBQKBNR",
		959: "RKRNNQBB",
	}
	for n, want := range tests {
		if got := Chess960BackRank(n); got != want {
			t.Errorf("Chess960BackRank(%d) = %s, want %s", n, got, want)
		}
	}
	seen := map[string]bool{}
	for n := 0; n < 960; n++ {
		row := Chess960BackRank(n)
		if seen[row] {
			t.Fatalf("position %d (%s) repeats an earlier one", n, row)
		}
		seen[row] = true
		k, r1, r2 := strings.IndexByte(row, 'K'), strings.IndexByte(row, 'R'), strings.LastIndexByte(row, 'R')
		b1, b2 := strings.IndexByte(row, 'B'), strings.LastIndexByte(row, 'B')
		if !(r1 < k && k < r2) || (b1+b2)%2 == 0 {
			t.Fatalf("position %d (%s) breaks Guideline II (king between rooks, bishops on opposite colours)", n, row)
		}
		p, err := Chess960(n)
		if err != nil {
			t.Fatalf("Chess960(%d): %v", n, err)
		}
		if got := p.Perft(1); got < 18 || got > 21 {
			t.Errorf("Chess960(%d) has %d legal first moves", n, got)
		}
	}
	for _, n := range []int{-1, 960} {
		if _, err := Chess960(n); err == nil {
			t.Errorf("Chess960(%d) gave no error", n)
		}
	}
}

// uciMoves returns the legal moves of the FEN in UCI notation, sorted.
func uciMoves(t *testing.T, fen string) []string {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	var out []string
	for _, m := range p.Legal() {
		out = append(out, p.UCI(m))
	}
	sort.Strings(out)
	return out
}

func hasAll(have []string, want ...string) bool {
	set := map[string]bool{}
	for _, h := range have {
		set[h] = true
	}
	for _, w := range want {
		if !set[w] {
			return false
		}
	}
	return true
}

func TestCastlingEdgeCases(t *testing.T) {
	tests := []struct {
		name    string
		fen     string
		want    []string // moves that must be legal
		notWant []string // moves that must not be legal
		after   map[string]string
	}{
		{
			name: "standard both sides", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			want: []string{"e1g1", "e1c1"},
			after: map[string]string{
				"e1g1": "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1",
				"e1c1": "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1",
			},
		},
		{name: "through check", fen: "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", notWant: []string{"e1g1"}, want: []string{"e1c1"}},
		{name: "out of check", fen: "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1", notWant: []string{"e1g1", "e1c1"}},
		{name: "into check", fen: "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", notWant: []string{"e1g1"}},
		{name: "b1 attacked does not stop O-O-O", fen: "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", want: []string{"e1c1"}},
		{name: "b1 occupied stops O-O-O", fen: "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", notWant: []string{"e1c1"}},
		{
			name: "960 king does not move (king g1, rook h1)", fen: "6kr/8/8/8/8/8/8/6KR w Hh - 0 1",
			want:  []string{"g1h1"},
			after: map[string]string{"g1h1": "6kr/8/8/8/8/8/8/5RK1 b k - 1 1"},
		},
		{
			name: "960 the square the king crosses is attacked through the castling rook", fen: "5r1k/8/8/8/8/8/8/4KR2 w F - 0 1",
			notWant: []string{"e1f1"},
		},
		{
			name: "960 rook does not move (king e1, rook f1)", fen: "k7/8/8/8/8/8/8/4KR2 w F - 0 1",
			want:  []string{"e1f1"},
			after: map[string]string{"e1f1": "k7/8/8/8/8/8/8/5RK1 b - - 1 1"},
		},
		{
			name: "960 rook on the king's destination (king f1, rook g1)", fen: "k7/8/8/8/8/8/8/5KR1 w G - 0 1",
			want:  []string{"f1g1"},
			after: map[string]string{"f1g1": "k7/8/8/8/8/8/8/5RK1 b - - 1 1"},
		},
		{
			name: "960 king on the rook's destination (king d1, rook a1)", fen: "r2k4/8/8/8/8/8/8/R2K4 w Aa - 0 1",
			want:  []string{"d1a1"},
			after: map[string]string{"d1a1": "r2k4/8/8/8/8/8/8/2KR4 b q - 1 1"},
		},
		{
			name: "960 rook uncovers an attack on the king's destination", fen: "7k/8/8/8/8/8/8/qRK5 w B - 0 1",
			notWant: []string{"c1b1"},
		},
		{
			name: "960 O-O-O blocked by a piece on the rook's path", fen: "1k6/8/8/8/8/8/8/RNK5 w A - 0 1",
			notWant: []string{"c1a1"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			moves := uciMoves(t, tc.fen)
			if !hasAll(moves, tc.want...) {
				t.Errorf("legal moves %v lack %v", moves, tc.want)
			}
			for _, m := range tc.notWant {
				if hasAll(moves, m) {
					t.Errorf("%s must not be legal; legal moves: %v", m, moves)
				}
			}
			p, _ := ParseFEN(tc.fen)
			for uci, wantFEN := range tc.after {
				var played bool
				for _, m := range p.Legal() {
					if p.UCI(m) == uci {
						q := p.Play(m)
						if got := q.FEN(); got != wantFEN {
							t.Errorf("after %s: FEN %q, want %q", uci, got, wantFEN)
						}
						played = true
					}
				}
				if !played {
					t.Errorf("%s not found", uci)
				}
			}
		})
	}
}

func TestEnPassantEdgeCases(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		ep    string
		legal bool
	}{
		{"plain", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", true},
		{"exposes king along the rank", "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "e5d6", false},
		{"captures the checking pawn", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3", true},
		{"pinned diagonally", "4k3/8/8/8/1b1Pp3/8/8/6K1 b - d3 0 1", "e4d3", true},
		{"capturer pinned on the file", "4r1k1/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			moves := uciMoves(t, tc.fen)
			if got := hasAll(moves, tc.ep); got != tc.legal {
				t.Errorf("%s legal = %v, want %v (moves %v)", tc.ep, got, tc.legal, moves)
			}
		})
	}
}

// TestIncrementalHash checks, along every line of a small tree, that the
// incrementally updated hash equals a hash computed from scratch, and that
// generate and countLegal agree.
func TestIncrementalHash(t *testing.T) {
	fens := []string{StartFEN, kiwipeteFEN, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"}
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		if h := p.computeHash(); h != p.hash {
			t.Fatalf("%s: incremental hash %#x, from scratch %#x", p.FEN(), p.hash, h)
		}
		var ml MoveList
		p.LegalMoves(&ml)
		if c := p.countLegal(); c != ml.Len() {
			t.Fatalf("%s: countLegal %d, generate %d", p.FEN(), c, ml.Len())
		}
		if depth == 0 {
			return
		}
		for _, m := range ml.Slice() {
			q := p.Play(m)
			walk(&q, depth-1)
		}
	}
	for _, f := range fens {
		p, err := ParseFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		walk(&p, 3)
	}
}

func TestPositionFromFENRoundTrip(t *testing.T) {
	for _, c := range append(loadEPD(t, "Ethereal__standard.epd"), loadEPD(t, "Ethereal__fischer.epd")[:50]...) {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		q, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatalf("%s: re-reading %q: %v", c.fen, p.FEN(), err)
		}
		if q.Hash() != p.Hash() || q.FEN() != p.FEN() {
			t.Errorf("%s: FEN round trip changed the position: %q", c.fen, q.FEN())
		}
		if s, err := ParseFEN(p.ShredderFEN()); err != nil || s.Hash() != p.Hash() {
			t.Errorf("%s: Shredder-FEN %q does not round-trip: %v", c.fen, p.ShredderFEN(), err)
		}
	}
}

func TestPlayNull(t *testing.T) {
	tests := []struct{ in, out string }{
		{StartFEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"},
		{"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 4"},
	}
	for _, tc := range tests {
		p, err := ParseFEN(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		q, err := p.PlayNull()
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if q.FEN() != tc.out || q.Hash() != q.computeHash() {
			t.Errorf("PlayNull(%s) = %s (hash ok %v), want %s", tc.in, q.FEN(), q.Hash() == q.computeHash(), tc.out)
		}
	}
	p, _ := ParseFEN("4k3/8/8/8/8/8/8/4K2r w - - 0 1")
	if _, err := p.PlayNull(); err != ErrNullInCheck {
		t.Errorf("null move in check: %v, want ErrNullInCheck", err)
	}
}
