package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
)

// clockGameScript is a clock session as long as a real game: the clock
// started, one press per move of the game, a few seconds to a minute
// apart (from a generator seeded by the game, so the same game gives the
// same session), a time request now and then, both times at the end, quit.
func clockGameScript(plies int, seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, 3))
	lines := []string{"0 start"}
	at := 0
	for i := 0; i < plies; i++ {
		at += 1 + rng.IntN(60)
		lines = append(lines, fmt.Sprintf("%d press", at))
		if i%7 == 3 {
			lines = append(lines, fmt.Sprintf("%d.5 time", at))
		}
	}
	return append(lines, fmt.Sprintf("%d both", at+1), fmt.Sprintf("%d quit", at+2))
}

// clockScriptRecords returns the script lines the journal holds, as
// "<ns> <action>", leaving out the "resume" the test adds after a crash.
func clockScriptRecords(log *journal.Log) []string {
	var got []string
	for _, r := range log.Records {
		if r.Source == "script" && r.Input != "resume" {
			got = append(got, fmt.Sprintf("%d %s", r.At, r.Input))
		}
	}
	return got
}

// killClockAfter starts the binary and kills it with SIGKILL after d; it
// reports whether the kill came before the program ended by itself.
func killClockAfter(t *testing.T, bin string, args []string, d time.Duration) bool {
	t.Helper()
	cmd := exec.Command(bin, withLang(args)...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%v ended with %v before the kill", args, err)
		}
		return false
	case <-time.After(d):
	}
	if err := cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
		t.Fatal(err)
	}
	err := <-done
	var ee *exec.ExitError
	return errors.As(err, &ee) && !ee.Exited()
}

// TestClockCrashResume is the crash suite of the talking clock: a real
// "blindchess clock" runs a session as long as a real game and is killed
// with SIGKILL at a random moment, once or twice; each time it is resumed
// from its journal (half of the time with the first command line repeated
// and --resume added) with the rest of the session. Every press reaches the
// journal exactly once, at its instant, and the clock's output after the
// last resume is exactly that of an uninterrupted session. make test runs 5
// runs; make test-long (BLINDCHESS_LONG=1) runs 100.
func TestClockCrashResume(t *testing.T) {
	bin := buildPlayBinary(t)
	games := realGames(t)
	runs := 5
	if os.Getenv("BLINDCHESS_LONG") != "" {
		runs = 100
	}
	dir := t.TempDir()
	scriptFile := func(name string, lines []string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	first := func(journalPath, script string) []string {
		return []string{"clock", "--time", "90+30", "--me", "black", "--lang", "en", "--json",
			"--journal", journalPath, "--script", script, "--virtual"}
	}
	type ref struct {
		out     []string
		records []string
		took    time.Duration
	}
	refs := make([]ref, len(games))
	for i, g := range games {
		script := clockGameScript(len(g.Moves), uint64(i))
		jpath := filepath.Join(dir, fmt.Sprintf("ref%d.journal", i))
		start := time.Now()
		out := runAll(t, bin, first(jpath, scriptFile(fmt.Sprintf("ref%d.script", i), script)), "")
		took := time.Since(start)
		log, err := journal.Read(jpath)
		if err != nil {
			t.Fatal(err)
		}
		if recs := clockScriptRecords(log); len(recs) != len(script) {
			t.Fatalf("game %d: the uninterrupted session journaled %d of %d script lines", i+1, len(recs), len(script))
		}
		refs[i] = ref{out, clockScriptRecords(log), took}
	}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(13, seed))
	start := time.Now()
	kills := 0
	for run := 0; run < runs; run++ {
		gi := rng.IntN(len(games))
		script := clockGameScript(len(games[gi].Moves), uint64(gi))
		name := fmt.Sprintf("run%d", run)
		jpath := filepath.Join(dir, name+".journal")
		n := 1 + rng.IntN(2)
		resumed := false
		var last []string
		for k := 0; k <= n; k++ {
			lines, args := script, first(jpath, "")
			if resumed {
				log, err := journal.Read(jpath)
				if err != nil {
					t.Fatalf("%s (seed %d): journal after SIGKILL: %v", name, seed, err)
				}
				consumed := len(clockScriptRecords(log))
				if consumed == len(script) {
					// Killed after its quit was journaled: the session
					// was over, nothing is left to resume.
					break
				}
				lines = script[consumed:]
				if consumed > 0 {
					// The resumed clock comes back paused: go on at once.
					at := log.Records[len(log.Records)-1].At
					lines = append([]string{fmt.Sprintf("%d.%03d resume", at/time.Second, at%time.Second/time.Millisecond)}, lines...)
				}
				args = []string{"clock", "--resume", jpath, "--json"}
				if rng.IntN(2) == 0 {
					args = first(jpath, "")
					args = append(args, "--resume", jpath)
				}
				args = append(args, "--script", "", "--virtual")
			}
			sf := scriptFile(fmt.Sprintf("%s-%d.script", name, k), lines)
			args[len(args)-2] = sf // the --script value
			if k == n {
				last = runAll(t, bin, args, "")
				break
			}
			d := time.Duration(rng.Int64N(int64(refs[gi].took + refs[gi].took/4)))
			if !killClockAfter(t, bin, args, d) {
				if !resumed {
					os.Remove(jpath)
					continue
				}
				// The session ended before the kill: nothing left to resume.
				break
			}
			if _, err := journal.Read(jpath); errors.Is(err, journal.ErrNoHeader) || errors.Is(err, os.ErrNotExist) {
				// Killed before the journal had its first line.
				os.Remove(jpath)
				continue
			}
			kills++
			resumed = true
		}
		log, err := journal.Read(jpath)
		if err != nil {
			t.Fatalf("%s (seed %d): %v", name, seed, err)
		}
		if got, want := clockScriptRecords(log), refs[gi].records; strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s (game %d, seed %d): the journal holds\n%s\nwant\n%s", name, gi+1, seed, strings.Join(got, "\n"), strings.Join(want, "\n"))
			continue
		}
		if len(last) > 2 && resumed {
			// After the resume's pause and resume lines, the output is
			// the uninterrupted session's.
			tail := last[2:]
			want := refs[gi].out[len(refs[gi].out)-len(tail):]
			if strings.Join(tail, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s (game %d, seed %d): after the resume\n%s\nwant\n%s", name, gi+1, seed, strings.Join(tail, "\n"), strings.Join(want, "\n"))
			}
		}
	}
	t.Logf("%d runs, %d kills, every journal and final output identical; %.1f s", runs, kills, time.Since(start).Seconds())
}
