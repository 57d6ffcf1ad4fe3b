package catalog

import (
	"math"
	"testing"
)

// TestDecimalUsesTheLanguagesMark: a decimal is said with a point in
// English and a comma in German and Czech, rounded as %.Nf rounds, in a
// sentence too; no places gives no mark.
func TestDecimalUsesTheLanguagesMark(t *testing.T) {
	for _, tc := range []struct {
		lang Lang
		d    Decimal
		want string
	}{
		{English, Decimal{3.7, 1}, "3.7"},
		{German, Decimal{3.7, 1}, "3,7"},
		{Czech, Decimal{3.44, 1}, "3,4"},
		{German, Decimal{0, 1}, "0,0"},
		{English, Decimal{12.96, 1}, "13.0"},
		{Czech, Decimal{1234.5, 1}, "1234,5"},
		{German, Decimal{0.1234, 3}, "0,123"},
		{Czech, Decimal{-2.25, 2}, "-2,25"},
		{German, Decimal{7.6, 0}, "8"},
		{English, Decimal{7.6, -1}, "8"},
		{German, Decimal{math.Inf(1), 1}, "+Inf"},
	} {
		if got := tc.d.SayIn(For(tc.lang)); got != tc.want {
			t.Errorf("%s %+v: %q, want %q", tc.lang, tc.d, got, tc.want)
		}
	}
	if got := For(German).Say("mic.heard-at", Decimal{2.14, 1}, "eva vier"); got != "Gehört bei 2,1 s: eva vier" {
		t.Errorf("in a sentence: %q", got)
	}
	if got := (Decimal{2.14, 1}).String(); got != "2.1" {
		t.Errorf("String: %q", got)
	}
}

// TestCountedTakesTheLanguagesPlural: a counted noun in a sentence takes
// the plural form of its number in each language (Czech one, few, many),
// as the journal's recovery note and the fifty-move claim say them.
func TestCountedTakesTheLanguagesPlural(t *testing.T) {
	for _, tc := range []struct {
		lang Lang
		key  string
		n    int
		want string
	}{
		{English, "session.n-entries", 1, "1 complete entry"},
		{English, "session.n-entries", 4, "4 complete entries"},
		{German, "session.n-entries", 1, "1 vollständiger Eintrag"},
		{German, "session.n-bytes", 27, "27 Bytes"},
		{Czech, "session.n-entries", 1, "1 úplný záznam"},
		{Czech, "session.n-entries", 3, "3 úplné záznamy"},
		{Czech, "session.n-entries", 5, "5 úplných záznamů"},
		{Czech, "session.n-bytes", 2, "2 bajty"},
		{Czech, "session.n-intact", 1, "1 neporušený záznam"},
		{English, "session.n-bytes", 1, "1 byte"},
		{English, "session.n-bytes", 0, "0 bytes"},
	} {
		if got := (Counted{tc.key, tc.n}).SayIn(For(tc.lang)); got != tc.want {
			t.Errorf("%s %s %d: %q, want %q", tc.lang, tc.key, tc.n, got, tc.want)
		}
	}
	cs := For(Czech).Say("session.recovered", 3, "x", Counted{"session.n-entries", 4}, Counted{"cmd.n-lines", 1}, Counted{"session.n-bytes", 27})
	if want := "Varování: deník byl poškozen od řádku 3 (x). Obnoveno: 4 úplné záznamy; zahozeno: 1 řádek (27 bajtů)."; cs != want {
		t.Errorf("Czech recovery note:\n got %q\nwant %q", cs, want)
	}
	de := For(German).Error(Errorf("rules.fifty-wrong", Counted{"pgn.n-half-moves", 1}, 100))
	if want := "die Reklamation nach der 50-Züge-Regel ist falsch: erst 1 Halbzug (100 nötig) ohne Bauernzug oder Schlagen"; de != want {
		t.Errorf("German fifty-move claim:\n got %q\nwant %q", de, want)
	}
}
