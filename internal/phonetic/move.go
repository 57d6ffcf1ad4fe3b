package phonetic

import (
	"github.com/blindchess/blindchess/internal/catalog"

	"github.com/blindchess/blindchess/internal/rules"
)

// Form is how much of a move is said.
type Form uint8

// The forms of a move.
const (
	// Short follows SAN word by word: "Springer Felix drei", "Eva schlägt
	// David fünf", "Springer Bella David zwei".
	Short Form = iota
	// Long names the piece and both squares: "Springer Gustav eins Felix
	// drei", "Bauer Eva zwei Eva vier".
	Long
)

// MoveWords returns the words of the legal move m in position p: castling
// as Kurze/Lange Rochade; otherwise the piece (pawns only in the long
// form), the disambiguation SAN needs (short form) or the from-square (long
// form), "schlägt" for a capture, the destination, the promotion piece,
// "en passant", and "Schach" or "Matt".
func MoveWords(p *rules.Position, m rules.Move, f Form) ([]Word, error) {
	if !p.IsLegal(m) {
		return nil, catalog.Errorf("phonetic.not-legal-in", p.UCI(m), p.FEN())
	}
	san := p.SAN(m)
	var w []Word
	suffix := func() []Word {
		switch {
		case len(san) > 0 && san[len(san)-1] == '#':
			return []Word{Mate}
		case len(san) > 0 && san[len(san)-1] == '+':
			return []Word{Check}
		}
		return nil
	}
	if m.IsCastle() {
		if m.IsKingside() {
			w = append(w, CastleShort)
		} else {
			w = append(w, CastleLong)
		}
		return append(w, suffix()...), nil
	}
	pt := p.PieceAt(m.From()).Type()
	capture := m.IsEnPassant() || p.PieceAt(m.To()) != rules.NoPiece
	if f == Long {
		w = append(w, PieceWord(pt))
		w = append(w, SquareWords(m.From())...)
	} else {
		if pt != rules.Pawn {
			w = append(w, PieceWord(pt))
		}
		w = append(w, disambiguation(san, pt)...)
	}
	if capture {
		w = append(w, Takes)
	}
	w = append(w, SquareWords(m.To())...)
	if pr := m.Promotion(); pr != rules.NoPieceType {
		w = append(w, PieceWord(pr))
	}
	if m.IsEnPassant() {
		w = append(w, EnPassant)
	}
	return append(w, suffix()...), nil
}

// disambiguation reads the words between the piece letter and the
// destination of a SAN move: a file, a rank or a square ("Nbd2" → Bella,
// "R1a3" → eins, "Qh4e1" → Hector vier); for a pawn capture, its file.
func disambiguation(san string, pt rules.PieceType) []Word {
	s := san
	if pt != rules.Pawn {
		s = s[1:] // the piece letter
	}
	// The destination is the last square in the move before "=", "+", "#".
	end := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] == '=' || s[i] == '+' || s[i] == '#' {
			end = i
			break
		}
	}
	s = s[:end]
	if len(s) < 2 {
		return nil
	}
	s = s[:len(s)-2] // drop the destination
	var w []Word
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'h':
			w = append(w, File(int(c-'a')))
		case c >= '1' && c <= '8':
			w = append(w, Rank(int(c-'1')))
		}
	}
	return w
}

// MoveText returns the move in words as text in the style.
func MoveText(p *rules.Position, m rules.Move, f Form, s Style) (string, error) {
	w, err := MoveWords(p, m, f)
	if err != nil {
		return "", err
	}
	return s.Text(w), nil
}
