package voice

import (
	"slices"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// tailRanks are, per style, the rank words the recogniser hears for
// another, longer rank whose end it lost, each with those longer ranks:
// espeak-ng's Czech "sedm" ends in a syllabic m that the acoustic model
// hears as a vowel after the d ("S EH T AA", "S EH D L OW"; listen
// --phones), and the hard voices' "… sedm" was heard "… šest" or "… pět",
// its end left as speech after the words (docs/voice.md, "Czech sedm
// heard as šest or pět"); and the hard voices' "… šest" and "… sedm" were
// heard "… čtyři" with the same speech after it (the tuning set's
// `+marcelo` "věž anna šest", final10's "jezdec eva sedm"; docs/voice.md,
// "Šest heard as čtyři"). The table is read-only.
var tailRanks = map[phonetic.Style]map[string][]string{
	phonetic.CzechStyle: {"sest": {"sedm"}, "pet": {"sedm"}, "ctyri": {"sest", "sedm"}},
}

// TailRanks returns the rank tokens ("sedm") whose beginning the rank
// token heard last in style may be ("sest"), or nil when none.
func TailRanks(style phonetic.Style, token string) []string {
	return tailRanks[style][token]
}

// TailDoubt returns the move the read-back of m, heard in pos and said
// back in form, names as a doubt when speech followed its last word, a
// rank with TailRanks: the one other legal move whose words are m's but
// for that rank, which is one of its TailRanks ("Věž Anna sedm" for "Věž
// Anna šest"), the check or mate word aside. It returns false when m's
// last word is no such rank, or when no legal move differs so, or more
// than one (čtyři, where both the šest and the sedm move are legal): a
// doubt guessed between them would name the move said no more often than
// none.
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
	to := TailRanks(style, Token(style.Word(ws[last])))
	if len(to) == 0 {
		return rules.NoMove, false
	}
	var found []rules.Move
	for o, ow := range otherMoves(pos, m, form) {
		if ow = withoutCheck(ow); len(ow) != len(ws) || !isRank(ow[last]) || !slices.Contains(to, Token(style.Word(ow[last]))) {
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
			found = append(found, o)
		}
	}
	if len(found) != 1 {
		return rules.NoMove, false
	}
	return found[0], true
}
