package pgn

import (
	"testing"
	"time"
)

// FuzzParseClock reads arbitrary [%clk] values: a value that parses is at
// most maxClockHours hours, and FormatClock writes it back as a value
// that parses to the same duration.
func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"1:59:53", "0:00:59.8", "5:03", "99999:59:59.999999999", "1:60:00", "::", "0:00:01.", "-1:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := ParseClock(s)
		if !ok {
			return
		}
		if d < 0 || d >= (maxClockHours+1)*time.Hour {
			t.Fatalf("ParseClock(%q) = %v, out of range", s, d)
		}
		back := FormatClock(d)
		d2, ok := ParseClock(back)
		if !ok || d2 != d {
			t.Fatalf("ParseClock(%q) = %v, written %q, read back %v %v", s, d, back, d2, ok)
		}
	})
}
