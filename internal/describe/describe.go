// Package describe describes a chess position under the FIDE Laws for
// the position command: the side to move, check, status, the draws that
// can be claimed, whether each side can still checkmate and the legal
// moves, as a JSON report or as short lines in the session's language.
package describe

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// Report is the description of a position, the --json output of
// position; docs/position-json.md describes every field.
type Report struct {
	FEN               string            `json:"fen"`
	Turn              string            `json:"turn"`
	Chess960          bool              `json:"chess960"`
	Moves             []string          `json:"moves"`
	Legal             []string          `json:"legal"`
	LegalUCI          []string          `json:"legal_uci"`
	Check             bool              `json:"check"`
	Status            string            `json:"status"`
	Result            string            `json:"result"`
	Reason            string            `json:"reason,omitempty"`
	HalfmoveClock     int               `json:"halfmove_clock"`
	FullmoveNumber    int               `json:"fullmove_number"`
	RepetitionCount   int               `json:"repetition_count"`
	RepetitionPlies   []int             `json:"repetition_plies"`
	Claimable         []string          `json:"claimable"`
	ClaimableWithMove []ClaimWithMove   `json:"claimable_with_move"`
	CanCheckmate      map[string]string `json:"can_checkmate"`
}

// ClaimWithMove is a draw the player having the move may claim by writing
// this move first (Articles 9.2.1.1 and 9.3.1).
type ClaimWithMove struct {
	Move   string   `json:"move"`
	Claims []string `json:"claims"`
}

// ParseNotation reads a value of --notation: san, long, uci or iccf.
func ParseNotation(name string) (rules.Notation, bool) {
	switch name {
	case "san":
		return rules.NotationSAN, true
	case "long":
		return rules.NotationLong, true
	case "uci":
		return rules.NotationUCI, true
	case "iccf":
		return rules.NotationICCF, true
	}
	return 0, false
}

// Format is how the text output of position writes moves.
type Format struct {
	Notation rules.Notation
	Lang     rules.Lang // the piece letters
	// Tournament leaves out what gives more than the Laws allow in
	// tournament play: the claimable draws, whether each side can still
	// checkmate, the legal moves (one line says so instead).
	Tournament bool
}

// write writes the legal move m of p.
func (f Format) write(p *rules.Position, m rules.Move) string {
	return p.FormatMove(m, f.Notation, f.Lang)
}

// sortedLegal returns the legal moves grouped as a player reads them:
// pawns, knights, bishops, rooks, queens, king, castling; within a group by
// departure square, then arrival square, then promotion piece.
func sortedLegal(p *rules.Position) []rules.Move {
	moves := p.Legal()
	rank := func(m rules.Move) int {
		if m.IsCastle() {
			return 10
		}
		return int(p.PieceAt(m.From()).Type())
	}
	sort.SliceStable(moves, func(i, j int) bool {
		a, b := moves[i], moves[j]
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra < rb
		}
		if a.From() != b.From() {
			return a.From().File() < b.From().File() || a.From().File() == b.From().File() && a.From().Rank() < b.From().Rank()
		}
		if a.To() != b.To() {
			return a.To().File() < b.To().File() || a.To().File() == b.To().File() && a.To().Rank() < b.To().Rank()
		}
		return a.Promotion() > b.Promotion()
	})
	return moves
}

// Describe describes the position after the moves of g.
func Describe(g *rules.Game) Report {
	p := g.Position()
	rep := Report{
		FEN:               p.FEN(),
		Turn:              p.Turn().String(),
		Chess960:          p.Chess960(),
		Moves:             g.SAN(),
		Legal:             []string{},
		LegalUCI:          []string{},
		Check:             p.InCheck(),
		Status:            g.Status().String(),
		Result:            g.Outcome().Result.String(),
		HalfmoveClock:     p.HalfmoveClock(),
		FullmoveNumber:    p.FullmoveNumber(),
		RepetitionCount:   g.RepetitionCount(),
		RepetitionPlies:   g.Occurrences(),
		Claimable:         []string{},
		ClaimableWithMove: []ClaimWithMove{},
		CanCheckmate: map[string]string{
			"white": p.CanCheckmate(rules.White).String(),
			"black": p.CanCheckmate(rules.Black).String(),
		},
	}
	if g.Outcome().Over() {
		rep.Reason = g.Outcome().Reason.String()
	}
	for _, m := range sortedLegal(&p) {
		rep.Legal = append(rep.Legal, p.SAN(m))
		rep.LegalUCI = append(rep.LegalUCI, p.UCI(m))
		if claims := g.ClaimableWith(m); len(claims) > 0 {
			rep.ClaimableWithMove = append(rep.ClaimableWithMove, ClaimWithMove{Move: p.SAN(m), Claims: claimNames(claims)})
		}
	}
	rep.Claimable = append(rep.Claimable, claimNames(g.Claimable())...)
	return rep
}

// claimNames names the draw claims as in the JSON.
// WithholdHints removes what gives more than the Laws allow in
// tournament play: the legal moves, the claimable draws, and whether each
// side can still checkmate (JSON null).
func (rep *Report) WithholdHints() {
	rep.Legal, rep.LegalUCI = nil, nil
	rep.Claimable, rep.ClaimableWithMove = nil, nil
	rep.CanCheckmate = nil
}

func claimNames(rs []rules.ClaimRule) []string {
	out := []string{}
	for _, r := range rs {
		out = append(out, r.String())
	}
	return out
}

// WriteText prints the description as short lines, one fact per
// line, for a screen reader or a braille display, in the language of c.
func WriteText(w io.Writer, c catalog.Catalog, g *rules.Game, rep Report, f Format) error {
	p := g.Position()
	var b strings.Builder
	line := func(key string, args ...any) {
		b.WriteString(c.Say(key, args...))
		b.WriteByte('\n')
	}
	if len(rep.Moves) > 0 {
		line("cmd.pos-moves", moveListText(g, f))
	}
	fmt.Fprintf(&b, "FEN: %s\n", rep.FEN)
	line("cmd.pos-turn", c.Say("cmd.side-"+rep.Turn))
	if rep.Check {
		line("cmd.pos-check-yes")
	} else {
		line("cmd.pos-check-no")
	}
	out := g.Outcome()
	switch {
	case out.Over() && out.Ply < g.Ply():
		line("cmd.pos-status-earlier", c.Say("cmd.status-"+rep.Status), outcomeText(c, out))
	case out.Over():
		line("cmd.pos-status-over", c.Say("cmd.status-"+rep.Status), outcomeText(c, out))
	default:
		line("cmd.pos-status", c.Say("cmd.status-"+rep.Status))
	}
	line("cmd.pos-halfmove-clock", rep.HalfmoveClock)
	line("cmd.pos-move-number", rep.FullmoveNumber)
	line("cmd.pos-occurred", c.Count("cmd.pos-times", rep.RepetitionCount))
	if f.Tournament {
		line("cmd.pos-tournament")
		_, err := io.WriteString(w, b.String())
		return err
	}
	switch {
	case len(rep.Claimable) > 0:
		line("cmd.pos-claimable", claimText(c, g.Claimable()))
	case !out.Over():
		line("cmd.pos-claimable-none")
	}
	legal := sortedLegal(&p)
	for _, m := range legal {
		if claims := g.ClaimableWith(m); len(claims) > 0 {
			line("cmd.pos-claimable-with", f.write(&p, m), claimText(c, claims))
		}
	}
	line("cmd.pos-can-mate-white", c.Say("cmd.verdict-"+rep.CanCheckmate["white"]))
	line("cmd.pos-can-mate-black", c.Say("cmd.verdict-"+rep.CanCheckmate["black"]))
	if len(legal) == 0 {
		line("cmd.pos-legal-none")
	} else {
		names := make([]string, len(legal))
		for i, m := range legal {
			names[i] = f.write(&p, m)
		}
		line("cmd.pos-legal", len(legal), strings.Join(names, " "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// claimText names the draw claims in the language of c.
func claimText(c catalog.Catalog, rs []rules.ClaimRule) string {
	names := make([]string, len(rs))
	for i, r := range rs {
		names[i] = c.Say("cmd.claim-" + r.String())
	}
	return strings.Join(names, ", ")
}

// outcomeText says how a game ended in the language of c: "1-0, White
// wins by checkmate (Article 5.1.1)".
func outcomeText(c catalog.Catalog, o rules.Outcome) string {
	reason := c.Say("cmd.reason-" + strconv.Itoa(int(o.Reason)))
	if o.Result == rules.Draw {
		return c.Say("cmd.outcome-draw", o.Result.String(), reason, o.Reason.Article())
	}
	return c.Say("cmd.outcome-win", o.Result.String(), c.Say("cmd.winner-"+o.Winner.String()), reason, o.Reason.Article())
}

// moveListText writes the moves played with move numbers: "1. e4 e5 2. Nf3".
func moveListText(g *rules.Game, f Format) string {
	var parts []string
	for i, m := range g.Moves() {
		p, _ := g.PositionAt(i)
		switch {
		case p.Turn() == rules.White:
			parts = append(parts, fmt.Sprintf("%d.", p.FullmoveNumber()))
		case i == 0:
			parts = append(parts, fmt.Sprintf("%d...", p.FullmoveNumber()))
		}
		parts = append(parts, f.write(&p, m))
	}
	return strings.Join(parts, " ")
}
