package phonetic

import "testing"

// TestUpperFirst: the first letter of a line goes to upper case (Czech
// and German letters too); a line that begins with a capital, a digit,
// punctuation or a byte that is no UTF-8 stays as it is.
func TestUpperFirst(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"remíza", "Remíza"},
		{"move one, Eva four", "Move one, Eva four"},
		{"čas", "Čas"},
		{"übrig", "Übrig"},
		{"Eva vier", "Eva vier"},
		{"1. e4", "1. e4"},
		{", x", ", x"},
		{"\xffabc", "\xffabc"},
		{"", ""},
	} {
		if got := UpperFirst(tc.in); got != tc.want {
			t.Errorf("UpperFirst(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
