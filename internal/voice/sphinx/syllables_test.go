package sphinx

import (
	"reflect"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
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

// TestSilentWord: the first word of MinSilentVowels vowels or more
// without a loudness peak; a word of fewer vowels, one with a peak, and
// one whose levels are not known (-1) are not.
func TestSilentWord(t *testing.T) {
	tests := []struct {
		name string
		ws   []WordVowels
		want string
	}{
		{"two vowels, no peak", []WordVowels{{"anna", 2, 3, 0, 11}, {"drei", 1, 3, 3, 30}}, "anna"},
		{"the first of two", []WordVowels{{"knight", 1, 2, 1, 12}, {"anna", 2, 3, 0, 11}, {"cesar", 3, 5, 0, 30}}, "anna"},
		{"one vowel, no peak", []WordVowels{{"cesar", 2, 4, 2, 33}, {"drei", 1, 3, 0, 12}}, ""},
		{"two vowels, one peak", []WordVowels{{"anna", 2, 3, 1, 12}}, ""},
		{"levels not known", []WordVowels{{"anna", 2, 3, -1, 12}}, ""},
		{"no vowels said (a word not in the dictionary)", []WordVowels{{"matt", 0, 0, 0, 12}}, ""},
		{"no words", nil, ""},
	}
	for _, tc := range tests {
		if got := silentWord(tc.ws); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestStretched: a request or confirmation word alone is stretched when
// it took more than AloneStretch times its most frames said alone; a
// word never measured, a move's word and more than one word are not.
func TestStretched(t *testing.T) {
	most, _ := voice.AloneFramesOf("druecken")
	limit := int(voice.AloneStretch * float64(most))
	tests := []struct {
		name  string
		words string
		ws    []WordVowels
		want  bool
	}{
		{"far longer than said alone", "druecken", []WordVowels{{"druecken", 2, 6, 5, 61}}, true},
		{"just over the limit", "druecken", []WordVowels{{"druecken", 2, 6, 2, limit + 1}}, true},
		{"at the limit", "druecken", []WordVowels{{"druecken", 2, 6, 2, limit}}, false},
		{"as long as said alone", "druecken", []WordVowels{{"druecken", 2, 6, 2, most}}, false},
		{"a word never measured", "anna", []WordVowels{{"anna", 2, 3, 2, 200}}, false},
		{"the measures are another word's", "druecken", []WordVowels{{"zeit", 1, 3, 1, 200}}, false},
		{"two words", "druecken zeit", []WordVowels{{"druecken", 2, 6, 2, 200}, {"zeit", 1, 3, 1, 20}}, false},
		{"no measures", "druecken", nil, false},
	}
	for _, tc := range tests {
		if got := stretched(tc.words, tc.ws); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestJudgeSyllables: a move of two words or more, or a request or
// confirmation word alone, with a word of two vowels and no loudness
// peak is rejected, whatever its gaps; a word alone stretched beyond
// AloneStretch too; a move's word alone (not verified) never.
func TestJudgeSyllables(t *testing.T) {
	zuege, _ := voice.AloneGapOf("zuege")
	most, _ := voice.AloneFramesOf("zuege")
	long := int(voice.AloneStretch*float64(most)) + 1
	tests := []struct {
		name    string
		c       Check
		silent  string
		stretch bool
		reject  bool
	}{
		{"a two-word move with a silent word",
			Check{Words: "anna drei", Done: true, Gap: 0.005, Vowels: []WordVowels{{"anna", 2, 3, 0, 11}, {"drei", 1, 3, 3, 30}}},
			"anna", false, true},
		{"a three-word move with a silent word",
			Check{Words: "knight cesar three", Done: true, Gap: 0.005, Vowels: []WordVowels{{"knight", 2, 3, 0, 12}, {"cesar", 3, 5, 3, 34}, {"three", 1, 3, 0, 11}}},
			"knight", false, true},
		{"a move whose words have peaks",
			Check{Words: "anna drei", Done: true, Gap: 0.005, Vowels: []WordVowels{{"anna", 2, 3, 1, 22}, {"drei", 1, 3, 0, 12}}},
			"", false, false},
		{"a request with a silent word",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole, Vowels: []WordVowels{{"zuege", 2, 5, 0, 30}}},
			"zuege", false, true},
		{"a request stretched",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole, Vowels: []WordVowels{{"zuege", 2, 5, 3, long}}},
			"", true, true},
		{"a request as long as said",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole, Vowels: []WordVowels{{"zuege", 2, 5, 2, most}}},
			"", false, false},
		{"a move's word alone is not verified",
			Check{Words: "anna", Done: true, Gap: 0.005, Vowels: []WordVowels{{"anna", 2, 3, 0, 11}}},
			"anna", false, false},
		{"not done",
			Check{Words: "anna drei", Vowels: []WordVowels{{"anna", 2, 3, 0, 11}}},
			"", false, false},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(phonetic.AnnexD)
		if c.Silent != tc.silent || c.Stretched != tc.stretch || c.Rejected != tc.reject {
			t.Errorf("%s: silent %q stretched %v rejected %v, want %q %v %v", tc.name, c.Silent, c.Stretched, c.Rejected, tc.silent, tc.stretch, tc.reject)
		}
	}
}

// TestFewPeaks: a request or confirmation word alone has too few peaks
// when its frames hold fewer loudness peaks than the fewest it had said
// alone (voice.AlonePeaksOf) or than its pronunciation's vowels,
// whichever is fewer; a word never measured, unknown levels, a move's
// words and more than one word are not held to it.
func TestFewPeaks(t *testing.T) {
	fewest, _ := voice.AlonePeaksOf("repeat")
	tests := []struct {
		name  string
		words string
		ws    []WordVowels
		want  bool
	}{
		{"one syllable heard as repeat", "repeat", []WordVowels{{"repeat", 2, 5, 1, 36}}, true},
		{"no peak at all", "repeat", []WordVowels{{"repeat", 2, 5, 0, 36}}, true},
		{"as few as said alone", "repeat", []WordVowels{{"repeat", 2, 5, fewest, 36}}, false},
		{"more than said alone", "repeat", []WordVowels{{"repeat", 2, 5, 4, 36}}, false},
		{"levels not known", "repeat", []WordVowels{{"repeat", 2, 5, -1, 36}}, false},
		{"a word never measured", "anna", []WordVowels{{"anna", 2, 3, 0, 20}}, false},
		{"the measures are another word's", "repeat", []WordVowels{{"draw", 1, 2, 0, 20}}, false},
		{"two words", "repeat draw", []WordVowels{{"repeat", 2, 5, 1, 36}, {"draw", 1, 2, 1, 20}}, false},
		{"no measures", "repeat", nil, false},
		{"press: one peak, one vowel, though said with two", "press", []WordVowels{{"press", 1, 4, 1, 25}}, false},
		{"press: no peak", "press", []WordVowels{{"press", 1, 4, 0, 25}}, true},
		{"druecken: two peaks, two vowels, though said with three", "druecken", []WordVowels{{"druecken", 2, 6, 2, 30}}, false},
		{"druecken: one peak", "druecken", []WordVowels{{"druecken", 2, 6, 1, 30}}, true},
	}
	for _, tc := range tests {
		if got := fewPeaks(tc.words, tc.ws); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestJudgeFewPeaks: a request heard alone with fewer loudness peaks
// than said alone is rejected whatever its gaps fit; with as many it is
// taken; a move of two words is not held to it.
func TestJudgeFewPeaks(t *testing.T) {
	repeat, _ := voice.AloneGapOf("repeat")
	tests := []struct {
		name        string
		c           Check
		few, reject bool
		style       phonetic.Style
	}{
		{"repeat with one peak", Check{Words: "repeat", Done: true, Gap: repeat.Whole, Vowels: []WordVowels{{"repeat", 2, 5, 1, 36}}}, true, true, phonetic.AnnexDEn},
		{"repeat with two peaks", Check{Words: "repeat", Done: true, Gap: repeat.Whole, Vowels: []WordVowels{{"repeat", 2, 5, 2, 36}}}, false, false, phonetic.AnnexDEn},
		{"repeat from a whole recording", Check{Words: "repeat", Done: true, Gap: repeat.Whole, Peaks: -1, Vowels: []WordVowels{{"repeat", 2, 5, -1, 36}}}, false, false, phonetic.AnnexDEn},
		{"a two-word move with one peak a word", Check{Words: "anna four", Done: true, Gap: 0.005, Vowels: []WordVowels{{"anna", 2, 3, 1, 20}, {"four", 1, 3, 1, 20}}}, false, false, phonetic.AnnexDEn},
		{"not done", Check{Words: "repeat", Vowels: []WordVowels{{"repeat", 2, 5, 1, 36}}}, false, false, phonetic.AnnexDEn},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(tc.style)
		if c.FewPeaks != tc.few || c.Rejected != tc.reject {
			t.Errorf("%s: few peaks %v rejected %v, want %v %v", tc.name, c.FewPeaks, c.Rejected, tc.few, tc.reject)
		}
	}
}
