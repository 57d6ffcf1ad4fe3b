package table

import "testing"

// TestArbiterHalfMovesCountInThePlural: a retrace past the end of
// the game, and a compare that agrees, name the half-moves in the plural
// form of the language (1 Halbzug, 2 půltahy, 1 half-move), never
// "1 Halbzüge" or "2 půltahů".
func TestArbiterHalfMovesCountInThePlural(t *testing.T) {
	for _, tc := range []struct {
		style string
		moves []string
		line  string
		want  string
	}{
		{"annexd", []string{"e4"}, "arbiter retrace 9", "Nach 9: diesen Zug gibt es in der Partie nicht (sie hat 1 Halbzug)."},
		{"annexd", []string{"e4", "e5", "Nf3"}, "arbiter retrace 9", "Nach 9: diesen Zug gibt es in der Partie nicht (sie hat 3 Halbzüge)."},
		{"cs", []string{"e4", "e5"}, "arbiter retrace 9", "Po 9: takový tah partie nemá (má 2 půltahy)."},
		{"cs", []string{"e4", "e5", "Nf3", "Nc6", "Bb5"}, "arbiter retrace 9", "Po 9: takový tah partie nemá (má 5 půltahů)."},
		{"annexd-en", []string{"e4"}, "arbiter retrace 9", "After 9: the game has no such move (it has 1 half-move)."},
		{"cs", []string{"e4", "e5"}, "arbiter compare 1. e4 e5", "Oba záznamy souhlasí: 2 půltahy, poslední tah 1 černého, e5. Partie je správně; chybně je provedena ta šachovnice, která se liší."},
		{"annexd", []string{"e4"}, "arbiter compare 1. e4", "Beide Partieformulare stimmen überein: 1 Halbzug, zuletzt Zug 1, Weiß, e4. Die Partie ist richtig; falsch ist das Brett, das abweicht."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Style = tc.style }))
		typed(tb, tc.moves...)
		got := texts(typed(tb, tc.line))
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s %v %s: %q\nwant %q", tc.style, tc.moves, tc.line, got, tc.want)
		}
	}
}
