package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestParseWarp: a warp from 0.7 to 1.3 is read as given (spaces around
// it allowed); anything else fails saying what is allowed.
func TestParseWarp(t *testing.T) {
	tests := []struct {
		in      string
		want    float64
		wantErr string
	}{
		{"1", 1, ""},
		{"1.2", 1.2, ""},
		{" 1.3 ", 1.3, ""},
		{"0.7", 0.7, ""},
		{"1e0", 1, ""},
		{"1.31", 0, "voice warp 1.31: outside the range; give a number from 0.7 to 1.3 (1 is no warp)"},
		{"0.69", 0, "voice warp 0.69: outside the range; give a number from 0.7 to 1.3 (1 is no warp)"},
		{"-1", 0, "voice warp -1: outside the range; give a number from 0.7 to 1.3 (1 is no warp)"},
		{"NaN", 0, "voice warp NaN: outside the range; give a number from 0.7 to 1.3 (1 is no warp)"},
		{"Inf", 0, "voice warp +Inf: outside the range; give a number from 0.7 to 1.3 (1 is no warp)"},
		{"1,2", 0, `voice warp "1,2": not a number; give a number from 0.7 to 1.3 (1 is no warp)`},
		{"", 0, `voice warp "": not a number; give a number from 0.7 to 1.3 (1 is no warp)`},
		{"high", 0, `voice warp "high": not a number; give a number from 0.7 to 1.3 (1 is no warp)`},
	}
	for _, tc := range tests {
		got, err := ParseWarp(tc.in)
		switch {
		case tc.wantErr == "" && (err != nil || got != tc.want):
			t.Errorf("ParseWarp(%q) = %g, %v; want %g", tc.in, got, err, tc.want)
		case tc.wantErr != "" && (err == nil || err.Error() != tc.wantErr):
			t.Errorf("ParseWarp(%q) = %g, %v; want the error %q", tc.in, got, err, tc.wantErr)
		}
	}
}

// TestNewWarpedRefusesAWarpOutOfRange: NewWarped starts no decoder for a
// warp outside WarpMin..WarpMax, in a build with or without the
// recogniser, and says what is allowed.
func TestNewWarpedRefusesAWarpOutOfRange(t *testing.T) {
	v := voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}
	for _, w := range []float64{0, 0.6, 1.4, 2} {
		r, err := NewWarped(v, t.TempDir(), w)
		if r != nil || err == nil || err.Error() != checkWarp(w).Error() {
			t.Errorf("NewWarped(%g) = %v, %v; want no recogniser and %v", w, r, err, checkWarp(w))
		}
	}
}

// FuzzParseWarp: ParseWarp never panics, and what it accepts is inside
// WarpMin..WarpMax.
func FuzzParseWarp(f *testing.F) {
	for _, s := range []string{"1", "1.2", "0.7", "1.31", "NaN", "", "1,2", "1e-400", "0x1p0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, err := ParseWarp(s)
		if err == nil && !(w >= WarpMin && w <= WarpMax) {
			t.Errorf("ParseWarp(%q) = %g, outside %g..%g", s, w, WarpMin, WarpMax)
		}
	})
}
