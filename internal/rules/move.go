package rules

// Move is a move in 16 bits: from square (bits 0-5), to square (6-11), the
// promotion piece (12-13: knight, bishop, rook, queen) and the kind (14-15).
// Castling is encoded as the king taking its own rook (from = king square,
// to = rook square), so that it never collides with a king step, also in
// Chess960. The zero value NoMove is never a legal move.
type Move uint16

// NoMove is the zero Move; it is never legal.
const NoMove Move = 0

const (
	kindNormal    = 0 << 14
	kindPromotion = 1 << 14
	kindEnPassant = 2 << 14
	kindCastle    = 3 << 14
	kindMask      = 3 << 14
)

func newMove(from, to Square) Move { return Move(uint16(from) | uint16(to)<<6) }

func newPromotion(from, to Square, pt PieceType) Move {
	return Move(uint16(from) | uint16(to)<<6 | uint16(pt-Knight)<<12 | kindPromotion)
}

// From returns the square the piece moves from (the king's square for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square; for castling, the square of the rook.
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion returns the piece a pawn promotes to, or NoPieceType.
func (m Move) Promotion() PieceType {
	if m&kindMask != kindPromotion {
		return NoPieceType
	}
	return Knight + PieceType(m>>12&3)
}

// IsCastle reports whether the move is castling.
func (m Move) IsCastle() bool { return m&kindMask == kindCastle }

// IsEnPassant reports whether the move is an en passant capture.
func (m Move) IsEnPassant() bool { return m&kindMask == kindEnPassant }

// KingTo returns where the king ends for castling (g- or c-file of its first
// rank); for any other move it returns To.
func (m Move) KingTo() Square {
	if !m.IsCastle() {
		return m.To()
	}
	if m.To() > m.From() {
		return SquareAt(6, m.From().Rank())
	}
	return SquareAt(2, m.From().Rank())
}

// RookTo returns where the rook ends for castling (f- or d-file), or NoSquare.
func (m Move) RookTo() Square {
	if !m.IsCastle() {
		return NoSquare
	}
	if m.To() > m.From() {
		return SquareAt(5, m.From().Rank())
	}
	return SquareAt(3, m.From().Rank())
}

// IsKingside reports whether a castling move is kingside (O-O).
func (m Move) IsKingside() bool { return m.IsCastle() && m.To() > m.From() }

// MoveList is a fixed-capacity list of moves that generation fills without
// allocating. No legal chess position has more than 218 moves.
type MoveList struct {
	moves [256]Move
	n     int
}

// Len returns the number of moves in the list.
func (l *MoveList) Len() int { return l.n }

// At returns move i.
func (l *MoveList) At(i int) Move { return l.moves[i] }

// Slice returns the moves as a slice that aliases the list.
func (l *MoveList) Slice() []Move { return l.moves[:l.n] }

func (l *MoveList) add(m Move) {
	l.moves[l.n&255] = m
	l.n++
}
