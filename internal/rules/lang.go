package rules

import (
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Lang is a set of piece letters for algebraic notation (FIDE Annex C.2-C.3).
// The zero value is English.
type Lang uint8

// The letter sets. AnyLang is only for parsing: it accepts the letters of
// every set, and reports an ambiguity when a letter means different pieces
// in different sets (S is a Czech bishop and a German knight) and both
// readings are legal.
const (
	English Lang = iota // K Q R B N (the official English Laws, ICCF, PGN)
	Czech               // K D V S J (the Czech FIDE Laws, Annex C.2)
	German              // K D T L S
	AnyLang             // parsing only: any of the above
)

// pieceLetters holds the letters of knight, bishop, rook, queen and king
// (indexed by PieceType; pawns have no letter) for each Lang.
var pieceLetters = [3][7]byte{
	English: {0, 0, 'N', 'B', 'R', 'Q', 'K'},
	Czech:   {0, 0, 'J', 'S', 'V', 'D', 'K'},
	German:  {0, 0, 'S', 'L', 'T', 'D', 'K'},
}

// ParseLang parses a language code: "en", "cs" (or "cz") and "de", or the
// English names "english", "czech", "german"; "any" gives AnyLang.
func ParseLang(code string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(code)) {
	case "en", "english":
		return English, nil
	case "cs", "cz", "czech":
		return Czech, nil
	case "de", "german":
		return German, nil
	case "any":
		return AnyLang, nil
	}
	return English, catalog.Errorf("rules.bad-notation-lang", code)
}

// Code returns the language code: "en", "cs", "de" or "any".
func (l Lang) Code() string {
	switch l {
	case English:
		return "en"
	case Czech:
		return "cs"
	case German:
		return "de"
	case AnyLang:
		return "any"
	}
	return "lang(" + strconv.Itoa(int(l)) + ")"
}

// String returns the English name of the language ("Czech").
func (l Lang) String() string {
	switch l {
	case English:
		return "English"
	case Czech:
		return "Czech"
	case German:
		return "German"
	case AnyLang:
		return "any language"
	}
	return l.Code()
}

// Letter returns the piece letter of pt in the language ("" for a pawn or
// for AnyLang, which has no single letter).
func (l Lang) Letter(pt PieceType) string {
	if l > German || pt < Knight || pt > King {
		return ""
	}
	return string(pieceLetters[l][pt])
}

// Letters returns the letters of king, queen, rook, bishop and knight,
// separated by spaces ("K Q R B N"), as a reminder in error messages.
func (l Lang) Letters() string {
	if l > German {
		return "K Q R B N, K D V S J or K D T L S"
	}
	t := pieceLetters[l]
	return string([]byte{t[King], ' ', t[Queen], ' ', t[Rook], ' ', t[Bishop], ' ', t[Knight]})
}

// FromEnglish rewrites a move written with the English piece letters (SAN
// or long algebraic, as the PGN and the recording's index keep it: "Nf3",
// "exd8=Q+", "Ng1-f3") in l's letters ("Sf3", "exd8=D+" in German,
// "Jf3" in Czech), for a line a person reads in l. Squares, castling and
// marks are kept; for English and AnyLang the move is returned unchanged.
func (l Lang) FromEnglish(move string) string {
	if l == English || l > German {
		return move
	}
	b := []byte(move)
	for i, c := range b {
		for pt := Knight; pt <= King; pt++ {
			if c == pieceLetters[English][pt] {
				b[i] = pieceLetters[l][pt]
				break
			}
		}
	}
	return string(b)
}

// pieceTypesOf returns the piece types (a bit per PieceType) that an upper
// case letter names in language l; 0 if none.
func pieceTypesOf(c rune, l Lang) uint8 {
	var mask uint8
	for i := English; i <= German; i++ {
		if l != AnyLang && l != i {
			continue
		}
		for pt := Knight; pt <= King; pt++ {
			if rune(pieceLetters[i][pt]) == c {
				mask |= 1 << pt
			}
		}
	}
	switch c { // figurines, either colour, in every language
	case '♔', '♚':
		mask |= 1 << King
	case '♕', '♛':
		mask |= 1 << Queen
	case '♖', '♜':
		mask |= 1 << Rook
	case '♗', '♝':
		mask |= 1 << Bishop
	case '♘', '♞':
		mask |= 1 << Knight
	}
	return mask
}
