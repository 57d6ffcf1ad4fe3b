//go:build cgo && !nopocketsphinx

package sphinx

import "testing"

// TestLongMoveFitsBadlyAboveTheLimit (wrong, session 13): a move of three
// words or more is nothing understood when its whole gap is above
// maxLongMoveGap; at the limit, below it, a move of two words (its own
// limit, voice.ShortMoveGap), a word alone, a check not done or words not
// fitted at all (no gap measured) are not.
func TestLongMoveFitsBadlyAboveTheLimit(t *testing.T) {
	tests := []struct {
		name string
		c    Check
		want bool
	}{
		{"bishop david six heard queen anna eight: 0.0169", Check{Done: true, Words: "queen anna eight", Gap: 0.0169}, true},
		{"dame anna fuenf heard dame eva sieben: 0.0099", Check{Done: true, Words: "dame eva sieben", Gap: 0.0099}, true},
		{"five words: 0.0097", Check{Done: true, Words: "turm felix acht eva acht", Gap: 0.0097}, true},
		{"at the limit", Check{Done: true, Words: "laeufer eva vier", Gap: 0.0096}, false},
		{"the highest move heard right: 0.0094", Check{Done: true, Words: "laeufer david sieben", Gap: 0.0094}, false},
		{"two words: their own limit", Check{Done: true, Words: "anna vier", Gap: 0.0120}, false},
		{"a word alone", Check{Done: true, Words: "ja", Gap: 0.0200}, false},
		{"not done", Check{Words: "queen anna eight", Gap: 0.0169}, false},
		{"could not be fitted at all: no gap measured", Check{Done: true, Words: "knight takes bella three check", Gap: maxGap}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := longMoveFitsBadly(tc.c); got != tc.want {
				t.Errorf("longMoveFitsBadly = %v, want %v", got, tc.want)
			}
		})
	}
}
