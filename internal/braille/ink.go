package braille

import (
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
)

// signLine is the room to sign on in the print copy.
const signLine = "______________________________"

// SheetText writes the print copy of a game's scoresheet, for the arbiter
// and the sighted opponent, who sign the VI player's scoresheet too
// (Article 8.7) and read no braille: the braille sheet's lines in print,
// in the language of c: the header (White - Black, the event and date,
// the result), a blank line, one move pair per line with its number, in
// the piece letters of the language (K D T L S, K D V S J; the draw offer
// mark (=) as on the PGN), the result, and the signature block: the
// result again (a line to write it on while the game has none), and for
// each player a line naming him with a line to sign on. It returns an
// error for a move the rules do not allow.
func SheetText(c catalog.Catalog, g *pgn.Game) (string, error) {
	letters := rules.English
	switch c.Lang() {
	case catalog.German:
		letters = rules.German
	case catalog.Czech:
		letters = rules.Czech
	}
	var lines []string
	lines = append(lines, Players(c, g))
	if ev := eventLine(g); ev != "" {
		lines = append(lines, ev)
	}
	lines = append(lines, c.Say("braille.result", g.FinalResult()), "")
	pos, err := gameStart(g)
	if err != nil {
		return "", err
	}
	num, white := pos.FullmoveNumber(), ""
	for _, gm := range g.Moves {
		m, err := pos.ParseMove(gm.SAN)
		if err != nil {
			return "", badMove(&pos, gm.SAN, err)
		}
		san := pos.SANLang(m, letters)
		for _, cm := range gm.Comments {
			if strings.TrimSpace(cm) == "(=)" {
				san += "(=)"
				break
			}
		}
		if pos.Turn() == rules.White {
			white = san
		} else {
			if white == "" {
				white = "..." // the game began with Black
			}
			lines = append(lines, strconv.Itoa(num)+". "+white+" "+san)
			white = ""
			num++
		}
		pos = pos.Play(m)
	}
	if white != "" {
		lines = append(lines, strconv.Itoa(num)+". "+white)
	}
	lines = append(lines, g.FinalResult(), "")
	result := g.FinalResult()
	if result == "*" {
		result = signLine
	}
	lines = append(lines, c.Say("braille.result", result),
		c.Say("braille.sign-white", playerName(g, "White")), signLine, "",
		c.Say("braille.sign-black", playerName(g, "Black")), signLine)
	for i, l := range lines {
		lines[i] = strings.Join(strings.Fields(l), " ")
	}
	return strings.Join(lines, "\n") + "\n", nil
}
