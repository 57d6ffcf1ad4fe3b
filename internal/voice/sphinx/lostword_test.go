//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestWordLostBeforeSquare (wrong, session 14): a square alone is nothing
// understood when minSquareLead frames of silence or more came before its
// first word in the second decoding; just under it (whatever the hidden
// frames), a move of more words, a square with its check word, another
// style's words, a check not done and a whole recording (no levels
// known) are not.
func TestWordLostBeforeSquare(t *testing.T) {
	tests := []struct {
		name  string
		style phonetic.Style
		c     Check
		want  bool
	}{
		{"knight anna six heard anna six: lead 33, hidden 22", phonetic.AnnexDEn, Check{Done: true, Words: "anna six", Peaks: 3, Lead: 33, Hidden: 22}, true},
		{"cesar ctyri heard anna ctyri: lead 31", phonetic.CzechStyle, Check{Done: true, Words: "anna ctyri", Peaks: 4, Lead: 31, Hidden: 21}, true},
		{"lead at its limit", phonetic.AnnexD, Check{Done: true, Words: "anna vier", Peaks: 3, Lead: minSquareLead, Hidden: 0}, true},
		{"just under it", phonetic.AnnexD, Check{Done: true, Words: "eva sechs", Peaks: 3, Lead: minSquareLead - 1, Hidden: 0}, false},
		{"felix drei heard right: lead 10, hidden 18", phonetic.AnnexD, Check{Done: true, Words: "felix drei", Peaks: 3, Lead: 10, Hidden: 18}, false},
		{"dama anna ctyri heard anna ctyri: lead 13, hidden 17 (left)", phonetic.CzechStyle, Check{Done: true, Words: "anna ctyri", Peaks: 6, Lead: 13, Hidden: 17}, false},
		{"a square said alone", phonetic.AnnexD, Check{Done: true, Words: "eva vier", Peaks: 3, Lead: 11, Hidden: 2}, false},
		{"three words: not a square", phonetic.AnnexD, Check{Done: true, Words: "springer anna sechs", Peaks: 5, Lead: 33, Hidden: 22}, false},
		{"a square with its check word", phonetic.AnnexD, Check{Done: true, Words: "anna sechs schach", Peaks: 5, Lead: 33, Hidden: 22}, false},
		{"another style's words", phonetic.AnnexD, Check{Done: true, Words: "anna six", Peaks: 3, Lead: 33, Hidden: 22}, false},
		{"check not done", phonetic.AnnexD, Check{Words: "anna vier", Peaks: 3, Lead: 33, Hidden: 22}, false},
		{"a whole recording: no levels", phonetic.AnnexD, Check{Done: true, Words: "anna vier", Peaks: -1, Lead: 80}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := wordLostBeforeSquare(tc.style, tc.c); got != tc.want {
				t.Errorf("wordLostBeforeSquare = %v, want %v", got, tc.want)
			}
		})
	}
}
