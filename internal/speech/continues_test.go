package speech

import (
	"strings"
	"testing"
	"time"
)

// TestSpeakerContinuesAnAnswer: the lines of one answer (the first a
// request, the others marked Continues) are all said, in order, where a
// request would replace the one before it; a new request without
// Continues replaces the rest of the answer, and Hush drops it.
func TestSpeakerContinuesAnAnswer(t *testing.T) {
	line := func(s string) Utterance { return Utterance{Text: s, Priority: OnRequest, Continues: true} }
	tests := []struct {
		name  string
		after []Utterance // said while the first line is being said
		hush  bool
		said  []string // begun after the first line, each let finish
		log   []string
	}{
		{"every line, in order", []Utterance{line("1 second"), line("2 seconds")}, false,
			[]string{"1 second", "2 seconds"},
			[]string{"said Touches: 2.", "said 1 second", "said 2 seconds"}},
		{"a new request replaces the rest", []Utterance{line("1 second"), line("2 seconds"), text("my time", OnRequest)}, false,
			[]string{"my time"},
			[]string{"cut Touches: 2.", "said my time"}},
		{"hushed", []Utterance{line("1 second"), line("2 seconds")}, true,
			nil,
			[]string{"cut Touches: 2."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newStep()
			sp := NewSpeaker(b, Options{})
			defer sp.Close()
			sp.Say(text("Touches: 2.", OnRequest))
			expectStart(t, b, "Touches: 2.")
			for _, u := range tc.after {
				sp.Say(u)
			}
			if tc.hush {
				sp.Hush()
			} else if tc.said[0] != "my time" {
				b.finish <- nil // the first line ends
			}
			for _, s := range tc.said {
				expectStart(t, b, s)
				b.finish <- nil
			}
			deadline := time.Now().Add(5 * time.Second)
			for len(b.events()) < len(tc.log) && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			time.Sleep(50 * time.Millisecond) // nothing else may begin
			if got := b.events(); strings.Join(got, "|") != strings.Join(tc.log, "|") {
				t.Errorf("log %q, want %q", got, tc.log)
			}
			select {
			case s := <-b.started:
				t.Errorf("%q began as well", s)
			default:
			}
		})
	}
}
