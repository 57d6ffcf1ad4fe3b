package voice

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// The other squares (helper talk4, session 21; measuring). A square
// alone heard ("anna drei", a pawn's move) is where most conversation
// still taken for a move is taken. The first decoder listens only for
// the legal moves, so a word or two of conversation fitted to the one
// legal square that fits it best may fit an illegal square as well or
// better; speech that is "anna drei" fits "anna drei" better than any
// other square. The verifier decodes a square heard once more against
// every other square (SquareRivalGrammar), as it scores a word alone
// against the other words alone (CohortGrammar).

// SquareRivalGrammar returns the JSGF grammar of every square of style
// but heard, a file word and a rank word as the recogniser spells them,
// and false when heard is not a square alone (IsSquare).
func SquareRivalGrammar(style phonetic.Style, heard string) (string, bool) {
	if !IsSquare(style, heard) {
		return "", false
	}
	ws := strings.Fields(heard)
	tokens := func(from, to phonetic.Word, but string) []string {
		var out []string
		for w := from; w <= to; w++ {
			if t := Token(style.Word(w)); t != but {
				out = append(out, t)
			}
		}
		return out
	}
	files := strings.Join(tokens(phonetic.FileA, phonetic.FileH, ws[0]), " | ")
	ranks := strings.Join(tokens(phonetic.Rank1, phonetic.Rank8, ""), " | ")
	others := strings.Join(tokens(phonetic.Rank1, phonetic.Rank8, ws[1]), " | ")
	return "#JSGF V1.0;\ngrammar squares;\npublic <square> = (" + files + ") (" + ranks + ") | " + ws[0] + " (" + others + ");\n", true
}
