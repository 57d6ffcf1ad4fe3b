package voice_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Other projects' data. The games and chess talk of the final sets since
// final2, and the second tuning list's chess talk, come from other
// projects' repositories (each file's head cites repository, path, commit
// and licence). The search tool's rules keep what it fetches out of this
// repository's commits: such data lives only under the steering
// repository's shared/, here ../shared/data/voice beside the checkout
// (testdata's layout: final2/fide-world-cup-2021.pgn, …), or in the
// folder BLINDCHESS_VOICEDATA names. A test or bench that needs a set
// whose files are not there skips it and says where to put them; the
// files this repository holds (the tuning and held-out games, from the
// project's ../shared/data, and the first sets' talk) are read from
// testdata as before.

// voiceDataDir is the folder of other projects' data for the round trip:
// BLINDCHESS_VOICEDATA, else ../shared/data/voice beside the checkout.
func voiceDataDir() string {
	if d := os.Getenv("BLINDCHESS_VOICEDATA"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared", "data", "voice")
}

// setFile returns where the set file p (a path under testdata/) is: in
// testdata when the repository holds it, else in voiceDataDir with the
// same path below testdata/. ok is false when neither holds it.
func setFile(p string) (path string, ok bool) {
	if _, err := os.Stat(p); err == nil {
		return p, true
	}
	q := filepath.Join(voiceDataDir(), strings.TrimPrefix(filepath.ToSlash(p), "testdata/"))
	if _, err := os.Stat(q); err == nil {
		return q, true
	}
	return p, false
}

// setHere reports whether every one of the set files is on this machine
// (setFile).
func setHere(files ...string) bool {
	for _, f := range files {
		if _, ok := setFile(f); !ok {
			return false
		}
	}
	return true
}

// notHere is what a test logs, or a bench skips with, when a set's files
// are other projects' data that is not on this machine.
func notHere(set string) string {
	return "the " + set + " set's games or chess talk are other projects' data, kept out of this repository: put them in " +
		voiceDataDir() + " (or name their folder in BLINDCHESS_VOICEDATA) to use them"
}

// benchSetNamed is the set of benchSets named name (the zero set for
// another name).
func benchSetNamed(name string) benchSet {
	for _, b := range benchSets {
		if b.name == name {
			return b
		}
	}
	return benchSet{}
}

// setFiles are the files of the set name: its games, its chess talk and,
// for final10 … final16, its English fortunes (final10Fortunes,
// final11Fortunes, final12Fortunes, final13Fortunes, final14Fortunes,
// final15Fortunes, final16Fortunes, a folder each).
func setFiles(name string) []string {
	s := benchSetNamed(name)
	files := append(slices.Clone(s.games), s.talk)
	if _, dir, _, ok := ownEnglish(s.fortunes); ok {
		files = append(files, dir)
	}
	return files
}

// openSetFile opens the set file p wherever setFile finds it.
func openSetFile(p string) (*os.File, error) {
	q, ok := setFile(p)
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: p, Err: errors.New("not in testdata nor in " + voiceDataDir() + " (BLINDCHESS_VOICEDATA)")}
	}
	return os.Open(q)
}

// TestSetFileFindsDataOutsideTheRepository: a file testdata holds is read
// from there; one it does not hold is read from BLINDCHESS_VOICEDATA with
// the same path below testdata/ (a folder too, as final14's English
// fortunes are); one neither holds is not found.
func TestSetFileFindsDataOutsideTheRepository(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "final14"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "final14", "games.pgn"), []byte("1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "final14", "fortunes"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("BLINDCHESS_VOICEDATA", dir)
	tests := []struct {
		p    string
		want string
		ok   bool
	}{
		{"testdata/tuning/chatter.txt", "testdata/tuning/chatter.txt", true},
		{"testdata/final14/games.pgn", filepath.Join(dir, "final14", "games.pgn"), true},
		{"testdata/final14/chesstalk.txt", "testdata/final14/chesstalk.txt", false},
		{"testdata/final14/fortunes", filepath.Join(dir, "final14", "fortunes"), true},
		{"testdata/nowhere/x.pgn", "testdata/nowhere/x.pgn", false},
	}
	for _, tc := range tests {
		got, ok := setFile(tc.p)
		if got != tc.want || ok != tc.ok {
			t.Errorf("setFile(%q) = %q, %v; want %q, %v", tc.p, got, ok, tc.want, tc.ok)
		}
	}
	if !setHere("testdata/tuning/chatter.txt", "testdata/final14/games.pgn") || setHere("testdata/tuning/chatter.txt", "testdata/final14/chesstalk.txt") {
		t.Error("setHere does not say whether every file is here")
	}
	if _, err := openSetFile("testdata/final14/chesstalk.txt"); err == nil || !strings.Contains(err.Error(), dir) {
		t.Errorf("openSetFile of a missing file: %v, want an error naming %s", err, dir)
	}
}

// TestSetFilesNameTheOwnEnglishFortunes: a set's files are its games and
// chess talk, and for the sets whose English fortunes are a list of their
// own (final10 … final16) that list's folder too, so that the bench skips
// such a set where the folder is missing.
func TestSetFilesNameTheOwnEnglishFortunes(t *testing.T) {
	tests := []struct {
		set  string
		want []string
	}{
		{"final9", append(slices.Clone(final9Games), "testdata/final9/chesstalk.txt")},
		{"final10", append(slices.Clone(final10Games), "testdata/final10/chesstalk.txt", final10Fortunes)},
		{"final11", append(slices.Clone(final11Games), "testdata/final11/chesstalk.txt", final11Fortunes)},
		{"final12", append(slices.Clone(final12Games), "testdata/final12/chesstalk.txt", final12Fortunes)},
		{"final13", append(slices.Clone(final13Games), "testdata/final13/chesstalk.txt", final13Fortunes)},
		{"final14", append(slices.Clone(final14Games), "testdata/final14/chesstalk.txt", final14Fortunes)},
		{"final15", append(slices.Clone(final15Games), "testdata/final15/chesstalk.txt", final15Fortunes)},
		{"final16", append(slices.Clone(final16Games), "testdata/final16/chesstalk.txt", final16Fortunes)},
		{"tuning", append(slices.Clone(tuningGames), "testdata/tuning/chatter.txt")},
	}
	for _, tc := range tests {
		if got := setFiles(tc.set); !slices.Equal(got, tc.want) {
			t.Errorf("setFiles(%q) = %q, want %q", tc.set, got, tc.want)
		}
	}
}
