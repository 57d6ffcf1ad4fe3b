package pgn

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/textenc"
)

// checkUTF8 fails unless every text of the game (tags, comments, moves)
// is valid UTF-8, whatever the encoding of the input.
func checkUTF8(t *testing.T, g *Game) {
	t.Helper()
	for _, tag := range g.Tags {
		if !utf8.ValidString(tag.Name) || !utf8.ValidString(tag.Value) {
			t.Fatalf("tag %q is not UTF-8", tag)
		}
	}
	var line func(c []string, ms []Move)
	line = func(c []string, ms []Move) {
		for _, s := range c {
			if !utf8.ValidString(s) {
				t.Fatalf("comment %q is not UTF-8", s)
			}
		}
		for _, m := range ms {
			if !utf8.ValidString(m.SAN) {
				t.Fatalf("move %q is not UTF-8", m.SAN)
			}
			line(m.Comments, nil)
			for _, v := range m.Variations {
				line(v.Comments, v.Moves)
			}
		}
	}
	line(g.Comments, g.Moves)
}

// FuzzReader reads arbitrary input. The reader must never panic or loop;
// every failure must be a *SyntaxError, whose report (which replays what
// was read) names a game error; every game it reads must be checked
// (replayed) without a panic; and every game must be written and read back
// as the same game, and written again byte for byte the same.
func FuzzReader(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.pgn")
	wild, _ := filepath.Glob("testdata/wild/*.pgn")
	for _, name := range append(files, wild...) {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"1. e4 (1. d4 d5 (1... Nf6) 2. c4) (1. c4) e5 *",
		"1. e4 {[%clk 1:59:53]} e5 { [%emt 0:00:07] [%clk 1:59:58.25] good } *",
		"% escape\n[Event \"a \\\" b\"]\n{c} 1.e4! $14 e5?! -- Z0 0000 ½-½",
		"1. e4 ; comment } {\n(1. d4 ()) 1-0 [Event \"x\"] 1. d4",
		"\xEF\xBB\xBF[FEN \"8/8/8/8/8/8/8/k6K b - - 0 40\"] 40... Ka2 +- *",
		"[Variant \"Chess960\"][SetUp \"1\"][FEN \"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1\"] 1. O-O O-O-O 2. Kh1 (2. Rf2) *",
		"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 1-0",
		"[White \"Polg\xE1r\"]\r\n[SetUp \"1\"][PlyCount \"9\"][Result \"1-0\"]\r\n1. e4 {\x93Zugzwang\x94\x85} *",
		"\xFF\xFE[\x00",
		"[SetUp \"1\"][FEN \"4k3/8/8/8/8/8/8/4K3 b - - 3 0\"] 1... Kd7 2. Kd2 *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := NewReader(bytes.NewReader(data))
		for i := 0; ; i++ {
			if i > len(data)+1 {
				t.Fatalf("more than %d results from %d bytes", i, len(data))
			}
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			var se *SyntaxError
			if errors.As(err, &se) {
				if g != nil || se.Partial == nil || se.Error() == "" {
					t.Fatalf("syntax error %v with game %v, partial %v", err, g, se.Partial)
				}
				if se.Line < 1 || se.Column < 1 || strings.Contains(se.SayIn(catalog.For(catalog.Czech)), "[pgn.") {
					t.Fatalf("syntax error %v at line %d, column %d, in Czech %q", err, se.Line, se.Column, se.SayIn(catalog.For(catalog.Czech)))
				}
				if rep := ReportSyntaxError(se); rep.OK() || !IsGameError(rep.Err) {
					t.Fatalf("report of syntax error %v: %+v", err, rep)
				}
				continue
			}
			if errors.Is(err, textenc.ErrUTF16NoBOM) {
				break
			}
			if err != nil {
				t.Fatalf("error %v (%T) is not a *SyntaxError", err, err)
			}
			checkUTF8(t, g)
			rep := Check(g)
			if rep.Err != nil && !IsGameError(rep.Err) {
				t.Fatalf("Check error %v (%T) is not about the game", rep.Err, rep.Err)
			}
			// Strict finds every error of the default and more only
			// where tags, result and moves disagree.
			strict, _ := CheckWith(g, CheckOptions{Strict: true})
			var re *ResultError
			var te *TagError
			switch {
			case !rep.OK() && (strict.OK() || strict.Err.Error() != rep.Err.Error()):
				t.Fatalf("default error %v, strict %v", rep.Err, strict.Err)
			case rep.OK() && !strict.OK() && !errors.As(strict.Err, &re) && !(errors.As(strict.Err, &te) && te.Then != ""):
				t.Fatalf("strict error %v (%T) is no disagreement", strict.Err, strict.Err)
			case rep.OK() && !strict.OK() && !slices.Contains(rep.Warnings, strings.TrimPrefix(strict.Err.Error(), "game "+strconv.Itoa(g.Number)+" ("+SayPlayers(catalog.For(catalog.English), g.Players())+"): ")) && te == nil:
				t.Fatalf("strict error %v is not among the warnings %q", strict.Err, rep.Warnings)
			}
			out := Format(g)
			back, err := ReadAll(bytes.NewReader([]byte(out)))
			if err != nil || len(back) != 1 {
				t.Fatalf("reading back %q: %d games, %v", out, len(back), err)
			}
			checkSameGame(t, g, back[0])
			if again := Format(back[0]); again != out {
				t.Fatalf("second writing differs:\n%s\n%s", out, again)
			}
		}
	})
}
