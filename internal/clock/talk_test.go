package clock

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

// said is an announcement reduced to what the tests compare.
type said struct {
	ms   int64
	kind Kind
	side Side
	d    time.Duration
}

func newTalker(t *testing.T, me Side, alerts Alerts) *Talker {
	t.Helper()
	tk, err := NewTalker(Policy{Me: me, Alerts: alerts})
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

func start(t *testing.T, c *Clock, tk *Talker, ms int64) {
	t.Helper()
	evs, err := c.Start(at(ms))
	if err != nil {
		t.Fatal(err)
	}
	tk.Apply(evs)
}

func press(t *testing.T, c *Clock, tk *Talker, ms int64) []Output {
	t.Helper()
	out := tk.Step(c, at(ms))
	evs, err := c.Press(c.Turn(), at(ms))
	if err != nil {
		t.Fatal(err)
	}
	return append(out, tk.Apply(evs)...)
}

// announced keeps the announcements of outs.
func announced(t *testing.T, outs []Output) []said {
	t.Helper()
	var got []said
	for _, o := range outs {
		if !o.IsAnnouncement() {
			continue
		}
		a := o.Announcement
		if a.Audience != AudienceVI {
			t.Errorf("announcement %+v not private to the VI player", a)
		}
		if a.Kind == TimeLeft && a.Automatic && a.Times[a.Side] != a.Duration {
			t.Errorf("announced %v while the clock showed %v", a.Duration, a.Times[a.Side])
		}
		d := a.Duration
		if a.Kind == Flag {
			d = 0
		}
		got = append(got, said{a.At.Sub(t0).Milliseconds(), a.Kind, a.Side, d})
	}
	return got
}

func TestDefaultAnnouncementsEachOnce(t *testing.T) {
	want := []said{
		{120000, TimeLeft, White, 10 * time.Minute},
		{420000, TimeLeft, White, 5 * time.Minute},
		{600000, TimeLeft, White, 2 * time.Minute},
		{660000, TimeLeft, White, time.Minute},
		{690000, TimeLeft, White, 30 * time.Second},
		{700000, TimeLeft, White, 20 * time.Second},
		{710000, TimeLeft, White, 10 * time.Second},
		{720000, Flag, White, 0},
	}
	// One big step, and many small ones, say the same things at the same
	// instants.
	for _, stepMS := range []int64{780000, 250, 7} {
		c := newClock(t, "12", Options{})
		tk := newTalker(t, White, DefaultAlerts())
		start(t, c, tk, 0)
		var outs []Output
		for ms := stepMS; ms <= 780000; ms += stepMS {
			outs = append(outs, tk.Step(c, at(ms))...)
		}
		if got := announced(t, outs); !reflect.DeepEqual(got, want) {
			t.Errorf("step %d ms: announced %v\nwant %v", stepMS, got, want)
		}
		if outs := tk.Step(c, at(900000)); len(outs) != 0 {
			t.Errorf("step %d ms: said again: %+v", stepMS, outs)
		}
	}
}

func TestOpponentTimeNotAnnounced(t *testing.T) {
	c := newClock(t, "12", Options{})
	tk := newTalker(t, Black, DefaultAlerts())
	start(t, c, tk, 0)
	got := announced(t, tk.Step(c, at(800000)))
	want := []said{{720000, Flag, White, 0}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("announced %v, want only White's flag %v", got, want)
	}
}

func TestIncrementDoesNotRepeat(t *testing.T) {
	c := newClock(t, "1m10+5", Options{}) // starts at 1:15
	tk := newTalker(t, White, DefaultAlerts())
	start(t, c, tk, 0)
	var outs []Output
	outs = append(outs, press(t, c, tk, 20000)...) // W 55 + 5 = 60 s again
	outs = append(outs, press(t, c, tk, 30000)...)
	outs = append(outs, press(t, c, tk, 62000)...) // W 28 + 5 = 33 s
	outs = append(outs, press(t, c, tk, 70000)...)
	outs = append(outs, tk.Step(c, at(90000))...)
	want := []said{
		{15000, TimeLeft, White, time.Minute},
		{60000, TimeLeft, White, 30 * time.Second},
		{83000, TimeLeft, White, 20 * time.Second},
	}
	if got := announced(t, outs); !reflect.DeepEqual(got, want) {
		t.Errorf("announced %v\nwant %v", got, want)
	}
}

// TestStartingTimeNotAnnounced: a threshold at or above the base time (the
// starting time less the increment given before move 1) is not said a few
// seconds into the game; one below it is said when crossed. Without an
// increment nothing changes.
func TestStartingTimeNotAnnounced(t *testing.T) {
	tests := []struct {
		control string
		me      Side
		first   said // the first automatic announcement, with White to move until then
	}{
		{"5+3", White, said{183000, TimeLeft, White, 2 * time.Minute}},  // 5:03: not 5 minutes at 3 s
		{"5+3", Black, said{183000, TimeLeft, Black, 2 * time.Minute}},  // Black too
		{"2+1", White, said{61000, TimeLeft, White, time.Minute}},       // 2:01: not 2 minutes at 1 s
		{"10+5", White, said{305000, TimeLeft, White, 5 * time.Minute}}, // 10:05: not 10 minutes at 5 s
		{"3+2", White, said{62000, TimeLeft, White, 2 * time.Minute}},   // no threshold near 3:02
		{"5", White, said{180000, TimeLeft, White, 2 * time.Minute}},    // no increment: 5:00 is not crossed
		{"5m1s+3", White, said{4000, TimeLeft, White, 5 * time.Minute}}, // 5:04: 5 minutes is below the base time 5:01
		{"60d5", White, said{3005000, TimeLeft, White, 10 * time.Minute}},
	}
	for _, tc := range tests {
		c := newClock(t, tc.control, Options{})
		tk := newTalker(t, tc.me, DefaultAlerts())
		start(t, c, tk, 0)
		var outs []Output
		if tc.me == Black {
			outs = append(outs, press(t, c, tk, 0)...)
		}
		outs = append(outs, tk.Step(c, at(tc.first.ms))...)
		got := announced(t, outs)
		if len(got) != 1 || got[0] != tc.first {
			t.Errorf("%s as %v: announced %v, want %v first", tc.control, tc.me, got, tc.first)
		}
	}
	// The start event carries the increment given before move 1.
	c := newClock(t, "5+3", Options{})
	evs, err := c.Start(at(0))
	if err != nil || len(evs) != 1 || evs[0].Added != 3*time.Second || evs[0].Times != [2]time.Duration{303 * time.Second, 303 * time.Second} {
		t.Errorf("start of 5+3: %+v, %v", evs, err)
	}
}

func TestPeriodPassageAnnouncedAndRearms(t *testing.T) {
	c := newClock(t, "2/3,3", Options{})
	tk := newTalker(t, White, DefaultAlerts())
	start(t, c, tk, 0)
	var outs []Output
	outs = append(outs, press(t, c, tk, 70000)...)  // W 110 s
	outs = append(outs, press(t, c, tk, 80000)...)  // B 170 s
	outs = append(outs, press(t, c, tk, 140000)...) // W 50 s + 180 s
	outs = append(outs, press(t, c, tk, 150000)...) // B passes too: not announced
	outs = append(outs, tk.Step(c, at(270000))...)
	want := []said{
		{60000, TimeLeft, White, 2 * time.Minute},
		{130000, TimeLeft, White, time.Minute},
		{140000, PeriodPassed, White, 230 * time.Second},
		{260000, TimeLeft, White, 2 * time.Minute},
	}
	if got := announced(t, outs); !reflect.DeepEqual(got, want) {
		t.Errorf("announced %v\nwant %v", got, want)
	}
	for _, o := range outs {
		if a := o.Announcement; a.Kind == PeriodPassed && (a.Added != 3*time.Minute || a.Period != 2 || a.Count != 2) {
			t.Errorf("period announcement %+v", a)
		}
	}
}

func TestArbiterRearms(t *testing.T) {
	c := newClock(t, "3", Options{})
	tk := newTalker(t, White, DefaultAlerts())
	start(t, c, tk, 0)
	out := tk.Step(c, at(130000)) // 2m at 60 s, 1m at 120 s; W 50 s
	evs, _ := c.AddPenalty(White, at(130000))
	out = append(out, tk.Apply(evs)...) // W 110 s: 1m armed again
	evs, _ = c.AddPenalty(Black, at(130000))
	out = append(out, tk.Apply(evs)...)
	out = append(out, tk.Step(c, at(181000))...)
	want := []said{
		{60000, TimeLeft, White, 2 * time.Minute},
		{120000, TimeLeft, White, time.Minute},
		{180000, TimeLeft, White, time.Minute},
	}
	if got := announced(t, out); !reflect.DeepEqual(got, want) {
		t.Errorf("announced %v\nwant %v", got, want)
	}
}

func TestPauseSilencesAndShifts(t *testing.T) {
	c := newClock(t, "2", Options{})
	tk := newTalker(t, White, DefaultAlerts())
	start(t, c, tk, 0)
	if next, ok := tk.Next(c); !ok || !next.Equal(at(60000)) {
		t.Fatalf("Next = %v, %v; want 60 s", next.Sub(t0), ok)
	}
	evs, _ := c.Pause(at(30000))
	tk.Apply(evs)
	if _, ok := tk.Next(c); ok {
		t.Errorf("Next while paused reports an instant")
	}
	if outs := tk.Step(c, at(500000)); len(outs) != 0 {
		t.Errorf("said while paused: %+v", outs)
	}
	evs, _ = c.Resume(at(500000))
	tk.Apply(evs)
	if next, ok := tk.Next(c); !ok || !next.Equal(at(530000)) {
		t.Errorf("Next after resume = %v, %v; want 530 s", next.Sub(t0), ok)
	}
}

func TestLateDueSaysOnlyTheLowest(t *testing.T) {
	c := newClock(t, "12", Options{})
	tk := newTalker(t, White, DefaultAlerts())
	start(t, c, tk, 0)
	got := tk.Due(c, at(715000)) // 5 s left: everything down to 10 s crossed
	if len(got) != 1 || got[0].Duration != 10*time.Second || !got[0].Automatic {
		t.Fatalf("Due = %+v, want one 10 s announcement", got)
	}
	if got := tk.Due(c, at(716000)); len(got) != 0 {
		t.Errorf("said again: %+v", got)
	}
	if next, ok := tk.Next(c); !ok || !next.Equal(at(720000)) {
		t.Errorf("Next = %v, want the flag at 720 s", next.Sub(t0))
	}
}

func TestAnnouncementsWithDelay(t *testing.T) {
	c := newClock(t, "1d5", Options{})
	tk := newTalker(t, White, DefaultAlerts())
	start(t, c, tk, 0)
	// 60 s is not above the 1 minute threshold, so the first is 30 s,
	// after the 5 s delay and 30 s of main time.
	if next, ok := tk.Next(c); !ok || !next.Equal(at(35000)) {
		t.Errorf("Next = %v, %v; want 35 s", next.Sub(t0), ok)
	}
	got := announced(t, tk.Step(c, at(70000)))
	want := []said{
		{35000, TimeLeft, White, 30 * time.Second},
		{45000, TimeLeft, White, 20 * time.Second},
		{55000, TimeLeft, White, 10 * time.Second},
		{65000, Flag, White, 0},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("announced %v\nwant %v", got, want)
	}
}

func TestEveryOnly(t *testing.T) {
	a, err := ParseAlerts("every 1m")
	if err != nil {
		t.Fatal(err)
	}
	c := newClock(t, "5", Options{})
	tk := newTalker(t, White, a)
	start(t, c, tk, 0)
	got := announced(t, tk.Step(c, at(301000)))
	want := []said{
		{60000, TimeLeft, White, 4 * time.Minute},
		{120000, TimeLeft, White, 3 * time.Minute},
		{180000, TimeLeft, White, 2 * time.Minute},
		{240000, TimeLeft, White, time.Minute},
		{300000, Flag, White, 0},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("announced %v\nwant %v", got, want)
	}
}

func TestNoAlerts(t *testing.T) {
	c := newClock(t, "1", Options{})
	tk := newTalker(t, White, Alerts{})
	start(t, c, tk, 0)
	if got := tk.Step(c, at(100000)); len(got) != 1 || got[0].IsAnnouncement() {
		t.Errorf("with no alerts: %+v, want only the flag event", got)
	}
}

func TestRequests(t *testing.T) {
	c := newClock(t, "40/90+30,30+30", Options{})
	tk := newTalker(t, Black, DefaultAlerts())
	start(t, c, tk, 0)
	press(t, c, tk, 60000)  // W 5400 s
	press(t, c, tk, 100000) // B 5420 s
	now := at(110000)       // W 5390 s
	times := [2]time.Duration{5390 * time.Second, 5420 * time.Second}
	moves := [2]int{1, 1}
	tests := []struct {
		q    Request
		want []Announcement
	}{
		{AskOwnTime, []Announcement{{At: now, Times: times, Moves: moves, Kind: TimeLeft, Side: Black, Duration: 5420 * time.Second}}},
		{AskOpponentTime, []Announcement{{At: now, Times: times, Moves: moves, Kind: TimeLeft, Side: White, Duration: 5390 * time.Second}}},
		{AskBothTimes, []Announcement{
			{At: now, Times: times, Moves: moves, Kind: TimeLeft, Side: Black, Duration: 5420 * time.Second},
			{At: now, Times: times, Moves: moves, Kind: TimeLeft, Side: White, Duration: 5390 * time.Second}}},
		{AskMoves, []Announcement{{At: now, Times: times, Moves: moves, Kind: MoveCount, Side: Black, Count: 1, MovesLeft: 39, Period: 1}}},
		{AskStatus, []Announcement{{At: now, Times: times, Moves: moves, Kind: ControlStatus, Side: Black, Count: 1, MovesLeft: 39, Period: 1, Bonus: Increment, BonusTime: 30 * time.Second}}},
	}
	for _, tt := range tests {
		got, err := tk.Answer(c, tt.q, now)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Answer(%d) = %+v, %v\nwant %+v", tt.q, got, err, tt.want)
		}
	}
	if _, err := tk.Answer(c, 99, now); !errors.Is(err, ErrBadValue) {
		t.Errorf("unknown request: %v", err)
	}

	// The status of a simple delay tells the delay left on the player's
	// move, and whether it is his move.
	c = newClock(t, "60d5", Options{})
	tk = newTalker(t, White, DefaultAlerts())
	hour := [2]time.Duration{time.Hour, time.Hour}
	status := func(ms int64) Announcement {
		t.Helper()
		got, err := tk.Answer(c, AskStatus, at(ms))
		if err != nil || len(got) != 1 {
			t.Fatalf("status at %d ms: %+v, %v", ms, got, err)
		}
		return got[0]
	}
	base := Announcement{Times: hour, Kind: ControlStatus, Side: White, Period: 1, Final: true, Bonus: SimpleDelay, BonusTime: 5 * time.Second}
	for _, tc := range []struct {
		do     func()
		ms     int64
		moving bool
		left   time.Duration
	}{
		{func() {}, 0, false, 0}, // not started: nobody's move yet
		{func() { start(t, c, tk, 0) }, 1500, true, 3500 * time.Millisecond},
		{func() {}, 6000, true, 0}, // the delay is used up: the main time runs
		{func() { press(t, c, tk, 6000); press(t, c, tk, 6000) }, 6000, true, 5 * time.Second},
		{func() { press(t, c, tk, 7000) }, 7500, false, 0}, // Black's move
	} {
		tc.do()
		want := base
		want.At, want.Moving, want.Duration = at(tc.ms), tc.moving, tc.left
		want.Times, want.Moves = c.Times(at(tc.ms)), [2]int{c.Moves(White), c.Moves(Black)}
		want.Count = c.Moves(White)
		if got := status(tc.ms); got != want {
			t.Errorf("status at %d ms: %+v\nwant %+v", tc.ms, got, want)
		}
	}
}

func TestNewTalkerErrors(t *testing.T) {
	for _, p := range []Policy{
		{Me: 2},
		{Alerts: Alerts{Every: time.Millisecond}},
		{Alerts: Alerts{Thresholds: []time.Duration{0}}},
		{Alerts: Alerts{Thresholds: []time.Duration{-time.Second}}},
	} {
		if _, err := NewTalker(p); !errors.Is(err, ErrBadValue) {
			t.Errorf("NewTalker(%+v) = %v, want ErrBadValue", p, err)
		}
	}
}

// TestSixHourAnnouncementsExact runs a six-hour virtual game with the
// default alerts and checks that at every automatic announcement the clock
// shows exactly the announced time, and that within each stretch between
// re-arming events no threshold is said twice.
func TestSixHourAnnouncementsExact(t *testing.T) {
	tc, _ := Parse("40/120+30,20/60+30,30+30")
	c, _ := New(tc, Options{})
	tk := newTalker(t, White, DefaultAlerts())
	r := rand.New(rand.NewPCG(3, 4))
	now := t0
	start(t, c, tk, 0)
	count := 0
	seen := map[time.Duration]bool{}
	for now.Sub(t0) < 6*time.Hour {
		limit := 2 * time.Minute
		if c.Turn() == White {
			limit = 7 * time.Minute // White plays slowly and gets short of time
		}
		d := time.Duration(r.Int64N(int64(limit))) + time.Millisecond
		if rem := c.Remaining(c.Turn(), now); d >= rem {
			d = rem - time.Millisecond
		}
		now = now.Add(d)
		outs := tk.Step(c, now)
		// Still in the running move: the clock can tell what it showed.
		for _, o := range outs {
			if a := o.Announcement; a.Kind == TimeLeft {
				if got := c.Remaining(White, a.At); got != a.Duration {
					t.Errorf("at %v the clock shows %v, announced %v", a.At.Sub(t0), got, a.Duration)
				}
			}
		}
		evs, err := c.Press(c.Turn(), now)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, tk.Apply(evs)...)
		for _, o := range outs {
			a := o.Announcement
			switch {
			case a.Kind == PeriodPassed:
				seen = map[time.Duration]bool{}
			case a.Kind == TimeLeft:
				count++
				if seen[a.Duration] {
					t.Errorf("%v said twice in one period", a.Duration)
				}
				seen[a.Duration] = true
			case o.IsAnnouncement():
				t.Errorf("unexpected announcement %+v", a)
			}
		}
	}
	if count == 0 {
		t.Fatal("no announcement in six hours")
	}
	t.Logf("%d automatic announcements in %v", count, now.Sub(t0))
}
