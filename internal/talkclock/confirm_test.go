package talkclock

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/table"
)

// TestQuitQuestionIsAnsweredNotCarriedOut: after q or Ctrl+C the clock
// asks; y, ja or Enter quits, a second Ctrl+C within 2 s quits, and any
// other key goes on and is not carried out (space does not press, "a" is
// not answered as an unknown key; "a" is the Czech yes).
func TestQuitQuestionIsAnsweredNotCarriedOut(t *testing.T) {
	const goesOn = "Not quitting; the clock goes on."
	cases := []struct {
		name  string
		keys  []string
		at    []time.Duration
		quits bool
		last  string
	}{
		{"y quits", []string{"q", "y"}, []time.Duration{1, 2}, true, ""},
		{"ja quits", []string{"q", "ja"}, []time.Duration{1, 2}, true, ""},
		{"Enter quits", []string{"q", table.KeyEnter}, []time.Duration{1, 2}, true, ""},
		{"an empty line quits", []string{"q", ""}, []time.Duration{1, 2}, true, ""},
		{"space goes on and does not press", []string{"q", table.KeySpace}, []time.Duration{1, 2}, false, goesOn},
		{"another key goes on, not carried out", []string{"q", "x"}, []time.Duration{1, 2}, false, goesOn},
		{"n goes on", []string{"q", "n"}, []time.Duration{1, 2}, false, goesOn},
		{"Ctrl+C asks", []string{table.KeyCtrlC}, []time.Duration{1}, false, "Quit the clock? Press y to quit, any other key to go on."},
		{"two Ctrl+C within 2 s leave", []string{table.KeyCtrlC, table.KeyCtrlC}, []time.Duration{1, 2}, true, ""},
		{"two Ctrl+C 3 s apart ask and go on", []string{table.KeyCtrlC, table.KeyCtrlC}, []time.Duration{1, 4}, false, goesOn},
		{"q then Ctrl+C is no double interrupt", []string{"q", table.KeyCtrlC}, []time.Duration{1, 2}, false, goesOn},
	}
	for _, c := range cases {
		m, err := New(Config{Control: "5+3", Me: "white", Lang: "en", Alerts: "none"})
		if err != nil {
			t.Fatal(err)
		}
		m.Intro()
		var outs []table.Output
		for i, k := range c.keys {
			outs = m.Apply(table.Input{At: c.at[i] * time.Second, Source: table.SourceKeyboard, Text: k})
		}
		quit := false
		var said []string
		for _, o := range outs {
			if o.Kind == table.KindQuit {
				quit = true
			}
			if o.Say.Text != "" {
				said = append(said, o.Say.Text)
			}
		}
		if quit != c.quits {
			t.Errorf("%s: quit %v, want %v (said %q)", c.name, quit, c.quits, said)
		}
		if c.last != "" && strings.Join(said, "|") != c.last {
			t.Errorf("%s: said %q, want %q", c.name, said, c.last)
		}
		if !c.quits && m.c.Status().String() != "not started" {
			t.Errorf("%s: the clock is %v, want not started", c.name, m.c.Status())
		}
	}
}

// TestOneKeyMapInTheClock: the clock's keys are play's (README, "One key
// map"): p and "." press like space and Enter, s starts, z pauses and
// resumes, r says the state again.
func TestOneKeyMapInTheClock(t *testing.T) {
	want := map[string]action{"p": actPressOrStart, ".": actPressOrStart, table.KeySpace: actPressOrStart,
		table.KeyEnter: actPressOrStart, "": actPressOrStart, "z": actPauseToggle, "r": actStatus, "s": actStart,
		"t": actTime, "o": actOpponent, "b": actBoth, "m": actMoves, "h": actHelp, "?": actHelp, "q": actQuit,
		table.KeyCtrlC: actInterrupt}
	for k, a := range want {
		if got := keyAction(k); got != a {
			t.Errorf("key %q: action %v, want %v", k, got, a)
		}
	}
	m, err := New(Config{Control: "5+3", Me: "white", Lang: "de", Alerts: "none"})
	if err != nil {
		t.Fatal(err)
	}
	m.Intro()
	steps := []struct{ key, said string }{
		{"s", "Uhr gestartet, Weiß am Zug"},
		{"p", "Schwarz am Zug"},
		{".", "Weiß am Zug"},
		{"z", "Uhr angehalten"},
		{"z", "Uhr läuft weiter, Weiß am Zug"},
	}
	for i, s := range steps {
		var said []string
		for _, o := range m.Apply(table.Input{At: time.Duration(i+1) * time.Second, Source: table.SourceKeyboard, Text: s.key}) {
			if o.Say.Text != "" {
				said = append(said, o.Say.Text)
			}
		}
		if strings.Join(said, "|") != s.said {
			t.Errorf("key %q: said %q, want %q", s.key, said, s.said)
		}
	}
}
