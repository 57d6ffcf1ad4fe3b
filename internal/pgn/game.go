// Package pgn reads and writes chess games in Portable Game Notation.
//
// The Reader streams games one at a time from any io.Reader: tag pairs (with
// the \" and \\ escapes), movetext with move numbers, {brace} and ;line
// comments, NAGs ($1 and the !? suffixes), variations (kept or skipped), the
// four game termination markers, a UTF-8 byte order mark, %-escape lines, null
// moves (-- and Z0), and the [%clk] and [%emt] clock commands inside comments.
// Moves are kept as the text of the file; Replay binds a game to the rules
// core, checks every move and returns the positions.
//
// The Writer writes the PGN export format: the Seven Tag Roster first and in
// its order, then the other tags, movetext wrapped to at most 79 characters a
// line, clock comments and the result. Reading what the Writer writes gives
// the same game (see docs/pgn.md for the exact normalisations).
package pgn

import (
	"strings"
	"time"
)

// Result is a game termination marker: one of WhiteWins, BlackWins, Draw or
// Unknown.
type Result string

// The four game termination markers of PGN.
const (
	WhiteWins Result = "1-0"
	BlackWins Result = "0-1"
	Draw      Result = "1/2-1/2"
	Unknown   Result = "*" // game still in progress, abandoned, or result not known
)

// Valid reports whether r is one of the four termination markers.
func (r Result) Valid() bool {
	return r == WhiteWins || r == BlackWins || r == Draw || r == Unknown
}

// Tag is one tag pair of the tag section, such as [Event "Olympiad"].
type Tag struct {
	Name  string
	Value string
}

// RosterTags are the names of the Seven Tag Roster, in the order the export
// format requires.
var RosterTags = [7]string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// rosterDefault is the value the export format writes for a missing roster
// tag ("unknown").
func rosterDefault(name string) string {
	if name == "Date" {
		return "????.??.??"
	}
	return "?"
}

// NullMove is the SAN text of a null move (a pass) as the Writer writes it.
// The Reader also accepts "Z0" (ChessBase), "0000" and "@@@@"; it stores
// every null move as NullMove.
const NullMove = "--"

// Move is one half-move of a game or of a variation, with what the file says
// about it.
type Move struct {
	// SAN is the move as written in the file, without move number, suffix
	// annotations (!, ?) or a separate "e.p." token; NullMove for a pass.
	SAN string
	// NAGs are the numeric annotation glyphs after the move ($1 = "!" …),
	// including the ones converted from suffix annotations.
	NAGs []int
	// Comments are the comments after the move, in order, with runs of white
	// space collapsed to one space and the [%clk] and [%emt] commands taken
	// out into Clock and EMT. A comment that comes before a move is kept
	// with the move before it.
	Comments []string
	// Clock is the time left on the mover's clock after the move ([%clk]),
	// valid when HasClock is set.
	Clock time.Duration
	// EMT is the time the move took ([%emt]), valid when HasEMT is set.
	EMT      time.Duration
	HasClock bool
	HasEMT   bool
	// Variations are alternatives to this move (recursive annotation
	// variations), each starting from the position before it.
	Variations []Variation
	// Line is the line of the input where the move stands (1-based), or 0
	// when the move was not read from text.
	Line int
}

// IsNull reports whether the move is a null move (a pass).
func (m *Move) IsNull() bool { return m.SAN == NullMove }

// Variation is a recursive annotation variation: a sequence of moves that
// replaces the move it is attached to.
type Variation struct {
	// Comments are the comments before the first move of the variation.
	Comments []string
	Moves    []Move
}

// Game is one game of a PGN file.
type Game struct {
	// Number is the 1-based position of the game in its input (every game
	// counts, including ones that could not be read).
	Number int
	// Line is the line of the input where the game starts.
	Line int
	// Tags are the tag pairs in the order of the file.
	Tags []Tag
	// Comments are the comments before the first move.
	Comments []string
	// Moves is the main line.
	Moves []Move
	// Result is the game termination marker at the end of the movetext.
	Result Result
}

// The tags of a game's time control: TagTimeControl in the PGN standard's
// form (section 9.6.1: "40/5400+30:1800+30", "3600+30", "*180"), and
// TagTimeDelay, blindchess's extra tag for what the standard has no form
// for, the delay of each period ("d5" a simple delay of 5 seconds, "b10"
// a Bronstein delay, "-" none; one entry per period joined by ":", or one
// for all). Package clock writes and reads both (clock.Control.PGN,
// clock.ParsePGN).
const (
	TagTimeControl = "TimeControl"
	TagTimeDelay   = "TimeDelay"
	// TagExceptionalResult is blindchess's tag for the exceptional
	// results of the FIDE Laws (Articles 11.7, 11.8, 12.9 of 2023), which
	// PGN's Result cannot hold: "0-0" (both players lose), "1/2-0" and
	// "0-1/2" (one side half a point, the other none). The game's Result
	// is then "*", which every PGN reader reads; Game.FinalResult gives
	// the real one.
	TagExceptionalResult = "ExceptionalResult"
)

// TagVisuallyImpaired is blindchess's tag for the side of the visually
// impaired player, the one who played with blindchess: "White" or
// "Black" (docs/pgn.md). The standard has no tag for it; readers keep a
// tag they do not know (section 8.1.1), so the game stays readable
// everywhere.
const TagVisuallyImpaired = "VisuallyImpaired"

// Tag returns the value of the first tag with this name, or "" if the game
// has none.
func (g *Game) Tag(name string) string {
	v, _ := g.LookupTag(name)
	return v
}

// LookupTag returns the value of the first tag with this name and whether
// it exists.
func (g *Game) LookupTag(name string) (string, bool) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			return g.Tags[i].Value, true
		}
	}
	return "", false
}

// SetTag sets the value of the tag name, replacing the first one with that
// name or appending a new one.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
}

// ExportTags returns the tags as the export format writes them: the Seven
// Tag Roster first, in its order, with "?" (or "????.??.??" for Date) for a
// missing one and the Result tag equal to the game's Result; then every other
// tag in the order of the game. A repeated tag name is written once, with its
// first value.
func (g *Game) ExportTags() []Tag {
	out := make([]Tag, 0, len(g.Tags)+7)
	for _, name := range RosterTags {
		v, ok := g.LookupTag(name)
		switch {
		case name == "Result":
			v = string(g.resultOrUnknown())
		case !ok:
			v = rosterDefault(name)
		}
		out = append(out, Tag{Name: name, Value: v})
	}
	seen := make(map[string]bool, len(g.Tags))
	for _, name := range RosterTags {
		seen[name] = true
	}
	for _, t := range g.Tags {
		if seen[t.Name] {
			continue
		}
		seen[t.Name] = true
		out = append(out, t)
	}
	return out
}

// Exceptional results, the values of TagExceptionalResult.
const (
	BothLose  = "0-0"
	WhiteHalf = "1/2-0"
	BlackHalf = "0-1/2"
)

// FinalResult returns the game's result as the points each side got: the
// exceptional result of TagExceptionalResult ("0-0", "1/2-0", "0-1/2")
// when the Result is "*" and the tag holds one of them, otherwise the
// Result ("*" when it is not a valid marker).
func (g *Game) FinalResult() string {
	r := g.resultOrUnknown()
	if r == Unknown {
		switch v := g.Tag(TagExceptionalResult); v {
		case BothLose, WhiteHalf, BlackHalf:
			return v
		}
	}
	return string(r)
}

func (g *Game) resultOrUnknown() Result {
	if g.Result.Valid() {
		return g.Result
	}
	return Unknown
}

// Players returns "White - Black" from the tags, with "?" for a missing
// name, for naming the game in messages.
func (g *Game) Players() string {
	return players(g.Tags)
}

func players(tags []Tag) string {
	w, b := "?", "?"
	for _, t := range tags {
		switch {
		case t.Name == "White" && w == "?" && strings.TrimSpace(t.Value) != "":
			w = t.Value
		case t.Name == "Black" && b == "?" && strings.TrimSpace(t.Value) != "":
			b = t.Value
		}
	}
	return w + " - " + b
}

// Plies returns the number of half-moves of the main line.
func (g *Game) Plies() int { return len(g.Moves) }
