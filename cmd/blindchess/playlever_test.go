//go:build linux

package main

import (
	"io"
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
	dir := t.TempDir()
	dl := filepath.Join(dir, "dgt")
	sim := startSimulator(t, "dgt", "--link", dl)
	sim.send(t, "clock 0:05:00 0:05:00 stopped")
	pr, pw := io.Pipe()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	journal := filepath.Join(dir, "j")
	go func() {
		done <- execute([]string{"play", "--lang", "en", "--time", "5+0", "--sighted", "dgt:" + dl, "--json", "--journal", journal}, pr, &out, &errOut)
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
	clock := func(want string) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			n := strings.Count(sim.out.String(), "board ")
			sim.send(t, "show")
			for strings.Count(sim.out.String(), "board ") == n {
				time.Sleep(5 * time.Millisecond)
			}
			s := sim.out.String()
			i := strings.LastIndex(s, "; clock ")
			last := ""
			if i >= 0 {
				last, _, _ = strings.Cut(s[i+len("; clock "):], "\n")
			}
			if strings.Contains(last, want) {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the DGT clock shows %q, want %q", last, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	wait(`"text":"board sighted snapshot`)
	// The arbiter starts the clock: White's time runs, on the DGT 3000
	// too.
	io.WriteString(pw, "start\n")
	clock("left 0:05:00, right 0:05:00, left running")
	// White (the visually impaired player) types his move and presses a
	// key: Black's time runs, on the DGT 3000 too.
	io.WriteString(pw, "e4\npress\n")
	wait(`"san":"e4"`)
	clock("right running")
	// The sighted player makes both moves on the board and presses the
	// lever: a press, and White's clock runs.
	sim.send(t, "move e2 e4", "sleep 100", "move e7 e5", "sleep 400", "lever")
	wait(`"source":"sighted","san":"e5"`)
	clock("left running")
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(out.String(), `"what":"press"`) < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the lever was no press:\n%s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The lever's press is journaled as the sighted board's, not as a
	// key press.
	if !strings.Contains(out.String(), `"source":"sighted","text":"board sighted press"`) {
		t.Fatalf("the lever's press does not name the sighted board as its source:\n%s", out.String())
	}
	if n := strings.Count(out.String(), `"source":"keyboard","text":"press"`); n != 1 {
		t.Fatalf("%d presses from the keyboard, want the one typed:\n%s", n, out.String())
	}
	// The clock's own change to White's side, set by the program, is no
	// press: exactly the two.
	time.Sleep(300 * time.Millisecond)
	if n := strings.Count(out.String(), `"what":"press"`); n != 2 {
		t.Fatalf("%d presses, want the key's and the lever's:\n%s", n, out.String())
	}
	io.WriteString(pw, "quit\n")
	pw.Close()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("play did not stop:\n%s", out.String())
	}
	j, _ := os.ReadFile(journal)
	if n := strings.Count(string(j), "press"); n < 2 {
		t.Errorf("the journal has %d presses, want the key's and the lever's:\n%s", n, j)
	}
}
