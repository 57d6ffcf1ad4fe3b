package talkclock

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/table"
)

// TestVoiceRequests: the clock answers the requests heard by voice at once,
// in every language, and says what it does not understand.
func TestVoiceRequests(t *testing.T) {
	tests := []struct {
		lang, line string
		want       string // the answer's text
	}{
		{"de", "voice zeit", "Eine Stunde dreißig Minuten neunundzwanzig Sekunden"},
		{"en", "voice time", "One hour thirty minutes twenty-nine seconds"},
		{"cs", "voice cas", "Jedna hodina třicet minut dvacet devět sekund"},
		{"en", "voice moves", "Zero moves"},
		{"de", "voice zuege", "Null Züge"},
		{"en", "voice repeat", "Period one, increment thirty seconds"},
		{"de", "voice", "Nicht verstanden; bitte noch einmal sagen: Zeit, Züge oder Wiederholen."},
		{"de", "voice remis", `Gehört "remis": die Uhr antwortet auf Zeit, Züge und Wiederholen.`},
		{"de", "voice eva vier", `Gehört "eva vier": die Uhr antwortet auf Zeit, Züge und Wiederholen.`},
		{"de", "voice ja", `Gehört "ja": die Uhr antwortet auf Zeit, Züge und Wiederholen.`},
	}
	for _, tc := range tests {
		t.Run(tc.lang+"/"+tc.line, func(t *testing.T) {
			m, err := New(Config{Control: "90+30", Me: "white", Lang: tc.lang, Alerts: "none"})
			if err != nil {
				t.Fatal(err)
			}
			m.Apply(table.Input{At: 0, Source: table.SourceKeyboard, Text: " "})
			outs := m.Apply(table.Input{At: time.Second, Source: table.SourceVoice, Text: tc.line})
			if len(outs) == 0 || outs[0].Say.Text != tc.want {
				t.Fatalf("answer %+v, want %q", outs, tc.want)
			}
		})
	}
}
