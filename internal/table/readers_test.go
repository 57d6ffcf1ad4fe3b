package table

import (
	"io"
	"strings"
	"testing"
)

func TestEscapeSequencesSkipped(t *testing.T) {
	tests := map[string]string{
		"\x1b[Am":    "m",
		"\x1b[1;5Ct": "t",
		"\x1bOPq":    "q",
		"\x1bxo":     "o",
		"a\x1b[15~b": "ab",
		"\x1b":       "",
	}
	for in, want := range tests {
		var e escState
		var got []byte
		for _, b := range []byte(in) {
			if !e.skip(b) {
				got = append(got, b)
			}
		}
		if string(got) != want {
			t.Errorf("%q: kept %q, want %q", in, got, want)
		}
	}
}

// readSteps is a reader that gives one step per Read: its bytes, or the
// end of input (an empty step), as a terminal in its own line mode does
// for a line, text ended by Ctrl+D, and Ctrl+D alone.
type readSteps struct{ steps []string }

func (r *readSteps) Read(p []byte) (int, error) {
	if len(r.steps) == 0 {
		return 0, io.EOF
	}
	s := r.steps[0]
	r.steps = r.steps[1:]
	if s == "" {
		return 0, io.EOF
	}
	return copy(p, s), nil
}

// TestReadTerminalLinesAsksAtTheEndOfInput: on a terminal the end of
// input (Ctrl+D) is sent as KeyCtrlD and reading goes on; text not ended
// by Enter is dropped; once the terminal is gone the end of input ends
// the reading. ReadLines ends at the first end of input.
func TestReadTerminalLinesAsksAtTheEndOfInput(t *testing.T) {
	steps := []string{"e4\n", "", "", "e6", "", "e5\r\n", "", ""}
	terminal := 4 // ends of input the terminal is still there for
	lines, readErr := ReadTerminalLines(&readSteps{steps: steps}, func() bool { terminal--; return terminal >= 0 }, nil)
	var got []string
	for l := range lines {
		got = append(got, l)
	}
	want := "e4|ctrl-d|ctrl-d|ctrl-d|e5|ctrl-d"
	if strings.Join(got, "|") != want || readErr() != nil {
		t.Errorf("ReadTerminalLines gave %q, %v; want %q", strings.Join(got, "|"), readErr(), want)
	}
	lines, _ = ReadLines(&readSteps{steps: steps}, nil)
	got = nil
	for l := range lines {
		got = append(got, l)
	}
	if strings.Join(got, "|") != "e4" {
		t.Errorf("ReadLines gave %q, want e4 alone", got)
	}
}

// TestLooksLikePGN: a PGN file (tags first, or movetext from move 1) is
// told from a script, also one whose bad line begins with a number.
func TestLooksLikePGN(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"[Event \"Club\"]\n\n1. e4 e5\n", true},
		{"\ufeff\n% exported\n[White_Elo \"2000\"]\n", true},
		{"1. e4 e5 2. Nf3\n", true},
		{"1.e4 e5\n", true},
		{"1... e5\n", true},
		{"0 e4\n1.5 e5\nx e6\n", false},
		{"1.5 e4\n", false},
		{"[not a tag\n", false},
		{"[Event Club]\n", false},
		{"e4 e5\n", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := LooksLikePGN(strings.NewReader(tt.text)); got != tt.want {
			t.Errorf("LooksLikePGN(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
