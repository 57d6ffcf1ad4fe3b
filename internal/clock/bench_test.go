package clock

import (
	"testing"
	"time"
)

// BenchmarkPress measures what a press costs the table loop: the policy
// step up to the press, the press itself and its announcements.
func BenchmarkPress(b *testing.B) {
	tc, _ := Parse("40/90+30,30+30")
	c, _ := New(tc, Options{})
	tk, _ := NewTalker(Policy{Me: White, Alerts: DefaultAlerts()})
	now := t0
	evs, _ := c.Start(now)
	tk.Apply(evs)
	b.ReportAllocs()
	for b.Loop() {
		now = now.Add(time.Second)
		tk.Step(c, now)
		evs, err := c.Press(c.Turn(), now)
		if err != nil {
			b.Fatal(err)
		}
		tk.Apply(evs)
	}
}

// BenchmarkNext measures finding the instant to set the timer for.
func BenchmarkNext(b *testing.B) {
	tc, _ := Parse("90+30")
	c, _ := New(tc, Options{})
	tk, _ := NewTalker(Policy{Me: White, Alerts: DefaultAlerts()})
	evs, _ := c.Start(t0)
	tk.Apply(evs)
	for b.Loop() {
		if _, ok := tk.Next(c); !ok {
			b.Fatal("no next instant")
		}
	}
}

// BenchmarkParse measures reading a three-period control.
func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("40/100+30,20/50+30,15+30"); err != nil {
			b.Fatal(err)
		}
	}
}
