package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestClockResume journals a clock session, leaves it in the middle, and
// resumes it from its journal: the clock comes back paused at its times and
// move count, and, resumed at the same instant, goes on exactly as a
// session that was never interrupted.
func TestClockResume(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "clock.journal")
	args := []string{"clock", "--time", "2m+1", "--json"}
	_, ref, _ := runCLIOK(t, append(args, "--script", writeScript(t, "0 start\n10 press\n25.5 press\n30 time\n40 press\n50 quit\n50 yes\n"), "--virtual")...)
	code, _, errOut := runCLI(t, "", append(args, "--journal", j, "--script", writeScript(t, "0 start\n10 press\n25.5 press\n26 quit\n26 yes\n"), "--virtual")...)
	if code != 0 {
		t.Fatalf("first part: exit %d: %s", code, errOut)
	}
	code, out, errOut := runCLI(t, "", "clock", "--resume", j, "--time", "2m+1s", "--json", "--script", writeScript(t, "26 resume\n30 time\n40 press\n50 quit\n50 yes\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "Clock restored from its journal, paused at its last known times; the script action resume lets it run.") {
		t.Errorf("resume message missing from stderr %q", errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.Contains(lines[0], `"event":"pause"`) || !strings.Contains(lines[1], `"event":"resume"`) {
		t.Fatalf("resumed output:\n%s", out)
	}
	refLines := strings.Split(strings.TrimSpace(ref), "\n")
	if want := refLines[len(refLines)-2:]; lines[2] != want[0] || lines[3] != want[1] {
		t.Errorf("after the resume:\n%s\n%s\nwant (uninterrupted):\n%s\n%s", lines[2], lines[3], want[0], want[1])
	}
	// Options that differ from the journal are refused.
	code, _, errOut = runCLI(t, "", "clock", "--resume", j, "--time", "5+3", "--script", writeScript(t, "60 quit\n60 yes\n"), "--virtual")
	if code != 2 || !strings.Contains(errOut, "--time 5+3 differs from the clock in the journal, which has 2+1") {
		t.Errorf("differing --time: exit %d, %q", code, errOut)
	}
	// A game's journal is not a clock's.
	g := filepath.Join(dir, "g.journal")
	if _, e, c := playRun(t, "", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", g); c != 0 {
		t.Fatal(e)
	}
	code, _, errOut = runCLI(t, "", "clock", "--resume", g)
	if code != 2 || !strings.Contains(errOut, "holds a game, not a clock session") {
		t.Errorf("clock --resume of a game: exit %d, %q", code, errOut)
	}
	code, _, errOut = runCLI(t, "", "play", "--resume", j)
	if code != 2 || !strings.Contains(errOut, "is the journal of a talking clock") {
		t.Errorf("play --resume of a clock: exit %d, %q", code, errOut)
	}
}

// runCLIOK runs the program and fails the test unless it exits 0.
func runCLIOK(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	code, out, errOut := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	return code, out, errOut
}
