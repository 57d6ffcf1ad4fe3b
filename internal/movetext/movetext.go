// Package movetext reads the moves a user types on the command line
// (position --moves, say --moves and say's arguments): move numbers are
// skipped, an "e.p." written apart joins the move before it, and every
// notation the rules core reads is accepted. Its errors are the commands'
// usage errors (exit 2) naming the move that failed.
package movetext

import (
	"errors"
	"fmt"
	"strings"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
)

// isEP reports whether tok is an "e.p." written apart from its move.
func isEP(tok string) bool { return tok == "e.p." || tok == "ep" || tok == "e.p" }

// Play plays the moves of text on g. Move numbers ("1.", "12...", "3.e4")
// are skipped, and an "e.p." written apart belongs to the move before it.
// Moves are read with the letters of l, and English letters in every
// language. The error names the move that failed (exit 2).
func Play(g *rules.Game, text string, l rules.Lang) error {
	var tokens []string
	for _, tok := range strings.Fields(text) {
		if isEP(tok) {
			if len(tokens) > 0 {
				tokens[len(tokens)-1] += " " + tok
			}
			continue
		}
		if tok = StripMoveNumber(tok); tok != "" {
			tokens = append(tokens, tok)
		}
	}
	for _, tok := range tokens {
		p := g.Position()
		num := Number(&p)
		if g.Over() {
			return session.UsageErr("cmd.position-move-cannot-be-played", num, tok, g.Outcome())
		}
		m, err := p.ParseMoveLang(tok, l)
		var me *rules.MoveError
		if err != nil && l != rules.English && errors.As(err, &me) && me.Kind == rules.MalformedMove {
			// English letters are read in every language (they never
			// clash with the Czech or German ones).
			if m2, err2 := p.ParseMoveLang(tok, rules.English); err2 == nil {
				m, err = m2, nil
			} else if errors.As(err2, &me) && me.Kind != rules.MalformedMove {
				// Read with English letters it is a move, only not a
				// legal one: that is the reason to give.
				err = err2
			}
		}
		if err == nil {
			err = g.Push(m)
		}
		if err != nil {
			return session.UsageErr("cmd.position-move", num, tok, err)
		}
	}
	return nil
}

// StripMoveNumber removes a leading move number with its dots ("1.",
// "12...", "3.e4" -> "e4"); digits without a dot (ICCF "5254") stay.
func StripMoveNumber(tok string) string {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 || i == len(tok) || tok[i] != '.' {
		return tok
	}
	return strings.TrimLeft(tok[i:], ".")
}

// Tokens splits command-line arguments into moves: an argument with a
// space is one move in phonetic words, move numbers ("1.", "12...") are
// dropped and an "e.p." written apart joins the move before it.
func Tokens(args []string) []string {
	var out []string
	for _, a := range args {
		a = strings.TrimSpace(a)
		if strings.Contains(a, " ") {
			out = append(out, a) // phonetic words, one move
			continue
		}
		if isEP(a) && len(out) > 0 {
			out[len(out)-1] += " " + a
			continue
		}
		if a = StripMoveNumber(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// Number is "12." before a white move and "12..." before a black one.
func Number(p *rules.Position) string {
	if p.Turn() == rules.Black {
		return fmt.Sprintf("%d...", p.FullmoveNumber())
	}
	return fmt.Sprintf("%d.", p.FullmoveNumber())
}
