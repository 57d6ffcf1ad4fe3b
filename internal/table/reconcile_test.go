package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// lastTexts applies typed lines and returns the texts of the last line's
// announcements and errors.
func lastText(t *testing.T, tb *Table, line string) string {
	t.Helper()
	return strings.Join(texts(typed(tb, line)), " | ")
}

// TestArbiterCompare compares the program's record (1. e4 e5 2. Nf3 Nc6 3.
// Bb5) with sighted players' scoresheets in every notation blindchess
// reads (Annex D.2.9).
func TestArbiterCompare(t *testing.T) {
	tests := []struct {
		sheet string
		want  string
	}{
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5", "Both scoresheets agree: 5 half-moves, the last move 3, White, Bb5. The game is right; a board that differs was executed wrongly."},
		{"1.e4 e5 2.Sf3 Sc6 3.Lb5", "Both scoresheets agree: 5 half-moves"},
		{"e2e4 e7e5 g1f3 b8c6 f1b5 1-0", "Both scoresheets agree: 5 half-moves"},
		{"1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5", "Both scoresheets agree: 5 half-moves"},
		{"1. e4 e5 2. Nf3 Nc6 3. Bc4", "The scoresheets part at move 3, White: here Bb5, on the sighted player's Bc4. The last move they agree on: move 2, Black, Nc6. Take the game back with: arbiter retrace 2 black"},
		{"1. e4 e5 2. Nf3 Nf6", "The scoresheets part at move 2, Black: here Nc6, on the sighted player's Nf6. The last move they agree on: move 2, White, Nf3. Take the game back with: arbiter retrace 2"},
		{"1. d4", "The scoresheets part at move 1, White: here e4, on the sighted player's d4. The last move they agree on: the start. Take the game back with: arbiter retrace 0"},
		{"1. e4 e5 2. Nf3", "The sighted player's scoresheet ends after move 2, White, Nf3; up to there both agree. Missing from it: move 2, Black, Nc6; move 3, White, Bb5."},
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "The sighted player's scoresheet has more moves: after move 3, White, Bb5, it has move 3, Black, a6, which was not played here."},
		{"1. e4 e5 2. Nf9", "The sighted player's scoresheet: Nf9 at 2. is not a move"},
		{"1. e4 e5 2. Ke2 Ke7 3. Ke3", "The scoresheets part at move 2, White: here Nf3, on the sighted player's Ke2."},
		{"", "Arbiter: arbiter compare MOVES"},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = "en"; s.AutoPress = true }))
		typed(tb, "e4", "e5", "Nf3", "Nc6", "Bb5")
		if got := lastText(t, tb, "arbiter compare "+tt.sheet); !strings.HasPrefix(got, tt.want) {
			t.Errorf("%q:\n got %s\nwant %s", tt.sheet, got, tt.want)
		}
	}
}

// TestArbiterCompareEmptyAndGerman: an empty game, and the German
// sentences.
func TestArbiterCompareEmptyAndGerman(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en" }))
	if got := lastText(t, tb, "arbiter compare *"); got != "Both scoresheets are empty: no move has been made yet." {
		t.Errorf("empty: %s", got)
	}
	de := newTable(t, setup(func(s *Setup) { s.AutoPress = true }))
	typed(de, "e4", "e5")
	if got := lastText(t, de, "arbiter compare 1. e4 c5"); got != "Die Partieformulare weichen ab bei Zug 1, Schwarz: hier e5, beim sehenden Spieler c5. Zuletzt übereinstimmend: Zug 1, Weiß, e4. Zurücknehmen mit: schiedsrichter zurücksetzen 1 weiß" {
		t.Errorf("German: %s", got)
	}
}

// TestTargetPly checks the move numbers retrace takes, from the standard
// start and from a position with Black to move at move 40.
func TestTargetPly(t *testing.T) {
	std := rules.StartPosition()
	black, err := rules.ParseFEN("8/8/8/4k3/8/8/8/4K2R b - - 0 40")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		start *rules.Position
		s     string
		ply   int
		ok    bool
	}{
		{&std, "0", 0, true}, {&std, "1", 1, true}, {&std, "1.", 1, true}, {&std, "1...", 2, true},
		{&std, "12", 23, true}, {&std, "12...", 24, true}, {&std, "x", 0, false}, {&std, "-1", 0, false},
		{&std, "0...", 0, false},
		{&black, "0", 0, true}, {&black, "40...", 1, true}, {&black, "41", 2, true}, {&black, "41...", 3, true},
		{&black, "40", 0, false}, {&black, "39...", 0, false},
	}
	for _, tt := range tests {
		ply, ok := targetPly(tt.start, tt.s)
		if ok != tt.ok || (ok && ply != tt.ply) {
			t.Errorf("targetPly(%s, %q) = %d, %v; want %d, %v", tt.start.FEN(), tt.s, ply, ok, tt.ply, tt.ok)
		}
	}
}

// TestArbiterRetrace takes a clocked game back: the moves after the target
// are struck out (undo events), both clocks show their times after the
// target move (here after 2... Nc6: White 4:54, Black 4:52), the retrace
// event carries them with the FEN, play goes on from there, and a resumed
// journal (the same inputs replayed) gives the same game.
func TestArbiterRetrace(t *testing.T) {
	script := "0 e4\n2 p\n3 e5\n5 p\n6 Nf3\n9 p\n10 Nc6\n14 p\n15 Bb5\n20 p\n21 a6\n30 arbiter retrace 2 black\n30 ja\n"
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en"; s.Time = "5+0" }))
	out := run(t, tb, script)
	var got []string
	for _, l := range out {
		if strings.Contains(l, `"event":"undo"`) || strings.Contains(l, `"event":"retrace"`) {
			got = append(got, l)
		}
	}
	equalLines(t, got, []string{
		`{"t":30,"event":"undo","san":"a6","by":"black","ply":6}`,
		`{"t":30,"event":"undo","san":"Bb5","by":"white","ply":5}`,
		`{"t":30,"event":"retrace","ply":4,"white_ms":294000,"black_ms":292000,"fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}`,
	})
	last := out[len(out)-1]
	if !strings.Contains(last, "Arbiter: the game is taken back to the position after move 2, Black, Springer Cesar sechs; half-moves struck out: 2. White to move. Clocks: White four minutes fifty-four seconds, Black four minutes fifty-two seconds; paused, type resume to go on.") {
		t.Errorf("announcement: %s", last)
	}
	if tb.Plies() != 4 || tb.Clock().Status().String() != "paused" {
		t.Fatalf("after retrace: %d plies, clock %s", tb.Plies(), tb.Clock().Status())
	}
	run(t, tb, "40 resume\n41 Bc4\n45 p\n")
	if tb.Plies() != 5 {
		t.Fatalf("play did not go on: %d plies", tb.Plies())
	}
	// Errors: no such move, a bad number, no argument.
	for line, want := range map[string]string{
		"arbiter retrace 9":     "After 9: the game has no such move (it has 5 half-moves).",
		"arbiter retrace x":     `"x": write the move number and the side, N white or N black (N alone is White's move, N... Black's), 0 for the start.`,
		"arbiter retrace":       "Arbiter: arbiter compare MOVES",
		"arbiter retrace 1 2 3": "Arbiter: arbiter compare MOVES",
	} {
		if got := lastText(t, tb, line); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %s", line, got)
		}
	}
	// Back to the start.
	lastText(t, tb, "arbiter retrace 0")
	lastText(t, tb, "ja")
	if tb.Plies() != 0 {
		t.Errorf("retrace 0: %d plies", tb.Plies())
	}
}

// TestArbiterRetraceBoards: with both virtual boards in the position after
// 3. Bb5, a retrace to 2... tells each board how to get back there (the
// bishop from b5 to f1).
func TestArbiterRetraceBoards(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en"; s.Tactile = BoardVirtual; s.Sighted = BoardVirtual }))
	for _, mv := range []struct{ from, to, piece string }{{"e2", "e4", "P"}, {"e7", "e5", "p"}, {"g1", "f3", "N"}, {"b8", "c6", "n"}, {"f1", "b5", "B"}} {
		order := []string{"tactile", "sighted"} // the VI player (White) moves on his board
		if mv.piece == strings.ToLower(mv.piece) {
			order = []string{"sighted", "tactile"}
		}
		for _, b := range order {
			typed(tb, "board "+b+" lift "+mv.from, "board "+b+" place "+mv.to)
		}
	}
	if tb.Plies() != 5 {
		t.Fatalf("the boards made %d plies", tb.Plies())
	}
	outs := typed(tb, "arbiter retrace 2 black", "ja")
	var mismatch []string
	for _, o := range outs {
		if o.Kind == KindMismatch {
			mismatch = append(mismatch, string(o.JSON()))
		}
	}
	if len(mismatch) != 2 {
		t.Fatalf("mismatch events %q, want one per board", mismatch)
	}
	for _, m := range mismatch {
		if !strings.Contains(m, `"steps":["b5-f1"]`) {
			t.Errorf("mismatch %s: want the fix step b5-f1", m)
		}
	}
}
