package talkclock

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/table"
)

// TestStrayKeyLineIsNamedAndDoesNotPress: a typed line of only control
// bytes (piped input with a stray Esc or arrow key) is answered with the
// keys named as a screen reader reads them well, in the clock's language,
// and does not press; a letter that is no key is quoted as before.
func TestStrayKeyLineIsNamedAndDoesNotPress(t *testing.T) {
	cases := []struct{ lang, line, want string }{
		{"en", "\x1b[A", `"Up arrow" is not a key of the clock; press h for help.`},
		{"de", "\x01", `"Strg+A" ist keine Taste der Uhr; h gibt Hilfe.`},
		{"cs", "\x1b", `"Esc" není klávesa hodin; h nápověda.`},
		{"en", "x", `"x" is not a key of the clock; press h for help.`},
	}
	for _, c := range cases {
		m, err := New(Config{Control: "5+3", Me: "white", Lang: c.lang, Alerts: "none"})
		if err != nil {
			t.Fatal(err)
		}
		m.Apply(table.Input{At: time.Second, Source: table.SourceKeyboard, Text: "s"})
		outs := m.Apply(table.Input{At: 2 * time.Second, Source: table.SourceKeyboard, Text: c.line})
		var said []string
		for _, o := range outs {
			if o.Say.Text != "" {
				said = append(said, o.Say.Text)
			}
		}
		if len(said) != 1 || said[0] != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.line, said, c.want)
		}
		if m.Clock().Turn() != clock.White {
			t.Errorf("%s %q pressed the clock", c.lang, c.line)
		}
	}
}

// TestAnswerKeyWithoutQuestionIsSaid: y, j, a or n pressed when no
// question waits is said to answer none, in the clock's language, and
// changes nothing; until this version it was silence, and a screen
// reader's user could not tell whether the key was taken.
func TestAnswerKeyWithoutQuestionIsSaid(t *testing.T) {
	cases := []struct{ lang, key, want string }{
		{"en", "y", `"y" answers no question: none waits; press h for help.`},
		{"de", "j", `"j" beantwortet keine Frage: es wartet keine; h gibt Hilfe.`},
		{"cs", "a", `"a" neodpovídá na žádnou otázku: žádná nečeká; h nápověda.`},
		{"de", "n", `"n" beantwortet keine Frage: es wartet keine; h gibt Hilfe.`},
	}
	for _, c := range cases {
		m, err := New(Config{Control: "5+3", Me: "white", Lang: c.lang, Alerts: "none"})
		if err != nil {
			t.Fatal(err)
		}
		m.Apply(table.Input{At: time.Second, Source: table.SourceKeyboard, Text: "s"})
		outs := m.Apply(table.Input{At: 2 * time.Second, Source: table.SourceKeyboard, Text: c.key})
		var said []string
		for _, o := range outs {
			if o.Say.Text != "" {
				said = append(said, o.Say.Text)
			}
		}
		if len(said) != 1 || said[0] != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.key, said, c.want)
		}
		if m.Clock().Turn() != clock.White || m.Confirming() {
			t.Errorf("%s %q changed the clock", c.lang, c.key)
		}
	}
}
