package eboard

import (
	"math/bits"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// Occupancy is the presence of a piece on each square: bit i is set when
// square i (a1 = 0, b1 = 1, …, h8 = 63) holds a piece.
type Occupancy uint64

// StartOccupancy is the presence pattern of the start position: ranks 1, 2,
// 7 and 8 full.
const StartOccupancy Occupancy = 0xFFFF00000000FFFF

// Has reports whether square sq holds a piece.
func (o Occupancy) Has(sq rules.Square) bool {
	return sq.Valid() && o&(1<<uint(sq)) != 0
}

// With returns o with square sq occupied.
func (o Occupancy) With(sq rules.Square) Occupancy {
	if !sq.Valid() {
		return o
	}
	return o | 1<<uint(sq)
}

// Without returns o with square sq empty.
func (o Occupancy) Without(sq rules.Square) Occupancy {
	if !sq.Valid() {
		return o
	}
	return o &^ (1 << uint(sq))
}

// Count returns the number of occupied squares.
func (o Occupancy) Count() int { return bits.OnesCount64(uint64(o)) }

// Rotated returns the occupancy of the same board seen from the other side
// (a1 becomes h8).
func (o Occupancy) Rotated() Occupancy { return Occupancy(bits.Reverse64(uint64(o))) }

// String returns 64 characters '0' or '1', in the order a1, b1, …, h1, a2,
// …, h8 (the "occupied" field of "blindchess board watch --json" and the
// snapshot of the tactile protocol).
func (o Occupancy) String() string {
	var b [64]byte
	for i := range b {
		b[i] = '0' + byte(o>>uint(i)&1)
	}
	return string(b[:])
}

// Squares returns the occupied squares in the order a1 … h8.
func (o Occupancy) Squares() []rules.Square {
	sqs := make([]rules.Square, 0, o.Count())
	for v := uint64(o); v != 0; v &= v - 1 {
		sqs = append(sqs, rules.Square(bits.TrailingZeros64(v)))
	}
	return sqs
}

// ParseOccupancy parses the 64-character form written by String.
func ParseOccupancy(s string) (Occupancy, error) {
	if len(s) != 64 {
		return 0, catalog.Errorf("eboard.occupancy-length", s, len(s))
	}
	var o Occupancy
	for i := 0; i < 64; i++ {
		switch s[i] {
		case '0':
		case '1':
			o |= 1 << uint(i)
		default:
			return 0, catalog.Errorf("eboard.occupancy-char", i+1, rules.Square(i), s[i])
		}
	}
	return o, nil
}

// Placement is the piece on each square, indexed by rules.Square
// (a1 = 0 … h8 = 63); rules.NoPiece marks an empty square.
type Placement [64]rules.Piece

// StartPlacement returns the pieces of the standard start position.
func StartPlacement() Placement {
	var p Placement
	back := [8]rules.PieceType{rules.Rook, rules.Knight, rules.Bishop, rules.Queen, rules.King, rules.Bishop, rules.Knight, rules.Rook}
	for f := 0; f < 8; f++ {
		p[rules.SquareAt(f, 0)] = rules.MakePiece(rules.White, back[f])
		p[rules.SquareAt(f, 1)] = rules.MakePiece(rules.White, rules.Pawn)
		p[rules.SquareAt(f, 6)] = rules.MakePiece(rules.Black, rules.Pawn)
		p[rules.SquareAt(f, 7)] = rules.MakePiece(rules.Black, back[f])
	}
	return p
}

// Occupancy returns the presence pattern of the placement.
func (p Placement) Occupancy() Occupancy {
	var o Occupancy
	for i, pc := range p {
		if pc != rules.NoPiece {
			o |= 1 << uint(i)
		}
	}
	return o
}

// Rotated returns the placement of the same board seen from the other side:
// the piece on a1 moves to h8 and so on.
func (p Placement) Rotated() Placement {
	var r Placement
	for i, pc := range p {
		r[63-i] = pc
	}
	return r
}

// FEN returns the piece-placement field of a FEN, from rank 8 down to rank
// 1, e.g. "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR".
func (p Placement) FEN() string {
	board := [64]rules.Piece(p)
	return rules.PlacementFEN(&board)
}

// ParsePlacement parses a FEN piece-placement field. A whole FEN is
// accepted too; only its first field is read.
func ParsePlacement(fen string) (Placement, error) {
	var p Placement
	field, _, _ := strings.Cut(strings.TrimSpace(fen), " ")
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return p, catalog.Errorf("eboard.placement-ranks", field, len(ranks))
	}
	for i, rank := range ranks {
		r := 7 - i
		f := 0
		for j := 0; j < len(rank); j++ {
			c := rank[j]
			if c >= '1' && c <= '8' {
				if j > 0 && rank[j-1] >= '1' && rank[j-1] <= '8' {
					return p, catalog.Errorf("eboard.placement-counts", field, r+1)
				}
				f += int(c - '0')
				if f > 8 {
					return p, catalog.Errorf("eboard.placement-long", field, r+1)
				}
				continue
			}
			pc, ok := pieceFromFEN(c)
			if !ok {
				return p, catalog.Errorf("eboard.placement-letter", field, c)
			}
			if f >= 8 {
				return p, catalog.Errorf("eboard.placement-long", field, r+1)
			}
			p[rules.SquareAt(f, r)] = pc
			f++
		}
		if f != 8 {
			return p, catalog.Errorf("eboard.placement-short", field, r+1, f)
		}
	}
	return p, nil
}

// PieceFromLetter returns the piece of a FEN letter (PNBRQK white, pnbrqk
// black).
func PieceFromLetter(c byte) (rules.Piece, bool) { return pieceFromFEN(c) }

func pieceFromFEN(c byte) (rules.Piece, bool) {
	color := rules.White
	if c >= 'a' && c <= 'z' {
		color = rules.Black
		c -= 'a' - 'A'
	}
	var pt rules.PieceType
	switch c {
	case 'P':
		pt = rules.Pawn
	case 'N':
		pt = rules.Knight
	case 'B':
		pt = rules.Bishop
	case 'R':
		pt = rules.Rook
	case 'Q':
		pt = rules.Queen
	case 'K':
		pt = rules.King
	default:
		return rules.NoPiece, false
	}
	return rules.MakePiece(color, pt), true
}
