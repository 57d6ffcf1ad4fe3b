package table

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/clock"
)

// TestSetupPositionClock plays from set-up positions with Black to move
// under every kind of time control: the clock of the side to move starts
// at the first move, every clock command works from there, moves count
// from the position's move number, and a refusal is said in the player's
// language.
func TestSetupPositionClock(t *testing.T) {
	const blackToMove = "8/8/8/4k3/8/8/8/4K2R b - - 0 1"
	const script = `
0 Kd4
2 press
3 time both
5 Rh5
6 press
7 moves
8 pause
9 resume
10 time`
	tests := []struct {
		name, time, fen string
		want            []string
	}{
		// The increment is credited before each move, the first
		// included (5+3 shows 5:03 at the start), as in clock.Initial.
		{"sudden death", "5", blackToMove, []string{
			"King David four", "White, four minutes fifty-nine seconds, Black, four minutes fifty-eight seconds",
			"Rook Hector five", "Two moves", "Clock paused", "Type resume to start the clock again.", "Clock resumed", "White, four minutes fifty-six seconds"}},
		{"increment", "5+3", blackToMove, []string{
			"King David four", "White, five minutes two seconds, Black, five minutes four seconds",
			"Rook Hector five", "Two moves", "Clock paused", "Type resume to start the clock again.", "Clock resumed", "White, five minutes two seconds"}},
		{"simple delay", "60d5", blackToMove, []string{
			"King David four", "White, one hour, Black, one hour",
			"Rook Hector five", "Two moves", "Clock paused", "Type resume to start the clock again.", "Clock resumed", "White, one hour"}},
		{"Bronstein", "60b10", blackToMove, []string{
			"King David four", "White, fifty-nine minutes fifty-nine seconds, Black, one hour",
			"Rook Hector five", "Two moves", "Clock paused", "Type resume to start the clock again.", "Clock resumed", "White, one hour"}},
		{"hourglass", "hourglass 5", blackToMove, []string{
			"King David four", "White, five minutes one second, Black, four minutes fifty-nine seconds",
			"Rook Hector five", "Two moves", "Clock paused", "Type resume to start the clock again.", "Clock resumed", "White, five minutes one second"}},
		// Black to move at move 40: White has made 40 moves and starts
		// in the second period (30:00 + 30 s); Black's 40th move ends his
		// first period and brings the second period's 30 minutes.
		{"periods, Black completes the control", "40/90+30,30+30", "8/8/8/4k3/8/8/8/4K2R b - - 0 40", []string{
			"King David four", "White, thirty minutes twenty-nine seconds, Black, two hours fifty-eight seconds",
			"Rook Hector five", "Forty-one moves", "Clock paused", "Type resume to start the clock again.", "Clock resumed", "White, thirty minutes fifty-six seconds"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Time, s.FEN, s.Lang, s.Style = tt.time, tt.fen, "en", "annexd-en" }))
			lines, err := ParseScript(strings.NewReader(script))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range lines {
				got = append(got, texts(tb.Apply(Input{At: l.At, Source: SourceScript, Text: l.Text}))...)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestSetupWhiteToMove: White to move at move 40 of 40/90+30,30+30: both
// sides have completed 39 moves, so White's first move completes the
// control and White's press brings the second period.
func TestSetupWhiteToMove(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) {
		s.Time, s.FEN, s.Lang, s.Style = "40/90+30,30+30", "4k3/8/8/8/8/8/8/4K2R w - - 0 40", "en", "annexd-en"
	}))
	got := texts(typed(tb, "Rh5", "press", "time both", "moves"))
	want := []string{"Rook Hector five", "Time control reached, thirty minutes added", "White, two hours fifty-nine seconds, Black, one hour thirty minutes twenty-nine seconds", "Forty moves"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// TestFailedSaysRefusals: every refusal of the clock or the game is said
// in the table's language; an unexpected error says it is internal.
func TestFailedSaysRefusals(t *testing.T) {
	tests := []struct {
		lang string
		err  error
		want string
	}{
		{"de", fmt.Errorf("press by black: %w", clock.ErrNotYourClock), "Die Uhr von Schwarz läuft nicht; Weiß ist am Zug."},
		{"en", fmt.Errorf("press by black: %w", clock.ErrNotYourClock), "Black's clock is not running; White is to move."},
		{"de", fmt.Errorf("press: %w", clock.ErrFrozen), "Die Uhr steht nach einem Fallblättchen; der Schiedsrichter stellt eine Zeit ein (schiedsrichter zeit)."},
		{"en", fmt.Errorf("start: %w", clock.ErrStarted), "The clock is already running."},
		{"en", fmt.Errorf("press: %w", clock.ErrPaused), "The clock is paused; type resume to go on."},
		{"cs", errors.New("something odd"), "Vnitřní chyba, nic se nezměnilo; oznamte to rozhodčímu: something odd."},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Time, s.Lang = "5+3", tt.lang }))
		typed(tb, "start")
		o := tb.failed(tt.err)
		if o.Kind != KindError || o.Say.Text != tt.want {
			t.Errorf("%s %v: got %v %q, want error %q", tt.lang, tt.err, o.Kind, o.Say.Text, tt.want)
		}
	}
}
