package clock

import (
	"slices"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Kind is what an Announcement tells.
type Kind uint8

// The kinds of announcement.
const (
	// TimeLeft: Side's clock shows Duration. Automatic ones carry the exact
	// threshold that was crossed.
	TimeLeft Kind = iota + 1
	// PeriodPassed: Side completed the moves of a period; Added was added,
	// Side now has Duration, and Period is the new period.
	PeriodPassed
	// Flag: Side's flag fell; Count moves completed, MovesLeft moves short
	// of the control (0 in the final period), Period the period, First
	// whether it was the first flag.
	Flag
	// MoveCount: Side has completed Count moves; MovesLeft moves remain to
	// the next control (0: no control ahead), in Period.
	MoveCount
	// ControlStatus: Side plays in Period (Final: for the rest of the game)
	// with MovesLeft moves to the control, Bonus/BonusTime per move; when
	// it is his move (Moving), Duration is the simple delay left on it.
	ControlStatus
)

// String returns the kind's name ("time left", "period passed", "flag",
// "move count", "control status").
func (k Kind) String() string {
	switch k {
	case TimeLeft:
		return "time left"
	case PeriodPassed:
		return "period passed"
	case Flag:
		return "flag"
	case MoveCount:
		return "move count"
	case ControlStatus:
		return "control status"
	}
	return "unknown"
}

// Audience is who may hear an announcement.
type Audience uint8

// AudienceVI is the visually impaired player alone, in his own earphone
// (Annex D.2.6.1, D.2.10.4). The clock has no announcement for the sighted
// player: it never tells him the move count or prompts him (Article 12.6).
const AudienceVI Audience = 0

// Announcement is one fact the clock says. It carries numbers, not words:
// the caller renders it (rounding durations down) in the player's language.
type Announcement struct {
	// At is the instant the fact holds: the threshold crossing, the press,
	// the flag fall or the request.
	At time.Time
	// Times and Moves are both clocks and both move counters at At.
	Times [2]time.Duration
	Moves [2]int
	// Kind says what is told; the fields below are used as its
	// documentation says.
	Kind Kind
	// Audience is always AudienceVI.
	Audience Audience
	// Automatic is true for what the policy says by itself, false for an
	// answer to a request.
	Automatic bool
	// Side is the side the fact is about.
	Side Side
	// Duration: the time told (TimeLeft), the new total (PeriodPassed), the
	// simple delay left on Side's move (ControlStatus, when Moving).
	Duration time.Duration
	// Moving, for ControlStatus: it is Side's move (his clock runs, or is
	// paused on his move).
	Moving bool
	// Added is the time added by a period passage.
	Added time.Duration
	// Count is a number of moves completed by Side.
	Count int
	// MovesLeft: moves to the next control (MoveCount, ControlStatus), or
	// moves short of it when a flag fell (Flag).
	MovesLeft int
	// Period is Side's period, 1-based.
	Period int
	// Final: the period is for the rest of the game.
	Final bool
	// First: the first flag of the game.
	First bool
	// Bonus and BonusTime are the per-move bonus of Side's period.
	Bonus     Bonus
	BonusTime time.Duration
}

// Request is what the visually impaired player asks the clock.
type Request uint8

// The requests (Annex D.2.10.4: on request, the moves completed and the
// times of both players).
const (
	AskOwnTime Request = iota + 1
	AskOpponentTime
	AskBothTimes
	AskMoves
	AskStatus
)

// Alerts are the automatic announcements.
type Alerts struct {
	// Thresholds: announce the player's own time once when it falls to each
	// of these.
	Thresholds []time.Duration
	// Every: below the smallest threshold (or throughout, with no
	// thresholds), also announce at every multiple of this; 0 = off.
	Every time.Duration
	// Control: announce passing a time control (own side).
	Control bool
	// Flags: announce every flag fall, own and opponent's.
	Flags bool
}

// DefaultAlerts are what a tournament player wants: passing a time control,
// flags, 10, 5, 2 and 1 minutes, 30 seconds, then every 10 seconds.
func DefaultAlerts() Alerts {
	return Alerts{
		Thresholds: []time.Duration{10 * time.Minute, 5 * time.Minute, 2 * time.Minute, time.Minute, 30 * time.Second},
		Every:      10 * time.Second,
		Control:    true,
		Flags:      true,
	}
}

// MinEvery is the shortest interval of Alerts.Every.
const MinEvery = time.Second

// ParseAlerts reads a list of automatic time announcements such as
// "10m,5m,2m,1m,30s,every 10s": durations with units (h, m, s; "1m30s"),
// "every D" for every multiple of D below the smallest threshold, or "none"
// (or "off") for no time announcements. Passing a time control and flag
// falls are always announced.
func ParseAlerts(s string) (Alerts, error) {
	a := Alerts{Control: true, Flags: true}
	p := &parser{in: s, s: asciiLower(s)}
	p.ws()
	if rest := strings.TrimSpace(p.s); rest == "none" || rest == "off" {
		return a, nil
	}
	if p.i == len(p.s) {
		return Alerts{}, p.errAt(p.i, "clock.alerts-empty")
	}
	for {
		p.ws()
		start := p.i
		every := false
		if strings.HasPrefix(p.s[p.i:], "every") {
			every = true
			p.i += len("every")
			p.ws()
			if a.Every != 0 {
				return Alerts{}, p.errAt(start, "clock.alerts-every-once")
			}
		}
		pos := p.i
		d, err := p.duration(0, "clock.what-alert-time")
		if err != nil {
			return Alerts{}, err
		}
		if d == 0 && !isUnitEnd(p.s, p.i) {
			return Alerts{}, p.errAt(pos, "clock.alerts-unit")
		}
		switch {
		case every && d < MinEvery:
			return Alerts{}, p.errAt(pos, "clock.alerts-interval")
		case every:
			a.Every = d
		case d <= 0:
			return Alerts{}, p.errAt(pos, "clock.alerts-zero")
		case slices.Contains(a.Thresholds, d):
			return Alerts{}, p.errAt(start, "clock.alerts-twice")
		default:
			a.Thresholds = append(a.Thresholds, d)
		}
		p.ws()
		if p.i == len(p.s) {
			return a, nil
		}
		if p.peek() != ',' {
			return Alerts{}, p.unexpected("clock.alerts-next")
		}
		p.i++
	}
}

// isUnitEnd reports whether the duration just read ended with a unit letter
// (so that "0s" is a zero with a unit and "10" a bare number).
func isUnitEnd(s string, i int) bool {
	return i > 0 && isLetter(s[i-1])
}

// String writes the alerts in the form ParseAlerts reads ("none" for no
// time announcements).
func (a Alerts) String() string {
	var parts []string
	for _, t := range a.Thresholds {
		parts = append(parts, formatUnits(t))
	}
	if a.Every > 0 {
		parts = append(parts, "every "+formatUnits(a.Every))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ",")
}

// Policy is the talking-clock policy for one visually impaired player.
type Policy struct {
	Me     Side
	Alerts Alerts
}

// Talker applies a Policy to a Clock: it says each automatic announcement
// exactly once, at the instant its threshold is crossed, and answers
// requests. A threshold is armed when the player's time is above it after a
// period passage or after an arbiter operation, and at the start when it is
// below his base time: a threshold at or above the starting time less the
// increment given before move 1 (the 5 minutes of 5+3, which start at 5:03)
// is not said, since the player knows the time he started with and would
// hear it a few seconds into the game. An increment that lifts the time
// back above a threshold already said does not say it again.
type Talker struct {
	me    Side
	a     Alerts
	th    []time.Duration // explicit thresholds, descending
	limit time.Duration   // Every applies below this (0: no limit)
	floor time.Duration   // thresholds at or above floor are said (or not armed)
	armed bool
}

// NewTalker returns a Talker for the policy.
func NewTalker(p Policy) (*Talker, error) {
	if p.Me > Black {
		return nil, catalog.Errorf("clock.talker-side", ErrBadValue, int(p.Me))
	}
	if p.Alerts.Every != 0 && p.Alerts.Every < MinEvery {
		return nil, catalog.Errorf("clock.talker-interval", ErrBadValue, p.Alerts.Every, MinEvery)
	}
	t := &Talker{me: p.Me, a: p.Alerts}
	for _, d := range p.Alerts.Thresholds {
		if d <= 0 {
			return nil, catalog.Errorf("clock.talker-threshold", ErrBadValue, d)
		}
		if !slices.Contains(t.th, d) {
			t.th = append(t.th, d)
		}
	}
	slices.Sort(t.th)
	slices.Reverse(t.th)
	if len(t.th) > 0 {
		t.limit = t.th[len(t.th)-1]
	}
	return t, nil
}

// Me returns the side of the visually impaired player.
func (t *Talker) Me() Side { return t.me }

// below returns the largest threshold under x.
func (t *Talker) below(x time.Duration) (time.Duration, bool) {
	var best time.Duration
	ok := false
	for _, d := range t.th {
		if d < x {
			best, ok = d, true
			break
		}
	}
	if e := t.a.Every; e > 0 {
		top := x
		if t.limit > 0 && t.limit < top {
			top = t.limit
		}
		if k := (top - 1) / e; k >= 1 && k*e > best {
			best, ok = k*e, true
		}
	}
	return best, ok
}

// lowestCrossed returns the smallest threshold in [r, floor).
func (t *Talker) lowestCrossed(r time.Duration) (time.Duration, bool) {
	best, ok := time.Duration(0), false
	for _, d := range t.th {
		if d >= r && d < t.floor {
			best, ok = d, true
		}
	}
	if e := t.a.Every; e > 0 {
		k := max(1, (r+e-1)/e)
		top := t.floor
		if t.limit > 0 && t.limit < top {
			top = t.limit
		}
		if d := k * e; d < top && (!ok || d < best) {
			best, ok = d, true
		}
	}
	return best, ok
}

// Next returns the next instant at which the clock must be advanced: the
// running flag falls or the player's time crosses the next armed threshold.
// False means nothing will happen until the next press or operation.
func (t *Talker) Next(c *Clock) (time.Time, bool) {
	at, ok := c.Next()
	if !t.armed {
		return at, ok
	}
	if d, dok := t.below(t.floor); dok {
		if w, wok := c.When(t.me, d); wok && (!ok || w.Before(at)) {
			at, ok = w, true
		}
	}
	return at, ok
}

// Due returns the automatic time announcement due at now: when the player's
// running time has fallen to a threshold not yet said. When several were
// crossed at once (the caller was late), only the lowest is said; the
// others are marked said. The announcement carries the threshold itself.
func (t *Talker) Due(c *Clock, now time.Time) []Announcement {
	if !t.armed || c.Status() != Running || c.Turn() != t.me {
		return nil
	}
	r := c.Remaining(t.me, now)
	d, ok := t.lowestCrossed(r)
	if !ok {
		return nil
	}
	t.floor = d
	return []Announcement{{At: now, Times: c.Times(now), Moves: [2]int{c.Moves(White), c.Moves(Black)},
		Kind: TimeLeft, Audience: AudienceVI, Automatic: true, Side: t.me, Duration: d}}
}

// Observe takes the clock's events into account: it arms the thresholds at
// the start, after a period passage and after arbiter operations, and
// returns the announcements the events cause (period passage, flags).
func (t *Talker) Observe(evs []Event) []Announcement {
	var out []Announcement
	for _, ev := range evs {
		switch ev.Kind {
		case EventStart:
			t.armed = true
			t.floor = ev.Times[t.me] - max(0, ev.Added)
		case EventPeriod:
			if ev.Side != t.me {
				continue
			}
			t.floor = ev.Times[t.me]
			if t.a.Control {
				out = append(out, Announcement{At: ev.At, Times: ev.Times, Moves: ev.Moves, Kind: PeriodPassed, Audience: AudienceVI, Automatic: true,
					Side: ev.Side, Duration: ev.Times[ev.Side], Added: ev.Added, Period: ev.Period, Count: ev.Moves[ev.Side]})
			}
		case EventFlag:
			if t.a.Flags {
				out = append(out, Announcement{At: ev.At, Times: ev.Times, Moves: ev.Moves, Kind: Flag, Audience: AudienceVI, Automatic: true,
					Side: ev.Side, Count: ev.Moves[ev.Side], MovesLeft: ev.MovesShort, Period: ev.Period,
					Final: ev.MovesShort == 0, First: ev.First})
			}
		case EventAdjust:
			if ev.Side == t.me || ev.Adjust == AdjustRestore || ev.Adjust == AdjustControl {
				t.floor = ev.Times[t.me]
			}
		}
	}
	return out
}

// Answer answers a request of the visually impaired player at now.
func (t *Talker) Answer(c *Clock, q Request, now time.Time) ([]Announcement, error) {
	me, opp := t.me, t.me.Other()
	base := Announcement{At: now, Times: c.Times(now), Moves: [2]int{c.Moves(White), c.Moves(Black)}, Audience: AudienceVI, Side: me}
	timeLeft := func(s Side) Announcement {
		a := base
		a.Kind, a.Side, a.Duration = TimeLeft, s, c.Remaining(s, now)
		return a
	}
	switch q {
	case AskOwnTime:
		return []Announcement{timeLeft(me)}, nil
	case AskOpponentTime:
		return []Announcement{timeLeft(opp)}, nil
	case AskBothTimes:
		return []Announcement{timeLeft(me), timeLeft(opp)}, nil
	case AskMoves:
		a := base
		a.Kind, a.Count = MoveCount, c.Moves(me)
		a.Period, a.MovesLeft, _ = c.Period(me)
		return []Announcement{a}, nil
	case AskStatus:
		p := c.PeriodDef(me)
		a := base
		a.Kind, a.Count, a.Bonus, a.BonusTime = ControlStatus, c.Moves(me), p.Bonus, p.BonusTime
		a.Period, a.MovesLeft, a.Final = c.Period(me)
		if st := c.Status(); c.Turn() == me && (st == Running || st == Paused) && !c.Flagged(me) {
			a.Moving = true
			a.Duration = c.DelayLeft(now)
		}
		return []Announcement{a}, nil
	}
	return nil, catalog.Errorf("clock.answer-request", ErrBadValue, int(q))
}

// Output is one thing to report, in order: a clock event or an
// announcement (when Announcement.Kind is not 0).
type Output struct {
	Event        Event
	Announcement Announcement
}

// IsAnnouncement reports whether o is an announcement rather than an event.
func (o Output) IsAnnouncement() bool { return o.Announcement.Kind != 0 }

// Apply passes clock events to Observe and returns them, each followed by
// the announcements it causes.
func (t *Talker) Apply(evs []Event) []Output {
	var out []Output
	for _, ev := range evs {
		out = append(out, Output{Event: ev})
		for _, a := range t.Observe([]Event{ev}) {
			out = append(out, Output{Announcement: a})
		}
	}
	return out
}

// Step brings the clock and the policy to now, instant by instant: each
// flag fall and each threshold crossed up to now is handled at its own
// instant, in order, so that virtual time and a late real-time loop give the
// same sequence. A real-time loop calls Step when the timer set for Next
// fires; a virtual run calls it before each scripted action.
func (t *Talker) Step(c *Clock, now time.Time) []Output {
	var out []Output
	for {
		at, ok := t.Next(c)
		if !ok || at.After(now) {
			break
		}
		n := len(out)
		out = append(out, t.Apply(c.Advance(at))...)
		for _, a := range t.Due(c, at) {
			out = append(out, Output{Announcement: a})
		}
		if len(out) == n {
			break // nothing happened at the instant; never loop on it
		}
	}
	c.Advance(now)
	return out
}
