package table

import (
	"strings"
	"testing"
)

// TestBoardSetForAnotherGameSaysASummaryFirst: a board that differs from
// the game in more than twoboard.SummaryOver squares (here two kings only)
// is said as one short line, how many squares differ, what to set up and
// how to hear every square; "board sighted" says how many and what to set
// up, and then, on a line of its own, every square and step. In de, en and
// cs.
func TestBoardSetForAnotherGameSaysASummaryFirst(t *testing.T) {
	for _, tc := range []struct {
		style, told, summary, details string // told: 30 squares; summary, details: 29
	}{
		{"annexd", "Brett des Sehenden: 30 Felder weichen ab; die Grundstellung aufstellen; jedes Feld hören: brett eingeben.",
			"Brett des Sehenden: 29 Felder weichen ab; die Grundstellung aufstellen.",
			"Brett des Sehenden: Bella eins: weißer Springer fehlt. Cesar eins: weißer Läufer fehlt."},
		{"annexd-en", "Sighted board: 30 squares differ; set up the starting position; to hear every square, type board.",
			"Sighted board: 29 squares differ; set up the starting position.",
			"Sighted board: Bella one: white knight missing. Cesar one: white bishop missing."},
		{"cs", "Šachovnice vidícího: 30 polí se liší; postavte základní postavení; každé pole uslyšíte, když napíšete šachovnice.",
			"Šachovnice vidícího: 29 polí se liší; postavte základní postavení.",
			"Šachovnice vidícího: Bella jedna: chybí bílý jezdec. Cesar jedna: chybí bílý střelec."},
	} {
		t.Run(tc.style, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Style = tc.style })
			got := texts(typed(tb, "board sighted snapshot 4k3/8/8/8/8/8/8/4K3"))
			if len(got) != 1 || got[0] != tc.told {
				t.Errorf("the snapshot said %q, want [%q]", got, tc.told)
			}
			// The rook put on a1: the summary again, not the square alone.
			got = texts(typed(tb, "board sighted snapshot 4k3/8/8/8/8/8/8/R3K3"))
			if want := strings.Replace(tc.told, "30", "29", 1); len(got) != 1 || got[0] != want {
				t.Errorf("a rook put on a1 said %q, want [%q]", got, want)
			}
			got = texts(typed(tb, "board sighted"))
			if len(got) != 2 || got[0] != tc.summary || !strings.HasPrefix(got[1], tc.details) {
				t.Fatalf("board sighted said %q, want %q, then a line starting %q", got, tc.summary, tc.details)
			}
			if n := strings.Count(got[1], ". ") + 1; n != 29+29 {
				t.Errorf("the details have %d sentences, want one for each of the 29 squares and each of their 29 steps:\n%s", n, got[1])
			}
		})
	}
}
