package session

import (
	"testing"
	"time"
)

// TestKeyHoldIsOnePress: the push-to-talk key held down, which a
// terminal repeats (after xterm's first pause of 660 ms, then every 40
// ms), is one press however long it is held; a press after the key was
// let go for voiceKeyHold or more is a new one.
func TestKeyHoldIsOnePress(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	// Held 2 s: the press, then a repeat at 660 ms and every 40 ms.
	held, heldWant := []time.Duration{0}, []bool{true}
	for at := 660; at <= 2000; at += 40 {
		held, heldWant = append(held, ms(at)), append(heldWant, false)
	}
	tests := []struct {
		name string
		at   []time.Duration // when presses are read
		want []bool          // which are new presses
	}{
		{"one press", []time.Duration{0}, []bool{true}},
		{"held 2 s: xterm's repeats", held, heldWant},
		{"held, let go, pressed again", []time.Duration{0, ms(660), ms(700), ms(700) + voiceKeyHold}, []bool{true, false, false, true}},
		{"two presses a second apart", []time.Duration{0, time.Second}, []bool{true, true}},
		{"a second press just inside the hold", []time.Duration{0, voiceKeyHold - time.Millisecond}, []bool{true, false}},
	}
	base := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	for _, tc := range tests {
		var h keyHold
		var got []bool
		for _, at := range tc.at {
			got = append(got, h.press(base.Add(at)))
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: new presses %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}
