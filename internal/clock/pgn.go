package clock

import (
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The PGN form of a time control (PGN standard, section 9.6.1): the
// TimeControl tag holds the periods joined by ":", each "moves/seconds"
// or "seconds" with an increment as "+seconds" ("40/5400+30:1800+30",
// "3600+30", "300"), or an hourglass as "*seconds" ("*180"). The standard
// has no form for a delay, so the periods are written there without it and
// the delays go into an extra tag, TimeDelay, one entry per period joined
// by ":" in the same order: "d5" a simple (US) delay of 5 seconds, "b10" a
// Bronstein delay of 10 seconds, "-" a period without delay ("d30:-" for
// 40/90d30,30+30). One entry stands for every period. Seconds are whole
// numbers, or decimals for a control with parts of a second.

// ErrPGNNoControl is the error of ParsePGN for the TimeControl values that
// name no control: "-" (no time control) and "?" (unknown).
var ErrPGNNoControl = catalog.Errorf("clock.pgn-no-control")

// PGN returns the control in the PGN form: the TimeControl tag's value,
// and the TimeDelay tag's value, "" when no period has a delay.
func (tc Control) PGN() (timeControl, delay string) {
	if tc.Hourglass && len(tc.Periods) == 1 {
		return "*" + pgnSeconds(tc.Periods[0].Time), ""
	}
	parts := make([]string, len(tc.Periods))
	delays := make([]string, len(tc.Periods))
	hasDelay := false
	for i, p := range tc.Periods {
		var b strings.Builder
		if p.Moves > 0 {
			b.WriteString(strconv.Itoa(p.Moves))
			b.WriteByte('/')
		}
		b.WriteString(pgnSeconds(p.Time))
		delays[i] = "-"
		switch p.Bonus {
		case Increment:
			b.WriteByte('+')
			b.WriteString(pgnSeconds(p.BonusTime))
		case SimpleDelay:
			delays[i], hasDelay = "d"+pgnSeconds(p.BonusTime), true
		case Bronstein:
			delays[i], hasDelay = "b"+pgnSeconds(p.BonusTime), true
		}
		parts[i] = b.String()
	}
	if !hasDelay {
		return strings.Join(parts, ":"), ""
	}
	same := true
	for _, d := range delays {
		same = same && d == delays[0]
	}
	if same {
		return strings.Join(parts, ":"), delays[0]
	}
	return strings.Join(parts, ":"), strings.Join(delays, ":")
}

// pgnSeconds writes d in seconds: a whole number, or a decimal without
// trailing zeros for parts of a second.
func pgnSeconds(d time.Duration) string {
	if d%time.Second == 0 {
		return strconv.FormatInt(int64(d/time.Second), 10)
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// ParsePGN reads a control from the values of the TimeControl and
// TimeDelay tags (delay "" for none), as PGN writes them. "-" and "?" give
// ErrPGNNoControl; any other error names the bad part and the form
// expected.
func ParsePGN(timeControl, delay string) (Control, error) {
	s := strings.TrimSpace(timeControl)
	switch s {
	case "-", "?":
		return Control{}, ErrPGNNoControl
	case "":
		return Control{}, catalog.Errorf("clock.pgn-empty")
	}
	var tc Control
	if strings.HasPrefix(s, "*") {
		d, err := parsePGNSeconds(s[1:])
		if err != nil {
			return Control{}, catalog.Errorf("clock.pgn-hourglass-time", timeControl, err)
		}
		if strings.TrimSpace(delay) != "" {
			return Control{}, catalog.Errorf("clock.pgn-hourglass-delay", delay)
		}
		tc = Control{Periods: []Period{{Time: d}}, Hourglass: true}
		if err := tc.Validate(); err != nil {
			return Control{}, catalog.Errorf("clock.pgn-control", timeControl, err)
		}
		return tc, nil
	}
	for i, part := range strings.Split(s, ":") {
		if i == MaxPeriods {
			return Control{}, catalog.Errorf("clock.pgn-periods", timeControl, MaxPeriods)
		}
		var p Period
		if moves, rest, ok := strings.Cut(part, "/"); ok {
			n, err := strconv.Atoi(moves)
			if err != nil || n < 1 || n > MaxMoves {
				return Control{}, catalog.Errorf("clock.pgn-moves", timeControl, i+1, moves, MaxMoves)
			}
			p.Moves, part = n, rest
		}
		main, inc, hasInc := strings.Cut(part, "+")
		d, err := parsePGNSeconds(main)
		if err != nil {
			return Control{}, catalog.Errorf("clock.pgn-period", timeControl, i+1, err)
		}
		p.Time = d
		if hasInc {
			b, err := parsePGNSeconds(inc)
			if err != nil {
				return Control{}, catalog.Errorf("clock.pgn-increment", timeControl, i+1, err)
			}
			p.Bonus, p.BonusTime = Increment, b
		}
		tc.Periods = append(tc.Periods, p)
	}
	if err := tc.setPGNDelays(delay); err != nil {
		return Control{}, err
	}
	if err := tc.Validate(); err != nil {
		return Control{}, catalog.Errorf("clock.pgn-control", timeControl, err)
	}
	return tc, nil
}

// setPGNDelays sets the delays of the TimeDelay tag's value on the periods.
func (tc *Control) setPGNDelays(delay string) error {
	delay = strings.TrimSpace(delay)
	if delay == "" {
		return nil
	}
	entries := strings.Split(delay, ":")
	if len(entries) != 1 && len(entries) != len(tc.Periods) {
		return catalog.Errorf("clock.pgn-delay-count", delay, len(entries), len(tc.Periods))
	}
	for i := range tc.Periods {
		e := strings.ToLower(strings.TrimSpace(entries[min(i, len(entries)-1)]))
		if e == "-" || e == "" {
			continue
		}
		kind := SimpleDelay
		switch e[0] {
		case 'd':
		case 'b':
			kind = Bronstein
		default:
			return catalog.Errorf("clock.pgn-delay-entry", delay, e)
		}
		d, err := parsePGNSeconds(e[1:])
		if err != nil {
			return catalog.Errorf("clock.pgn-delay", delay, err)
		}
		p := &tc.Periods[i]
		if p.Bonus == Increment {
			return catalog.Errorf("clock.pgn-delay-increment", delay, i+1)
		}
		p.Bonus, p.BonusTime = kind, d
	}
	return nil
}

// parsePGNSeconds reads a number of seconds: digits, with a decimal part
// for parts of a second.
func parsePGNSeconds(s string) (time.Duration, error) {
	if s == "" || strings.Trim(s, "0123456789.") != "" || strings.Count(s, ".") > 1 || s[0] == '.' {
		return 0, catalog.Errorf("clock.pgn-seconds", s)
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v > MaxPeriodTime.Seconds() {
		return 0, catalog.Errorf("clock.pgn-seconds-max", s, int(MaxPeriodTime.Seconds()))
	}
	return time.Duration(v*1e3+0.5) * time.Millisecond, nil
}
