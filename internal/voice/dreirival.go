package voice

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// dreiRanks map, per style, the rank (0 is the first) a move was heard
// to onto the rank it may have been said to: German "drei" heard as
// "zwei" (1 for 2), the one word's beginning mistaken (final15's MBROLA voices:
// seven of its ten German moves confirmed wrong; final10's six; the
// held-out slow voices' four; docs/voice.md, "Drei heard as zwei" of
// sessions 17 and 22). The table is read-only.
var dreiRanks = map[phonetic.Style]map[int]int{
	phonetic.AnnexD: {1: 2},
}

// DreiRivalMoves returns the words of the legal moves of pos that a move
// m heard in style may have been said as when its rank word was heard
// for another (dreiRanks: German "zwei" for "drei"): the legal moves of
// m's piece to the same file and the other rank that capture where m
// captures and give check where m gives check, in the short and the long
// form, in recogniser tokens with the check or mate word the move gives
// last ("turm eva drei", "turm eva eins eva drei"), each once: the moves
// that differ from m in the rank alone. It returns nil in a style
// without such a rank, for a castling, for a move to another rank, and
// when no legal move differs so.
//
// The file is kept: final15's seven drei heard as zwei were heard with
// the file said, and the tuning voices' zwei said and heard right fit a
// drei move of another file, or one without the check word, nearly as
// well as the move said ("turm anna zwei" against "turm bella drei",
// "turm david zwei schach" against "turm david drei"; docs/voice.md,
// "Drei heard as zwei, a rank alone").
func DreiRivalMoves(pos *rules.Position, m rules.Move, style phonetic.Style) []string {
	if !pos.IsLegal(m) || m.IsCastle() {
		return nil
	}
	rank, ok := dreiRanks[style][m.To().Rank()]
	if !ok {
		return nil
	}
	piece, takes, checks := pos.PieceAt(m.From()).Type(), captures(pos, m), givesCheck(pos, m)
	return rivalWords(pos, style, func(o rules.Move) bool {
		return o.To().Rank() == rank && o.To().File() == m.To().File() && pos.PieceAt(o.From()).Type() == piece &&
			captures(pos, o) == takes && givesCheck(pos, o) == checks
	})
}

// captures reports whether the legal move m of pos, no castling, takes a
// piece.
func captures(pos *rules.Position, m rules.Move) bool {
	return m.IsEnPassant() || pos.PieceAt(m.To()) != rules.NoPiece
}

// givesCheck reports whether the legal move m of pos gives check or
// mate.
func givesCheck(pos *rules.Position, m rules.Move) bool {
	san := pos.SAN(m)
	return strings.HasSuffix(san, "+") || strings.HasSuffix(san, "#")
}
