package table

import (
	"strings"
	"testing"
)

// The tests of the arbiter's approval sheet (docs/approval.md) that are
// about the table: the build it names, the tournament setting.

const testProgram = "blindchess v9.8.7 0123456789ab go1.22.2"

func TestVersionCommandSaysTheBuild(t *testing.T) {
	tests := []struct {
		program, lang, line, want string
	}{
		{testProgram, "en", "version", "Program: " + testProgram + "."},
		{testProgram, "de", "version", "Programm: " + testProgram + "."},
		{testProgram, "cs", "verze", "Program: " + testProgram + "."},
		{"", "en", "VERSION", "Program: blindchess."},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Program, s.Lang = tt.program, tt.lang }))
		out := typed(tb, tt.line)
		if len(out) != 1 || out[0].Say.Text != tt.want || out[0].Say.Audience != Player {
			t.Errorf("%s (lang %s): got %+v, want one line to the player %q", tt.line, tt.lang, out, tt.want)
		}
	}
}

func TestPGNAnnotatorNamesTheBuild(t *testing.T) {
	for _, tt := range []struct{ program, want string }{
		{testProgram, `[Annotator "` + testProgram + `"]`},
		{"", `[Annotator "blindchess"]`},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Program = tt.program }))
		if got := pgnText(tb); !strings.Contains(got, tt.want+"\n") {
			t.Errorf("PGN of program %q lacks %s:\n%s", tt.program, tt.want, got)
		}
	}
}

func TestJournalHeaderKeepsTheBuild(t *testing.T) {
	s := setup(func(s *Setup) { s.Program = testProgram })
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"program":"`+testProgram+`"`) {
		t.Errorf("header %s lacks the program", raw)
	}
	back, err := UnmarshalSetup(raw)
	if err != nil {
		t.Fatal(err)
	}
	if back.Program != testProgram {
		t.Errorf("the header read back names %q, want %q", back.Program, testProgram)
	}
}
