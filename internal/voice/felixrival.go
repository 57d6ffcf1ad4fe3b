package voice

import (
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// felixFile is the file of Felix, the f-file (0 is the a-file).
const felixFile = 5

// FelixRivalMoves returns the words of the legal moves of pos that a
// Czech move m heard to another file than Felix may have been said as:
// every legal move of m's piece to the f-file, in the short and the long
// form, in recogniser tokens with the check or mate word the move gives
// last ("jezdec felix tri", "jezdec gustav jedna felix tri"), each once.
// Czech "Felix" said by a high or robotic voice is heard as another file,
// the rank often with it ("jezdec felix tři" heard "jezdec cesar čtyři":
// nine of the 23 Czech moves confirmed wrong of the tuning set and
// final12 in session 19, no Felix move in the decoder's best list;
// docs/voice.md, "Felix heard as another file"). It returns nil in
// another style than Czech, for a castling, for a move to the f-file,
// and when m's piece has no legal move to it.
func FelixRivalMoves(pos *rules.Position, m rules.Move, style phonetic.Style) []string {
	if style != phonetic.CzechStyle || !pos.IsLegal(m) || m.IsCastle() || m.To().File() == felixFile {
		return nil
	}
	piece := pos.PieceAt(m.From()).Type()
	return rivalWords(pos, style, func(o rules.Move) bool {
		return o.To().File() == felixFile && pos.PieceAt(o.From()).Type() == piece
	})
}
