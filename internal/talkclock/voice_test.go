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
		{"de", "voice zeit", "eine Stunde dreißig Minuten neunundzwanzig Sekunden"},
		{"en", "voice time", "one hour thirty minutes twenty-nine seconds"},
		{"cs", "voice cas", "jedna hodina třicet minut dvacet devět sekund"},
		{"en", "voice moves", "zero moves"},
		{"de", "voice zuege", "null Züge"},
		{"en", "voice repeat", "period one, increment thirty seconds"},
		{"de", "voice", "Not understood; say it again: time, moves or repeat."},
		{"de", "voice remis", `Heard "remis": the clock answers time, moves and repeat.`},
		{"de", "voice eva vier", `Heard "eva vier": the clock answers time, moves and repeat.`},
		{"de", "voice ja", `Heard "ja": the clock answers time, moves and repeat.`},
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
