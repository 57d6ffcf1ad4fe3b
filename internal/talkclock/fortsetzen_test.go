package talkclock

import (
	"reflect"
	"testing"

	"github.com/blindchess/blindchess/internal/clock"
)

// TestClockFortsetzenOldJournalReplaysAsPlayed: the typed word
// fortsetzen is play's resume (walk10), which the clock's words follow:
// with the clock running it pauses it, as weiter does. A clock journal
// written before (no resumeFortsetzen in its first line) replays it as it
// was played: no key of the clock, the clock running on.
func TestClockFortsetzenOldJournalReplaysAsPlayed(t *testing.T) {
	for _, c := range []struct {
		old    bool
		want   []string
		status clock.Status
	}{
		{false, []string{"Uhr angehalten"}, clock.Paused},
		{true, []string{`"fortsetzen" ist keine Taste der Uhr; h gibt Hilfe.`}, clock.Running},
	} {
		said, m := saidBy(t, Config{Control: "25+0", Me: "white", Lang: "de", Alerts: "none", Setting: SettingTournament, Words: true, Corrections: true, ResumeFortsetzen: !c.old}, []string{"fortsetzen"})
		if !reflect.DeepEqual(said, c.want) || m.Clock().Status() != c.status {
			t.Errorf("old journal %v: said %q, clock %v; want %q, %v", c.old, said, m.Clock().Status(), c.want, c.status)
		}
	}
}
