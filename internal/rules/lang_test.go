package rules

import "testing"

// TestFromEnglishWritesTheLanguagesLetters: a move kept with the English
// letters (the PGN, the recording's index) is written with the letters of
// the language a person reads: every piece letter, the promotion's too;
// squares, castling and marks unchanged.
func TestFromEnglishWritesTheLanguagesLetters(t *testing.T) {
	for _, c := range []struct {
		move string
		l    Lang
		want string
	}{
		{"Nf3", German, "Sf3"},
		{"Nf3", Czech, "Jf3"},
		{"Nf3", English, "Nf3"},
		{"Nf3", AnyLang, "Nf3"},
		{"Bxc6", German, "Lxc6"},
		{"Bxc6", Czech, "Sxc6"},
		{"Rae1+", German, "Tae1+"},
		{"Rae1+", Czech, "Vae1+"},
		{"Qh5#", German, "Dh5#"},
		{"Kxe2", Czech, "Kxe2"},
		{"exd8=Q+", German, "exd8=D+"},
		{"b1=N", Czech, "b1=J"},
		{"Ng1-f3", German, "Sg1-f3"},
		{"O-O-O", German, "O-O-O"},
		{"e4", Czech, "e4"},
		{"", German, ""},
	} {
		if got := c.l.FromEnglish(c.move); got != c.want {
			t.Errorf("%s.FromEnglish(%q) = %q, want %q", c.l.Code(), c.move, got, c.want)
		}
	}
}
