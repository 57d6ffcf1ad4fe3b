package table

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/rules"
)

// This file reads a move as it comes when copied from a scoresheet, a
// PGN file or a word processor (Setup.PastedMoves): with its move number
// ("1. e4", "12... Nf6", "12…Nf6"), in quotes ("“Nf3”", "'e4'"), or with a
// typographic dash or times sign in long algebraic ("Ng1–f3", "e5×d4").

// pastedDashes are the characters a word processor or a web page writes
// for the hyphen of long algebraic ("Ng1–f3") and for a capture's x
// ("e5×d4"), with what is typed for them.
var pastedDashes = strings.NewReplacer(
	"\u2010", "-", // hyphen
	"\u2011", "-", // non-breaking hyphen
	"\u2012", "-", // figure dash
	"\u2013", "-", // en dash
	"\u2014", "-", // em dash
	"\u2015", "-", // horizontal bar
	"\u2212", "-", // minus sign
	"\u00d7", "x", // multiplication sign
)

// pastedQuotes are the pairs of quotes a whole line may come in.
var pastedQuotes = [][2]rune{
	{'"', '"'}, {'\'', '\''}, {'“', '”'}, {'„', '“'}, {'”', '”'},
	{'‘', '’'}, {'‚', '‘'}, {'’', '’'}, {'«', '»'}, {'»', '«'},
	{'‹', '›'}, {'›', '‹'}, {'`', '`'},
}

// unpaste returns the line without what pasting adds around a move:
// typographic dashes and the times sign as the hyphen and x typed for
// them, and one pair of quotes around the whole line taken off. Lines of
// a game set up before it (Setup.PastedMoves false) stay as they are, so
// that its journal replays as it was played.
func (t *Table) unpaste(text string) string {
	if !t.cfg.setup.PastedMoves {
		return text
	}
	text = pastedDashes.Replace(text)
	first, n := utf8.DecodeRuneInString(text)
	last, m := utf8.DecodeLastRuneInString(text)
	if len(text) > n+m {
		for _, q := range pastedQuotes {
			if first == q[0] && last == q[1] {
				return strings.TrimSpace(text[n : len(text)-m])
			}
		}
	}
	return text
}

// numberedMove reads a line that is a move with its move number before
// it: "1. e4", "1.e4" (White's move), "12... Nf6", "12…Nf6", "12. ... Nf6"
// (Black's). When the number and the dots fit the game (its move number
// and the side to move), the line is that move; otherwise it is refused
// with the game's move and side, and nothing is played. ok is false for
// any other line, and in a game set up before it (Setup.PastedMoves
// false).
func (t *Table) numberedMove(text string) (command, bool) {
	if !t.cfg.setup.PastedMoves || len(text) > 80 {
		return command{}, false
	}
	digits := len(text) - len(strings.TrimLeftFunc(text, func(r rune) bool { return r >= '0' && r <= '9' }))
	if digits == 0 || digits > 4 {
		return command{}, false
	}
	number, err := strconv.Atoi(text[:digits])
	if err != nil || number == 0 {
		return command{}, false
	}
	rest := text[digits:]
	dots := 0
	for {
		r, n := utf8.DecodeRuneInString(rest)
		switch {
		case r == '.':
			dots++
		case r == '…':
			dots += 3
		case unicode.IsSpace(r) && n > 0:
		default:
			if dots == 0 || n == 0 {
				return command{}, false
			}
			if !t.isMove(rest) {
				return command{}, false
			}
			side := rules.White
			if dots > 1 {
				side = rules.Black
			}
			pos := t.game.pos()
			if number == pos.FullmoveNumber() && side == pos.Turn() {
				return command{kind: cmdMove, text: rest}, true
			}
			return command{kind: cmdMisnumbered, text: text}, true
		}
		rest = rest[n:]
	}
}

// misnumbered refuses a move typed with a move number that does not fit
// the game: the game's move number and side to move, and what to type.
func (t *Table) misnumbered(text string) []Output {
	pos := t.game.pos()
	return []Output{t.errorOut(t.now, msgMisnumbered, Clip(text), pos.FullmoveNumber(), t.sideIn(pos.Turn()))}
}

// commandTypo says, for a line whose first word is a command's name
// mistyped by one letter (one left out, one too many, one wrong, or two
// swapped: "hlep", "resgin white", "aufgebn"), the line it may have
// meant, in the words typed ("Did you mean resign white?"); "" for any
// other line, and when the word is near two commands. Nothing is done:
// the line is to be typed again.
func (t *Table) commandTypo(text string) string {
	words := strings.Fields(text)
	if len(words) == 0 || len(text) > 64 {
		return ""
	}
	typed := strings.ToLower(words[0])
	if utf8.RuneCountInString(typed) < 4 {
		return ""
	}
	var found *cmdDef
	name := ""
	for _, defs := range [][]cmdDef{commands, moreCommands} {
		for i := range defs {
			for _, n := range append(append([]string(nil), defs[i].names...), defs[i].local...) {
				if utf8.RuneCountInString(n) < 4 || !oneSlip(typed, n) {
					continue
				}
				if found != nil && found != &defs[i] {
					return "" // near two commands: no guess
				}
				found, name = &defs[i], n
			}
		}
	}
	if found == nil {
		return ""
	}
	line := strings.Join(append([]string{name}, words[1:]...), " ")
	return say(t.text, msgCommandTypo, Clip(text), line, line)
}

// oneSlip reports whether a and b differ by one slip of the keyboard: a
// letter left out, one too many, one wrong, or two neighbours swapped.
func oneSlip(a, b string) bool {
	x, y := []rune(a), []rune(b)
	if len(x) > len(y) {
		x, y = y, x
	}
	switch len(y) - len(x) {
	case 0:
		var diff []int
		for i := range x {
			if x[i] != y[i] {
				diff = append(diff, i)
			}
		}
		switch len(diff) {
		case 1:
			return true
		case 2:
			i, j := diff[0], diff[1]
			return j == i+1 && x[i] == y[j] && x[j] == y[i]
		}
		return false
	case 1:
		for i := range y {
			if string(y[:i])+string(y[i+1:]) == string(x) {
				return true
			}
		}
	}
	return false
}

// severalMoves says, for a typed line refused as a move that holds several
// moves ("1. e4 e5 2. Nf3", "Nf3 Nc6", as pasted from a scoresheet), that
// one move is typed at a time; "" for any other line. Two bare squares
// ("e7 e5") are no such line: they may be one move from square to
// square.
func (t *Table) severalMoves(text string) string {
	words := strings.Fields(text)
	if len(words) < 2 || len(text) > 200 {
		return ""
	}
	moves, numbered, piece := 0, false, false
	for _, w := range words {
		if strings.Trim(w, "0123456789.…") == "" {
			numbered = true
			continue
		}
		if d := len(w) - len(strings.TrimLeft(w, "0123456789")); d > 0 && strings.ContainsAny(w[d:d+1], ".…") {
			// "1.e4": a move number and its move.
			numbered, w = true, strings.TrimLeft(w[d:], ".…")
		}
		if !t.isMove(w) {
			return ""
		}
		moves++
		if len(w) > 2 {
			piece = true
		}
	}
	if moves < 2 || !numbered && !piece && moves < 3 {
		return ""
	}
	return say(t.text, msgSeveralMoves, Clip(text))
}
