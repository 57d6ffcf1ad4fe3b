//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/voice"
)

// TestSqueezedWordHasNoPeakAndFewFrames (wrong, session 12): a word of a
// move is squeezed when its frames hold no loudness peak and it took
// under minPeaklessFramesPerPhone frames per phone; a peak, enough
// frames, unknown levels (-1) or no phones make none.
func TestSqueezedWordHasNoPeakAndFewFrames(t *testing.T) {
	tests := []struct {
		name string
		vs   []WordVowels
		want string
	}{
		{"turm anna acht anna eins: eins 10 frames for 3 phones, no peak", []WordVowels{
			{Word: "turm", Said: 1, Phones: 4, Peaks: 1, Frames: 18},
			{Word: "anna", Said: 2, Phones: 3, Peaks: 1, Frames: 17},
			{Word: "acht", Said: 1, Phones: 3, Peaks: 2, Frames: 27},
			{Word: "anna", Said: 2, Phones: 3, Peaks: 1, Frames: 13},
			{Word: "eins", Said: 1, Phones: 3, Peaks: 0, Frames: 10},
		}, "eins"},
		{"eight 6 frames for 2 phones, no peak", []WordVowels{
			{Word: "knight", Said: 2, Phones: 3, Peaks: 2, Frames: 30},
			{Word: "eight", Said: 1, Phones: 2, Peaks: 0, Frames: 6},
		}, "eight"},
		{"the first of two squeezed", []WordVowels{
			{Word: "one", Said: 1, Phones: 3, Peaks: 0, Frames: 9},
			{Word: "two", Said: 1, Phones: 2, Peaks: 0, Frames: 6},
		}, "one"},
		{"at the limit: 4 frames a phone", []WordVowels{{Word: "eins", Said: 1, Phones: 3, Peaks: 0, Frames: 12}}, ""},
		{"just under the limit", []WordVowels{{Word: "eins", Said: 1, Phones: 3, Peaks: 0, Frames: 11}}, "eins"},
		{"short but with a peak", []WordVowels{{Word: "eins", Said: 1, Phones: 3, Peaks: 1, Frames: 9}}, ""},
		{"no peak but long enough", []WordVowels{{Word: "eins", Said: 1, Phones: 3, Peaks: 0, Frames: 25}}, ""},
		{"levels not known", []WordVowels{{Word: "eins", Said: 1, Phones: 3, Peaks: -1, Frames: 9}}, ""},
		{"no phones known", []WordVowels{{Word: "eins", Peaks: 0, Frames: 3}}, ""},
		{"no words", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := squeezedWord(tc.vs); got != tc.want {
				t.Errorf("squeezedWord = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTooFewPeaksForTheVowelsHeard (wrong, session 12): a move is
// refused when its words have two vowels or more beyond the loudness
// peaks of their frames; one more vowel than peaks, unknown levels (-1)
// or no words are not.
func TestTooFewPeaksForTheVowelsHeard(t *testing.T) {
	knightBellaEight := []WordVowels{
		{Word: "knight", Said: 2, Phones: 3, Peaks: 1, Frames: 16},
		{Word: "bella", Said: 2, Phones: 4, Peaks: 3, Frames: 29},
		{Word: "eight", Said: 2, Phones: 3, Peaks: 1, Frames: 22},
	}
	tests := []struct {
		name string
		c    Check
		want bool
	}{
		{"6 vowels, 4 peaks (bella five heard knight bella eight)", Check{Vowels: knightBellaEight, Peaks: 4}, true},
		{"6 vowels, 5 peaks", Check{Vowels: knightBellaEight, Peaks: 5}, false},
		{"6 vowels, 6 peaks", Check{Vowels: knightBellaEight, Peaks: 6}, false},
		{"6 vowels, no peak", Check{Vowels: knightBellaEight, Peaks: 0}, true},
		{"more peaks than vowels", Check{Vowels: knightBellaEight, Peaks: 9}, false},
		{"levels not known", Check{Vowels: knightBellaEight, Peaks: -1}, false},
		{"no words", Check{Peaks: 0}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tooFewPeaks(tc.c); got != tc.want {
				t.Errorf("tooFewPeaks = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestHiddenAndWeak (wrong, session 12): a move is refused when it hid
// minHiddenWeak frames of speech or more and a word of it is at least
// voice.WordDoubtExcess above its typical gap; less of either, or no word
// measured, is not.
func TestHiddenAndWeak(t *testing.T) {
	weak := Check{Excess: 0.0035, ExcessWord: "two"}
	tests := []struct {
		name   string
		c      Check
		hidden int
		want   bool
	}{
		{"22 frames hidden, two 0.0035 above its typical gap", weak, 22, true},
		{"at both limits", Check{Excess: voice.WordDoubtExcess, ExcessWord: "two"}, 20, true},
		{"one frame less hidden", weak, 19, false},
		{"a word just under the weak level", Check{Excess: 0.0024, ExcessWord: "two"}, 22, false},
		{"no word measured", Check{Excess: 0.0035}, 22, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := hiddenAndWeak(tc.c, tc.hidden); got != tc.want {
				t.Errorf("hiddenAndWeak = %v, want %v", got, tc.want)
			}
		})
	}
}
