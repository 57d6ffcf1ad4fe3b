package sphinx

import (
	"reflect"
	"testing"
)

// TestPhoneGapsOf: each decoding is counted from its own first segment,
// so a phone's gap is the loop's score over the same frames of the
// utterance, whatever frame count each decoder had reached.
func TestPhoneGapsOf(t *testing.T) {
	tests := []struct {
		name         string
		phones, loop []segment
		want         []WordGap
	}{
		{
			name: "counted from different starts",
			// phones from frame 100, loop from frame 40: gbg_t is frames
			// 2-5 of the utterance in both, gbg_uw 6-9.
			phones: []segment{{"<sil>", 100, 101, -2}, {"gbg_t", 102, 105, -20}, {"gbg_uw", 106, 109, -12}},
			loop:   []segment{{"<sil>", 40, 41, -2}, {"gbg_d", 42, 45, -12}, {"gbg_uw", 46, 49, -12}},
			want:   []WordGap{{"gbg_t", 4, 2}, {"gbg_uw", 4, 0}},
		},
		{
			name:   "loop cut in the middle of a phone",
			phones: []segment{{"gbg_aa", 10, 15, -30}},
			loop:   []segment{{"gbg_aa", 0, 2, -6}, {"gbg_ao", 3, 5, -9}},
			want:   []WordGap{{"gbg_aa", 6, 2.5}}, // (-15 - -30) / 6
		},
		{name: "no phones", loop: []segment{{"gbg_aa", 0, 2, -6}}},
		{name: "no loop", phones: []segment{{"gbg_aa", 0, 2, -6}}},
	}
	for _, tt := range tests {
		if got := phoneGapsOf(tt.phones, tt.loop); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: phoneGapsOf = %v, want %v", tt.name, got, tt.want)
		}
	}
}
