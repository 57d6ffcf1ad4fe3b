package table

import (
	"testing"
)

// TestArbiterMovesPastAControlSaysItsTimeWasNotAdded: arbiter moves
// (6.10.2) that puts a side past a time control adds no time, as
// documented, but the arbiter's line says so and gives the command that
// adds it, in de, en and cs; the arbiter log keeps it. In a walk the
// clock's count set from 39 to 40 at 40/90+30,30+30 left the player in
// period two without its 30 minutes, and nothing said so. Said aloud is
// still only that the counter was set (12.6).
func TestArbiterMovesPastAControlSaysItsTimeWasNotAdded(t *testing.T) {
	for _, tc := range []struct{ lang, style, want, spoken, within string }{
		{"en", "annexd-en", "White's move counter: 2. By this count White is in period 2, and its time, ten minutes, was not added: arbiter add white 10m adds it.", "White's move counter set.", "White's move counter: 3."},
		{"de", "annexd", "Zugzähler von Weiß: 2. Nach diesem Zähler ist Weiß in Periode 2, und deren Zeit, zehn Minuten, wurde nicht gegeben: schiedsrichter geben weiß 10m gibt sie.", "Zugzähler von Weiß gesetzt.", "Zugzähler von Weiß: 3."},
		{"cs", "cs", "Bílý: počítadlo tahů 2. Podle tohoto počtu je bílý v periodě 2 a její čas, deset minut, se nepřidal: rozhodčí přidat bílý 10m ho přidá.", "Bílý: počítadlo tahů nastaveno.", "Bílý: počítadlo tahů 3."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style, s.Time = tc.lang, tc.style, "2/20,10" }))
		typed(tb, "e4", "p", "e5", "p")
		out := typed(tb, "arbiter moves white 2")
		last := out[len(out)-1]
		if last.Say.Text != tc.want || last.Say.Spoken != tc.spoken {
			t.Errorf("%s: written %q, said %q\nwant %q, said %q", tc.lang, last.Say.Text, last.Say.Spoken, tc.want, tc.spoken)
		}
		// Within the period (the last, without a move count): the counter
		// alone.
		out = typed(tb, "arbiter moves white 3")
		if last := out[len(out)-1]; last.Say.Text != tc.within {
			t.Errorf("%s: within the period %q", tc.lang, last.Say.Text)
		}
	}
}

// TestArbiterMovesBackBeforeAControlSaysItsTimeComesAgain: a count set
// back before a time control the side had passed (a double press
// counted) leaves the period's time given, and the clock gives it again
// at the control: the arbiter's line says so and how to take it away,
// in de, en and cs, so that it is not given twice unknowingly.
func TestArbiterMovesBackBeforeAControlSaysItsTimeComesAgain(t *testing.T) {
	for _, tc := range []struct{ lang, style, want string }{
		{"en", "annexd-en", "White's move counter: 1. By this count White is back in period 1, and ten minutes is added again at the time control; if it was given already, arbiter add white -10m takes it away."},
		{"de", "annexd", "Zugzähler von Weiß: 1. Nach diesem Zähler ist Weiß wieder in Periode 1, und bei der Zeitkontrolle werden zehn Minuten erneut gegeben; wurden sie schon gegeben, nimmt schiedsrichter geben weiß -10m sie zurück."},
		{"cs", "cs", "Bílý: počítadlo tahů 1. Podle tohoto počtu je bílý znovu v periodě 1 a při časové kontrole se znovu přidá deset minut; byly-li už přidány, rozhodčí přidat bílý -10m je odebere."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style, s.Time = tc.lang, tc.style, "2/20,10" }))
		typed(tb, "e4", "p", "e5", "p", "Nf3", "p")
		out := typed(tb, "arbiter moves white 1")
		if last := out[len(out)-1]; last.Say.Text != tc.want {
			t.Errorf("%s: written %q\nwant %q", tc.lang, last.Say.Text, tc.want)
		}
	}
}
