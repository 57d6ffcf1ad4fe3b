package table

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"
)

// RescueDirs are the folders Rescue tries, in order, when a game's own
// folder takes no writes at the end of a session: the system's temporary
// folder, the user's home folder and the working folder (those that
// exist), skipping skip (the game's own folder).
func RescueDirs(skip string) []string {
	var dirs []string
	add := func(d string, err error) {
		if err != nil || d == "" {
			return
		}
		if abs, err := filepath.Abs(d); err == nil {
			d = abs
		}
		if skip != "" && sameDir(d, skip) {
			return
		}
		for _, have := range dirs {
			if sameDir(have, d) {
				return
			}
		}
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			dirs = append(dirs, d)
		}
	}
	add(os.TempDir(), nil)
	add(os.UserHomeDir())
	add(os.Getwd())
	return dirs
}

// sameDir reports whether a and b are the same folder.
func sameDir(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// Rescue saves a game whose journal or PGN file could not be written (a
// full or read-only disk at the end of the session) in a new folder
// "blindchess-rescue-<date>_<time>" inside the first of dirs that takes
// it: the whole journal j (nil: none) as journalName, and the PGN text as
// pgnName, both readable by their owner only. It returns the folder, or
// the last error when no folder took them. A resume of the rescued journal
// writes its PGN beside it (ResolvePGN).
func Rescue(j *journal.Journal, journalName, pgnName, pgnText string, dirs []string, now time.Time) (string, error) {
	if len(dirs) == 0 {
		return "", catalog.Errorf("table.rescue-nowhere")
	}
	stamp := "blindchess-rescue-" + now.Format("2006-01-02_15-04-05")
	var last error
	for _, d := range dirs {
		folder, err := rescueFolder(d, stamp)
		if err != nil {
			last = err
			continue
		}
		if j != nil {
			err = j.SaveCopy(filepath.Join(folder, journalName))
		}
		if err == nil {
			err = WriteFileAtomic(filepath.Join(folder, pgnName), []byte(pgnText))
		}
		if err == nil {
			return folder, nil
		}
		last = err
		os.RemoveAll(folder) // only what this call made
	}
	return "", last
}

// rescueFolder makes a new folder stamp (or stamp-2, …) in dir.
func rescueFolder(dir, stamp string) (string, error) {
	for i := 1; i < 100; i++ {
		name := stamp
		if i > 1 {
			name = fmt.Sprintf("%s-%d", stamp, i)
		}
		p := filepath.Join(dir, name)
		err := os.Mkdir(p, 0o700)
		if err == nil {
			return p, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return "", err
		}
	}
	return "", catalog.Errorf("table.rescue-folders-full", filepath.Join(dir, stamp))
}
