package table

import (
	"testing"
)

// TestReopenSaysTheClocksState: "arbiter result *" after a resignation
// reopens the game and says, with the result, that the clock is paused and
// how it goes on (it used to say nothing, and the next press was answered
// "The clock is paused; type resume to go on"), in each language; a game without a clock
// says the result alone.
func TestReopenSaysTheClocksState(t *testing.T) {
	for _, tc := range []struct {
		style, time string
		want        []string
	}{
		{"annexd", "90+30", []string{
			`{"t":4,"event":"result","result":"*","reason":"arbiter"}`,
			`{"t":4,"event":"announce","text":"Ergebnis vom Schiedsrichter: *. Die Uhr ist angehalten; fortsetzen mit weiter.","audience":"all"}`,
		}},
		{"annexd-en", "90+30", []string{
			`{"t":4,"event":"result","result":"*","reason":"arbiter"}`,
			`{"t":4,"event":"announce","text":"Result set by the arbiter: *. The clock is paused; type resume to go on.","audience":"all"}`,
		}},
		{"cs", "90+30", []string{
			`{"t":4,"event":"result","result":"*","reason":"arbiter"}`,
			`{"t":4,"event":"announce","text":"Výsledek určený rozhodčím: *. Hodiny jsou zastaveny; pokračujte příkazem pokračovat.","audience":"all"}`,
		}},
		{"annexd-en", "", []string{
			`{"t":4,"event":"result","result":"*","reason":"arbiter"}`,
			`{"t":4,"event":"announce","text":"Result set by the arbiter: *.","audience":"all"}`,
		}},
	} {
		t.Run(tc.style+" "+tc.time, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Style, s.Time = tc.style, tc.time }))
			typed(tb, "e4", "press")
			typedConfirmed(t, tb, "resign black")
			var got []string
			for _, o := range typedConfirmed(t, tb, "arbiter result *") {
				got = append(got, string(o.JSON()))
			}
			equalLines(t, got, tc.want)
		})
	}
	// A resignation before the first move: the clock never started.
	tb := newTable(t, setup(func(s *Setup) { s.Style, s.Time = "annexd-en", "5+3" }))
	typedConfirmed(t, tb, "resign white")
	got := texts(typedConfirmed(t, tb, "arbiter result *"))
	if len(got) != 1 || got[0] != "Result set by the arbiter: *. The clock has not been started (start)." {
		t.Errorf("before the first move: %q", got)
	}
}
