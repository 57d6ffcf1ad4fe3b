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
