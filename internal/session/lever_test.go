package session

import (
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
)

// TestLeverPressesOnlyWhenTheLeverMoves feeds clock messages and the
// program's own settings: a press is a change of the running side that
// the program did not ask for.
func TestLeverPressesOnlyWhenTheLeverMoves(t *testing.T) {
	left := eboard.ClockState{Connected: true, Running: true, LeftToMove: true}
	right := eboard.ClockState{Connected: true, Running: true, RightToMove: true}
	stopped := eboard.ClockState{Connected: true}
	type step struct {
		expect int               // the program sets this side running first (0: nothing)
		st     eboard.ClockState // then the clock reports this
		press  bool
	}
	for _, tc := range []struct {
		name  string
		steps []step
	}{
		{"first message is no press", []step{{0, left, false}}},
		{"lever moved", []step{{0, left, false}, {0, right, true}, {0, left, true}}},
		{"same side again", []step{{0, left, false}, {0, left, false}}},
		{"stopped clock and no clock are no side", []step{{0, left, false}, {0, stopped, false}, {0, eboard.ClockState{}, false}, {0, right, true}}},
		{"the program's own change", []step{{0, left, false}, {2, right, false}, {0, left, true}}},
		{"the program sets the side already running", []step{{0, left, false}, {1, left, false}, {0, right, true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var lv lever
			for i, s := range tc.steps {
				if s.expect != 0 {
					lv.expect(s.expect)
				}
				if got := lv.press(s.st); got != s.press {
					t.Fatalf("step %d (%v): press %v, want %v", i+1, s.st, got, s.press)
				}
			}
		})
	}
}
