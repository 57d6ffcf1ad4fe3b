package sphinx

import (
	"reflect"
	"testing"
)

// testProns are made-up pronunciations for TestWordVowels.
var testProns = map[string]string{
	"anna":    "AE N AH",
	"anna(2)": "AA N AA",
	"drei":    "D R AY",
	"ja":      "Y AA",
}

// TestWordVowels: each word's vowels said are its pronunciation's, its
// peaks the loudness peaks of its frames, counted from the first
// segment's frame (the decoder counts frames on from earlier
// utterances); silence, fillers and empty segments are no words.
func TestWordVowels(t *testing.T) {
	pron := func(w string) string { return testProns[w] }
	// Two syllables (frames 2-5, 8-11), a pause, one (16-19).
	levels := []float64{-60, -60, -30, -20, -20, -30, -40, -40, -30, -20, -20, -30, -60, -60, -60, -60, -30, -20, -20, -30, -60, -60}
	tests := []struct {
		name   string
		words  []segment
		levels []float64
		want   []WordVowels
	}{
		{
			name:   "frames counted from the first segment",
			words:  []segment{{"<sil>", 100, 101, 0}, {"anna", 102, 113, 0}, {"drei", 114, 119, 0}, {"<sil>", 120, 121, 0}},
			levels: levels,
			want:   []WordVowels{{"anna", 2, 3, 2, 12}, {"drei", 1, 3, 1, 6}},
		},
		{
			name:   "a pronunciation's number is left out, its vowels counted",
			words:  []segment{{"anna(2)", 0, 13, 0}, {"drei(2)", 14, 21, 0}},
			levels: levels,
			want:   []WordVowels{{"anna", 2, 3, 2, 14}, {"drei", 0, 0, 1, 8}},
		},
		{
			name:   "one syllable stretched over two words",
			words:  []segment{{"ja", 0, 4, 0}, {"drei", 5, 12, 0}},
			levels: levels[:13],
			want:   []WordVowels{{"ja", 1, 2, 1, 5}, {"drei", 1, 3, 1, 8}},
		},
		{
			name:   "levels not known",
			words:  []segment{{"ja", 0, 9, 0}, {"[NOISE]", 10, 12, 0}},
			levels: nil,
			want:   []WordVowels{{"ja", 1, 2, -1, 10}},
		},
		{
			name:   "a word beyond the levels",
			words:  []segment{{"<sil>", 0, 29, 0}, {"ja", 30, 39, 0}},
			levels: levels,
			want:   []WordVowels{{"ja", 1, 2, 0, 10}},
		},
		{
			name:   "a word not in the dictionary, an empty segment",
			words:  []segment{{"matt", 0, 9, 0}, {"ja", 5, 4, 0}},
			levels: levels,
			want:   []WordVowels{{"matt", 0, 0, 2, 10}},
		},
		{
			name:   "only silence",
			words:  []segment{{"<sil>", 0, 9, 0}},
			levels: levels,
			want:   nil,
		},
	}
	for _, tc := range tests {
		if got := wordVowels(tc.words, tc.levels, pron); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestLevelPeaks: a peak counts when the level rises peakRise above the
// quietest frame since the last peak and falls peakRise below the
// loudest; smaller ripples are no peaks; a rise at the end counts.
func TestLevelPeaks(t *testing.T) {
	tests := []struct {
		name     string
		levels   []float64
		from, to int
		want     int
	}{
		{"two syllables", []float64{-40, -20, -40, -20, -40}, 0, 4, 2},
		{"a ripple under peakRise", []float64{-40, -20, -22.5, -20, -40}, 0, 4, 1},
		{"a dip of exactly peakRise", []float64{-40, -20, -23, -20, -40}, 0, 4, 2},
		{"a rise under peakRise", []float64{-40, -37.5, -40}, 0, 2, 0},
		{"a rise at the end", []float64{-40, -40, -30}, 0, 2, 1},
		{"falling from the start", []float64{-20, -30, -40}, 0, 2, 0},
		{"a slow rise and fall", []float64{-40, -39, -38, -37, -36, -37, -38, -39}, 0, 7, 1},
		{"a window of the frames", []float64{-40, -20, -40, -20, -40, -20, -40}, 2, 4, 1},
		{"a window past the end", []float64{-40, -20, -40}, 1, 9, 0},
		{"a window before the start", []float64{-40, -20, -40}, -5, 2, 1},
		{"one frame", []float64{-20}, 0, 0, 0},
		{"an empty window", []float64{-40, -20, -40}, 2, 1, 0},
		{"no levels", nil, 0, 3, 0},
	}
	for _, tc := range tests {
		if got := levelPeaks(tc.levels, tc.from, tc.to); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestWordSpan: the words' frames from the first word's start to the
// last's end, counted from the first segment; none without a word.
func TestWordSpan(t *testing.T) {
	tests := []struct {
		name     string
		segs     []segment
		from, to int
	}{
		{"silence around", []segment{{"<sil>", 50, 59, 0}, {"anna", 60, 79, 0}, {"[NOISE]", 80, 82, 0}, {"drei", 83, 99, 0}, {"<sil>", 100, 120, 0}}, 10, 49},
		{"a word first", []segment{{"ja", 7, 20, 0}, {"<sil>", 21, 30, 0}}, 0, 13},
		{"an empty segment is skipped", []segment{{"<sil>", 0, 4, 0}, {"ja", 6, 5, 0}, {"nein", 5, 9, 0}}, 5, 9},
		{"only silence", []segment{{"<sil>", 0, 9, 0}}, 1, 0},
		{"nothing", nil, 1, 0},
	}
	for _, tc := range tests {
		if from, to := wordSpan(tc.segs); from != tc.from || to != tc.to {
			t.Errorf("%s: %d-%d, want %d-%d", tc.name, from, to, tc.from, tc.to)
		}
	}
}

// TestSaidVowels: the vowels of all the words' pronunciations.
func TestSaidVowels(t *testing.T) {
	if got := saidVowels([]WordVowels{{"anna", 2, 3, 1, 20}, {"drei", 1, 3, 0, 20}}); got != 3 {
		t.Errorf("anna drei: %d vowels, want 3", got)
	}
	if got := saidVowels(nil); got != 0 {
		t.Errorf("no words: %d vowels, want 0", got)
	}
}
