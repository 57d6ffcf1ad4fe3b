package table

import (
	"strings"
	"testing"
	"time"
)

// TestPressRefusedWhileTheMoversBoardDiffers: D.2.4, the press completes a
// move made on the boards. After a board move taken back with undo, a move
// typed and pressed while the tactile board still shows the old move is
// refused with the board's fix steps (it used to be accepted); once the
// board shows the game, the press goes through. The steps move the knight
// the board is known to have on f3 home, not a pawn from f3. In each
// language.
func TestPressRefusedWhileTheMoversBoardDiffers(t *testing.T) {
	for _, tc := range []struct {
		style, refused string
	}{
		{"annexd", `{"t":6,"event":"error","text":"Uhrdruck abgelehnt: das Steckbrett zeigt nicht die Stellung der Partie; erst das Brett richtig stellen (Anhang D.2.4). Bauer von Eva zwei nach Eva vier. Springer von Felix drei nach Gustav eins."}`},
		{"annexd-en", `{"t":6,"event":"error","text":"Press refused: the tactile board does not show the game's position; first set it right (Annex D.2.4). Pawn from Eva two to Eva four. Knight from Felix three to Gustav one."}`},
		{"cs", `{"t":6,"event":"error","text":"Stisk hodin odmítnut: hmatová šachovnice neukazuje pozici partie; nejprve šachovnici srovnejte podle partie (příloha D.2.4). Pěšec z Eva dva na Eva čtyři. Jezdec z Felix tři na Gustav jedna."}`},
	} {
		t.Run(tc.style, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Style, s.Time = tc.style, "90+30" })
			// A move made on the board is taken back by the arbiter only
			// (Article 4.7); the tactile board still shows it.
			typed(tb, "board tactile lift g1", "board tactile place f3")
			typedConfirmed(t, tb, "arbiter takeback")
			typed(tb, "resume", "e4")
			got := jsonOf(tb, "press")
			equalLines(t, got, []string{tc.refused})
			if tb.Clock().Turn() != 0 {
				t.Fatalf("the refused press switched the clock")
			}
			typed(tb, "board tactile lift f3", "board tactile place g1", "board tactile lift e2", "board tactile place e4")
			got = jsonOf(tb, "press")
			// The clock's press, and "gedrückt" for the keyboard.
			if len(got) != 2 || tb.Clock().Turn() != 1 {
				t.Errorf("press with the board in step: %q", got)
			}
		})
	}
	// The sighted board is the opponent's: his typed move waits for it.
	tb := boardTable(t, func(s *Setup) { s.Style, s.Time = "annexd-en", "90+30" })
	typed(tb, "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4", "e5")
	if got := texts(typed(tb, "press")); len(got) != 1 || got[0] != "Press refused: the sighted board does not show the game's position; first set it right (Annex D.2.4). Pawn from Eva seven to Eva five." {
		t.Errorf("sighted: %q", got)
	}
}

// TestBoardPressLineIsAPressOfThatBoard: the line of a clock lever pressed
// on the sighted board ("board sighted press", BoardPressLine) is a press
// whose source is the board, not the keyboard (LineSource): it completes
// the sighted player's move made on his board and switches the clock, like
// a key press, and a board name that is no board is not taken for one.
func TestBoardPressLineIsAPressOfThatBoard(t *testing.T) {
	for _, tc := range []struct {
		line, source string
	}{
		{BoardPressLine(SourceSighted), SourceSighted},
		{BoardPressLine(SourceTactile), SourceTactile},
		{"board sighted press", SourceSighted},
		{"BOARD Sighted PRESS", SourceKeyboard}, // LineSource wants the words as written
		{"press", SourceKeyboard},
		{"board dgt press", SourceKeyboard},
	} {
		if got := LineSource(tc.line, SourceKeyboard); got != tc.source {
			t.Errorf("LineSource(%q) = %q, want %q", tc.line, got, tc.source)
		}
	}
	if got := BoardPressLine(SourceSighted); got != "board sighted press" {
		t.Fatalf("BoardPressLine = %q", got)
	}
	tb := boardTable(t, func(s *Setup) { s.Style, s.Time = "annexd-en", "90+30" })
	typed(tb, "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4", "board sighted lift e7", "board sighted place e5")
	if tb.Clock().Turn() != 1 {
		t.Fatalf("before the lever: clock turn %d, want Black's (1)", tb.Clock().Turn())
	}
	line := BoardPressLine(SourceSighted)
	out := tb.Apply(Input{At: tb.Now() + time.Second, Source: LineSource(line, SourceKeyboard), Text: line})
	var got []string
	for _, o := range out {
		got = append(got, string(o.JSON()))
	}
	if tb.Clock().Turn() != 0 {
		t.Fatalf("the lever's press did not switch the clock to White:\n%s", strings.Join(got, "\n"))
	}
	if !strings.Contains(strings.Join(got, "\n"), `"what":"press"`) {
		t.Fatalf("no press of the clock:\n%s", strings.Join(got, "\n"))
	}
	// "board nowhere press" is no press: an error, the clock unchanged.
	tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceKeyboard, Text: "board nowhere press"})
	if tb.Clock().Turn() != 0 {
		t.Fatal("a press of no board switched the clock")
	}
}
