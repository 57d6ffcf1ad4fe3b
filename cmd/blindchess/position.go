package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// positionJSON is the --json output of position; docs/position-json.md
// describes every field.
type positionJSON struct {
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
	ClaimableWithMove []claimWithMove   `json:"claimable_with_move"`
	CanCheckmate      map[string]string `json:"can_checkmate"`
}

// claimWithMove is a draw the player having the move may claim by writing
// this move first (Articles 9.2.1.1 and 9.3.1).
type claimWithMove struct {
	Move   string   `json:"move"`
	Claims []string `json:"claims"`
}

func newPositionCmd() *cobra.Command {
	var (
		fen      string
		n960     int
		moves    string
		lang     string
		notation string
		asJSON   bool
		pgnFile  string
		gameNo   int
		strict   bool
		casual   bool
	)
	cmd := &cobra.Command{
		Use:   `position [--fen FEN | --chess960 N | --pgn FILE [--game N] [--strict]] [--moves "e4 e5 Nf3"] [--lang en|cs|de] [--notation san|long|uci|iccf] [--json] [--casual]`,
		Short: "Describe a position: legal moves, check, status, draws that can be claimed",
		Long: `position plays the given moves from the start position (or a FEN, or a
Chess960 position by number) and describes the result under the FIDE Laws:
the FEN, the side to move, whether it is in check, the status (ongoing,
checkmate, stalemate, dead position, fivefold repetition, 75-move rule), the
halfmove clock, how often the position has occurred, the draws the side to
move can claim now or by writing a move first, whether each side can still
checkmate (Article 6.9), and every legal move in SAN.

Moves may be written in SAN with English, Czech or German letters, in long
algebraic notation (Ng1-f3), UCI (g1f3) or ICCF numeric (7163); move numbers
such as "1." are skipped. --lang chooses the piece letters of the output and
of the input (English letters are always read too; without --lang, any
letters are read). --notation writes the moves of the text output in SAN
(Nf3, the default), long algebraic (Ng1-f3), UCI (g1f3) or ICCF numeric
(7163). An illegal or unreadable move is an error that names it (exit 2).

--pgn FILE starts from game N of a PGN file (--game, 1 by default): its
start position and every move of its main line, so that repetitions count;
--moves then go on from its end. The file is checked as pgn check does:
tags, result and moves that disagree are warnings on standard error, or
errors with --strict; UTF-8 and Windows-1252 files are read.

The legal moves, the draws that can be claimed and whether each side can
still checkmate are given only with --casual (training, analysis at home):
without it the program behaves as a device for rated play, which gives no
more than the Laws allow (FIDE Article 11.3); the JSON then has null for
legal, legal_uci, claimable, claimable_with_move and can_checkmate.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cl, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("cmd.position-lang-give-en-k", lang)
			}
			l, err := rules.ParseLang(cl.Code())
			if err != nil || l == rules.AnyLang {
				return usageErr("cmd.position-lang-give-en-k", lang)
			}
			in := rules.AnyLang
			if cmd.Flags().Changed("lang") {
				in = l
			}
			n, ok := notations[notation]
			if !ok {
				return usageErr("cmd.position-notation-give-san-long", notation)
			}
			if asJSON && cmd.Flags().Changed("notation") {
				return usageErr("cmd.position-notation-is-for-the")
			}
			var g *rules.Game
			switch {
			case pgnFile != "":
				if cmd.Flags().Changed("fen") || cmd.Flags().Changed("chess960") {
					return usageErr("cmd.position-pgn-starts-from-a")
				}
				if g, err = pgnGamePosition(catalogOf(cmd), pgnFile, gameNo, strict, cmd.ErrOrStderr()); err != nil {
					return err
				}
			case cmd.Flags().Changed("game") || strict:
				return usageErr("cmd.position-game-and-strict-go")
			default:
				pos, err := startingPosition(cmd, fen, n960)
				if err != nil {
					return err
				}
				g = rules.NewGameFrom(pos)
			}
			if err := playMoveList(g, moves, in); err != nil {
				return err
			}
			rep := describePosition(g)
			if !casual {
				rep.withholdHints()
			}
			if asJSON {
				b, err := json.Marshal(rep)
				if err != nil {
					return catalog.Errorf("cmd.position-position-encode-json", err)
				}
				_, err = fmt.Fprintln(cmd.OutOrStdout(), string(b))
				return err
			}
			return writePositionText(cmd.OutOrStdout(), catalogOf(cmd), g, rep, moveFormat{n, l}, casual)
		},
	}
	cmd.Flags().StringVar(&fen, "fen", "", "start from this FEN (X-FEN and Shredder-FEN castling accepted)")
	cmd.Flags().IntVar(&n960, "chess960", -1, "start from Chess960 position `N` (0-959; 518 is the standard array)")
	cmd.Flags().StringVar(&pgnFile, "pgn", "", "start from a game of this PGN `FILE` (its main line played)")
	cmd.Flags().IntVar(&gameNo, "game", 1, "with --pgn: the number of the game in the file, from 1")
	cmd.Flags().BoolVar(&strict, "strict", false, "with --pgn: refuse a game whose tags, result and moves disagree (otherwise a warning)")
	cmd.Flags().StringVar(&moves, "moves", "", `moves to play first, separated by spaces, e.g. "e4 e5 Nf3"`)
	cmd.Flags().StringVar(&lang, "lang", "", "language of the text and its piece letters: en (K Q R B N), cs (K D V S J) or de (K D T L S) (default: the locale)")
	cmd.Flags().StringVar(&notation, "notation", "san", "notation of the moves in the text output: san (Nf3), long (Ng1-f3), uci (g1f3) or iccf (7163)")
	cmd.Flags().BoolVar(&casual, "casual", false, "also give the legal moves, the draws that can be claimed and whether each side can still checkmate (not for rated play)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object (see docs/position-json.md)")
	return cmd
}

// pgnGamePosition returns game n of a PGN file as a rules.Game: its start
// position and the moves of its main line. The file is read only up to
// that game, one game at a time.
func pgnGamePosition(c catalog.Catalog, path string, n int, strict bool, warn io.Writer) (*rules.Game, error) {
	if n < 1 {
		return nil, usageErr("cmd.position-game-games-are-numbered", n)
	}
	pf, err := openPGNFile(c, path, "--pgn", strict, warn)
	if err != nil {
		return nil, err
	}
	defer pf.Close()
	rg, err := pf.game(n)
	if err != nil {
		return nil, err
	}
	g := rules.NewGameFrom(rg.rp.Start)
	for i, m := range rg.rp.Moves {
		if m == rules.NoMove {
			return nil, usageErr("cmd.position-pgn-game-has-a", path, n, i+1)
		}
		// A record may go on after the game ended by itself (a fivefold
		// repetition, 75 moves, a dead position); the outcome stays that
		// first end.
		if err := g.PushAfterEnd(m); err != nil {
			return nil, usageErr("cmd.position-pgn-game-half-move", path, n, i+1, err)
		}
	}
	return g, nil
}

// notations maps the values of --notation to the rules' notations.
var notations = map[string]rules.Notation{
	"san": rules.NotationSAN, "long": rules.NotationLong, "uci": rules.NotationUCI, "iccf": rules.NotationICCF,
}

// moveFormat is how the text output of position writes moves.
type moveFormat struct {
	n rules.Notation
	l rules.Lang
}

// write writes the legal move m of p.
func (f moveFormat) write(p *rules.Position, m rules.Move) string { return p.FormatMove(m, f.n, f.l) }

// playMoveList plays the moves of text on g. Move numbers ("1.", "12...",
// "3.e4") are skipped, and an "e.p." written apart belongs to the move
// before it. The error names the move that failed (exit 2).
func playMoveList(g *rules.Game, text string, l rules.Lang) error {
	var tokens []string
	for _, tok := range strings.Fields(text) {
		if tok == "e.p." || tok == "ep" || tok == "e.p" {
			if len(tokens) > 0 {
				tokens[len(tokens)-1] += " " + tok
			}
			continue
		}
		if tok = stripMoveNumber(tok); tok != "" {
			tokens = append(tokens, tok)
		}
	}
	for _, tok := range tokens {
		p := g.Position()
		num := fmt.Sprintf("%d.", p.FullmoveNumber())
		if p.Turn() == rules.Black {
			num = fmt.Sprintf("%d...", p.FullmoveNumber())
		}
		if g.Over() {
			return usageErr("cmd.position-move-cannot-be-played", num, tok, g.Outcome())
		}
		m, err := p.ParseMoveLang(tok, l)
		var me *rules.MoveError
		if err != nil && l != rules.English && errors.As(err, &me) && me.Kind == rules.MalformedMove {
			// English letters are read in every language (they never
			// clash with the Czech or German ones).
			if m2, err2 := p.ParseMoveLang(tok, rules.English); err2 == nil {
				m, err = m2, nil
			}
		}
		if err == nil {
			err = g.Push(m)
		}
		if err != nil {
			return usageErr("cmd.position-move", num, tok, err)
		}
	}
	return nil
}

// stripMoveNumber removes a leading move number with its dots ("1.",
// "12...", "3.e4" -> "e4"); digits without a dot (ICCF "5254") stay.
func stripMoveNumber(tok string) string {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 || i == len(tok) || tok[i] != '.' {
		return tok
	}
	return strings.TrimLeft(tok[i:], ".")
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

func describePosition(g *rules.Game) positionJSON {
	p := g.Position()
	rep := positionJSON{
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
		ClaimableWithMove: []claimWithMove{},
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
			rep.ClaimableWithMove = append(rep.ClaimableWithMove, claimWithMove{Move: p.SAN(m), Claims: claimNames(claims)})
		}
	}
	rep.Claimable = append(rep.Claimable, claimNames(g.Claimable())...)
	return rep
}

// withholdHints removes what gives more than the Laws allow in
// tournament play: the legal moves, the claimable draws, and whether each
// side can still checkmate (JSON null).
func (rep *positionJSON) withholdHints() {
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

// writePositionText prints the description as short lines, one fact per
// line, for a screen reader or a braille display, in the language of c.
func writePositionText(w io.Writer, c catalog.Catalog, g *rules.Game, rep positionJSON, f moveFormat, casual bool) error {
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
	if !casual {
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
func moveListText(g *rules.Game, f moveFormat) string {
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

// verdictText words a rules.Verdict for the text output.
