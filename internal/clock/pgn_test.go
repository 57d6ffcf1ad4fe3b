package clock

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestControlPGNForms: every control is written in the PGN standard's
// forms, its delays in the TimeDelay tag (a delay used to be left out, so
// 60d5 read as sudden death), and read back to an equal control, also
// through Parse's "pgn:" form.
func TestControlPGNForms(t *testing.T) {
	for _, tc := range []struct {
		grammar, timeControl, delay string
	}{
		{"90+30", "5400+30", ""},
		{"40/90+30,30+30", "40/5400+30:1800+30", ""},
		{"40/120,20/60,30", "40/7200:20/3600:1800", ""},
		{"60", "3600", ""},
		{"3", "180", ""},
		{"hourglass 3", "*180", ""},
		{"60d5", "3600", "d5"},
		{"60b10", "3600", "b10"},
		{"40/90d30,30d30", "40/5400:1800", "d30"},
		{"40/90d30,30+30", "40/5400:1800+30", "d30:-"},
		{"40/90+30,30b5", "40/5400+30:1800", "-:b5"},
		{"2m30s+500ms", "150+0.5", ""},
		{"40/120", "40/7200", ""},
	} {
		t.Run(tc.grammar, func(t *testing.T) {
			c, err := Parse(tc.grammar)
			if err != nil {
				t.Fatal(err)
			}
			gotTC, gotDelay := c.PGN()
			if gotTC != tc.timeControl || gotDelay != tc.delay {
				t.Fatalf("PGN() = %q, %q; want %q, %q", gotTC, gotDelay, tc.timeControl, tc.delay)
			}
			back, err := ParsePGN(gotTC, gotDelay)
			if err != nil || !reflect.DeepEqual(back, c) {
				t.Fatalf("ParsePGN(%q, %q) = %+v, %v; want %+v", gotTC, gotDelay, back, err, c)
			}
			flag := "pgn:" + gotTC
			if gotDelay != "" {
				flag += " " + gotDelay
			}
			if viaParse, err := Parse(flag); err != nil || !reflect.DeepEqual(viaParse, c) {
				t.Errorf("Parse(%q) = %+v, %v; want %+v", flag, viaParse, err, c)
			}
		})
	}
}

// TestParsePGNRefusesWithTheReason: bad PGN values are refused with what
// was wrong; "-" and "?" are no control.
func TestParsePGNRefusesWithTheReason(t *testing.T) {
	for _, tc := range []struct {
		timeControl, delay, want string
	}{
		{"-", "", "the PGN names no time control"},
		{"?", "", "the PGN names no time control"},
		{"", "", "empty PGN time control"},
		{"abc", "", `PGN time control "abc": period 1: "abc" is not a number of seconds`},
		{"0/300", "", `the move count "0" must be a number from 1 to 999`},
		{"300:40/300", "", "only the last period can be for the rest of the game"},
		{"3600+", "", `the increment: "" is not a number of seconds`},
		{"*180", "d5", "an hourglass has no delay"},
		{"*x", "", `the hourglass's time: "x" is not a number of seconds`},
		{"3600", "x5", `"x5" must be d and seconds (simple delay), b and seconds (Bronstein) or -`},
		{"3600+30", "d5", "period 1 has an increment already"},
		{"40/5400:1800:60", "d5:d5", "2 entries for 3 periods"},
		{"3600", "d0", "a delay must be at least 1 second"},
		{"999999", "", "is not a number of seconds up to 86400"},
		{"1.2.3", "", `"1.2.3" is not a number of seconds`},
		{strings.Repeat("10/60:", 10) + "60", "", "more than 10 periods"},
	} {
		_, err := ParsePGN(tc.timeControl, tc.delay)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePGN(%q, %q) = %v; want an error with %q", tc.timeControl, tc.delay, err, tc.want)
		}
		if (tc.timeControl == "-" || tc.timeControl == "?") != errors.Is(err, ErrPGNNoControl) {
			t.Errorf("ParsePGN(%q): ErrPGNNoControl is %v", tc.timeControl, errors.Is(err, ErrPGNNoControl))
		}
	}
	var pe *ParseError
	if _, err := Parse("pgn:3600 x5"); !errors.As(err, &pe) || pe.Pos != 4 {
		t.Errorf(`Parse("pgn:3600 x5") = %v, want a *ParseError at 4`, err)
	}
}

func FuzzParsePGN(f *testing.F) {
	for _, s := range [][2]string{{"5400+30", ""}, {"40/5400+30:1800+30", ""}, {"*180", ""}, {"3600", "d5"}, {"3600", "b10"},
		{"40/5400:1800+30", "d30:-"}, {"150+0.5", ""}, {"-", ""}, {"?", ""}, {"", ""}, {"1/1:1", "b1"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, timeControl, delay string) {
		c, err := ParsePGN(timeControl, delay)
		if err != nil {
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("ParsePGN(%q, %q) = %+v, which does not validate: %v", timeControl, delay, c, err)
		}
		tc, d := c.PGN()
		back, err := ParsePGN(tc, d)
		if err != nil {
			t.Fatalf("ParsePGN(%q, %q).PGN() = %q, %q does not parse: %v", timeControl, delay, tc, d, err)
		}
		if !reflect.DeepEqual(back, c) {
			t.Fatalf("round trip of %q, %q via %q, %q: %+v != %+v", timeControl, delay, tc, d, back, c)
		}
	})
}
