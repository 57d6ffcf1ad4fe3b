package sphinx

import "testing"

func TestUtteranceCountsPeaksAndLoudFramesOfTheWhole(t *testing.T) {
	q, l := -60.0, -40.0 // quiet, and loud (20 dB above: over loudRise)
	tests := []struct {
		name                   string
		levels                 []float64
		from, to               int
		peaks, loud, loudWords int
	}{
		{"no levels", nil, 0, 3, -1, -1, -1},
		{"silence", []float64{q, q, q}, 0, 2, 0, 0, 0},
		{"one syllable in the words", []float64{q, q, l, q, q}, 1, 3, 1, 1, 1},
		{"a syllable before the words", []float64{q, l, q, q, l, q}, 3, 5, 2, 2, 1},
		{"two syllables, none in the words", []float64{q, l, q, l, q, q}, 5, 5, 2, 2, 0},
		{"loud from the first frame: no rise, no peak", []float64{l, q, q}, 0, 2, 0, 1, 1},
		{"a rise of 11 dB is not loud", []float64{q, q + 11, q, l, q}, 0, 4, 2, 1, 1},
		{"words past the levels", []float64{q, l, q}, 1, 9, 1, 1, 1},
		{"no words (from after to)", []float64{q, l, q}, 1, 0, 1, 1, 0},
	}
	for _, tt := range tests {
		p, ld, lw := utterance(tt.levels, tt.from, tt.to)
		if p != tt.peaks || ld != tt.loud || lw != tt.loudWords {
			t.Errorf("%s: utterance = %d peaks, %d loud, %d in the words; want %d, %d, %d", tt.name, p, ld, lw, tt.peaks, tt.loud, tt.loudWords)
		}
	}
}

func TestWordBoundsCountFromTheFirstSegment(t *testing.T) {
	segs := []segment{
		{word: "<sil>", sf: 100, ef: 111},
		{word: "anna", sf: 112, ef: 130},
		{word: "[NOISE]", sf: 131, ef: 133},
		{word: "drei(2)", sf: 134, ef: 150},
		{word: "empty", sf: 151, ef: 150},
		{word: "<sil>", sf: 151, ef: 170},
	}
	got := wordBounds(segs)
	want := [][2]int{{12, 30}, {34, 50}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("wordBounds = %v, want %v", got, want)
	}
	if got := wordBounds(nil); got != nil {
		t.Errorf("wordBounds of nothing = %v, want nil", got)
	}
	if got := wordBounds(segs[:1]); got != nil {
		t.Errorf("wordBounds of silence = %v, want nil", got)
	}
}

func TestBoundaryDriftSumsTheWordsEdges(t *testing.T) {
	tests := []struct {
		name          string
		first, second [][2]int
		drift         int
		ok            bool
	}{
		{"the same boundaries", [][2]int{{10, 41}, {42, 53}}, [][2]int{{10, 41}, {42, 53}}, 0, true},
		{"a boundary between words moved", [][2]int{{13, 38}, {39, 69}}, [][2]int{{13, 33}, {34, 69}}, 10, true},
		{"both edges moved, either way", [][2]int{{9, 48}}, [][2]int{{12, 47}}, 4, true},
		{"another number of words", [][2]int{{10, 41}, {42, 53}}, [][2]int{{10, 53}}, 0, false},
		{"no words", nil, nil, 0, false},
	}
	for _, tt := range tests {
		drift, ok := boundaryDrift(tt.first, tt.second)
		if drift != tt.drift || ok != tt.ok {
			t.Errorf("%s: boundaryDrift = %d, %v; want %d, %v", tt.name, drift, ok, tt.drift, tt.ok)
		}
	}
}
