package table

import (
	"strings"
	"testing"
	"time"
)

// TestScriptOutputsInTimeOrder runs a script on virtual time whose
// opponent's flag falls at 60.5 s, with the VI player's announcements due
// at 30, 20 and 10 s left, and whose next line comes at 100 s: every
// output is written in time order, the flag and the announcements at
// their instants, before the line at 100 s (before, they came after its
// input, at the line's turn).
func TestScriptOutputsInTimeOrder(t *testing.T) {
	s := setup(func(s *Setup) { s.Lang = "en"; s.Time = "1"; s.Me = "black"; s.Alerts = "30s,20s,10s" })
	l, outs := newLoop(t, t.TempDir(), s)
	l.Start()
	lines, err := ParseScript(strings.NewReader("0.5 e4\n0.5 p\n100 e5\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, sl := range lines {
		l.HandleScript(Input{At: sl.At, Source: SourceScript, Text: sl.Text})
	}
	l.Journal.Close()
	var last time.Duration
	var got []string
	for _, o := range *outs {
		if o.At < last {
			t.Errorf("output at %v after one at %v: %s", o.At, last, o.JSON())
		}
		last = o.At
		switch {
		case o.Kind == KindInput && o.Source == SourceScript:
			got = append(got, fmtSeconds(o.At).String()+" s input "+o.Input)
		case o.Kind == KindClock && o.Clock.What == "flag":
			got = append(got, fmtSeconds(o.At).String()+" s flag")
		case o.Kind == KindAnnounce && o.Say.Audience == Player:
			got = append(got, fmtSeconds(o.At).String()+" s "+o.Say.Text)
		}
	}
	equalLines(t, got, []string{
		"0.5 s input e4",
		"0.5 s input p",
		"30.5 s Thirty seconds",
		"40.5 s Twenty seconds",
		"50.5 s Ten seconds",
		"60.5 s flag",
		"60.5 s Black, flag fell",
		"100 s input e5",
	})
}
