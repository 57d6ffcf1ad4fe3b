package main

import (
	"encoding/json"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
)

// TestPlayCrashResumesGermanAndCzechArbiterLines: a real "blindchess play"
// in German (in Czech), its lines typed on standard input, gets an
// arbiter's penalty and added time typed in its language, is killed with
// SIGKILL once its journal holds them, and is resumed from its journal:
// the resumed clock shows the times of the same game typed in English at
// the same instants (on virtual time), the penalty and the added time in
// them.
func TestPlayCrashResumesGermanAndCzechArbiterLines(t *testing.T) {
	bin := buildPlayBinary(t)
	english := []string{"e4", "p", "e5", "p", "arbiter penalty black", "arbiter add white 1m"}
	for _, tc := range []struct {
		lang  string
		lines []string
	}{
		{"de", []string{"e4", "p", "e5", "p", "schiedsrichter strafe schwarz", "schiedsrichter geben weiß 1m"}},
		{"cs", []string{"e4", "p", "e5", "p", "rozhodčí trest černý", "rozhodčí přidat bílý 1m"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			j := filepath.Join(dir, "g.journal")
			cmd := exec.Command(bin, "play", "--lang", tc.lang, "--casual", "--time", "90+30", "--voice", "none", "--json",
				"--journal", j, "--pgn", filepath.Join(dir, "g.pgn"))
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Wait()
			defer cmd.Process.Kill()
			if _, err := io.WriteString(stdin, strings.Join(tc.lines, "\n")+"\n"); err != nil {
				t.Fatal(err)
			}
			// Kill once the journal holds every line (stdin stays open:
			// the process waits for more).
			var log *journal.Log
			for start := time.Now(); ; time.Sleep(20 * time.Millisecond) {
				if log, err = journal.Read(j); err == nil && len(log.Records) == len(tc.lines) {
					break
				}
				if time.Since(start) > 30*time.Second {
					t.Fatalf("the journal did not get every line in 30 s: %v", err)
				}
			}
			cmd.Process.Signal(syscall.SIGKILL)
			stdin.Close()
			cmd.Wait()
			// The same game in English, at the journal's instants.
			var script []string
			for i, r := range log.Records {
				if r.Input != tc.lines[i] {
					t.Fatalf("journal record %d is %q, want %q", i+1, r.Input, tc.lines[i])
				}
				script = append(script, secondsText(r.At)+" "+english[i])
			}
			var want clockEvent
			for _, l := range runAll(t, bin, []string{"play", "--lang", tc.lang, "--casual", "--time", "90+30", "--voice", "none",
				"--script", "-", "--virtual", "--json", "--journal", filepath.Join(dir, "en.journal"), "--pgn", filepath.Join(dir, "en.pgn")},
				strings.Join(script, "\n")+"\n") {
				var ev clockEvent
				if json.Unmarshal([]byte(l), &ev) == nil && ev.Event == "clock" {
					want = ev
				}
			}
			// The penalty (2 min) and the minute added are White's.
			if want.WhiteMS < 5580000 || want.WhiteMS > 5640000 || want.BlackMS < 5400000 || want.BlackMS > 5460000 {
				t.Fatalf("the English game's clock: white %d ms, black %d ms", want.WhiteMS, want.BlackMS)
			}
			out, err := exec.Command(bin, "play", "--resume", j, "--script", "-", "--virtual", "--json").Output()
			if err != nil {
				t.Fatalf("resume: %v\n%s", err, out)
			}
			var resumed clockEvent
			for _, l := range strings.Split(string(out), "\n") {
				var ev clockEvent
				if json.Unmarshal([]byte(l), &ev) == nil && ev.Event == "clock" && ev.What == "pause" {
					resumed = ev
					break
				}
			}
			if resumed.WhiteMS != want.WhiteMS || resumed.BlackMS != want.BlackMS {
				t.Errorf("resumed clock white %d ms, black %d ms; want %d, %d\n%s",
					resumed.WhiteMS, resumed.BlackMS, want.WhiteMS, want.BlackMS, out)
			}
		})
	}
}

// clockEvent is the part of a JSON output line the crash test reads.
type clockEvent struct {
	Event   string `json:"event"`
	What    string `json:"what"`
	WhiteMS int64  `json:"white_ms"`
	BlackMS int64  `json:"black_ms"`
}
