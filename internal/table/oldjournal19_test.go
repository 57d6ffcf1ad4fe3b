package table

import (
	"testing"
)

// TestSession19WalkFixesKeepOldJournalsAsPlayed: a journal written before
// a move on a lagging board was made once the board caught up
// (Setup.LagMoveMade) and before arbiter retrace took words and asked
// with --drop-adjustments (Setup.RetraceInWords) replays as it was
// played: the move pressed on the lagging board is an illegal move
// completed, a retrace with --drop-adjustments is made at once (the next
// line is not taken as its answer), and "1 black" is refused. A game set
// up now has the new behaviour. In de, en and cs.
func TestSession19WalkFixesKeepOldJournalsAsPlayed(t *testing.T) {
	for _, lang := range []struct{ lang, style string }{{"de", "annexd"}, {"en", "annexd-en"}, {"cs", "cs"}} {
		for _, old := range []bool{true, false} {
			setup := func(boards bool) Setup {
				return tournament(func(s *Setup) {
					s.Lang, s.Style, s.Time = lang.lang, lang.style, "60d5"
					if boards {
						s.Tactile, s.Sighted = BoardVirtual, BoardVirtual
					}
					if old {
						s.LagMoveMade, s.RetraceInWords = false, false
					}
				})
			}
			tb := newTable(t, setup(true))
			typed(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4", "press",
				"board sighted lift e7", "board sighted place e5", "press", "board tactile lift g1", "board tactile place f3",
				"press", "board tactile lift e7", "board tactile place e5", "press")
			if got, want := tb.illegalWaits != nil, old; got != want || len(tb.sheet) != map[bool]int{true: 2, false: 3}[old] {
				t.Errorf("%s, old %v: lagging board: illegal move waits %v, want %v; %d half-moves", lang.lang, old, got, want, len(tb.sheet))
			}
			tb = newTable(t, setup(false))
			typed(tb, "start", "e4", "p", "e5", "p", "arbiter retrace 1 --drop-adjustments", "resume")
			if got, want := len(tb.sheet), map[bool]int{true: 1, false: 2}[old]; got != want {
				t.Errorf("%s, old %v: retrace --drop-adjustments then resume: %d half-moves, want %d", lang.lang, old, got, want)
			}
			tb = newTable(t, setup(false))
			typed(tb, "start", "e4", "p", "e5", "p", "Nf3", "p")
			typed(tb, "arbiter retrace 1 black")
			if tb.Confirming() == old {
				t.Errorf("%s, old %v: arbiter retrace 1 black asks %v", lang.lang, old, tb.Confirming())
			}
		}
	}
}
