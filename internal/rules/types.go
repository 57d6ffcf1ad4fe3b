// Package rules is the FIDE rules core of blindchess: squares, pieces, moves,
// bitboards, strictly legal move generation (standard chess and Chess960),
// FEN, and perft. It is pure: no I/O, no goroutines, no mutable globals (the
// attack tables are computed once at package initialisation and never change).
package rules

import "github.com/blindchess/blindchess/internal/catalog"

// Color is the colour of a side or a piece.
type Color uint8

// The two colours.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is the kind of a piece, independent of colour.
type PieceType uint8

// The piece types. NoPieceType is the zero value (also "no promotion").
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// String returns the English name of the piece type ("knight").
func (pt PieceType) String() string {
	switch pt {
	case Pawn:
		return "pawn"
	case Knight:
		return "knight"
	case Bishop:
		return "bishop"
	case Rook:
		return "rook"
	case Queen:
		return "queen"
	case King:
		return "king"
	}
	return "none"
}

// Letter returns the English SAN letter of the piece type: "" for a pawn,
// "N", "B", "R", "Q", "K".
func (pt PieceType) Letter() string {
	return [...]string{"", "", "N", "B", "R", "Q", "K"}[pt&7%7]
}

// Piece is a coloured piece. NoPiece is the zero value (an empty square).
type Piece uint8

// NoPiece marks an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of colour c and type pt.
func MakePiece(c Color, pt PieceType) Piece { return Piece(uint8(c)<<3 | uint8(pt)) }

// Color returns the colour of the piece (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

// Type returns the type of the piece (NoPieceType for NoPiece).
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// FENChar returns the FEN letter of the piece: "PNBRQK" for White,
// "pnbrqk" for Black, '.' for NoPiece.
func (p Piece) FENChar() byte {
	if p.Type() == NoPieceType || p.Type() > King {
		return '.'
	}
	c := "PNBRQK"[p.Type()-1]
	if p.Color() == Black {
		c += 'a' - 'A'
	}
	return c
}

// String returns the FEN letter of the piece.
func (p Piece) String() string { return string(p.FENChar()) }

// Square is a square of the board, 0..63: a1=0, b1=1, …, h1=7, a2=8, …, h8=63.
type Square int8

// NoSquare marks the absence of a square (e.g. no en-passant target).
const NoSquare Square = -1

// Named squares used by the rules and tests.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 0, 1, 2, 3, 4, 5, 6, 7
	A8, B8, C8, D8, E8, F8, G8, H8 Square = 56, 57, 58, 59, 60, 61, 62, 63
)

// SquareAt returns the square on file f (0 = a … 7 = h) and rank r
// (0 = rank 1 … 7 = rank 8).
func SquareAt(f, r int) Square { return Square(r*8 + f) }

// File returns the file of the square, 0 (a) to 7 (h).
func (s Square) File() int { return int(s) & 7 }

// Rank returns the rank of the square, 0 (rank 1) to 7 (rank 8).
func (s Square) Rank() int { return int(s) >> 3 }

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s >= 0 && s < 64 }

// String returns the algebraic name of the square ("e4"), or "-" for
// NoSquare.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare parses an algebraic square name such as "e4" (case-insensitive).
func ParseSquare(name string) (Square, error) {
	if len(name) != 2 {
		return NoSquare, catalog.Errorf("rules.bad-square", name)
	}
	f, r := name[0]|0x20, name[1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return NoSquare, catalog.Errorf("rules.bad-square", name)
	}
	return SquareAt(int(f-'a'), int(r-'1')), nil
}
