package voice

import (
	"slices"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// tailRanks are, per style, the rank words the recogniser hears for
// another, longer rank whose end it lost: espeak-ng's Czech "sedm" ends
// in a syllabic m that the acoustic model hears as a vowel after the d
// ("S EH T AA", "S EH D L OW"; listen --phones), and the hard voices'
// "… sedm" was heard "… šest" or "… pět", its end left as speech after
// the words (docs/voice.md, "Czech sedm heard as šest or pět"). The
// table is read-only.
var tailRanks = map[phonetic.Style]map[string]string{
	phonetic.CzechStyle: {"sest": "sedm", "pet": "sedm"},
}

// TailRank returns the rank token ("sedm") whose beginning the rank
// token heard last in style may be ("sest"), or "" when none.
func TailRank(style phonetic.Style, token string) string {
	return tailRanks[style][token]
}

// TailDoubt returns the move the read-back of m, heard in pos and said
// back in form, names as a doubt when speech followed its last word, a
// rank with a TailRank: the other legal move whose words are m's but for
// that rank, which is the TailRank's ("Věž Anna sedm" for "Věž Anna
// šest"), the check or mate word aside. It returns false when m's last
// word is no such rank, or no legal move differs so.
func TailDoubt(pos *rules.Position, m rules.Move, form phonetic.Form, style phonetic.Style) (rules.Move, bool) {
	ws, err := phonetic.MoveWords(pos, m, form)
	if err != nil {
		return rules.NoMove, false
	}
	ws = withoutCheck(ws)
	if len(ws) == 0 || !isRank(ws[len(ws)-1]) {
		return rules.NoMove, false
	}
	last := len(ws) - 1
	to := TailRank(style, Token(style.Word(ws[last])))
	if to == "" {
		return rules.NoMove, false
	}
	for o, ow := range otherMoves(pos, m, form) {
		if ow = withoutCheck(ow); len(ow) != len(ws) || !isRank(ow[last]) || Token(style.Word(ow[last])) != to {
			continue
		}
		same := true
		for i := range last {
			if ws[i] != ow[i] {
				same = false
				break
			}
		}
		if same {
			return o, true
		}
	}
	return rules.NoMove, false
}

// thinRanks are, per style, the rank words the recogniser hears for
// another rank whose vowel a fast, high voice blurred: English "five"
// heard as "three" or "four" (the spent final11's +steph and +steph2
// voices; docs/voice.md, "Five heard as three or four"). The move heard is then scored once more against the moves
// with the other rank (RivalSquares, RivalGrammar), and named as a doubt
// when it fits the speech hardly better (sphinx: rivalDoubt). German
// "zwei" for "drei" was tried so and not kept (docs/voice.md, "Drei
// heard as zwei"). The table is read-only.
var thinRanks = map[phonetic.Style]map[string]string{
	phonetic.AnnexDEn: {"three": "five", "four": "five"},
}

// ThinRank returns the rank token ("five") that the rank token heard
// last in style ("three") may have been said as, or "" when none.
func ThinRank(style phonetic.Style, token string) string {
	return thinRanks[style][token]
}

// RivalSquares returns the words of the moves that differ from words, a
// move heard in style in recogniser tokens ("turm eva zwei"), only in
// the square it ends on: its last rank (a check or mate word after it
// aside, and left out of the result) replaced by the rank token rank,
// and the file before that rank, when there is one, by each file ("turm
// anna drei" … "turm hector drei"). None of them need be legal: the
// caller keeps the legal ones. It returns nil when words do not end in a
// rank, or end in rank itself.
func RivalSquares(style phonetic.Style, words, rank string) []string {
	ws := strings.Fields(words)
	check := map[string]bool{Token(style.Word(phonetic.Check)): true, Token(style.Word(phonetic.Mate)): true}
	for len(ws) > 0 && check[ws[len(ws)-1]] {
		ws = ws[:len(ws)-1]
	}
	token := func(w phonetic.Word) string { return Token(style.Word(w)) }
	ranks, files := map[string]bool{}, map[string]bool{}
	for i := range 8 {
		ranks[token(phonetic.Rank(i))] = true
		files[token(phonetic.File(i))] = true
	}
	last := len(ws) - 1
	if last < 0 || !ranks[ws[last]] || !ranks[rank] || ws[last] == rank {
		return nil
	}
	if last == 0 || !files[ws[last-1]] {
		return []string{strings.Join(append(slices.Clone(ws[:last]), rank), " ")}
	}
	out := make([]string, 0, 8)
	for f := range 8 {
		out = append(out, strings.Join(append(slices.Clone(ws[:last-1]), token(phonetic.File(f)), rank), " "))
	}
	return out
}

// RivalGrammar returns the JSGF grammar of the rivals, each the words of
// a move in recogniser tokens with the check or mate word of style that
// move gives, if any, last ("turm eva drei schach"); that word may be
// said or not. It returns false when there is no rival.
func RivalGrammar(style phonetic.Style, rivals []string) (string, bool) {
	if len(rivals) == 0 {
		return "", false
	}
	check := map[string]bool{Token(style.Word(phonetic.Check)): true, Token(style.Word(phonetic.Mate)): true}
	alts := make([]string, len(rivals))
	for i, r := range rivals {
		ws := strings.Fields(r)
		if n := len(ws); n > 1 && check[ws[n-1]] {
			ws[n-1] = "[" + ws[n-1] + "]"
		}
		alts[i] = "(" + strings.Join(ws, " ") + ")"
	}
	return "#JSGF V1.0;\ngrammar rival;\npublic <rival> = " + strings.Join(alts, " | ") + ";\n", true
}
