package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestClip shows how much of a line an answer repeats.
func TestClip(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"e4", "e4"},
		{"abcdefghijklmnopqrst", "abcdefghijklmnopqrst"},
		{"abcdefghijklmnopqrstu", "abcdefghijklmnopqrst…"},
		{strings.Repeat("ü", 30), strings.Repeat("ü", 20) + "…"},
		{strings.Repeat("x", 200_000), strings.Repeat("x", 20) + "…"},
	}
	for _, tc := range tests {
		if got := Clip(tc.in); got != tc.want {
			t.Errorf("Clip(%.30q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestErrorsRepeatOnlyTheStartOfALongLine types lines of 200 KB (garbage,
// a command with a huge argument, a move with garbage after it): each
// error answers with at most the first 20 characters of the long part and
// "…", in every language.
func TestErrorsRepeatOnlyTheStartOfALongLine(t *testing.T) {
	huge := strings.Repeat("z", 200_000)
	lines := []string{
		huge,
		"position " + huge,
		"help " + huge,
		"arbiter " + huge,
		"arbiter penalty " + huge,
		"board " + huge,
		"e4 " + huge,
		"Zz" + huge,
		"\xe1" + huge,
	}
	for _, lang := range []string{"de", "en", "cs"} {
		for _, line := range lines {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = lang; s.Time = "90+30" }))
			outs := tb.Apply(Input{At: 0, Source: SourceKeyboard, Text: line})
			var errs int
			for _, o := range outs {
				text := o.Say.Text + o.Reason
				if len(text) > 1000 || strings.Contains(text, strings.Repeat("z", 21)) {
					t.Errorf("%s, line %.30q: answer of %d bytes: %.100q", lang, line, len(text), text)
				}
				if o.Kind == KindError {
					errs++
				}
			}
			if errs == 0 {
				t.Errorf("%s, line %.30q: no error: %v", lang, line, texts(outs))
			}
		}
	}
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en"; s.Style = phonetic.StyleNames()[0] }))
	got := texts(tb.Apply(Input{At: 0, Source: SourceKeyboard, Text: huge}))
	want := "Not understood: " + strings.Repeat("z", 20) + "…. Type a move or a command; help lists them."
	if len(got) != 1 || got[0] != want {
		t.Errorf("answer to a 200 KB line: %q, want %q", got, want)
	}
}
