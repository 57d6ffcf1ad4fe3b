package pgn

import "github.com/blindchess/blindchess/internal/rules"

// sanPattern is what a move in strict SAN says.
type sanPattern struct {
	piece    rules.PieceType
	fromFile int // -1 if not given
	fromRank int // -1 if not given
	to       rules.Square
	promo    rules.PieceType // NoPieceType if none written
	castle   int             // 0 no, 1 O-O, 2 O-O-O
}

// parseStrictSAN reads the strict SAN forms that PGN files almost always
// use: [NBRQK][file][rank][x]square, pawn moves with an optional =Q
// promotion, O-O and O-O-O, each with an optional + or # (or ++). Anything
// else is left to the rules core, so ok is false.
func parseStrictSAN(s string) (pat sanPattern, ok bool) {
	for n := len(s); n > 0 && (s[n-1] == '+' || s[n-1] == '#'); n = len(s) {
		s = s[:n-1]
	}
	switch s {
	case "O-O":
		return sanPattern{castle: 1}, true
	case "O-O-O":
		return sanPattern{castle: 2}, true
	}
	pat = sanPattern{piece: rules.Pawn, fromFile: -1, fromRank: -1}
	if len(s) > 0 {
		switch s[0] {
		case 'N':
			pat.piece = rules.Knight
		case 'B':
			pat.piece = rules.Bishop
		case 'R':
			pat.piece = rules.Rook
		case 'Q':
			pat.piece = rules.Queen
		case 'K':
			pat.piece = rules.King
		}
		if pat.piece != rules.Pawn {
			s = s[1:]
		}
	}
	if pat.piece == rules.Pawn {
		if n := len(s); n >= 4 && s[n-2] == '=' {
			switch s[n-1] {
			case 'N':
				pat.promo = rules.Knight
			case 'B':
				pat.promo = rules.Bishop
			case 'R':
				pat.promo = rules.Rook
			case 'Q':
				pat.promo = rules.Queen
			default:
				return pat, false
			}
			s = s[:n-2]
		}
	}
	n := len(s)
	if n < 2 || !isFileByte(s[n-2]) || !isRankByte(s[n-1]) {
		return pat, false
	}
	pat.to = rules.SquareAt(int(s[n-2]-'a'), int(s[n-1]-'1'))
	s = s[:n-2]
	if n := len(s); n > 0 && s[n-1] == 'x' {
		s = s[:n-1]
	}
	switch {
	case len(s) == 0:
	case len(s) == 1 && isFileByte(s[0]):
		pat.fromFile = int(s[0] - 'a')
	case len(s) == 1 && isRankByte(s[0]) && pat.piece != rules.Pawn:
		pat.fromRank = int(s[0] - '1')
	case len(s) == 2 && isFileByte(s[0]) && isRankByte(s[1]) && pat.piece != rules.Pawn:
		pat.fromFile, pat.fromRank = int(s[0]-'a'), int(s[1]-'1')
	default:
		return pat, false
	}
	return pat, true
}

func isFileByte(c byte) bool { return c >= 'a' && c <= 'h' }
func isRankByte(c byte) bool { return c >= '1' && c <= '8' }

// fastSAN finds the legal move that a strict SAN text names, when exactly
// one legal move fits it, with the same reading as rules.ParseMoveLang (a
// castling move, encoded as the king taking its own rook, fits a king move
// to the rook's square). For any other text, or when no move or several
// moves fit, ok is false and the caller asks the rules core, which also
// explains what is wrong.
func (pl *player) fastSAN(pos *rules.Position, san string) (rules.Move, bool) {
	pat, ok := parseStrictSAN(san)
	if !ok {
		return rules.NoMove, false
	}
	pos.LegalMoves(&pl.ml)
	found, count := rules.NoMove, 0
	for _, m := range pl.ml.Slice() {
		if pat.castle != 0 {
			if m.IsCastle() && m.IsKingside() == (pat.castle == 1) {
				found, count = m, count+1
			}
			continue
		}
		from := m.From()
		if m.To() != pat.to || pos.PieceAt(from).Type() != pat.piece ||
			pat.fromFile >= 0 && from.File() != pat.fromFile || pat.fromRank >= 0 && from.Rank() != pat.fromRank {
			continue
		}
		if pat.piece == rules.Pawn && pat.fromFile < 0 && from.File() != pat.to.File() {
			continue // a pawn capture names its file (Annex C.9.3): "d5" is never "exd5"
		}
		if pt := m.Promotion(); pt != pat.promo && !(pt != rules.NoPieceType && pat.promo == rules.NoPieceType) {
			continue
		}
		found, count = m, count+1
	}
	return found, count == 1
}
