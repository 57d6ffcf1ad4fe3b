package pgn

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

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
	// Warnings are problems that do not make the game invalid, in words.
	Warnings []string
}

// OK reports whether the game passed the check.
func (r *Report) OK() bool { return r.Err == nil }

// ResultError is a game whose result contradicts its tags or its final
// position.
type ResultError struct {
	Game    int
	Players string
	Msg     string
}

// Error returns the message: the game and what is inconsistent.
func (e *ResultError) Error() string {
	return fmt.Sprintf("game %d (%s): %s", e.Game, e.Players, e.Msg)
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
			c.pending = append(c.pending, c.errMsg)
		}
		rep.Err = err
		rep.Warnings = append(rep.Warnings, c.pending...)
		return rep, nil
	}
	for _, te := range rp.Tolerated {
		c.disagree(te, te.Msg+"; "+te.Then)
	}
	final := &rp.Final
	rep.FEN = final.FEN()
	if rp.NullMoves > 0 {
		first := g.Moves[rp.FirstNull]
		what := "a null move"
		if rp.NullMoves > 1 {
			what = fmt.Sprintf("%d null moves, the first", rp.NullMoves)
		}
		c.warn(fmt.Sprintf("%s at line %d, move %s; a null move is not a legal chess move",
			what, first.Line, moveLabel(plyOf(rp.Start), rp.Start.FullmoveNumber(), rp.FirstNull, first.SAN)))
	}
	resultDisagrees := false
	resultErr := func(format string, a ...any) {
		resultDisagrees = true
		msg := fmt.Sprintf(format, a...)
		c.disagree(&ResultError{Game: g.Number, Players: rep.Players, Msg: msg}, msg)
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
		resultErr("the game was drawn by %s (Article %s) after %s, so the result must be 1/2-1/2, not %s",
			phrase(end.Reason), end.Reason.Article(), label(g, rp, end.Ply-1), rep.Result)
	case end.Ply < n:
		c.warn(fmt.Sprintf("the game was drawn by %s (Article %s) after %s, but the record goes on for %s",
			phrase(end.Reason), end.Reason.Article(), label(g, rp, end.Ply-1), plural(n-end.Ply, "half-move")))
	case end.Reason == rules.ByCheckmate && rep.Result != Result(end.Result.String()):
		resultErr("%s is checkmated, so the result must be %s, not %s", colorName(mover), end.Result, rep.Result)
	case end.Reason == rules.ByStalemate && rep.Result != Draw:
		resultErr("%s is stalemated, so the result must be 1/2-1/2, not %s", colorName(mover), rep.Result)
	case rep.Result != Draw && end.Result == rules.Draw:
		resultErr("the game is drawn by %s (Article %s) in the final position, so the result must be 1/2-1/2, not %s",
			phrase(end.Reason), end.Reason.Article(), rep.Result)
	}
	rep.ResultFits = !resultDisagrees
	if !resultDisagrees && end.Reason != rules.ByCheckmate {
		for _, col := range []rules.Color{rules.White, rules.Black} {
			if rep.Result == Result(winFor(col).String()) && final.InsufficientMaterial(col) {
				c.warn(fmt.Sprintf("%s has too little material to checkmate, so %s can only be a resignation; a loss on time would be a draw (Article 6.9)",
					colorName(col), rep.Result))
			}
		}
	}
	rep.Warnings = append(rep.Warnings, c.pending...)
	return rep, rp
}

// checker collects the findings of CheckWith. Warnings found before the
// replay wait in pending, so that a game that cannot be replayed still
// shows its error first.
type checker struct {
	rep     *Report
	strict  bool
	pending []string
	errMsg  string // the message of the disagreement that is rep.Err
}

func (c *checker) warn(msg string) { c.pending = append(c.pending, msg) }

// disagree notes a disagreement: the first one is the error in strict
// mode; otherwise it is a warning.
func (c *checker) disagree(err error, msg string) {
	if c.strict && c.rep.Err == nil {
		c.rep.Err, c.errMsg = err, msg
		return
	}
	c.warn(msg)
}

// phrase names an automatic draw after "drawn by".
func phrase(r rules.Reason) string {
	switch r {
	case rules.ByDeadPosition:
		return "a dead position"
	case rules.BySeventyFiveMoves:
		return "the seventy-five-move rule"
	}
	return r.String()
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

// plural returns "1 half-move" or "3 half-moves".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

func plyOf(p rules.Position) int {
	if p.Turn() == rules.Black {
		return 1
	}
	return 0
}

// colorName returns "White" or "Black".
func colorName(c rules.Color) string {
	if c == rules.White {
		return "White"
	}
	return "Black"
}

// tags checks the tags that can contradict the game and notes the
// problems that do not.
func (c *checker) tags(g *Game) {
	fail := func(format string, a ...any) {
		msg := fmt.Sprintf(format, a...)
		c.disagree(&ResultError{Game: g.Number, Players: c.rep.Players, Msg: msg}, msg)
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
		c.warn("missing tags of the Seven Tag Roster: " + strings.Join(missing, ", "))
	}
	if len(dup) > 0 {
		c.warn("repeated tags, in alphabetical order (the first value counts): " + strings.Join(dup, ", "))
	}
	if v, ok := g.LookupTag("Result"); ok && v != string(c.rep.Result) {
		if !Result(v).Valid() {
			fail("the Result tag %q is not a result; write 1-0, 0-1, 1/2-1/2 or *", v)
		} else {
			fail("the Result tag says %s but the moves end with %s", v, c.rep.Result)
		}
	}
	if v, ok := g.LookupTag("PlyCount"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		switch {
		case err != nil || n < 0:
			fail("the PlyCount tag %q is not a number of half-moves", v)
		case n != len(g.Moves):
			fail("the PlyCount tag says %d half-moves but the game has %d", n, len(g.Moves))
		}
	}
	if _, ok := g.LookupTag("FEN"); ok && !g.hasTag("SetUp") {
		c.warn(`a FEN tag without SetUp "1"; the game is read from the FEN`)
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
