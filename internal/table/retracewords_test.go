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

// TestRetraceTakesTheSideInWords: arbiter retrace takes the move number
// and the side in words ("2 black", "2 schwarz", "2 černý", any language's
// side word in every session), which compare suggests: "2..." is heard as
// "2" from a screen reader that leaves out punctuation, and "arbiter
// retrace 2" typed after it goes back to White's move instead. In de, en
// and cs; a side word without a number, or a second word that is no side,
// is refused with the form.
func TestRetraceTakesTheSideInWords(t *testing.T) {
	tests := []struct {
		lang, style, line, question, bad string
	}{
		{"en", "annexd-en", "arbiter retrace 2 black",
			"Arbiter: take the game back to after move 2, Black, knight Cesar six? Answer yes to confirm; anything else cancels.",
			`"2 blue": write the move number and the side, N white or N black (N alone is White's move, N... Black's), 0 for the start.`},
		{"de", "annexd", "schiedsrichter zurücksetzen 2 schwarz",
			"Schiedsrichter: die Partie zurücknehmen bis nach Zug 2, Schwarz, Springer Cesar sechs? Mit ja bestätigen; alles andere bricht ab.",
			`"2 blue": schreiben Sie die Zugnummer und die Seite, N weiß oder N schwarz (N allein ist der Zug von Weiß, N... der von Schwarz), 0 für die Anfangsstellung.`},
		{"cs", "cs", "rozhodčí návrat 2 černý",
			"Rozhodčí: vrátit partii do pozice po tahu 2 černého, jezdec Cesar šest? Potvrďte slovem ano; cokoli jiného zruší.",
			`"2 blue": napište číslo tahu a stranu, N bílý nebo N černý (samotné N je tah bílého, N... tah černého), 0 pro výchozí postavení.`},
		{"cs", "cs", "rozhodčí návrat 2 black",
			"Rozhodčí: vrátit partii do pozice po tahu 2 černého, jezdec Cesar šest? Potvrďte slovem ano; cokoli jiného zruší.",
			`"2 blue": napište číslo tahu a stranu, N bílý nebo N černý (samotné N je tah bílého, N... tah černého), 0 pro výchozí postavení.`},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.line, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tt.lang, tt.style }))
			typed(tb, "e4", "e5", "Nf3", "Nc6", "Bb5")
			if got := texts(typed(tb, tt.line)); !slices.Equal(got, []string{tt.question}) {
				t.Errorf("question:\n got %q\nwant %q", got, tt.question)
			}
			typed(tb, "ne")
			if got := texts(typed(tb, "arbiter retrace 2 blue")); !slices.Equal(got, []string{tt.bad}) {
				t.Errorf("2 blue:\n got %q\nwant %q", got, tt.bad)
			}
			if tb.Plies() != 5 {
				t.Errorf("%d plies, want 5", tb.Plies())
			}
		})
	}
}
