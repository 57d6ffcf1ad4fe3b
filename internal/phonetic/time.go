package phonetic

import (
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

// Duration returns the Words for d rounded down to whole seconds: hours,
// minutes and seconds, each only when it is not zero ("vier Minuten dreißig
// Sekunden", "eine Stunde fünf Sekunden"); below one minute, seconds only.
// Zero, and any negative duration, is "null Sekunden" — never overstate
// remaining time. To announce in whole minutes, truncate first:
// Duration(d.Truncate(time.Minute)).
//
// The Words are language-neutral; Style.Text renders them in a language.
func Duration(d time.Duration) []Word {
	if d < time.Second {
		return []Word{Number(0), Seconds}
	}
	total := int64(d / time.Second)
	h, m, s := total/3600, total/60%60, total%60
	var out []Word
	if h > 0 {
		out = append(out, Number(int(min(h, MaxNumber))), Hours)
	}
	if m > 0 {
		out = append(out, Number(int(m)), Minutes)
	}
	if s > 0 {
		out = append(out, Number(int(s)), Seconds)
	}
	return out
}

// Count returns n followed by a unit word, which agrees with it:
// Count(1, Moves) is "ein Zug", Count(23, Moves) "dreiundzwanzig Züge".
// unit should be Hours, Minutes, Seconds or Moves; any other word just
// follows the number.
func Count(n int, unit Word) []Word { return []Word{Number(n), unit} }

// Color returns White or Black.
func Color(c rules.Color) Word {
	if c == rules.Black {
		return Black
	}
	return White
}

// PieceWord returns the word of a piece type (King … Pawn), NoWord for
// rules.NoPieceType.
func PieceWord(pt rules.PieceType) Word {
	switch pt {
	case rules.King:
		return King
	case rules.Queen:
		return Queen
	case rules.Rook:
		return Rook
	case rules.Bishop:
		return Bishop
	case rules.Knight:
		return Knight
	case rules.Pawn:
		return Pawn
	}
	return NoWord
}

// SquareWords returns the file and rank words of a square ("Eva vier"); nil
// for an invalid square.
func SquareWords(sq rules.Square) []Word {
	if !sq.Valid() {
		return nil
	}
	return []Word{File(sq.File()), Rank(sq.Rank())}
}
