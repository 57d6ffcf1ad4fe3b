package talkclock

import (
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
)

// TestAlertsTextSaysTheRequestInWords: the standing announcement request
// is said in words of the session's language with its plural forms (Czech
// one, few, many; the locative after "při", the accusative after
// "každou/každé/každých"), never as the flag's list "10m,5m,…".
func TestAlertsTextSaysTheRequestInWords(t *testing.T) {
	tests := []struct {
		alerts string
		lang   catalog.Lang
		want   string
	}{
		{"10m,5m,1m,30s,every 10s", catalog.German, "bei 10 Minuten, 5 Minuten, 1 Minute, 30 Sekunden, alle 10 Sekunden"},
		{"10m,5m,1m,30s,every 10s", catalog.English, "at 10 minutes, 5 minutes, 1 minute, 30 seconds, every 10 seconds"},
		{"10m,5m,1m,30s,every 10s", catalog.Czech, "při 10 minutách, 5 minutách, 1 minutě, 30 sekundách, každých 10 sekund"},
		{"1h,2m,3s,every 2s", catalog.Czech, "při 1 hodině, 2 minutách, 3 sekundách, každé 2 sekundy"},
		{"21s,every 1s", catalog.Czech, "při 21 sekundách, každou sekundu"},
		{"every 1m", catalog.German, "jede Minute"},
		{"every 1m", catalog.English, "every minute"},
		{"every 5m", catalog.Czech, "každých 5 minut"},
		{"2h", catalog.English, "at 2 hours"},
		{"1m30s", catalog.German, "bei 90 Sekunden"},        // the largest unit that divides it
		{"1500ms", catalog.English, "at 1500 milliseconds"}, // sub-second times
		{"1s,every 1500ms", catalog.Czech, "při 1 sekundě, každých 1500 milisekund"},
		{"none", catalog.English, ""},
	}
	for _, tt := range tests {
		a, err := clock.ParseAlerts(tt.alerts)
		if err != nil {
			t.Fatalf("%q: %v", tt.alerts, err)
		}
		if got := AlertsText(catalog.For(tt.lang), a); got != tt.want {
			t.Errorf("%q in %v: %q, want %q", tt.alerts, tt.lang, got, tt.want)
		}
	}
}
