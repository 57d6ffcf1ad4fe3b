package talkclock

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/table"
)

// TestLinesSayTheEmptyLine: where the clock reads typed lines (standard
// input not a terminal), the greeting and the refusal before the start
// say the empty line that presses, not the space key, which there is only
// one character of a line. Before, both said "Press space" (Leertaste,
// mezerník) in lines too; with single keys they still do.
func TestLinesSayTheEmptyLine(t *testing.T) {
	tests := []struct {
		lang  string
		lines bool
		want  []string
	}{
		{"en", true, []string{"You are White. An empty line (Enter) starts White's clock, h for help.",
			"The clock has not started; an empty line (Enter) starts White's clock."}},
		{"de", true, []string{"Sie spielen Weiß. Eine leere Zeile (Enter) startet die Uhr von Weiß, h gibt Hilfe.",
			"Die Uhr ist nicht gestartet; eine leere Zeile (Enter) startet die Uhr von Weiß."}},
		{"cs", true, []string{"Hrajete za bílé. Prázdný řádek (Enter) spustí hodiny bílého, h nápověda.",
			"Hodiny nejsou spuštěny; prázdný řádek (Enter) spustí hodiny bílého."}},
		{"en", false, []string{"You are White. Press space to start White's clock, h for help.",
			"The clock has not started; press space to start White's clock."}},
		{"de", false, []string{"Sie spielen Weiß. Leertaste startet die Uhr von Weiß, h gibt Hilfe.",
			"Die Uhr ist nicht gestartet; die Leertaste startet die Uhr von Weiß."}},
		{"cs", false, []string{"Hrajete za bílé. Mezerník spustí hodiny bílého, h nápověda.",
			"Hodiny nejsou spuštěny; mezerník spustí hodiny bílého."}},
	}
	for _, tc := range tests {
		m, err := New(Config{Control: "5", Me: "white", Lang: tc.lang, Alerts: "none", Words: true})
		if err != nil {
			t.Fatal(err)
		}
		m.Greet, m.Lines = true, tc.lines
		intro := m.Intro()
		if len(intro) < 2 {
			t.Fatalf("%s lines=%v: intro %v", tc.lang, tc.lines, intro)
		}
		var said []string
		for _, o := range m.Apply(table.Input{At: time.Second, Source: table.SourceKeyboard, Text: "z"}) {
			if o.Say.Text != "" {
				said = append(said, o.Say.Text)
			}
		}
		got := []string{intro[1].Say.Text, strings.Join(said, " | ")}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s lines=%v: got\n%s\nwant\n%s", tc.lang, tc.lines, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
