package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayResumeRepeatedCommandLine repeats a game's command line with
// --resume added: the options that agree with the journal are accepted,
// one that differs is refused with the journal's value, and nothing of the
// game is changed by the refusal.
func TestPlayResumeRepeatedCommandLine(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	first := []string{"--time", "5+3", "--auto-press", "--white", "Anna Berg", "--me", "black", "--lang", "en"}
	_, errs, code := playRun(t, "", append(first, "--script", playScriptFile(t, "0 e4\n5 e5\n"), "--virtual", "--journal", j)...)
	if code != 0 {
		t.Fatalf("first run: exit %d: %s", code, errs)
	}
	tests := []struct {
		args     []string
		code     int
		want     string // in stdout (accepted) or stderr (refused)
		wantJSON bool
	}{
		{append(first, "--resume", j, "--journal", j), 0, "Game restored", false},
		{[]string{"--resume", j, "--time", "5m+3s", "--me", "b"}, 0, "Game restored", false},
		{[]string{"--resume", j, "--time", "90+30"}, 2, "--time 90+30 differs from the game in the journal, which has 5+3: leave --time out", false},
		{[]string{"--resume", j, "--auto-press=false"}, 2, "--auto-press false differs from the game in the journal, which has true", false},
		{[]string{"--resume", j, "--journal", filepath.Join(dir, "other.journal")}, 2, "differs from --resume", false},
	}
	for i, tt := range tests {
		out, errs, code := playRun(t, "", append(tt.args, "--script", playScriptFile(t, fmt.Sprintf("%d resume\n%d moves\n", 100*(i+1), 100*(i+1)+1)), "--virtual")...)
		if code != tt.code {
			t.Errorf("%d %v: exit %d, want %d; stderr %s", i, tt.args, code, tt.code, errs)
			continue
		}
		where := out
		if tt.code != 0 {
			where = errs
		}
		if !strings.Contains(strings.ToLower(where), strings.ToLower(tt.want)) {
			t.Errorf("%d %v: output\n%s\nwant it to contain %q", i, tt.args, where, tt.want)
		}
	}
}

// TestPlayResumeDamagedJournal resumes journals with garbage appended and
// with a damaged record: every complete record before the damage is
// replayed, the user is told what was dropped and where the damaged copy
// is, and the game goes on to the end.
func TestPlayResumeDamagedJournal(t *testing.T) {
	tests := []struct {
		name   string
		damage func(data []byte) []byte
		want   string // the warning
		san    string // the moves of the finished game
	}{
		{"garbage appended", func(d []byte) []byte { return append(d, "\xffsomething else wrote here\nand here\n"...) },
			"Warning: the journal was damaged at line 6 (not a journal line (expected 8 hex digits, a space and JSON)). The 4 complete entries before it are recovered; 2 lines from the damage on",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5"},
		{"a damaged record", func(d []byte) []byte {
			lines := strings.SplitAfter(string(d), "\n")
			lines[3] = strings.Replace(lines[3], "Nf3", "Nf4", 1) // record 3: the checksum no longer fits
			return []byte(strings.Join(lines, ""))
		}, "Warning: the journal was damaged at line 4 (checksum mismatch",
			"1. e4 e5 2. Bb5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			j := filepath.Join(dir, "g.journal")
			_, errs, code := playRun(t, "", "--lang", "en", "--auto-press", "--script", playScriptFile(t, "0 e4\n1 e5\n2 Nf3\n3 Nc6\n"), "--virtual", "--journal", j)
			if code != 0 {
				t.Fatalf("first run: exit %d: %s", code, errs)
			}
			data, err := os.ReadFile(j)
			if err != nil {
				t.Fatal(err)
			}
			damaged := tt.damage(data)
			if err := os.WriteFile(j, damaged, 0o644); err != nil {
				t.Fatal(err)
			}
			out, errs, code := playRun(t, "", "--resume", j, "--script", playScriptFile(t, "10 Bb5\n"), "--virtual")
			if code != 0 {
				t.Fatalf("resume: exit %d: %s\n%s", code, errs, out)
			}
			if !strings.Contains(out, tt.want) || !strings.Contains(out, "The damaged file is kept as "+j+".damaged.") {
				t.Errorf("resume output:\n%s\nwant the warning %q", out, tt.want)
			}
			if kept, _ := os.ReadFile(j + ".damaged"); !bytes.Equal(kept, damaged) {
				t.Errorf("the damaged copy differs from the damaged journal")
			}
			pgnData, _ := os.ReadFile(filepath.Join(dir, "g.pgn"))
			if !strings.Contains(string(pgnData), tt.san) {
				t.Errorf("PGN:\n%s\nwant the moves %s", pgnData, tt.san)
			}
		})
	}
}
