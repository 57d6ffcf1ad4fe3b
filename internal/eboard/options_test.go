package eboard

import (
	"testing"
	"time"
)

// TestDriverOptionsWithDefaults: a zero protocol setting gets its
// default, a negative one (disabled) and a given one stay, and the
// connection layer's options are left to NewLink.
func TestDriverOptionsWithDefaults(t *testing.T) {
	tests := []struct {
		name string
		in   DriverOptions
		want DriverOptions
	}{
		{"zero", DriverOptions{}, DriverOptions{SettleDelay: DefaultSettleDelay, BounceWindow: DefaultBounceWindow}},
		{"disabled", DriverOptions{SettleDelay: -1, BounceWindow: -1}, DriverOptions{SettleDelay: -1, BounceWindow: -1}},
		{"given", DriverOptions{SettleDelay: 10 * time.Millisecond, BounceWindow: 20 * time.Millisecond},
			DriverOptions{SettleDelay: 10 * time.Millisecond, BounceWindow: 20 * time.Millisecond}},
		{"link options untouched", DriverOptions{LinkOptions: LinkOptions{NoAnswerDelay: -1}, BounceWindow: -1},
			DriverOptions{LinkOptions: LinkOptions{NoAnswerDelay: -1}, SettleDelay: DefaultSettleDelay, BounceWindow: -1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.in.WithDefaults()
			if got.SettleDelay != tc.want.SettleDelay || got.BounceWindow != tc.want.BounceWindow ||
				got.NoAnswerDelay != tc.want.NoAnswerDelay || got.Now != nil {
				t.Errorf("WithDefaults(%+v) = %+v, want %+v", tc.in, got, tc.want)
			}
		})
	}
}
