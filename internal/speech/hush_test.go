package speech

import (
	"strings"
	"testing"
	"time"
)

// TestSpeakerHush: Hush cuts off what is being said, whatever its
// priority, and does not say it again; the waiting requests and periodic
// announcements are dropped, the waiting moves and alerts are still said
// in order (a move an alert interrupted among them).
func TestSpeakerHush(t *testing.T) {
	tests := []struct {
		name  string
		say   []Utterance // said in turn
		begun []string    // begun after each of say ("": nothing new begins)
		then  []string    // what it says after Hush, in order
		log   []string
	}{
		{"a long request",
			[]Utterance{text("the whole position", OnRequest), text("my time", OnRequest), text("1 min", Periodic)},
			// "my time" replaces the position; "1 min" waits.
			[]string{"the whole position", "my time", ""}, nil,
			[]string{"cut the whole position", "cut my time"}},
		{"an alert, a move waits",
			[]Utterance{text("board differs in 14 squares", Alert), text("e5", Move), text("my time", OnRequest)},
			[]string{"board differs in 14 squares", "", ""}, []string{"e5"},
			[]string{"cut board differs in 14 squares", "said e5"}},
		{"a move an alert interrupted",
			[]Utterance{text("e4", Move), text("flag", Alert)},
			[]string{"e4", "flag"}, []string{"e4"},
			[]string{"cut e4", "cut flag", "said e4"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newStep()
			sp := NewSpeaker(b, Options{})
			defer sp.Close()
			for i, u := range tc.say {
				sp.Say(u)
				if tc.begun[i] != "" {
					expectStart(t, b, tc.begun[i])
				}
			}
			sp.Hush()
			for _, s := range tc.then {
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
				t.Errorf("after Hush %q began", s)
			default:
			}
		})
	}
}
