package table

import (
	"bufio"
	"io"
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

// TestReadScriptLongLine reads a script with a line of 3 MiB between two
// moves: the line's first MaxScriptLine bytes are typed (its answer is
// short), and the script goes on; before, the whole script stopped with
// "bufio.Scanner: token too long".
func TestReadScriptLongLine(t *testing.T) {
	long := strings.Repeat("z", 3<<20)
	for _, end := range []string{"\n", "\r\n", ""} {
		script := "0 e4" + end + "1 " + long + end + "2 e5" + end
		if end == "" {
			script = "0 e4\n1 " + long
		}
		lines, err := ParseScript(strings.NewReader(script))
		if err != nil {
			t.Fatalf("line end %q: %v", end, err)
		}
		want := 3
		if end == "" {
			want = 2
		}
		if len(lines) != want || lines[0].Text != "e4" || len(lines[1].Text) != MaxScriptLine-2 || strings.Trim(lines[1].Text, "z") != "" {
			t.Fatalf("line end %q: %d lines, the long one %d bytes", end, len(lines), len(lines[1].Text))
		}
		if want == 3 && (lines[2].Text != "e5" || lines[2].Line != 3) {
			t.Errorf("line end %q: after the long line %+v", end, lines[2])
		}
	}
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en" }))
	lines, _ := ParseScript(strings.NewReader("0 e4\n1 " + long + "\n2 e5\n"))
	var got []string
	for _, l := range lines {
		got = append(got, texts(tb.Apply(Input{At: l.At, Source: SourceScript, Text: l.Text}))...)
	}
	equalLines(t, got, []string{"Eva vier", "Not understood: " + strings.Repeat("z", 20) + "…. Type a move or a command; help lists them.", "Eva fünf"})
}

// FuzzReadBoundedLine checks that a line is never longer than the bound,
// never holds a line end, and that the lines of an input within the bound
// are its lines.
func FuzzReadBoundedLine(f *testing.F) {
	for _, s := range []string{"", "a", "a\nb", "a\r\nb\n", "\n\n", strings.Repeat("x", 100) + "\ny"} {
		f.Add(s, 8)
	}
	f.Fuzz(func(t *testing.T, s string, max int) {
		if max < 1 || max > 1<<16 {
			return
		}
		br := bufio.NewReaderSize(strings.NewReader(s), 16)
		var got []string
		for {
			line, err := ReadBoundedLine(br, max)
			if len(line) > max || strings.Contains(line, "\n") {
				t.Fatalf("line %q over the bound %d or with a line end", line, max)
			}
			if err == io.EOF {
				if line != "" {
					got = append(got, line)
				}
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, line)
		}
		if strings.Contains(s, "\r") || len(s) > max {
			return
		}
		want := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
		if s == "" {
			want = nil
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") || len(got) != len(want) {
			t.Errorf("lines of %q: %q, want %q", s, got, want)
		}
	})
}

// TestClipWords: in a message, only runs of more than n characters without
// a space are shortened; the words around them stay.
func TestClipWords(t *testing.T) {
	long := strings.Repeat("p", 300)
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"", 5, ""},
		{"cannot resume x: no such file", 6, "cannot resume x: no such file"},
		{"--resume " + long + " : no such file", 10, "--resume " + strings.Repeat("p", 10) + "… : no such file"},
		{"a\n" + long + "\tb", 3, "a\nppp…\tb"},
		{"Jiří " + strings.Repeat("ř", 12), 10, "Jiří " + strings.Repeat("ř", 10) + "…"},
	}
	for _, tc := range tests {
		if got := ClipWords(tc.in, tc.n); got != tc.want {
			t.Errorf("ClipWords(%.40q, %d) = %.60q, want %.60q", tc.in, tc.n, got, tc.want)
		}
	}
}
