package pgn

import (
	"errors"
	"fmt"
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
	// "checkmate", "stalemate", or "" when it does not.
	Ending string
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

func (e *ResultError) Error() string {
	return fmt.Sprintf("game %d (%s): %s", e.Game, e.Players, e.Msg)
}

// ReportSyntaxError returns the report of a game that could not be read.
func ReportSyntaxError(err *SyntaxError) Report {
	r := Report{Number: err.Game, Players: err.Players, Err: err, Result: Unknown}
	if p := err.Partial; p != nil {
		r.Line = p.Line
		r.Plies = len(p.Moves)
	}
	return r
}

// Check validates a game: its tags (a Result tag that agrees with the
// termination marker, a PlyCount that agrees with the moves, a usable
// SetUp/FEN/Variant), the legality of every move of the main line and of
// the variations, and the result against the final position: a checkmate
// must be scored as a win for the side that gave it, a stalemate as a
// draw. A decisive result or "*" without checkmate is accepted (a
// resignation, a loss on time, an unfinished game). Missing roster tags,
// repeated tags and null moves are warnings.
func Check(g *Game) Report {
	rep := Report{Number: g.Number, Players: g.Players(), Line: g.Line, Plies: len(g.Moves), Result: g.Result}
	if !rep.Result.Valid() {
		rep.Result = Unknown
	}
	if err := checkTags(g, &rep); err != nil {
		rep.Err = err
		return rep
	}
	rp, err := Replay(g)
	if err != nil {
		rep.Err = err
		return rep
	}
	final := &rp.Final
	rep.FEN = final.FEN()
	if rp.NullMoves > 0 {
		first := g.Moves[rp.FirstNull]
		what := "a null move"
		if rp.NullMoves > 1 {
			what = fmt.Sprintf("%d null moves, the first", rp.NullMoves)
		}
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("%s at line %d, move %s; a null move is not a legal chess move",
			what, first.Line, moveLabel(plyOf(rp.Start), rp.Start.FullmoveNumber(), rp.FirstNull, first.SAN)))
	}
	resultErr := func(format string, a ...any) {
		rep.Err = &ResultError{Game: g.Number, Players: rep.Players, Msg: fmt.Sprintf(format, a...)}
	}
	if !final.HasLegalMoves() {
		mover := final.Turn()
		if final.InCheck() {
			rep.Ending = "checkmate"
			want := WhiteWins
			if mover == rules.White {
				want = BlackWins
			}
			if rep.Result != want {
				resultErr("%s is checkmated, so the result must be %s, not %s", colorName(mover), want, rep.Result)
			}
		} else {
			rep.Ending = "stalemate"
			if rep.Result != Draw {
				resultErr("%s is stalemated, so the result must be 1/2-1/2, not %s", colorName(mover), rep.Result)
			}
		}
	}
	return rep
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

// checkTags checks the tags that can contradict the game and notes the
// problems that do not.
func checkTags(g *Game, rep *Report) error {
	fail := func(format string, a ...any) error {
		return &ResultError{Game: g.Number, Players: rep.Players, Msg: fmt.Sprintf(format, a...)}
	}
	seen := make(map[string]bool, len(g.Tags))
	var dup []string
	for _, t := range g.Tags {
		if seen[t.Name] {
			dup = append(dup, t.Name)
		}
		seen[t.Name] = true
	}
	var missing []string
	for _, name := range RosterTags {
		if !seen[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		rep.Warnings = append(rep.Warnings, "missing tags of the Seven Tag Roster: "+strings.Join(missing, ", "))
	}
	if len(dup) > 0 {
		rep.Warnings = append(rep.Warnings, "repeated tags (the first value counts): "+strings.Join(dup, ", "))
	}
	if v, ok := g.LookupTag("Result"); ok && v != string(rep.Result) {
		if !Result(v).Valid() {
			return fail("the Result tag %q is not a result; write 1-0, 0-1, 1/2-1/2 or *", v)
		}
		return fail("the Result tag says %s but the moves end with %s", v, rep.Result)
	}
	if v, ok := g.LookupTag("PlyCount"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 {
			return fail("the PlyCount tag %q is not a number of half-moves", v)
		}
		if n != len(g.Moves) {
			return fail("the PlyCount tag says %d half-moves but the game has %d", n, len(g.Moves))
		}
	}
	if _, ok := g.LookupTag("FEN"); ok && g.Tag("SetUp") != "1" {
		rep.Warnings = append(rep.Warnings, `a FEN tag without SetUp "1"; the game is read from the FEN`)
	}
	return nil
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
