package talkclock

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/table"
)

// TestBronsteinIsNotSaidAsTheSimpleDelay: the status (r) names the two
// delays apart, in de, en and cs. They end a move with the same time
// but run differently during it (docs/time-controls.md), so a club that
// set 60b10 must hear a Bronstein delay, not the simple delay of 60d5.
// Before, both were "Verzögerung", "delay", "zpoždění".
func TestBronsteinIsNotSaidAsTheSimpleDelay(t *testing.T) {
	tests := []struct {
		lang, control, want string
	}{
		{"de", "60d5", "Periode eins, Verzögerung fünf Sekunden"},
		{"en", "60d5", "Period one, delay five seconds"},
		{"cs", "60d5", "Perioda jedna, zpoždění pět sekund"},
		{"de", "60b10", "Periode eins, Bronstein-Verzögerung zehn Sekunden"},
		{"en", "60b10", "Period one, Bronstein delay ten seconds"},
		{"cs", "60b10", "Perioda jedna, Bronsteinovo zpoždění deset sekund"},
	}
	for _, tc := range tests {
		t.Run(tc.lang+"/"+tc.control, func(t *testing.T) {
			m, err := New(Config{Control: tc.control, Me: "black", Lang: tc.lang, Alerts: "none"})
			if err != nil {
				t.Fatal(err)
			}
			m.Apply(table.Input{At: 0, Source: table.SourceKeyboard, Text: " "})
			outs := m.Apply(table.Input{At: time.Second, Source: table.SourceKeyboard, Text: "r"})
			if len(outs) == 0 || outs[0].Say.Text != tc.want {
				t.Fatalf("status %+v, want %q", outs, tc.want)
			}
		})
	}
}
