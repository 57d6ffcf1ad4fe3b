package table

import (
	"testing"
)

// TestRetraceOfAFinishedGameSaysItReopens: the arbiter retraces a game
// that is over (an appeal, D.2.9). The retrace strikes out the result
// with the moves; until this version neither the question nor the
// retrace said so, and the arbiter confirmed without hearing that the
// game's end was undone. Now the question names the result struck out and
// the retrace says the game goes on.
func TestRetraceOfAFinishedGameSaysItReopens(t *testing.T) {
	tests := []struct {
		lang, style string
		want        []string
	}{
		{"en", "annexd-en", []string{
			"Arbiter: take the game back to after move 1, White, Eva four? The game is over (White wins: resignation): its result is struck out and the game goes on. Answer yes to confirm; anything else cancels.",
			"Arbiter: the game is taken back to the position after move 1, White, Eva four; half-moves struck out: 1. Black to move. Clocks: White one hour thirty minutes fifty-eight seconds, Black one hour thirty minutes thirty seconds; paused, type resume to go on. The result is struck out; the game goes on.",
		}},
		{"de", "annexd", []string{
			"Schiedsrichter: die Partie zurücknehmen bis nach Zug 1, Weiß, Eva vier? Die Partie ist beendet (Weiß gewinnt: Aufgabe): ihr Ergebnis wird gestrichen, und die Partie geht weiter. Mit ja bestätigen; alles andere bricht ab.",
			"Schiedsrichter: Partie zurückgenommen auf die Stellung nach Zug 1, Weiß, Eva vier; gestrichene Halbzüge: 1. Schwarz am Zug. Uhren: Weiß eine Stunde dreißig Minuten achtundfünfzig Sekunden, Schwarz eine Stunde dreißig Minuten dreißig Sekunden; angehalten, fortsetzen mit weiter. Das Ergebnis ist gestrichen; die Partie geht weiter.",
		}},
		{"cs", "cs", []string{
			"Rozhodčí: vrátit partii do pozice po tahu 1 bílého, Eva čtyři? Partie skončila (bílý vyhrává: vzdání): její výsledek se škrtne a partie pokračuje. Potvrďte slovem ano; cokoli jiného zruší.",
			"Rozhodčí: partie vrácena do postavení po tahu 1 bílého, Eva čtyři; škrtnuté půltahy: 1. Na tahu černý. Hodiny: bílý jedna hodina třicet minut padesát osm sekund, černý jedna hodina třicet minut třicet sekund; zastaveny, pokračujte příkazem pokračovat. Výsledek je škrtnut; partie pokračuje.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time = tc.lang, tc.style, "90+30" }))
			typed(tb, "start", "e4", "p", "e5", "p", "resign black", "yes")
			if !tb.Over() {
				t.Fatal("the game is not over")
			}
			got := append(texts(typed(tb, "arbiter retrace 1 white")), texts(typed(tb, "yes"))...)
			equalLines(t, got, tc.want)
			if tb.Over() {
				t.Error("the game is still over after the retrace")
			}
		})
	}
}
