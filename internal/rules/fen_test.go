package rules

import (
	"errors"
	"strings"
	"testing"
)

func TestParseFENErrors(t *testing.T) {
	tests := []struct {
		fen   string
		field string
		msg   string
	}{
		{"", "position", "want 6 space-separated fields"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "position", "got 3"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "placement", "want 8 ranks"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", "rank 6"},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", "rank 7"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "placement", "rank 1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - 0 1", "placement", `"X" is not a piece letter`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1", "placement", "two white kings"},
		{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "placement", "no black king"},
		{"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "placement", "pawn on rank 8 (h8)"},
		{"rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/PNBQKBNR w Kkq - 0 1", "placement", "pawn on rank 1 (a1)"},
		{"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "placement", "black has 9 pawns"},
		{"4k3/8/8/8/8/8/QQQQQQQQ/QQQQK3 w - - 0 1", "placement", "more promoted pieces"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move", `"x": want w or b`},
		{"4k3/8/8/8/8/8/8/4K2R b - - 0 1", "", ""},
		{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "position", "the side not to move (black) is in check"},
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling", "castling right K but no rook on h1"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "", ""},
		{"4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1", "", ""}, // X-FEN: the outermost rook on the queenside
		{"4k3/8/8/8/8/8/8/4K3 w q - 0 1", "castling", "castling right q but no rook on a8"},
		{"4k3/8/8/8/8/8/4K3/7R w K - 0 1", "castling", "castling right K but the white king is not on its first rank"},
		{"4k3/8/8/8/8/8/8/4K2R w KK - 0 1", "castling", "castling right K given twice"},
		{"4k3/8/8/8/8/8/8/4K1RR w KG - 0 1", "castling", "already has a castling right on that side"},
		{"4k3/8/8/8/8/8/8/4K2R w C - 0 1", "castling", "castling right C but no white rook on c1"},
		{"4k3/8/8/8/8/8/8/4K2R w Kx - 0 1", "castling", `"x" is not a castling letter`},
		{"r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1", "castling", "the black king on h8 cannot have kept a castling right"},
		{"r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "castling", "the kings stand on different files (d1 and e8)"},
		{"1r2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling", "rooks on a1 and b8"},
		{"r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQ - 0 1", "", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant", "en passant square e3 is impossible: with white to move it must be on rank 6"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", "en passant", "en passant square e3 is impossible: there is no white pawn on e4"},
		{"rnbqkbnr/pppppppp/8/8/4P3/4P3/PPPP2PP/RNBQKBNR b KQkq e3 0 1", "en passant", "e3 is occupied"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1", "en passant", "e2, where the pawn came from, is occupied"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1", "en passant", `"e9": want - or a square`},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq E3 0 1", "en passant", `"E3": want - or a square`},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "halfmove clock", `"-1"`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number", `"0"`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock", `"x"`},
		{"4k3/8/8/8/7b/3n4/8/r3K3 w - - 0 1", "position", "in check by 3 pieces"},
	}
	for _, tc := range tests {
		_, err := ParseFEN(tc.fen)
		if tc.field == "" {
			if err != nil {
				t.Errorf("ParseFEN(%q): unexpected error %v", tc.fen, err)
			}
			continue
		}
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q) = %v, want a FENError in %s", tc.fen, err, tc.field)
			continue
		}
		if fe.Field != tc.field || !strings.Contains(fe.Msg, tc.msg) {
			t.Errorf("ParseFEN(%q): field %q msg %q; want field %q containing %q", tc.fen, fe.Field, fe.Msg, tc.field, tc.msg)
		}
	}
}

func TestFENOutput(t *testing.T) {
	tests := []struct{ in, out string }{
		{StartFEN, StartFEN},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", StartFEN},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", StartFEN},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"},
		{"4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1"},
	}
	for _, tc := range tests {
		p, err := ParseFEN(tc.in)
		if err != nil {
			t.Fatalf("ParseFEN(%q): %v", tc.in, err)
		}
		if got := p.FEN(); got != tc.out {
			t.Errorf("ParseFEN(%q).FEN() = %q, want %q", tc.in, got, tc.out)
		}
	}
	p, _ := ParseFEN("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
	if got, want := p.ShredderFEN(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"; got != want {
		t.Errorf("ShredderFEN() = %q, want %q", got, want)
	}
	if !p.Chess960() {
		t.Error("a FEN with Shredder castling letters should be Chess960")
	}
}

// TestParseFENCopiedText: a FEN as it comes from a file saved on Windows
// (a byte order mark before it, CR LF after it, as --fen "$(cat pos.fen)"
// gives it) or copied from a page (tabs, a zero-width space) is the
// position. Until this version the byte order mark was refused as a
// piece letter "ï".
func TestParseFENCopiedText(t *testing.T) {
	const want = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	for _, in := range []string{
		"\uFEFF" + want + "\r",
		"\uFEFF" + want + "\r\n",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\tb\tKQkq\te3\t0\t1",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b\u200BKQkq e3 0 1\u200B",
	} {
		p, err := ParseFEN(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if p.FEN() != want {
			t.Errorf("%q: %s", in, p.FEN())
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{StartFEN, kiwipeteFEN, "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
		"\uFEFF" + StartFEN + "\r\n", "8/8/8/8/8/8/8/8\u200Bw - - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "8/8/8/8/8/8/8/8 w - - 0 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			return
		}
		fen := p.FEN()
		q, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("FEN() of a valid position does not parse: %q -> %q: %v", s, fen, err)
		}
		if q.FEN() != fen || q.Hash() != p.Hash() {
			t.Fatalf("round trip changed %q -> %q -> %q", s, fen, q.FEN())
		}
		var ml MoveList
		p.LegalMoves(&ml)
		if ml.Len() != p.countLegal() {
			t.Fatalf("%q: generate %d moves, count %d", s, ml.Len(), p.countLegal())
		}
		for _, m := range ml.Slice() {
			_ = p.Play(m)
		}
	})
}
