package sphinx

import (
	"math"
	"testing"
)

// TestWordGaps: each word's gap is the loop's score over the word's
// frames (a loop segment the word covers in part counting for that part)
// less the word's, per frame; silence and fillers are no words.
func TestWordGaps(t *testing.T) {
	tests := []struct {
		name        string
		words, loop []segment
		want        []WordGap
	}{
		{
			name:  "loop segments inside the word",
			words: []segment{{"eva", 0, 9, -100}},
			loop:  []segment{{"+e", 0, 4, -40}, {"+v", 5, 9, -30}},
			want:  []WordGap{{"eva", 10, 3}}, // (-70 - -100) / 10
		},
		{
			name: "loop segments cut at the word's edges",
			words: []segment{
				{"<sil>", 0, 3, -8},
				{"springer", 4, 13, -50},
				{"[NOISE]", 14, 15, -9},
				{"drei", 16, 19, -30},
			},
			// +a spans 0-7: 4 of its 8 frames are in springer (-20);
			// +b spans 8-17: 6 of 10 in springer (-30), 2 in drei (-10);
			// +c spans 18-19, all in drei (-6).
			loop: []segment{{"+a", 0, 7, -40}, {"+b", 8, 17, -50}, {"+c", 18, 19, -6}},
			want: []WordGap{{"springer", 10, 0}, {"drei", 4, 3.5}}, // (-50+50)/10, (-16+30)/4
		},
		{
			name:  "word fitted better than the loop",
			words: []segment{{"ja", 2, 5, -10}},
			loop:  []segment{{"<sil>", 0, 1, -2}, {"+j", 2, 5, -12}},
			want:  []WordGap{{"ja", 4, -0.5}},
		},
		{
			name:  "loop ended before the word",
			words: []segment{{"ja", 10, 13, -8}},
			loop:  []segment{{"+j", 0, 9, -20}},
			want:  []WordGap{{"ja", 4, 2}}, // nothing of the loop: (0 - -8) / 4
		},
		{
			name:  "an empty segment is skipped",
			words: []segment{{"ja", 5, 4, -1}, {"nein", 0, 1, -4}},
			loop:  []segment{{"+x", 3, 2, -100}, {"+n", 0, 1, -2}},
			want:  []WordGap{{"nein", 2, 1}},
		},
		{
			name:  "only silence",
			words: []segment{{"<sil>", 0, 9, -10}},
			loop:  []segment{{"<sil>", 0, 9, -10}},
			want:  nil,
		},
	}
	for _, tc := range tests {
		got := wordGaps(tc.words, tc.loop)
		if len(got) != len(tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i].Word != tc.want[i].Word || got[i].Frames != tc.want[i].Frames || math.Abs(got[i].Gap-tc.want[i].Gap) > 1e-12 {
				t.Errorf("%s: word %d %+v, want %+v", tc.name, i, got[i], tc.want[i])
			}
		}
	}
}

// TestMaxWordGap: the largest gap of the words long enough, none when
// no word is.
func TestMaxWordGap(t *testing.T) {
	c := Check{WordGaps: []WordGap{{"springer", 30, 0.002}, {"anna", 8, 0.009}, {"drei", 20, 0.004}}}
	tests := []struct {
		minFrames int
		want      float64
		ok        bool
	}{
		{0, 0.009, true},
		{8, 0.009, true},
		{9, 0.004, true},
		{21, 0.002, true},
		{31, 0, false},
	}
	for _, tc := range tests {
		got, ok := c.MaxWordGap(tc.minFrames)
		if got != tc.want || ok != tc.ok {
			t.Errorf("min %d frames: %v %v, want %v %v", tc.minFrames, got, ok, tc.want, tc.ok)
		}
	}
	if got, ok := (Check{}).MaxWordGap(0); ok || got != 0 {
		t.Errorf("no words: %v %v", got, ok)
	}
}
