package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/spf13/pflag"
)

// TestClockResumeEveryOption repeats each option of a clock session with
// --resume: the session's own value, in another spelling, is accepted (the
// clock comes back); a value that differs is refused with exit 2, naming
// the journal's value, and the journal is left as it was. The whole first
// command line repeated with --resume added is accepted too.
func TestClockResumeEveryOption(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "clock.journal")
	first := []string{"clock", "--time", "5+3", "--me", "black", "--lang", "de", "--announce", "1m,30s", "--json"}
	if code, _, errOut := runCLI(t, "", append(first, "--journal", j, "--script", writeScript(t, "0 start\n10 press\n20 quit\n"), "--virtual")...); code != 0 {
		t.Fatalf("first session: exit %d: %s", code, errOut)
	}
	const tail = ": leave --%s out (a resumed clock keeps its setup), or start a new clock without --resume\n"
	tests := []struct {
		flag       string
		same, diff []string
		refusal    string
	}{
		{"time", []string{"--time", "5m+3s"}, []string{"--time", "90+30"}, "--time 90+30 differs from the clock in the journal, which has 5+3"},
		{"me", []string{"--me", "b"}, []string{"--me", "white"}, "--me white differs from the clock in the journal, which has black"},
		{"lang", []string{"--lang", "DE"}, []string{"--lang", "cs"}, "--lang cs differs from the clock in the journal, which has de"},
		{"announce", []string{"--announce", "1m, 30s"}, []string{"--announce", "none"}, "--announce none differs from the clock in the journal, which has 1m,30s"},
	}
	seen := map[string]bool{}
	at := 20
	for _, tt := range tests {
		seen[tt.flag] = true
		before, _ := os.ReadFile(j)
		code, _, errOut := runCLI(t, "", append(append([]string{"clock"}, tt.diff...), "--resume", j, "--script", writeScript(t, "99 quit\n"), "--virtual")...)
		if want := "blindchess: " + tt.refusal + fmt.Sprintf(tail, tt.flag); code != 2 || errOut != want {
			t.Errorf("%v: exit %d, stderr\n%s\nwant exit 2 and\n%s", tt.diff, code, errOut, want)
		}
		if after, _ := os.ReadFile(j); !bytes.Equal(before, after) {
			t.Errorf("%v: the refused resume changed the journal", tt.diff)
		}
		at++
		code, _, errOut = runCLI(t, "", append(append([]string{"clock"}, tt.same...), "--resume", j, "--json", "--script", writeScript(t, fmt.Sprintf("%d quit\n", at)), "--virtual")...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", tt.same, code, errOut)
		}
	}
	for _, name := range clockSessionFlags {
		if !seen[name] {
			t.Errorf("--%s, an option of the session, is not tested here", name)
		}
	}
	// The first command line again, --journal included, with --resume.
	code, _, errOut := runCLI(t, "", append(first, "--journal", j, "--resume", j, "--script", writeScript(t, "40 resume\n41 press\n42 quit\n"), "--virtual")...)
	if code != 0 {
		t.Errorf("the first command line with --resume: exit %d: %s", code, errOut)
	}
	code, _, errOut = runCLI(t, "", "clock", "--journal", filepath.Join(dir, "other.journal"), "--resume", j)
	if want := "blindchess: --journal " + filepath.Join(dir, "other.journal") + " differs from --resume " + j + ": a resumed clock goes on in the journal it resumes; leave --journal out\n"; code != 2 || errOut != want {
		t.Errorf("another --journal: exit %d, %q, want %q", code, errOut, want)
	}
}

// TestClockResumeFlagsCoverTheSession checks that every option of clock is
// either part of the session (checked against the journal on --resume) or
// of this run only.
func TestClockResumeFlagsCoverTheSession(t *testing.T) {
	run := map[string]bool{"voice": true, "wav": true, "channel": true, "journal": true, "resume": true,
		"script": true, "virtual": true, "json": true, "help": true}
	session := map[string]bool{}
	for _, name := range clockSessionFlags {
		session[name] = true
	}
	cmd := newClockCmd()
	cmd.InitDefaultHelpFlag()
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if session[f.Name] == run[f.Name] {
			t.Errorf("--%s: part of the session %v, of the run %v; want exactly one", f.Name, session[f.Name], run[f.Name])
		}
	})
}
