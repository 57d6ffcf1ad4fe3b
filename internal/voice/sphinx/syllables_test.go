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
// vowels heard the loop's vowels whose middle frame lies in its frames;
// silence, fillers and empty segments are no words.
func TestWordVowels(t *testing.T) {
	pron := func(w string) string { return testProns[w] }
	tests := []struct {
		name        string
		words, loop []segment
		want        []WordVowels
	}{
		{
			name:  "a short sound stretched over two words",
			words: []segment{{"<sil>", 0, 4, 0}, {"anna", 5, 24, 0}, {"drei(2)", 25, 44, 0}, {"<sil>", 45, 50, 0}},
			loop:  []segment{{"<sil>", 0, 4, 0}, {"gbg_ow", 5, 20, 0}, {"gbg_k", 21, 28, 0}, {"gbg_ey", 29, 44, 0}},
			want:  []WordVowels{{"anna", 2, 3, 1, 20}, {"drei", 0, 0, 1, 20}},
		},
		{
			name:  "every vowel heard",
			words: []segment{{"anna(2)", 0, 19, 0}, {"drei", 20, 39, 0}},
			loop:  []segment{{"gbg_aa", 0, 5, 0}, {"gbg_n", 6, 9, 0}, {"gbg_ah", 10, 19, 0}, {"gbg_d", 20, 24, 0}, {"gbg_r", 25, 29, 0}, {"gbg_ay", 30, 39, 0}},
			want:  []WordVowels{{"anna", 2, 3, 2, 20}, {"drei", 1, 3, 1, 20}},
		},
		{
			name:  "a vowel counts where its middle lies",
			words: []segment{{"ja", 0, 9, 0}, {"drei", 10, 19, 0}},
			// 6-13: middle 9, in ja; 14-30: middle 22, after drei.
			loop: []segment{{"gbg_aa", 6, 13, 0}, {"gbg_ay", 14, 30, 0}},
			want: []WordVowels{{"ja", 1, 2, 1, 10}, {"drei", 1, 3, 0, 10}},
		},
		{
			name:  "consonants and fillers of the loop are no vowels",
			words: []segment{{"ja", 0, 9, 0}},
			loop:  []segment{{"gbg_y", 0, 3, 0}, {"[NOISE]", 4, 6, 0}, {"gbg_sink", 7, 9, 0}},
			want:  []WordVowels{{"ja", 1, 2, 0, 10}},
		},
		{
			name:  "a word not in the dictionary",
			words: []segment{{"matt", 0, 9, 0}},
			loop:  []segment{{"gbg_ae", 0, 9, 0}},
			want:  []WordVowels{{"matt", 0, 0, 1, 10}},
		},
		{
			name:  "empty segments are skipped",
			words: []segment{{"ja", 5, 4, 0}, {"drei", 0, 9, 0}},
			loop:  []segment{{"gbg_ay", 6, 3, 0}},
			want:  []WordVowels{{"drei", 1, 3, 0, 10}},
		},
		{
			name:  "only silence",
			words: []segment{{"<sil>", 0, 9, 0}},
			loop:  []segment{{"gbg_aa", 0, 9, 0}},
			want:  nil,
		},
	}
	for _, tc := range tests {
		if got := wordVowels(tc.words, tc.loop, pron); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestMissingVowels: the vowels said less the vowels heard, over all the
// words, never below 0.
func TestMissingVowels(t *testing.T) {
	tests := []struct {
		name string
		ws   []WordVowels
		want int
	}{
		{"one short word for two", []WordVowels{{"anna", 2, 3, 1, 20}, {"drei", 1, 3, 0, 20}}, 2},
		{"every vowel heard", []WordVowels{{"anna", 2, 3, 2, 20}, {"drei", 1, 3, 1, 20}}, 0},
		{"more heard than said", []WordVowels{{"anna", 2, 3, 4, 20}, {"drei", 1, 3, 1, 20}}, 0},
		{"a word's extra vowel makes up for another's missing one", []WordVowels{{"anna", 2, 3, 3, 20}, {"drei", 1, 3, 0, 20}}, 0},
		{"none", nil, 0},
	}
	for _, tc := range tests {
		if got := missingVowels(tc.ws); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}
