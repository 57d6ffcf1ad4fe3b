package voice

import (
	"slices"
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
// m heard in style as words (recogniser tokens, "turm eva zwei") may have
// been said as when its rank word was heard for another (dreiRanks:
// German "zwei" for "drei"): the legal moves of m's piece that capture
// where m captures and give check where m gives check, and whose words
// in the short or the long form are words with that rank word replaced
// ("turm eva drei"): the moves that differ from the words heard in the
// rank alone. Each is given in both forms ("turm eva drei", "turm eva
// eins eva drei"), with the check or mate word the move gives last. It returns nil in a style without such a rank, for a castling,
// for a move to another rank, and when no legal move differs so.
//
// The rest of the words is kept: final15's seven drei heard as zwei were
// heard with every other word as said, and the tuning voices' zwei said
// and heard right fit a drei move of another file, or one without the
// check word, or in another form, nearly as well as the move said
// ("turm anna zwei" against "turm bella drei", "turm david zwei schach"
// against "turm david drei", "turm felix felix zwei" against "turm felix
// eins felix drei"; docs/voice.md, "Drei heard as zwei, a rank alone").
func DreiRivalMoves(pos *rules.Position, m rules.Move, style phonetic.Style, words string) []string {
	if !pos.IsLegal(m) || m.IsCastle() {
		return nil
	}
	rank, ok := dreiRanks[style][m.To().Rank()]
	if !ok {
		return nil
	}
	ws := withoutCheckWord(style, words)
	if len(ws) == 0 || ws[len(ws)-1] != Token(style.Word(phonetic.Rank(m.To().Rank()))) {
		return nil
	}
	ws[len(ws)-1] = Token(style.Word(phonetic.Rank(rank)))
	want := strings.Join(ws, " ")
	piece, takes, checks := pos.PieceAt(m.From()).Type(), captures(pos, m), givesCheck(pos, m)
	var out []string
	for _, o := range pos.Legal() {
		if o.IsCastle() || o.To().Rank() != rank || pos.PieceAt(o.From()).Type() != piece || captures(pos, o) != takes || givesCheck(pos, o) != checks {
			continue
		}
		forms := rivalWords(pos, style, func(x rules.Move) bool { return x == o })
		if slices.ContainsFunc(forms, func(w string) bool { return strings.Join(withoutCheckWord(style, w), " ") == want }) {
			out = append(out, forms...)
		}
	}
	return out
}

// withoutCheckWord returns the words of a move in recogniser tokens of
// style without the check or mate word they end in, if any.
func withoutCheckWord(style phonetic.Style, words string) []string {
	ws := strings.Fields(words)
	if n := len(ws); n > 0 && (ws[n-1] == Token(style.Word(phonetic.Check)) || ws[n-1] == Token(style.Word(phonetic.Mate))) {
		ws = ws[:n-1]
	}
	return ws
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
