package pgn

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// readString reads every game of s and fails the test on an error.
func readString(t *testing.T, s string) []*Game {
	t.Helper()
	games, err := ReadAll(strings.NewReader(s))
	if err != nil {
		t.Fatalf("ReadAll(%q): %v", s, err)
	}
	return games
}

func readFile(t *testing.T, name string) []*Game {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	games, err := ReadAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return games
}

func sans(ms []Move) []string {
	out := make([]string, len(ms))
	for i := range ms {
		out[i] = ms[i].SAN
	}
	return out
}

// TestReadTestdata checks the exact shape of every game of the test data.
func TestReadTestdata(t *testing.T) {
	type want struct {
		players string
		line    int
		plies   int
		result  Result
		last    string
		tags    int
	}
	tests := []struct {
		file  string
		games []want
	}{
		{"anastasian-lewis.pgn", []want{{"Anastasian, A. - Lewis, An", 1, 84, WhiteWins, "Qh1+", 12}}},
		{"chessbase-empty-line.pgn", []want{{"Stockfish 8 - AlphaZero", 1, 134, BlackWins, "Bd6", 11}}},
		{"cutechess-fischerrandom.pgn", []want{
			{"Maverick 1.5 - Stockfish 7", 1, 120, BlackWins, "Rh2#", 12},
			{"Stockfish 7 - Maverick 1.5", 56, 99, WhiteWins, "Qc7#", 12},
			{"Maverick 1.5 - Stockfish 7", 104, 70, BlackWins, "Bf5#", 12},
			{"Stockfish 7 - Maverick 1.5", 142, 107, WhiteWins, "Rc8#", 12},
		}},
		{"kasparov-deep-blue-1997.pgn", []want{
			{"Garry Kasparov - Deep Blue (Computer)", 1, 89, WhiteWins, "g7", 12},
			{"Deep Blue (Computer) - Garry Kasparov", 24, 89, WhiteWins, "Ra6", 12},
			{"Garry Kasparov - Deep Blue (Computer)", 47, 95, Draw, "Ra6", 12},
			{"Deep Blue (Computer) - Garry Kasparov", 70, 111, Draw, "Kc1", 12},
			{"Garry Kasparov - Deep Blue (Computer)", 95, 98, Draw, "Kb4", 12},
			{"Deep Blue (Computer) - Garry Kasparov", 119, 37, WhiteWins, "c4", 12},
		}},
		{"molinari-bordais-1979.pgn", []want{{"Molinari - Bordais", 1, 10, BlackWins, "Nd3#", 12}}},
		{"nepomniachtchi-liren-game1.pgn", []want{{"Nepomniachtchi, Ian - Liren, Ding", 1, 97, Draw, "Ke3", 12}}},
		{"stockfish-learning.pgn", []want{{"Stockfish-reference - Stockfish-learning", 1, 154, WhiteWins, "Rf1+", 15}}},
		{"utf8-bom.pgn", []want{
			{"White vs 1...c5 - ?", 1, 0, Unknown, "", 10},
			{"White vs 1...c5 - ?", 14, 0, Unknown, "", 10},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			games := readFile(t, tt.file)
			if len(games) != len(tt.games) {
				t.Fatalf("%d games, want %d", len(games), len(tt.games))
			}
			for i, w := range tt.games {
				g := games[i]
				last := ""
				if n := len(g.Moves); n > 0 {
					last = g.Moves[n-1].SAN
				}
				got := want{g.Players(), g.Line, len(g.Moves), g.Result, last, len(g.Tags)}
				if got != w {
					t.Errorf("game %d: got %+v, want %+v", i+1, got, w)
				}
				if g.Number != i+1 {
					t.Errorf("game %d: Number %d", i+1, g.Number)
				}
				if pc := g.Tag("PlyCount"); pc != "" && pc != strconv.Itoa(len(g.Moves)) {
					t.Errorf("game %d: PlyCount tag %s but %d plies", i+1, pc, len(g.Moves))
				}
			}
		})
	}
}

// TestReadTestdataDetails checks particular facts of the test data that the
// reader must get exactly right.
func TestReadTestdataDetails(t *testing.T) {
	// The null move written Z0 by ChessBase.
	g := readFile(t, "anastasian-lewis.pgn")[0]
	if got := sans(g.Moves[80:84]); !reflect.DeepEqual(got, []string{"Bxf3", "--", "Ke1", "Qh1+"}) {
		t.Errorf("anastasian-lewis moves 81-84 = %q", got)
	}
	if !g.Moves[81].IsNull() || g.Moves[81].Line != 20 {
		t.Errorf("null move: %+v", g.Moves[81])
	}

	// An empty line inside the tag section; tags in file order.
	g = readFile(t, "chessbase-empty-line.pgn")[0]
	wantTags := []Tag{
		{"Event", "AlphaZero vs. Stockfish"}, {"Date", "2017.12.04"}, {"Round", "1"},
		{"White", "Stockfish 8"}, {"Black", "AlphaZero"}, {"Result", "0-1"}, {"Board", "1"},
		{"WhiteCountry", "NOR"}, {"WhiteFideId", "stockfish"}, {"BlackCountry", "ENG"}, {"BlackFideId", "deepmind"},
	}
	if !reflect.DeepEqual(g.Tags, wantTags) {
		t.Errorf("tags = %q", g.Tags)
	}
	if got := sans(g.Moves[:8]); !reflect.DeepEqual(got, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6", "d3", "Bc5"}) {
		t.Errorf("first moves %q", got)
	}

	// Engine comments, with the game-ending text.
	g = readFile(t, "cutechess-fischerrandom.pgn")[0]
	if got := g.Moves[0].Comments; !reflect.DeepEqual(got, []string{"+0.13/12 0.29s"}) {
		t.Errorf("first comment %q", got)
	}
	if got := g.Moves[119].Comments; !reflect.DeepEqual(got, []string{"+M1/127 0.003s, Black mates"}) {
		t.Errorf("last comment %q", got)
	}
	if g.Moves[40].SAN != "O-O-O" || g.Tag("Variant") != "fischerandom" {
		t.Errorf("move 42 %q, variant %q", g.Moves[41].SAN, g.Tag("Variant"))
	}

	// "1.Nf3" without a space.
	g = readFile(t, "kasparov-deep-blue-1997.pgn")[0]
	if got := sans(g.Moves[:4]); !reflect.DeepEqual(got, []string{"Nf3", "d5", "g3", "Bg4"}) {
		t.Errorf("kasparov game 1 starts %q", got)
	}

	// The byte order mark is not part of the first tag name.
	g = readFile(t, "utf8-bom.pgn")[0]
	if g.Tags[0] != (Tag{"Event", "A"}) {
		t.Errorf("first tag %q", g.Tags[0])
	}
}

// TestReadOneByteAtATime reads every file through a reader that returns one
// byte per call, so that every token crosses a buffer boundary, and checks
// that the games are identical.
func TestReadOneByteAtATime(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pgn")
	if len(files) != 8 {
		t.Fatalf("%d test files, want 8", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		whole, err := ReadAll(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		bytewise, err := ReadAll(iotest.OneByteReader(bytes.NewReader(data)))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(whole, bytewise) {
			t.Errorf("%s: reading one byte at a time gives different games", f)
		}
	}
}

func TestReadSyntax(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want Game // Number, Line, Tags, Comments, Moves (SAN, NAGs, Comments, clocks, variations; not Line), Result
	}{
		{"tag escapes", `[Event "A \"quoted\" \\ name"] [Site "x\y"] *`, Game{
			Tags: []Tag{{"Event", `A "quoted" \ name`}, {"Site", `x\y`}}, Result: Unknown}},
		{"tab in a tag value becomes a space", "[Event \"a\tb\"]\n*", Game{Tags: []Tag{{"Event", "a b"}}, Result: Unknown}},
		{"move numbers in every form", "1.e4 e5 2. Nf3 2... Nc6 3 Bb5 3. ... a6 *", Game{
			Moves: []Move{{SAN: "e4"}, {SAN: "e5"}, {SAN: "Nf3"}, {SAN: "Nc6"}, {SAN: "Bb5"}, {SAN: "a6"}}, Result: Unknown}},
		{"results", "1. e4 1-0", Game{Moves: []Move{{SAN: "e4"}}, Result: WhiteWins}},
		{"black wins", "0-1", Game{Result: BlackWins}},
		{"draw", "1/2-1/2", Game{Result: Draw}},
		{"draw with one-half signs", "1. e4 ½-½", Game{Moves: []Move{{SAN: "e4"}}, Result: Draw}},
		{"castling with zeros is not a result", "1. 0-0 0-0-0 0-1", Game{
			Moves: []Move{{SAN: "0-0"}, {SAN: "0-0-0"}}, Result: BlackWins}},
		{"brace comments collapse white space", "{ before\n  the\tgame } 1. e4 {a\r\n b} {} e5 *", Game{
			Comments: []string{"before the game"},
			Moves:    []Move{{SAN: "e4", Comments: []string{"a b", ""}}, {SAN: "e5"}}, Result: Unknown}},
		{"line comments", "1. e4 ; best by test } {\ne5 *", Game{
			Moves: []Move{{SAN: "e4", Comments: []string{"best by test } {"}}, {SAN: "e5"}}, Result: Unknown}},
		{"a comment before a move stays with the move before it", "1. e4 {x} 1... {y} e5 *", Game{
			Moves: []Move{{SAN: "e4", Comments: []string{"x", "y"}}, {SAN: "e5"}}, Result: Unknown}},
		{"NAGs and suffixes", "1. e4! $14 e5?! 2. Nf3!! Nc6?? 3. Bb5 !? a6 ? 4. Ba4 +- *", Game{
			Moves: []Move{{SAN: "e4", NAGs: []int{1, 14}}, {SAN: "e5", NAGs: []int{6}}, {SAN: "Nf3", NAGs: []int{3}},
				{SAN: "Nc6", NAGs: []int{4}}, {SAN: "Bb5", NAGs: []int{5}}, {SAN: "a6", NAGs: []int{2}}, {SAN: "Ba4", NAGs: []int{18}}},
			Result: Unknown}},
		{"check and mate signs stay in the move", "1. e4 f5 2. Qh5+ g6 3. Qxg6# 1-0", Game{
			Moves: []Move{{SAN: "e4"}, {SAN: "f5"}, {SAN: "Qh5+"}, {SAN: "g6"}, {SAN: "Qxg6#"}}, Result: WhiteWins}},
		{"e.p. marker dropped", "1. exd6 e.p. exd3e.p. *", Game{Moves: []Move{{SAN: "exd6"}, {SAN: "exd3"}}, Result: Unknown}},
		{"null moves", "1. e4 -- 2. d4 Z0 3. c4 0000 *", Game{
			Moves: []Move{{SAN: "e4"}, {SAN: "--"}, {SAN: "d4"}, {SAN: "--"}, {SAN: "c4"}, {SAN: "--"}}, Result: Unknown}},
		{"variations", "1. e4 (1. d4 d5 (1... Nf6) 2. c4) (1. c4) e5 *", Game{
			Moves: []Move{{SAN: "e4", Variations: []Variation{
				{Moves: []Move{{SAN: "d4"}, {SAN: "d5", Variations: []Variation{{Moves: []Move{{SAN: "Nf6"}}}}}, {SAN: "c4"}}},
				{Moves: []Move{{SAN: "c4"}}},
			}}, {SAN: "e5"}}, Result: Unknown}},
		{"comments in and after a variation", "1. e4 ({why not} 1. d4 {good}) {main} e5 *", Game{
			Moves: []Move{{SAN: "e4", Comments: []string{"main"}, Variations: []Variation{
				{Comments: []string{"why not"}, Moves: []Move{{SAN: "d4", Comments: []string{"good"}}}},
			}}, {SAN: "e5"}}, Result: Unknown}},
		{"empty variation", "1. e4 () *", Game{Moves: []Move{{SAN: "e4", Variations: []Variation{{}}}}, Result: Unknown}},
		{"clocks", "1. e4 {[%clk 1:59:53]} e5 { [%emt 0:00:07] [%clk 1:59:58.25] good } *", Game{
			Moves: []Move{
				{SAN: "e4", Clock: time.Hour + 59*time.Minute + 53*time.Second, HasClock: true},
				{SAN: "e5", Comments: []string{"good"}, HasClock: true, HasEMT: true,
					Clock: time.Hour + 59*time.Minute + 58*time.Second + 250*time.Millisecond, EMT: 7 * time.Second},
			}, Result: Unknown}},
		{"only the first clock is taken", "1. e4 {[%clk 0:10:00]} {[%clk 0:09:00]} *", Game{
			Moves: []Move{{SAN: "e4", Clock: 10 * time.Minute, HasClock: true, Comments: []string{"[%clk 0:09:00]"}}}, Result: Unknown}},
		{"a clock that does not parse stays in the comment", "1. e4 {[%clk 1:75:00] [%eval 0.3]} *", Game{
			Moves: []Move{{SAN: "e4", Comments: []string{"[%clk 1:75:00] [%eval 0.3]"}}}, Result: Unknown}},
		{"escape lines", "% a comment for software\n[Event \"x\"]\n%1. d4\n1. e4 *", Game{
			Tags: []Tag{{"Event", "x"}}, Moves: []Move{{SAN: "e4"}}, Result: Unknown}},
		{"byte order mark", "\xEF\xBB\xBF[Event \"x\"] *", Game{Tags: []Tag{{"Event", "x"}}, Result: Unknown}},
		{"comment before the tags", "{file comment}\n[Event \"x\"]\n1. e4 *", Game{
			Tags: []Tag{{"Event", "x"}}, Comments: []string{"file comment"}, Moves: []Move{{SAN: "e4"}}, Result: Unknown}},
		{"Chess960 tags", "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. O-O *", Game{
			Tags:  []Tag{{"Variant", "Chess960"}, {"SetUp", "1"}, {"FEN", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"}},
			Moves: []Move{{SAN: "O-O"}}, Result: Unknown}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games := readString(t, tt.in)
			if len(games) != 1 {
				t.Fatalf("%d games, want 1", len(games))
			}
			got := stripLines(games[0])
			want := tt.want
			want.Number, want.Line = 1, 1
			if strings.HasPrefix(tt.in, "%") {
				want.Line = 2
			}
			if !reflect.DeepEqual(got, stripLines(&want)) {
				t.Errorf("got  %+v\nwant %+v", *got, want)
			}
		})
	}
}

// stripLines returns a copy of g without the Line fields of its moves and
// with empty slices as nil, for comparing games.
func stripLines(g *Game) *Game {
	c := *g
	c.Tags = nilIfEmpty(c.Tags)
	c.Comments = nilIfEmpty(c.Comments)
	c.Moves = stripMoves(c.Moves)
	return &c
}

func nilIfEmpty[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}

func stripMoves(ms []Move) []Move {
	if len(ms) == 0 {
		return nil
	}
	out := make([]Move, len(ms))
	for i, m := range ms {
		m.Line = 0
		m.NAGs = nilIfEmpty(m.NAGs)
		m.Comments = nilIfEmpty(m.Comments)
		if len(m.Variations) == 0 {
			m.Variations = nil
		} else {
			vs := make([]Variation, len(m.Variations))
			for j, v := range m.Variations {
				vs[j] = Variation{Comments: nilIfEmpty(v.Comments), Moves: stripMoves(v.Moves)}
			}
			m.Variations = vs
		}
		out[i] = m
	}
	return out
}

func TestReadSkipVariations(t *testing.T) {
	in := "1. e4 (1. d4 {a (b) c} d5 (1... Nf6 ; )\n) 2. c4) e5 (1... c5) 2. Nf3 *"
	r := NewReader(strings.NewReader(in))
	r.SkipVariations = true
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if got := sans(g.Moves); !reflect.DeepEqual(got, []string{"e4", "e5", "Nf3"}) {
		t.Errorf("moves %q", got)
	}
	for _, m := range g.Moves {
		if m.Variations != nil {
			t.Errorf("%s kept variations", m.SAN)
		}
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("after the game: %v, want EOF", err)
	}
}

func TestReadLines(t *testing.T) {
	in := "[Event \"a\"]\n\n1. e4\ne5 2. Nf3 *\n\n[Event \"b\"]\n\n1. d4 *\n"
	games := readString(t, in)
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	var lines []int
	for _, m := range games[0].Moves {
		lines = append(lines, m.Line)
	}
	if !reflect.DeepEqual(lines, []int{3, 4, 4}) || games[1].Line != 6 || games[1].Moves[0].Line != 8 {
		t.Errorf("move lines %v, game 2 at line %d, its move at %d", lines, games[1].Line, games[1].Moves[0].Line)
	}
}

// TestReadErrors checks the exact message of every syntax error and that
// the reader goes on with the next game.
func TestReadErrors(t *testing.T) {
	const next = "\n[Event \"next\"]\n1. d4 *\n"
	tests := []struct {
		name    string
		in      string
		err     string
		partial []string // moves of SyntaxError.Partial, nil for no check
	}{
		{"unclosed comment", "[White \"W\"]\n[Black \"B\"]\n1. e4 {never closed\n", "game 1 (W - B), line 4, column 1, after 1. e4: the comment opened with { on line 3 is not closed with }", nil},
		{"missing result at end of input", "[White \"W\"]\n1. e4 e5\n", "game 1 (W - Black), line 3, column 1, after 1... e5: the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)", []string{"e4", "e5"}},
		{"missing result before the next game", "1. e4 e5" + next, "game 1 (White - Black), line 2, column 1, after 1... e5: the game ends without a result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags", []string{"e4", "e5"}},
		{"unopened variation", "1. e4 e5 ) 2. Nf3 *" + next, "game 1 (White - Black), line 1, column 10, after 1... e5: a ) closes a variation that was never opened", nil},
		{"variation before any move", "( 1. e4 ) *" + next, "game 1 (White - Black), line 1, column 1: a variation ( must follow the move it replaces", nil},
		{"unclosed variation", "1. e4 (1. d4 d5\n", "game 1 (White - Black), line 2, column 1, after 1... d5: the input ends inside a variation: a ( is not closed with )", nil},
		{"result inside a variation", "1. e4 (1. d4 1-0" + next, "game 1 (White - Black), line 1, column 14, after 1. d4: the result 1-0 stands inside a variation: a ( is not closed with )", nil},
		{"tag inside a variation", "1. e4 (1. d4" + next, "game 1 (White - Black), line 2, column 1, after 1. d4: a [ inside a variation: a ( is not closed with )", nil},
		{"dollar without digits", "1. e4 $ *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: a $ must be followed by the number of an annotation glyph, like $1", nil},
		{"NAG too large", "1. e4 $256 *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: a numeric annotation glyph must be $0 to $255", nil},
		{"NAG before any move", "$1 1. e4 *" + next, "game 1 (White - Black), line 1, column 1: the annotation $1 comes before any move", nil},
		{"unknown suffix", "1. e4 !!! *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: \"!!!\" is not a move annotation (use !, ?, !!, ??, !? or ?!)", nil},
		{"unknown evaluation symbol", "1. e4 +x *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: \"+x\" is neither a move nor an annotation", nil},
		{"stray character", "1. e4 < *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: unexpected '<' in the movetext", nil},
		{"non-ASCII outside comments", "1. e4 é *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: unexpected \"é\" in the movetext; put text in a {comment}", nil},
		{"binary data", "1. e4 \x00\x01 *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: byte 0x00 is not text; check that this is a PGN file (PGN is plain text)", nil},
		{"a control character", "1. e4 \x7F *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: byte 0x7F is not text; check that this is a PGN file (PGN is plain text)", nil},
		// Bytes that are not UTF-8 make the file Windows-1252 (package textenc).
		{"bytes that are not UTF-8", "1. e4 \xF4\xAF\x08 *" + next, "game 1 (White - Black), line 1, column 7, after 1. e4: unexpected \"ô\" in the movetext; put text in a {comment}", nil},
		{"binary data first", "\x7FELF\x02\x01" + next, "game 1 (White - Black), line 1, column 1: byte 0x7F is not text; check that this is a PGN file (PGN is plain text)", nil},
		{"tag without a name", "[\"x\"]\n1. e4 *" + next, "game 1 (White - Black), line 1, column 2: a tag must start with a name of letters, digits or _, like [Event \"...\"], not '\"'", nil},
		{"tag value without quotes", "[White W]\n[Black \"B\"]\n1. e4 *" + next, "game 1 (White - Black), line 1, column 8: tag White: the value must be in double quotes, like [White \"...\"], not 'W'", nil},
		{"tag value not closed", "[White \"W]\n1. e4 *" + next, "game 1 (White - Black), line 1, column 11: tag White: the value is not closed by a double quote on its line", nil},
		{"tag not closed", "[White \"W\" x]\n1. e4 *" + next, "game 1 (White - Black), line 1, column 12: tag White: expected ] after the value, found 'x'", nil},
		{"tag at end of input", "[White \"W\"", "game 1 (White - Black), line 1, column 11: tag White: expected ] after the value, found the end of the input", nil},
		{"broken byte order mark", "\xEF\xBB" + next, "game 1 (White - Black), line 1, column 1: unexpected \"ï\" in the movetext; put text in a {comment}", nil},
		{"a character like a byte order mark", "x\uFFFD" + next, "game 1 (White - Black), line 1, column 2, after 1. x: unexpected \"\uFFFD\" outside a comment or tag; put text in a {comment}", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.in))
			_, err := r.Next()
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v (%T), want a *SyntaxError", err, err)
			}
			if err.Error() != tt.err {
				t.Errorf("error\n got %q\nwant %q", err.Error(), tt.err)
			}
			if se.Game != 1 || se.Partial == nil || se.Partial.Result != Unknown {
				t.Errorf("Game %d, Partial %+v", se.Game, se.Partial)
			}
			if tt.partial != nil && !reflect.DeepEqual(sans(se.Partial.Moves), tt.partial) {
				t.Errorf("partial moves %q, want %q", sans(se.Partial.Moves), tt.partial)
			}
			g, err := r.Next()
			if strings.HasSuffix(tt.in, next) {
				if err != nil || g.Number != 2 || g.Tag("Event") != "next" || len(g.Moves) != 1 {
					t.Fatalf("after the error: %+v, %v; want game 2 with Event next", g, err)
				}
				g, err = r.Next()
			}
			if err != io.EOF {
				t.Errorf("at the end: %+v, %v; want EOF", g, err)
			}
		})
	}
}

func TestReadNestingLimit(t *testing.T) {
	deep := "1. e4 " + strings.Repeat("(1. d4 ", MaxVariationDepth+1) + strings.Repeat(")", MaxVariationDepth+1) + " *"
	for _, skip := range []bool{false, true} {
		r := NewReader(strings.NewReader(deep))
		r.SkipVariations = skip
		_, err := r.Next()
		if err == nil || !strings.HasSuffix(err.Error(), "variations are nested more than 64 deep") {
			t.Errorf("skip=%v: %v", skip, err)
		}
	}
	ok := "1. e4 " + strings.Repeat("(1. d4 ", MaxVariationDepth) + strings.Repeat(")", MaxVariationDepth) + " *"
	g := readString(t, ok)[0]
	depth := 0
	for v := g.Moves[0].Variations; len(v) > 0; v = v[0].Moves[0].Variations {
		depth++
	}
	if depth != MaxVariationDepth {
		t.Errorf("depth %d", depth)
	}
}

func TestReadIOError(t *testing.T) {
	boom := errors.New("disk on fire")
	src := io.MultiReader(strings.NewReader("[Event \"a\"] 1. e4 * [Event \"b\"] 1. d4"), iotest.ErrReader(boom))
	r := NewReader(src)
	if g, err := r.Next(); err != nil || g.Tag("Event") != "a" {
		t.Fatalf("first game: %v, %v", g, err)
	}
	_, err := r.Next()
	if !errors.Is(err, boom) || err.Error() != "reading game 2 (White - Black): disk on fire" {
		t.Errorf("error %v", err)
	}
	if _, err := r.Next(); !errors.Is(err, boom) {
		t.Errorf("the read error must stay: %v", err)
	}
}

func TestReadEmpty(t *testing.T) {
	for _, in := range []string{"", "\n\n  \t", "\xEF\xBB\xBF\n", "% only an escape line\n"} {
		r := NewReader(strings.NewReader(in))
		if g, err := r.Next(); err != io.EOF {
			t.Errorf("%q: %+v, %v; want EOF", in, g, err)
		}
	}
}

// TestReadCRLF reads every test file with CR LF line ends: the games are
// the same as with LF.
func TestReadCRLF(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pgn")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lf, err := ReadAll(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		crlf, err := ReadAll(bytes.NewReader(bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(lf, crlf) {
			t.Errorf("%s: CR LF line ends give different games", f)
		}
	}
	g := readString(t, "[Event \"x\"]\r\n\r\n1. e4 ; note\r\ne5 {a\r\nb} *\r\n")[0]
	if g.Moves[0].Comments[0] != "note" || g.Moves[1].Comments[0] != "a b" {
		t.Errorf("comments %q %q", g.Moves[0].Comments, g.Moves[1].Comments)
	}
}

// TestReadDOSEndOfFile: old DOS programs end a file with Ctrl-Z (0x1A).
func TestReadDOSEndOfFile(t *testing.T) {
	games := readString(t, "[White \"A\"]\r\n\r\n1. e4 e5 1/2-1/2\r\n\x1A")
	if len(games) != 1 || len(games[0].Moves) != 2 || games[0].Result != Draw {
		t.Errorf("games %+v", games)
	}
	games = readString(t, "1. e4 *\n\x1A\x1A\n[White \"B\"]\n1. d4 *\n")
	if len(games) != 2 || games[1].Tag("White") != "B" {
		t.Errorf("Ctrl-Z between games: %+v", games)
	}
}

func TestReadUTF8(t *testing.T) {
	g := readString(t, "[White \"Nepomňaščij, Jan\"]\n[Black \"Ding Liren 丁立人\"]\n1. e4 {výborně ½} *")[0]
	if g.Players() != "Nepomňaščij, Jan - Ding Liren 丁立人" || g.Moves[0].Comments[0] != "výborně ½" {
		t.Errorf("%q %q", g.Players(), g.Moves[0].Comments)
	}
	back := readString(t, Format(g))[0]
	checkSameGame(t, g, back)
}
