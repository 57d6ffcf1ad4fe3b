package emulator

import (
	"fmt"
	"testing"
	"time"
)

// FuzzParseClockTime reads arbitrary clock times for a DGT clock: a time
// that parses is below ten hours (what the clock shows), and written as
// H:MM:SS it reads back as the same time.
func FuzzParseClockTime(f *testing.F) {
	for _, s := range []string{"1:30:00", "5:03", "9:59:59", "10:00:00", "0:60", "::", "-1:00", "1:2:3:4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseClockTime(s)
		if err != nil {
			return
		}
		if d < 0 || d >= 10*time.Hour {
			t.Fatalf("ParseClockTime(%q) = %v, out of range", s, d)
		}
		back := fmt.Sprintf("%d:%02d:%02d", int(d/time.Hour), int(d/time.Minute)%60, int(d/time.Second)%60)
		if d2, err := ParseClockTime(back); err != nil || d2 != d {
			t.Fatalf("ParseClockTime(%q) = %v, written %q, read back %v %v", s, d, back, d2, err)
		}
	})
}
