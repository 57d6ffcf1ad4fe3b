package sphinx

import (
	"reflect"
	"testing"
)

// TestBoundaryDips: the dip between two words is the lower of their
// loudest levels less the quietest level between those loudest frames,
// frames counted from the first segment's; one steady vowel over two
// words dips nothing; silence and fillers are no words.
func TestBoundaryDips(t *testing.T) {
	// Two syllables (loudest at 3 and 9) with a dip to -40 between them,
	// then one steady sound (frames 13-20).
	levels := []float64{-60, -60, -30, -20, -25, -30, -40, -35, -30, -22, -30, -60, -60, -20, -20, -20, -21, -20, -20, -20, -20, -60}
	tests := []struct {
		name   string
		segs   []segment
		levels []float64
		want   []float64
	}{
		{
			name:   "two words, a dip between",
			segs:   []segment{{"<sil>", 100, 101, 0}, {"anna", 102, 106, 0}, {"drei", 107, 110, 0}, {"<sil>", 111, 112, 0}},
			levels: levels,
			want:   []float64{18}, // min(-20, -22) - -40
		},
		{
			name:   "one steady sound over two words",
			segs:   []segment{{"anna", 13, 16, 0}, {"drei", 17, 20, 0}},
			levels: levels,
			want:   []float64{0}, // loudest 13 and 17: both -20, nothing quieter from 13 to 17 but -21
		},
		{
			name:   "three words, a filler between two",
			segs:   []segment{{"anna", 0, 5, 0}, {"[NOISE]", 6, 7, 0}, {"drei", 8, 12, 0}, {"schach", 13, 20, 0}},
			levels: levels,
			want:   []float64{18, 38}, // drei loudest at 9 (-22), schach at 13 (-20), -60 between
		},
		{
			name:   "one word: no boundary",
			segs:   []segment{{"<sil>", 0, 1, 0}, {"zuege", 2, 10, 0}},
			levels: levels,
			want:   nil,
		},
		{
			name:   "levels not known",
			segs:   []segment{{"anna", 0, 5, 0}, {"drei", 6, 10, 0}},
			levels: nil,
			want:   nil,
		},
		{
			name:   "a word beyond the levels dips nothing",
			segs:   []segment{{"anna", 0, 5, 0}, {"drei", 30, 35, 0}},
			levels: levels,
			want:   []float64{0},
		},
	}
	for _, tc := range tests {
		if got := boundaryDips(tc.segs, tc.levels); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestEdgeFrames: the silence and fillers before the first word and
// after the last; none without a word.
func TestEdgeFrames(t *testing.T) {
	tests := []struct {
		name        string
		segs        []segment
		lead, trail int
	}{
		{"silence around", []segment{{"<sil>", 0, 9, 0}, {"anna", 10, 20, 0}, {"drei", 21, 30, 0}, {"<sil>", 31, 70, 0}}, 10, 40},
		{"a filler and silence before", []segment{{"<sil>", 0, 4, 0}, {"[NOISE]", 5, 7, 0}, {"ja", 8, 20, 0}}, 8, 0},
		{"silence between words is no edge", []segment{{"anna", 0, 9, 0}, {"<sil>", 10, 19, 0}, {"drei", 20, 29, 0}}, 0, 0},
		{"no word", []segment{{"<sil>", 0, 50, 0}}, 0, 0},
		{"nothing", nil, 0, 0},
	}
	for _, tc := range tests {
		if lead, trail := edgeFrames(tc.segs); lead != tc.lead || trail != tc.trail {
			t.Errorf("%s: lead %d trail %d, want %d %d", tc.name, lead, trail, tc.lead, tc.trail)
		}
	}
}
