package table

import (
	"strings"
	"testing"
)

// TestTimeOfASideByItsColour: "time white" and "time black" (in any
// language's word: weiß, schwarz, bílý, černý) answer the time of that
// side, as "time me" and "time opponent" do for the VI player's colour:
// when both players are visually impaired, the arbiter or an assistant
// asks for a side by its colour (docs/play.md "Two visually impaired
// players"); in de, en and cs.
func TestTimeOfASideByItsColour(t *testing.T) {
	for _, c := range []struct {
		lang, me, line, want string
	}{
		{"en", "white", "time black", "Black, fifteen minutes ten seconds"},
		{"en", "white", "time white", "White, fifteen minutes ten seconds"},
		{"en", "black", "time white", "White, fifteen minutes ten seconds"},
		{"en", "black", "time schwarz", "Black, fifteen minutes ten seconds"},
		{"de", "white", "zeit schwarz", "Schwarz, fünfzehn Minuten zehn Sekunden"},
		{"de", "black", "zeit weiß", "Weiß, fünfzehn Minuten zehn Sekunden"},
		{"de", "white", "zeit weiss", "Weiß, fünfzehn Minuten zehn Sekunden"},
		{"cs", "white", "čas černý", "Černý, patnáct minut deset sekund"},
		{"cs", "black", "čas bílý", "Bílý, patnáct minut deset sekund"},
		{"cs", "white", "cas cerny", "Černý, patnáct minut deset sekund"},
		{"en", "white", "time red", `time "red": type me, opponent, both, white or black.`},
		{"cs", "white", "čas modrý", `čas "modrý": zadejte já, soupeř, oba, bílý nebo černý.`},
	} {
		tb := newTable(t, tournament(func(s *Setup) {
			s.Lang = c.lang
			s.Time = "15+10"
			s.Me = c.me
		}))
		got := strings.Join(texts(typed(tb, c.line)), " | ")
		if got != c.want {
			t.Errorf("%s, me %s, %q:\n got %q\nwant %q", c.lang, c.me, c.line, got, c.want)
		}
	}
}
