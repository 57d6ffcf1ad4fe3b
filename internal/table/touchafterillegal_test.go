package table

import "testing"

// TestArticle7_5_1ReplacingMoveKeepsTheTouch: the move that replaces a
// completed illegal move must keep Article 4.3 for the piece moved
// illegally (7.5.1, R104): White's pawn e2 is put on e5 and the clock
// pressed, the arbiter rules it illegal and the pawn goes back; when
// White then moves another pawn, the arbiter hears that the pawn Eva
// two was touched first. In English, German and Czech.
func TestArticle7_5_1ReplacingMoveKeepsTheTouch(t *testing.T) {
	for _, c := range []struct {
		lang, style, ruling, resume, note string
	}{
		{"en", "annexd-en", "arbiter illegal white", "resume", "For the arbiter: pawn Eva two touched first, then David four played (Article 4.3)."},
		{"de", "annexd", "schiedsrichter regelwidrig weiß", "weiter", "Für den Schiedsrichter: zuerst Bauer Eva zwei berührt, dann David vier gezogen (Artikel 4.3)."},
		{"cs", "cs", "rozhodčí nemožný bílý", "pokračovat", "Pro rozhodčího: první dotčený kámen pěšec Eva dva, pak zahrán tah David čtyři (článek 4.3)."},
	} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Setting, s.Time = c.lang, c.style, SettingTournament, "90+30" })
		jsonOf(tb, "start", "board tactile lift e2", "board tactile place e5", "press", c.ruling, "board tactile lift e5", "board tactile place e2", c.resume, "board tactile lift d2")
		out := jsonOf(tb, "board tactile place d4")
		want := `{"t":10,"event":"announce","text":"` + c.note + `","audience":"arbiter"}`
		if len(out) != 3 || out[2] != want {
			t.Errorf("%s: %q, want the last %s", c.lang, out, want)
		}
	}
}
