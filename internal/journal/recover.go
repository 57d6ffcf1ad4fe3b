package journal

import (
	"bytes"
	"errors"
	"fmt"
	"os"
)

// Recovery describes what OpenRecover dropped from a damaged journal.
type Recovery struct {
	// Damage is where the journal was damaged and how.
	Damage CorruptError
	// Kept is the number of complete records before the damage, which the
	// game is rebuilt from.
	Kept int
	// Lines is the number of lines (complete or not) from the damage to the
	// end of the file that were dropped; Bytes is their size.
	Lines int
	Bytes int64
	// Records is how many of the dropped lines were intact records: they
	// came after the damage, so they could not be replayed without what the
	// damage destroyed.
	Records int
	// SavedAs is the copy of the damaged file, kept for the arbiter; ""
	// when it could not be written.
	SavedAs string
}

// OpenRecover is OpenAppend for a journal that may be damaged. When the
// header is intact but a later line is not (a changed byte, garbage appended
// by another program, a record lost in the middle), it keeps every complete
// record before the damage: it copies the damaged file beside it (path plus
// ".damaged", or ".damaged.2" and so on), cuts the journal back to the last
// good record and appends from there. The returned Recovery says what was
// dropped; it is nil when nothing was.
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
		return nil, log, nil, fmt.Errorf("read damaged journal: %w", rerr)
	}
	rec := &Recovery{Damage: *ce, Kept: len(log.Records)}
	rest := data[log.Size:]
	rec.Bytes = int64(len(rest))
	for len(rest) > 0 {
		line := rest
		if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
			line, rest = rest[:nl], rest[nl+1:]
		} else {
			rest = nil
		}
		rec.Lines++
		if body, reason := checkLine(line); reason == "" {
			var r Record
			if parseRecord(body, &r) == "" {
				rec.Records++
			}
		}
	}
	saved, serr := saveCopy(path, data)
	if serr != nil {
		// Without a copy the damaged lines would be lost for good: leave
		// the file as it is and say why.
		return nil, log, nil, fmt.Errorf("%w; and it could not be copied aside before repair: %v", ce, serr)
	}
	rec.SavedAs = saved
	f, oerr := open(path, os.O_WRONLY|os.O_APPEND)
	if oerr != nil {
		jm := &Journal{path: path, open: open, size: log.Size, dirSynced: true, next: uint64(len(log.Records)) + 1, dirty: true}
		return jm, log, rec, jm.writeError(fmt.Errorf("open for writing: %w", oerr))
	}
	j = &Journal{path: path, open: open, f: f, size: log.Size, dirSynced: true, next: uint64(len(log.Records)) + 1, dirty: true}
	if err := j.repair(); err != nil {
		return j, log, rec, j.writeError(err)
	}
	return j, log, rec, nil
}

// saveCopy writes data to the first free name of path+".damaged",
// path+".damaged.2", … and syncs it.
func saveCopy(path string, data []byte) (string, error) {
	for i := 1; i < 100; i++ {
		name := path + ".damaged"
		if i > 1 {
			name = fmt.Sprintf("%s.damaged.%d", path, i)
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
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
	return "", fmt.Errorf("%s.damaged and 98 more copies exist already", path)
}
