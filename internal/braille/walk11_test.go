package braille

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// TestClockLineNamesTheSidesInTheCodesLanguage: the clock times on the
// display (line down) follow the letters of the code's language: W and B
// in the UK and ICCF codes, W and S (Weiß, Schwarz) in the German, b and
// č (bílý, černý) in the Czech, where "B" is White (bílý): in a walk's
// Czech session "W4:57 B5:00" read as an unknown letter and White's
// time, Black's time in truth.
func TestClockLineNamesTheSidesInTheCodesLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang string
		code Code
		want string
	}{
		{"en", UK, "⠺⠲⠱⠢⠶⠀⠃⠢⠱⠴⠴"},     // W4:57 B5:00
		{"en", ICCF, "⠺⠲⠱⠢⠶⠀⠃⠢⠱⠴⠴"},   // W4:57 B5:00
		{"de", German, "⠺⠲⠱⠢⠶⠀⠎⠢⠱⠴⠴"}, // W4:57 S5:00
		{"cs", Czech, "⠃⠲⠱⠢⠶⠀⠩⠢⠱⠴⠴"},  // b4:57 č5:00
	} {
		s := table.DefaultSetup()
		s.Lang, s.Time = tc.lang, "5+0"
		tb, err := table.New(s)
		if err != nil {
			t.Fatal(err)
		}
		start := rules.StartPosition()
		d := NewDisplay(&recorder{}, tc.code, &start)
		var at time.Duration
		d.Now = func() time.Duration { return at }
		feed(tb, d, &at, "start")
		at += 3 * time.Second // White's clock ran three seconds
		d.Key(brlapi.Key(0x20000000 | brlapi.CmdLineDown))
		if got := d.Line(); got != tc.want {
			t.Errorf("%s: clock view %s (%s), want %s", tc.code, got, BRF(got), tc.want)
		}
		d.Close()
	}
}
