package voice

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestIsSquare: a file word and a rank word of the style, in that order,
// are a square alone; a piece, "takes", a check word, castling, another
// style's rank or a third word are not.
func TestIsSquare(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		words string
		want  bool
	}{
		{phonetic.AnnexD, "anna drei", true},
		{phonetic.AnnexD, "hector acht", true},
		{phonetic.AnnexD, "eva fuenf", true},
		{phonetic.AnnexDEn, "david three", true},
		{phonetic.CzechStyle, "anna ctyri", true},
		{phonetic.CzechStyle, "gustav sest", true},
		{phonetic.AnnexD, "anna three", false},       // an English rank in the German style
		{phonetic.AnnexD, "drei anna", false},        // rank first
		{phonetic.AnnexD, "turm drei", false},        // a piece
		{phonetic.AnnexD, "anna drei schach", false}, // three words
		{phonetic.AnnexDEn, "long castling", false},
		{phonetic.AnnexDEn, "anna", false},
		{phonetic.AnnexDEn, "", false},
		{phonetic.AnnexDEn, "anna  four", true}, // spaces do not count
	}
	for _, tc := range tests {
		if got := IsSquare(tc.style, tc.words); got != tc.want {
			t.Errorf("IsSquare(%v, %q) = %v, want %v", tc.style, tc.words, got, tc.want)
		}
	}
}

// TestSquareWordLimit: the rank words of a Czech square alone, jedna to
// osm, are held to CzechSquareRankLimit; the Czech file words and every
// word of the German and English styles (their ranks among them, and a
// Czech rank token in another style) to SquareGapLimit, as before it.
func TestSquareWordLimit(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  float64
	}{
		{phonetic.CzechStyle, "jedna", CzechSquareRankLimit},
		{phonetic.CzechStyle, "tri", CzechSquareRankLimit},
		{phonetic.CzechStyle, "ctyri", CzechSquareRankLimit},
		{phonetic.CzechStyle, "sest", CzechSquareRankLimit},
		{phonetic.CzechStyle, "osm", CzechSquareRankLimit},
		{phonetic.CzechStyle, "anna", SquareGapLimit},
		{phonetic.CzechStyle, "felix", SquareGapLimit},
		{phonetic.CzechStyle, "hector", SquareGapLimit},
		{phonetic.AnnexD, "drei", SquareGapLimit},
		{phonetic.AnnexD, "vier", SquareGapLimit},
		{phonetic.AnnexD, "anna", SquareGapLimit},
		{phonetic.AnnexDEn, "three", SquareGapLimit},
		{phonetic.AnnexDEn, "six", SquareGapLimit},
		{phonetic.AnnexDEn, "felix", SquareGapLimit},
		{phonetic.AnnexD, "tri", SquareGapLimit},    // a Czech rank in the German style
		{phonetic.AnnexDEn, "sest", SquareGapLimit}, // and in the English
	}
	for _, tc := range tests {
		if got := SquareWordLimit(tc.style, tc.token); got != tc.want {
			t.Errorf("SquareWordLimit(%v, %q) = %v, want %v", tc.style, tc.token, got, tc.want)
		}
	}
	if CzechSquareRankLimit <= SquareGapLimit {
		t.Errorf("CzechSquareRankLimit %v is not looser than SquareGapLimit %v", CzechSquareRankLimit, SquareGapLimit)
	}
}

// TestMoveFramesOf: the longest a move's word took in the tuning moves,
// per style; a word never measured in that style is not known.
func TestMoveFramesOf(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  int
		ok    bool
	}{
		{phonetic.CzechStyle, "anna", 17, true},
		{phonetic.AnnexD, "anna", 23, true},
		{phonetic.AnnexDEn, "castling", 58, true},
		{phonetic.AnnexD, "three", 0, false},
		{phonetic.AnnexD, "zuege", 0, false},
		{phonetic.NATO, "anna", 0, false},
	}
	for _, tc := range tests {
		if got, ok := MoveFramesOf(tc.style, tc.token); got != tc.want || ok != tc.ok {
			t.Errorf("MoveFramesOf(%v, %q) = %d %v, want %d %v", tc.style, tc.token, got, ok, tc.want, tc.ok)
		}
	}
}
