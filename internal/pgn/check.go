package pgn

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// Report is what Check finds in one game.
type Report struct {
	Number  int    // 1-based number of the game in its input
	Players string // "White - Black"
	Line    int    // line where the game starts
	Plies   int    // half-moves of the main line
	Result  Result // the game termination marker
	// FEN is the final position of the main line; "" when the game could
	// not be replayed.
	FEN string
	// Ending is how the final position ends the game by itself:
	// "checkmate", "stalemate", "dead position", "fivefold repetition",
	// "seventy-five-move rule", or "" when it does not.
	Ending string
	// ResultFits is true when the game was replayed and its result does
	// not contradict the way it ended by itself (a checkmate or stalemate
	// scored otherwise, or *, is a warning, or with Strict an error).
	ResultFits bool
	// Err is the first error: a *SyntaxError, *TagError, *MoveError or
	// *ResultError. Nil when the game is valid.
	Err error
	// Warnings are problems that do not make the game invalid, in words
	// (English): Warnings[i] is Notes[i].Error().
	Warnings []string
	// Notes are the warnings as sentences of the catalogs, said in the
	// session's language by catalog.Catalog.Error.
	Notes []error
	// Letters are the piece letters the moves were read with
	// (Replayed.Letters): English, or German or Czech for a game legal
	// only in those. LettersNote says it; a file's reader says it once.
	Letters rules.Lang
}

// LettersNote is the sentence that says a game's moves were read with
// German or Czech piece letters (Report.Letters), or nil for English.
func LettersNote(l rules.Lang) error {
	switch l {
	case rules.German:
		return catalog.Errorf("pgn.read-with-de")
	case rules.Czech:
		return catalog.Errorf("pgn.read-with-cs")
	}
	return nil
}

// OK reports whether the game passed the check.
func (r *Report) OK() bool { return r.Err == nil }

// ResultError is a game whose result contradicts its tags or its final
// position.
type ResultError struct {
	Game    int
	Players string
	Msg     string // Why in English
	Why     error  // what is inconsistent, a sentence of the catalogs (nil: Msg)
}

// Error returns the message: the game and what is inconsistent.
func (e *ResultError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in the language of c.
func (e *ResultError) SayIn(c catalog.Catalog) string {
	why := e.Msg
	if e.Why != nil {
		why = c.Error(e.Why)
	}
	return c.Say("pgn.result-error", e.Game, SayPlayers(c, e.Players), why)
}

// ReportSyntaxError returns the report of a game that could not be read.
// Its error is the game's first: the syntax error, or a move read before
// it, on an earlier line, that cannot be played (text that is not PGN at
// all shows this way as "hello" is not a move, rather than as a missing
// result lines later). A move on the line of the syntax error does not
// count: it may be the syntax error's own victim, as a record cut off in
// its last move.
func ReportSyntaxError(err *SyntaxError) Report {
	r := Report{Number: err.Game, Players: err.Players, Err: err, Result: Unknown}
	p := err.Partial
	if p == nil {
		return r
	}
	r.Line = p.Line
	r.Plies = len(p.Moves)
	var me *MoveError
	if _, rerr := Replay(p); errors.As(rerr, &me) && me.Line > 0 && me.Line < err.Line {
		r.Err = me
	}
	return r
}

// CheckOptions says what Check counts as an error.
type CheckOptions struct {
	// Strict makes every disagreement between the tags, the termination
	// marker and the moves an error, as the PGN standard's export format
	// would: a Result tag that is not a result or differs from the
	// termination marker, a PlyCount that is not the number of half-moves,
	// SetUp and FEN tags that contradict each other, a Chess960 game
	// without a FEN, and a result that contradicts how the game ended by
	// itself. Without Strict they are warnings: such files are common
	// (lichess studies score every chapter *, puzzle collections keep the
	// PlyCount of the game they come from) and their games are valid.
	Strict bool
}

// Check checks a game as CheckWith does without Strict.
func Check(g *Game) Report {
	rep, _ := CheckWith(g, CheckOptions{})
	return rep
}

// CheckWith validates a game. A game is invalid only for a move that
// cannot be played (in the main line or a variation) or for tags that
// make it impossible to replay (a FEN the rules core rejects, a variant it
// does not play); Reader.Next reports syntax errors before. Everything else
// that disagrees is a warning, or with o.Strict an error (the first one;
// the others stay warnings):
//
//   - a Result tag that is not a result or differs from the termination
//     marker, a PlyCount tag that is not the number of half-moves, SetUp
//     and FEN tags that contradict each other (see Game.StartPosition);
//   - a result that contradicts the way the Laws end the game by
//     themselves: a checkmate must be scored as a win for the side that
//     gave it; a stalemate, a dead position (as far as the rules core
//     proves it, see rules.Position.IsDead), a fivefold repetition or the
//     75-move rule must be scored 1/2-1/2, also when the players went on
//     after a fivefold repetition or the 75th move; a checkmate on the last
//     move beats the 75-move rule.
//
// Any other result is accepted: 1-0 or 0-1 without checkmate as a
// resignation or a loss on time, * as an unfinished game. Missing roster
// tags, repeated tags, a FEN without SetUp, null moves, moves after an
// automatic draw in a game scored as a draw, and a win by a side that has
// too little material to checkmate (only a resignation, not a loss on time,
// can give it) are always warnings only.
//
// It also returns the replayed game, or nil when the game could not be
// replayed.
func CheckWith(g *Game, o CheckOptions) (Report, *Replayed) {
	rep := Report{Number: g.Number, Players: g.Players(), Line: g.Line, Plies: len(g.Moves), Result: g.Result}
	if !rep.Result.Valid() {
		rep.Result = Unknown
	}
	c := &checker{rep: &rep, strict: o.Strict}
	c.tags(g)
	rp, err := Replay(g)
	if err != nil {
		// A game that cannot be replayed is invalid in every mode; a
		// disagreement that strict mode made the error becomes a warning.
		if rep.Err != nil {
			c.pending = append(c.pending, c.errNote)
		}
		rep.Err = err
		c.done()
		return rep, nil
	}
	for _, te := range rp.Tolerated {
		c.disagree(te, catalog.Errorf("pgn.tolerated", te.Why, te.ThenWhy))
	}
	final := &rp.Final
	rep.FEN = final.FEN()
	rep.Letters = rp.Letters
	if rp.NullMoves > 0 {
		first := g.Moves[rp.FirstNull]
		at := moveLabel(plyOf(rp.Start), rp.Start.FullmoveNumber(), rp.FirstNull, first.SAN)
		if rp.NullMoves > 1 {
			c.warn(catalog.Errorf("pgn.null-moves", catalog.Counted{Key: "pgn.n-null-moves", N: rp.NullMoves}, first.Line, at))
		} else {
			c.warn(catalog.Errorf("pgn.null-move", first.Line, at))
		}
	}
	resultDisagrees := false
	resultErr := func(key string, a ...any) {
		resultDisagrees = true
		why := catalog.Errorf(key, a...)
		c.disagree(&ResultError{Game: g.Number, Players: rep.Players, Msg: why.Error(), Why: why}, why)
	}
	n := len(g.Moves)
	var end rules.Outcome // how the final position ends the game by itself
	mover := final.Turn()
	switch {
	case !final.HasLegalMoves() && final.InCheck():
		end = rules.Outcome{Result: winFor(mover.Other()), Reason: rules.ByCheckmate, Winner: mover.Other(), Ply: n}
	case !final.HasLegalMoves():
		end = rules.Outcome{Result: rules.Draw, Reason: rules.ByStalemate, Ply: n}
	case rp.AutoDraw.Reason != rules.NotOver:
		end = rp.AutoDraw
	case final.IsDead():
		end = rules.Outcome{Result: rules.Draw, Reason: rules.ByDeadPosition, Ply: n}
	}
	if end.Reason != rules.NotOver && end.Ply == n {
		rep.Ending = end.Reason.String()
	}
	switch {
	case end.Reason == rules.NotOver:
	case end.Ply < n && rep.Result != Draw:
		resultErr("pgn.drawn-after-result", phrase(end.Reason), end.Reason.Article(), label(g, rp, end.Ply-1), rep.Result)
	case end.Ply < n:
		c.warn(catalog.Errorf("pgn.drawn-after-goes-on", phrase(end.Reason), end.Reason.Article(), label(g, rp, end.Ply-1), catalog.Counted{Key: "pgn.n-half-moves", N: n - end.Ply}))
	case end.Reason == rules.ByCheckmate && rep.Result != Result(end.Result.String()):
		resultErr("pgn.checkmated-result", side(mover), end.Result.String(), rep.Result)
	case end.Reason == rules.ByStalemate && rep.Result != Draw:
		resultErr("pgn.stalemated-result", side(mover), rep.Result)
	case rep.Result != Draw && end.Result == rules.Draw:
		resultErr("pgn.drawn-final-result", phrase(end.Reason), end.Reason.Article(), rep.Result)
	}
	rep.ResultFits = !resultDisagrees
	if !resultDisagrees && end.Reason != rules.ByCheckmate {
		for _, col := range []rules.Color{rules.White, rules.Black} {
			if rep.Result == Result(winFor(col).String()) && final.InsufficientMaterial(col) {
				c.warn(catalog.Errorf("pgn.too-little-material", side(col), rep.Result))
			}
		}
	}
	c.done()
	return rep, rp
}

// checker collects the findings of CheckWith. Warnings found before the
// replay wait in pending, so that a game that cannot be replayed still
// shows its error first.
type checker struct {
	rep     *Report
	strict  bool
	pending []error
	errNote error // the note of the disagreement that is rep.Err
}

// warn notes a warning, a sentence of the catalogs.
func (c *checker) warn(note error) { c.pending = append(c.pending, note) }

// done adds the pending warnings to the report, as notes and in English.
func (c *checker) done() {
	for _, n := range c.pending {
		c.rep.Notes = append(c.rep.Notes, n)
		c.rep.Warnings = append(c.rep.Warnings, n.Error())
	}
	c.pending = nil
}

// disagree notes a disagreement: the first one is the error in strict
// mode; otherwise note is a warning.
func (c *checker) disagree(err, note error) {
	if c.strict && c.rep.Err == nil {
		c.rep.Err, c.errNote = err, note
		return
	}
	c.warn(note)
}

// phrase names an automatic draw after "drawn by", in the language it is
// said in: "a dead position", "the seventy-five-move rule".
type phrase rules.Reason

// SayIn says the phrase in the language of c.
func (r phrase) SayIn(c catalog.Catalog) string {
	switch rules.Reason(r) {
	case rules.ByDeadPosition:
		return c.Say("pgn.by-dead-position")
	case rules.BySeventyFiveMoves:
		return c.Say("pgn.by-seventy-five")
	case rules.ByFivefoldRepetition:
		return c.Say("pgn.by-fivefold")
	case rules.ByStalemate:
		return c.Say("pgn.by-stalemate")
	}
	return rules.Reason(r).String()
}

// side names a side at the start of a sentence: "White", "Weiß", "Bílý".
type side rules.Color

// SayIn says the side in the language of c.
func (s side) SayIn(c catalog.Catalog) string {
	if rules.Color(s) == rules.White {
		return c.Say("pgn.side-white")
	}
	return c.Say("pgn.side-black")
}

// label names the move at index i of the main line: "41... Kf7".
func label(g *Game, rp *Replayed, i int) string {
	return moveLabel(plyOf(rp.Start), rp.Start.FullmoveNumber(), i, g.Moves[i].SAN)
}

// winFor returns the result of a win by c.
func winFor(c rules.Color) rules.Result {
	if c == rules.White {
		return rules.WhiteWins
	}
	return rules.BlackWins
}

func plyOf(p rules.Position) int {
	if p.Turn() == rules.Black {
		return 1
	}
	return 0
}

// tags checks the tags that can contradict the game and notes the
// problems that do not.
func (c *checker) tags(g *Game) {
	fail := func(key string, a ...any) {
		why := catalog.Errorf(key, a...)
		c.disagree(&ResultError{Game: g.Number, Players: c.rep.Players, Msg: why.Error(), Why: why}, why)
	}
	var dup []string
	if len(g.Tags) > 1 {
		names := make([]string, len(g.Tags))
		for i, t := range g.Tags {
			names[i] = t.Name
		}
		slices.Sort(names)
		for i := 1; i < len(names); i++ {
			if names[i] == names[i-1] && (len(dup) == 0 || dup[len(dup)-1] != names[i]) {
				dup = append(dup, names[i])
			}
		}
	}
	var missing []string
	for _, name := range RosterTags {
		if _, ok := g.LookupTag(name); !ok {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		c.warn(catalog.Errorf("pgn.roster-missing", strings.Join(missing, ", ")))
	}
	if len(dup) > 0 {
		c.warn(catalog.Errorf("pgn.tags-repeated", strings.Join(dup, ", ")))
	}
	if v, ok := g.LookupTag("Result"); ok && v != string(c.rep.Result) {
		if !Result(v).Valid() {
			fail("pgn.result-tag-invalid", v)
		} else {
			fail("pgn.result-tag-differs", v, c.rep.Result)
		}
	}
	if v, ok := g.LookupTag("PlyCount"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		switch {
		case err != nil || n < 0:
			fail("pgn.plycount-invalid", v)
		case n != len(g.Moves):
			fail("pgn.plycount-differs", catalog.Counted{Key: "pgn.n-half-moves", N: n}, len(g.Moves))
		}
	}
	if _, ok := g.LookupTag("FEN"); ok && !g.hasTag("SetUp") {
		c.warn(catalog.Errorf("pgn.fen-without-setup"))
	}
}

func (g *Game) hasTag(name string) bool {
	_, ok := g.LookupTag(name)
	return ok
}

// IsGameError reports whether err is about a game (a *SyntaxError,
// *TagError, *MoveError or *ResultError) rather than about the input.
func IsGameError(err error) bool {
	var se *SyntaxError
	var te *TagError
	var me *MoveError
	var re *ResultError
	return errors.As(err, &se) || errors.As(err, &te) || errors.As(err, &me) || errors.As(err, &re)
}
