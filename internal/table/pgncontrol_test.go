package table

import (
	"reflect"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/pgn"
)

// TestTimeControlSurvivesThePGN: a game's control, delays and periods
// included, is written to its PGN and read back by the project's PGN
// reader to the same control (60d5 and 60b10 used to be written as
// "3600", sudden death), and a new game set up with --time in the PGN
// form ("pgn:3600 d5") has the same control again.
func TestTimeControlSurvivesThePGN(t *testing.T) {
	for _, time := range []string{"90+30", "40/90+30,30+30", "60d5", "60b10", "40/90d30,30+30", "hourglass 3", "5+3", "40/120,20/60,30"} {
		t.Run(time, func(t *testing.T) {
			want, err := clock.Parse(time)
			if err != nil {
				t.Fatal(err)
			}
			tb := newTable(t, setup(func(s *Setup) { s.Time = time }))
			typed(tb, "e4", "press")
			games, err := pgn.ReadAll(strings.NewReader(pgnText(tb)))
			if err != nil || len(games) != 1 {
				t.Fatalf("read back: %v, %d games", err, len(games))
			}
			got, ok, err := ControlFromPGN(games[0])
			if err != nil || !ok || !reflect.DeepEqual(got, want) {
				t.Fatalf("ControlFromPGN = %+v, %v, %v; want %+v", got, ok, err, want)
			}
			tc, delay := got.PGN()
			flag := strings.TrimSpace("pgn:" + tc + " " + delay)
			again := newTable(t, setup(func(s *Setup) { s.Time = flag }))
			if c := again.Clock().Control(); !reflect.DeepEqual(c, want) {
				t.Errorf("--time %q: %+v, want %+v", flag, c, want)
			}
			if pgnText(again) != pgnText(newTable(t, setup(func(s *Setup) { s.Time = time }))) {
				t.Errorf("--time %q writes another PGN than --time %q", flag, time)
			}
		})
	}
	// No control, an unknown one, and a bad one.
	for _, tc := range []struct {
		tags string
		ok   bool
		err  string
	}{
		{"", false, ""},
		{`[TimeControl "-"]`, false, ""},
		{`[TimeControl "?"]`, false, ""},
		{`[TimeControl "3600"] [TimeDelay "z5"]`, false, `"z5" must be d and seconds`},
	} {
		games, err := pgn.ReadAll(strings.NewReader(tc.tags + "\n\n1. e4 *\n"))
		if err != nil || len(games) != 1 {
			t.Fatalf("%s: %v", tc.tags, err)
		}
		_, ok, err := ControlFromPGN(games[0])
		if ok != tc.ok || (tc.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: ok %v, err %v", tc.tags, ok, err)
		}
	}
}
