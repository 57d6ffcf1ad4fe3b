package clock

import (
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Status is the state of the clock as a whole.
type Status uint8

const (
	// NotStarted: the clocks show their initial times; Start begins the game.
	NotStarted Status = iota
	// Running: the clock of the side to move (Turn) runs.
	Running
	// Paused: both clocks are stopped (Article 6.11); Resume restarts the
	// side to move.
	Paused
	// Flagged: a flag fell and the clock froze (Options.Freeze): both
	// clocks are stopped and no time is added any more. Only the arbiter
	// can go on, by setting a time (which leaves the clock paused) or
	// restoring a snapshot.
	Flagged
)

// String returns "not started", "running", "paused" or "flagged".
func (s Status) String() string {
	switch s {
	case Running:
		return "running"
	case Paused:
		return "paused"
	case Flagged:
		return "flagged"
	}
	return "not started"
}

// Options change how a clock behaves where the Laws leave a choice.
type Options struct {
	// Freeze stops the whole clock at the first flag fall, as electronic
	// clocks do by default (FIDE Handbook C.02). Without it the flagged
	// clock stays at zero, the flagged player may still press, and the
	// opponent's clock runs and can flag too; the clock records which flag
	// fell first.
	Freeze bool
	// First is the side whose clock Start starts: White in a game from the
	// initial position (Article 6.6), the side to move in a game from a
	// set-up position (an adjourned game, an arbiter's set-up, a retrace).
	First Side
	// Moves are the moves each side has already completed when the clock
	// is made, as the position's move number tells (a position at move 31
	// with White to move: 30 each; with Black to move: 31 and 30). They
	// count towards the periods of the control, and each side starts with
	// the time of the period its count falls in.
	Moves [2]int
}

// Errors returned for operations the clock's state does not allow. They
// are wrapped with details; test with errors.Is.
var (
	ErrNotStarted    = catalog.Errorf("clock.err-not-started")
	ErrStarted       = catalog.Errorf("clock.err-started")
	ErrPaused        = catalog.Errorf("clock.err-paused")
	ErrNotPaused     = catalog.Errorf("clock.err-not-paused")
	ErrFrozen        = catalog.Errorf("clock.err-frozen")
	ErrNotYourClock  = catalog.Errorf("clock.err-not-your-clock")
	ErrTimeBackwards = catalog.Errorf("clock.err-time-backwards")
	ErrBadValue      = catalog.Errorf("clock.err-bad-value")
)

// sideWord names a side in an error, in the language of whoever shows
// the error.
type sideWord Side

// SayIn names the side in c's language.
func (s sideWord) SayIn(c catalog.Catalog) string {
	if Side(s) == Black {
		return c.Say("clock.err-black")
	}
	return c.Say("clock.err-white")
}

// statusWord names a clock's state in an error.
type statusWord Status

// SayIn names the state in c's language.
func (s statusWord) SayIn(c catalog.Catalog) string {
	switch Status(s) {
	case Running:
		return c.Say("clock.status-running")
	case Paused:
		return c.Say("clock.status-paused")
	case Flagged:
		return c.Say("clock.status-flagged")
	}
	return c.Say("clock.status-not-started")
}

// adjustWord names an arbiter's operation in an error.
type adjustWord Adjustment

// SayIn names the operation in c's language.
func (a adjustWord) SayIn(c catalog.Catalog) string {
	switch Adjustment(a) {
	case AdjustTime:
		return c.Say("clock.adjust-time")
	case AdjustAdd:
		return c.Say("clock.adjust-add")
	case AdjustPenalty:
		return c.Say("clock.adjust-penalty")
	case AdjustMoves:
		return c.Say("clock.adjust-moves")
	case AdjustTurn:
		return c.Say("clock.adjust-turn")
	case AdjustControl:
		return c.Say("clock.adjust-control")
	case AdjustRestore:
		return c.Say("clock.adjust-restore")
	}
	return c.Say("clock.adjust-none")
}

// EventKind says what happened on the clock.
type EventKind uint8

// The events a clock reports. Their String values are the "event" names of
// the JSON lines of "blindchess clock".
const (
	EventStart EventKind = iota + 1
	EventPress
	EventPeriod
	EventFlag
	EventPause
	EventResume
	EventAdjust
)

// String returns "start", "press", "period", "flag", "pause", "resume" or
// "adjust".
func (k EventKind) String() string {
	switch k {
	case EventStart:
		return "start"
	case EventPress:
		return "press"
	case EventPeriod:
		return "period"
	case EventFlag:
		return "flag"
	case EventPause:
		return "pause"
	case EventResume:
		return "resume"
	case EventAdjust:
		return "adjust"
	}
	return "unknown"
}

// Adjustment says which arbiter operation an EventAdjust was.
type Adjustment uint8

// The arbiter operations.
const (
	AdjustNone    Adjustment = iota
	AdjustTime               // SetTime
	AdjustAdd                // AddTime
	AdjustPenalty            // AddPenalty
	AdjustMoves              // SetMoves
	AdjustTurn               // SetTurn
	AdjustControl            // SetControl
	AdjustRestore            // Restore
)

// String names the adjustment ("set time", "add time", "penalty", "set
// moves", "set turn", "set control", "restore").
func (a Adjustment) String() string {
	switch a {
	case AdjustTime:
		return "set time"
	case AdjustAdd:
		return "add time"
	case AdjustPenalty:
		return "penalty"
	case AdjustMoves:
		return "set moves"
	case AdjustTurn:
		return "set turn"
	case AdjustControl:
		return "set control"
	case AdjustRestore:
		return "restore"
	}
	return "none"
}

// Event is one thing that happened on the clock, stamped with the exact
// instant it happened (a flag event carries the instant the time ran out,
// even when Advance is called later).
type Event struct {
	Kind EventKind
	At   time.Time
	// Side is the side the event concerns: the side that pressed, passed a
	// control or flagged; the running side for start, pause and resume; the
	// adjusted side for arbiter operations.
	Side Side
	// Times are the times both clocks show at At, after the event.
	Times [2]time.Duration
	// Moves are the moves each side has completed, after the event.
	Moves [2]int
	// Period is Side's period (1-based) after the event; for a flag, the
	// period in which it fell.
	Period int
	// Added is the time added to Side: by a period passage, or (possibly
	// negative) by an arbiter operation; at the start, the increment both
	// sides were given before move 1 (already in Times).
	Added time.Duration
	// MovesShort, for a flag, is the check of Article 6.4: how many moves
	// Side still had to complete in the period (0 in the final period,
	// where all moves had to be completed).
	MovesShort int
	// First, for a flag, is true for the first flag of the game.
	First bool
	// Adjust says which arbiter operation an EventAdjust was.
	Adjust Adjustment
}

// FlagRecord is one flag fall: whose, when, and the Article 6.4 check.
type FlagRecord struct {
	Side       Side
	At         time.Time
	Period     int // 1-based
	Moves      int // moves Side had completed
	MovesShort int // moves still due in the period; 0 in the final period
}

// Snapshot is the clock state at a completed move (or at the start), kept
// for restoring the clocks when the game is taken back (Articles 7.1, 7.5,
// Annex D.2.9).
type Snapshot struct {
	// Ply counts the snapshots of the game: 0 is the start, then one per
	// press.
	Ply int
	// At is the instant of the press (of Start for ply 0).
	At time.Time
	// Turn is the side to move after the snapshot.
	Turn Side
	// Times, Moves and Flagged are both clocks, move counters and flags.
	Times   [2]time.Duration
	Moves   [2]int
	Flagged [2]bool
}

// Clock is a two-sided chess clock. It is not safe for concurrent use: one
// goroutine (the table loop) owns it. All instants given to it must be non-
// decreasing.
type Clock struct {
	tc      Control
	opts    Options
	status  Status
	turn    Side
	since   time.Time        // start of the running segment
	main    [2]time.Duration // main times, settled at since
	moves   [2]int
	flagged [2]bool
	delay   time.Duration    // simple delay left for the running move, at since
	used    time.Duration    // time used on the running move before since (Bronstein)
	ran     [2]time.Duration // how long each side's clock has run, up to since
	last    time.Time        // latest instant seen
	flags   []FlagRecord
	snaps   []Snapshot
}

// New returns a clock for the time control, not started, both sides showing
// tc.Initial().
func New(tc Control, opts Options) (*Clock, error) {
	if err := tc.Validate(); err != nil {
		return nil, catalog.Errorf("clock.op-new", err)
	}
	if opts.First != White && opts.First != Black {
		return nil, catalog.Errorf("clock.op-new-first", int(opts.First))
	}
	if opts.Moves[White] < 0 || opts.Moves[Black] < 0 {
		return nil, catalog.Errorf("clock.op-new-moves", opts.Moves)
	}
	c := &Clock{tc: cloneControl(tc), opts: opts, turn: opts.First, moves: opts.Moves}
	for _, s := range []Side{White, Black} {
		c.main[s] = tc.startTime(opts.Moves[s])
	}
	c.resetMove()
	c.snapshot(time.Time{})
	return c, nil
}

func cloneControl(tc Control) Control {
	tc.Periods = append([]Period(nil), tc.Periods...)
	return tc
}

// Control returns the time control the clock runs.
func (c *Clock) Control() Control { return cloneControl(c.tc) }

// Status returns the state of the clock.
func (c *Clock) Status() Status { return c.status }

// Turn returns the side whose clock runs (or would run after Start or
// Resume).
func (c *Clock) Turn() Side { return c.turn }

// Moves returns the number of moves side s has completed (pressed).
func (c *Clock) Moves(s Side) int { return c.moves[s] }

// Flagged reports whether side s's flag has fallen.
func (c *Clock) Flagged(s Side) bool { return c.flagged[s] }

// Flags returns the flag falls of the game in the order they happened; the
// first element is the flag that fell first.
func (c *Clock) Flags() []FlagRecord { return append([]FlagRecord(nil), c.flags...) }

// Snapshots returns the snapshots kept so far: the start and one per
// completed move (after any Restore, the ones up to the restored one).
func (c *Clock) Snapshots() []Snapshot { return append([]Snapshot(nil), c.snaps...) }

// Period returns side s's current period (1-based), the moves s still has to
// complete in it, and whether it is the final period (all remaining moves).
func (c *Clock) Period(s Side) (number, movesLeft int, final bool) {
	i, left := c.tc.period(c.moves[s])
	return i + 1, left, c.tc.Final(i)
}

// PeriodDef returns the definition of side s's current period.
func (c *Clock) PeriodDef(s Side) Period {
	i, _ := c.tc.period(c.moves[s])
	return c.tc.at(i)
}

// Remaining returns the time side s's clock shows at now: never below zero,
// frozen at zero once its flag has fallen. With a simple delay it is the
// main time (see DelayLeft for the delay).
func (c *Clock) Remaining(s Side, now time.Time) time.Duration {
	if c.status != Running {
		return c.main[s]
	}
	sp := c.spent(c.elapsed(now))
	switch {
	case s == c.turn:
		return c.main[s] - sp
	case c.tc.Hourglass:
		return c.main[s] + sp
	}
	return c.main[s]
}

// Used returns how long side s's clock has run up to now: the time s has
// used, as an adjourned game's envelope gives it (Guideline I.2.3). Pauses
// do not count; a delay does (the clock runs, the main time waits); arbiter
// operations, bonuses and a restored snapshot do not change it.
func (c *Clock) Used(s Side, now time.Time) time.Duration {
	d := c.ran[s]
	if c.status == Running && s == c.turn {
		d += c.elapsed(now)
	}
	return d
}

// Times returns Remaining for both sides.
func (c *Clock) Times(now time.Time) [2]time.Duration {
	return [2]time.Duration{c.Remaining(White, now), c.Remaining(Black, now)}
}

// DelayLeft returns how much of the simple delay of the running move is
// left at now (0 without a simple delay, or when the main time runs).
func (c *Clock) DelayLeft(now time.Time) time.Duration {
	if c.curBonus() != SimpleDelay {
		return 0
	}
	if c.status != Running {
		return c.delay
	}
	return max(0, c.delay-c.elapsed(now))
}

// Next returns the instant the running flag will fall if nobody presses,
// and false when no flag can fall (the clock is not running, or the running
// side has already flagged).
func (c *Clock) Next() (time.Time, bool) {
	return c.When(c.turn, 0)
}

// When returns the instant at which side s's clock will show d, if s's clock
// runs and keeps running; false when s's clock is not running down (not its
// turn, not running, already flagged, or d negative). An instant in the past
// means it already shows d or less.
func (c *Clock) When(s Side, d time.Duration) (time.Time, bool) {
	if c.status != Running || s != c.turn || c.flagged[s] || d < 0 {
		return time.Time{}, false
	}
	at := c.since
	if c.curBonus() == SimpleDelay {
		at = at.Add(c.delay)
	}
	if c.main[s] > d {
		at = at.Add(c.main[s] - d)
	}
	return at, true
}

// Advance brings the clock to now and returns what happened on the way: a
// flag fall, stamped with its exact instant. Calling it with an instant
// before the last one seen does nothing.
func (c *Clock) Advance(now time.Time) []Event {
	if now.Before(c.last) {
		return nil
	}
	c.last = now
	at, ok := c.Next()
	if !ok || at.After(now) {
		return nil
	}
	c.settle(at)
	s := c.turn
	c.main[s] = 0
	c.flagged[s] = true
	i, left := c.tc.period(c.moves[s])
	if c.tc.Final(i) {
		left = 0
	}
	rec := FlagRecord{Side: s, At: at, Period: i + 1, Moves: c.moves[s], MovesShort: left}
	c.flags = append(c.flags, rec)
	if c.opts.Freeze {
		c.status = Flagged
	}
	ev := c.event(EventFlag, at, s)
	ev.Period = rec.Period
	ev.MovesShort = left
	ev.First = len(c.flags) == 1
	return []Event{ev}
}

// Start starts the clock of Options.First: White's in a game from the
// initial position (Article 6.6), the side to move's in a set-up position.
func (c *Clock) Start(now time.Time) ([]Event, error) {
	if err := c.check(now); err != nil {
		return nil, catalog.Errorf("clock.op-start", err)
	}
	if c.status != NotStarted {
		return nil, catalog.Errorf("clock.op-start", ErrStarted)
	}
	c.status = Running
	c.turn = c.opts.First
	c.since = now
	c.resetMove()
	c.snaps[len(c.snaps)-1].At = now
	ev := c.event(EventStart, now, c.turn)
	if i, _ := c.tc.period(c.moves[c.turn]); c.tc.at(i).Bonus == Increment {
		p := c.tc.at(i)
		ev.Added = p.BonusTime
	}
	return []Event{ev}, nil
}

// Press completes side s's move (Article 6.2.1): it stops s's clock, applies
// the bonus, adds the next period's time when s has completed the moves of
// its period, and starts the opponent's clock. A flagged side may still
// press, but gets no time any more. Press returns the events up to now
// (including a flag that fell before the press) even when it refuses the
// press itself.
func (c *Clock) Press(s Side, now time.Time) ([]Event, error) {
	if err := c.check(now); err != nil {
		return nil, catalog.Errorf("clock.op-press", err)
	}
	evs := c.Advance(now)
	if err := c.mustRun(); err != nil {
		return evs, catalog.Errorf("clock.op-press-by", sideWord(s), err)
	}
	if s != c.turn {
		return evs, catalog.Errorf("clock.op-press-by", sideWord(s), ErrNotYourClock)
	}
	c.settle(now)
	before, _ := c.tc.period(c.moves[s])
	cur := c.tc.at(before)
	if !c.flagged[s] && cur.Bonus == Bronstein {
		c.main[s] += min(c.used, cur.BonusTime)
	}
	c.moves[s]++
	after, _ := c.tc.period(c.moves[s])
	var added time.Duration
	if !c.flagged[s] {
		if after != before {
			added = c.tc.at(after).Time
			c.main[s] += added
		}
		if next := c.tc.at(after); next.Bonus == Increment {
			c.main[s] += next.BonusTime
		}
	}
	c.turn = s.Other()
	c.since = now
	c.resetMove()
	ev := c.event(EventPress, now, s)
	evs = append(evs, ev)
	if added > 0 {
		pe := c.event(EventPeriod, now, s)
		pe.Added = added
		evs = append(evs, pe)
	}
	c.snapshot(now)
	return evs, nil
}

// Pause stops both clocks (Article 6.11).
func (c *Clock) Pause(now time.Time) ([]Event, error) {
	if err := c.check(now); err != nil {
		return nil, catalog.Errorf("clock.op-pause", err)
	}
	evs := c.Advance(now)
	if err := c.mustRun(); err != nil {
		return evs, catalog.Errorf("clock.op-pause", err)
	}
	c.settle(now)
	c.status = Paused
	return append(evs, c.event(EventPause, now, c.turn)), nil
}

// Resume restarts the clock of the side to move after a pause.
func (c *Clock) Resume(now time.Time) ([]Event, error) {
	if err := c.check(now); err != nil {
		return nil, catalog.Errorf("clock.op-resume", err)
	}
	if c.status != Paused {
		return nil, catalog.Errorf("clock.op-resume-status", ErrNotPaused, statusWord(c.status))
	}
	c.status = Running
	c.since = now
	return []Event{c.event(EventResume, now, c.turn)}, nil
}

// SetTime sets side s's clock to d (Articles 6.10, 7.1). Setting a positive
// time on a flagged side lifts its flag; if the clock was frozen at a flag it
// is then paused. Nothing else changes: no bonus is applied.
func (c *Clock) SetTime(s Side, d time.Duration, now time.Time) ([]Event, error) {
	if d < 0 || d > MaxPeriodTime*MaxPeriods {
		return nil, catalog.Errorf("clock.op-set-time", sideWord(s), d, ErrBadValue, MaxPeriodTime*MaxPeriods)
	}
	return c.adjust(now, s, AdjustTime, func() error {
		c.setMain(s, d)
		return nil
	})
}

// AddTime adds d (negative to take time away, Article 12.9) to side s's
// clock. The result must not be below zero.
func (c *Clock) AddTime(s Side, d time.Duration, now time.Time) ([]Event, error) {
	return c.addTime(s, d, now, AdjustAdd)
}

// AddPenalty gives side s the time the Laws give the opponent of a player
// who completed an illegal move or made an incorrect claim: 2 minutes in
// standard play, 1 minute in rapid and blitz (Control.Penalty).
func (c *Clock) AddPenalty(s Side, now time.Time) ([]Event, error) {
	return c.addTime(s, c.tc.Penalty(), now, AdjustPenalty)
}

func (c *Clock) addTime(s Side, d time.Duration, now time.Time, kind Adjustment) ([]Event, error) {
	return c.adjust(now, s, kind, func() error {
		n := c.main[s] + d
		if n < 0 {
			return catalog.Errorf("clock.take-too-much", ErrBadValue, -d, c.main[s])
		}
		if n > MaxPeriodTime*MaxPeriods {
			return catalog.Errorf("clock.time-too-much", ErrBadValue, MaxPeriodTime*MaxPeriods)
		}
		c.setMain(s, n)
		return nil
	})
}

// SetMoves sets side s's move counter (Articles 6.10.2, 7.1). The period
// follows from the count; times are not changed.
func (c *Clock) SetMoves(s Side, n int, now time.Time) ([]Event, error) {
	if n < 0 || n > 100*MaxMoves {
		return nil, catalog.Errorf("clock.op-set-moves", sideWord(s), n, ErrBadValue, 100*MaxMoves)
	}
	return c.adjust(now, s, AdjustMoves, func() error {
		c.moves[s] = n
		return nil
	})
}

// SetTurn makes s the side to move without completing a move: no bonus, no
// move counted (to correct a clock started or pressed for the wrong side).
func (c *Clock) SetTurn(s Side, now time.Time) ([]Event, error) {
	return c.adjust(now, s, AdjustTurn, func() error {
		if c.turn != s {
			c.turn = s
			c.resetMove()
		}
		return nil
	})
}

// SetControl replaces the time control in the middle of the game, keeping
// times and move counters (Guideline III.4: introducing an increment). The
// new control's bonus applies from the next completed move on.
func (c *Clock) SetControl(tc Control, now time.Time) ([]Event, error) {
	if err := tc.Validate(); err != nil {
		return nil, catalog.Errorf("clock.op-set-control", err)
	}
	return c.adjust(now, c.turn, AdjustControl, func() error {
		c.tc = cloneControl(tc)
		if c.curBonus() != SimpleDelay {
			c.delay = 0
		}
		return nil
	})
}

// Restore sets the clock to a snapshot (D.2.9, 7.5.1): times, move counters,
// flags and the side to move. The clock is left paused (or not started, if
// it was), for the arbiter to resume; the running move starts afresh, with a
// full delay. Snapshots after the restored one are dropped.
func (c *Clock) Restore(snap Snapshot, now time.Time) ([]Event, error) {
	switch {
	case snap.Turn > Black, snap.Ply < 0:
		return nil, catalog.Errorf("clock.op-restore-turn", ErrBadValue, int(snap.Turn), snap.Ply)
	case snap.Times[0] < 0 || snap.Times[1] < 0 || snap.Moves[0] < 0 || snap.Moves[1] < 0:
		return nil, catalog.Errorf("clock.op-restore-negative", ErrBadValue)
	}
	return c.adjust(now, snap.Turn, AdjustRestore, func() error {
		c.main = snap.Times
		c.moves = snap.Moves
		c.flagged = snap.Flagged
		c.turn = snap.Turn
		c.resetMove()
		if c.status != NotStarted {
			c.status = Paused
		}
		keep := c.snaps[:0]
		for _, s := range c.snaps {
			if s.Ply < snap.Ply {
				keep = append(keep, s)
			}
		}
		c.snaps = append(keep, snap)
		return nil
	})
}

// adjust runs an arbiter operation at now and reports it as an EventAdjust
// (after any flag that fell before now).
func (c *Clock) adjust(now time.Time, s Side, kind Adjustment, op func() error) ([]Event, error) {
	if err := c.check(now); err != nil {
		return nil, catalog.Errorf("clock.op-adjust", adjustWord(kind), err)
	}
	evs := c.Advance(now)
	c.settle(now)
	old := c.main[s]
	if err := op(); err != nil {
		return evs, catalog.Errorf("clock.op-adjust-for", adjustWord(kind), sideWord(s), err)
	}
	ev := c.event(EventAdjust, now, s)
	ev.Adjust = kind
	ev.Added = c.main[s] - old
	return append(evs, ev), nil
}

// setMain sets a main time, lifting a flag when the time is positive.
func (c *Clock) setMain(s Side, d time.Duration) {
	c.main[s] = d
	if d > 0 && c.flagged[s] {
		c.flagged[s] = false
		if c.status == Flagged {
			c.status = Paused
		}
	}
}

// check rejects instants before the last one seen and records now.
func (c *Clock) check(now time.Time) error {
	if now.Before(c.last) {
		return catalog.Errorf("clock.time-before", ErrTimeBackwards, now, c.last)
	}
	c.last = now
	return nil
}

func (c *Clock) mustRun() error {
	switch c.status {
	case NotStarted:
		return ErrNotStarted
	case Paused:
		return ErrPaused
	case Flagged:
		return ErrFrozen
	}
	return nil
}

// elapsed is the running time since the segment began.
func (c *Clock) elapsed(now time.Time) time.Duration {
	return max(0, now.Sub(c.since))
}

// curBonus is the bonus kind of the running move.
func (c *Clock) curBonus() Bonus {
	i, _ := c.tc.period(c.moves[c.turn])
	return c.tc.at(i).Bonus
}

// spent is the main time the running side uses in e of running time.
func (c *Clock) spent(e time.Duration) time.Duration {
	if c.curBonus() == SimpleDelay {
		e = max(0, e-c.delay)
	}
	return min(e, c.main[c.turn])
}

// settle folds the running time up to now into the state.
func (c *Clock) settle(now time.Time) {
	if now.After(c.last) {
		c.last = now
	}
	if c.status != Running {
		return
	}
	e := c.elapsed(now)
	sp := c.spent(e)
	c.main[c.turn] -= sp
	if c.tc.Hourglass {
		c.main[c.turn.Other()] += sp
	}
	c.delay = max(0, c.delay-e)
	c.used += e
	c.ran[c.turn] += e
	c.since = now
}

// resetMove starts a new move for the side to move: a full delay, no time
// used yet.
func (c *Clock) resetMove() {
	c.used = 0
	c.delay = 0
	if p := c.PeriodDef(c.turn); p.Bonus == SimpleDelay {
		c.delay = p.BonusTime
	}
}

func (c *Clock) event(k EventKind, at time.Time, s Side) Event {
	n, _, _ := c.Period(s)
	return Event{Kind: k, At: at, Side: s, Times: c.Times(at), Moves: c.moves, Period: n}
}

func (c *Clock) snapshot(at time.Time) {
	ply := 0
	if n := len(c.snaps); n > 0 {
		ply = c.snaps[n-1].Ply + 1
	}
	c.snaps = append(c.snaps, Snapshot{
		Ply:     ply,
		At:      at,
		Turn:    c.turn,
		Times:   c.main,
		Moves:   c.moves,
		Flagged: c.flagged,
	})
}
