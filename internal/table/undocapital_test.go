package table

import "testing"

// TestUndoRefusalBeginsWithACapital: undo refused for a move made on a
// board (Article 4.7) or written with a claim (9.5) is a sentence of its
// own, and every line begins with a capital, as a screen reader and a
// braille display expect. English and Czech write a move's piece in lower
// case inside a sentence ("knight Felix three"), so the sentence may not
// begin with the move: it begins "The move …", "Der Zug …", "Tah …". In
// de, en and cs, each in its own style.
func TestUndoRefusalBeginsWithACapital(t *testing.T) {
	for _, c := range []struct {
		lang, style, onBoard, claimed string
	}{
		{"de", "annexd",
			"Der Zug Springer Felix drei wurde auf dem Steckbrett ausgeführt: eine losgelassene Figur ist ein ausgeführter Zug (Artikel 4.7). Nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen).",
			"Der Zug König David eins wurde mit einer Reklamation aufgeschrieben und muss gespielt werden (Artikel 9.5). Nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen)."},
		{"en", "annexd-en",
			"The move knight Felix three was made on the tactile board: a released piece is a move made (Article 4.7). Only the arbiter can take it back (arbiter takeback).",
			"The move king David one was written with a claim and must be played (Article 9.5). Only the arbiter can take it back (arbiter takeback)."},
		{"cs", "cs",
			"Tah jezdec Felix tři byl proveden na šachovnici (hmatová šachovnice): puštěný kámen je provedený tah (článek 4.7). Vzít ho zpět může jen rozhodčí (rozhodčí vrátit).",
			"Tah král David jedna byl zapsán s reklamací a musí být zahrán (článek 9.5). Vzít ho zpět může jen rozhodčí (rozhodčí vrátit)."},
	} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Setting, s.Time = c.lang, c.style, SettingTournament, "5+3" })
		typed(tb, "start", "board tactile lift g1", "board tactile place f3")
		if got := texts(typed(tb, "undo")); len(got) != 1 || got[0] != c.onBoard {
			t.Errorf("%s on the board: %q, want %q", c.lang, got, c.onBoard)
		}
		cl := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.FEN = c.lang, c.style, "8/8/8/4k3/8/8/8/4K2R w K - 0 1" }))
		if got := texts(typed(cl, "claim Kd1", "yes", "arbiter reject", "undo")); len(got) != 5 || got[4] != c.claimed {
			t.Errorf("%s claimed: %q, want last %q", c.lang, got, c.claimed)
		}
	}
}
