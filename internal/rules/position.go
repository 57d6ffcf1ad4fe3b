package rules

import "github.com/blindchess/blindchess/internal/catalog"

// Position is a chess position: the pieces, the side to move, the castling
// rights, the en-passant target, the move counters and a Zobrist hash.
// A Position is a value; Play returns a new one (copy-make).
type Position struct {
	board   [64]Piece
	byType  [7]Bitboard // index PieceType; byType[0] holds every occupied square
	byColor [2]Bitboard

	// castleRooks holds the squares of the rooks that keep a castling
	// right (one bit per right), which also covers Chess960.
	castleRooks Bitboard
	hash        uint64
	ep          Square // en-passant target square after a double step, or NoSquare
	turn        Color
	chess960    bool
	halfmove    int
	fullmove    int
}

// Zobrist keys, filled once by init from a fixed seed.
var (
	zobPiece  [16][64]uint64
	zobCastle [64]uint64
	zobEP     [8]uint64
	zobTurn   uint64
)

func initZobrist() {
	r := prng{1070372}
	for p := range zobPiece {
		for s := range zobPiece[p] {
			zobPiece[p][s] = r.next()
		}
	}
	for s := range zobCastle {
		zobCastle[s] = r.next()
	}
	for f := range zobEP {
		zobEP[f] = r.next()
	}
	zobTurn = r.next()
}

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece {
	if !s.Valid() {
		return NoPiece
	}
	return p.board[s]
}

// Occupied returns every occupied square.
func (p *Position) Occupied() Bitboard { return p.byType[0] }

// ByColor returns the squares of the pieces of colour c.
func (p *Position) ByColor(c Color) Bitboard { return p.byColor[c&1] }

// Pieces returns the squares of the pieces of colour c and type pt.
func (p *Position) Pieces(c Color, pt PieceType) Bitboard {
	return p.byColor[c&1] & p.byType[pt%7]
}

// ByType returns the squares of the pieces of type pt, both colours.
func (p *Position) ByType(pt PieceType) Bitboard { return p.byType[pt%7] }

// KingSquare returns the square of the king of colour c (NoSquare if none).
func (p *Position) KingSquare(c Color) Square {
	k := p.Pieces(c, King)
	if k == 0 {
		return NoSquare
	}
	return k.First()
}

// EnPassant returns the en-passant target square (set after every double
// pawn step, as in FEN), or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// CastlingRooks returns the squares of the rooks that still carry a castling
// right. In standard chess these are a subset of a1, h1, a8, h8.
func (p *Position) CastlingRooks() Bitboard { return p.castleRooks }

// Chess960 reports whether the position is treated as Chess960 (castling
// written as king-takes-rook in UCI, file letters in FEN when needed).
func (p *Position) Chess960() bool { return p.chess960 }

// HalfmoveClock returns the number of half-moves since the last capture or
// pawn move (Article 9.3).
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the number of the current move, starting at 1 and
// incremented after Black's move.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Hash returns the Zobrist hash of the position: pieces, side to move,
// castling rights, and the en-passant file when an enemy pawn stands beside
// the double-stepped pawn.
func (p *Position) Hash() uint64 { return p.hash }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool {
	k := p.Pieces(p.turn, King)
	return k != 0 && p.attackersTo(k.First(), p.byType[0])&p.byColor[p.turn^1] != 0
}

// Checkers returns the pieces that give check to the side to move.
func (p *Position) Checkers() Bitboard {
	k := p.Pieces(p.turn, King)
	if k == 0 {
		return 0
	}
	return p.attackersTo(k.First(), p.byType[0]) & p.byColor[p.turn^1]
}

// attackersTo returns the pieces of both colours that attack s, given occ.
func (p *Position) attackersTo(s Square, occ Bitboard) Bitboard {
	return (pawnAttacks[Black][s]&p.byColor[White]&p.byType[Pawn] |
		pawnAttacks[White][s]&p.byColor[Black]&p.byType[Pawn] |
		knightAttacks[s]&p.byType[Knight] |
		kingAttacks[s]&p.byType[King] |
		rookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen]) |
		bishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen]))
}

// IsAttacked reports whether square s is attacked by a piece of colour by.
func (p *Position) IsAttacked(s Square, by Color) bool {
	return s.Valid() && p.attackersTo(s, p.byType[0])&p.byColor[by&1] != 0
}

func (p *Position) put(pc Piece, s Square) {
	b := s.BB()
	p.board[s] = pc
	p.byType[0] |= b
	p.byType[pc.Type()] |= b
	p.byColor[pc.Color()] |= b
	p.hash ^= zobPiece[pc&15][s]
}

func (p *Position) remove(s Square) {
	pc := p.board[s]
	b := s.BB()
	p.board[s] = NoPiece
	p.byType[0] &^= b
	p.byType[pc.Type()] &^= b
	p.byColor[pc.Color()] &^= b
	p.hash ^= zobPiece[pc&15][s]
}

func (p *Position) movePiece(from, to Square) {
	pc := p.board[from]
	fromTo := from.BB() | to.BB()
	p.board[from] = NoPiece
	p.board[to] = pc
	p.byType[0] ^= fromTo
	p.byType[pc.Type()] ^= fromTo
	p.byColor[pc.Color()] ^= fromTo
	p.hash ^= zobPiece[pc&15][from] ^ zobPiece[pc&15][to]
}

// epHashed reports whether the en-passant square ep counts in the hash: an
// enemy (side to move) pawn stands ready to capture onto it.
func (p *Position) epHashed() bool {
	return p.ep != NoSquare && pawnAttacks[p.turn^1][p.ep]&p.Pieces(p.turn, Pawn) != 0
}

func (p *Position) castleHash() uint64 {
	var h uint64
	for b := p.castleRooks; b != 0; b &= b - 1 {
		h ^= zobCastle[b.First()]
	}
	return h
}

// computeHash computes the hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for b := p.byType[0]; b != 0; b &= b - 1 {
		s := b.First()
		h ^= zobPiece[p.board[s]&15][s]
	}
	if p.turn == Black {
		h ^= zobTurn
	}
	h ^= p.castleHash()
	if p.epHashed() {
		h ^= zobEP[p.ep.File()]
	}
	return h
}

// Play returns the position after the legal move m. Play does not check
// legality: pass only moves produced by the move generator or a parser.
func (p Position) Play(m Move) Position {
	p.play(m)
	return p
}

// ErrNullInCheck is why a side in check cannot pass (play a null move).
var ErrNullInCheck = catalog.Errorf("rules.null-in-check")

// PlayNull returns the position after a null move, the pass that PGN writes
// as "--": the other side to move, no en-passant square, the move counters
// advanced, pieces and castling rights unchanged. It is not a legal chess
// move; it exists to read and speak records that contain one.
func (p Position) PlayNull() (Position, error) {
	if p.InCheck() {
		return Position{}, ErrNullInCheck
	}
	if p.ep != NoSquare && p.epHashed() {
		p.hash ^= zobEP[p.ep.File()]
	}
	p.ep = NoSquare
	p.halfmove++
	if p.turn == Black {
		p.fullmove++
	}
	p.turn ^= 1
	p.hash ^= zobTurn
	return p, nil
}

// play makes the move m in place.
func (p *Position) play(m Move) {
	us := p.turn
	from, to := m.From(), m.To()
	pc := p.board[from]

	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobEP[p.ep.File()]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	if p.castleRooks != 0 {
		old := p.castleRooks
		p.castleRooks &^= from.BB() | to.BB()
		if pc.Type() == King {
			p.castleRooks &^= Rank1 << (56 * uint(us))
		}
		if old != p.castleRooks {
			for b := old ^ p.castleRooks; b != 0; b &= b - 1 {
				p.hash ^= zobCastle[b.First()]
			}
		}
	}

	switch m & kindMask {
	case kindCastle:
		kTo, rTo := m.KingTo(), m.RookTo()
		rook := p.board[to]
		p.remove(from)
		p.remove(to)
		p.put(pc, kTo)
		p.put(rook, rTo)
	case kindEnPassant:
		p.remove(SquareAt(to.File(), from.Rank()))
		p.movePiece(from, to)
		p.halfmove = 0
	default:
		if p.board[to] != NoPiece {
			p.remove(to)
			p.halfmove = 0
		}
		if pc.Type() == Pawn {
			p.halfmove = 0
			if m&kindMask == kindPromotion {
				p.remove(from)
				p.put(MakePiece(us, m.Promotion()), to)
				break
			}
			if int(to)-int(from) == 16 || int(from)-int(to) == 16 {
				p.ep = (from + to) / 2
			}
		}
		p.movePiece(from, to)
	}

	if us == Black {
		p.fullmove++
	}
	p.turn = us ^ 1
	p.hash ^= zobTurn
	if p.ep != NoSquare && p.epHashed() {
		p.hash ^= zobEP[p.ep.File()]
	}
}
