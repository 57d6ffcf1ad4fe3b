package pgn

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestWriteExportFormat(t *testing.T) {
	g := &Game{
		Tags: []Tag{
			{"ECO", "B01"}, {"Black", "Müller, \"Tiger\" \\ B."}, {"White", "Anna"}, {"Event", "Open"},
			{"FEN", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"}, {"SetUp", "1"},
			{"Result", "1-0"}, {"White", "duplicate"},
		},
		Comments: []string{"A game that starts with Black to move."},
		Moves: []Move{
			{SAN: "dxe4", NAGs: []int{1}, HasClock: true, Clock: 89*time.Minute + 30*time.Second},
			{SAN: "Nc3", HasClock: true, Clock: time.Hour + 500*time.Millisecond, HasEMT: true, EMT: 42 * time.Second,
				Variations: []Variation{
					{Comments: []string{"or"}, Moves: []Move{{SAN: "d3"}, {SAN: "exd3", Variations: []Variation{{}}}}},
					{Moves: []Move{{SAN: "f3", Comments: []string{"the gambit"}}}},
				}},
			{SAN: "Nf6", Comments: []string{"a comment with a } inside"}},
			{SAN: "d3", Comments: []string{"a long comment that goes on and on, so that the line must be broken somewhere %100 sure"}},
			{SAN: "exd3", NAGs: []int{2, 146}},
		},
		Result: WhiteWins,
	}
	want := `[Event "Open"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Anna"]
[Black "Müller, \"Tiger\" \\ B."]
[Result "1-0"]
[ECO "B01"]
[FEN "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"]
[SetUp "1"]

{A game that starts with Black to move.} 12... dxe4 $1 {[%clk 1:29:30]} 13. Nc3
{[%clk 1:00:00.5] [%emt 0:00:42]} ({or} 13. d3 exd3 ()) (13. f3 {the gambit})
13... Nf6 ;a comment with a } inside
14. d3 {a long comment that goes on and on, so that the line must be broken
somewhere %100 sure} 14... exd3 $2 $146 1-0

`
	got := Format(g)
	if got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
	var buf bytes.Buffer
	w := NewWriter(&buf)
	if err := w.Write(g); err != nil {
		t.Fatal(err)
	}
	if err := w.Write(g); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if buf.String() != want+want {
		t.Errorf("Writer wrote:\n%s", buf.String())
	}
	games := readString(t, buf.String())
	if len(games) != 2 {
		t.Fatalf("read back %d games", len(games))
	}
	checkSameGame(t, g, games[1])
}

func TestWriteWrapping(t *testing.T) {
	// A comment word never starts a line with %, and a closing parenthesis
	// that does not fit takes the word before it to the next line.
	g := &Game{Moves: []Move{{SAN: "e4", Comments: []string{strings.Repeat("x", 70) + " %escape"}}}, Result: Unknown}
	if got, want := movetext(Format(g)), "1. e4 {"+strings.Repeat("x", 70)+" %escape}\n*\n"; got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	for _, n := range []int{64, 65} { // 64: the comment fits, but not its )
		y := strings.Repeat("y", n)
		g = &Game{Moves: []Move{{SAN: "e4", Variations: []Variation{{Moves: []Move{{SAN: "d4", Comments: []string{y}}}}}}}, Result: Unknown}
		if got, want := movetext(Format(g)), "1. e4 (1. d4\n{"+y+"}) *\n"; got != want {
			t.Errorf("got %q\nwant %q", got, want)
		}
	}
	w := Writer{Width: 20}
	w.format(&Game{Moves: []Move{{SAN: "e4"}, {SAN: "e5"}, {SAN: "Nf3"}, {SAN: "Nc6"}, {SAN: "Bb5"}, {SAN: "a6"}}, Result: Draw})
	if got, want := movetext(w.out.String()), "1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 1/2-1/2\n"; got != want {
		t.Errorf("width 20: got %q, want %q", got, want)
	}
}

// movetext returns what follows the empty line after the tags, without the
// final empty line.
func movetext(s string) string {
	_, after, _ := strings.Cut(s, "\n\n")
	return strings.TrimSuffix(after, "\n")
}

// checkSameGame checks that got, read from what the Writer wrote for want,
// is the same game.
func checkSameGame(t *testing.T, want, got *Game) {
	t.Helper()
	w := *stripLines(want)
	w.Tags = want.ExportTags()
	w.Number, w.Line = got.Number, got.Line
	if w.Result == "" {
		w.Result = Unknown
	}
	if g := stripLines(got); !reflect.DeepEqual(g, &w) {
		t.Errorf("read back\n %+v\nwant\n %+v", *g, w)
	}
}

// TestRoundTripTestdata writes every game of the test data and reads it
// back: the same tags (in export order), moves, comments, NAGs, clocks,
// variations and result; the second writing is byte for byte the first; no
// line is longer than 79 characters.
func TestRoundTripTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pgn")
	n := 0
	for _, f := range files {
		games := readFile(t, filepath.Base(f))
		for _, g := range games {
			n++
			out := Format(g)
			back := readString(t, out)
			if len(back) != 1 {
				t.Fatalf("%s game %d: read back %d games", f, g.Number, len(back))
			}
			checkSameGame(t, g, back[0])
			if again := Format(back[0]); again != out {
				t.Errorf("%s game %d: writing again differs:\n%s\n%s", f, g.Number, out, again)
			}
			for _, line := range strings.Split(out, "\n") {
				if len(line) > DefaultWidth {
					t.Errorf("%s game %d: line of %d characters: %q", f, g.Number, len(line), line)
				}
			}
		}
	}
	if n != 17 {
		t.Errorf("%d games in the test data, want 17", n)
	}
}

// TestRoundTripAnnotated round-trips a game with every kind of annotation.
func TestRoundTripAnnotated(t *testing.T) {
	in := `% exported by a test
[Event "Club \"Open\""]
[White "A"]
[Black "B"]
[Result "*"]
[TimeControl "40/5400+30:1800+30"]

{Start} 1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:55] [%emt 0:00:05] fast} 2. Nf3 $1
(2. f4 exf4 {the gambit} (2... d5 $5 3. exd5) 3. Nf3) (2. Nc3; Vienna } brace
) 2... Nc6 ! 3. Bb5 -- 4. O-O {[%eval 0.3] [%clk 1:20:00.25]} *
`
	g := readString(t, in)[0]
	if !g.Moves[0].HasClock || g.Moves[0].Clock != 90*time.Minute || g.Moves[5].SAN != "--" {
		t.Fatalf("read %+v", g.Moves)
	}
	back := readString(t, Format(g))
	checkSameGame(t, g, back[0])
	if len(g.Moves[2].Variations) != 2 || g.Moves[2].Variations[1].Moves[0].Comments[0] != "Vienna } brace" {
		t.Errorf("variations %+v", g.Moves[2].Variations)
	}
	if got := g.Moves[6].Comments; !reflect.DeepEqual(got, []string{"[%eval 0.3]"}) || g.Moves[6].Clock != 80*time.Minute+250*time.Millisecond {
		t.Errorf("last move %+v", g.Moves[6])
	}
}

func TestWriteEmptyGame(t *testing.T) {
	want := "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n*\n\n"
	if got := Format(&Game{}); got != want {
		t.Errorf("got %q", got)
	}
}

func TestWriteTestdataFile(t *testing.T) {
	// The export of a whole file reads back as the same number of games.
	data, err := os.ReadFile("testdata/kasparov-deep-blue-1997.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games := readString(t, string(data))
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for _, g := range games {
		if err := w.Write(g); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	back := readString(t, buf.String())
	if len(back) != 6 {
		t.Fatalf("%d games", len(back))
	}
	for i := range games {
		checkSameGame(t, games[i], back[i])
	}
}

// TestFinalResultReadsTheExceptionalResult: a game whose Result is "*"
// and whose ExceptionalResult tag holds 0-0, 1/2-0 or 0-1/2 (the FIDE
// Laws' exceptional results, which Result cannot hold) has that final
// result; a known Result wins over the tag, and a tag of anything else is
// not read.
func TestFinalResultReadsTheExceptionalResult(t *testing.T) {
	for _, tc := range []struct {
		result Result
		tag    string
		want   string
	}{
		{Unknown, "0-0", "0-0"},
		{Unknown, "1/2-0", "1/2-0"},
		{Unknown, "0-1/2", "0-1/2"},
		{Unknown, "", "*"},
		{Unknown, "2-0", "*"},
		{WhiteWins, "0-0", "1-0"},
		{Draw, "", "1/2-1/2"},
	} {
		g := &Game{Result: tc.result}
		if tc.tag != "" {
			g.SetTag(TagExceptionalResult, tc.tag)
		}
		if got := g.FinalResult(); got != tc.want {
			t.Errorf("%s with %q: %q, want %q", tc.result, tc.tag, got, tc.want)
		}
	}
}
