package table

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/pgn"
)

// FuzzApply types arbitrary lines at a clocked table: nothing may panic,
// every output must encode to JSON, and the scoresheet must always be a
// legal game that its PGN replays.
func FuzzApply(f *testing.F) {
	for _, s := range []string{
		"e4\npress\ne5\np\nNf3\nundo\nd3",
		"draw\naccept\nclaim Nf3\nresign white",
		"start\npause\nresume\narbiter time white 0:01\narbiter add black -1m\nflag",
		"arbiter illegal white\narbiter illegal white\narbiter result *\narbiter takeback",
		"position e\nposition 4\nposition e4\nposition black\ntime both\nmoves\nlast\nrepeat\nhelp\nhelp arbiter",
		"springer felix drei\nknight f three\n7163\ng1f3\nSf3\nJf3",
		"\x00\xff\n" + strings.Repeat("a", 300),
		"f3\ne5\ng4\nQh4\nundo\narbiter result *\narbiter takeback\nQg5\nlast",
		"e4\ne5\nclaim Nf3\naccept\nquit",
		"start\narbiter moves black 3\nrepeat\narbiter add white 99h\narbiter time\narbiter moves",
		"help time\nrepeat\narbiter\nclaim\nNf3\nclaim",
		"start\ne4\nclaim\narbiter reject\np\narbiter accept\nclaim Nf6\narbiter accept",
		"start\ne4\np\nadjourn Nf6\nNf6\narbiter unseal\nadjourn x\narbiter log",
		"resign\nno\ne4\ne5\ndraw\nja\nno\nyes\nnein\nquit\nne\nvoice e4\nvoice no\nn\nj\nja", // polish2: answer words
		"start\narbiter increment 5s\narbiter allow-draw\ndraw\nmoves 3\nmoves from 1\narbiter penalty black\narbiter takeback --drop-adjustments",
		"Jf3\ne8D\nTa3\ne8=V+\na\xffD\nh1J#\narbiter illegal black\narbiter illegal black\nno\narbiter illegal black\nyes",                          // newuser5: foreign letters, the second illegal move asked
		"voice @0.500 eva vier\nvoice @0.100 ja\nvoice @NaN ja\nvoice @-3 ja\nvoice @1e99 ja\nvoice @9.000 ja\nresign\nvoice @0.001 ja\nvoice @ ja", // session 20: a yes's instant, early and bad
	} {
		f.Add(s, uint8(3))
	}
	f.Fuzz(func(t *testing.T, script string, step uint8) {
		// An odd step plays tournament play, an even one casual; the
		// step picks the session's language too (answer words differ).
		tb, err := New(setup(func(s *Setup) {
			s.Time = "3+2"
			s.Lang = [...]string{"de", "en", "cs"}[int(step/2)%3]
			if step%2 == 1 {
				s.Setting, s.NoDrawBefore = SettingTournament, 3
			}
		}))
		if err != nil {
			t.Fatal(err)
		}
		at := time.Duration(0)
		for _, line := range strings.Split(script, "\n") {
			for _, o := range tb.Apply(Input{At: at, Source: SourceKeyboard, Text: line}) {
				// Every output has a JSON line but the arbiter's notes,
				// which are for his log alone.
				if len(o.JSON()) == 0 && o.Kind != KindNote {
					t.Fatal("empty JSON")
				}
				if o.Kind == KindNote && (o.Say.Audience != Arbiter || o.JSON() != nil) {
					t.Fatalf("note %+v: not the arbiter's alone", o)
				}
			}
			at += time.Duration(step) * time.Second
		}
		if tb.Plies() != tb.game.g.Ply() {
			t.Fatalf("scoresheet %d plies, game %d", tb.Plies(), tb.game.g.Ply())
		}
		games, err := pgn.ReadAll(strings.NewReader(pgnText(tb)))
		if err != nil || len(games) != 1 {
			t.Fatalf("PGN does not read back: %v\n%s", err, pgnText(tb))
		}
		if _, err := pgn.Replay(games[0]); err != nil {
			t.Fatalf("PGN does not replay: %v\n%s", err, pgnText(tb))
		}
	})
}

// FuzzParseScript checks that any text either reads as a script whose
// times never go backwards or gives a line-numbered error.
func FuzzParseScript(f *testing.F) {
	for _, s := range []string{"0 e4\n1.5 press\n", "1:02:03.5 x", "# c\n\n3\n", "5 a\n4 b", "1e9 x", "99999999999 x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lines, err := ParseScript(strings.NewReader(s))
		if err != nil {
			var se *ScriptError
			if !strings.HasPrefix(err.Error(), "script line ") {
				t.Fatalf("error without a line: %v (%T, %v)", err, err, se)
			}
			return
		}
		var last time.Duration
		for _, l := range lines {
			if l.At < last || l.At < 0 || l.At > maxScriptTime {
				t.Fatalf("time %v after %v", l.At, last)
			}
			last = l.At
		}
	})
}

// FuzzParseClockTime checks the arbiter's time reader never panics and
// stays within its bounds.
func FuzzParseClockTime(f *testing.F) {
	for _, s := range []string{"1:30:00", "-5m", "90", "2m30s", "+", "1:60"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := parseClockTime(s)
		if err == nil && (d > 100*time.Hour || d < -100*time.Hour) {
			t.Fatalf("parseClockTime(%q) = %v", s, d)
		}
	})
}
