package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
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
	if code, _, errOut := runCLI(t, "", append(first, "--journal", j, "--script", writeScript(t, "0 start\n10 press\n20 quit\n20 yes\n"), "--virtual")...); code != 0 {
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
		{"casual", []string{"--casual=false"}, []string{"--casual"}, "--casual true differs from the clock in the journal, which has tournament"},
	}
	seen := map[string]bool{}
	at := 20
	for _, tt := range tests {
		seen[tt.flag] = true
		before, _ := os.ReadFile(j)
		code, _, errOut := runCLI(t, "", append(append([]string{"clock"}, tt.diff...), "--resume", j, "--script", writeScript(t, "99 quit\n99 yes\n"), "--virtual")...)
		want := "blindchess: " + tt.refusal + fmt.Sprintf(tail, tt.flag)
		if tt.flag == "lang" {
			// Said in the language asked for.
			want = "blindchess: " + catalog.For(catalog.Czech).Say("clock.resume-differs", "lang", "cs", "de") + "\n"
		}
		if code != 2 || errOut != want {
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
	code, _, errOut := runCLI(t, "", append(first, "--journal", j, "--resume", j, "--script", writeScript(t, "40 resume\n41 press\n42 quit\n42 yes\n"), "--virtual")...)
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
	run := map[string]bool{"voice": true, "wav": true, "rate": true, "channel": true, "journal": true, "resume": true,
		"script": true, "virtual": true, "json": true, "help": true, "braille": true, "braille-code": true,
		"voice-input": true, "microphone": true, "voice-pause": true}
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

// TestClockResumeDamagedJournal resumes clock journals damaged in the ways
// a user meets: every complete record is kept, what was dropped is said,
// and the clock goes on; a file that is no journal is refused untouched.
func TestClockResumeDamagedJournal(t *testing.T) {
	tests := []struct {
		name   string
		damage func([]byte) []byte
		want   string // in the output; "" for none
		code   int
	}{
		{"garbage appended", func(d []byte) []byte { return append(d, "\xffjunk\nmore junk\n"...) },
			"Warning: the journal was damaged from line 7 on (not a journal line (expected 8 hex digits, a space and JSON)). 5 complete entries recovered; 2 lines (16 bytes) dropped. The damaged file is kept as ", 0},
		{"garbage in the middle", func(d []byte) []byte {
			lines := strings.SplitAfter(string(d), "\n")
			lines[2] = "an editor wrote this\n" + lines[2]
			return []byte(strings.Join(lines, ""))
		}, "Warning: the journal was damaged from line 3 on (not a journal line (expected 8 hex digits, a space and JSON)). 5 complete entries recovered; 1 line (21 bytes) dropped. The damaged file is kept as ", 0},
		{"truncated inside a record", func(d []byte) []byte { return d[:len(d)-9] }, "The last, incomplete entry of the journal (52 bytes, never acknowledged) was dropped.", 0},
		{"a file of another program", func([]byte) []byte { return []byte("[Event \"x\"]\n\n1. e4 *\n") }, " it is not a blindchess journal (not a journal line (expected 8 hex digits, a space and JSON)); give the journal the clock named when it started (the file is left as it is)\n", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := filepath.Join(t.TempDir(), "clock.journal")
			if code, _, errOut := runCLI(t, "", "clock", "--time", "5+3", "--journal", j, "--script", writeScript(t, "0 start\n10 press\n20 press\n25 quit\n25 yes\n"), "--virtual"); code != 0 {
				t.Fatalf("first session: exit %d: %s", code, errOut)
			}
			data, err := os.ReadFile(j)
			if err != nil {
				t.Fatal(err)
			}
			damaged := tt.damage(data)
			os.WriteFile(j, damaged, 0o644)
			code, out, errOut := runCLI(t, "", "clock", "--resume", j, "--script", writeScript(t, "30 resume\n31 both\n32 quit\n32 yes\n"), "--virtual")
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Fatalf("exit %d, output\n%s%s\nwant exit %d and %q", code, out, errOut, tt.code, tt.want)
			}
			if tt.code != 0 {
				if after, _ := os.ReadFile(j); !bytes.Equal(after, damaged) {
					t.Errorf("the refused file was changed")
				}
				return
			}
			if !strings.Contains(out+errOut, "Clock restored from its journal") {
				t.Errorf("output\n%s\n%s\nwant the clock restored", out, errOut)
			}
		})
	}
}

// TestClockJournalCannotBeWritten starts a clock whose journal cannot be
// written (its folder is missing): the clock says so once, with what to
// do, and runs the session to its end.
func TestClockJournalCannotBeWritten(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // the journal is rescued there at the end
	j := filepath.Join(t.TempDir(), "missing", "clock.journal")
	code, out, errOut := runCLI(t, "", "clock", "--time", "5+3", "--journal", j, "--script", writeScript(t, "0 start\n10 press\n20 both\n30 quit\n30 yes\n"), "--virtual")
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	want := "Warning: the journal is not being written: the folder does not exist (" + j + "). The clock goes on; the journal is written as soon as the disk takes it: create the folder."
	if n := strings.Count(out+errOut, want); n != 1 {
		t.Errorf("output\n%s%s\nwant once: %s", out, errOut, want)
	}
	if strings.Contains(out+errOut, "After a crash") {
		t.Errorf("output\n%s%s\noffers a resume from a journal that is not there", out, errOut)
	}
	if !strings.Contains(out, "Black, four minutes fifty") {
		t.Errorf("the session did not go on:\n%s", out)
	}
	if saved, _ := filepath.Glob(filepath.Join(tmp, "blindchess-rescue-*", "clock.journal")); len(saved) != 1 || !strings.Contains(out+errOut, "blindchess clock --resume "+saved[0]) {
		t.Errorf("the journal is not rescued, or not said where: %v\n%s%s", saved, out, errOut)
	}
}
