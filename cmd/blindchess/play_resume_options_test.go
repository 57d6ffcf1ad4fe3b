package main

import (
	"fmt"
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
