package clock

import (
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// MaxPeriods is the largest number of periods a time control may have.
const MaxPeriods = 10

// ParseError is a time control or announcement list that could not be read.
// Pos is the byte offset of the bad part in Input.
type ParseError struct {
	Input string
	Pos   int
	Msg   string // what is wrong, in English

	key  string // what is wrong, a sentence of the catalogs, and its args
	args []any
}

// Error names the bad part, its position (counted from 1) and what was
// expected, in English.
func (e *ParseError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn names the bad part, its position and what was expected in the
// language of c.
func (e *ParseError) SayIn(c catalog.Catalog) string {
	msg := e.Msg
	if e.key != "" {
		msg = c.Say(e.key, e.args...)
	}
	at := e.Input[e.Pos:]
	if at == "" {
		return c.Say("clock.parse-at-end", e.Input, msg)
	}
	if len(at) > 12 {
		at = at[:12] + "…"
	}
	return c.Say("clock.parse-at", e.Input, msg, at, e.Pos+1)
}

// phrase is a part of a sentence of the catalogs (what the parser
// expected), said in the language of the sentence it fills.
type phrase string

// SayIn returns the phrase in the language of c.
func (p phrase) SayIn(c catalog.Catalog) string { return c.Say(string(p)) }

// bonusKey is the part of a catalog key that names a bonus.
func bonusKey(b Bonus) string {
	switch b {
	case SimpleDelay:
		return "simple-delay"
	case Bronstein:
		return "bronstein"
	}
	return "increment"
}

// Parse reads a time control written in the grammar of docs/time-controls.md:
//
//	90+30              90 minutes, 30 seconds increment from move 1
//	40/90+30,30+30     40 moves in 90 minutes, then 30 minutes; 30 s increment throughout
//	40/120,20/60,30    40 moves in 2 hours, 20 in 1 hour, then 30 minutes
//	5+3, 3+2, 25+10    blitz and rapid with increment
//	60d5               60 minutes, simple (US) delay of 5 seconds
//	60b10              60 minutes, Bronstein delay of 10 seconds
//	hourglass 5        hourglass, 5 minutes each
//	2m30s+1, 1h30+30   times with units (h, m, s, ms)
//	pgn:3600+30        the PGN form (ParsePGN): seconds, periods joined by ":"
//	pgn:3600 d5        … with the TimeDelay tag's value after a space
//
// A bare period time is minutes, a bare bonus is seconds. Spaces are allowed
// between the parts; letters may be upper or lower case. The error of a bad
// string is a *ParseError that points at the bad part.
func Parse(s string) (Control, error) {
	if i := strings.Index(asciiLower(s), "pgn:"); i >= 0 && strings.TrimSpace(s[:i]) == "" {
		// The PGN form, as the TimeControl and TimeDelay tags hold it:
		// "pgn:3600+30", "pgn:3600 d5".
		tc, delay, _ := strings.Cut(strings.TrimSpace(s[i+4:]), " ")
		c, err := ParsePGN(tc, delay)
		if err != nil {
			return Control{}, &ParseError{Input: s, Pos: i + 4, Msg: err.Error()}
		}
		return c, nil
	}
	p := &parser{in: s, s: asciiLower(s)}
	tc, err := p.control()
	if err != nil {
		return Control{}, err
	}
	return tc, nil
}

// asciiLower lowers ASCII letters only, so that byte offsets stay the same.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

type parser struct {
	in string // the input as given, for errors
	s  string // the input with ASCII letters lowered (same byte offsets)
	i  int
}

// errAt is the error at byte pos: key is a sentence of the catalogs.
func (p *parser) errAt(pos int, key string, a ...any) error {
	return &ParseError{Input: p.in, Pos: pos, Msg: catalog.For(catalog.English).Say(key, a...), key: key, args: a}
}

func (p *parser) ws() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

func (p *parser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' }

// number reads an unsigned decimal integer of at most 7 digits.
func (p *parser) number(what phrase) (int, error) {
	start := p.i
	if !isDigit(p.peek()) {
		return 0, p.unexpected(what)
	}
	n := 0
	for isDigit(p.peek()) {
		if p.i-start >= 7 {
			return 0, p.errAt(start, "clock.parse-too-large")
		}
		n = n*10 + int(p.s[p.i]-'0')
		p.i++
	}
	return n, nil
}

// unexpected reports what was expected at the current position.
func (p *parser) unexpected(what phrase) error {
	if p.i < len(p.s) && p.s[p.i] >= 0x80 {
		return p.errAt(p.i, "clock.parse-non-ascii", what)
	}
	return p.errAt(p.i, "clock.parse-expected", what)
}

// units of a duration, largest first; bare numbers after a unit take the
// next smaller one ("1h30" = 1h30m).
var units = []struct {
	name string
	d    time.Duration
}{{"h", time.Hour}, {"m", time.Minute}, {"s", time.Second}, {"ms", time.Millisecond}}

func unitIndex(name string) int {
	for i, u := range units {
		if u.name == name {
			return i
		}
	}
	return -1
}

// duration reads a bare number (in units of bare) or a number with units.
func (p *parser) duration(bare time.Duration, what phrase) (time.Duration, error) {
	var d time.Duration
	last := -1 // index of the last unit used
	for {
		numPos := p.i
		n, err := p.number(what)
		if err != nil {
			return 0, err
		}
		if last < 0 && p.peek() == ':' {
			return p.clockForm(numPos, n)
		}
		save := p.i
		p.ws()
		unitPos := p.i
		for isLetter(p.peek()) {
			p.i++
		}
		u := unitIndex(p.s[unitPos:p.i])
		if u < 0 {
			// A unit followed by a delay letter, as String writes
			// "1m1sb1": the longest unit the letters start with.
			for _, n := range []int{2, 1} {
				if unitPos+n <= p.i {
					if u = unitIndex(p.s[unitPos : unitPos+n]); u >= 0 {
						p.i = unitPos + n
						break
					}
				}
			}
		}
		if u < 0 {
			// Not a unit: the number is bare (or takes the next smaller unit).
			p.i = save
			switch {
			case last < 0:
				d = time.Duration(n) * bare
			case last+1 < len(units):
				d += time.Duration(n) * units[last+1].d
			default:
				return 0, p.errAt(numPos, "clock.parse-unit")
			}
			return d, p.checkRange(numPos, d)
		}
		if u <= last {
			return 0, p.errAt(unitPos, "clock.parse-unit-order")
		}
		last = u
		d += time.Duration(n) * units[u].d
		if err := p.checkRange(numPos, d); err != nil {
			return 0, err
		}
		save = p.i
		p.ws()
		if !isDigit(p.peek()) {
			p.i = save
			return d, nil
		}
	}
}

// clockForm reads the rest of a time written as a clock shows it, after
// its first number n at pos: m:ss ("0:30", "5:00") or h:mm:ss ("1:30:00").
// Each part after a colon has two digits and is at most 59.
func (p *parser) clockForm(pos, n int) (time.Duration, error) {
	parts := []int{n}
	for p.peek() == ':' {
		p.i++
		at := p.i
		if len(parts) == 3 || at+2 > len(p.s) || !isDigit(p.s[at]) || !isDigit(p.s[at+1]) || at+2 < len(p.s) && isDigit(p.s[at+2]) {
			return 0, p.errAt(at, "clock.parse-clock-form")
		}
		v := int(p.s[at]-'0')*10 + int(p.s[at+1]-'0')
		if v > 59 {
			return 0, p.errAt(at, "clock.parse-clock-form")
		}
		parts = append(parts, v)
		p.i += 2
	}
	d := time.Duration(parts[0])*time.Minute + time.Duration(parts[1])*time.Second
	if len(parts) == 3 {
		d = time.Duration(parts[0])*time.Hour + time.Duration(parts[1])*time.Minute + time.Duration(parts[2])*time.Second
	}
	return d, p.checkRange(pos, d)
}

// checkPeriodTime refuses the time of a period (or of an hourglass) under
// one second: no clock counts such a game, and "0s30" or "1ms" is a typing
// error, not a time control.
func (p *parser) checkPeriodTime(pos int, d time.Duration) error {
	switch {
	case d <= 0:
		return p.errAt(pos, "clock.parse-zero")
	case d < time.Second:
		return p.errAt(pos, "clock.parse-under-second", d)
	}
	return nil
}

func (p *parser) checkRange(pos int, d time.Duration) error {
	if d > MaxPeriodTime {
		return p.errAt(pos, "clock.parse-over-24h")
	}
	return nil
}

func (p *parser) control() (Control, error) {
	p.ws()
	if p.i == len(p.s) {
		return Control{}, p.errAt(p.i, "clock.parse-empty")
	}
	if strings.HasPrefix(p.s[p.i:], "hourglass") {
		p.i += len("hourglass")
		p.ws()
		pos := p.i
		d, err := p.duration(time.Minute, "clock.what-hourglass-minutes")
		if err != nil {
			return Control{}, err
		}
		if err := p.checkPeriodTime(pos, d); err != nil {
			return Control{}, err
		}
		p.ws()
		if p.i != len(p.s) {
			return Control{}, p.errAt(p.i, "clock.parse-hourglass-after")
		}
		return Control{Periods: []Period{{Time: d}}, Hourglass: true}, nil
	}
	var tc Control
	for {
		p.ws()
		start := p.i
		per, err := p.period()
		if err != nil {
			return Control{}, err
		}
		if len(tc.Periods) > 0 && tc.Periods[len(tc.Periods)-1].Moves == 0 {
			return Control{}, p.errAt(start, "clock.parse-no-count")
		}
		if len(tc.Periods) == MaxPeriods {
			return Control{}, p.errAt(start, "clock.parse-too-many-periods", MaxPeriods)
		}
		tc.Periods = append(tc.Periods, per)
		p.ws()
		if p.i == len(p.s) {
			return tc, nil
		}
		if p.peek() != ',' {
			return Control{}, p.unexpected("clock.what-next-period")
		}
		p.i++
	}
}

func (p *parser) period() (Period, error) {
	var per Period
	save := p.i
	if isDigit(p.peek()) {
		pos := p.i
		n, err := p.number("clock.what-count-or-minutes")
		if err != nil {
			return Period{}, err
		}
		p.ws()
		if p.peek() == '/' {
			if n < 1 || n > MaxMoves {
				return Period{}, p.errAt(pos, "clock.parse-move-count", MaxMoves)
			}
			per.Moves = n
			p.i++
			p.ws()
		} else {
			p.i = save
		}
	}
	pos := p.i
	d, err := p.duration(time.Minute, "clock.what-period-minutes")
	if err != nil {
		return Period{}, err
	}
	if err := p.checkPeriodTime(pos, d); err != nil {
		return Period{}, err
	}
	per.Time = d
	save = p.i
	p.ws()
	switch p.peek() {
	case '+':
		per.Bonus = Increment
	case 'd':
		per.Bonus = SimpleDelay
	case 'b':
		per.Bonus = Bronstein
	default:
		p.i = save
		return per, nil
	}
	p.i++
	p.ws()
	pos = p.i
	bt, err := p.duration(time.Second, phrase("clock.what-seconds-"+bonusKey(per.Bonus)))
	if err != nil {
		return Period{}, err
	}
	if bt > MaxBonusTime {
		return Period{}, p.errAt(pos, "clock.parse-bonus-over-hour", phrase("clock.bonus-"+bonusKey(per.Bonus)))
	}
	if bt < time.Second && per.Bonus != Increment {
		return Period{}, p.errAt(pos, "clock.parse-delay-min")
	}
	if bt == 0 {
		per.Bonus = NoBonus
	}
	per.BonusTime = bt
	return per, nil
}
