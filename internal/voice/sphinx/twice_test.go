package sphinx

import (
	"strings"
	"testing"
)

// TestTwiceApart: a word said twice in a move is held to one
// pronunciation; the sayings of final15's talk taken for a long form
// (session 22) were heard two ways.
func TestTwiceApart(t *testing.T) {
	w := func(word string, phones int) WordVowels { return WordVowels{Word: word, Phones: phones} }
	tests := []struct {
		name   string
		ws     []WordVowels
		phones string
		want   string
	}{
		{"German talk as a long form: anna two ways", []WordVowels{w("bauer", 3), w("anna", 3), w("zwei", 4), w("anna", 3), w("drei", 3)}, "B AW AH AA N AA T S V AY AE N AH D R AY", "anna"},
		{"English talk: eva two ways", []WordVowels{w("pawn", 3), w("eva", 3), w("two", 2), w("eva", 3), w("four", 3)}, "P AO N IY V AH T UW EY V AH F AO R", "eva"},
		{"Czech: the same pronunciation twice", []WordVowels{w("pesec", 5), w("eva", 3), w("dva", 3), w("eva", 3), w("ctyri", 5)}, "P EH SH EH TS EH V AA D V AA EH V AA CH T IH R IH", ""},
		{"no word twice", []WordVowels{w("springer", 6), w("felix", 6), w("drei", 3)}, "SH P R IH NG ER F EH L IH K S D R AY", ""},
		{"a rank twice, the same", []WordVowels{w("turm", 4), w("david", 5), w("acht", 3), w("eva", 3), w("acht", 3)}, "T UH R M D AA V IH T AA K T EY V AA AA K T", ""},
		{"phones not known", []WordVowels{w("bauer", 3), w("anna", 3), w("zwei", 4), w("anna", 3), w("drei", 3)}, "", ""},
		{"fewer phones than the words have", []WordVowels{w("anna", 3), w("anna", 3)}, "AA N AA AE N", ""},
		{"a word alone", []WordVowels{w("zuege", 5)}, "T S UW G AH", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := twiceApart(tc.ws, strings.Fields(tc.phones)); got != tc.want {
				t.Errorf("twiceApart = %q, want %q", got, tc.want)
			}
		})
	}
}
