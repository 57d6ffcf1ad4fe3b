package table

import (
	"strings"
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

// TestBoardFirstAgreementIsNotAgain: a real board's first snapshot that
// shows the game is said as that (not "in step again", which it never was
// out of); after a difference, its agreement is "again".
func TestBoardFirstAgreementIsNotAgain(t *testing.T) {
	start := "board tactile snapshot " + strings.Repeat("1", 16) + strings.Repeat("0", 32) + strings.Repeat("1", 16)
	cases := []struct{ lang, first, again string }{
		{"de", "Das Steckbrett zeigt die Stellung der Partie.", "Das Steckbrett stimmt wieder."},
		{"en", "The tactile board shows the game's position.", "The tactile board is in step again."},
		{"cs", "Hmatová šachovnice souhlasí s partií.", "Hmatová šachovnice opět souhlasí s partií."},
	}
	style := map[string]string{"de": "annexd", "en": "annexd-en", "cs": "cs"}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Tactile, s.Lang, s.Style = BoardReal, c.lang, style[c.lang] }))
		if got := texts(typed(tb, start)); len(got) != 1 || got[0] != c.first {
			t.Errorf("%s first snapshot: %q, want %q", c.lang, got, c.first)
		}
		typed(tb, "board tactile lift e2", "board tactile place e5", "board tactile lift e5")
		if got := texts(typed(tb, "board tactile place e2")); len(got) != 1 || got[0] != c.again {
			t.Errorf("%s back in step: %q, want %q", c.lang, got, c.again)
		}
	}
}
