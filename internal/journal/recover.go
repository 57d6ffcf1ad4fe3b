package journal

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/blindchess/blindchess/internal/catalog"
	"io"
	"os"
	"path/filepath"
)

// Recovery describes what OpenRecover dropped from a damaged journal.
type Recovery struct {
	// Damage is where the journal was first damaged and how.
	Damage CorruptError
	// Kept is the number of complete records the game is rebuilt from:
	// those before the damage and those after it that follow on without a
	// gap (after garbage inserted between records, for example).
	Kept int
	// Lines is the number of lines (complete or not) that were dropped;
	// Bytes is their size.
	Lines int
	Bytes int64
	// Records is how many of the dropped lines were intact records: they
	// came after a record that was lost, so they could not be replayed
	// without what the damage destroyed.
	Records int
	// SavedAs is the copy of the damaged file, kept for the arbiter; ""
	// when it could not be written yet (a read-only or full disk: the
	// Journal then makes the copy before its first write, and OpenRecover
	// returns a *WriteError besides).
	SavedAs string
}

// OpenRecover is OpenAppend for a journal that may be damaged. When the
// header is intact but a later line is not (a changed byte, garbage written
// by another program in the middle or at the end, a record lost), it keeps
// every complete record that the game can be rebuilt from: the records
// before the damage, and after it every intact record that continues the
// sequence without a gap (lines of garbage are skipped; after a lost record
// nothing more can be replayed). It copies the damaged file beside it (path
// plus ".damaged", or ".damaged.2" and so on), rewrites the journal with
// the kept records only and appends from there. The returned Recovery says
// what was dropped; it is nil when nothing was.
//
// When the copy cannot be written (a read-only or full disk), OpenRecover
// still returns the log, the Recovery and a Journal that holds the kept
// records in memory, with a *WriteError: the file is left untouched until
// the disk takes writes, and then the copy is made before the journal is
// rewritten.
//
// A journal whose header is damaged, or which is not a blindchess journal
// at all, cannot be recovered: OpenRecover returns its *CorruptError (or
// ErrNoHeader) as OpenAppend does, and leaves the file untouched.
func OpenRecover(path string) (*Journal, *Log, *Recovery, error) {
	return openRecover(path, osOpen)
}

func openRecover(path string, open openFunc) (*Journal, *Log, *Recovery, error) {
	j, log, err := openAppend(path, open)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Line <= 1 {
		return j, log, nil, err
	}
	data, rerr := os.ReadFile(path)
	if rerr != nil {
		return nil, log, nil, catalog.Errorf("journal.read-damaged", rerr)
	}
	rec := &Recovery{Damage: *ce}
	// kept is the new content of the journal: the intact prefix, then the
	// lines of the records that continue it.
	prefix := len(data[:log.Size])
	kept := append([]byte{}, data[:log.Size]...)
	rest := data[log.Size:]
	broken := false // a record was lost: nothing after it can be replayed
	for len(rest) > 0 {
		line, full := rest, rest
		if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
			line, full, rest = rest[:nl], rest[:nl+1], rest[nl+1:]
		} else {
			rest = nil
		}
		var r Record
		intact := false
		if body, why := checkLine(line); why == nil && parseRecord(body, &r) == nil {
			intact = true
		}
		if intact && !broken && len(full) == len(line)+1 && r.Seq == uint64(len(log.Records))+1 {
			log.Records = append(log.Records, r)
			kept = append(kept, full...)
			continue
		}
		if intact {
			// A record out of sequence: the one it follows was lost.
			broken = true
			rec.Records++
		}
		rec.Lines++
		rec.Bytes += int64(len(full))
	}
	rec.Kept = len(log.Records)
	log.Size = int64(len(kept))
	saved, serr := saveCopy(path, data)
	if serr != nil {
		// A read-only or full disk: the game goes on in memory, and the
		// file is left as it is until the disk takes writes again; then
		// the copy is made first, and the journal rewritten after it.
		jm := &Journal{path: path, open: open, dirSynced: true, next: uint64(len(log.Records)) + 1,
			pending: [][]byte{kept}, pendingRecords: len(log.Records), damaged: data, rewrite: true}
		return jm, log, rec, jm.writeError(catalog.Errorf("journal.copy-aside", serr))
	}
	rec.SavedAs = saved
	if len(kept) > prefix {
		// Records after the damage are kept: write the journal anew
		// rather than cut it back.
		if werr := replaceFile(path, kept); werr != nil {
			// The whole journal waits in memory; the first write that
			// works replaces the file with it (the damaged copy is kept).
			jm := &Journal{path: path, open: open, dirSynced: true, next: uint64(len(log.Records)) + 1,
				pending: [][]byte{kept}, pendingRecords: len(log.Records), rewrite: true}
			return jm, log, rec, jm.writeError(catalog.Errorf("journal.rewrite-damaged", werr))
		}
	}
	f, oerr := open(path, os.O_WRONLY|os.O_APPEND)
	if oerr != nil {
		jm := &Journal{path: path, open: open, size: log.Size, dirSynced: true, next: uint64(len(log.Records)) + 1, dirty: true}
		return jm, log, rec, jm.writeError(catalog.Errorf("journal.open-write", oerr))
	}
	j = &Journal{path: path, open: open, f: f, size: log.Size, dirSynced: true, next: uint64(len(log.Records)) + 1, dirty: true,
		written: kept[:len(kept):len(kept)]}
	if err := j.repair(); err != nil {
		return j, log, rec, j.writeError(err)
	}
	return j, log, rec, nil
}

// replaceFile writes data to a new file beside path, syncs it and renames
// it over path, so that a crash leaves either the old or the new content.
func replaceFile(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".new*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return SyncDir(filepath.Dir(path))
}

// saveCopy writes data to the first free name of path+".damaged",
// path+".damaged.2", … and syncs it.
func saveCopy(path string, data []byte) (string, error) {
	for i := 1; i < 100; i++ {
		name := path + ".damaged"
		if i > 1 {
			name = fmt.Sprintf("%s.damaged.%d", path, i)
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = f.Write(data)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(name)
			return "", err
		}
		return name, nil
	}
	return "", catalog.Errorf("journal.too-many-copies", path)
}

// IsJournal reports whether the file at path starts like a blindchess
// journal (its first bytes name blindchess, or are eight hex digits, a
// space and a JSON object), even if its header is damaged. It tells a damaged journal from a file of another
// program, which --resume was given by mistake.
func IsJournal(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 64)
	n, _ := io.ReadFull(f, buf)
	buf = buf[:n]
	if bytes.Contains(buf, []byte(`"journal":"blindchess"`)) {
		return true
	}
	if len(buf) < 10 || buf[8] != ' ' || buf[9] != '{' {
		return false
	}
	for _, c := range buf[:8] {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
