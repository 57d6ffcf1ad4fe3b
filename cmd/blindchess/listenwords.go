package main

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// spokenText writes what the recogniser heard, its tokens (ASCII, lower
// case: "eva ctyri", "springer felix fuenf"), as the words of the
// vocabulary spell them ("Eva čtyři", "Springer Felix fünf"): the move
// words of the style as the table says them, and the requests and
// confirmation words of the language. A token of none of them stays as
// it is. The recognition itself is not touched: the tokens are mapped at
// the output only.
func spokenText(v voice.Vocab, heard string) string {
	spelling := map[string]string{}
	add := func(text string) {
		for _, f := range strings.Fields(text) {
			if t := voice.Token(f); spelling[t] == "" {
				spelling[t] = f
			}
		}
	}
	for i := 0; i < 8; i++ {
		add(v.Style.Word(phonetic.File(i)))
		add(v.Style.Word(phonetic.Rank(i)))
	}
	for _, w := range []phonetic.Word{phonetic.King, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight,
		phonetic.Pawn, phonetic.Takes, phonetic.Check, phonetic.Mate, phonetic.CastleShort, phonetic.CastleLong, phonetic.EnPassant} {
		add(v.Style.Word(w))
	}
	for _, r := range voice.Requests {
		add(voice.RequestText(v.Lang, r))
	}
	add(voice.Yes(v.Lang))
	add(voice.No(v.Lang))
	words := strings.Fields(heard)
	for i, w := range words {
		if s, ok := spelling[w]; ok {
			words[i] = s
		}
	}
	return strings.Join(words, " ")
}
