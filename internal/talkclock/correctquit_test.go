package talkclock

import (
	"slices"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/table"
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

// TestResumeDropsAHalfTypedCorrection: a crash while the arbiter typed a
// correction (k and some keys, no Enter) leaves no correction waiting
// after --resume: the restored clock says none was made, and its keys
// are keys again (z resumes, as the restored line says). Until this
// version the replay left the correction open and took z into its line.
func TestResumeDropsAHalfTypedCorrection(t *testing.T) {
	tests := []struct {
		lang string
		want []string
	}{
		{"en", []string{"Clock restored from its journal, paused at its last known times; press z to resume.", "No correction; the clock is as it was."}},
		{"de", []string{"Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; z lässt sie weiterlaufen.", "Keine Korrektur; die Uhr bleibt, wie sie war."}},
		{"cs", []string{"Hodiny obnoveny z deníku, zastaveny na posledních známých časech; z je znovu spustí.", "Žádná oprava; hodiny zůstávají, jak byly."}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			m, err := New(Config{Control: "25+0", Me: "white", Lang: tc.lang, Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true})
			if err != nil {
				t.Fatal(err)
			}
			at := time.Second
			apply := func(src, text string) []string {
				at += time.Second
				var said []string
				for _, o := range m.Apply(table.Input{At: at, Source: src, Text: text}) {
					if o.Say.Text != "" {
						said = append(said, o.Say.Text)
					}
				}
				return said
			}
			for _, k := range []string{"s", "k", "a", "d", "d"} {
				apply(table.SourceKeyboard, k)
			}
			said := apply(table.SourceSystem, table.InputResumed)
			if len(said) < len(tc.want) || !slices.Equal(said[:1], tc.want[:1]) || said[len(said)-1] != tc.want[1] {
				t.Errorf("resumed: said %q\nwant %q first and %q last", said, tc.want[0], tc.want[1])
			}
			apply(table.SourceKeyboard, "z")
			if m.Clock().Status() != clock.Running {
				t.Errorf("z after the resume did not resume the clock: %v", m.Clock().Status())
			}
		})
	}
}
