package journal

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/blindchess/blindchess/internal/catalog"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Version is the format version this package writes and reads.
const Version = 1

// magic identifies a blindchess journal in the header line.
const magic = "blindchess"

// Header is the first line of a journal: what a game needs to start before
// its first input.
type Header struct {
	// Version is the format version; Create sets it.
	Version int
	// Created is the wall-clock time the game was set up (for people; replay
	// never reads it). Zero is allowed and then not written.
	Created time.Time
	// Setup is the game's setup as the table encodes it (names, start
	// position, time control, options). The journal does not interpret it;
	// it must be valid JSON (or empty).
	Setup json.RawMessage
}

// Record is one input of a game.
type Record struct {
	// Seq numbers the records of a journal 1, 2, 3, … without gaps. Append
	// assigns it.
	Seq uint64
	// At is the instant of the input on the game's time line: the offset
	// from the table's time origin (virtual seconds of a script, or
	// monotonic real time). Replay applies the input at this instant.
	At time.Duration
	// Wall is the real wall-clock time of the input, for people reading the
	// journal; zero (not written) in virtual time. Replay never reads it.
	Wall time.Time
	// Source says where the input came from ("keyboard", "script",
	// "timer", …); the table defines the names.
	Source string
	// Input is the raw input: the line as typed, or the table's text form
	// of an event.
	Input string
}

// headerJSON and recordJSON are the on-disk forms.
type headerJSON struct {
	Journal string          `json:"journal"`
	Version int             `json:"version"`
	Created *time.Time      `json:"created,omitempty"`
	Setup   json.RawMessage `json:"setup,omitempty"`
}

type recordJSON struct {
	Seq    uint64     `json:"seq"`
	At     int64      `json:"t"`
	Wall   *time.Time `json:"wall,omitempty"`
	Source string     `json:"src"`
	Input  string     `json:"in"`
}

// castagnoli is the CRC-32C table used for every line.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// encodeLine returns the line for one JSON value: checksum, space, JSON,
// newline.
func encodeLine(v any) ([]byte, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	line := make([]byte, 0, len(body)+10)
	line = fmt.Appendf(line, "%08x ", crc32.Checksum(body, castagnoli))
	line = append(line, body...)
	return append(line, '\n'), nil
}

func encodeHeader(h Header) ([]byte, error) {
	hj := headerJSON{Journal: magic, Version: Version, Setup: h.Setup}
	if !h.Created.IsZero() {
		c := h.Created.UTC()
		hj.Created = &c
	}
	if len(h.Setup) > 0 && !json.Valid(h.Setup) {
		return nil, catalog.Errorf("journal.setup-not-json")
	}
	line, err := encodeLine(hj)
	if err != nil {
		return nil, catalog.Errorf("journal.header", err)
	}
	return line, nil
}

func encodeRecord(r Record) ([]byte, error) {
	rj := recordJSON{Seq: r.Seq, At: int64(r.At), Source: r.Source, Input: r.Input}
	if !r.Wall.IsZero() {
		w := r.Wall
		rj.Wall = &w
	}
	line, err := encodeLine(rj)
	if err != nil {
		return nil, catalog.Errorf("journal.record", r.Seq, err)
	}
	return line, nil
}

// file is what a Journal needs of an open file; *os.File has it. Tests use
// it to make a real file fail like a full disk.
type file interface {
	Write([]byte) (int, error)
	Sync() error
	Truncate(int64) error
	Stat() (fs.FileInfo, error)
	Close() error
}

// openFile opens the journal file for appending; tests replace it.
type openFunc func(path string, flag int) (file, error)

func osOpen(path string, flag int) (file, error) {
	f, err := os.OpenFile(path, flag, 0o600)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// Journal appends the records of one game to its file. It is not safe for
// concurrent use: one goroutine (the table loop) owns it.
type Journal struct {
	path string
	open openFunc
	f    file
	// exclusive: the file is still to be created, and must not exist yet.
	exclusive bool
	// size is the number of bytes known to be on disk and synced.
	size int64
	// dirty: a failed write or sync may have left bytes after size, or
	// data of unknown durability; truncate to size before writing again.
	dirty bool
	// dirSynced: the folder entry of a newly created file has been synced.
	dirSynced bool
	// pending holds encoded lines not yet durably on disk, oldest first.
	pending [][]byte
	// pendingRecords counts the records (not the header) among pending.
	pendingRecords int
	next           uint64
	closed         bool
	// damaged is the content of a damaged journal that OpenRecover could
	// not copy aside yet: flush copies it before it rewrites the file.
	damaged []byte
	// savedAs is where that copy went.
	savedAs string
	// rewrite: pending holds the whole journal (a recovered one), which
	// replaces the file atomically on the first write that works.
	rewrite bool
	// written is every byte known to be on the disk (size of them), kept
	// so that a journal file deleted, cut short or written over by
	// another program during the game is written again whole (restore).
	written []byte
	// restored says that the file was written again from memory, until
	// TakeRestored reports it.
	restored *Restoration
}

// Restoration says that the journal file was found deleted or changed by
// another program during the game (a cleanup, an editor, a wrong command)
// and was written again from memory, with every record of the game.
type Restoration struct {
	// Path is the journal file.
	Path string
	// Removed: the file was gone (deleted, or renamed away); otherwise it
	// was changed (cut short, written over, or another file put there).
	Removed bool
	// SavedAs is the copy of the changed file, kept beside the journal
	// ("" when it was removed, or empty).
	SavedAs string
}

// TakeRestored returns the Restoration of the last write, once, or nil
// when the file was found as the journal left it.
func (j *Journal) TakeRestored() *Restoration {
	r := j.restored
	j.restored = nil
	return r
}

// SavedAs returns the copy of the damaged journal that the Journal made
// before its first write, when OpenRecover could not make it; "" if none.
func (j *Journal) SavedAs() string { return j.savedAs }

// Create starts a new journal at path with the header h. The folder must
// exist.
//
// If a file already exists at path, Create returns a nil Journal and an
// error matching fs.ErrExist: a journal is never overwritten.
//
// Any other failure (the folder is missing or not writable, the disk is
// full) is returned together with a working Journal that keeps the header
// and every record in memory and retries the disk on each Append; the error
// is a *WriteError. The caller reports it and goes on playing.
func Create(path string, h Header) (*Journal, error) {
	return create(path, h, osOpen)
}

func create(path string, h Header, open openFunc) (*Journal, error) {
	line, err := encodeHeader(h)
	if err != nil {
		return nil, err
	}
	if _, err := os.Lstat(path); err == nil {
		return nil, catalog.Errorf("journal.earlier-game", path, fs.ErrExist)
	}
	j := &Journal{path: path, open: open, exclusive: true, next: 1, pending: [][]byte{line}}
	if err := j.flush(); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return nil, catalog.Errorf("journal.earlier-game", path, fs.ErrExist)
		}
		return j, err
	}
	return j, nil
}

// OpenAppend reads the journal at path (see Read), cuts off a torn last
// record if there is one, and returns the log and a Journal that appends
// after the last complete record.
//
// A corrupt journal gives a nil Journal, the records read before the damage,
// and a *CorruptError. If the file can be read but not written (read-only
// medium, full disk), OpenAppend returns the log, a Journal that keeps new
// records in memory and retries the disk on each Append, and a *WriteError.
func OpenAppend(path string) (*Journal, *Log, error) {
	return openAppend(path, osOpen)
}

func openAppend(path string, open openFunc) (*Journal, *Log, error) {
	removeTempFiles(path)
	data, log, err := readFile(path)
	if err != nil {
		return nil, log, err
	}
	j := &Journal{path: path, open: open, size: log.Size, dirSynced: true, next: 1, written: data[:log.Size:log.Size]}
	if n := len(log.Records); n > 0 {
		j.next = log.Records[n-1].Seq + 1
	}
	j.dirty = log.Torn > 0
	f, err := open(path, os.O_WRONLY|os.O_APPEND)
	if err != nil {
		return j, log, j.writeError(catalog.Errorf("journal.open-write", err))
	}
	j.f = f
	if j.dirty {
		if err := j.repair(); err != nil {
			return j, log, j.writeError(err)
		}
	}
	return j, log, nil
}

// repair truncates the file to the last good size and syncs it.
func (j *Journal) repair() error {
	if err := j.f.Truncate(j.size); err != nil {
		return catalog.Errorf("journal.cut", err)
	}
	if err := j.f.Sync(); err != nil {
		return catalog.Errorf("journal.cut-sync", err)
	}
	j.dirty = false
	return nil
}

// Path returns the file name of the journal.
func (j *Journal) Path() string { return j.path }

// Pending returns how many records are held in memory because the disk did
// not take them yet (0 when the file is complete).
func (j *Journal) Pending() int { return j.pendingRecords }

// NextSeq returns the sequence number the next Append will assign.
func (j *Journal) NextSeq() uint64 { return j.next }

// Append assigns the next sequence number to r, writes it to the file and
// syncs it, and returns the record as stored. When Append returns a nil
// error the record — and every record before it — is on the disk.
//
// If the disk does not take it, Append returns a *WriteError and keeps the
// record (with any earlier ones still waiting) in memory; every later Append
// tries to write them all again, in order. The record is part of the game
// either way: the returned Record is valid when err is a *WriteError.
func (j *Journal) Append(r Record) (Record, error) {
	if j.closed {
		return Record{}, catalog.Errorf("journal.append-closed", j.path)
	}
	r.Seq = j.next
	line, err := encodeRecord(r)
	if err != nil {
		return Record{}, err
	}
	j.next++
	j.pending = append(j.pending, line)
	j.pendingRecords++
	return r, j.flush()
}

// Retry tries again to write the records held in memory; it returns nil when
// nothing is pending any more.
func (j *Journal) Retry() error {
	if j.closed {
		return catalog.Errorf("journal.retry-closed", j.path)
	}
	return j.flush()
}

// Close writes what is pending, if the disk takes it, and closes the file.
// It returns a *WriteError if records could not be written.
func (j *Journal) Close() error {
	if j.closed {
		return nil
	}
	err := j.flush()
	if err == nil && j.f != nil {
		// Deleted or changed after the last record: written again
		// before the session says the game is saved there.
		if why, changed := j.changed(); changed {
			err = j.restore(why)
		}
	}
	j.closed = true
	if j.f != nil && j.dirty {
		// The last chance to leave no partial record behind.
		_ = j.repair()
	}
	if j.f != nil {
		if cerr := j.f.Close(); cerr != nil && err == nil {
			err = j.writeError(catalog.Errorf("journal.close", cerr))
		}
		j.f = nil
	}
	return err
}

// flush writes every pending line with one write and one sync.
func (j *Journal) flush() error {
	if len(j.pending) == 0 {
		return nil
	}
	if j.damaged != nil {
		name, err := saveCopy(j.path, j.damaged)
		if err != nil {
			return j.writeError(catalog.Errorf("journal.copy-aside", err))
		}
		j.damaged, j.savedAs = nil, name
	}
	var buf []byte
	if len(j.pending) == 1 {
		buf = j.pending[0]
	} else {
		for _, l := range j.pending {
			buf = append(buf, l...)
		}
	}
	if j.f == nil && j.rewrite {
		// The whole journal is in memory: it replaces the file at once,
		// so the file holds either the old journal or the new, whole one.
		if err := replaceFile(j.path, buf); err != nil {
			return j.writeError(catalog.Errorf("journal.rewrite", err))
		}
		j.rewrite = false
		j.size = int64(len(buf))
		j.written = append(j.written[:0], buf...)
		j.pending = j.pending[:0]
		j.pendingRecords = 0
		f, err := j.open(j.path, os.O_WRONLY|os.O_APPEND)
		if err != nil {
			return j.writeError(catalog.Errorf("journal.open-write", err))
		}
		j.f = f
		return nil
	}
	if j.f == nil {
		// A new journal is created and must not exist yet; an existing one
		// (opened for resuming on a disk that took no writes then) is
		// appended to after its last complete record, never truncated.
		flag := os.O_WRONLY | os.O_APPEND
		if j.exclusive {
			flag |= os.O_CREATE | os.O_EXCL
		}
		f, err := j.open(j.path, flag)
		if err != nil {
			if j.exclusive && errors.Is(err, fs.ErrExist) {
				return err
			}
			if j.exclusive {
				return j.writeError(catalog.Errorf("journal.create", err))
			}
			return j.writeError(catalog.Errorf("journal.open-write", err))
		}
		j.f = f
		j.exclusive = false
	}
	if why, changed := j.changed(); changed {
		return j.restore(why)
	}
	if j.dirty {
		if err := j.repair(); err != nil {
			return j.writeError(err)
		}
	}
	if n, err := j.f.Write(buf); err != nil {
		// Bytes that did reach the file (a disk that filled half way
		// through the line) are cut off at once: the file never holds a
		// partial record, which a resume would take for a crash's
		// unacknowledged tail. If cutting fails, it is tried again
		// before the next write and at Close.
		if n > 0 {
			j.dirty = true
			_ = j.repair()
		}
		return j.writeError(catalog.Errorf("journal.write", err))
	}
	if err := j.f.Sync(); err != nil {
		// After a failed fsync the kernel may forget the error; the data
		// is cut off and rewritten from memory next time rather than
		// trusted.
		j.dirty = true
		_ = j.repair()
		return j.writeError(catalog.Errorf("journal.sync", err))
	}
	if !j.dirSynced {
		if err := SyncDir(filepath.Dir(j.path)); err != nil {
			// The file's data is synced; its name may not be yet. Keep
			// the data (a rewrite would not help) and try the folder again.
			j.size += int64(len(buf))
			j.written = append(j.written, buf...)
			j.pending = j.pending[:0]
			j.pendingRecords = 0
			return j.writeError(catalog.Errorf("journal.sync-folder", err))
		}
		j.dirSynced = true
	}
	j.size += int64(len(buf))
	j.written = append(j.written, buf...)
	j.pending = j.pending[:0]
	j.pendingRecords = 0
	return nil
}

// WriteError is a failure to get records onto the disk. The records are
// kept in memory (Pending says how many) and written by a later Append or
// Retry when the disk takes them.
type WriteError struct {
	// Path is the journal file.
	Path string
	// Pending is the number of records held in memory, not yet on disk.
	Pending int
	// Err is the underlying error.
	Err error
}

// Error says in English what failed and what happens now.
func (e *WriteError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says what failed and what happens now in c's language.
func (e *WriteError) SayIn(c catalog.Catalog) string {
	return c.Count("journal.write-error", e.Pending, e.Path, c.Error(e.Err), e.Pending)
}

// Unwrap returns the underlying error.
func (e *WriteError) Unwrap() error { return e.Err }

func (j *Journal) writeError(err error) error {
	return &WriteError{Path: j.path, Pending: j.pendingRecords, Err: err}
}

// Contents returns the whole journal as the game has it: the part that is
// on the disk, read back from the file, followed by the records held in
// memory, in order. It is what SaveCopy writes; a journal parsed from it
// replays the whole game even while the disk takes no writes.
func (j *Journal) Contents() ([]byte, error) {
	if int64(len(j.written)) == j.size && !j.rewrite {
		// Every byte on the disk is known: from memory, also when the
		// file was removed or changed since.
		return j.contentsInMemory(), nil
	}
	var out []byte
	if j.size > 0 && !j.rewrite {
		f, err := os.Open(j.path)
		if err != nil {
			return nil, catalog.Errorf("journal.read-back", j.path, err)
		}
		defer f.Close()
		out = make([]byte, j.size, j.size+int64(len(j.pending))*128)
		if _, err := io.ReadFull(f, out); err != nil {
			return nil, catalog.Errorf("journal.read-back-bytes", j.path, j.size, err)
		}
	}
	for _, l := range j.pending {
		out = append(out, l...)
	}
	return out, nil
}

// SaveCopy writes the whole journal (Contents) to a new file at path,
// readable by its owner only, and syncs it: the rescue of a game whose own
// disk is full or read-only at the end of the session. The file must not
// exist yet (an error matching fs.ErrExist); on failure nothing is left at
// path.
func (j *Journal) SaveCopy(path string) error {
	data, err := j.Contents()
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return catalog.Errorf("journal.copy", j.path, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = SyncDir(filepath.Dir(path))
	}
	if err != nil {
		os.Remove(path)
		return catalog.Errorf("journal.copy-to", j.path, path, err)
	}
	return nil
}

// removeTempFiles removes the temporary files that replaceFile left beside
// path when its process was killed before the rename (path's name, ".new"
// and digits; regular files only). Failures are ignored: a leftover costs
// only room, and the journal itself is never among them.
func removeTempFiles(path string) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), base+".new")
		if !ok || rest == "" || strings.Trim(rest, "0123456789") != "" || !e.Type().IsRegular() {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}

// The ways the journal file can be found changed by another program.
const (
	fileIntact  = iota
	fileRemoved // no file at the path any more
	fileChanged // another file there, or the journal's cut short or grown
)

// changed reports whether the journal file is no longer as the journal
// left it: removed (deleted, renamed away), replaced by another file, or
// cut short or lengthened by another program. A journal that does not know
// its whole content (written) cannot be restored, and is not checked.
func (j *Journal) changed() (int, bool) {
	if j.f == nil || j.rewrite || int64(len(j.written)) != j.size {
		return fileIntact, false
	}
	ours, err := j.f.Stat()
	if err != nil || !ours.Mode().IsRegular() {
		// Not a file on a disk (a device): nothing to compare.
		return fileIntact, false
	}
	there, err := os.Stat(j.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fileRemoved, true
	case err != nil:
		// Cannot tell (no permission to look): writing will say.
		return fileIntact, false
	case !os.SameFile(ours, there):
		return fileChanged, true
	case ours.Size() < j.size, ours.Size() > j.size && !j.dirty:
		// Shorter than what was synced (cut short), or longer without
		// a failed write of ours (written to by another program); a
		// failed write's partial bytes are cut off by repair.
		return fileChanged, true
	}
	return fileIntact, false
}

// restore writes the whole journal (what was on the disk, from memory,
// and what is pending) anew at its path, after the file found there was
// removed or changed (changed): a changed file is first copied aside, as
// a damaged journal is, and a removed folder is made again. The file is
// replaced atomically; the journal then appends to the new one.
func (j *Journal) restore(why int) error {
	r := &Restoration{Path: j.path, Removed: why == fileRemoved}
	if why == fileChanged {
		if data, err := os.ReadFile(j.path); err == nil && len(data) > 0 {
			name, err := saveCopy(j.path, data)
			if err != nil {
				return j.writeError(catalog.Errorf("journal.copy-aside", err))
			}
			r.SavedAs = name
		}
	}
	// The old file is closed first: Windows renames nothing over an open
	// file.
	j.f.Close()
	j.f = nil
	all := j.contentsInMemory()
	if err := os.MkdirAll(filepath.Dir(j.path), 0o700); err != nil {
		return j.waitWhole(all, err)
	}
	if err := replaceFile(j.path, all); err != nil {
		return j.waitWhole(all, err)
	}
	j.written, j.size, j.dirty = all, int64(len(all)), false
	j.pending = j.pending[:0]
	j.pendingRecords = 0
	j.restored = r
	f, err := j.open(j.path, os.O_WRONLY|os.O_APPEND)
	if err != nil {
		return j.writeError(catalog.Errorf("journal.open-write", err))
	}
	j.f = f
	return nil
}

// waitWhole keeps the whole journal all in memory after restore could not
// write it (err): the first write that works replaces the file with it.
func (j *Journal) waitWhole(all []byte, err error) error {
	j.rewrite, j.pending = true, [][]byte{all}
	j.written, j.size, j.dirty = nil, 0, false
	j.pendingRecords = int(j.next - 1)
	return j.writeError(catalog.Errorf("journal.rewrite", err))
}

// contentsInMemory is the whole journal from memory: the bytes on the
// disk and the pending lines.
func (j *Journal) contentsInMemory() []byte {
	all := append(make([]byte, 0, len(j.written)+len(j.pending)*128), j.written...)
	for _, l := range j.pending {
		all = append(all, l...)
	}
	return all
}
