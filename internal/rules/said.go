package rules

import "github.com/blindchess/blindchess/internal/catalog"

// The parts of the rules' sentences that are words (a piece, a side, a
// list of moves) say themselves in the language of whoever shows the
// sentence: a catalog.Sayer among the arguments of catalog.Errorf.

// pieceName names a piece type in one grammatical form: "the" (the
// knight, der Springer, jezdec), "a" (a knight, ein Springer, jezdec) or
// "noun" (knight, Springer, jezdec).
type pieceName struct {
	form string
	pt   PieceType
}

// SayIn says the piece in the language of c.
func (n pieceName) SayIn(c catalog.Catalog) string {
	return c.Say("rules.piece-" + n.form + "-" + n.pt.String())
}

// noPiece says "no knight" (kein Springer, žádný jezdec) for the pieces
// a move text may mean (a bit per PieceType).
type noPiece uint8

// SayIn says the pieces in the language of c.
func (m noPiece) SayIn(c catalog.Catalog) string {
	mask := uint8(m)
	switch mask {
	case 1<<Bishop | 1<<Knight:
		return c.Say("rules.piece-no-bishop-knight")
	case 1 << Pawn, 1 << Knight, 1 << Bishop, 1 << Rook, 1 << Queen, 1 << King:
		for pt := Pawn; pt <= King; pt++ {
			if mask == 1<<pt {
				return c.Say("rules.piece-no-" + pt.String())
			}
		}
	}
	return c.Say("rules.piece-no-any")
}

// side names a side as the subject of a sentence: white, Weiß, bílý.
type side Color

// SayIn says the side in the language of c.
func (s side) SayIn(c catalog.Catalog) string {
	return c.Say("rules.side-" + Color(s).String())
}

// wing names a castling side as the object of castling: kingside (O-O),
// kurz (O-O), krátkou rošádu (O-O).
type wing bool

// SayIn says the castling side in the language of c.
func (k wing) SayIn(c catalog.Catalog) string {
	if k {
		return c.Say("rules.kingside")
	}
	return c.Say("rules.queenside")
}

// langName names a set of piece letters: English, englische, anglická.
type langName Lang

// SayIn says the name in the language of c.
func (l langName) SayIn(c catalog.Catalog) string {
	if Lang(l) > AnyLang {
		return Lang(l).Code()
	}
	return c.Say("rules.letters-" + Lang(l).Code())
}

// letterList is the piece letters of a set: "K Q R B N", or for AnyLang
// the three sets joined by "or" in the language of c.
type letterList Lang

// SayIn says the letters in the language of c.
func (l letterList) SayIn(c catalog.Catalog) string {
	if Lang(l) <= German {
		return Lang(l).Letters()
	}
	return c.Join([]string{English.Letters(), Czech.Letters(), German.Letters()}, true)
}

// orList joins moves or names with "or" in the language of c.
type orList []string

// SayIn says the list in the language of c.
func (l orList) SayIn(c catalog.Catalog) string { return c.Join(l, true) }

// andList joins squares with "and" in the language of c.
type andList []string

// SayIn says the list in the language of c.
func (l andList) SayIn(c catalog.Catalog) string { return c.Join(l, false) }

// keyOf returns the key of the sentence base said of side c: base
// "rules.pinned-" and White give "rules.pinned-white".
func keyOf(base string, c Color) string { return base + colorKey(c) }
