package twoboard

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestResetKeepsWhatABoardThatStoodStillWasSeenDoing: with
// Options.KeepSeenOnReset, a Reset that leaves a board where it stood (the
// same ply of the same game line) keeps its lifts and places, so that the
// move made on it while a typed move stood in the game (Nh3 typed, Nf3 made
// on the tactile board) is made when the typed move is taken back; without
// the option the Reset forgets them and the board waits (status only).
func TestResetKeepsWhatABoardThatStoodStillWasSeenDoing(t *testing.T) {
	for _, keep := range []bool{true, false} {
		h := newHarness(t, "", rules.White)
		h.tr.opts.KeepSeenOnReset = keep
		h.do("push Nh3", "t lift g1", "t place f3", "wait")
		h.out = nil
		if err := h.tr.Reset(h.tr.pos[0], nil); err != nil {
			t.Fatal(err)
		}
		h.facts(h.tr.Refresh(h.now))
		h.do("wait")
		got := strings.Join(h.out, "\n")
		if made := strings.Contains(got, "move tactile Nf3"); made != keep {
			t.Errorf("keep %v: facts after the Reset:\n%s", keep, got)
		}
	}
}
