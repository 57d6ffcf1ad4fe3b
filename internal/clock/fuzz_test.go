package clock

import (
	"errors"
	"reflect"
	"testing"
	"time"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{"90+30", "40/90+30,30+30", "40/120,20/60,30", "5+3", "3+2", "60d5", "60b10",
		"25+10", "hourglass 5", "1h30m+30s", "2m30+500ms", "40/120", "", "x", "90+", "1/1,1/1,1", " 40 / 90 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q) error %v is not a *ParseError", s, err)
			}
			if pe.Pos < 0 || pe.Pos > len(s) || pe.Input != s {
				t.Fatalf("Parse(%q): bad error position %d", s, pe.Pos)
			}
			_ = pe.Error()
			return
		}
		if err := tc.Validate(); err != nil {
			t.Fatalf("Parse(%q) = %+v, which does not validate: %v", s, tc, err)
		}
		back, err := Parse(tc.String())
		if err != nil {
			t.Fatalf("Parse(%q).String() = %q does not parse: %v", s, tc.String(), err)
		}
		if !reflect.DeepEqual(back, tc) {
			t.Fatalf("round trip of %q via %q: %+v != %+v", s, tc.String(), back, tc)
		}
		_ = tc.Category()
		if _, err := New(tc, Options{}); err != nil {
			t.Fatalf("New(%+v): %v", tc, err)
		}
	})
}

func FuzzParseAlerts(f *testing.F) {
	for _, s := range []string{"10m,5m,2m,1m,30s,10s", "10m,5m,2m,1m,30s,every 10s", "none", "every 1m", "1m30s", "", "10", "every 500ms"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAlerts(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Pos < 0 || pe.Pos > len(s) {
				t.Fatalf("ParseAlerts(%q): bad error %v", s, err)
			}
			return
		}
		if _, err := NewTalker(Policy{Alerts: a}); err != nil {
			t.Fatalf("ParseAlerts(%q) = %+v, rejected by NewTalker: %v", s, a, err)
		}
		back, err := ParseAlerts(a.String())
		if err != nil || !reflect.DeepEqual(back, a) {
			t.Fatalf("round trip of %q via %q: %+v, %v", s, a.String(), back, err)
		}
	})
}

// FuzzClock drives a clock and its talker with arbitrary operations and
// checks the invariants: no panic, times never below zero, events in time
// order, the hourglass total constant, and every automatic announcement
// made when the clock shows exactly the announced time.
func FuzzClock(f *testing.F) {
	f.Add("5+3", []byte{0, 10, 1, 20, 1, 5, 2, 3, 3, 9, 1, 200})
	f.Add("hourglass 1", []byte{0, 1, 1, 250, 1, 250, 1, 250, 4, 250})
	f.Add("2/1d5,1b3", []byte{0, 1, 1, 30, 1, 30, 1, 30, 5, 1, 6, 2, 7, 0, 1, 40})
	f.Fuzz(func(t *testing.T, control string, ops []byte) {
		tc, err := Parse(control)
		if err != nil {
			return
		}
		c, err := New(tc, Options{Freeze: len(ops)%2 == 1})
		if err != nil {
			t.Fatal(err)
		}
		tk, err := NewTalker(Policy{Me: Side(len(control) % 2), Alerts: DefaultAlerts()})
		if err != nil {
			t.Fatal(err)
		}
		now := t0
		total := c.Remaining(White, now) + c.Remaining(Black, now)
		adjusted := false
		last := t0
		check := func(outs []Output) {
			for _, o := range outs {
				at := o.Event.At
				if o.IsAnnouncement() {
					at = o.Announcement.At
				}
				if at.Before(last) {
					t.Fatalf("output at %v before %v", at, last)
				}
				last = at
			}
		}
		for i := 0; i+1 < len(ops); i += 2 {
			op, arg := ops[i]%10, time.Duration(ops[i+1])
			now = now.Add(arg * 997 * time.Millisecond)
			outs := tk.Step(c, now)
			for i, o := range outs {
				if laterEvent(outs[i:]) {
					continue // the clock has moved on to a later segment
				}
				if a := o.Announcement; a.Kind == TimeLeft && a.Automatic && c.Status() == Running {
					if got := c.Remaining(a.Side, a.At); got != a.Duration {
						t.Fatalf("announced %v at %v, clock shows %v", a.Duration, a.At.Sub(t0), got)
					}
				}
			}
			check(outs)
			var evs []Event
			switch op {
			case 0:
				evs, _ = c.Start(now)
			case 1:
				evs, _ = c.Press(c.Turn(), now)
			case 2:
				evs, _ = c.Pause(now)
			case 3:
				evs, _ = c.Resume(now)
			case 4:
				evs, _ = c.Press(c.Turn().Other(), now)
			case 5:
				evs, _ = c.AddPenalty(Side(arg%2), now)
				adjusted = true
			case 6:
				evs, _ = c.SetMoves(Side(arg%2), int(arg), now)
			case 7:
				snaps := c.Snapshots()
				evs, _ = c.Restore(snaps[int(arg)%len(snaps)], now)
				adjusted = true
			case 8:
				evs, _ = c.SetTime(Side(arg%2), arg*time.Second, now)
				adjusted = true
			case 9:
				_, _ = tk.Answer(c, Request(arg%6), now)
			}
			outs = tk.Apply(evs)
			check(outs)
			for s := range 2 {
				if r := c.Remaining(Side(s), now); r < 0 {
					t.Fatalf("side %d shows %v", s, r)
				}
			}
			if tc.Hourglass && !adjusted {
				if sum := c.Remaining(White, now) + c.Remaining(Black, now); sum != total {
					t.Fatalf("hourglass total %v, want %v", sum, total)
				}
			}
		}
	})
}

func laterEvent(outs []Output) bool {
	for _, o := range outs {
		if !o.IsAnnouncement() {
			return true
		}
	}
	return false
}
