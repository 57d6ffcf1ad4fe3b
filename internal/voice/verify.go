package voice

import (
	"fmt"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// Verification of a move heard. The grammar of the legal moves makes the
// decoder hear a legal move even where a rank, a piece or "takes" was
// heard otherwise ("Springer Bella fünf Schach", not legal, heard as the
// legal "Springer Eva zwei"): no other legal move comes close, so the
// read-back neither names a letter nor asks. The recogniser decodes the
// utterance a second time against the neighbours of the move heard
// (NeighbourGrammar: its words with any file, rank and piece in their
// places, the check word optional, legal or not), and when a
// neighbour that differs in more than file names wins by more than
// VerifyGap (SameShape), the move is not taken: "not understood", say it
// again.

// wordClass is what a token of the move words is, for the neighbours.
type wordClass int

const (
	classOther wordClass = iota
	classFile
	classRank
	classPiece
	classSuffix
)

// classes maps the single-token move words of the vocabulary to their
// class, and gives the tokens of each class.
func (v Vocab) classes() (map[string]wordClass, map[wordClass][]string) {
	of := map[string]wordClass{}
	by := map[wordClass][]string{}
	add := func(c wordClass, w phonetic.Word) {
		ts := Tokens(v.Style.Word(w))
		if len(ts) != 1 {
			return
		}
		if _, ok := of[ts[0]]; ok {
			return
		}
		of[ts[0]] = c
		by[c] = append(by[c], ts[0])
	}
	for i := 0; i < 8; i++ {
		add(classFile, phonetic.File(i))
	}
	for i := 0; i < 8; i++ {
		add(classRank, phonetic.Rank(i))
	}
	for _, w := range []phonetic.Word{phonetic.King, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight, phonetic.Pawn} {
		add(classPiece, w)
	}
	add(classSuffix, phonetic.Check)
	add(classSuffix, phonetic.Mate)
	return of, by
}

// NeighbourGrammar returns the JSGF grammar of the neighbours of the
// move words heard (recogniser tokens joined by spaces): the same words
// with any file in the place of each file name, any rank in the place of
// each rank and any piece in the place of each piece, and the check or
// mate word optional at the end (as in the grammar of the legal moves).
// The words heard are one of them; every phrase has as many words, so
// that the decoder's bonus for each word (-wip) favours none.
func (v Vocab) NeighbourGrammar(words string) string {
	of, by := v.classes()
	alt := func(c wordClass) string { return "(" + strings.Join(by[c], " | ") + ")" }
	var parts []string
	for _, t := range strings.Fields(words) {
		switch of[t] {
		case classFile:
			parts = append(parts, alt(classFile))
		case classRank:
			parts = append(parts, alt(classRank))
		case classPiece:
			parts = append(parts, alt(classPiece))
		case classSuffix:
		default:
			parts = append(parts, t)
		}
	}
	parts = append(parts, "["+alt(classSuffix)+"]")
	return fmt.Sprintf("#JSGF V1.0;\ngrammar neighbours;\npublic <move> = %s;\n", strings.Join(parts, " "))
}

// SameShape reports whether the move words a and b (recogniser tokens
// joined by spaces) differ at most in file names and the check or mate
// word: a difference the read-back can tell by naming letters (Clarify),
// where one in a rank, a piece or "takes" it cannot.
func (v Vocab) SameShape(a, b string) bool {
	of, _ := v.classes()
	shape := func(s string) []string {
		var out []string
		for _, t := range strings.Fields(s) {
			switch of[t] {
			case classSuffix:
			case classFile:
				out = append(out, "<file>")
			default:
				out = append(out, t)
			}
		}
		return out
	}
	sa, sb := shape(a), shape(b)
	if len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}
