package table

import (
	"sort"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// SidePieces lists the pieces of side c in pos as a diagram's caption
// does: "White: Ke1 Qd1 Ra1, pawns a2 b2", the side in the words of text
// (the session's language) and the pieces in the letters of letters
// ("Weiß: Ke1 Dd1 Ta1, Bauern a2 b2"; English for any other), the king
// first, then queens, rooks, bishops, knights, each kind file by file,
// and the pawns. The envelope of an adjourned game and say --pgn's
// set-up position use it.
func SidePieces(text phonetic.Style, letters rules.Lang, pos *rules.Position, c rules.Color) string {
	if letters != rules.German && letters != rules.Czech {
		letters = rules.English
	}
	// Each kind's squares file by file, a to h, and up each file.
	squares := func(pt rules.PieceType) []string {
		var out []string
		for _, sq := range pos.Pieces(c, pt).Squares() {
			out = append(out, sq.String())
		}
		sort.Strings(out)
		return out
	}
	var pieces []string
	for _, pt := range []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight} {
		for _, sq := range squares(pt) {
			pieces = append(pieces, letters.Letter(pt)+sq)
		}
	}
	pawns := squares(rules.Pawn)
	list := strings.Join(pieces, " ")
	if len(pawns) > 0 {
		list += ", " + countIn(text, "table.envelope-pawns", len(pawns), strings.Join(pawns, " "))
	}
	side := text.Word(phonetic.Color(c))
	return say(text, msgEnvelopeSide, capitalize(side), list)
}
