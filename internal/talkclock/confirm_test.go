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

// TestScriptQuitIsAskedAndAnsweredOnTheNextLine: a script's quit asks, as
// the key q does, and the next script line answers: yes, ja, ano or y
// quits; anything else goes on, and an action given as the answer is not
// carried out. A quit at the last line ends the run with the script, said.
// An answer without a question ends the run as a refused line.
func TestScriptQuitIsAskedAndAnsweredOnTheNextLine(t *testing.T) {
	question := map[string]string{
		"en": "Quit the clock? The next script line answers: yes quits, anything else goes on and is not carried out.",
		"de": "Uhr beenden? Die nächste Zeile des Skripts antwortet: ja beendet, alles andere macht weiter und wird nicht ausgeführt.",
		"cs": "Ukončit hodiny? Odpoví další řádek skriptu: ano ukončí, cokoli jiného pokračuje a neprovede se.",
	}
	cases := []struct {
		name, lang string
		lines      []string // script lines after "start" at 0 s, one a second
		quits      bool
		said       string // after "start", joined with |
		turn       string // the side to move at the end
		fail       string
	}{
		{"en yes quits", "en", []string{"quit", "yes"}, true, question["en"], "white", ""},
		{"en y quits", "en", []string{"quit", "y"}, true, question["en"], "white", ""},
		{"de ja quits", "de", []string{"quit", "ja"}, true, question["de"], "white", ""},
		{"cs ano quits", "cs", []string{"quit", "ano"}, true, question["cs"], "white", ""},
		{"en no goes on", "en", []string{"quit", "no"}, false, question["en"] + "|Not quitting; the clock goes on.", "white", ""},
		{"de nein goes on", "de", []string{"quit", "nein"}, false, question["de"] + "|Nicht beendet; die Uhr läuft weiter.", "white", ""},
		{"cs ne goes on", "cs", []string{"quit", "ne"}, false, question["cs"] + "|Neukončeno; hodiny běží dál.", "white", ""},
		{"en press is not carried out", "en", []string{"quit", "press"}, false,
			question["en"] + `|Not quitting; the clock goes on. "press" answered the question and is not carried out.`, "white", ""},
		{"de press is not carried out", "de", []string{"quit", "press"}, false,
			question["de"] + `|Nicht beendet; die Uhr läuft weiter. "press" war die Antwort und wird nicht ausgeführt.`, "white", ""},
		{"cs press is not carried out", "cs", []string{"quit", "press"}, false,
			question["cs"] + `|Neukončeno; hodiny běží dál. "press" byla odpověď a neprovede se.`, "white", ""},
		{"the line after the answer is carried out", "en", []string{"quit", "press", "press"}, false,
			question["en"] + `|Not quitting; the clock goes on. "press" answered the question and is not carried out.|Black to move`, "black", ""},
		{"en quit at the last line", "en", []string{"quit", InputScriptEnded}, true,
			question["en"] + "|The script ended before the quit question was answered; the run ends here.", "white", ""},
		{"de quit at the last line", "de", []string{"quit", InputScriptEnded}, true,
			question["de"] + "|Das Skript endete, bevor die Frage nach dem Beenden beantwortet war; der Lauf endet hier.", "white", ""},
		{"cs quit at the last line", "cs", []string{"quit", InputScriptEnded}, true,
			question["cs"] + "|Skript skončil dřív, než odpověděl na otázku na ukončení; běh zde končí.", "white", ""},
		{"the end of a script without a question changes nothing", "en", []string{"press", InputScriptEnded}, false, "Black to move", "black", ""},
		{"yes without a question is refused", "en", []string{"yes"}, true, "", "white",
			`"yes" answers no question; put an answer right after a quit line`},
	}
	for _, c := range cases {
		m, err := New(Config{Control: "5+3", Me: "white", Lang: c.lang, Alerts: "none", StopAtFlag: true})
		if err != nil {
			t.Fatal(err)
		}
		m.Apply(table.Input{At: 0, Source: table.SourceScript, Text: "start"})
		quit := false
		var said []string
		for i, l := range c.lines {
			in := table.Input{At: time.Duration(i+1) * time.Second, Source: table.SourceScript, Text: l}
			if l == InputScriptEnded {
				in.Source = table.SourceSystem
			}
			asks := l == "quit" && !m.Confirming()
			outs := m.Apply(in)
			if m.Confirming() != asks {
				t.Errorf("%s: after %q waiting for an answer %v, want %v", c.name, l, m.Confirming(), asks)
			}
			for _, o := range outs {
				if o.Kind == table.KindQuit {
					quit = true
				}
				if o.Say.Text != "" {
					said = append(said, o.Say.Text)
				}
			}
		}
		if quit != c.quits {
			t.Errorf("%s: quit %v, want %v (said %q)", c.name, quit, c.quits, said)
		}
		if got := strings.Join(said, "|"); got != c.said {
			t.Errorf("%s: said\n%q\nwant\n%q", c.name, got, c.said)
		}
		if got := m.c.Turn().String(); got != c.turn {
			t.Errorf("%s: %s to move, want %s", c.name, got, c.turn)
		}
		if m.Confirming() {
			t.Errorf("%s: still waiting for an answer", c.name)
		}
		_, ferr := m.Failed()
		if (ferr == nil) != (c.fail == "") || ferr != nil && ferr.Error() != c.fail {
			t.Errorf("%s: failure %v, want %q", c.name, ferr, c.fail)
		}
	}
}

// TestQuitQuestionIsMarkedAsAQuestion: the quit question (q, Ctrl+C, a
// script's quit) is marked as a question that waits for its answer, so
// that a braille display keeps it through the automatic time
// announcements until it is answered; the answer is not. In de, en and cs.
func TestQuitQuestionIsMarkedAsAQuestion(t *testing.T) {
	for _, lang := range []string{"de", "en", "cs"} {
		for _, c := range []struct {
			name   string
			source string
			keys   []string
		}{
			{"q", table.SourceKeyboard, []string{"q", "x"}},
			{"Ctrl+C", table.SourceKeyboard, []string{table.KeyCtrlC, "x"}},
			{"script quit", table.SourceScript, []string{"quit", "no"}},
		} {
			m, err := New(Config{Control: "5+3", Me: "white", Lang: lang, Alerts: "none"})
			if err != nil {
				t.Fatal(err)
			}
			m.Intro()
			for i, k := range c.keys {
				asked := 0
				for _, o := range m.Apply(table.Input{At: time.Duration(i+1) * time.Second, Source: c.source, Text: k}) {
					if o.Say.Question {
						asked++
					}
				}
				if want := map[bool]int{true: 1, false: 0}[i == 0]; asked != want {
					t.Errorf("%s, %s, key %d (%q): %d outputs marked as a question, want %d", lang, c.name, i, k, asked, want)
				}
			}
		}
	}
}
