package table

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
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
// pgnName ("": none), both readable by their owner only. It returns the
// folder, or the last error when no folder took them. A resume of the
// rescued journal writes its PGN beside it (ResolvePGN).
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
		if err == nil && pgnName != "" {
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

// CloseJournal closes the loop's journal at the end of a session without
// a PGN (the talking clock). When the journal could not be written
// completely, it saves the whole journal in a rescue folder (Rescue) and
// returns the sentence that says where and how to go on, or why it could
// not, in the machine's language; "" when the journal is complete.
func (l *Loop) CloseJournal(now time.Time) string {
	if l.Journal == nil {
		return ""
	}
	err := l.Journal.Close()
	l.JournalRestored(l.machine().Now())
	if err == nil {
		return ""
	}
	path := l.Journal.Path()
	style := l.machine().TextStyle()
	dir, err := Rescue(l.Journal, filepath.Base(path), "", "", RescueDirs(filepath.Dir(path)), now)
	if err != nil {
		return fillIn(style, "session.clock-rescue-failed", l.DiskReason(err))
	}
	saved := filepath.Join(dir, filepath.Base(path))
	return fillIn(style, "session.clock-rescued", saved, saved)
}

// maxRescueRead bounds the rescued journals NewerRescue reads.
const maxRescueRead = 64 << 20

// NewerRescue looks for a rescue of the journal at jpath (see Rescue:
// made at the end of a session whose disk was full or read-only) that
// holds the journal's first size bytes and more: the same game with the
// inputs its disk did not take. It returns the rescued journal with the
// most inputs beyond the journal's records, and how many more it holds;
// "" and 0 when there is none. A resume from jpath would otherwise go on
// without moves that were announced.
func NewerRescue(jpath string, size int64, records int) (string, int) {
	f, err := os.Open(jpath)
	if err != nil {
		return "", 0
	}
	own := make([]byte, size)
	_, err = io.ReadFull(f, own)
	f.Close()
	if err != nil || size == 0 {
		return "", 0
	}
	best, more := "", 0
	for _, d := range RescueDirs("") {
		found, _ := filepath.Glob(filepath.Join(d, "blindchess-rescue-*", globEscape(filepath.Base(jpath))))
		for _, p := range found {
			if sameFile(p, jpath) {
				continue
			}
			if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() || fi.Size() <= size || fi.Size() > maxRescueRead {
				continue
			}
			data, err := os.ReadFile(p)
			if err != nil || !bytes.HasPrefix(data, own) {
				continue
			}
			log, err := journal.Parse(data)
			if err != nil {
				continue
			}
			if n := len(log.Records) - records; n > more {
				best, more = p, n
			}
		}
	}
	return best, more
}

// globEscape quotes the characters filepath.Glob reads as a pattern.
func globEscape(name string) string {
	if runtime.GOOS == "windows" {
		// No backslash escapes there (it separates folders); * and ? are
		// not in file names, and a [ is matched by the class [[].
		return strings.ReplaceAll(name, "[", "[[]")
	}
	var b strings.Builder
	for _, r := range name {
		if strings.ContainsRune(`*?[\\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
