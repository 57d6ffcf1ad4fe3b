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
				t.Fatalf("status %q, want %q", firstText(outs), tc.want)
			}
		})
	}
}

// TestDelayUsedAgreesWithItsCount: the delay used on the mover's move
// (r while his simple delay runs) is said with the participle agreeing
// with its count in Czech, "jedna sekunda spotřebována", "dvě sekundy
// spotřebovány", "pět sekund spotřebováno" (before: "spotřebováno"
// always); German and English have one form.
func TestDelayUsedAgreesWithItsCount(t *testing.T) {
	tests := []struct {
		lang string
		at   time.Duration // into White's first move
		want string
	}{
		{"cs", 1 * time.Second, "Perioda jedna, zpoždění pět sekund, jedna sekunda spotřebována"},
		{"cs", 2 * time.Second, "Perioda jedna, zpoždění pět sekund, dvě sekundy spotřebovány"},
		{"cs", 4 * time.Second, "Perioda jedna, zpoždění pět sekund, čtyři sekundy spotřebovány"},
		{"cs", 7 * time.Second, "Perioda jedna, zpoždění pět sekund, pět sekund spotřebováno"},
		{"de", 1 * time.Second, "Periode eins, Verzögerung fünf Sekunden, eine Sekunde verbraucht"},
		{"de", 2 * time.Second, "Periode eins, Verzögerung fünf Sekunden, zwei Sekunden verbraucht"},
		{"en", 1 * time.Second, "Period one, delay five seconds, one second used"},
		{"en", 2 * time.Second, "Period one, delay five seconds, two seconds used"},
	}
	for _, tc := range tests {
		t.Run(tc.lang+"/"+tc.at.String(), func(t *testing.T) {
			m, err := New(Config{Control: "60d5", Me: "white", Lang: tc.lang, Alerts: "none"})
			if err != nil {
				t.Fatal(err)
			}
			m.Apply(table.Input{At: 0, Source: table.SourceKeyboard, Text: "s"})
			outs := m.Apply(table.Input{At: tc.at, Source: table.SourceKeyboard, Text: "r"})
			if len(outs) == 0 || outs[0].Say.Text != tc.want {
				t.Fatalf("status %q, want %q", firstText(outs), tc.want)
			}
		})
	}
}

// firstText is the text of the first output, or "" when there is none.
func firstText(outs []table.Output) string {
	if len(outs) == 0 {
		return ""
	}
	return outs[0].Say.Text
}
