package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/table"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestPlayResumeRepeatedCommandLine repeats a game's command line with
// --resume added: the options that agree with the journal are accepted,
// one that differs is refused with the journal's value, and nothing of the
// game is changed by the refusal.
func TestPlayResumeRepeatedCommandLine(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	first := []string{"--time", "5+3", "--auto-press", "--casual", "--white", "Anna Berg", "--me", "black", "--lang", "en"}
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
			"Warning: the journal was damaged from line 6 on (not a journal line (expected 8 hex digits, a space and JSON)). 4 complete entries recovered; 2 lines (36 bytes) dropped. The damaged file is kept as ",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5"},
		{"garbage in the middle", func(d []byte) []byte {
			lines := strings.SplitAfter(string(d), "\n")
			lines[2] = "another program wrote this\n" + lines[2]
			return []byte(strings.Join(lines, ""))
		}, "Warning: the journal was damaged from line 3 on (not a journal line (expected 8 hex digits, a space and JSON)). 4 complete entries recovered; 1 line (27 bytes) dropped. The damaged file is kept as ",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5"},
		{"a damaged record", func(d []byte) []byte {
			lines := strings.SplitAfter(string(d), "\n")
			lines[3] = strings.Replace(lines[3], "Nf3", "Nf4", 1) // record 3: the checksum no longer fits
			return []byte(strings.Join(lines, ""))
		}, "Warning: the journal was damaged from line 4 on (checksum mismatch (stored fd543623, computed 89a4524a): the line was changed or damaged). 2 complete entries recovered; 2 lines (120 bytes) dropped. Of them, 1 intact entry after a lost one cannot be replayed without it. The damaged file is kept as ",
			"1. e4 e5 2. Bb5"},
		{"truncated inside a record", func(d []byte) []byte { return d[:len(d)-20] },
			"The last, incomplete entry of the journal (40 bytes, never acknowledged) was dropped.",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			j := filepath.Join(dir, "g.journal")
			_, errs, code := playRun(t, "", "--lang", "en", "--auto-press", "--casual", "--script", playScriptFile(t, "0 e4\n1 e5\n2 Nf3\n3 Nc6\n"), "--virtual", "--journal", j)
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
			next := "10 Bb5\n"
			if tt.name == "truncated inside a record" {
				next = "10 Nc6\n11 Bb5\n" // the cut move is typed again
			}
			out, errs, code := playRun(t, "", "--resume", j, "--script", playScriptFile(t, next), "--virtual")
			if code != 0 {
				t.Fatalf("resume: exit %d: %s\n%s", code, errs, out)
			}
			if !strings.Contains(out, tt.want) {
				t.Errorf("resume output:\n%s\nwant the warning %q", out, tt.want)
			}
			if strings.Contains(tt.want, "damaged file") {
				if !strings.Contains(out, "The damaged file is kept as "+j+".damaged.") {
					t.Errorf("resume output:\n%s\ndoes not say where the damaged copy is", out)
				}
				if kept, _ := os.ReadFile(j + ".damaged"); !bytes.Equal(kept, damaged) {
					t.Errorf("the damaged copy differs from the damaged journal")
				}
			}
			pgnData, _ := os.ReadFile(filepath.Join(dir, "g.pgn"))
			if !strings.Contains(string(pgnData), tt.san) {
				t.Errorf("PGN:\n%s\nwant the moves %s", pgnData, tt.san)
			}
		})
	}
}

// TestPlayResumeEveryOption repeats each option of a game that sets every
// one of them, first with the game's own value in another spelling
// (accepted: the game goes on), then with a value that differs (refused with
// exit 2, naming the journal's value, the journal unchanged).
func TestPlayResumeEveryOption(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	const fen = "8/8/8/4k3/8/8/8/4K2R b K - 0 1"
	first := []string{"--white", "Anna Berg", "--black", "Bert", "--me", "black", "--time", "5+3",
		"--announce", "1m,30s", "--fen", fen, "--style", "annexd", "--long", "--ascii", "--lang", "en",
		"--auto-press", "--casual", "--no-draw-offers-before", "20", "--event", "Open", "--site", "Prag", "--round", "3"}
	if _, errs, code := playRun(t, "", append(first, "--script", playScriptFile(t, "0 Kd5\n"), "--virtual", "--journal", j)...); code != 0 {
		t.Fatalf("first run: exit %d: %s", code, errs)
	}
	tests := []struct {
		flag       string
		same, diff []string // the option repeated: agreeing, differing
		refusal    string   // the refusal of diff
	}{
		{"white", []string{"--white=Anna Berg"}, []string{"--white", "Anna"}, `--white Anna differs from the game in the journal, which has "Anna Berg"`},
		{"black", []string{"--black", "Bert"}, []string{"--black", "Berta"}, "--black Berta differs from the game in the journal, which has Bert"},
		{"me", []string{"--me", "b"}, []string{"--me", "white"}, "--me white differs from the game in the journal, which has black"},
		{"time", []string{"--time", "5m+3s"}, []string{"--time", "90+30"}, "--time 90+30 differs from the game in the journal, which has 5+3"},
		{"announce", []string{"--announce", "1m,30s"}, []string{"--announce", "none"}, "--announce none differs from the game in the journal, which has 1m,30s"},
		{"fen", []string{"--fen", "8/8/8/4k3/8/8/8/4K2R  b K -  0 1"}, []string{"--fen", "8/8/8/4k3/8/8/8/4K2R w K - 0 1"}, `--fen "8/8/8/4k3/8/8/8/4K2R w K - 0 1" differs from the game in the journal, which has "` + fen + `"`},
		{"chess960", []string{"--chess960", "-1"}, []string{"--chess960", "518"}, "--chess960 518 differs from the game in the journal, which has no Chess960 position"},
		{"style", []string{"--style", "AnnexD"}, []string{"--style", "english"}, "--style english differs from the game in the journal, which has annexd"},
		{"long", []string{"--long"}, []string{"--long=false"}, "--long false differs from the game in the journal, which has true"},
		{"ascii", []string{"--ascii=true"}, []string{"--ascii=false"}, "--ascii false differs from the game in the journal, which has true"},
		{"lang", []string{"--lang", "EN"}, []string{"--lang", "de"}, "--lang de differs from the game in the journal, which has en"},
		{"auto-press", []string{"--auto-press"}, []string{"--auto-press=false"}, "--auto-press false differs from the game in the journal, which has true"},
		{"casual", []string{"--casual=true"}, []string{"--casual=false"}, "--casual false differs from the game in the journal, which has true"},
		{"no-draw-offers-before", []string{"--no-draw-offers-before", "20"}, []string{"--no-draw-offers-before", "30"}, "--no-draw-offers-before 30 differs from the game in the journal, which has 20"},
		{"event", []string{"--event", "Open"}, []string{"--event", "Open B"}, `--event "Open B" differs from the game in the journal, which has Open`},
		{"site", []string{"--site", "Prag"}, []string{"--site", "Brno"}, "--site Brno differs from the game in the journal, which has Prag"},
		{"round", []string{"--round", "3"}, []string{"--round", "4"}, "--round 4 differs from the game in the journal, which has 3"},
	}
	seen := map[string]bool{}
	for i, tt := range tests {
		seen[tt.flag] = true
		before, _ := os.ReadFile(j)
		_, errs, code := playRun(t, "", append(tt.diff, "--resume", j, "--script", playScriptFile(t, fmt.Sprintf("%d moves\n", 1000+i)), "--virtual")...)
		want := "blindchess: " + tt.refusal + ": leave --" + tt.flag + " out (a resumed game keeps its setup), or start a new game without --resume\n"
		if tt.flag == "lang" {
			// Said in the language asked for.
			want = "blindchess: " + catalog.For(catalog.German).Say("table.resume-differs", "lang", "de", "en") + "\n"
		}
		if code != 2 || errs != want {
			t.Errorf("%s: exit %d, stderr\n%s\nwant exit 2 and\n%s", tt.diff, code, errs, want)
		}
		if after, _ := os.ReadFile(j); !bytes.Equal(before, after) {
			t.Errorf("%s: the refused resume changed the journal", tt.diff)
		}
		out, errs, code := playRun(t, "", append(tt.same, "--resume", j, "--script", playScriptFile(t, fmt.Sprintf("%d moves\n", 1000+i)), "--virtual")...)
		if code != 0 || !strings.Contains(out, "Game restored.") {
			t.Errorf("%s: exit %d, stderr %s\n%s\nwant the game restored", tt.same, code, errs, out)
		}
	}
	for _, name := range table.ResumeFlags {
		if !seen[name] {
			t.Errorf("--%s, an option of the game, is not tested here", name)
		}
	}
}

// TestPlayResumeFlagsCoverTheGame checks that every option of play is
// either part of the game (checked against the journal on --resume) or of
// the session only (voice, files, script), so that a new option cannot slip
// past the check unnoticed.
func TestPlayResumeFlagsCoverTheGame(t *testing.T) {
	session := map[string]bool{"voice": true, "wav": true, "earphone": true, "rate": true, "pgn": true, "journal": true,
		// The sound devices may change between sessions, as the earphone.
		"public-device": true, "private-device": true,
		"resume": true, "script": true, "virtual": true, "json": true, "help": true,
		// The boards' ports may change between sessions; their kinds are
		// checked against the journal by checkPlayBoards.
		"tactile": true, "sighted": true, "braille": true, "braille-code": true,
		// The microphone may be used in one session and not the next.
		"record": true, "voice-input": true, "microphone": true, "voice-pause": true, "voice-key": true, "voice-warp": true,
		// The hub link is the session's: a resumed game goes on sending
		// to the hub (or to none) from where the hub stands.
		"hub": true, "board": true, "hub-token-file": true}
	game := map[string]bool{}
	for _, name := range table.ResumeFlags {
		game[name] = true
	}
	cmd := newPlayCmd()
	cmd.InitDefaultHelpFlag()
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if !game[f.Name] && !session[f.Name] {
			t.Errorf("--%s is neither checked on --resume (table.ResumeFlags) nor a session option", f.Name)
		}
		if game[f.Name] && session[f.Name] {
			t.Errorf("--%s is both", f.Name)
		}
	})
}

// TestPlayResumeDamagedJournalReadOnlyDisk resumes a damaged journal on a
// real read-only disk (a tmpfs; root only): the complete records are
// recovered in memory, the user is told that the damaged file stays as it
// is and that the game is not being saved, and the game goes on.
func TestPlayResumeDamagedJournalReadOnlyDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("a real read-only disk needs root to mount a tmpfs")
	}
	t.Setenv("TMPDIR", t.TempDir()) // the game is rescued there at the end
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s)", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	j := filepath.Join(dir, "g.journal")
	if _, errs, code := playRun(t, "", "--lang", "en", "--auto-press", "--casual", "--script", playScriptFile(t, "0 e4\n1 e5\n2 Nf3\n"), "--virtual", "--journal", j); code != 0 {
		t.Fatalf("first run: exit %d: %s", code, errs)
	}
	data, _ := os.ReadFile(j)
	lines := strings.SplitAfter(string(data), "\n")
	lines[2] = "junk\n" + lines[2]
	damaged := []byte(strings.Join(lines, ""))
	os.WriteFile(j, damaged, 0o644)
	if out, err := exec.Command("mount", "-o", "remount,ro", dir).CombinedOutput(); err != nil {
		t.Fatalf("remount ro: %v: %s", err, out)
	}
	out, errs, code := playRun(t, "", "--resume", j, "--script", playScriptFile(t, "5 Nc6\n6 quit\n6 ja\n"), "--virtual")
	if code != 1 {
		t.Errorf("exit %d, want 1 (not saved)", code)
	}
	for _, want := range []string{
		"Warning: the journal was damaged from line 3 on (not a journal line (expected 8 hex digits, a space and JSON)). 3 complete entries recovered; 1 line (5 bytes) dropped. The damaged file is left as it is until the disk takes writes; then it is copied aside first.\n",
		"Warning: the game is not being saved: the disk is read-only (" + j + "). It goes on in memory and is written as soon as the disk takes it: make the disk writable",
		"Game restored.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output\n%s\nwant %q", out, want)
		}
	}
	if !strings.Contains(errs, "1. e4 e5 2. Nf3 Nc6 *") {
		t.Errorf("stderr\n%s\nwant the game's PGN", errs)
	}
	if after, _ := os.ReadFile(j); !bytes.Equal(after, damaged) {
		t.Errorf("the journal on the read-only disk changed")
	}
}
