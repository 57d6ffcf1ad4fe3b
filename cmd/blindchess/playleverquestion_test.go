//go:build linux

package main

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayLeverWhileAQuestionHoldsTheClockIsRefused plays on an emulated
// DGT board with a DGT 3000: while the arbiter's question (a take-back)
// holds the stopped clock, the sighted player's lever is no answer and no
// press: it is refused with the sentence that says the question waits,
// the clock stays stopped (the DGT 3000, which set itself running at the
// lever, is shown the stopped clock again), and the answer no lets
// Black's time run again.
func TestPlayLeverWhileAQuestionHoldsTheClockIsRefused(t *testing.T) {
	dir := t.TempDir()
	dl := filepath.Join(dir, "dgt")
	sim := startSimulator(t, "dgt", "--link", dl)
	sim.send(t, "clock 0:05:00 0:05:00 stopped")
	pr, pw := io.Pipe()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- execute([]string{"play", "--lang", "en", "--time", "5+0", "--sighted", "dgt:" + dl, "--json"}, pr, &out, &errOut)
	}()
	wait := func(s string) {
		t.Helper()
		deadline := time.Now().Add(15 * time.Second)
		for !strings.Contains(out.String(), s) {
			if time.Now().After(deadline) {
				t.Fatalf("play never wrote %q:\n%s\n%s", s, out.String(), errOut.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	// shown returns what the DGT 3000 shows now.
	shown := func() string {
		t.Helper()
		n := strings.Count(sim.out.String(), "board ")
		sim.send(t, "show")
		deadline := time.Now().Add(10 * time.Second)
		for strings.Count(sim.out.String(), "board ") == n {
			if time.Now().After(deadline) {
				t.Fatalf("the emulator never answered show:\n%s", sim.out.String())
			}
			time.Sleep(5 * time.Millisecond)
		}
		s := sim.out.String()
		last := ""
		if i := strings.LastIndex(s, "; clock "); i >= 0 {
			last, _, _ = strings.Cut(s[i+len("; clock "):], "\n")
		}
		return last
	}
	// clock waits until the DGT 3000 shows want.
	clock := func(want string) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			got := shown()
			if strings.HasSuffix(got, want) {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the DGT 3000 shows %q, want %q", got, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	wait(`"text":"board sighted snapshot`)
	io.WriteString(pw, "start\ne4\npress\n")
	wait(`"what":"press"`)
	// The lever is known to stand on Black's side before the question
	// (a question asked within milliseconds of the press could come
	// before the clock reported that side, and the lever would then not
	// read as a press).
	clock("right running")
	// Black to move; the arbiter asks to take back 1. e4: the clock stops.
	io.WriteString(pw, "arbiter takeback\n")
	wait(`"text":"The clock is stopped until the answer."`)
	clock("stopped")
	sim.send(t, "lever")
	wait(`"source":"sighted","text":"board sighted press"`)
	wait(`"event":"error","text":"Press refused: the question waits for its answer (yes, or anything else typed to cancel); the clock stands until then."`)
	if n := strings.Count(out.String(), `"what":"press"`); n != 1 {
		t.Fatalf("%d presses, want only the key's (the lever's refused):\n%s", n, out.String())
	}
	if strings.Contains(out.String(), `"what":"resume"`) {
		t.Fatalf("the lever started the clock:\n%s", out.String())
	}
	// The DGT 3000, which set itself running at the lever, shows the
	// stopped clock again.
	clock("stopped")
	io.WriteString(pw, "no\n")
	wait(`"text":"Cancelled, nothing changed. The clock runs again."`)
	wait(`"what":"resume"`)
	clock("right running") // Black's time, as before the question
	io.WriteString(pw, "quit\nyes\n")
	pw.Close()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("play did not stop:\n%s", out.String())
	}
}
