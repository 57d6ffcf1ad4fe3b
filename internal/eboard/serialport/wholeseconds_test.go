package serialport

import (
	"testing"
	"time"
)

// TestWholeSecondsIsTheSameInEveryLanguage: a silent board's time is
// whole seconds with the unit, never Go's "4.1s" with its decimal point.
func TestWholeSecondsIsTheSameInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{4100 * time.Millisecond, "4 s"},
		{4500 * time.Millisecond, "5 s"},
		{0, "0 s"},
		{90 * time.Second, "90 s"},
	} {
		if got := wholeSeconds(tc.d); got != tc.want {
			t.Errorf("wholeSeconds(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}
