package talkclock

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/clock"
)

// TestCorrectionKeyAnswersTheQuitQuestion: k pressed while the quit
// question waits answers it as any key other than yes does (the clock
// goes on, the question is gone), and begins no correction: the press
// after it presses the clock. Until this version k began a correction
// with the question still waiting, so the press went into the
// correction's line and a later y quit.
func TestCorrectionKeyAnswersTheQuitQuestion(t *testing.T) {
	tests := []struct {
		lang string
		want []string
	}{
		{"en", []string{"Quit the clock? Press y to quit, any other key to go on.", "Not quitting; the clock goes on.", "Black to move"}},
		{"de", []string{"Uhr beenden? j beendet, jede andere Taste macht weiter.", "Nicht beendet; die Uhr läuft weiter.", "Schwarz am Zug"}},
		{"cs", []string{"Ukončit hodiny? Klávesa a (ano) ukončí, jiná klávesa pokračuje.", "Neukončeno; hodiny běží dál.", "Černý na tahu"}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			said, m := saidBy(t, Config{Control: "25+0", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true}, []string{"q", "k", "p"})
			if !slices.Equal(said, tc.want) {
				t.Errorf("said %q\nwant %q", said, tc.want)
			}
			if m.Clock().Turn() != clock.Black {
				t.Error("p after the answered question did not press")
			}
		})
	}
}
