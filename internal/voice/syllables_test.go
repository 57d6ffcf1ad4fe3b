package voice

import "testing"

// TestVowels: a pronunciation's vowels are its CMU vowel phones, one per
// syllable; its phones are all of them.
func TestVowels(t *testing.T) {
	tests := []struct {
		pron           string
		vowels, phones int
	}{
		{"AE N AH", 2, 3},
		{"D R AY", 1, 3},
		{"S P R IH NG ER", 2, 6},
		{"OW K EY", 2, 3},
		{"AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW", 15, 15},
		{"B CH D DH F G HH JH K L M N NG P R S SH T TH V W Y Z ZH", 0, 24},
		{"ae n ah", 2, 3},
		{"  K   IY  ", 1, 2},
		{"", 0, 0},
		{"X Q", 0, 2},
	}
	for _, tc := range tests {
		v, p := Vowels(tc.pron)
		if v != tc.vowels || p != tc.phones {
			t.Errorf("Vowels(%q) = %d, %d; want %d, %d", tc.pron, v, p, tc.vowels, tc.phones)
		}
	}
}

// TestAlonePeaksOfHoldsWordsAlone: the fewest peaks said alone are
// known for request and confirmation words only, each at least one (a
// word said has a syllable); a move's word is not held to it.
func TestAlonePeaksOfHoldsWordsAlone(t *testing.T) {
	for w, n := range alonePeaks {
		if _, req := RequestOf(w); !req && !IsYes(w) && !IsNo(w) {
			t.Errorf("alonePeaks holds %q, which is no request or confirmation word", w)
		}
		if n < 1 {
			t.Errorf("alonePeaks[%q] = %d, want at least 1", w, n)
		}
		if got, ok := AlonePeaksOf(w); !ok || got != n {
			t.Errorf("AlonePeaksOf(%q) = %d, %v; want %d, true", w, got, ok, n)
		}
	}
	for _, w := range []string{"anna", "springer", "", "Repeat"} {
		if n, ok := AlonePeaksOf(w); ok {
			t.Errorf("AlonePeaksOf(%q) = %d, true; want not measured", w, n)
		}
	}
	if n, _ := AlonePeaksOf("repeat"); n != 2 {
		t.Errorf("AlonePeaksOf(repeat) = %d, want 2 (two syllables, every tuning voice)", n)
	}
}
