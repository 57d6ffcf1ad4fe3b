package clock

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

const (
	s1 = time.Second
	m1 = time.Minute
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Control
		str  string // canonical String(); "" = same as in
	}{
		{"90+30", Control{Periods: []Period{{Time: 90 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, ""},
		{"40/90+30,30+30", Control{Periods: []Period{
			{Moves: 40, Time: 90 * m1, Bonus: Increment, BonusTime: 30 * s1},
			{Time: 30 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, ""},
		{"40/120,20/60,30", Control{Periods: []Period{{Moves: 40, Time: 120 * m1}, {Moves: 20, Time: 60 * m1}, {Time: 30 * m1}}}, ""},
		{"5+3", Control{Periods: []Period{{Time: 5 * m1, Bonus: Increment, BonusTime: 3 * s1}}}, ""},
		{"3+2", Control{Periods: []Period{{Time: 3 * m1, Bonus: Increment, BonusTime: 2 * s1}}}, ""},
		{"25+10", Control{Periods: []Period{{Time: 25 * m1, Bonus: Increment, BonusTime: 10 * s1}}}, ""},
		{"60d5", Control{Periods: []Period{{Time: 60 * m1, Bonus: SimpleDelay, BonusTime: 5 * s1}}}, ""},
		{"60b10", Control{Periods: []Period{{Time: 60 * m1, Bonus: Bronstein, BonusTime: 10 * s1}}}, ""},
		{"1m1sb1", Control{Periods: []Period{{Time: m1 + s1, Bonus: Bronstein, BonusTime: s1}}}, ""}, // as String writes 1m1B001
		{"2sd3", Control{Periods: []Period{{Time: 2 * s1, Bonus: SimpleDelay, BonusTime: 3 * s1}}}, ""},
		{"1s", Control{Periods: []Period{{Time: s1}}}, ""},
		{"hourglass 5", Control{Periods: []Period{{Time: 5 * m1}}, Hourglass: true}, ""},
		{"Hourglass1m30s", Control{Periods: []Period{{Time: 90 * s1}}, Hourglass: true}, "hourglass 1m30s"},
		{"5", Control{Periods: []Period{{Time: 5 * m1}}}, ""},
		{"5+0", Control{Periods: []Period{{Time: 5 * m1}}}, "5"},
		{" 40 / 90 + 30 , 30 + 30 ", Control{Periods: []Period{
			{Moves: 40, Time: 90 * m1, Bonus: Increment, BonusTime: 30 * s1},
			{Time: 30 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, "40/90+30,30+30"},
		{"2m30s+1", Control{Periods: []Period{{Time: 150 * s1, Bonus: Increment, BonusTime: s1}}}, ""},
		{"1h30+30", Control{Periods: []Period{{Time: 90 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, "90+30"},
		{"1H30M+30S", Control{Periods: []Period{{Time: 90 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, "90+30"},
		{"1m30+500ms", Control{Periods: []Period{{Time: 90 * s1, Bonus: Increment, BonusTime: 500 * time.Millisecond}}}, "1m30s+500ms"},
		{"30s", Control{Periods: []Period{{Time: 30 * s1}}}, ""},
		{"40/120", Control{Periods: []Period{{Moves: 40, Time: 120 * m1}}}, ""},
		{"40/120d5,60d5", Control{Periods: []Period{{Moves: 40, Time: 120 * m1, Bonus: SimpleDelay, BonusTime: 5 * s1}, {Time: 60 * m1, Bonus: SimpleDelay, BonusTime: 5 * s1}}}, ""},
		{"40/100+30,20/50+30,15+30", Control{Periods: []Period{
			{Moves: 40, Time: 100 * m1, Bonus: Increment, BonusTime: 30 * s1},
			{Moves: 20, Time: 50 * m1, Bonus: Increment, BonusTime: 30 * s1},
			{Time: 15 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, ""},
		{"1440", Control{Periods: []Period{{Time: 24 * time.Hour}}}, ""},
		// A time as a clock shows it: m:ss, h:mm:ss.
		{"0:30", Control{Periods: []Period{{Time: 30 * s1}}}, "30s"},
		{"5:00+3", Control{Periods: []Period{{Time: 5 * m1, Bonus: Increment, BonusTime: 3 * s1}}}, "5+3"},
		{"1:30:00+30", Control{Periods: []Period{{Time: 90 * m1, Bonus: Increment, BonusTime: 30 * s1}}}, "90+30"},
		{"2:30+1", Control{Periods: []Period{{Time: 150 * s1, Bonus: Increment, BonusTime: s1}}}, "2m30s+1"},
		{"40/1:30:00,0:30:00", Control{Periods: []Period{{Moves: 40, Time: 90 * m1}, {Time: 30 * m1}}}, "40/90,30"},
		{"hourglass 0:45", Control{Periods: []Period{{Time: 45 * s1}}, Hourglass: true}, "hourglass 45s"},
		{"24:00:00", Control{Periods: []Period{{Time: 24 * time.Hour}}}, "1440"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		if err := got.Validate(); err != nil {
			t.Errorf("Parse(%q).Validate() = %v", tt.in, err)
		}
		want := tt.str
		if want == "" {
			want = tt.in
		}
		if s := got.String(); s != want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, s, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in  string
		pos int
		msg string
	}{
		{"", 0, "empty time control"},
		{"   ", 3, "empty time control"},
		{"x", 0, "expected the minutes of the period"},
		{"90+", 3, "expected the seconds of the increment"},
		{"90+x", 3, "expected the seconds of the increment"},
		{"40/90+30,x", 9, "expected the minutes of the period"},
		{"40/90+30,", 9, "expected the minutes of the period"},
		{"90,30", 3, "the period before this one has no move count"},
		{"0/90", 0, "a move count must be between 1 and 999"},
		{"1000/90", 0, "a move count must be between 1 and 999"},
		{"0", 0, "time must be more than 0"},
		{"40/0+30", 3, "time must be more than 0"},
		{"60d0", 3, "a delay must be at least 1 second"},
		{"60b0", 3, "a delay must be at least 1 second"},
		{"60d500ms", 3, "a delay must be at least 1 second"},
		// Times under one second were taken (issue 21): a game of 30 ms.
		{"0s30", 0, "time 30ms is less than 1 second"},
		{"1ms", 0, "time 1ms is less than 1 second"},
		{"0S1B1", 0, "time 1ms is less than 1 second"},
		{"999ms+30", 0, "time 999ms is less than 1 second"},
		{"40/90,0s500", 6, "time 500ms is less than 1 second"},
		{"hourglass 0s30", 10, "time 30ms is less than 1 second"},
		{"60+2h", 3, "increment of more than 1 hour"},
		{"1441", 0, "time is more than 24 hours"},
		{"25h", 0, "time is more than 24 hours"},
		{"12345678", 0, "number too large"},
		{"90+30x", 5, `expected "," before the next period`},
		{"90 30", 3, `expected "," before the next period`},
		{"90++30", 3, "expected the seconds of the increment"},
		{"30s1h", 4, "units must go from hours down to milliseconds"},
		{"1m1m", 3, "units must go from hours down to milliseconds"},
		{"1ms5", 3, "expected a unit after the number"},
		{"hourglass", 9, "expected the minutes of the hourglass"},
		{"hourglass 5+2", 11, "an hourglass has one time and nothing after it"},
		{"hourglass 0", 10, "time must be more than 0"},
		{"90+30ä", 5, "unexpected non-ASCII character"},
		{"1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1", 40, "more than 10 periods"},
		{"-5", 0, "expected the minutes of the period"},
		{"0:00", 0, "time must be more than 0"},
		{"0:3", 2, "write a time as a clock shows it: m:ss (0:30) or h:mm:ss (1:30:00)"},
		{"0:60", 2, "write a time as a clock shows it"},
		{"0:300", 2, "write a time as a clock shows it"},
		{"1:30:", 5, "write a time as a clock shows it"},
		{"1:00:00:00", 8, "write a time as a clock shows it"},
		{"24:00:01", 0, "time is more than 24 hours"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) error = %v, want a *ParseError", tt.in, err)
			continue
		}
		if pe.Pos != tt.pos || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("Parse(%q) = error at %d %q, want at %d containing %q", tt.in, pe.Pos, pe.Msg, tt.pos, tt.msg)
		}
	}
}

func TestParseErrorText(t *testing.T) {
	_, err := Parse("40/90+30,x")
	want := `"40/90+30,x": expected the minutes of the period at "x" (character 10)`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	_, err = Parse("90+")
	want = `"90+": expected the seconds of the increment at the end`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

func TestCategoryAndPenalty(t *testing.T) {
	tests := []struct {
		in      string
		cat     Category
		penalty time.Duration
	}{
		{"90+30", Standard, 2 * m1},
		{"40/90+30,30+30", Standard, 2 * m1},
		{"40/120,20/60,30", Standard, 2 * m1},
		{"60", Standard, 2 * m1},
		{"59", Rapid, m1},
		{"45+15", Standard, 2 * m1}, // 45 + 60*15 s = 60 min
		{"44+15", Rapid, m1},
		{"25+10", Rapid, m1},
		{"15+10", Rapid, m1},
		{"10+5", Rapid, m1},
		{"11", Rapid, m1},
		{"10", Blitz, m1},
		{"9+1", Blitz, m1}, // exactly 10 minutes
		{"9+2", Rapid, m1},
		{"5+3", Blitz, m1},
		{"3+2", Blitz, m1},
		{"60d5", Standard, 2 * m1},
		{"55d5", Standard, 2 * m1}, // delays count like increments
		{"50b5", Rapid, m1},
		{"hourglass 5", Blitz, m1},
		{"hourglass 30", Rapid, m1},
		{"40/5,5", Blitz, m1},         // 5 + 5 (period 2 begins at move 41)
		{"40/5,60", Standard, 2 * m1}, // the second period begins at move 41, within 60 moves
	}
	for _, tt := range tests {
		tc, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := tc.Category(); got != tt.cat {
			t.Errorf("%q.Category() = %v, want %v", tt.in, got, tt.cat)
		}
		if got := tc.Penalty(); got != tt.penalty {
			t.Errorf("%q.Penalty() = %v, want %v", tt.in, got, tt.penalty)
		}
	}
}

func TestValidate(t *testing.T) {
	bad := []Control{
		{},
		{Periods: []Period{{Time: 0}}},
		{Periods: []Period{{Time: m1, Moves: -1}}},
		{Periods: []Period{{Time: m1}, {Time: m1}}},
		{Periods: []Period{{Time: m1, BonusTime: s1}}},
		{Periods: []Period{{Time: m1, Bonus: SimpleDelay}}},
		{Periods: []Period{{Time: m1, Bonus: 9, BonusTime: s1}}},
		{Periods: []Period{{Time: m1, Bonus: Increment, BonusTime: 2 * time.Hour}}},
		{Periods: []Period{{Time: 25 * time.Hour}}},
		{Periods: []Period{{Time: m1}, {Time: m1}}, Hourglass: true},
		{Periods: []Period{{Time: m1, Bonus: Increment, BonusTime: s1}}, Hourglass: true},
	}
	for _, tc := range bad {
		if err := tc.Validate(); err == nil {
			t.Errorf("Validate(%+v) = nil, want an error", tc)
		}
		if _, err := New(tc, Options{}); err == nil {
			t.Errorf("New(%+v) = nil error, want one", tc)
		}
	}
}

func TestParseAlerts(t *testing.T) {
	tests := []struct {
		in   string
		want Alerts
		str  string
	}{
		{"10m,5m,2m,1m,30s,10s", Alerts{Thresholds: []time.Duration{10 * m1, 5 * m1, 2 * m1, m1, 30 * s1, 10 * s1}, Control: true, Flags: true}, "10m,5m,2m,1m,30s,10s"},
		{"10m,5m,2m,1m,30s,every 10s", Alerts{Thresholds: []time.Duration{10 * m1, 5 * m1, 2 * m1, m1, 30 * s1}, Every: 10 * s1, Control: true, Flags: true}, "10m,5m,2m,1m,30s,every 10s"},
		{"every1m", Alerts{Every: m1, Control: true, Flags: true}, "every 1m"},
		{" 1m30s , 45s ", Alerts{Thresholds: []time.Duration{90 * s1, 45 * s1}, Control: true, Flags: true}, "1m30s,45s"},
		{"none", Alerts{Control: true, Flags: true}, "none"},
		{" OFF ", Alerts{Control: true, Flags: true}, "none"},
	}
	for _, tt := range tests {
		got, err := ParseAlerts(tt.in)
		if err != nil {
			t.Errorf("ParseAlerts(%q): %v", tt.in, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseAlerts(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		if s := got.String(); s != tt.str {
			t.Errorf("ParseAlerts(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
	}
	if got := DefaultAlerts().String(); got != "10m,5m,2m,1m,30s,every 10s" {
		t.Errorf("DefaultAlerts().String() = %q", got)
	}
	bad := []struct {
		in  string
		pos int
		msg string
	}{
		{"", 0, "empty list"},
		{"10", 0, "write a unit"},
		{"10m,", 4, "expected a time"},
		{"10m;5m", 3, `expected ","`},
		{"0s", 0, "a time must be more than 0"},
		{"every 500ms", 6, "at least 1 second"},
		{"every 10s,every 5s", 10, `"every" can be given only once`},
		{"1m,1m", 3, "already in the list"},
		{"every", 5, "expected a time"},
	}
	for _, tt := range bad {
		_, err := ParseAlerts(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseAlerts(%q) error = %v, want a *ParseError", tt.in, err)
			continue
		}
		if pe.Pos != tt.pos || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("ParseAlerts(%q) = error at %d %q, want at %d containing %q", tt.in, pe.Pos, pe.Msg, tt.pos, tt.msg)
		}
	}
}

// TestParseClockFormSaidInEachLanguage: a time written as a clock shows
// it but wrong ("0:3") is refused with the forms to use, in German,
// English and Czech; "0:30" (the time --time 0:30 meant) is thirty
// seconds.
func TestParseClockFormSaidInEachLanguage(t *testing.T) {
	if c, err := Parse("0:30"); err != nil || c.Periods[0].Time != 30*s1 {
		t.Errorf("Parse(0:30) = %+v, %v", c, err)
	}
	_, err := Parse("0:3")
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("Parse(0:3) error = %v", err)
	}
	for _, tt := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, `"0:3": eine Zeit so schreiben, wie die Uhr sie zeigt: m:ss (0:30) oder h:mm:ss (1:30:00) bei "3" (Zeichen 3)`},
		{catalog.English, `"0:3": write a time as a clock shows it: m:ss (0:30) or h:mm:ss (1:30:00) at "3" (character 3)`},
		{catalog.Czech, `"0:3": čas zapište tak, jak ho ukazují hodiny: m:ss (0:30) nebo h:mm:ss (1:30:00) u "3" (znak 3)`},
	} {
		if got := pe.SayIn(catalog.For(tt.lang)); got != tt.want {
			t.Errorf("%s: %s\nwant %s", tt.lang.Code(), got, tt.want)
		}
	}
}
