//go:build linux

package main

import (
	"strings"
	"testing"
)

// TestPlayLeverWhileAQuestionHoldsTheClockIsRefused plays on an emulated
// DGT board with a DGT 3000: while the arbiter's question (a take-back)
// holds the stopped clock, the sighted player's lever is no answer and no
// press: it is refused with the sentence that says the question waits,
// the clock stays stopped (the DGT 3000, which set itself running at the
// lever, is shown the stopped clock again), and the answer no lets
// Black's time run again.
func TestPlayLeverWhileAQuestionHoldsTheClockIsRefused(t *testing.T) {
	p := startLeverPlay(t)
	p.typeLines("start\ne4\npress\n")
	p.wait(`"what":"press"`)
	// The lever is known to stand on Black's side before the question
	// (a question asked within milliseconds of the press could come
	// before the clock reported that side, and the lever would then not
	// read as a press).
	p.clock("right running")
	// Black to move; the arbiter asks to take back 1. e4: the clock stops.
	p.typeLines("arbiter takeback\n")
	p.wait(`"text":"The clock is stopped until the answer."`)
	p.clock("stopped")
	p.sim.send(t, "lever")
	p.wait(`"source":"sighted","text":"board sighted press"`)
	p.wait(`"event":"error","text":"Press refused: the question waits for its answer (yes, or anything else typed to cancel); the clock stands until then."`)
	if n := strings.Count(p.out.String(), `"what":"press"`); n != 1 {
		t.Fatalf("%d presses, want only the key's (the lever's refused):\n%s", n, p.out.String())
	}
	if strings.Contains(p.out.String(), `"what":"resume"`) {
		t.Fatalf("the lever started the clock:\n%s", p.out.String())
	}
	// The DGT 3000, which set itself running at the lever, shows the
	// stopped clock again.
	p.clock("stopped")
	p.typeLines("no\n")
	p.wait(`"text":"Cancelled, nothing changed. The clock runs again."`)
	p.wait(`"what":"resume"`)
	p.clock("right running") // Black's time, as before the question
	p.quit("quit\nyes\n")
}
