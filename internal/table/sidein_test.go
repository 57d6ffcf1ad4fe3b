package table

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestCzechSideLowerInsideSentence: Czech writes a side lower case inside
// a sentence (a player without a name in the intro, "Na tahu bílý") and
// capitalised where it starts one ("Bílý na tahu."); German and English
// keep their capital everywhere.
func TestCzechSideLowerInsideSentence(t *testing.T) {
	cases := []struct{ white, black, lang, fen, want string }{
		{"Anna", "", "cs", "", "Partie Anna - černý. Bílý na tahu. Turnajová partie."},
		{"", "Bert", "cs", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "Partie bílý - Bert. Černý na tahu. Turnajová partie."},
		{"", "", "cs", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "Partie bílý proti černému. Černý na tahu. Turnajová partie."},
		{"Anna", "", "de", "", "Partie Anna gegen Schwarz. Weiß am Zug. Turnierpartie."},
		{"", "Bert", "en", "", "Game White against Bert. White to move. Tournament play."},
	}
	for _, c := range cases {
		tb := newTable(t, tournament(func(s *Setup) { s.White, s.Black, s.Lang, s.FEN = c.white, c.black, c.lang, c.fen }))
		if got := texts(tb.Intro()); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s %q %q: %q, want %q", c.lang, c.white, c.black, got, c.want)
		}
	}
	want := map[string][2]string{"cs": {"bílý", "černý"}, "de": {"Weiß", "Schwarz"}, "en": {"White", "Black"}}
	for lang, w := range want {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang = lang }))
		if got := [2]string{tb.sideIn(rules.White), tb.sideIn(rules.Black)}; got != w {
			t.Errorf("%s: sideIn %q, want %q", lang, got, w)
		}
	}
}
