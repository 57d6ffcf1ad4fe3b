package table

import (
	"errors"
	"strings"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
)

// PGN returns the scoresheet as a PGN game: the tags of the setup, every
// move made with the mover's clock after it ([%clk]) once it is completed,
// (=) after a move with which a draw was offered, and the result. After an
// illegal move that stood (Annex A.4.2, arbiter stands) it is the game
// from the position it stood in; PGNGames has the whole record.
func (t *Table) PGN() *pgn.Game {
	g := t.pgnPart(t.cfg.start, t.sheet)
	if n := len(t.stood); n > 0 {
		g.Comments = append(g.Comments, t.stood[n-1].continued())
	}
	t.pgnResult(g)
	return g
}

// PGNGames returns the whole record as PGN games: one game (PGN) until an
// illegal move stands (Annex A.4.2); after it, the game up to that move,
// result "*" and a comment that names the illegal move, and then the game
// from the position it stood in (SetUp and FEN), as PGN (docs/pgn.md: a
// PGN file of two games, which PGN readers read as they read any file of
// several games).
func (t *Table) PGNGames() []*pgn.Game {
	var gs []*pgn.Game
	for i, p := range t.stood {
		g := t.pgnPart(p.start, p.sheet)
		if i > 0 {
			g.Comments = append(g.Comments, t.stood[i-1].continued())
		}
		note := p.stoodNote()
		if n := len(g.Moves); n > 0 {
			g.Moves[n-1].Comments = append(g.Moves[n-1].Comments, note)
		} else {
			g.Comments = append(g.Comments, note)
		}
		gs = append(gs, g)
	}
	return append(gs, t.PGN())
}

// PGNText returns PGNGames written as PGN, one after the other.
func (t *Table) PGNText() string {
	var b strings.Builder
	for _, g := range t.PGNGames() {
		b.WriteString(pgn.Format(g))
	}
	return b.String()
}

// pgnPart returns the PGN game of the moves sheet from start, with the
// setup's tags and no result.
func (t *Table) pgnPart(start rules.Position, sheet []entry) *pgn.Game {
	s := t.cfg.setup
	g := &pgn.Game{Result: pgn.Unknown}
	tag := func(name, value string) {
		if value != "" {
			g.SetTag(name, value)
		}
	}
	tag("Event", s.Event)
	tag("Site", s.Site)
	tag("Date", s.Date)
	tag("Round", s.Round)
	tag("White", s.White)
	tag("Black", s.Black)
	if t.cfg.chess960 {
		g.SetTag("Variant", "Chess960")
	}
	if t.cfg.chess960 || start.FEN() != rules.StartFEN {
		g.SetTag("SetUp", "1")
		g.SetTag("FEN", start.FEN())
	}
	if t.cfg.control != nil {
		// The standard's form, and the delays it has no form for in
		// blindchess's extra tag.
		tc, delay := t.cfg.control.PGN()
		g.SetTag(pgn.TagTimeControl, tc)
		if delay != "" {
			g.SetTag(pgn.TagTimeDelay, delay)
		}
	}
	g.SetTag("Annotator", t.program())
	// Which player is visually impaired (the side of --me), for the
	// arbiter and the rating officer: a tag of blindchess's own
	// (docs/pgn.md), which PGN readers keep as any tag they do not know.
	vi := "White"
	if t.cfg.me == rules.Black {
		vi = "Black"
	}
	g.SetTag(pgn.TagVisuallyImpaired, vi)
	for _, e := range sheet {
		m := pgn.Move{SAN: e.san, Clock: e.clk, HasClock: e.hasClk}
		if e.offer {
			m.Comments = append(m.Comments, "(=)")
		}
		g.Moves = append(g.Moves, m)
	}
	return g
}

// pgnResult sets the game's result in g, the last part of the record: the
// Result and Termination tags and the comment of the reason.
func (t *Table) pgnResult(g *pgn.Game) {
	if ExceptionalResult(t.result) {
		// PGN's Result has no form for it: "*", which every reader
		// reads, and the real result in its own tag and in the comment.
		g.SetTag(pgn.TagExceptionalResult, t.result)
	} else if t.result != "" {
		g.Result = pgn.Result(t.result)
	}
	if t.result != "" {
		term := "normal"
		switch {
		case t.reason == "arbiter":
			term = "adjudication"
		case strings.HasPrefix(t.reason, "time forfeit"):
			term = "time forfeit"
		case strings.HasPrefix(t.reason, "second illegal move"):
			term = "rules infraction"
		}
		g.SetTag("Termination", term)
		note := t.reason
		if ExceptionalResult(t.result) {
			note += ", exceptional result " + t.result + " (" + exceptionalWords[t.result] + ", FIDE Laws 11.7, 11.8, 12.9)"
		}
		if t.claim != "" {
			note += ", claimed with the intended move " + t.claim
		}
		if n := len(g.Moves); n > 0 {
			g.Moves[n-1].Comments = append(g.Moves[n-1].Comments, note)
		} else {
			g.Comments = append(g.Comments, note)
		}
	}
}

// exceptionalWords says the exceptional results in the PGN's comment, in
// English as its other comments are.
var exceptionalWords = map[string]string{
	ResultBothLose:  "both players lose",
	ResultWhiteHalf: "White half a point, Black none",
	ResultBlackHalf: "White none, Black half a point",
}

// ControlFromPGN reads the time control of a PGN game from its
// TimeControl and TimeDelay tags, as PGN writes them; false when the game
// has none ("-", "?" or no tag).
func ControlFromPGN(g *pgn.Game) (clock.Control, bool, error) {
	v, ok := g.LookupTag(pgn.TagTimeControl)
	if !ok {
		return clock.Control{}, false, nil
	}
	tc, err := clock.ParsePGN(v, g.Tag(pgn.TagTimeDelay))
	if errors.Is(err, clock.ErrPGNNoControl) {
		return clock.Control{}, false, nil
	}
	if err != nil {
		return clock.Control{}, false, err
	}
	return tc, true, nil
}

// program names the build that set the game up (Setup.Program), or just
// "blindchess".
func (t *Table) program() string {
	if p := t.cfg.setup.Program; p != "" {
		return p
	}
	return "blindchess"
}
