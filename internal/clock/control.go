package clock

import (
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Side is one of the two players, White or Black.
type Side uint8

// The two sides. White's clock is started first (Article 6.6).
const (
	White Side = iota
	Black
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String returns "white" or "black".
func (s Side) String() string {
	if s == Black {
		return "black"
	}
	return "white"
}

// Bonus is how a period adds time to a move, defined by behaviour rather
// than by brand names.
type Bonus uint8

const (
	// NoBonus: the main time simply runs down (sudden death within the
	// period).
	NoBonus Bonus = iota
	// Increment (cumulative, "Fischer"): a fixed amount is added for every
	// move, before the move is played, including move 1. The clock shows it
	// from the start; after each completed move the amount for the next move
	// is added (FIDE Glossary; DGT "bonus time is already added for the
	// first move").
	Increment
	// SimpleDelay (US delay; the "time-delay mode" of Article 6.3.2): at
	// each move the main time waits for the fixed delay before it starts to
	// run. A move made within the delay costs nothing; unused delay is lost.
	SimpleDelay
	// Bronstein delay: the main time runs from the start of the move; when
	// the move is completed, the time used on it is given back up to the
	// fixed delay. The flag can fall before the delay would have ended.
	Bronstein
)

// String returns the name of the bonus kind as used in the documentation.
func (b Bonus) String() string {
	switch b {
	case Increment:
		return "increment"
	case SimpleDelay:
		return "simple delay"
	case Bronstein:
		return "Bronstein delay"
	}
	return "none"
}

// Period is one stage of a time control.
type Period struct {
	// Moves is the number of moves each player must complete in this
	// period; 0 means all the remaining moves (rest of the game).
	Moves int
	// Time is the time each player receives when the period begins. Unused
	// time of the previous period is carried over (Article 6.3.2).
	Time time.Duration
	// Bonus is the per-move bonus of the moves played in this period, and
	// BonusTime its amount (0 for NoBonus).
	Bonus     Bonus
	BonusTime time.Duration
}

// Control is a complete time control: either a list of periods or an
// hourglass. If the last period has a move count it repeats for the rest of
// the game (e.g. "40/120" = 40 moves in 2 hours, then 40 moves in 2 more
// hours, and so on).
type Control struct {
	// Periods are the stages in order. An hourglass control has exactly one
	// period (its Time) with no bonus.
	Periods []Period
	// Hourglass: the time the mover uses is added to the opponent's clock,
	// so the sum of both clocks stays constant.
	Hourglass bool
}

// Category is the kind of game a time control makes under the Laws.
type Category uint8

const (
	// Standard play: 60 minutes or more for 60 moves (Glossary).
	Standard Category = iota
	// Rapid: more than 10 and less than 60 minutes (Annex A.1).
	Rapid
	// Blitz: 10 minutes or less (Annex B.1).
	Blitz
)

// String returns "standard", "rapid" or "blitz".
func (c Category) String() string {
	switch c {
	case Rapid:
		return "rapid"
	case Blitz:
		return "blitz"
	}
	return "standard"
}

// Validate reports whether the control is one the clock can run.
func (tc Control) Validate() error {
	if len(tc.Periods) == 0 {
		return catalog.Errorf("clock.control-no-period")
	}
	if tc.Hourglass {
		if len(tc.Periods) != 1 || tc.Periods[0].Moves != 0 || tc.Periods[0].Bonus != NoBonus {
			return catalog.Errorf("clock.control-hourglass")
		}
	}
	for i, p := range tc.Periods {
		switch {
		case p.Moves < 0:
			return catalog.Errorf("clock.control-negative-moves", i+1, p.Moves)
		case p.Moves == 0 && i != len(tc.Periods)-1:
			return catalog.Errorf("clock.control-rest-not-last", i+1)
		case p.Time < time.Second:
			return catalog.Errorf("clock.control-time-short", i+1, p.Time)
		case p.Time > MaxPeriodTime:
			return catalog.Errorf("clock.control-time-long", i+1, p.Time, MaxPeriodTime)
		case p.Bonus > Bronstein:
			return catalog.Errorf("clock.control-bonus-kind", i+1, int(p.Bonus))
		case p.Bonus == NoBonus && p.BonusTime != 0:
			return catalog.Errorf("clock.control-bonus-no-kind", i+1)
		case p.BonusTime < 0 || p.BonusTime > MaxBonusTime:
			return catalog.Errorf("clock.control-bonus-range", i+1, p.BonusTime, MaxBonusTime)
		case p.Bonus != NoBonus && p.Bonus != Increment && p.BonusTime < time.Second:
			return catalog.Errorf("clock.control-delay-short", i+1)
		}
	}
	return nil
}

// Limits of the grammar and of Validate.
const (
	// MaxPeriodTime is the longest time one period may give.
	MaxPeriodTime = 24 * time.Hour
	// MaxBonusTime is the largest increment or delay.
	MaxBonusTime = time.Hour
	// MaxMoves is the largest move count of a period.
	MaxMoves = 999
)

// period returns the period index (0-based, growing past the list when the
// last period repeats) that the next move belongs to after a side has
// completed moves moves, and how many moves are left to complete in that
// period (0 when the period is for the rest of the game).
func (tc Control) period(moves int) (index, left int) {
	if moves < 0 {
		moves = 0
	}
	start := 0
	for i, p := range tc.Periods {
		if p.Moves == 0 {
			return i, 0
		}
		if moves < start+p.Moves {
			return i, start + p.Moves - moves
		}
		start += p.Moves
	}
	last := tc.Periods[len(tc.Periods)-1]
	k := (moves - start) / last.Moves
	return len(tc.Periods) + k, last.Moves - (moves-start)%last.Moves
}

// at returns the definition of period index i (repeating the last one).
func (tc Control) at(i int) Period {
	if i >= len(tc.Periods) {
		return tc.Periods[len(tc.Periods)-1]
	}
	return tc.Periods[i]
}

// Final reports whether period index i is the period in which all remaining
// moves must be completed (Guideline III.3.1.2).
func (tc Control) Final(i int) bool {
	return tc.at(i).Moves == 0
}

// Initial returns the time each clock shows before the game starts: the
// first period's time plus, with an increment, the increment for move 1.
func (tc Control) Initial() time.Duration {
	p := tc.Periods[0]
	if p.Bonus == Increment {
		return p.Time + p.BonusTime
	}
	return p.Time
}

// startTime returns the time a clock shows before the game starts for a
// side that has already completed moves moves (a game from a set-up
// position): the time of the period those moves fall in plus, with an
// increment, that period's increment for the next move. With no moves it
// is Initial.
func (tc Control) startTime(moves int) time.Duration {
	i, _ := tc.period(moves)
	p := tc.at(i)
	if p.Bonus == Increment {
		return p.Time + p.BonusTime
	}
	return p.Time
}

// Category classifies the control per Annexes A.1 and B.1: the time for 60
// moves (the times of the periods that begin within the first 60 moves plus
// 60 times the per-move bonus of each move; delays count like increments)
// of 10 minutes or less is blitz, under 60 minutes rapid, otherwise
// standard play.
func (tc Control) Category() Category {
	var total time.Duration
	if tc.Hourglass {
		total = tc.Periods[0].Time
	} else {
		for m := 0; m < 60; m++ {
			i, _ := tc.period(m)
			p := tc.at(i)
			if m == 0 {
				total += p.Time
			} else if j, _ := tc.period(m - 1); j != i {
				total += p.Time
			}
			total += p.BonusTime
		}
	}
	switch {
	case total <= 10*time.Minute:
		return Blitz
	case total < 60*time.Minute:
		return Rapid
	}
	return Standard
}

// Penalty returns the time the arbiter adds to the opponent for an illegal
// move or an incorrect claim: 2 minutes in standard play (Articles 7.5.5 and
// 9.5.3), 1 minute in rapid and blitz (Annexes A and B).
func (tc Control) Penalty() time.Duration {
	if tc.Category() == Standard {
		return 2 * time.Minute
	}
	return time.Minute
}

// String returns the control in the canonical form of the grammar, which
// Parse reads back to an equal Control: "90+30", "40/90+30,30+30",
// "60d5", "hourglass 5", "2m30s+2".
func (tc Control) String() string {
	if tc.Hourglass && len(tc.Periods) == 1 {
		return "hourglass " + formatMinutes(tc.Periods[0].Time)
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		var b strings.Builder
		if p.Moves > 0 {
			b.WriteString(strconv.Itoa(p.Moves))
			b.WriteByte('/')
		}
		b.WriteString(formatMinutes(p.Time))
		switch p.Bonus {
		case Increment:
			b.WriteByte('+')
		case SimpleDelay:
			b.WriteByte('d')
		case Bronstein:
			b.WriteByte('b')
		}
		if p.Bonus != NoBonus {
			b.WriteString(formatSeconds(p.BonusTime))
		}
		parts[i] = b.String()
	}
	return strings.Join(parts, ",")
}

// SayIn names the control in c's language for a sentence: the typed form
// of String, except an hourglass, whose keyword the language names
// ("Sanduhr 5", "přesýpací hodiny 5"); what is typed stays "hourglass 5"
// in every language.
func (tc Control) SayIn(c catalog.Catalog) string {
	if tc.Hourglass && len(tc.Periods) == 1 {
		return c.Say("clock.hourglass-name", formatMinutes(tc.Periods[0].Time))
	}
	return tc.String()
}

// formatMinutes writes a period time: whole minutes as a bare number,
// anything else with units ("1h30m5s" style, largest unit first).
func formatMinutes(d time.Duration) string {
	if d%time.Minute == 0 {
		return strconv.FormatInt(int64(d/time.Minute), 10)
	}
	return formatUnits(d)
}

// formatSeconds writes a bonus: whole seconds as a bare number, anything
// else with units.
func formatSeconds(d time.Duration) string {
	if d%time.Second == 0 {
		return strconv.FormatInt(int64(d/time.Second), 10)
	}
	return formatUnits(d)
}

// formatUnits writes d with h, m, s and ms units, omitting zero components.
func formatUnits(d time.Duration) string {
	var b strings.Builder
	for _, u := range []struct {
		unit time.Duration
		name string
	}{{time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}, {time.Millisecond, "ms"}} {
		if n := d / u.unit; n > 0 {
			b.WriteString(strconv.FormatInt(int64(n), 10))
			b.WriteString(u.name)
			d -= n * u.unit
		}
	}
	if b.Len() == 0 {
		return "0s"
	}
	return b.String()
}
