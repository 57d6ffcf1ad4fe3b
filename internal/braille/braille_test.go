package braille

import (
	"os"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
)

// play returns the position after the moves and the braille of the last
// one in each code.
func moveIn(t *testing.T, fen string, moves ...string) map[Code]string {
	t.Helper()
	pos := rules.StartPosition()
	if fen != "" {
		var err error
		if pos, err = rules.ParseFEN(fen); err != nil {
			t.Fatal(err)
		}
	}
	var m rules.Move
	for i, s := range moves {
		var err error
		if m, err = pos.ParseMove(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if i < len(moves)-1 {
			pos = pos.Play(m)
		}
	}
	out := map[Code]string{}
	for _, c := range []Code{UK, German, Czech, ICCF} {
		out[c] = c.Move(&pos, m)
	}
	return out
}

// TestSigns asserts the exact cells of every sign in every code.
func TestSigns(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves []string
		want  map[Code]string
	}{
		{"pawn move e4", "", []string{"e4"}, map[Code]string{UK: "⠑⠲", German: "⠑⠲", Czech: "⠑⠲", ICCF: "⠢⠆⠢⠲"}},
		{"knight Nf3", "", []string{"Nf3"}, map[Code]string{UK: "⠎⠋⠒", German: "⠠⠎⠋⠒", Czech: "⠠⠚⠋⠒", ICCF: "⠶⠂⠖⠒"}},
		{"pawn capture exd5", "", []string{"e4", "d5", "exd5"}, map[Code]string{UK: "⠑⠰⠙⠢", German: "⠑⠰⠙⠢", Czech: "⠑⠰⠙⠢", ICCF: "⠢⠲⠲⠢"}},
		{"queen capture Qxd5 (not the d-file)", "", []string{"e4", "d5", "exd5", "Qxd5"}, map[Code]string{UK: "⠟⠰⠙⠢", German: "⠠⠙⠰⠙⠢", Czech: "⠠⠙⠰⠙⠢", ICCF: "⠲⠦⠲⠢"}},
		{"check Bb5+", "", []string{"e4", "d6", "Bb5+"}, map[Code]string{UK: "⠇⠘⠃⠢", German: "⠠⠇⠘⠃⠢", Czech: "⠠⠎⠘⠃⠢", ICCF: "⠖⠂⠆⠢"}},
		{"capture with check Bxf7+", "", []string{"e4", "e5", "Bc4", "Nc6", "Bxf7+"}, map[Code]string{UK: "⠇⠸⠋⠶", German: "⠠⠇⠸⠋⠶", ICCF: "⠒⠲⠖⠶"}},
		{"mate Qxf7#", "", []string{"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"}, map[Code]string{UK: "⠟⠰⠋⠶⠜⠍", Czech: "⠠⠙⠰⠋⠶⠜⠍", ICCF: "⠦⠢⠖⠶"}},
		{"short castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"O-O"}, map[Code]string{UK: "⠴⠤⠴", German: "⠴⠤⠴", ICCF: "⠢⠂⠶⠂"}},
		{"long castling", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", []string{"O-O-O"}, map[Code]string{UK: "⠴⠤⠴⠤⠴", ICCF: "⠢⠦⠒⠦"}},
		{"promotion e8=Q", "8/4P1k1/8/8/8/8/p5K1/8 w - - 0 1", []string{"e8=Q"}, map[Code]string{UK: "⠑⠦⠟", German: "⠑⠦⠠⠙", Czech: "⠑⠦⠠⠙", ICCF: "⠢⠶⠢⠦⠂"}},
		{"promotion to a knight with capture", "3r2k1/4P3/8/8/8/8/6K1/8 w - - 0 1", []string{"exd8=N"}, map[Code]string{UK: "⠑⠰⠙⠦⠎", ICCF: "⠢⠶⠲⠦⠲"}},
		{"disambiguation Nbd2", "", []string{"Nf3", "e5", "d3", "e4", "Nbd2"}, map[Code]string{UK: "⠎⠃⠙⠆", ICCF: "⠆⠂⠲⠆"}},
		{"rank disambiguation R1a3", "7k/8/8/R7/8/8/8/R3K3 w - - 0 1", []string{"R1a3"}, map[Code]string{UK: "⠗⠂⠁⠒"}},
	}
	for _, tt := range tests {
		got := moveIn(t, tt.fen, tt.moves...)
		for c, want := range tt.want {
			if got[c] != want {
				t.Errorf("%s in %v: %s, want %s", tt.name, c, got[c], want)
			}
		}
	}
}

// TestNumbersResultsBRF checks the lower numbers, results, scoresheet
// lines and the BRF of the examples of the UKAAF code (braille.md).
func TestNumbersResultsBRF(t *testing.T) {
	for n, want := range map[int]string{0: "⠴", 2: "⠆", 10: "⠂⠴", 42: "⠲⠆", 119: "⠂⠂⠔"} {
		if got := Number(n); got != want {
			t.Errorf("Number(%d) = %s, want %s", n, got, want)
		}
	}
	for r, want := range map[string]string{"1-0": "⠂⠤⠴", "0-1": "⠴⠤⠂", "1/2-1/2": "⠂⠌⠆⠤⠂⠌⠆", "*": "⠡",
		// The exceptional results (FIDE 11.7, 11.8, 12.9).
		"0-0": "⠴⠤⠴", "1/2-0": "⠂⠌⠆⠤⠴", "0-1/2": "⠴⠤⠂⠌⠆"} {
		if got := Result(r); got != want {
			t.Errorf("Result(%s) = %s, want %s", r, got, want)
		}
	}
	if got := Pair(2, "⠎⠋⠒", ""); got != "⠆⠀⠎⠋⠒" {
		t.Errorf("Pair: %s (UKAAF 1.3: 2.♘f3 ⠆ ⠎⠋⠒)", got)
	}
	if got := Pair(12, "", "⠑⠢"); got != "⠂⠆⠀⠤⠑⠢" {
		t.Errorf("Pair of an isolated Black move: %s", got)
	}
	for cells, want := range map[string]string{"⠖⠀⠑⠲⠜⠏⠲": "6 E4>P4", "⠰⠟⠜⠂": ";Q>1", "⠁⠂⠜⠒": "A1>3", "⠎⠋⠒": "SF3", "⠂⠌⠆⠤⠂⠌⠆": "1/2-1/2", "⠑⠦\n": "E8\n"} {
		if got := BRF(cells); got != want {
			t.Errorf("BRF(%s) = %q, want %q", cells, got, want)
		}
		if back := FromBRF(want); back != cells {
			t.Errorf("FromBRF(%q) = %s, want %s", want, back, cells)
		}
	}
	for s, want := range map[string]Code{"uk": UK, "DE": German, " cs ": Czech, "iccf": ICCF} {
		if c, err := ParseCode(s); err != nil || c != want {
			t.Errorf("ParseCode(%q) = %v, %v", s, c, err)
		}
	}
	if _, err := ParseCode("fr"); err == nil || !strings.Contains(err.Error(), "use uk, de, cs or iccf") {
		t.Errorf("ParseCode(fr): %v", err)
	}
}

// TestRealGame writes every move of a real game (Molinari–Bordais 1979, and
// the six Kasparov–Deep Blue games) in every code: each move is cells
// only, and the UK text of the first game is the one in testdata.
func TestRealGame(t *testing.T) {
	f, err := os.Open("testdata/molinari-bordais-1979.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := pgn.ReadAll(f)
	if err != nil || len(games) != 1 {
		t.Fatalf("%v, %d games", err, len(games))
	}
	var lines []string
	pos := rules.StartPosition()
	var white string
	for i, gm := range games[0].Moves {
		m, err := pos.ParseMove(gm.SAN)
		if err != nil {
			t.Fatalf("%s: %v", gm.SAN, err)
		}
		for _, c := range []Code{UK, German, Czech, ICCF} {
			for _, r := range c.Move(&pos, m) {
				if r < 0x2800 || r > 0x28FF {
					t.Fatalf("%v: %s has %q", c, gm.SAN, r)
				}
			}
		}
		cell := UK.Move(&pos, m)
		if i%2 == 0 {
			white = cell
		} else {
			lines = append(lines, Pair(i/2+1, white, cell))
			white = ""
		}
		pos = pos.Play(m)
	}
	if white != "" {
		lines = append(lines, Pair(len(games[0].Moves)/2+1, white, ""))
	}
	lines = append(lines, Result(string(games[0].Result)))
	got := BRF(strings.Join(lines, "\n")) + "\n"
	want, err := os.ReadFile("testdata/molinari-bordais-1979.uk.brf")
	if os.IsNotExist(err) {
		os.WriteFile("testdata/molinari-bordais-1979.uk.brf", []byte(got), 0o644)
		t.Fatalf("wrote testdata/molinari-bordais-1979.uk.brf: check it by hand")
	}
	if got != string(want) {
		t.Errorf("BRF:\n%s\nwant:\n%s", got, want)
	}
}
