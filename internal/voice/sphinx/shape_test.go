package sphinx

import (
	"reflect"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
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

// TestLongWord: the first word of a move that took more than MoveStretch
// times the longest it took in the style's tuning moves; a word never
// measured in the style is not held to it.
func TestLongWord(t *testing.T) {
	anna, _ := voice.MoveFramesOf(phonetic.CzechStyle, "anna") // 17
	ctyri, _ := voice.MoveFramesOf(phonetic.CzechStyle, "ctyri")
	limit := int(voice.MoveStretch * float64(anna))
	tests := []struct {
		name  string
		style phonetic.Style
		ws    []WordVowels
		want  string
	}{
		{"a file stretched over conversation", phonetic.CzechStyle, []WordVowels{{"anna", 2, 3, 6, 47}, {"ctyri", 2, 5, 2, 22}}, "anna"},
		{"just over the limit", phonetic.CzechStyle, []WordVowels{{"anna", 2, 3, 2, limit + 1}, {"ctyri", 2, 5, 2, 22}}, "anna"},
		{"at the limit", phonetic.CzechStyle, []WordVowels{{"anna", 2, 3, 2, limit}, {"ctyri", 2, 5, 2, 22}}, ""},
		{"the second word", phonetic.CzechStyle, []WordVowels{{"anna", 2, 3, 2, anna}, {"ctyri", 2, 5, 2, 2*ctyri + 1}}, "ctyri"},
		{"the first of two", phonetic.CzechStyle, []WordVowels{{"anna", 2, 3, 2, 100}, {"ctyri", 2, 5, 2, 200}}, "anna"},
		{"as long as the tuning voices said it", phonetic.CzechStyle, []WordVowels{{"anna", 2, 3, 2, anna}}, ""},
		{"another style's table: the German anna is longer", phonetic.AnnexD, []WordVowels{{"anna", 2, 3, 2, limit + 1}}, ""},
		{"a word never measured", phonetic.CzechStyle, []WordVowels{{"matt", 1, 3, 1, 500}}, ""},
		{"no words", phonetic.CzechStyle, nil, ""},
	}
	for _, tc := range tests {
		if got := longWord(tc.style, tc.ws); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestJudgeLongWord: a move of two words or more with a word far too
// long is rejected, whatever its gaps; a request alone is held to
// AloneStretch instead, not to the moves' lengths.
func TestJudgeLongWord(t *testing.T) {
	anna, _ := voice.MoveFramesOf(phonetic.CzechStyle, "anna")
	long := int(voice.MoveStretch*float64(anna)) + 1
	tests := []struct {
		name   string
		c      Check
		word   string
		reject bool
	}{
		{"a square with a file far too long",
			Check{Words: "anna ctyri", Done: true, Gap: 0.005, Vowels: []WordVowels{{"anna", 2, 3, 6, long}, {"ctyri", 2, 5, 2, 22}}},
			"anna", true},
		{"a square as long as said",
			Check{Words: "anna ctyri", Done: true, Gap: 0.005, Vowels: []WordVowels{{"anna", 2, 3, 2, anna}, {"ctyri", 2, 5, 2, 22}}},
			"", false},
		{"a longer move with a word far too long",
			Check{Words: "jezdec anna tri", Done: true, Gap: 0.005, Vowels: []WordVowels{{"jezdec", 2, 6, 2, 30}, {"anna", 2, 3, 2, long}, {"tri", 1, 3, 1, 20}}},
			"anna", true},
		{"a request alone is not a move",
			Check{Words: "cas", Done: true, Gap: 0.005, Vowels: []WordVowels{{"cas", 1, 3, 1, 40}}},
			"", false},
		{"not done",
			Check{Words: "anna ctyri", Vowels: []WordVowels{{"anna", 2, 3, 6, long}}},
			"", false},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(phonetic.CzechStyle)
		if c.Long != tc.word || c.Rejected != tc.reject {
			t.Errorf("%s: long %q rejected %v, want %q %v", tc.name, c.Long, c.Rejected, tc.word, tc.reject)
		}
	}
}
