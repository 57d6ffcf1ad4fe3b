package sphinx

import (
	"math"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestJudgeUneven: a move of two words or more whose words keep no one
// tempo (one word far shorter against its median than another) is
// rejected, whatever its gaps; a move said fast or slowly at one tempo
// is not, nor a word alone, nor a check not done.
func TestJudgeUneven(t *testing.T) {
	tests := []struct {
		name   string
		style  phonetic.Style
		c      Check
		uneven float64
		reject bool
	}{
		// final13's "It sounded OK." (English style, +shelby).
		{"conversation squeezed into knight", phonetic.AnnexDEn,
			Check{Words: "knight cesar three", Done: true, Gap: 0.009, Vowels: []WordVowels{{"knight", 1, 1, 2, 6}, {"cesar", 3, 4, 5, 38}, {"three", 1, 3, 3, 23}}},
			(38.0 / 31) / (6.0 / 22), true},
		// final13's "FIDE federace".
		{"a square with a stretched file", phonetic.AnnexDEn,
			Check{Words: "eva three", Done: true, Gap: 0.008, Vowels: []WordVowels{{"eva", 2, 3, 3, 44}, {"three", 1, 2, 3, 12}}},
			(44.0 / 19) / (12.0 / 24), true},
		{"just under the limit", phonetic.AnnexDEn,
			Check{Words: "eva three", Done: true, Gap: 0.005, Vowels: []WordVowels{{"eva", 2, 2, 3, 38}, {"three", 1, 1, 3, 12}}},
			(38.0 / 19) / (12.0 / 24), false},
		{"a German move said slowly", phonetic.AnnexD,
			Check{Words: "springer felix drei", Done: true, Gap: 0.005, Vowels: []WordVowels{{"springer", 2, 2, 7, 64}, {"felix", 2, 2, 5, 74}, {"drei", 1, 1, 3, 44}}},
			1, false},
		{"a Czech move said fast", phonetic.CzechStyle,
			Check{Words: "vez anna osm", Done: true, Gap: 0.005, Vowels: []WordVowels{{"vez", 1, 1, 3, 13}, {"anna", 2, 2, 3, 8}, {"osm", 1, 1, 3, 11}}},
			(8.0 / 15) / (11.0 / 22), false},
		{"a word alone is not a move", phonetic.CzechStyle,
			Check{Words: "cas", Done: true, Gap: 0.005, Vowels: []WordVowels{{"cas", 1, 3, 1, 40}}},
			0, false},
		{"not done", phonetic.AnnexDEn,
			Check{Words: "knight cesar three", Vowels: []WordVowels{{"knight", 1, 1, 2, 6}, {"cesar", 3, 4, 5, 38}}},
			0, false},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(tc.style)
		if math.Abs(c.Uneven-tc.uneven) > 1e-9 || c.Rejected != tc.reject {
			t.Errorf("%s: uneven %v rejected %v, want %v %v", tc.name, c.Uneven, c.Rejected, tc.uneven, tc.reject)
		}
	}
}
