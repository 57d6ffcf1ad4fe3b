package pgn

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// FuzzReader reads arbitrary input. The reader must never panic or loop;
// every failure must be a *SyntaxError, whose report (which replays what
// was read) names a game error; every game it reads must be checked
// (replayed) without a panic; and every game must be written and read back
// as the same game, and written again byte for byte the same.
func FuzzReader(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.pgn")
	for _, name := range files {
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
				if rep := ReportSyntaxError(se); rep.OK() || !IsGameError(rep.Err) {
					t.Fatalf("report of syntax error %v: %+v", err, rep)
				}
				continue
			}
			if err != nil {
				t.Fatalf("error %v (%T) is not a *SyntaxError", err, err)
			}
			if rep := Check(g); rep.Err != nil && !IsGameError(rep.Err) {
				t.Fatalf("Check error %v (%T) is not about the game", rep.Err, rep.Err)
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
