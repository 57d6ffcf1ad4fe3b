package voice

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// CheckDoubt returns the move the read-back of m names as a doubt when m
// was heard in pos as words (recogniser tokens in style) in its long
// form, from-square and destination, with no check or mate word: the one
// other legal move that gives check or mate and whose short form begins
// with the long form's first two words, the piece and the file it stands
// on ("Turm Gustav sieben Schach" for "Turm Gustav zwei Eva zwei"). A
// check word said is heard as the square of a long form, and the rank
// before it with it: final13's "rook gustav seven check" heard "rook
// gustav two eva two" and "rook gustav two david two", "dama felix
// čtyři šach" heard "dama felix šest david osm" and "dama felix šest eva
// šest" (docs/voice.md, "A check word heard as a square"). It returns
// false when words are not m's long form, when m gives check or mate,
// and when no such move, or more than one, is legal: a doubt guessed
// among several would name the move said no more often than none.
func CheckDoubt(pos *rules.Position, m rules.Move, style phonetic.Style, words string) (rules.Move, bool) {
	long, err := phonetic.MoveWords(pos, m, phonetic.Long)
	if err != nil || len(long) < 2 || len(withoutCheck(long)) != len(long) {
		return rules.NoMove, false
	}
	if strings.Join(Tokens(style.Text(long)), " ") != words {
		return rules.NoMove, false
	}
	var found []rules.Move
	for o, ow := range otherMoves(pos, m, phonetic.Short) {
		bare := withoutCheck(ow)
		if len(bare) == len(ow) || len(bare) < 2 || bare[0] != long[0] || bare[1] != long[1] {
			continue
		}
		found = append(found, o)
	}
	if len(found) != 1 {
		return rules.NoMove, false
	}
	return found[0], true
}
