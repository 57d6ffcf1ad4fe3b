package clock

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

var t0 = time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)

// at is the instant ms milliseconds after t0.
func at(ms int64) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }

func msd(ms int64) time.Duration { return time.Duration(ms) * time.Millisecond }

// op is one scripted step: an action at a virtual instant, or a check of the
// times both clocks show.
type op struct {
	ms   int64
	do   string // start, press, pause, resume, advance, check
	w, b int64  // check: expected times in ms
}

func newClock(t *testing.T, control string, opts Options) *Clock {
	t.Helper()
	tc, err := Parse(control)
	if err != nil {
		t.Fatalf("Parse(%q): %v", control, err)
	}
	c, err := New(tc, opts)
	if err != nil {
		t.Fatalf("New(%q): %v", control, err)
	}
	return c
}

// runOps runs the steps and returns every event.
func runOps(t *testing.T, c *Clock, ops []op) []Event {
	t.Helper()
	var all []Event
	for i, o := range ops {
		now := at(o.ms)
		var evs []Event
		var err error
		switch o.do {
		case "start":
			evs, err = c.Start(now)
		case "press":
			evs, err = c.Press(c.Turn(), now)
		case "pause":
			evs, err = c.Pause(now)
		case "resume":
			evs, err = c.Resume(now)
		case "advance":
			evs = c.Advance(now)
		case "check":
			got := c.Times(now)
			if got != [2]time.Duration{msd(o.w), msd(o.b)} {
				t.Fatalf("step %d at %d ms: times = %v, %v; want %d ms, %d ms", i, o.ms, got[0], got[1], o.w, o.b)
			}
			continue
		default:
			t.Fatalf("step %d: unknown action %q", i, o.do)
		}
		if err != nil {
			t.Fatalf("step %d (%s at %d ms): %v", i, o.do, o.ms, err)
		}
		all = append(all, evs...)
	}
	return all
}

func TestTimeControlKinds(t *testing.T) {
	tests := []struct {
		name    string
		control string
		ops     []op
	}{
		{"sudden death", "5", []op{
			{0, "check", 300000, 300000},
			{0, "start", 0, 0},
			{4000, "check", 296000, 300000},
			{10000, "press", 0, 0},
			{10000, "check", 290000, 300000},
			{25000, "press", 0, 0},
			{26000, "press", 0, 0},
			{26000, "check", 289000, 285000},
		}},
		{"increment from move 1", "5+3", []op{
			{0, "check", 303000, 303000},
			{0, "start", 0, 0},
			{10000, "press", 0, 0},
			{10000, "check", 296000, 303000},
			{12500, "press", 0, 0},
			{12500, "check", 296000, 303500},
			{40000, "press", 0, 0},
			{40000, "check", 271500, 303500},
		}},
		{"simple delay", "60d5", []op{
			{0, "start", 0, 0},
			{3000, "check", 3600000, 3600000}, // main time waits during the delay
			{3000, "press", 0, 0},             // inside the delay: costs nothing
			{11000, "check", 3600000, 3597000},
			{11000, "press", 0, 0}, // 8 s: costs 3 s
			{16000, "press", 0, 0}, // exactly the delay: costs nothing
			{21001, "press", 0, 0}, // 5.001 s: costs 1 ms
			{21001, "check", 3600000, 3596999},
		}},
		{"Bronstein delay", "60b5", []op{
			{0, "start", 0, 0},
			{3000, "check", 3597000, 3600000}, // the main time runs from the start of the move
			{3000, "press", 0, 0},             // 3 s given back
			{3000, "check", 3600000, 3600000},
			{11000, "check", 3600000, 3592000},
			{11000, "press", 0, 0}, // 8 s used, 5 s given back
			{16000, "press", 0, 0},
			{21001, "press", 0, 0},
			{21001, "check", 3600000, 3596999},
		}},
		{"hourglass", "hourglass 5", []op{
			{0, "start", 0, 0},
			{4000, "check", 296000, 304000},
			{10000, "press", 0, 0},
			{10000, "check", 290000, 310000},
			{40000, "press", 0, 0},
			{40000, "check", 320000, 280000},
		}},
		{"pause and resume", "3+2", []op{
			{0, "start", 0, 0},
			{5000, "pause", 0, 0},
			{65000, "check", 177000, 182000},
			{65000, "resume", 0, 0},
			{70000, "press", 0, 0},
			{70000, "check", 174000, 182000},
		}},
		{"simple delay across a pause", "1d10", []op{
			{0, "start", 0, 0},
			{4000, "pause", 0, 0},
			{100000, "resume", 0, 0},
			{106000, "check", 60000, 60000}, // 4 + 6 s: the delay is used up now
			{108000, "check", 58000, 60000},
			{108000, "press", 0, 0},
			{108000, "check", 58000, 60000},
		}},
		{"Bronstein across a pause", "1b10", []op{
			{0, "start", 0, 0},
			{4000, "pause", 0, 0},
			{104000, "resume", 0, 0},
			{108000, "check", 52000, 60000},
			{112000, "press", 0, 0}, // 12 s used, 10 s given back
			{112000, "check", 58000, 60000},
		}},
		{"hourglass paused", "hourglass 1", []op{
			{0, "start", 0, 0},
			{10000, "pause", 0, 0},
			{50000, "check", 50000, 70000},
			{50000, "resume", 0, 0},
			{55000, "check", 45000, 75000},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runOps(t, newClock(t, tt.control, Options{}), tt.ops)
		})
	}
}

func TestSimpleDelayAndBronsteinDiffer(t *testing.T) {
	// With 10 s left and a 5 s delay, the simple-delay flag falls after
	// 15 s, the Bronstein flag after 10 s; mid-move the displays differ.
	for _, tt := range []struct {
		control string
		flag    int64
		at4s    int64
	}{
		{"10s d5", 15000, 10000},
		{"10s b5", 10000, 6000},
	} {
		c := newClock(t, tt.control, Options{})
		c.Start(at(0))
		if got := c.Remaining(White, at(4000)); got != msd(tt.at4s) {
			t.Errorf("%s: at 4 s White shows %v, want %d ms", tt.control, got, tt.at4s)
		}
		next, ok := c.Next()
		if !ok || !next.Equal(at(tt.flag)) {
			t.Errorf("%s: Next() = %v, %v; want the flag at %d ms", tt.control, next.Sub(t0), ok, tt.flag)
		}
		if evs := c.Advance(at(tt.flag - 1)); len(evs) != 0 {
			t.Errorf("%s: flag 1 ms early: %+v", tt.control, evs)
		}
		evs := c.Advance(at(tt.flag + 5000))
		if len(evs) != 1 || evs[0].Kind != EventFlag || !evs[0].At.Equal(at(tt.flag)) {
			t.Errorf("%s: flag events %+v, want one flag at %d ms", tt.control, evs, tt.flag)
		}
	}
}

func TestDelayStatus(t *testing.T) {
	c := newClock(t, "1d10", Options{})
	if got := c.DelayLeft(at(0)); got != 10*time.Second {
		t.Errorf("DelayLeft before start = %v, want 10s", got)
	}
	c.Start(at(0))
	for _, tt := range []struct{ ms, want int64 }{{0, 10000}, {3500, 6500}, {10000, 0}, {20000, 0}} {
		if got := c.DelayLeft(at(tt.ms)); got != msd(tt.want) {
			t.Errorf("DelayLeft(%d ms) = %v, want %d ms", tt.ms, got, tt.want)
		}
	}
	c.Press(White, at(20000))
	if got := c.DelayLeft(at(20000)); got != 10*time.Second {
		t.Errorf("DelayLeft after press = %v, want a fresh 10s", got)
	}
	if got := newClock(t, "1+10", Options{}).DelayLeft(at(0)); got != 0 {
		t.Errorf("DelayLeft with an increment = %v, want 0", got)
	}
}

func TestFlagAtExactInstant(t *testing.T) {
	c := newClock(t, "1", Options{})
	if _, ok := c.Next(); ok {
		t.Errorf("Next before start reports a flag")
	}
	c.Start(at(0))
	if evs := c.Advance(at(59999)); len(evs) != 0 {
		t.Fatalf("flag before its instant: %+v", evs)
	}
	if got := c.Remaining(White, at(59999)); got != time.Millisecond {
		t.Fatalf("Remaining 1 ms before the flag = %v", got)
	}
	evs := c.Advance(at(75000)) // called late: the event still has the exact instant
	want := []Event{{Kind: EventFlag, At: at(60000), Side: White, Times: [2]time.Duration{0, time.Minute}, Period: 1, First: true}}
	if !reflect.DeepEqual(evs, want) {
		t.Fatalf("flag events = %+v, want %+v", evs, want)
	}
	if evs := c.Advance(at(80000)); len(evs) != 0 {
		t.Errorf("second flag event: %+v", evs)
	}
	if got := c.Remaining(White, at(3600000)); got != 0 {
		t.Errorf("Remaining an hour after the flag = %v, want 0 (never below zero)", got)
	}
	if !c.Flagged(White) || c.Flagged(Black) {
		t.Errorf("Flagged = %v, %v; want true, false", c.Flagged(White), c.Flagged(Black))
	}
	if _, ok := c.Next(); ok {
		t.Errorf("Next after the flag reports another one while White still runs")
	}
}

func TestPressAtFlagInstantIsLate(t *testing.T) {
	// A press 1 ms before the flag saves the player and earns the increment;
	// a press at the flag instant is too late and earns nothing.
	c := newClock(t, "1+2", Options{})
	c.Start(at(0))
	evs, err := c.Press(White, at(61999))
	if err != nil || len(evs) != 1 || evs[0].Kind != EventPress || evs[0].Times[White] != 2001*time.Millisecond {
		t.Fatalf("press 1 ms early: %+v, %v", evs, err)
	}
	c2 := newClock(t, "1+2", Options{})
	c2.Start(at(0))
	evs, err = c2.Press(White, at(62000))
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 2 || evs[0].Kind != EventFlag || evs[1].Kind != EventPress {
		t.Fatalf("press at the flag instant: events %+v, want flag then press", evs)
	}
	if evs[1].Times[White] != 0 || evs[1].Moves[White] != 1 {
		t.Errorf("flagged press: White shows %v with %d moves, want 0 and 1 (no increment after the flag)", evs[1].Times[White], evs[1].Moves[White])
	}
}

func TestBothFlagsAndTheirOrder(t *testing.T) {
	c := newClock(t, "1+1", Options{})
	c.Start(at(0))
	c.Press(White, at(1000))  // W 61000
	c.Press(Black, at(31000)) // B 32000
	// White thinks until his flag falls at 92 s, then still presses.
	evs, err := c.Press(White, at(100000))
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 2 || evs[0].Kind != EventFlag || !evs[0].At.Equal(at(92000)) || !evs[0].First {
		t.Fatalf("events %+v, want White's first flag at 92 s and the press", evs)
	}
	if evs[1].Times != [2]time.Duration{0, 32 * time.Second} {
		t.Errorf("after White's late press times = %v, want [0 32s]", evs[1].Times)
	}
	evs = c.Advance(at(200000))
	if len(evs) != 1 || evs[0].Kind != EventFlag || evs[0].Side != Black || !evs[0].At.Equal(at(132000)) || evs[0].First {
		t.Fatalf("events %+v, want Black's (second) flag at 132 s", evs)
	}
	flags := c.Flags()
	want := []FlagRecord{
		{Side: White, At: at(92000), Period: 1, Moves: 1},
		{Side: Black, At: at(132000), Period: 1, Moves: 1},
	}
	if !reflect.DeepEqual(flags, want) {
		t.Errorf("Flags() = %+v, want %+v", flags, want)
	}
	if c.Times(at(300000)) != [2]time.Duration{0, 0} {
		t.Errorf("both flagged: times %v, want zero", c.Times(at(300000)))
	}
}

func TestFreezeAtFlag(t *testing.T) {
	c := newClock(t, "1+5", Options{Freeze: true})
	c.Start(at(0))
	c.Press(White, at(5000)) // W 65 s
	evs := c.Advance(at(100000))
	if len(evs) != 1 || evs[0].Side != Black || !evs[0].At.Equal(at(70000)) {
		t.Fatalf("events %+v, want Black's flag at 70 s", evs)
	}
	if c.Status() != Flagged {
		t.Fatalf("Status = %v, want flagged", c.Status())
	}
	if _, err := c.Press(Black, at(101000)); !errors.Is(err, ErrFrozen) {
		t.Errorf("press on a frozen clock: %v, want ErrFrozen", err)
	}
	if _, err := c.Pause(at(101000)); !errors.Is(err, ErrFrozen) {
		t.Errorf("pause on a frozen clock: %v, want ErrFrozen", err)
	}
	if got := c.Times(at(200000)); got != [2]time.Duration{65 * time.Second, 0} {
		t.Errorf("frozen times %v, want [1m5s 0]", got)
	}
	// The arbiter finds the flag was wrong (6.10.2), gives Black 30 s.
	evs, err := c.SetTime(Black, 30*time.Second, at(210000))
	if err != nil || len(evs) != 1 || evs[0].Kind != EventAdjust || evs[0].Added != 30*time.Second {
		t.Fatalf("SetTime: %+v, %v", evs, err)
	}
	if c.Status() != Paused || c.Flagged(Black) {
		t.Fatalf("after SetTime: status %v, flagged %v; want paused, not flagged", c.Status(), c.Flagged(Black))
	}
	c.Resume(at(220000))
	if got := c.Remaining(Black, at(230000)); got != 20*time.Second {
		t.Errorf("Black after resume = %v, want 20s", got)
	}
}

func TestStateErrors(t *testing.T) {
	c := newClock(t, "5", Options{})
	if _, err := c.Press(White, at(0)); !errors.Is(err, ErrNotStarted) {
		t.Errorf("press before start: %v", err)
	}
	if _, err := c.Pause(at(0)); !errors.Is(err, ErrNotStarted) {
		t.Errorf("pause before start: %v", err)
	}
	if _, err := c.Resume(at(0)); !errors.Is(err, ErrNotPaused) {
		t.Errorf("resume before start: %v", err)
	}
	c.Start(at(1000))
	if _, err := c.Start(at(1000)); !errors.Is(err, ErrStarted) {
		t.Errorf("second start: %v", err)
	}
	if _, err := c.Press(Black, at(2000)); !errors.Is(err, ErrNotYourClock) {
		t.Errorf("Black presses White's running clock: %v", err)
	}
	if c.Turn() != White || c.Moves(Black) != 0 {
		t.Errorf("a refused press changed the clock")
	}
	if _, err := c.Resume(at(2000)); !errors.Is(err, ErrNotPaused) {
		t.Errorf("resume while running: %v", err)
	}
	if _, err := c.Press(White, at(500)); !errors.Is(err, ErrTimeBackwards) {
		t.Errorf("press in the past: %v", err)
	}
	c.Pause(at(3000))
	if _, err := c.Press(White, at(4000)); !errors.Is(err, ErrPaused) {
		t.Errorf("press while paused: %v", err)
	}
	if _, err := c.Pause(at(4000)); !errors.Is(err, ErrPaused) {
		t.Errorf("pause while paused: %v", err)
	}
	if got := c.Remaining(White, at(9000)); got != 298*time.Second {
		t.Errorf("after the refused operations White shows %v, want 4m58s", got)
	}
}

// playMoves plays n moves per side, each taking d, starting with White's
// move at the clock's current instant from.
func playMoves(t *testing.T, c *Clock, from time.Time, n int, d time.Duration) (time.Time, []Event) {
	t.Helper()
	now := from
	var all []Event
	for i := 0; i < 2*n; i++ {
		now = now.Add(d)
		evs, err := c.Press(c.Turn(), now)
		if err != nil {
			t.Fatalf("press %d: %v", i+1, err)
		}
		all = append(all, evs...)
	}
	return now, all
}

func periodEvents(evs []Event) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == EventPeriod {
			out = append(out, e)
		}
	}
	return out
}

func TestPeriodPassages(t *testing.T) {
	t.Run("40/90+30,30+30", func(t *testing.T) {
		c := newClock(t, "40/90+30,30+30", Options{})
		c.Start(at(0))
		now, evs := playMoves(t, c, at(0), 39, time.Minute)
		if len(periodEvents(evs)) != 0 {
			t.Fatalf("period passed before move 40")
		}
		if n, left, final := c.Period(White); n != 1 || left != 1 || final {
			t.Errorf("before move 40: period %d, %d moves left, final %v", n, left, final)
		}
		// White's 40th move: 5430 s - 40 × 30 s + 30 min = 6030 s.
		now = now.Add(time.Minute)
		evs, _ = c.Press(White, now)
		want := []Event{
			{Kind: EventPress, At: now, Side: White, Times: [2]time.Duration{6030 * time.Second, 4260 * time.Second}, Moves: [2]int{40, 39}, Period: 2},
			{Kind: EventPeriod, At: now, Side: White, Times: [2]time.Duration{6030 * time.Second, 4260 * time.Second}, Moves: [2]int{40, 39}, Period: 2, Added: 30 * time.Minute},
		}
		if !reflect.DeepEqual(evs, want) {
			t.Fatalf("40th press: %+v\nwant %+v", evs, want)
		}
		if n, left, final := c.Period(White); n != 2 || left != 0 || !final {
			t.Errorf("after move 40: period %d, %d moves left, final %v", n, left, final)
		}
		now = now.Add(time.Minute)
		evs, _ = c.Press(Black, now)
		if pe := periodEvents(evs); len(pe) != 1 || pe[0].Side != Black || pe[0].Times[Black] != 6030*time.Second {
			t.Errorf("Black's 40th: %+v", evs)
		}
	})
	t.Run("40/120,20/60,30", func(t *testing.T) {
		c := newClock(t, "40/120,20/60,30", Options{})
		c.Start(at(0))
		now, evs := playMoves(t, c, at(0), 60, 2*time.Minute)
		pe := periodEvents(evs)
		if len(pe) != 4 {
			t.Fatalf("%d period events, want 4: %+v", len(pe), pe)
		}
		wantAdded := []time.Duration{time.Hour, time.Hour, 30 * time.Minute, 30 * time.Minute}
		wantSide := []Side{White, Black, White, Black}
		for i, e := range pe {
			if e.Added != wantAdded[i] || e.Side != wantSide[i] || e.Period != 2+i/2 {
				t.Errorf("period event %d: %+v", i, e)
			}
		}
		// 120 - 80 + 60 - 40 + 30 = 90 minutes each.
		if got := c.Times(now); got != [2]time.Duration{90 * time.Minute, 90 * time.Minute} {
			t.Errorf("after 60 moves: %v", got)
		}
	})
	t.Run("repeating 40/120", func(t *testing.T) {
		c := newClock(t, "40/120", Options{})
		c.Start(at(0))
		now, evs := playMoves(t, c, at(0), 80, time.Minute)
		pe := periodEvents(evs)
		if len(pe) != 4 || pe[2].Period != 3 || pe[2].Moves[White] != 80 {
			t.Fatalf("period events %+v", pe)
		}
		// 120 - 40 + 120 - 40 + 120 = 280 minutes.
		if got := c.Remaining(White, now); got != 280*time.Minute {
			t.Errorf("White after 80 moves: %v", got)
		}
		if n, left, final := c.Period(White); n != 3 || left != 40 || final {
			t.Errorf("period %d, left %d, final %v; want 3, 40, false", n, left, final)
		}
	})
	t.Run("period delay", func(t *testing.T) {
		// 2 moves with a 5 s simple delay, then the rest with a 10 s one.
		c := newClock(t, "2/1d5,1d10", Options{})
		c.Start(at(0))
		now, _ := playMoves(t, c, at(0), 2, 8*time.Second) // each move costs 3 s
		if got := c.Times(now); got != [2]time.Duration{114 * time.Second, 114 * time.Second} {
			t.Fatalf("after the control: %v", got)
		}
		evs, _ := c.Press(White, now.Add(8*time.Second)) // inside the 10 s delay now
		if evs[0].Times[White] != 114*time.Second {
			t.Errorf("move in the new delay cost time: %v", evs[0].Times)
		}
	})
}

func TestFlagMovesShort(t *testing.T) {
	// Article 6.4: the flag event tells how many moves were still due.
	c := newClock(t, "3/1,1", Options{})
	c.Start(at(0))
	c.Press(White, at(30000))
	c.Press(Black, at(40000))
	evs := c.Advance(at(200000)) // White had 30 s for moves 2 and 3
	want := Event{Kind: EventFlag, At: at(70000), Side: White, Times: [2]time.Duration{0, 50 * time.Second}, Moves: [2]int{1, 1}, Period: 1, MovesShort: 2, First: true}
	if len(evs) != 1 || !reflect.DeepEqual(evs[0], want) {
		t.Errorf("flag %+v, want %+v", evs, want)
	}
	// In the final period nothing is "short": all moves were due.
	c = newClock(t, "1/1,1", Options{})
	c.Start(at(0))
	c.Press(White, at(1000))
	c.Press(Black, at(2000))
	evs = c.Advance(at(500000))
	if len(evs) != 1 || evs[0].MovesShort != 0 || evs[0].Period != 2 || !evs[0].At.Equal(at(121000)) {
		t.Errorf("final-period flag %+v", evs)
	}
}

func TestArbiterOperations(t *testing.T) {
	t.Run("penalty by category", func(t *testing.T) {
		for _, tt := range []struct {
			control string
			added   time.Duration
		}{{"90+30", 2 * time.Minute}, {"15+10", time.Minute}, {"3+2", time.Minute}} {
			c := newClock(t, tt.control, Options{})
			c.Start(at(0))
			before := c.Remaining(Black, at(1000))
			evs, err := c.AddPenalty(Black, at(1000))
			if err != nil || len(evs) != 1 || evs[0].Adjust != AdjustPenalty || evs[0].Added != tt.added || evs[0].Side != Black {
				t.Errorf("%s: AddPenalty = %+v, %v", tt.control, evs, err)
			}
			if got := c.Remaining(Black, at(2000)); got != before+tt.added {
				t.Errorf("%s: Black %v, want %v", tt.control, got, before+tt.added)
			}
		}
	})
	t.Run("set and add time while running", func(t *testing.T) {
		c := newClock(t, "5", Options{})
		c.Start(at(0))
		if _, err := c.SetTime(White, 100*time.Second, at(10000)); err != nil {
			t.Fatal(err)
		}
		if got := c.Remaining(White, at(20000)); got != 90*time.Second {
			t.Errorf("White %v, want 1m30s", got)
		}
		evs, err := c.AddTime(White, -30*time.Second, at(20000))
		if err != nil || evs[0].Added != -30*time.Second {
			t.Fatalf("AddTime: %+v, %v", evs, err)
		}
		if _, err := c.AddTime(White, -2*time.Minute, at(20000)); !errors.Is(err, ErrBadValue) {
			t.Errorf("taking more than is left: %v", err)
		}
		if _, err := c.SetTime(White, -time.Second, at(20000)); !errors.Is(err, ErrBadValue) {
			t.Errorf("negative time: %v", err)
		}
		if got := c.Remaining(White, at(30000)); got != 50*time.Second {
			t.Errorf("White %v, want 50s", got)
		}
	})
	t.Run("set time to zero flags at once", func(t *testing.T) {
		c := newClock(t, "5", Options{})
		c.Start(at(0))
		c.SetTime(White, 0, at(1000))
		evs := c.Advance(at(1000))
		if len(evs) != 1 || evs[0].Kind != EventFlag || !evs[0].At.Equal(at(1000)) {
			t.Errorf("events %+v", evs)
		}
	})
	t.Run("set moves moves the period, not the time", func(t *testing.T) {
		c := newClock(t, "40/90+30,30+30", Options{})
		c.Start(at(0))
		evs, err := c.SetMoves(White, 39, at(1000))
		if err != nil || evs[0].Adjust != AdjustMoves || evs[0].Added != 0 || evs[0].Moves[White] != 39 {
			t.Fatalf("SetMoves: %+v, %v", evs, err)
		}
		if n, left, _ := c.Period(White); n != 1 || left != 1 {
			t.Errorf("period %d, left %d", n, left)
		}
		evs, _ = c.Press(White, at(2000))
		if pe := periodEvents(evs); len(pe) != 1 || pe[0].Times[White] != (5430-2+1800+30)*time.Second {
			t.Errorf("events %+v", evs)
		}
		if _, err := c.SetMoves(Black, -1, at(3000)); !errors.Is(err, ErrBadValue) {
			t.Errorf("negative moves: %v", err)
		}
	})
	t.Run("set turn without bonus", func(t *testing.T) {
		c := newClock(t, "5+3", Options{})
		c.Start(at(0))
		if _, err := c.SetTurn(Black, at(5000)); err != nil {
			t.Fatal(err)
		}
		if c.Turn() != Black || c.Moves(White) != 0 {
			t.Errorf("turn %v, White moves %d", c.Turn(), c.Moves(White))
		}
		if got := c.Times(at(6000)); got != [2]time.Duration{298 * time.Second, 302 * time.Second} {
			t.Errorf("times %v", got)
		}
	})
	t.Run("switch to increment mid-game (Guideline III.4)", func(t *testing.T) {
		c := newClock(t, "5", Options{})
		c.Start(at(0))
		tc, _ := Parse("5+5")
		if _, err := c.SetControl(tc, at(10000)); err != nil {
			t.Fatal(err)
		}
		c.AddPenalty(Black, at(10000)) // the opponent gets +2 minutes... here 1 (blitz)
		evs, _ := c.Press(White, at(20000))
		if evs[0].Times != [2]time.Duration{285 * time.Second, 360 * time.Second} {
			t.Errorf("times %v", evs[0].Times)
		}
		if _, err := c.SetControl(Control{}, at(20000)); err == nil {
			t.Errorf("SetControl accepted an empty control")
		}
	})
	t.Run("adjust before the start", func(t *testing.T) {
		c := newClock(t, "5", Options{})
		if _, err := c.SetTime(Black, 4*time.Minute, at(0)); err != nil {
			t.Fatal(err)
		}
		c.Start(at(0))
		if got := c.Times(at(1000)); got != [2]time.Duration{299 * time.Second, 240 * time.Second} {
			t.Errorf("times %v", got)
		}
	})
}

func TestSnapshotsAndRestore(t *testing.T) {
	c := newClock(t, "5+3", Options{})
	c.Start(at(0))
	c.Press(White, at(10000))
	c.Press(Black, at(15000))
	c.Press(White, at(25000))
	want := []Snapshot{
		{Ply: 0, At: at(0), Turn: White, Times: [2]time.Duration{303 * time.Second, 303 * time.Second}},
		{Ply: 1, At: at(10000), Turn: Black, Times: [2]time.Duration{296 * time.Second, 303 * time.Second}, Moves: [2]int{1, 0}},
		{Ply: 2, At: at(15000), Turn: White, Times: [2]time.Duration{296 * time.Second, 301 * time.Second}, Moves: [2]int{1, 1}},
		{Ply: 3, At: at(25000), Turn: Black, Times: [2]time.Duration{289 * time.Second, 301 * time.Second}, Moves: [2]int{2, 1}},
	}
	snaps := c.Snapshots()
	if !reflect.DeepEqual(snaps, want) {
		t.Fatalf("Snapshots() = %+v\nwant %+v", snaps, want)
	}
	// D.2.9: the boards diverged after Black's first move; back to ply 2.
	evs, err := c.Restore(snaps[2], at(40000))
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 1 || evs[0].Adjust != AdjustRestore || evs[0].Times != want[2].Times || evs[0].Moves != want[2].Moves {
		t.Errorf("restore events %+v", evs)
	}
	if c.Status() != Paused || c.Turn() != White || c.Moves(White) != 1 {
		t.Errorf("after restore: %v, turn %v, moves %d", c.Status(), c.Turn(), c.Moves(White))
	}
	if got := c.Snapshots(); len(got) != 3 {
		t.Errorf("after restore %d snapshots, want 3", len(got))
	}
	c.Resume(at(50000))
	c.Press(White, at(53000))
	got := c.Snapshots()
	if len(got) != 4 || got[3].Ply != 3 || got[3].Times != [2]time.Duration{296 * time.Second, 301 * time.Second} {
		t.Errorf("snapshot after the replayed move: %+v", got[len(got)-1])
	}
	if _, err := c.Restore(Snapshot{Turn: 7}, at(60000)); !errors.Is(err, ErrBadValue) {
		t.Errorf("restore of a bad snapshot: %v", err)
	}
	// Restoring a flagged snapshot keeps the flag.
	c2 := newClock(t, "1", Options{})
	c2.Start(at(0))
	c2.Press(White, at(70000))
	s := c2.Snapshots()[1]
	if !s.Flagged[White] || s.Times[White] != 0 {
		t.Fatalf("snapshot after a flagged press: %+v", s)
	}
	c2.Restore(s, at(80000))
	if !c2.Flagged(White) {
		t.Errorf("restore lost the flag")
	}
}

// TestSixHourGameNoDrift plays a six-hour game with nanosecond-random move
// times and checks every press against a simple independent model, exactly.
func TestSixHourGameNoDrift(t *testing.T) {
	tc, _ := Parse("40/120+30,20/60+30,30+30")
	c, _ := New(tc, Options{})
	r := rand.New(rand.NewPCG(1, 2))
	model := [2]time.Duration{120*time.Minute + 30*time.Second, 120*time.Minute + 30*time.Second}
	moves := [2]int{}
	now := t0
	c.Start(now)
	var used [2]time.Duration
	for now.Sub(t0) < 6*time.Hour {
		s := c.Turn()
		d := time.Duration(r.Int64N(int64(4*time.Minute))) + time.Second
		if d >= model[s] {
			d = model[s] / 2
		}
		now = now.Add(d)
		if _, err := c.Press(s, now); err != nil {
			t.Fatal(err)
		}
		used[s] += d
		moves[s]++
		model[s] += -d + 30*time.Second
		switch moves[s] {
		case 40:
			model[s] += time.Hour
		case 60:
			model[s] += 30 * time.Minute
		}
		if got := c.Times(now); got != model {
			t.Fatalf("after %d/%d moves at %v: clock %v, model %v", moves[0], moves[1], now.Sub(t0), got, model)
		}
	}
	total := now.Sub(t0)
	if used[0]+used[1] != total {
		t.Errorf("used %v + %v != elapsed %v", used[0], used[1], total)
	}
	for s := range 2 {
		bonus := time.Duration(moves[s]+1) * 30 * time.Second // move 1 included
		periods := time.Duration(0)
		if moves[s] >= 40 {
			periods += time.Hour
		}
		if moves[s] >= 60 {
			periods += 30 * time.Minute
		}
		if want := 120*time.Minute + bonus + periods - used[s]; c.Remaining(Side(s), now) != want {
			t.Errorf("side %d: %v, want %v", s, c.Remaining(Side(s), now), want)
		}
	}
	t.Logf("virtual game: %v, %d + %d moves", total, moves[0], moves[1])
}

// TestUsedIsTheTimeEachClockRan: Used is how long each side's clock has
// run (Guideline I.2.3, the adjourned game's envelope): pauses and the
// time before the start do not count, a delay does, and neither a bonus
// nor an arbiter's adjustment changes it.
func TestUsedIsTheTimeEachClockRan(t *testing.T) {
	tests := []struct {
		name    string
		control string
		ops     []op
		adjust  bool // the arbiter adds a minute to Black at the end
		now     int64
		w, b    int64 // the times used, ms
	}{
		{"not started", "90+30", nil, false, 5000, 0, 0},
		{"running, increment", "90+30", []op{{ms: 1000, do: "start"}, {ms: 12000, do: "press"}, {ms: 22000, do: "press"}}, false, 30000, 19000, 10000},
		{"a pause does not count", "90+30", []op{{ms: 0, do: "start"}, {ms: 11000, do: "press"}, {ms: 21000, do: "press"}, {ms: 25000, do: "pause"}, {ms: 100000, do: "resume"}}, false, 105000, 20000, 10000},
		{"a delay counts", "5 d3", []op{{ms: 0, do: "start"}, {ms: 2000, do: "press"}, {ms: 9000, do: "press"}}, false, 9000, 2000, 7000},
		{"an arbiter's addition does not", "90+30", []op{{ms: 0, do: "start"}, {ms: 11000, do: "press"}}, true, 15000, 11000, 4000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := newClock(t, tc.control, Options{})
			runOps(t, c, tc.ops)
			if tc.adjust {
				if _, err := c.AddTime(Black, time.Minute, at(tc.now)); err != nil {
					t.Fatal(err)
				}
			}
			got := [2]time.Duration{c.Used(White, at(tc.now)), c.Used(Black, at(tc.now))}
			if got != [2]time.Duration{msd(tc.w), msd(tc.b)} {
				t.Errorf("used %v, %v; want %d ms, %d ms", got[0], got[1], tc.w, tc.b)
			}
		})
	}
}
