package table

import (
	"slices"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
)

// TestBoardPressWhileAQuestionHoldsTheClockIsRefused: a DGT clock's lever
// (the sighted board's press) or the tactile board's press, made while a
// claim's or the arbiter's question holds the stopped clock, is no answer:
// it is refused with a sentence that says the question waits (not "type
// resume"), the clock stays stopped at the times it had, and the question
// still takes its answer, in de, en and cs; also when a --script gives
// the board's press line. A typed "press" is a typed
// line like any other: it cancels the question, as the question says.
func TestBoardPressWhileAQuestionHoldsTheClockIsRefused(t *testing.T) {
	tests := []struct {
		lang, claim, arbiter, no, refused, cancelled string
	}{
		{"en", "claim", "arbiter takeback", "no",
			"Press refused: the question waits for its answer (yes, or anything else typed to cancel); the clock stands until then.",
			"Cancelled, nothing changed. The clock runs again."},
		{"de", "reklamieren", "schiedsrichter zurücknehmen", "nein",
			"Uhrdruck abgelehnt: die Frage wartet auf ihre Antwort (ja, oder etwas anderes tippen zum Abbrechen); die Uhr steht bis dahin.",
			"Abgebrochen, nichts geändert. Die Uhr läuft weiter."},
		{"cs", "reklamovat", "rozhodčí vrátit", "ne",
			"Stisk hodin odmítnut: otázka čeká na odpověď (ano, nebo cokoli jiného napsaného ke zrušení); hodiny do té doby stojí.",
			"Zrušeno, nic se nezměnilo. Hodiny běží dál."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Lang, s.Time = tt.lang, "90+30" })
			typed(tb, "board tactile lift e2", "board tactile place e4", "press",
				"board sighted lift e2", "board sighted place e4", "board sighted lift e7", "board sighted place e5")
			for _, question := range []string{tt.claim, tt.arbiter} {
				at(tb, int(tb.Now()/time.Second)+1, question)
				if tb.Clock().Status() != clock.Paused || !tb.Confirming() {
					t.Fatalf("%s: clock %v, confirming %v: the question did not hold the clock", question, tb.Clock().Status(), tb.Confirming())
				}
				before := times(tb)
				for _, in := range []Input{
					{Source: SourceSighted, Text: BoardPressLine(SourceSighted)},
					{Source: SourceScript, Text: BoardPressLine(SourceTactile)}, // a --script line
				} {
					line := in.Text
					in.At = tb.Now() + 5*time.Second
					if got := texts(tb.Apply(in)); !slices.Equal(got, []string{tt.refused}) {
						t.Errorf("%s, %s: %q, want %q", question, line, got, tt.refused)
					}
					if tb.Clock().Status() != clock.Paused || times(tb) != before || tb.Clock().Turn() != 1 {
						t.Errorf("%s, %s: clock %v %v turn %d, want paused at %v, Black's turn", question, line, tb.Clock().Status(), times(tb), tb.Clock().Turn(), before)
					}
					if !tb.Confirming() {
						t.Fatalf("%s, %s: the question no longer waits", question, line)
					}
				}
				if got := at(tb, int(tb.Now()/time.Second)+1, tt.no); !slices.Equal(got, []string{tt.cancelled}) {
					t.Errorf("%s answered %s: %q, want %q", question, tt.no, got, tt.cancelled)
				}
				if tb.Clock().Status() != clock.Running || times(tb) != before {
					t.Errorf("%s answered: clock %v %v, want running from %v", question, tb.Clock().Status(), times(tb), before)
				}
			}
			// A typed press is a typed line: it cancels the question.
			at(tb, int(tb.Now()/time.Second)+1, tt.claim)
			if got := at(tb, int(tb.Now()/time.Second)+1, "press"); !slices.Equal(got, []string{tt.cancelled}) {
				t.Errorf("typed press: %q, want %q", got, tt.cancelled)
			}
		})
	}
}

// TestBoardPressWithoutAClockQuestionIsNotHeld: a question that does not
// hold the clock (a draw offer, made on the player's own time) is
// cancelled by a board's press as by any other line, as before.
func TestBoardPressWithoutAClockQuestionIsNotHeld(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Style, s.Time = "annexd-en", "90+30" })
	typed(tb, "board tactile lift e2", "board tactile place e4", "press",
		"board sighted lift e2", "board sighted place e4", "board sighted lift e7", "board sighted place e5", "press")
	typed(tb, "resign white")
	if !tb.Confirming() || tb.Clock().Status() != clock.Running {
		t.Fatalf("resign: confirming %v, clock %v: want a question with the clock running", tb.Confirming(), tb.Clock().Status())
	}
	line := BoardPressLine(SourceTactile)
	got := texts(tb.Apply(Input{At: tb.Now() + time.Second, Source: LineSource(line, SourceKeyboard), Text: line}))
	if !slices.Equal(got, []string{"Cancelled, nothing changed."}) || tb.Confirming() {
		t.Errorf("board press during the resign question: %q, confirming %v", got, tb.Confirming())
	}
}
