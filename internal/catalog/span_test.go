package catalog

import (
	"testing"
	"time"
)

// TestSpanSaysHoursMinutesAndSecondsInTheLanguage: a span is whole hours,
// minutes and seconds with the language's plural forms, rounded down,
// zero parts left out, never Go's "8h20m0s".
func TestSpanSaysHoursMinutesAndSecondsInTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		lang Lang
		want string
	}{
		{8*time.Hour + 20*time.Minute, English, "8 hours 20 minutes"},
		{time.Minute, English, "1 minute"},
		{90*time.Second + 999*time.Millisecond, English, "1 minute 30 seconds"},
		{0, English, "0 seconds"},
		{-time.Second, English, "0 seconds"},
		{time.Hour + time.Second, German, "1 Stunde 1 Sekunde"},
		{8*time.Hour + 20*time.Minute, German, "8 Stunden 20 Minuten"},
		{31 * time.Second, German, "31 Sekunden"},
		{time.Minute, Czech, "1 minutu"},
		{2*time.Hour + 3*time.Minute + 4*time.Second, Czech, "2 hodiny 3 minuty 4 sekundy"},
		{8*time.Hour + 20*time.Minute, Czech, "8 hodin 20 minut"},
		{31 * time.Second, Czech, "31 sekund"},
		{300 * time.Millisecond, German, "300 Millisekunden"},
		{time.Millisecond, English, "1 millisecond"},
		{3 * time.Millisecond, Czech, "3 milisekundy"},
	} {
		if got := (Span{D: tc.d}).SayIn(For(tc.lang)); got != tc.want {
			t.Errorf("Span{%v} in %v = %q, want %q", tc.d, tc.lang, got, tc.want)
		}
	}
	if got := (Span{D: time.Minute}).String(); got != "1 minute" {
		t.Errorf("String() = %q", got)
	}
}
