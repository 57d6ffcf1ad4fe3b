package table

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestArbiterCompareTakesPGN: the sighted player's scoresheet pasted as
// PGN, as a real file has it: the movetext of a real game
// (../pgn/testdata/stockfish-learning.pgn, an engine's {comments} after
// every move) joined into one line, with its tags before it, and a sheet
// with NAGs ($1, !, ?!), a variation with one inside it, a [%clk] comment
// and a ; comment to the end of the line. Comments, NAGs, annotation
// glyphs, variations and tags are no moves of the sheet: they are
// skipped, and the sheets agree (or part) by their moves alone. They used
// to be read as moves ("{book}" was "not a move").
func TestArbiterCompareTakesPGN(t *testing.T) {
	b, err := os.ReadFile("../pgn/testdata/stockfish-learning.pgn")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	i := strings.Index(text, "\n1. e4")
	j := strings.Index(text, "6. Be2")
	if i < 0 || j < i {
		t.Fatal("the movetext of stockfish-learning.pgn is not where the test expects it")
	}
	tags := strings.Join(strings.Fields(text[:i]), " ")
	real := strings.Join(strings.Fields(text[i:j]), " ") // 1. e4 {book} a6 {book} 2. c4 … 5… d6 {+0.12/28 21s}
	realMoves := []string{"e4", "a6", "c4", "e5", "Nf3", "Nc6", "Nc3", "Nf6", "a3", "d6"}
	annotated := "1. e4! $1 {Best by test [%clk 1:30:00]} e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 $14 Nc6?! 3. Bb5!? a6 ; the Morphy defence, which {the sheet} (ends) here"
	tests := []struct {
		lang, sheet string
		moves       []string
		want        string
	}{
		{"en", "arbiter compare " + real, realMoves, "Both scoresheets agree: 10 half-moves, the last move 5, Black, d6. The game is right; a board that differs was executed wrongly."},
		{"en", "arbiter compare " + tags + " " + real, realMoves, "Both scoresheets agree: 10 half-moves, the last move 5, Black, d6. The game is right; a board that differs was executed wrongly."},
		{"de", "schiedsrichter vergleichen " + real, realMoves, "Beide Partieformulare stimmen überein: 10 Halbzüge, zuletzt Zug 5, Schwarz, d6. Die Partie ist richtig; falsch ist das Brett, das abweicht."},
		{"cs", "rozhodčí porovnat " + real, realMoves, "Oba záznamy souhlasí: 10 půltahů, poslední tah 5 černého, d6. Partie je správně; chybně je provedena ta šachovnice, která se liší."},
		{"en", "arbiter compare " + annotated, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}, "Both scoresheets agree: 6 half-moves, the last move 3, Black, a6. The game is right; a board that differs was executed wrongly."},
		{"de", "schiedsrichter vergleichen " + annotated, []string{"e4", "e5", "Nf3", "Nc6", "Bc4"}, "Die Partieformulare weichen ab bei Zug 3, Weiß: hier Lc4, beim sehenden Spieler Lb5. Zuletzt übereinstimmend: Zug 2, Schwarz, Sc6. Zurücknehmen mit: schiedsrichter zurücksetzen 2 schwarz"},
		{"cs", "rozhodčí porovnat " + annotated, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"}, "Záznam vidícího hráče končí po tahu 3 černého, a6; do té doby oba souhlasí. Chybí v něm: tah 4 bílého, Sa4."},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = tt.lang; s.AutoPress = true }))
		typed(tb, tt.moves...)
		if n := len(tb.sheet); n != len(tt.moves) {
			t.Fatalf("%s: %d moves played, want %d", tt.lang, n, len(tt.moves))
		}
		if got := texts(typed(tb, tt.sheet)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s %q:\ngot  %q\nwant %q", tt.lang, tt.sheet, got, tt.want)
		}
	}
}

// TestPGNMoveWords: what pgnMoveWords leaves of PGN movetext, exactly.
func TestPGNMoveWords(t *testing.T) {
	tests := []struct{ in, want string }{
		{"1. e4 e5", "1.|e4|e5"},
		{"1.e4{a}e5", "1.e4|e5"},
		{"1. e4 {a (b) ; c} e5 $2 2. Nf3", "1.|e4|e5|2.|Nf3"},
		{"1. e4 (1. d4 (1. c4) d5) e5", "1.|e4|e5"},
		{"[Event \"A ] B\"] [White \"x\\\"]\"] 1. e4", "1.|e4"},
		{"1. e4 ; e5 2. Nf3", "1.|e4"},
		{"1. e4 {never closed e5", "1.|e4"},
		{"1. e4 (never closed e5", "1.|e4"},
		{"1. e4 $ e5 $x", "1.|e4|$|e5|$x"},
		{"1. e4 ) e5", "1.|e4|)|e5"},
	}
	for _, tt := range tests {
		if got := strings.Join(pgnMoveWords(strings.Fields(tt.in)), "|"); got != tt.want {
			t.Errorf("pgnMoveWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
