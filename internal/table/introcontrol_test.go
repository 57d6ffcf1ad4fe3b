package table

import (
	"reflect"
	"testing"
)

// TestIntroSaysTheTimeControlInWords: play's start says the time control
// as typed and in words, on a line of its own after the players, so that
// the VI player and the arbiter hear a control typed wrong (90/30 is
// ninety moves in thirty minutes, not 90+30) before the clock starts;
// in tournament play the arbiter's start follows it. No clock, no line.
// In de, en and cs.
func TestIntroSaysTheTimeControlInWords(t *testing.T) {
	for _, c := range []struct {
		lang, style, time string
		casual            bool
		want              []string
	}{
		{"de", "annexd", "90/30", false, []string{"Partie Weiß gegen Schwarz. Weiß am Zug. Turnierpartie.",
			"Bedenkzeit 90/30: neunzig Züge, dreißig Minuten, wiederholt. Die Uhr wartet auf den Schiedsrichter: starten eingeben."}},
		{"en", "annexd-en", "90/30", false, []string{"Game White against Black. White to move. Tournament play.",
			"Time control 90/30: ninety moves, thirty minutes, repeated. The clock waits for the arbiter: type start."}},
		{"cs", "cs", "90/30", false, []string{"Partie bílý proti černému. Bílý na tahu. Turnajová partie.",
			"Tempo 90/30: devadesát tahů, třicet minut, opakovaně. Hodiny čekají na rozhodčího: napište spustit."}},
		{"de", "annexd", "40/90+30,30+30", true, []string{"Partie Weiß gegen Schwarz. Weiß am Zug. Freie Partie.",
			"Bedenkzeit 40/90+30,30+30: vierzig Züge, eine Stunde dreißig Minuten, Inkrement dreißig Sekunden, dann dreißig Minuten, Inkrement dreißig Sekunden."}},
		// "then" before each next period, "repeated" after a last period
		// with a move count: a list of numbers alone does not say where
		// a period ends.
		{"en", "annexd-en", "40/120,20/60,30", true, []string{"Game White against Black. White to move. Casual play.",
			"Time control 40/120,20/60,30: forty moves, two hours, then twenty moves, one hour, then thirty minutes."}},
		{"cs", "cs", "40/120,20/60,30", true, []string{"Partie bílý proti černému. Bílý na tahu. Volná partie.",
			"Tempo 40/120,20/60,30: čtyřicet tahů, dvě hodiny, potom dvacet tahů, jedna hodina, potom třicet minut."}},
		{"de", "annexd", "40/120", true, []string{"Partie Weiß gegen Schwarz. Weiß am Zug. Freie Partie.",
			"Bedenkzeit 40/120: vierzig Züge, zwei Stunden, wiederholt."}},
		{"cs", "cs", "40/120,20/60", true, []string{"Partie bílý proti černému. Bílý na tahu. Volná partie.",
			"Tempo 40/120,20/60: čtyřicet tahů, dvě hodiny, potom dvacet tahů, jedna hodina, opakovaně."}},
		{"en", "annexd-en", "60d5", true, []string{"Game White against Black. White to move. Casual play.",
			"Time control 60d5: one hour, delay five seconds."}},
		// A Bronstein delay is named as such, never as the simple delay.
		{"de", "annexd", "60b10", true, []string{"Partie Weiß gegen Schwarz. Weiß am Zug. Freie Partie.",
			"Bedenkzeit 60b10: eine Stunde, Bronstein-Verzögerung zehn Sekunden."}},
		{"en", "annexd-en", "60b10", true, []string{"Game White against Black. White to move. Casual play.",
			"Time control 60b10: one hour, Bronstein delay ten seconds."}},
		{"cs", "cs", "60b10", true, []string{"Partie bílý proti černému. Bílý na tahu. Volná partie.",
			"Tempo 60b10: jedna hodina, Bronsteinovo zpoždění deset sekund."}},
		{"cs", "cs", "", false, []string{"Partie bílý proti černému. Bílý na tahu. Turnajová partie."}},
	} {
		s := DefaultSetup()
		s.Lang, s.Style, s.Time = c.lang, c.style, c.time
		if c.casual {
			s.Setting = SettingCasual
		}
		if got := texts(newTable(t, s).Intro()); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %q casual %v: intro\n%q\nwant\n%q", c.lang, c.time, c.casual, got, c.want)
		}
	}
}
