package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestFENErrorMessages checks the exact messages issue 3 names, the whole
// Error() text with the field, and FEN errors not covered in fen_test.go
// (Chess960 castling letters, EPD input, spacing).
func TestFENErrorMessages(t *testing.T) {
	tests := []struct {
		fen   string
		field string
		full  string // the complete Error() text, or "" for a valid FEN
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1", "placement",
			`invalid FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1": placement: two white kings`},
		{"kk6/8/8/8/8/8/8/4K3 w - - 0 1", "placement",
			`invalid FEN "kk6/8/8/8/8/8/8/4K3 w - - 0 1": placement: two black kings`},
		{"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "placement",
			`invalid FEN "4k2P/8/8/8/8/8/8/4K3 w - - 0 1": placement: pawn on rank 8 (h8)`},
		{"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "placement",
			`invalid FEN "4k3/8/8/8/8/8/8/p3K3 w - - 0 1": placement: pawn on rank 1 (a1)`},
		{"4k3/8/8/8/8/8/8/4K2r b - - 0 1", "position",
			`invalid FEN "4k3/8/8/8/8/8/8/4K2r b - - 0 1": position: the side not to move (white) is in check`},
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling",
			`invalid FEN "4k3/8/8/8/8/8/8/4K3 w K - 0 1": castling: castling right K but no rook on h1`},
		{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", "castling",
			`invalid FEN "4k3/8/8/8/8/8/8/R3K3 w K - 0 1": castling: castling right K but no rook on h1`},
		{"r3k3/8/8/8/8/8/8/4K3 w k - 0 1", "castling",
			`invalid FEN "r3k3/8/8/8/8/8/8/4K3 w k - 0 1": castling: castling right k but no rook on h8`},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", "en passant",
			`invalid FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1": en passant: en passant square e3 is impossible: with white to move it must be on rank 6`},
		{"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2", "en passant",
			`invalid FEN "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2": en passant: en passant square d6 is impossible: there is no black pawn on d5 that could just have made a double step`},
		// Chess960: a right given by file letter must have a rook there.
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HGhf - 2 9", "castling",
			`invalid FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HGhf - 2 9": castling: castling right G but no white rook on g1`},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "", ""},
		// KQkq in Chess960 means the outermost rooks.
		{"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1", "", ""},
		// EPD: four fields; counters default to 0 and 1.
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "", ""},
		// Surrounding and repeated spaces are fine.
		{"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq - 0 1 ", "", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "position", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "position", ""},
	}
	for _, tc := range tests {
		p, err := ParseFEN(tc.fen)
		if tc.field == "" {
			if err != nil {
				t.Errorf("ParseFEN(%q): %v", tc.fen, err)
			} else if q, err := ParseFEN(p.FEN()); err != nil || q.FEN() != p.FEN() {
				t.Errorf("ParseFEN(%q).FEN() = %q does not round-trip: %v", tc.fen, p.FEN(), err)
			}
			continue
		}
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q) = %v, want a *FENError", tc.fen, err)
			continue
		}
		if fe.Field != tc.field {
			t.Errorf("ParseFEN(%q): field %q, want %q (%v)", tc.fen, fe.Field, tc.field, err)
		}
		if tc.full != "" && err.Error() != tc.full {
			t.Errorf("ParseFEN(%q):\n got %q\nwant %q", tc.fen, err.Error(), tc.full)
		}
		if fe.FEN != tc.fen || !strings.HasPrefix(err.Error(), "invalid FEN ") {
			t.Errorf("ParseFEN(%q): error does not quote the FEN: %v", tc.fen, err)
		}
	}
}
