package rules

import "strings"

// This file writes moves: SAN (strict, as PGN requires), long algebraic,
// ICCF numeric, in English, Czech or German letters. UCI is in perft.go.

// Notation selects how FormatMove writes a move.
type Notation uint8

// The notations.
const (
	NotationSAN  Notation = iota // short algebraic, Annex C / PGN: Nf3, exd5, e8=Q, O-O, Qxf7#
	NotationLong                 // long algebraic: Ng1-f3, Rd3xd7, e7-e8=Q, O-O
	NotationUCI                  // UCI: g1f3, e7e8q; Chess960 castling as king takes rook
	NotationICCF                 // ICCF numeric: 7163, 67682, castling as the king's move
)

// FormatMove writes the legal move m of position p in notation n with the
// piece letters of l (letters matter only for SAN and Long).
func (p *Position) FormatMove(m Move, n Notation, l Lang) string {
	switch n {
	case NotationLong:
		return p.LongLang(m, l)
	case NotationUCI:
		return p.UCI(m)
	case NotationICCF:
		return p.ICCF(m)
	}
	return p.SANLang(m, l)
}

// SAN returns the move in Standard Algebraic Notation with English letters:
// the piece letter, the departure file, rank or square only when another
// legal move of the same kind of piece reaches the same square (Annex C.10:
// file first, then rank, then both), "x" for captures, "=Q" for promotion,
// "O-O"/"O-O-O" for castling (also in Chess960), and "+" or "#". An en
// passant capture is written as a plain pawn capture ("exd6"), as PGN
// requires. If m is not legal in p, SAN returns its UCI form.
func (p *Position) SAN(m Move) string { return p.SANLang(m, English) }

// SANLang is SAN with the piece letters of l (Czech: K D V S J, German:
// K D T L S). AnyLang writes English.
func (p *Position) SANLang(m Move, l Lang) string {
	var ml MoveList
	p.generate(&ml)
	if !contains(&ml, m) {
		return p.UCI(m)
	}
	return p.san(m, l, &ml, true)
}

// Long returns the move in long algebraic notation with English letters:
// "Ng1-f3", "Rd3xd7", "e2-e4", "e5xd6", "e7-e8=Q", "O-O", with "+" or "#".
// If m is not legal in p, Long returns its UCI form.
func (p *Position) Long(m Move) string { return p.LongLang(m, English) }

// LongLang is Long with the piece letters of l.
func (p *Position) LongLang(m Move, l Lang) string {
	var ml MoveList
	p.generate(&ml)
	if !contains(&ml, m) {
		return p.UCI(m)
	}
	return p.long(m, l, &ml, true)
}

// ICCF returns the move in ICCF numeric notation (ICCF Annex A.14-A.20):
// the file and rank digits of the departure and arrival squares, "5254"
// for e2-e4, a fifth digit for a promotion (1 queen, 2 rook, 3 bishop,
// 4 knight), castling as the king's move ("5171", "5838"). In Chess960,
// where the king may not move when castling, such a castling is written
// as the king taking its own rook, and so is a castling whose king move
// would read the same as an ordinary king step (ICCF B.3.3: only the king
// passing onto the rook's square castles).
func (p *Position) ICCF(m Move) string { return p.iccf(m) }

func (p *Position) iccf(m Move) string {
	to := m.To()
	if m.IsCastle() {
		kTo := m.KingTo()
		if kTo != m.From() && !p.IsLegal(newMove(m.From(), kTo)) {
			to = kTo
		}
	}
	b := []byte{byte('1' + m.From().File()), byte('1' + m.From().Rank()), byte('1' + to.File()), byte('1' + to.Rank())}
	if pt := m.Promotion(); pt != NoPieceType {
		b = append(b, "  4321"[pt])
	}
	return string(b)
}

func contains(ml *MoveList, m Move) bool {
	for _, x := range ml.Slice() {
		if x == m {
			return true
		}
	}
	return false
}

func langOrEnglish(l Lang) Lang {
	if l > German {
		return English
	}
	return l
}

// isCapture reports whether the (non-castling) move m captures.
func (p *Position) isCapture(m Move) bool {
	return !m.IsCastle() && (m.IsEnPassant() || p.board[m.To()] != NoPiece)
}

// checkSuffix returns "#", "+" or "" for the position after m.
func (p *Position) checkSuffix(m Move) string {
	q := p.Play(m)
	if !q.InCheck() {
		return ""
	}
	if q.HasLegalMoves() {
		return "+"
	}
	return "#"
}

// san writes the legal move m; ml holds every legal move of p.
func (p *Position) san(m Move, l Lang, ml *MoveList, suffix bool) string {
	l = langOrEnglish(l)
	var b strings.Builder
	switch pt := p.board[m.From()].Type(); {
	case m.IsCastle():
		if m.IsKingside() {
			b.WriteString("O-O")
		} else {
			b.WriteString("O-O-O")
		}
	case pt == Pawn:
		if p.isCapture(m) {
			b.WriteByte(byte('a' + m.From().File()))
			b.WriteByte('x')
		}
		b.WriteString(m.To().String())
		if pr := m.Promotion(); pr != NoPieceType {
			b.WriteByte('=')
			b.WriteString(l.Letter(pr))
		}
	default:
		b.WriteString(l.Letter(pt))
		b.WriteString(p.disambiguation(m, ml))
		if p.isCapture(m) {
			b.WriteByte('x')
		}
		b.WriteString(m.To().String())
	}
	if suffix {
		b.WriteString(p.checkSuffix(m))
	}
	return b.String()
}

// disambiguation returns what SAN must add after the piece letter so that
// no other legal move of the same kind of piece to the same square fits
// (Annex C.10): nothing, the file, the rank, or the whole square.
func (p *Position) disambiguation(m Move, ml *MoveList) string {
	pt := p.board[m.From()].Type()
	from := m.From()
	var others, sameFile, sameRank bool
	for _, x := range ml.Slice() {
		if x == m || x.IsCastle() || x.To() != m.To() || p.board[x.From()].Type() != pt {
			continue
		}
		others = true
		if x.From().File() == from.File() {
			sameFile = true
		}
		if x.From().Rank() == from.Rank() {
			sameRank = true
		}
	}
	switch {
	case !others:
		return ""
	case !sameFile:
		return string(rune('a' + from.File()))
	case !sameRank:
		return string(rune('1' + from.Rank()))
	}
	return from.String()
}

// long writes the legal move m in long algebraic notation.
func (p *Position) long(m Move, l Lang, ml *MoveList, suffix bool) string {
	l = langOrEnglish(l)
	if m.IsCastle() {
		return p.san(m, l, ml, suffix)
	}
	var b strings.Builder
	b.WriteString(l.Letter(p.board[m.From()].Type()))
	b.WriteString(m.From().String())
	if p.isCapture(m) {
		b.WriteByte('x')
	} else {
		b.WriteByte('-')
	}
	b.WriteString(m.To().String())
	if pr := m.Promotion(); pr != NoPieceType {
		b.WriteByte('=')
		b.WriteString(l.Letter(pr))
	}
	if suffix {
		b.WriteString(p.checkSuffix(m))
	}
	return b.String()
}
