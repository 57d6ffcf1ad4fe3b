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
