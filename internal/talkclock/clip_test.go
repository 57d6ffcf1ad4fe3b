package talkclock

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/table"
)

// TestLongLinesRepeatedOnlyByTheirStart gives the clock a line of 70 KB,
// as a script action and as a typed key: the answer repeats its first 20
// characters and "…", not the line.
func TestLongLinesRepeatedOnlyByTheirStart(t *testing.T) {
	huge := strings.Repeat("k", 70_000)
	for _, src := range []string{table.SourceScript, table.SourceKeyboard} {
		m, err := New(Config{Control: "5+3", Me: "white", Lang: "en", Alerts: "none"})
		if err != nil {
			t.Fatal(err)
		}
		outs := m.Apply(table.Input{At: 0, Source: src, Text: huge})
		var said bool
		for _, o := range outs {
			text := o.Reason + o.Say.Text + string(o.Raw)
			if strings.Contains(text, strings.Repeat("k", 21)) {
				t.Errorf("%s: an answer repeats more than 20 characters of the line (%d bytes)", src, len(text))
			}
			if strings.Contains(text, strings.Repeat("k", 20)+"…") {
				said = true
			}
		}
		if !said {
			t.Errorf("%s: no answer names the line's start: %+v", src, outs)
		}
	}
}
