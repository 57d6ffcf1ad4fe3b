package voice

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// pieceRivals are, per style, the pieces the recogniser hears for
// another piece said by a high, fast voice: German "Dame" heard as
// "Turm" by final11's +steph and +steph2 (rate 1.25-1.5), seven moves
// confirmed wrong with no doubt asked, the square heard sometimes
// another too ("Dame Hector fünf" heard "Turm Cesar fünf"; docs/voice.md,
// "Dame heard as Turm"). A move of the first piece heard is scored once
// more against the legal moves of the second (PieceRivalMoves,
// RivalGrammar), and the best of them is named as a doubt when it fits
// the speech nearly as well (sphinx: pieceDoubt). The table is read-only.
var pieceRivals = map[phonetic.Style]map[rules.PieceType]rules.PieceType{
	phonetic.AnnexD: {rules.Rook: rules.Queen},
}

// PieceRival returns the piece that a move of piece pt heard in style may
// have been said with, and false when none.
func PieceRival(style phonetic.Style, pt rules.PieceType) (rules.PieceType, bool) {
	o, ok := pieceRivals[style][pt]
	return o, ok
}

// PieceRivalMoves returns the words of the legal moves of pos that the
// move m heard in style may have been said as: when m's piece has a
// PieceRival, every legal move of that piece, in the short and the long
// form, in recogniser tokens with the check or mate word the move gives
// last ("dame eva eins", "dame david eins eva eins"), each once. It
// returns nil when m's piece has no rival, or the rival piece no legal
// move.
func PieceRivalMoves(pos *rules.Position, m rules.Move, style phonetic.Style) []string {
	if !pos.IsLegal(m) {
		return nil
	}
	rival, ok := PieceRival(style, pos.PieceAt(m.From()).Type())
	if !ok {
		return nil
	}
	return rivalWords(pos, style, func(o rules.Move) bool {
		return pos.PieceAt(o.From()).Type() == rival
	})
}

// rivalWords returns the words of the legal moves of pos that keep
// accepts, castlings aside, each in the short and the long form, in
// recogniser tokens of style with the check or mate word the move gives
// last, each once, in the order of pos.Legal: the rivals a move heard is
// scored against (PieceRivalMoves, FelixRivalMoves).
func rivalWords(pos *rules.Position, style phonetic.Style, keep func(rules.Move) bool) []string {
	var out []string
	seen := map[string]bool{}
	for _, o := range pos.Legal() {
		if o.IsCastle() || !keep(o) {
			continue
		}
		for _, f := range []phonetic.Form{phonetic.Short, phonetic.Long} {
			ws, err := phonetic.MoveWords(pos, o, f)
			if err != nil {
				continue
			}
			w := strings.Join(Tokens(style.Text(ws)), " ")
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return out
}

// RivalGrammar returns the JSGF grammar of the rivals, each the words of
// a move in recogniser tokens with the check or mate word of style that
// move gives, if any, last ("dame eva eins schach"); that word may be
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
