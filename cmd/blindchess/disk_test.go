package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
)

// resealLine returns a journal line with body as its JSON and the
// checksum recomputed: what an attacker who knows the format writes.
func resealLine(body []byte) []byte {
	return append(fmt.Appendf(nil, "%08x ", crc32.Checksum(body, crc32.MakeTable(crc32.Castagnoli))), append(body, '\n')...)
}

// craftHeader rewrites the journal at path with its header's setup
// changed by change, the checksum recomputed.
func craftHeader(t *testing.T, path string, change func(setup map[string]any)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	nl := bytes.IndexByte(data, '\n')
	var hdr map[string]any
	if err := json.Unmarshal(data[9:nl], &hdr); err != nil {
		t.Fatal(err)
	}
	change(hdr["setup"].(map[string]any))
	body, err := json.Marshal(hdr)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(resealLine(body), data[nl+1:]...), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestPlayResumeWritesNoFileOutsideTheJournalsFolder resumes a crafted
// journal (checksum recomputed) whose setup names another file as the
// game's PGN: the file is left as it is, no braille sheet appears beside
// it, the PGN is written beside the journal, and the user is told where.
func TestPlayResumeWritesNoFileOutsideTheJournalsFolder(t *testing.T) {
	dir, elsewhere := t.TempDir(), t.TempDir()
	j := filepath.Join(dir, "g.journal")
	if _, errs, code := playRun(t, "", "--journal", j, "--script", playScriptFile(t, "0 e4\n1 e5\n"), "--virtual", "--lang", "en"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	victim := filepath.Join(elsewhere, "victim.txt")
	if err := os.WriteFile(victim, []byte("keep me\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	craftHeader(t, j, func(s map[string]any) { s["pgn"] = victim })
	out, errs, code := playRun(t, "", "--resume", j, "--script", playScriptFile(t, "1 Nf3\n2 q\n2 ja\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume exit %d: %s\n%s", code, errs, out)
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep me\n" {
		t.Errorf("the file the journal named was changed:\n%s", b)
	}
	if _, err := os.Stat(filepath.Join(elsewhere, "victim.brf")); err == nil {
		t.Errorf("a braille sheet was written beside the file the journal named")
	}
	beside := filepath.Join(dir, "victim.txt")
	if b, err := os.ReadFile(beside); err != nil || !strings.Contains(string(b), "1. e4 e5 2. Nf3 *") {
		t.Errorf("PGN beside the journal: %v\n%s", err, b)
	}
	want := "The journal names the PGN file " + victim + ", which is not beside it: the PGN is written to " + beside + ". A resume writes outside the journal's folder only to a file given with --pgn.\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("stdout:\n%s\nwant it to begin with:\n%s", out, want)
	}
	// The user's own --pgn is followed.
	mine := filepath.Join(elsewhere, "mine.pgn")
	if _, errs, code := playRun(t, "", "--resume", j, "--pgn", mine, "--script", playScriptFile(t, "3 q\n3 ja\n"), "--virtual"); code != 0 {
		t.Fatalf("resume with --pgn: exit %d: %s", code, errs)
	}
	if b, err := os.ReadFile(mine); err != nil || !strings.Contains(string(b), "1. e4 e5 2. Nf3 *") {
		t.Errorf("--pgn %s: %v\n%s", mine, err, b)
	}
}

// mountFullDisk mounts a small tmpfs (root only) and fills it.
func mountFullDisk(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("a real full disk needs root to mount a tmpfs")
	}
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s)", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			return dir
		}
	}
}

// TestPlayFullDiskAtExitRescuesTheGame plays a game whose folder is on a
// full disk to its end: the journal and the PGN are saved in a folder on
// another disk, the output says which and how to go on, and resuming from
// there gives back every move.
func TestPlayFullDiskAtExitRescuesTheGame(t *testing.T) {
	disk := mountFullDisk(t)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	j := filepath.Join(disk, "g.journal")
	out, errs, code := playRun(t, "", "--journal", j, "--script", playScriptFile(t, "0 e4\n1 e5\n2 Nf3\n3 Nc6\n4 q\n4 yes\n"), "--virtual", "--lang", "en")
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs)
	}
	folders, _ := filepath.Glob(filepath.Join(tmp, "blindchess-rescue-*"))
	if len(folders) != 1 {
		t.Fatalf("rescue folders in TMPDIR: %v, want one\n%s", folders, out)
	}
	rescued := filepath.Join(folders[0], "g.journal")
	want := "Warning: the game could not be saved (the disk is full); its PGN follows on standard error.\n" +
		"The journal and the PGN are saved instead in the folder " + folders[0] + ". To go on: blindchess play --resume " + rescued + "\n"
	if !strings.HasSuffix(out, want) {
		t.Errorf("stdout:\n%s\nwant it to end with:\n%s", out, want)
	}
	if !strings.Contains(errs, "1. e4 e5 2. Nf3 Nc6 *") {
		t.Errorf("stderr does not carry the game:\n%s", errs)
	}
	log, err := journal.Read(rescued)
	if err != nil || len(log.Records) != 6 { // four moves, q and its yes
		t.Fatalf("rescued journal: %v, %+v", err, log)
	}
	out, errs, code = playRun(t, "", "--resume", rescued, "--script", playScriptFile(t, "5 Bb5\n6 q\n6 yes\n"), "--virtual", "--lang", "en")
	if code != 0 {
		t.Fatalf("resume of the rescue: exit %d: %s\n%s", code, errs, out)
	}
	if b, err := os.ReadFile(filepath.Join(folders[0], "g.pgn")); err != nil || !strings.Contains(string(b), "1. e4 e5 2. Nf3 Nc6 3. Bb5 *") {
		t.Errorf("PGN of the resumed rescue: %v\n%s", err, b)
	}
}

// TestPlayLatin1NameIsDecodedEverywhere gives a player's name in Latin-1,
// as a terminal set to it passes it: the journal, the PGN and the output
// all have "Polgár" in UTF-8, and the same name given again with --resume
// agrees with the journal.
func TestPlayLatin1NameIsDecodedEverywhere(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	out, errs, code := playRun(t, "", "--white", "Polg\xe1r", "--event", "Caf\xe9 open", "--journal", j, "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.HasPrefix(out, "Game Polgár against Black.") {
		t.Errorf("stdout:\n%s", out)
	}
	log, err := journal.Read(j)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(log.Header.Setup); !strings.Contains(s, `"white":"Polgár"`) || !strings.Contains(s, `"event":"Café open"`) {
		t.Errorf("journal setup: %s", s)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if !strings.Contains(string(b), `[White "Polgár"]`) || !strings.Contains(string(b), `[Event "Café open"]`) {
		t.Errorf("PGN:\n%s", b)
	}
	if _, errs, code := playRun(t, "", "--resume", j, "--white", "Polg\xe1r", "--script", playScriptFile(t, "1 q\n1 ja\n"), "--virtual"); code != 0 {
		t.Errorf("--resume with the same Latin-1 name: exit %d: %s", code, errs)
	}
}

// TestPlayScriptLineOverOneMiB plays a script with a line of 2 MiB
// between two moves: a short answer, and the game goes on (before: exit 1
// with "bufio.Scanner: token too long").
func TestPlayScriptLineOverOneMiB(t *testing.T) {
	dir := t.TempDir()
	script := "0 e4\n1 " + strings.Repeat("z", 2<<20) + "\n2 e5\n"
	out, errs, code := playRun(t, "", "--journal", filepath.Join(dir, "g.journal"), "--script", playScriptFile(t, script), "--virtual", "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d: %.300s", code, errs)
	}
	want := "Eva four\nNot understood: " + strings.Repeat("z", 20) + "…. Type a move or a command; help lists them.\nEva five\n"
	if !strings.Contains(out, want) || len(out) > 2000 {
		t.Errorf("stdout (%d bytes):\n%.2000s\nwant it to hold:\n%s", len(out), out, want)
	}
}

// TestClockFullDiskAtExitRescuesTheJournal runs a clock whose journal is
// on a full disk: at the end the whole journal is saved in a folder on
// another disk, the clock says where, and resuming from there gives back
// every press.
func TestClockFullDiskAtExitRescuesTheJournal(t *testing.T) {
	disk := mountFullDisk(t)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	j := filepath.Join(disk, "c.journal")
	code, _, errs := runCLI(t, "", "clock", "--time", "5+3", "--lang", "en", "--json", "--journal", j, "--script", writeScript(t, "0 start\n1 press\n2 press\n3 press\n4 quit\n4 yes\n"), "--virtual")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	saved, _ := filepath.Glob(filepath.Join(tmp, "blindchess-rescue-*", "c.journal"))
	if len(saved) != 1 {
		t.Fatalf("rescued journals: %v\n%s", saved, errs)
	}
	want := "The clock's journal could not be written on its disk; it is saved instead as " + saved[0] + ". To go on: blindchess clock --resume " + saved[0] + "\n"
	if !strings.HasSuffix(errs, want) {
		t.Errorf("stderr:\n%s\nwant it to end with:\n%s", errs, want)
	}
	log, err := journal.Read(saved[0])
	if err != nil || len(log.Records) != 6 {
		t.Fatalf("rescued journal: %v, %+v", err, log)
	}
	code, out, errs := runCLI(t, "", "clock", "--resume", saved[0], "--json", "--script", writeScript(t, "5 resume\n6 quit\n6 yes\n"), "--virtual")
	if code != 0 || !strings.Contains(out, `"white_ms":307000,"black_ms":304000,"moves":1,"side":"black"`) {
		t.Errorf("resume of the rescue: exit %d: %s\n%s", code, errs, out)
	}
}

// TestPlayResumeOfTheShorterJournalPointsToTheRescue plays on a disk that
// fills in the middle of the game and stays full: the original journal
// holds the first moves, the rescue all of them. Resuming the original
// is refused, naming the rescue (it would go on without moves that were
// announced); resuming the rescue gives every move.
func TestPlayResumeOfTheShorterJournalPointsToTheRescue(t *testing.T) {
	dir, ok := mountDisk(t, "size=128k")
	if !ok {
		t.Skip("a real full disk needs root to mount a tmpfs")
	}
	fillDisk(t, dir, 2)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	j := filepath.Join(dir, "g.journal")
	out, errs, code := playRun(t, "", "--auto-press", "--casual", "--journal", j, "--script", playScriptFile(t, hostileScript(hostileGame, true)), "--virtual", "--lang", "en")
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs)
	}
	saved, _ := filepath.Glob(filepath.Join(tmp, "blindchess-rescue-*", "g.journal"))
	if len(saved) != 1 {
		t.Fatalf("rescued journals: %v\n%s", saved, out)
	}
	own, err := journal.Read(j)
	if err != nil || len(own.Records) == 0 || len(own.Records) >= 2*len(hostileGame) {
		t.Fatalf("the journal on the full disk: %v, %d records; want some, not all", err, len(own.Records))
	}
	_, errs, code = playRun(t, "", "--resume", j, "--script", playScriptFile(t, "# nothing\n"), "--virtual")
	more := 2*len(hostileGame) - len(own.Records)
	want := fmt.Sprintf("blindchess: A later copy of this game, saved when its disk was full, holds %d more inputs: %s. Go on from it: blindchess play --resume %s (or remove the copy to go on from this journal).\n", more, saved[0], saved[0])
	if code != 2 || errs != want {
		t.Errorf("resume of the shorter journal: exit %d, %q\nwant exit 2, %q", code, errs, want)
	}
	if _, errs, code := playRun(t, "", "--resume", saved[0], "--script", playScriptFile(t, "# nothing\n"), "--virtual"); code != 0 {
		t.Fatalf("resume of the rescue: exit %d: %s", code, errs)
	}
	if got := pgnMoves(filepath.Join(filepath.Dir(saved[0]), "g.pgn")); strings.Join(got, " ") != strings.Join(hostileGame, " ") {
		t.Errorf("moves of the resumed rescue: %v, want %v", got, hostileGame)
	}
}

// TestClockResumeOfTheShorterJournalPointsToTheRescue: a clock journal
// whose rescued copy (in a blindchess-rescue folder) holds it and more
// presses is not resumed; the refusal names the copy.
func TestClockResumeOfTheShorterJournalPointsToTheRescue(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	j := filepath.Join(t.TempDir(), "c.journal")
	if code, _, errs := runCLI(t, "", "clock", "--time", "5+3", "--lang", "en", "--journal", j, "--script", writeScript(t, "0 start\n1 press\n2 quit\n2 yes\n"), "--virtual"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rescued := filepath.Join(tmp, "blindchess-rescue-2026-11-26_15-04-05", "c.journal")
	data, _ := os.ReadFile(j)
	os.MkdirAll(filepath.Dir(rescued), 0o700)
	if err := os.WriteFile(rescued, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI(t, "", "clock", "--resume", rescued, "--script", writeScript(t, "3 resume\n4 press\n5 quit\n5 yes\n"), "--virtual"); code != 0 {
		t.Fatalf("resume of the copy: exit %d: %s", code, errs)
	}
	code, _, errs := runCLI(t, "", "clock", "--resume", j, "--script", writeScript(t, "3 resume\n4 quit\n4 yes\n"), "--virtual")
	want := "blindchess: A later copy of this clock's journal, saved when its disk was full, holds 5 more inputs: " + rescued + ". Go on from it: blindchess clock --resume " + rescued + " (or remove the copy to go on from this journal).\n"
	if code != 2 || errs != want {
		t.Errorf("resume of the shorter journal: exit %d, %q\nwant exit 2, %q", code, errs, want)
	}
}
