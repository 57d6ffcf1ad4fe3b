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

// TestParseScriptLongLines reads clock scripts with lines of 2 MiB: the
// refusal names the line and repeats at most 20 characters of it (before:
// "bufio.Scanner: token too long", or the whole line).
func TestParseScriptLongLines(t *testing.T) {
	huge := strings.Repeat("k", 2<<20)
	tests := []struct{ script, want string }{
		{"0 start\n1 " + huge + "\n", `line 2: unknown action "` + strings.Repeat("k", 20) + `…"`},
		{"0 start\n" + strings.Repeat("k", 70_000) + " press\n", `line 2: "` + strings.Repeat("k", 20) + `…" is not a number of seconds`},
		{"0 start\n1 press " + huge + "\n", `line 2: "1 press ` + strings.Repeat("k", 12) + `…": write`},
	}
	for _, tc := range tests {
		_, err := ParseScript(strings.NewReader(tc.script))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || len(err.Error()) > 300 {
			t.Errorf("ParseScript: %.300v\nwant it to begin with %s", err, tc.want)
		}
	}
	lines, err := ParseScript(strings.NewReader("0 start\n\n1 press"))
	if err != nil || len(lines) != 2 || lines[1].Text != "press" {
		t.Errorf("a script without a final line end: %v, %+v", err, lines)
	}
}
