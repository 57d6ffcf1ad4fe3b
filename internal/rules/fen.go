package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the FEN of the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// StartPosition returns the standard starting position.
func StartPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic("rules: the start FEN does not parse: " + err.Error()) // a programming error, never user input
	}
	return p
}

// FENError reports what is wrong with a FEN and in which field.
type FENError struct {
	FEN   string // the whole FEN as given
	Field string // "placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number", or "position"
	Msg   string // what is wrong, in words
}

// Error returns the message: the FEN, the field and what is wrong.
func (e *FENError) Error() string {
	return fmt.Sprintf("invalid FEN %q: %s: %s", e.FEN, e.Field, e.Msg)
}

// ParseFEN parses a FEN (or the first four fields of an EPD line, with the
// counters defaulting to 0 and 1) and validates it: one king each, no pawn on
// the first or last rank, the side not to move not in check, castling rights
// that match a king and rook on their first rank, and an en-passant square
// that a double pawn step can have produced. Castling rights may be given as
// KQkq, as X-FEN or as Shredder-FEN file letters (Chess960). Nothing is
// silently fixed: every impossibility is an error naming the field.
func ParseFEN(fen string) (Position, error) {
	var p Position
	fail := func(field, format string, a ...any) (Position, error) {
		return Position{}, &FENError{FEN: fen, Field: field, Msg: fmt.Sprintf(format, a...)}
	}
	fields := strings.Fields(fen)
	if len(fields) != 4 && len(fields) != 6 {
		return fail("position", "want 6 space-separated fields (placement, side to move, castling, en passant, halfmove clock, fullmove number), got %d", len(fields))
	}

	// Placement.
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return fail("placement", "want 8 ranks separated by '/', got %d", len(ranks))
	}
	for i, row := range ranks {
		r := 7 - i
		f := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '1' && c <= '8' {
				f += int(c - '0')
				if f > 8 {
					break
				}
				continue
			}
			pt := PieceType(strings.IndexByte(" pnbrqk", c|0x20))
			if pt <= 0 || pt > King {
				return fail("placement", "rank %d: %q is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8", r+1, string(c))
			}
			if f >= 8 {
				return fail("placement", "rank %d (%q) describes more than 8 squares", r+1, row)
			}
			col := White
			if c >= 'a' {
				col = Black
			}
			p.board[SquareAt(f, r)] = MakePiece(col, pt)
			f++
		}
		if f != 8 {
			return fail("placement", "rank %d (%q) does not describe exactly 8 squares", r+1, row)
		}
	}
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			p.board[s] = NoPiece
			p.put(pc, s)
		}
	}
	for _, c := range [2]Color{White, Black} {
		switch n := p.Pieces(c, King).Count(); {
		case n == 0:
			return fail("placement", "no %s king", c)
		case n == 2:
			return fail("placement", "two %s kings", c)
		case n > 2:
			return fail("placement", "%d %s kings", n, c)
		}
		if n := p.Pieces(c, Pawn).Count(); n > 8 {
			return fail("placement", "%s has %d pawns; at most 8 are possible", c, n)
		}
		if n := p.byColor[c].Count(); n > 16 {
			return fail("placement", "%s has %d pieces; at most 16 are possible", c, n)
		}
		extra := max(0, p.Pieces(c, Knight).Count()-2) + max(0, p.Pieces(c, Bishop).Count()-2) +
			max(0, p.Pieces(c, Rook).Count()-2) + max(0, p.Pieces(c, Queen).Count()-1)
		if extra > 8-p.Pieces(c, Pawn).Count() {
			return fail("placement", "%s has more promoted pieces (%d) than missing pawns (%d)", c, extra, 8-p.Pieces(c, Pawn).Count())
		}
	}
	if b := p.byType[Pawn] & Rank1; b != 0 {
		return fail("placement", "pawn on rank 1 (%s)", b.First())
	}
	if b := p.byType[Pawn] & Rank8; b != 0 {
		return fail("placement", "pawn on rank 8 (%s)", b.First())
	}

	// Side to move.
	switch fields[1] {
	case "w":
		p.turn = White
	case "b":
		p.turn = Black
	default:
		return fail("side to move", "%q: want w or b", fields[1])
	}
	if p.IsAttacked(p.KingSquare(p.turn^1), p.turn) {
		return fail("position", "the side not to move (%s) is in check", p.turn^1)
	}
	if n := p.Checkers().Count(); n > 2 {
		return fail("position", "the side to move is in check by %d pieces; at most 2 are possible", n)
	}

	// Castling.
	if err := p.parseCastling(fields[2]); err != "" {
		return fail("castling", "%s", err)
	}

	// En passant.
	p.ep = NoSquare
	if fields[3] != "-" {
		s, err := ParseSquare(fields[3])
		if err != nil || fields[3] != s.String() {
			return fail("en passant", "%q: want - or a square such as e3 or d6", fields[3])
		}
		if msg := p.epImpossible(s); msg != "" {
			return fail("en passant", "en passant square %s is impossible: %s", s, msg)
		}
		p.ep = s
	}

	// Counters.
	p.halfmove, p.fullmove = 0, 1
	if len(fields) == 6 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 10000 {
			return fail("halfmove clock", "%q: want a whole number from 0", fields[4])
		}
		p.halfmove = n
		n, err = strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 100000 {
			return fail("fullmove number", "%q: want a whole number from 1", fields[5])
		}
		p.fullmove = n
	}
	p.hash = p.computeHash()
	return p, nil
}

// epImpossible explains why s cannot be the en-passant target, or returns "".
func (p *Position) epImpossible(s Square) string {
	wantRank, dir := 5, -8 // white to move: black pawn stepped to rank 5 over rank 6
	if p.turn == Black {
		wantRank, dir = 2, 8
	}
	if s.Rank() != wantRank {
		return fmt.Sprintf("with %s to move it must be on rank %d", p.turn, wantRank+1)
	}
	pawnSq := Square(int(s) + dir)
	if p.board[pawnSq] != MakePiece(p.turn^1, Pawn) {
		return fmt.Sprintf("there is no %s pawn on %s that could just have made a double step", p.turn^1, pawnSq)
	}
	if p.board[s] != NoPiece {
		return fmt.Sprintf("%s is occupied", s)
	}
	if from := Square(int(s) - dir); p.board[from] != NoPiece {
		return fmt.Sprintf("%s, where the pawn came from, is occupied", from)
	}
	return ""
}

// parseCastling reads the castling field and returns an error message or "".
func (p *Position) parseCastling(field string) string {
	p.castleRooks = 0
	if field == "-" {
		return ""
	}
	for i := 0; i < len(field); i++ {
		c := field[i]
		col := White
		if c >= 'a' && c <= 'z' {
			col = Black
		}
		back := rankBB(7 * int(col))
		ksq := p.KingSquare(col)
		rooks := p.Pieces(col, Rook) & back
		upper := c &^ 0x20
		var rook Square = NoSquare
		standardName := map[byte]string{'K': "h", 'Q': "a"}[upper]
		switch {
		case upper == 'K' || upper == 'Q':
			if ksq.Rank() != 7*int(col) {
				return fmt.Sprintf("castling right %c but the %s king is not on its first rank", c, col)
			}
			side := rooks & ^(ksq.BB()*2 - 1) // right of the king
			if upper == 'Q' {
				side = rooks & (ksq.BB() - 1)
			}
			if side == 0 {
				if ksq.File() == 4 {
					return fmt.Sprintf("castling right %c but no rook on %s%d", c, standardName, 7*int(col)+1)
				}
				return fmt.Sprintf("castling right %c but no %s rook on the %s side of the king on %s", c, col, map[byte]string{'K': "h-file", 'Q': "a-file"}[upper], ksq)
			}
			if upper == 'K' {
				rook = side.Last()
			} else {
				rook = side.First()
			}
		case upper >= 'A' && upper <= 'H':
			rook = SquareAt(int(upper-'A'), 7*int(col))
			if ksq.Rank() != 7*int(col) {
				return fmt.Sprintf("castling right %c but the %s king is not on its first rank", c, col)
			}
			if !rooks.Has(rook) {
				return fmt.Sprintf("castling right %c but no %s rook on %s", c, col, rook)
			}
			p.chess960 = true
		default:
			return fmt.Sprintf("%q is not a castling letter (KQkq, or a file letter A-H/a-h for Chess960, or -)", string(c))
		}
		if p.castleRooks.Has(rook) {
			return fmt.Sprintf("castling right %c given twice", c)
		}
		// At most one right on each side of the king.
		same := p.castleRooks & back
		if rook > ksq && same&^(ksq.BB()*2-1) != 0 || rook < ksq && same&(ksq.BB()-1) != 0 {
			return fmt.Sprintf("castling right %c: %s already has a castling right on that side", c, col)
		}
		if ksq.File() == 0 || ksq.File() == 7 {
			return fmt.Sprintf("castling right %c but the %s king on %s cannot have kept a castling right: in every starting position the king stands between its rooks", c, col, ksq)
		}
		p.castleRooks |= rook.BB()
		if ksq.File() != 4 || (rook.File() != 0 && rook.File() != 7) {
			p.chess960 = true
		}
	}
	return p.castlingMirrored()
}

// castlingMirrored checks that rights kept by both sides fit one starting
// position: Black's first rank mirrors White's, so a king that still castles
// stands on the same file for both, and a right on the same side of the king
// belongs to a rook on the same file.
func (p *Position) castlingMirrored() string {
	w, b := p.castleRooks&Rank1, p.castleRooks&Rank8
	if w == 0 || b == 0 {
		return ""
	}
	wk, bk := p.KingSquare(White), p.KingSquare(Black)
	if wk.File() != bk.File() {
		return fmt.Sprintf("both sides keep castling rights but the kings stand on different files (%s and %s); in every starting position they face each other", wk, bk)
	}
	for r := w; r != 0; r &= r - 1 {
		ws := r.First()
		for q := b; q != 0; q &= q - 1 {
			bs := q.First()
			if (ws > wk) == (bs > bk) && ws.File() != bs.File() {
				return fmt.Sprintf("castling rights with the rooks on %s and %s: in every starting position the rooks of one side of the king stand on the same file", ws, bs)
			}
		}
	}
	return ""
}

// PlacementFEN returns the piece-placement field of a FEN for the pieces on
// the 64 squares (indexed by Square), e.g. "rnbqkbnr/pppppppp/8/…".
func PlacementFEN(board *[64]Piece) string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := board[SquareAt(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.FENChar())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// FEN returns the FEN of the position. Castling rights are written as KQkq
// when unambiguous and otherwise as X-FEN file letters (Chess960).
func (p *Position) FEN() string { return p.fen(false) }

// ShredderFEN returns the FEN with the castling rights always written as the
// files of the rooks (Shredder-FEN, e.g. HAha).
func (p *Position) ShredderFEN() string { return p.fen(true) }

func (p *Position) fen(shredder bool) string {
	var b strings.Builder
	b.WriteString(PlacementFEN(&p.board))
	b.WriteString([]string{" w ", " b "}[p.turn])
	b.WriteString(p.castlingField(shredder))
	b.WriteByte(' ')
	b.WriteString(p.ep.String())
	fmt.Fprintf(&b, " %d %d", p.halfmove, p.fullmove)
	return b.String()
}

func (p *Position) castlingField(shredder bool) string {
	var out []byte
	for _, col := range [2]Color{White, Black} {
		ksq := p.KingSquare(col)
		rights := p.castleRooks & rankBB(7*int(col))
		rooks := p.Pieces(col, Rook) & rankBB(7*int(col))
		for _, kingside := range [2]bool{true, false} {
			var r Bitboard
			var outer Square
			if kingside {
				r = rights & ^(ksq.BB()*2 - 1)
				if r == 0 {
					continue
				}
				outer = (rooks & ^(ksq.BB()*2 - 1)).Last()
			} else {
				r = rights & (ksq.BB() - 1)
				if r == 0 {
					continue
				}
				outer = (rooks & (ksq.BB() - 1)).First()
			}
			s := r.First()
			var c byte
			switch {
			case shredder:
				c = byte('A' + s.File())
			case s == outer:
				c = map[bool]byte{true: 'K', false: 'Q'}[kingside]
			default:
				c = byte('A' + s.File())
			}
			if col == Black {
				c |= 0x20
			}
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return string(out)
}
