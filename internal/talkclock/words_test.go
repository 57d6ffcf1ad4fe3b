package talkclock

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/table"
)

func TestParseScript(t *testing.T) {
	got, err := ParseScript(strings.NewReader("  # comment\n0 START\n\n1.5 press # White moves\n1.5 time\n12.25 quit\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []table.ScriptLine{
		{Line: 2, At: 0, Text: "start"},
		{Line: 4, At: 1500 * time.Millisecond, Text: "press"},
		{Line: 5, At: 1500 * time.Millisecond, Text: "time"},
		{Line: 6, At: 12250 * time.Millisecond, Text: "quit"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseScript = %+v, want %+v", got, want)
	}
	for _, s := range []string{"1.", ".5", "1.2345", "-1", "1e3", "+1", "99999999", "604801"} {
		if _, err := parseSeconds(s); err == nil {
			t.Errorf("parseSeconds(%q) accepted", s)
		}
	}
	for s, want := range map[string]time.Duration{"0": 0, "7": 7 * time.Second, "0.001": time.Millisecond, "3.1": 3100 * time.Millisecond, "604800": 7 * 24 * time.Hour} {
		if got, err := parseSeconds(s); err != nil || got != want {
			t.Errorf("parseSeconds(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for d, want := range map[time.Duration]string{0: "0", 1500 * time.Millisecond: "1.5", time.Millisecond: "0.001", 5400250 * time.Millisecond: "5400.25", 1999999 * time.Microsecond: "1.999"} {
		if got := FormatSeconds(d); got != want {
			t.Errorf("FormatSeconds(%v) = %q, want %q", d, got, want)
		}
	}
}

func FuzzParseScript(f *testing.F) {
	f.Add("0 start\n1.5 press\n# c\n2 quit\n2 yes\n")
	f.Add("1. x\n")
	f.Add("5 start\n4 press")
	f.Add("0 quit\n0 ja\n1 quit\n2 x\n")
	f.Add("0 start\n1 yes\n")
	f.Add("0 quit\n0 quit\n0 quit\n")
	f.Add("0 start\n12 k add black 2m\n")
	f.Fuzz(func(t *testing.T, s string) {
		lines, err := ParseScript(strings.NewReader(s))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") && !strings.HasPrefix(err.Error(), "the script") {
				t.Fatalf("error without a line: %v", err)
			}
			return
		}
		for i, ln := range lines {
			_, ok := scriptActions[ln.Text]
			// An arbiter's correction ("k add black 2m") is read when it
			// is played, as a pipe's line is.
			correction := strings.HasPrefix(ln.Text, "k ")
			// Only the line right after a quit may be any word (its answer).
			if ln.At < 0 || (i > 0 && ln.At < lines[i-1].At) || !ok && !correction && !answers(lines, i) {
				t.Fatalf("bad line %+v", ln)
			}
		}
	})
}

func TestRefusal(t *testing.T) {
	m, err := New(Config{Control: "5+3", Me: "white", Lang: "en", Alerts: "none"})
	if err != nil {
		t.Fatal(err)
	}
	for err, want := range map[error]string{
		clock.ErrNotStarted:               "press space to start",
		clock.ErrPaused:                   "press z to resume",
		clock.ErrFrozen:                   "call the arbiter",
		clock.ErrNotPaused:                "not paused",
		errors.New("something else"):      "Not done: something else.",
		errors.Join(clock.ErrPaused, nil): "press z to resume",
	} {
		if got := m.refusal(err); !strings.Contains(got, want) {
			t.Errorf("refusal(%v) = %q, want %q", err, got, want)
		}
	}
}

// answers reports whether lines[i] answers a quit question: it follows a
// quit that is not itself an answer.
func answers(lines []table.ScriptLine, i int) bool {
	if i == 0 || lines[i-1].Text != "quit" {
		return false
	}
	return !answers(lines, i-1)
}

// TestParseScriptTakesTheAnswerAfterQuit: the line after a quit answers
// its question with any one word; an answer word anywhere else is refused
// with its line, and an unknown word that answers nothing too.
func TestParseScriptTakesTheAnswerAfterQuit(t *testing.T) {
	cases := []struct {
		name, script string
		texts        []string
		err          string
	}{
		{"yes after quit", "0 start\n1 quit\n1 YES\n", []string{"start", "quit", "yes"}, ""},
		{"a press after quit is its answer", "0 start\n1 quit\n2 press\n3 press\n", []string{"start", "quit", "press", "press"}, ""},
		{"any word after quit", "1 quit\n2 maybe\n", []string{"quit", "maybe"}, ""},
		{"quit answering quit", "1 quit\n1 quit\n2 quit\n2 ano\n", []string{"quit", "quit", "quit", "ano"}, ""},
		{"quit at the last line", "0 start\n1 quit\n", []string{"start", "quit"}, ""},
		{"yes without a question", "0 start\n1 yes\n", nil, `line 2: "yes" answers no question; put an answer right after a quit line`},
		{"a second answer", "1 quit\n1 ja\n2 ja\n", nil, `line 3: "ja" answers no question; put an answer right after a quit line`},
		{"an unknown word answers nothing", "0 start\n1 maybe\n", nil, `line 2: unknown action "maybe"; use one of start, press, time, opponent, both, moves, status, pause, resume, quit, k add black 2m`},
	}
	for _, c := range cases {
		got, err := ParseScript(strings.NewReader(c.script))
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s: error %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var texts []string
		for _, l := range got {
			texts = append(texts, l.Text)
		}
		if !reflect.DeepEqual(texts, c.texts) {
			t.Errorf("%s: lines %q, want %q", c.name, texts, c.texts)
		}
	}
}

// TestParseScriptSkipsAByteOrderMark: a clock script saved with a UTF-8
// byte order mark (Windows' Notepad) is read as play's scripts are: the
// mark before line 1 is no part of its seconds ("\ufeff0" was refused as
// "not a number of seconds"), a line of the mark alone is blank.
func TestParseScriptSkipsAByteOrderMark(t *testing.T) {
	for _, script := range []string{"\ufeff0 start\n1 press\n", "\ufeff\n0 start\n1 press\n"} {
		got, err := ParseScript(strings.NewReader(script))
		if err != nil {
			t.Errorf("%q: %v", script, err)
			continue
		}
		if len(got) != 2 || got[0].Text != "start" || got[1].At != time.Second {
			t.Errorf("%q: %+v", script, got)
		}
	}
}
