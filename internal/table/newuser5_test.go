package table

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestSecondIllegalMoveAsksTheArbiterFirst: the second illegal move of a
// side ends the game (Article 7.5.5), so "arbiter illegal SIDE" asks
// before it records it, in each language: any other answer cancels it
// (a slip of the side costs nobody the game) and the game goes on; the
// first illegal move (a penalty, no end) is recorded at once.
func TestSecondIllegalMoveAsksTheArbiterFirst(t *testing.T) {
	tests := []struct {
		lang, cmd, yes string
		first          string
		question       string
		cancelled      string
		over           string
	}{
		{"en", "arbiter illegal black", "yes",
			"First illegal move by Black (no clock, so no penalty time).",
			"Arbiter: record Black's second illegal move? It ends the game (Article 7.5.5). Answer yes to confirm; anything else cancels.",
			"Cancelled, nothing changed.",
			"Game over. White wins: second illegal move."},
		{"de", "schiedsrichter regelwidrig schwarz", "ja",
			"Erster regelwidriger Zug von Schwarz (ohne Uhr keine Zeitstrafe).",
			"Schiedsrichter: den zweiten regelwidrigen Zug von Schwarz festhalten? Er beendet die Partie (Artikel 7.5.5). Mit ja bestätigen; alles andere bricht ab.",
			"Abgebrochen, nichts geändert.",
			"Partie beendet. Weiß gewinnt: zweiter regelwidriger Zug."},
		{"cs", "rozhodčí nemožný černý", "ano",
			"Černý: první nemožný tah (bez hodin bez trestu).",
			"Rozhodčí: zapsat druhý nemožný tah černého? Partie tím končí (článek 7.5.5). Potvrďte slovem ano; cokoli jiného zruší.",
			"Zrušeno, nic se nezměnilo.",
			"Konec partie. Bílý vyhrává: druhý nemožný tah."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = tt.lang }))
			typed(tb, "e4", "e5")
			steps := []struct {
				line string
				want []string
			}{
				{tt.cmd, []string{tt.first}},
				{tt.cmd, []string{tt.question}},
				{"e4", []string{tt.cancelled}},
				{tt.cmd, []string{tt.question}},
				{tt.yes, []string{tt.over}},
			}
			for i, st := range steps {
				if got := texts(typed(tb, st.line)); !slices.Equal(got, st.want) {
					t.Errorf("step %d %q: got %q, want %q", i, st.line, got, st.want)
				}
				if i == 2 && (tb.Over() || tb.sideToMove() != rules.White) {
					t.Errorf("after the cancelled question: over %v, %v to move", tb.Over(), tb.sideToMove())
				}
			}
			if !tb.Over() {
				t.Error("the game goes on after the confirmed second illegal move")
			}
		})
	}
}
