package voice

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// OneWordRivals returns the words of the legal moves of pos that differ
// from m, heard in style, in one word alone, the check or mate word
// aside: ranks are the moves whose words are m's but for one rank ("turm
// eva drei" for "turm eva zwei"), pieces those whose words are m's but
// for the piece ("dame eva zwei"), each in recogniser tokens with the
// check or mate word it gives last, in the short form and the long, each
// once. Both are nil when m is not legal.
func OneWordRivals(pos *rules.Position, m rules.Move, style phonetic.Style) (ranks, pieces []string) {
	if !pos.IsLegal(m) {
		return nil, nil
	}
	seen := map[string]bool{}
	for _, form := range []phonetic.Form{phonetic.Short, phonetic.Long} {
		ws, err := phonetic.MoveWords(pos, m, form)
		if err != nil {
			continue
		}
		ws = withoutCheck(ws)
		for _, ow := range otherMoves(pos, m, form) {
			bare := withoutCheck(ow)
			if len(bare) != len(ws) {
				continue
			}
			diff, rank := 0, false
			for i := range ws {
				if ws[i] == bare[i] {
					continue
				}
				diff++
				switch {
				case isRank(ws[i]) && isRank(bare[i]):
					rank = true
				case isPiece(ws[i]) && isPiece(bare[i]):
				default:
					diff = 2
				}
			}
			if diff != 1 {
				continue
			}
			w := strings.Join(Tokens(style.Text(ow)), " ")
			if seen[w] {
				continue
			}
			seen[w] = true
			if rank {
				ranks = append(ranks, w)
			} else {
				pieces = append(pieces, w)
			}
		}
	}
	return ranks, pieces
}

// WithoutCheckTokens returns the recogniser tokens of words ("turm eva
// eins schach") but its check or mate word in style: "turm", "eva",
// "eins".
func WithoutCheckTokens(style phonetic.Style, words string) []string {
	check, mate := Token(style.Word(phonetic.Check)), Token(style.Word(phonetic.Mate))
	var out []string
	for _, w := range strings.Fields(words) {
		if w != check && w != mate {
			out = append(out, w)
		}
	}
	return out
}
