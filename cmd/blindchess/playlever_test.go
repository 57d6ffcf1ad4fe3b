//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayClockLeverIsAPress plays on an emulated DGT board with a DGT
// 3000 connected to it and the program's clock as the game clock: the
// clock shows both of the program's times, with the side to move running;
// the sighted player's press of the lever completes his move like a key
// press, and it is journaled as one, with the sighted board as its source
// (not the keyboard).
func TestPlayClockLeverIsAPress(t *testing.T) {
	journal := filepath.Join(t.TempDir(), "j")
	p := startLeverPlay(t, "--journal", journal)
	// The arbiter starts the clock: White's time runs, on the DGT 3000
	// too.
	p.typeLines("start\n")
	p.clock("left 0:05:00, right 0:05:00, left running")
	// White (the visually impaired player) types his move and presses a
	// key: Black's time runs, on the DGT 3000 too.
	p.typeLines("e4\npress\n")
	p.wait(`"san":"e4"`)
	p.clock("right running")
	// The sighted player makes both moves on the board and presses the
	// lever: a press, and White's clock runs.
	p.sim.send(t, "move e2 e4", "sleep 100", "move e7 e5", "sleep 400", "lever")
	p.wait(`"source":"sighted","san":"e5"`)
	p.clock("left running")
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(p.out.String(), `"what":"press"`) < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the lever was no press:\n%s", p.out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The lever's press is journaled as the sighted board's, not as a
	// key press.
	if !strings.Contains(p.out.String(), `"source":"sighted","text":"board sighted press"`) {
		t.Fatalf("the lever's press does not name the sighted board as its source:\n%s", p.out.String())
	}
	if n := strings.Count(p.out.String(), `"source":"keyboard","text":"press"`); n != 1 {
		t.Fatalf("%d presses from the keyboard, want the one typed:\n%s", n, p.out.String())
	}
	// The clock's own change to White's side, set by the program, is no
	// press: exactly the two.
	time.Sleep(300 * time.Millisecond)
	if n := strings.Count(p.out.String(), `"what":"press"`); n != 2 {
		t.Fatalf("%d presses, want the key's and the lever's:\n%s", n, p.out.String())
	}
	p.quit("quit\n")
	j, _ := os.ReadFile(journal)
	if n := strings.Count(string(j), "press"); n < 2 {
		t.Errorf("the journal has %d presses, want the key's and the lever's:\n%s", n, j)
	}
}
