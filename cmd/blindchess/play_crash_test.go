package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
)

// crashScript is a scripted game with presses, requests, a slip taken
// back, a draw offer (confirmed) declined by a move, and a checkmate at the end
// (Molinari–Bordais 1979, then the finish of a Scholar's-mate-like line is
// not needed: Nd3# ends it).
var crashScript = []string{
	"0 start",
	"1 e4", "4 press",
	"5 c5", "9 press",
	"10 time", "11 c4", "15 press",
	"17 Nc6", "20 press",
	"21 Nf3", "22 undo", "23 Ne2", "27 press",
	"28 draw", "28 ja", "30 Sf6", "33 press",
	"34 moves", "35 Nbc3", "40 press",
	"41 position", "42 Nb4", "48 press",
	"50 time both", "52 g3", "55 press",
	"56 last", "60 Nd3",
	"61 time",
}

// binDirEnv names the environment variable through which TestMain gives
// the tests the folder of the binary buildPlayBinary builds: the folder,
// not a package variable, holds what the tests share (the binary, or why
// it could not be built).
const binDirEnv = "BLINDCHESS_TEST_BINDIR"

// buildPlayBinary returns blindchess built into the folder TestMain made,
// once for all the tests of the run (each test built it anew: about 20
// builds, 4 to 20 s each on a busy machine). The first test to need it
// builds it, holding the folder's "building" file, made exclusively;
// tests that need it meanwhile wait for the binary, or for the reason
// the build failed.
func buildPlayBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	dir := os.Getenv(binDirEnv)
	if dir == "" {
		t.Fatalf("%s is not set: TestMain makes the binary's folder", binDirEnv)
	}
	bin := filepath.Join(dir, "blindchess")
	failed := filepath.Join(dir, "build-failed.txt")
	for deadline := time.Now().Add(10 * time.Minute); ; time.Sleep(50 * time.Millisecond) {
		if _, err := os.Stat(bin); err == nil {
			return bin
		}
		if why, err := os.ReadFile(failed); err == nil {
			t.Fatal(string(why))
		}
		if f, err := os.OpenFile(filepath.Join(dir, "building"), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600); err == nil {
			f.Close()
			// Built under another name and renamed: a waiting test
			// never sees half a binary.
			if out, err := exec.Command("go", "build", "-o", bin+".part", ".").CombinedOutput(); err != nil {
				os.WriteFile(failed, fmt.Appendf(nil, "go build: %v\n%s", err, out), 0o600)
			} else if err := os.Rename(bin+".part", bin); err != nil {
				os.WriteFile(failed, fmt.Appendf(nil, "the built binary: %v", err), 0o600)
			}
			continue
		}
		if time.Now().After(deadline) {
			t.Fatalf("the binary was not built in %s within 10 minutes", dir)
		}
	}
}

// playArgs are the game's flags for every run of the crash test.
func playArgs(dir, name string) []string {
	return []string{"play", "--casual", "--time", "90+30", "--white", "Molinari", "--black", "Bordais",
		"--script", "-", "--virtual", "--json",
		"--journal", filepath.Join(dir, name+".journal"), "--pgn", filepath.Join(dir, name+".pgn")}
}

// runAll runs the binary with the given stdin to its end and returns its
// JSON lines.
func runAll(t *testing.T, bin string, args []string, stdin string) []string {
	t.Helper()
	cmd := exec.Command(bin, withLang(args)...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %v\nstderr: %s", args, err, errb.String())
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// TestPlayCrashResume kills a real "blindchess play" with SIGKILL at random
// points of a scripted game, resumes it from its journal with the rest of
// the script, and checks that every input the process acknowledged was in
// the journal and that the final PGN equals the PGN of an uninterrupted
// run, clock times included.
func TestPlayCrashResume(t *testing.T) {
	bin := buildPlayBinary(t)
	dir := t.TempDir()
	full := strings.Join(crashScript, "\n") + "\n"
	ref := runAll(t, bin, playArgs(dir, "ref"), full)
	want, err := os.ReadFile(filepath.Join(dir, "ref.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(want, []byte("5... Nd3# {[%clk ")) || !bytes.Contains(want, []byte(`[Result "0-1"]`)) {
		t.Fatalf("the uninterrupted run did not play the game:\n%s\n%s", want, strings.Join(ref, "\n"))
	}
	rng := rand.New(rand.NewPCG(7, uint64(time.Now().UnixNano())))
	const runs = 12
	for run := 0; run < runs; run++ {
		name := fmt.Sprintf("run%d", run)
		jpath := filepath.Join(dir, name+".journal")
		args := playArgs(dir, name)
		// Kill once or twice, then finish.
		kills := 1 + rng.IntN(2)
		resumed := false
		for k := 0; k <= kills; k++ {
			consumed := 0
			var prefix []string
			runArgs := args
			if resumed {
				log, err := journal.Read(jpath)
				if err != nil {
					t.Fatalf("%s: journal after kill: %v", name, err)
				}
				consumed = scriptLinesIn(log)
				t.Logf("%s: killed after %d journal records (%d script lines), torn tail %d bytes", name, len(log.Records), consumed, log.Torn)
				var last time.Duration
				if n := len(log.Records); n > 0 {
					last = log.Records[n-1].At
				}
				// The resumed clock is paused; resume it at the same
				// instant so that the times match the uninterrupted run.
				prefix = []string{fmt.Sprintf("%s continue", secondsText(last))}
				runArgs = []string{"play", "--resume", jpath, "--script", "-", "--virtual", "--json"}
			}
			lines := append(prefix, crashScript[consumed:]...)
			if k == kills {
				runAll(t, bin, runArgs, strings.Join(lines, "\n")+"\n")
				break
			}
			ok := killDuringRun(t, bin, runArgs, lines, rng, jpath)
			if !ok && !resumed {
				// Killed before the journal's header was complete: the
				// game never started. Start again.
				os.Remove(jpath)
				continue
			}
			resumed = true
		}
		got, err := os.ReadFile(filepath.Join(dir, name+".pgn"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: PGN after crashes differs from the uninterrupted run:\n%s\nwant:\n%s", name, got, want)
		}
	}
}

// secondsText writes a duration as script seconds.
func secondsText(d time.Duration) string {
	return fmt.Sprintf("%.9f", d.Seconds())
}

// scriptLinesIn counts the journal's records that are lines of crashScript
// (not the test's own "continue" lines, nor the program's system inputs).
func scriptLinesIn(log *journal.Log) int {
	n := 0
	for _, r := range log.Records {
		if r.Source == "script" && r.Input != "continue" {
			n++
		}
	}
	return n
}

// killDuringRun starts the binary, feeds it lines one by one with small
// random pauses, kills it with SIGKILL at a random moment, and checks
// that every input it acknowledged (an "input" event on stdout) is in the
// journal. It returns false when the journal has no complete header.
func killDuringRun(t *testing.T, bin string, args, lines []string, rng *rand.Rand, jpath string) bool {
	t.Helper()
	cmd := exec.Command(bin, withLang(args)...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acks := make(chan []string, 1)
	go func() {
		var got []string
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			got = append(got, sc.Text())
		}
		acks <- got
	}()
	killAt := rng.IntN(len(lines) + 1)
	for i, l := range lines {
		if i == killAt {
			break
		}
		if _, err := io.WriteString(stdin, l+"\n"); err != nil {
			break
		}
		time.Sleep(time.Duration(rng.IntN(1500)) * time.Microsecond)
	}
	time.Sleep(time.Duration(rng.IntN(800)) * time.Microsecond)
	cmd.Process.Signal(syscall.SIGKILL)
	stdin.Close()
	got := <-acks
	cmd.Wait()

	log, err := journal.Read(jpath)
	if errors.Is(err, journal.ErrNoHeader) || errors.Is(err, os.ErrNotExist) {
		for _, l := range got {
			if strings.Contains(l, `"event":"input"`) {
				t.Fatalf("input acknowledged but the journal has no header: %s", l)
			}
		}
		return false
	}
	if err != nil {
		t.Fatalf("journal after SIGKILL: %v", err)
	}
	for _, l := range got {
		var ev struct {
			Event string `json:"event"`
			Seq   uint64 `json:"seq"`
			Text  string `json:"text"`
		}
		if json.Unmarshal([]byte(l), &ev) != nil || ev.Event != "input" {
			continue
		}
		if ev.Seq == 0 || ev.Seq > uint64(len(log.Records)) {
			t.Fatalf("input %d (%q) was acknowledged but the journal has only %d records", ev.Seq, ev.Text, len(log.Records))
		}
		if r := log.Records[ev.Seq-1]; r.Input != ev.Text {
			t.Fatalf("journal record %d is %q, acknowledged %q", ev.Seq, r.Input, ev.Text)
		}
	}
	return true
}
