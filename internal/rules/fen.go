package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
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
	Msg   string // what is wrong, in words (English)

	why *reason // what is wrong, as a sentence of the catalogs
}

// Error returns the message in English: the FEN, the field and what is
// wrong.
func (e *FENError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn returns the message in the language of c.
func (e *FENError) SayIn(c catalog.Catalog) string {
	msg := e.Msg
	if e.why != nil {
		msg = e.why.SayIn(c)
	}
	field := c.Say("rules.fen-field-" + strings.ReplaceAll(e.Field, " ", "-"))
	return c.Say("rules.fen-invalid", e.FEN, field, msg)
}

// DetailIn returns the field and what is wrong, without the FEN, in the
// language of c: "Rochade: …".
func (e *FENError) DetailIn(c catalog.Catalog) string {
	msg := e.Msg
	if e.why != nil {
		msg = e.why.SayIn(c)
	}
	return c.Say("rules.fen-detail", c.Say("rules.fen-field-"+strings.ReplaceAll(e.Field, " ", "-")), msg)
}

// reason is what is wrong with a FEN: a sentence of the catalogs and its
// arguments, said in the language of whoever shows it.
type reason struct {
	key  string
	args []any
}

// why returns the reason of catalog sentence key with args.
func why(key string, args ...any) *reason { return &reason{key: key, args: args} }

// SayIn returns the reason in the language of c.
func (r *reason) SayIn(c catalog.Catalog) string { return c.Say(r.key, r.args...) }

// colorKey is the part of a catalog key that names a colour.
// invisible turns the invisible characters that copied text may hold
// into spaces (ParseFEN).
var invisible = strings.NewReplacer("\uFEFF", " ", "\u200B", " ")

func colorKey(c Color) string {
	if c == Black {
		return "black"
	}
	return "white"
}

// ParseFEN parses a FEN (or the first four fields of an EPD line, with the
// counters defaulting to 0 and 1) and validates it: one king each, no pawn on
// the first or last rank, the side not to move not in check, castling rights
// that match a king and rook on their first rank, and an en-passant square
// that a double pawn step can have produced. Castling rights may be given as
// KQkq, as X-FEN or as Shredder-FEN file letters (Chess960). Nothing is
// silently fixed: every impossibility is an error naming the field.
//
// Fields are separated by any white space, and by the invisible characters
// that text copied from a file or a page brings along: a byte order mark
// (U+FEFF, at the start of a file saved by Notepad, as in --fen "$(cat
// pos.fen)") and the zero-width space (U+200B).
func ParseFEN(fen string) (Position, error) {
	var p Position
	failWhy := func(field string, r *reason) (Position, error) {
		return Position{}, &FENError{FEN: fen, Field: field, Msg: r.SayIn(catalog.For(catalog.English)), why: r}
	}
	fail := func(field, key string, a ...any) (Position, error) { return failWhy(field, why(key, a...)) }
	fields := strings.Fields(invisible.Replace(fen))
	if len(fields) != 4 && len(fields) != 6 {
		return fail("position", "rules.fen-fields", len(fields))
	}

	// Placement.
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return fail("placement", "rules.fen-ranks", len(ranks))
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
				return fail("placement", "rules.fen-bad-letter", r+1, string(c))
			}
			if f >= 8 {
				return fail("placement", "rules.fen-rank-long", r+1, row)
			}
			col := White
			if c >= 'a' {
				col = Black
			}
			p.board[SquareAt(f, r)] = MakePiece(col, pt)
			f++
		}
		if f != 8 {
			return fail("placement", "rules.fen-rank-short", r+1, row)
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
			return fail("placement", "rules.fen-no-king-"+colorKey(c))
		case n == 2:
			return fail("placement", "rules.fen-two-kings-"+colorKey(c))
		case n > 2:
			return fail("placement", "rules.fen-kings-"+colorKey(c), catalog.Counted{Key: "rules.n-kings-" + colorKey(c), N: n})
		}
		if n := p.Pieces(c, Pawn).Count(); n > 8 {
			return fail("placement", "rules.fen-pawns-"+colorKey(c), n)
		}
		if n := p.byColor[c].Count(); n > 16 {
			return fail("placement", "rules.fen-pieces-"+colorKey(c), n)
		}
		extra := max(0, p.Pieces(c, Knight).Count()-2) + max(0, p.Pieces(c, Bishop).Count()-2) +
			max(0, p.Pieces(c, Rook).Count()-2) + max(0, p.Pieces(c, Queen).Count()-1)
		if extra > 8-p.Pieces(c, Pawn).Count() {
			return fail("placement", "rules.fen-promoted-"+colorKey(c), extra, 8-p.Pieces(c, Pawn).Count())
		}
	}
	if b := p.byType[Pawn] & Rank1; b != 0 {
		return fail("placement", "rules.fen-pawn-rank1", b.First().String())
	}
	if b := p.byType[Pawn] & Rank8; b != 0 {
		return fail("placement", "rules.fen-pawn-rank8", b.First().String())
	}

	// Side to move.
	switch fields[1] {
	case "w":
		p.turn = White
	case "b":
		p.turn = Black
	default:
		return fail("side to move", "rules.fen-side", fields[1])
	}
	if p.IsAttacked(p.KingSquare(p.turn^1), p.turn) {
		return fail("position", "rules.fen-not-to-move-check-"+colorKey(p.turn^1))
	}
	if n := p.Checkers().Count(); n > 2 {
		return fail("position", "rules.fen-checkers", n)
	}

	// Castling.
	if r := p.parseCastling(fields[2]); r != nil {
		return failWhy("castling", r)
	}

	// En passant.
	p.ep = NoSquare
	if fields[3] != "-" {
		s, err := ParseSquare(fields[3])
		if err != nil || fields[3] != s.String() {
			return fail("en passant", "rules.fen-ep-bad", fields[3])
		}
		if r := p.epImpossible(s); r != nil {
			return fail("en passant", "rules.fen-ep-impossible", s.String(), r)
		}
		p.ep = s
	}

	// Counters.
	p.halfmove, p.fullmove = 0, 1
	if len(fields) == 6 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 10000 {
			return fail("halfmove clock", "rules.fen-halfmove", fields[4])
		}
		p.halfmove = n
		n, err = strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 100000 {
			return fail("fullmove number", "rules.fen-fullmove", fields[5])
		}
		p.fullmove = n
	}
	p.hash = p.computeHash()
	return p, nil
}

// epImpossible explains why s cannot be the en-passant target, or returns
// nil.
func (p *Position) epImpossible(s Square) *reason {
	wantRank, dir := 5, -8 // white to move: black pawn stepped to rank 5 over rank 6
	if p.turn == Black {
		wantRank, dir = 2, 8
	}
	if s.Rank() != wantRank {
		return why("rules.ep-rank-"+colorKey(p.turn), wantRank+1)
	}
	pawnSq := Square(int(s) + dir)
	if p.board[pawnSq] != MakePiece(p.turn^1, Pawn) {
		return why("rules.ep-no-pawn-"+colorKey(p.turn^1), pawnSq.String())
	}
	if p.board[s] != NoPiece {
		return why("rules.ep-occupied", s.String())
	}
	if from := Square(int(s) - dir); p.board[from] != NoPiece {
		return why("rules.ep-from-occupied", from.String())
	}
	return nil
}

// parseCastling reads the castling field and returns what is wrong with
// it, or nil.
func (p *Position) parseCastling(field string) *reason {
	p.castleRooks = 0
	if field == "-" {
		return nil
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
				return why("rules.castle-king-not-home-"+colorKey(col), string(c))
			}
			side := rooks & ^(ksq.BB()*2 - 1) // right of the king
			if upper == 'Q' {
				side = rooks & (ksq.BB() - 1)
			}
			if side == 0 {
				if ksq.File() == 4 {
					return why("rules.castle-no-rook", string(c), fmt.Sprintf("%s%d", standardName, 7*int(col)+1))
				}
				return why("rules.castle-no-rook-side-"+map[byte]string{'K': "h", 'Q': "a"}[upper]+"-"+colorKey(col), string(c), ksq.String())
			}
			if upper == 'K' {
				rook = side.Last()
			} else {
				rook = side.First()
			}
		case upper >= 'A' && upper <= 'H':
			rook = SquareAt(int(upper-'A'), 7*int(col))
			if ksq.Rank() != 7*int(col) {
				return why("rules.castle-king-not-home-"+colorKey(col), string(c))
			}
			if !rooks.Has(rook) {
				return why("rules.castle-no-rook-on-"+colorKey(col), string(c), rook.String())
			}
			p.chess960 = true
		default:
			return why("rules.castle-bad-letter", string(c))
		}
		if p.castleRooks.Has(rook) {
			return why("rules.castle-twice", string(c))
		}
		// At most one right on each side of the king.
		same := p.castleRooks & back
		if rook > ksq && same&^(ksq.BB()*2-1) != 0 || rook < ksq && same&(ksq.BB()-1) != 0 {
			return why("rules.castle-side-twice-"+colorKey(col), string(c))
		}
		if ksq.File() == 0 || ksq.File() == 7 {
			return why("rules.castle-king-corner-"+colorKey(col), string(c), ksq.String())
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
func (p *Position) castlingMirrored() *reason {
	w, b := p.castleRooks&Rank1, p.castleRooks&Rank8
	if w == 0 || b == 0 {
		return nil
	}
	wk, bk := p.KingSquare(White), p.KingSquare(Black)
	if wk.File() != bk.File() {
		return why("rules.castle-kings-files", wk.String(), bk.String())
	}
	for r := w; r != 0; r &= r - 1 {
		ws := r.First()
		for q := b; q != 0; q &= q - 1 {
			bs := q.First()
			if (ws > wk) == (bs > bk) && ws.File() != bs.File() {
				return why("rules.castle-rooks-files", ws.String(), bs.String())
			}
		}
	}
	return nil
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
