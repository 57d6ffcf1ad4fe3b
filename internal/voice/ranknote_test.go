package voice_test

import (
	"fmt"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	. "github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// rankNote describes, for the gaps log, each rank word of a move m heard
// in p (the move said being said): its gap in the verifier's check, its
// excess over its typical gap, its frames, and the legal moves whose
// short form differs from m's in that rank alone, the check word aside
// (their rank token; "*" marks the move said, "@g" its gap in the
// decoder's N-best list nb); and for a castling, the other castling when
// it is legal. " rank[…]" for each; "" when m has neither (helper rank,
// session 21).
func rankNote(p *rules.Position, m, said rules.Move, style phonetic.Style, c sphinx.Check, nb []sphinx.RunnerUp) string {
	ws, err := phonetic.MoveWords(p, m, phonetic.Short)
	if err != nil {
		return ""
	}
	toks := Tokens(style.Text(ws))
	heard := strings.Fields(c.Words)
	same := strings.Join(toks, " ") == c.Words && len(c.WordGaps) == len(heard)
	inNB := func(o rules.Move) string {
		ow, err := phonetic.MoveWords(p, o, phonetic.Short)
		if err != nil {
			return ""
		}
		ot := strings.Join(Tokens(style.Text(ow)), " ")
		for _, a := range nb {
			if a.Words == ot {
				return fmt.Sprintf("@%.3f", a.Gap)
			}
		}
		return ""
	}
	var b strings.Builder
	if m.IsCastle() {
		for _, o := range p.Legal() {
			if o.IsCastle() && o != m {
				mark := ""
				if o == said {
					mark = "*"
				}
				fmt.Fprintf(&b, " castle[other%s%s", mark, inNB(o))
				if same {
					for i, w := range c.WordGaps {
						typ, _ := TypicalWordGap(style, heard[i])
						fmt.Fprintf(&b, " %s=%.4f/%.4f", w.Word, w.Gap, w.Gap-typ)
					}
				}
				b.WriteString("]")
			}
		}
		return b.String()
	}
	bare := bareWords(ws)
	for i, w := range bare {
		if !rankWord(w) {
			continue
		}
		tok := Token(style.Word(w))
		fmt.Fprintf(&b, " rank[%d %s", i, tok)
		if same && i < len(c.WordGaps) && c.WordGaps[i].Word == tok {
			typ, _ := TypicalWordGap(style, tok)
			fmt.Fprintf(&b, " gap %.4f excess %.4f frames %d", c.WordGaps[i].Gap, c.WordGaps[i].Gap-typ, c.WordGaps[i].Frames)
		} else {
			b.WriteString(" gap ?")
		}
		b.WriteString(" alts")
		for _, o := range p.Legal() {
			if o == m {
				continue
			}
			ow, err := phonetic.MoveWords(p, o, phonetic.Short)
			if err != nil {
				continue
			}
			ow = bareWords(ow)
			if len(ow) != len(bare) || !rankWord(ow[i]) || ow[i] == w {
				continue
			}
			diff := false
			for j := range bare {
				if j != i && bare[j] != ow[j] {
					diff = true
					break
				}
			}
			if diff {
				continue
			}
			mark := ""
			if o == said {
				mark = "*"
			}
			fmt.Fprintf(&b, " %s%s%s", Token(style.Word(ow[i])), mark, inNB(o))
		}
		b.WriteString("]")
	}
	return b.String()
}

// bareWords returns ws without its check or mate word.
func bareWords(ws []phonetic.Word) []phonetic.Word {
	var out []phonetic.Word
	for _, w := range ws {
		if w != phonetic.Check && w != phonetic.Mate {
			out = append(out, w)
		}
	}
	return out
}

// rankWord reports whether w names a rank.
func rankWord(w phonetic.Word) bool {
	for r := range 8 {
		if phonetic.Rank(r) == w {
			return true
		}
	}
	return false
}
