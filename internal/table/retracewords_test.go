package table

import (
	"slices"
	"testing"
)

// TestRetraceNamesTheMoveInWords: arbiter retrace's question and the
// sentence after it name the move as arbiter compare does, in words
// ("move 2, Black, knight Cesar six"), not "2..." or "2... knight Cesar
// six", which a screen reader reads as "two dot dot dot" or without the
// dots, so that White's and Black's move 2 sound the same. In de, en
// and cs, for White's and Black's move.
func TestRetraceNamesTheMoveInWords(t *testing.T) {
	tests := []struct {
		lang, style, yes, target string
		question, retraced       string
	}{
		{"en", "annexd-en", "yes", "2...",
			"Arbiter: take the game back to after move 2, Black, knight Cesar six? Answer yes to confirm; anything else cancels.",
			"Arbiter: the game is taken back to the position after move 2, Black, knight Cesar six; half-moves struck out: 1. White to move."},
		{"en", "annexd-en", "yes", "2",
			"Arbiter: take the game back to after move 2, White, knight Felix three? Answer yes to confirm; anything else cancels.",
			"Arbiter: the game is taken back to the position after move 2, White, knight Felix three; half-moves struck out: 2. Black to move."},
		{"de", "annexd", "ja", "2...",
			"Schiedsrichter: die Partie zurücknehmen bis nach Zug 2, Schwarz, Springer Cesar sechs? Mit ja bestätigen; alles andere bricht ab.",
			"Schiedsrichter: Partie zurückgenommen auf die Stellung nach Zug 2, Schwarz, Springer Cesar sechs; gestrichene Halbzüge: 1. Weiß am Zug."},
		{"de", "annexd", "ja", "2.",
			"Schiedsrichter: die Partie zurücknehmen bis nach Zug 2, Weiß, Springer Felix drei? Mit ja bestätigen; alles andere bricht ab.",
			"Schiedsrichter: Partie zurückgenommen auf die Stellung nach Zug 2, Weiß, Springer Felix drei; gestrichene Halbzüge: 2. Schwarz am Zug."},
		{"cs", "cs", "ano", "2...",
			"Rozhodčí: vrátit partii do pozice po tahu 2 černého, jezdec Cesar šest? Potvrďte slovem ano; cokoli jiného zruší.",
			"Rozhodčí: partie vrácena do postavení po tahu 2 černého, jezdec Cesar šest; škrtnuté půltahy: 1. Na tahu bílý."},
		{"cs", "cs", "ano", "2",
			"Rozhodčí: vrátit partii do pozice po tahu 2 bílého, jezdec Felix tři? Potvrďte slovem ano; cokoli jiného zruší.",
			"Rozhodčí: partie vrácena do postavení po tahu 2 bílého, jezdec Felix tři; škrtnuté půltahy: 2. Na tahu černý."},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.target, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tt.lang, tt.style }))
			typed(tb, "e4", "e5", "Nf3", "Nc6", "Bb5")
			if got := texts(typed(tb, "arbiter retrace "+tt.target)); !slices.Equal(got, []string{tt.question}) {
				t.Errorf("question:\n got %q\nwant %q", got, tt.question)
			}
			if got := texts(typed(tb, tt.yes)); !slices.Equal(got, []string{tt.retraced}) {
				t.Errorf("retraced:\n got %q\nwant %q", got, tt.retraced)
			}
		})
	}
}
