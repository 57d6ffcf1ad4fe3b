package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestKilledWhileTheQuestionStopsTheClock: a real "blindchess play" is
// killed (SIGKILL) while the arbiter's question (a take-back) waits, its
// clock stopped by the question (Articles 6.11.1); --resume rebuilds the
// clock at the times of the question, however long the program was
// gone, asks the question again, and after the answer the clock is still
// at those times, paused until resume.
func TestKilledWhileTheQuestionStopsTheClock(t *testing.T) {
	bin := buildPlayBinary(t)
	dir := t.TempDir()
	journalPath := filepath.Join(dir, "g.journal")
	script := filepath.Join(dir, "s.txt")
	// Real time: the question at 3 s waits for an answer at 60 s that
	// never comes.
	if err := os.WriteFile(script, []byte("0 start\n1 e4\n1 press\n2 e5\n2 press\n3 arbiter takeback\n60 yes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "play", "--lang", "en", "--time", "5+3", "--script", script,
		"--journal", journalPath, "--pgn", filepath.Join(dir, "g.pgn"))
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	asked := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if sc.Text() == "The clock is stopped until the answer." {
				asked <- true
				break
			}
		}
		close(asked)
	}()
	select {
	case ok := <-asked:
		if !ok {
			t.Fatal("the run ended without the question")
		}
	case <-time.After(60 * time.Second):
		t.Fatal("no question within a minute")
	}
	time.Sleep(1500 * time.Millisecond) // the clock would have run on
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()

	// The times of the question are the times the resumed game says
	// first, and again after the answer: nothing of the wait, before or
	// after the kill, is anybody's.
	out := runAll(t, bin, []string{"play", "--resume", journalPath, "--script", "-", "--virtual"}, "4 no\n4 time both\n")
	restored := slices.Index(out, "Game restored. Clock paused at its last known times; type resume to go on.")
	cancelled := slices.Index(out, "Cancelled, nothing changed.")
	if restored < 0 || restored+2 >= len(out) || cancelled < restored || cancelled+1 >= len(out) {
		t.Fatalf("resumed:\n%s", strings.Join(out, "\n"))
	}
	if q := out[cancelled-1]; !strings.HasPrefix(q, "Arbiter: take back the last move, ") {
		t.Errorf("the question asked again: %q", q)
	}
	both := out[restored+2]
	if !strings.HasPrefix(both, "White, five minutes ") || out[cancelled+1] != both {
		t.Errorf("times on resume %q, after the answer %q: want the same", both, out[cancelled+1])
	}
}
