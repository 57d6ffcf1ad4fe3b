package table

import (
	"reflect"
	"testing"
)

// TestFortsetzenOldJournalReplaysAsPlayed: "fortsetzen", the German word
// of the program's own "Fortsetzen mit weiter", restarts a paused clock
// as weiter does (walk10); a journal written before it (no
// resumeFortsetzen in its setup) replays as it was played: the word not
// understood and the clock still paused until weiter, so that the times
// replay as they ran. Without the flag an old journal with "fortsetzen"
// then "weiter" restarted the clock at the first and refused the second.
func TestFortsetzenOldJournalReplaysAsPlayed(t *testing.T) {
	for _, c := range []struct {
		old  bool
		want []string
	}{
		{false, []string{"Uhr läuft weiter"}},
		{true, []string{"Nicht verstanden: fortsetzen. Zug oder Befehl eingeben, Hilfe mit hilfe."}},
	} {
		tb := newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Style, s.Time = "de", "annexd", "90+30"
			s.ResumeFortsetzen = !c.old
		}))
		typed(tb, "starten", "e4", "anhalten")
		if got := texts(typed(tb, "fortsetzen")); !reflect.DeepEqual(got, c.want) {
			t.Errorf("old journal %v: fortsetzen said %q, want %q", c.old, got, c.want)
		}
		if paused := tb.clk.Status().String() == "paused"; paused != c.old {
			t.Errorf("old journal %v: clock %v after fortsetzen", c.old, tb.clk.Status())
		}
	}
}
