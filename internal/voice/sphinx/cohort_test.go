package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestCrowded: a word heard alone is crowded when its margin over the
// other words alone falls more than voice.CohortMargin under the lowest
// margin of that word said alone (zuege: 0.0024, so under 0.0014); a
// margin not measured, a word never measured or more than one word never
// is.
func TestCrowded(t *testing.T) {
	floor, ok := voice.CohortFloorOf("zuege")
	if !ok || floor != 0.0024 || voice.CohortMargin != 0.0010 {
		t.Fatalf("zuege's floor %v (%v), margin %v: the table below assumes 0.0024 and 0.0010", floor, ok, voice.CohortMargin)
	}
	tests := []struct {
		name     string
		words    string
		cohort   float64
		cohorted bool
		want     bool
	}{
		{"as far as said alone", "zuege", 0.0024, true, false},
		{"a little less than said alone", "zuege", 0.0015, true, false},
		{"close to the other words", "zuege", 0.0009, true, true},
		{"closer to another word than to itself", "zuege", -0.0004, true, true},
		{"spaces around", " zuege ", 0.0009, true, true},
		{"not measured", "zuege", 0, false, false},
		{"a word never measured", "anna", -0.0100, true, false},
		{"two words", "anna drei", -0.0100, true, false},
		{"a floor under nothing (press)", "press", -0.0011, true, false},
		{"under press's floor", "press", -0.0013, true, true},
	}
	for _, tc := range tests {
		if got := crowded(tc.words, tc.cohort, tc.cohorted); got != tc.want {
			t.Errorf("%s: crowded(%q, %.4f, %v) = %v, want %v", tc.name, tc.words, tc.cohort, tc.cohorted, got, tc.want)
		}
	}
}

// TestJudgeCrowded: a request heard alone that stands out too little
// from the other words alone is rejected though its gaps fit; one that
// stands out as said is taken; a move of two words is not held to it.
func TestJudgeCrowded(t *testing.T) {
	zuege, _ := voice.AloneGapOf("zuege")
	tests := []struct {
		name            string
		c               Check
		crowded, reject bool
	}{
		{"zuege close to the others", Check{Words: "zuege", Done: true, Gap: zuege.Whole, Cohort: 0.0009, Cohorted: true}, true, true},
		{"zuege standing out", Check{Words: "zuege", Done: true, Gap: zuege.Whole, Cohort: 0.0030, Cohorted: true}, false, false},
		{"zuege not measured", Check{Words: "zuege", Done: true, Gap: zuege.Whole}, false, false},
		{"a two-word move", Check{Words: "anna drei", Done: true, Gap: 0.005, Cohort: -0.01, Cohorted: true}, false, false},
		{"not done", Check{Words: "zuege", Cohort: 0.0009, Cohorted: true}, false, false},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(phonetic.AnnexD)
		if c.Crowded != tc.crowded || c.Rejected != tc.reject {
			t.Errorf("%s: crowded %v rejected %v, want %v %v", tc.name, c.Crowded, c.Rejected, tc.crowded, tc.reject)
		}
	}
}
