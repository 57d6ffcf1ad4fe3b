package voice

import (
	"math"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestUnevenness: the largest of the words' frames against their medians
// divided by the smallest, per style; words never measured are left
// out, and fewer than two measured words give no measure.
func TestUnevenness(t *testing.T) {
	tests := []struct {
		name   string
		style  phonetic.Style
		words  []string
		frames []int
		want   float64
		ok     bool
	}{
		// "It sounded OK." heard as "knight cesar three" (final13):
		// knight 6/22, cesar 38/31.
		{"conversation squeezed into knight", phonetic.AnnexDEn, []string{"knight", "cesar", "three"}, []int{6, 38, 23}, (38.0 / 31) / (6.0 / 22), true},
		// "FIDE federace" heard as "eva three": eva 44/19, three 12/24.
		{"a square with a stretched file", phonetic.AnnexDEn, []string{"eva", "three"}, []int{44, 12}, (44.0 / 19) / (12.0 / 24), true},
		{"one tempo, said slowly", phonetic.AnnexD, []string{"springer", "felix", "drei"}, []int{64, 74, 44}, 1, true},
		{"one tempo, said fast", phonetic.AnnexD, []string{"springer", "felix", "drei"}, []int{16, 18, 11}, (16.0 / 32) / (18.0 / 37), true},
		{"Czech: the same word twice", phonetic.CzechStyle, []string{"vez", "david", "osm", "eva", "osm"}, []int{25, 24, 11, 17, 44}, 4, true},
		{"German table, not English", phonetic.AnnexD, []string{"eva", "vier"}, []int{22, 24}, 1, true},
		{"a word never measured is left out", phonetic.AnnexDEn, []string{"knight", "matt", "three"}, []int{22, 200, 24}, 1, true},
		{"one word measured", phonetic.AnnexDEn, []string{"knight", "matt"}, []int{22, 5}, 0, false},
		{"a word of no frames is left out", phonetic.CzechStyle, []string{"eva", "tri"}, []int{0, 20}, 0, false},
		{"frames missing", phonetic.CzechStyle, []string{"eva", "tri"}, []int{17}, 0, false},
		{"no words", phonetic.CzechStyle, nil, nil, 0, false},
	}
	for _, tc := range tests {
		got, ok := Unevenness(tc.style, tc.words, tc.frames)
		if ok != tc.ok || math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: %v %v, want %v %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

// TestMoveMedianFramesOf: each style's table holds its own words; a word
// of another style or none is not measured.
func TestMoveMedianFramesOf(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  int
		ok    bool
	}{
		{phonetic.AnnexD, "springer", 32, true},
		{phonetic.AnnexDEn, "knight", 22, true},
		{phonetic.CzechStyle, "jezdec", 42, true},
		{phonetic.AnnexD, "knight", 0, false},
		{phonetic.CzechStyle, "matt", 0, false},
	}
	for _, tc := range tests {
		if got, ok := MoveMedianFramesOf(tc.style, tc.token); got != tc.want || ok != tc.ok {
			t.Errorf("%v %q: %d %v, want %d %v", tc.style, tc.token, got, ok, tc.want, tc.ok)
		}
	}
}
