package sphinx

import (
	"reflect"
	"testing"
)

// TestLoopPhones: the loop's phones within the words' frames, counted
// from the loop's first segment, in upper case; a phone counts when at
// least half its frames lie there; silence, fillers, empty segments and
// words that are no loop phone are left out.
func TestLoopPhones(t *testing.T) {
	loop := []segment{
		{"<sil>", 500, 509, 0},   // 0-9
		{"gbg_t", 510, 513, 0},   // 10-13: half of it before frame 12
		{"gbg_s", 514, 517, 0},   // 14-17
		{"[NOISE]", 518, 519, 0}, // 18-19
		{"gbg_uw", 520, 529, 0},  // 20-29
		{"gbg_g", 530, 529, 0},   // empty
		{"anna", 530, 535, 0},    // no loop phone
		{"gbg_ah", 536, 541, 0},  // 36-41: 36-38 inside of 6
		{"gbg_p", 542, 550, 0},   // 42-50: outside
	}
	tests := []struct {
		name     string
		from, to int
		want     []string
	}{
		{"the whole utterance", 0, 60, []string{"T", "S", "UW", "AH", "P"}},
		{"half of the first phone inside", 12, 38, []string{"T", "S", "UW", "AH"}},
		{"less than half of the first phone inside", 13, 37, []string{"S", "UW"}},
		{"no phone inside", 0, 9, nil},
		{"no words", 1, 0, nil},
	}
	for _, tc := range tests {
		if got := loopPhones(loop, tc.from, tc.to); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	if got := loopPhones(nil, 0, 10); got != nil {
		t.Errorf("no loop: %v, want none", got)
	}
}

// TestWordPhones: the phones of each word's pronunciation in order, its
// variant's number kept for the lookup; silence, fillers, empty segments
// and a word without a pronunciation add none.
func TestWordPhones(t *testing.T) {
	words := []segment{
		{"<sil>", 0, 9, 0},
		{"anna(2)", 10, 20, 0},
		{"[NOISE]", 21, 22, 0},
		{"drei", 23, 40, 0},
		{"ja", 41, 40, 0},
		{"unknown", 41, 50, 0},
	}
	want := []string{"AA", "N", "AA", "D", "R", "AY"}
	if got := wordPhones(words, func(w string) string { return testProns[w] }); !reflect.DeepEqual(got, want) {
		t.Errorf("wordPhones = %v, want %v", got, want)
	}
}
