package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"time"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/textenc"
)

// Log is the content of a journal as read back.
type Log struct {
	// Header is the first line.
	Header Header
	// Records are the complete records, in order (Seq 1, 2, 3, …).
	Records []Record
	// Size is the number of bytes of the header and the complete records.
	Size int64
	// Torn is the number of bytes after Size that belonged to an incomplete
	// last record (a write cut short by a crash or power loss) and were
	// ignored; 0 when the file ends cleanly. Such a record was never
	// acknowledged, so nothing that was acknowledged is lost.
	Torn int64
}

// CorruptError is damage in a journal that a crash cannot explain: it is
// in a complete line, or in the middle of the file.
type CorruptError struct {
	// Path is the file, when the journal was read from one.
	Path string
	// Line is the 1-based line number of the damaged line (1 = header).
	Line int
	// Offset is the byte offset at which the damaged line starts.
	Offset int64
	// Reason says what is wrong with it, in English (Why.Error()).
	Reason string
	// Why says what is wrong with it, a sentence of the catalogs.
	Why error
}

// Error names the place and the damage, and what to do.
func (e *CorruptError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn names the place and the damage, and what to do, in the language
// of c.
func (e *CorruptError) SayIn(c catalog.Catalog) string {
	var why any = e.Reason
	if e.Why != nil {
		why = e.Why
	}
	if e.Path != "" {
		return c.Say("journal.damaged-file", e.Path, e.Line, e.Offset, why)
	}
	return c.Say("journal.damaged", e.Line, e.Offset, why)
}

// corrupt is the damage why at line (from 1) and byte offset off.
func corrupt(line int, off int64, why error) *CorruptError {
	return &CorruptError{Line: line, Offset: off, Reason: why.Error(), Why: why}
}

// ErrNoHeader means the journal has no complete header line: the file is
// empty, or the crash happened while the game was being set up. No input of
// a game was ever acknowledged in it.
var ErrNoHeader = catalog.Errorf("journal.no-header")

// ErrNotAFile means the path names no file on a disk but a device or a
// pipe (/dev/zero, a FIFO): it is not read, since reading it may never
// end, and a journal is appended to.
var ErrNotAFile = catalog.Errorf("journal.not-a-file")

// Read reads and checks the journal file at path. See Parse.
func Read(path string) (*Log, error) {
	_, log, err := readFile(path)
	return log, err
}

// readFile is Read that also returns the file's bytes.
func readFile(path string) ([]byte, *Log, error) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return nil, nil, ErrNotAFile
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, catalog.Errorf("journal.read", err)
	}
	log, err := Parse(data)
	var ce *CorruptError
	if errors.As(err, &ce) {
		ce.Path = path
		return data, log, err
	}
	if err != nil {
		return data, log, catalog.Errorf("journal.file", path, err)
	}
	return data, log, nil
}

// Parse reads a journal from its bytes. A torn tail — an incomplete last
// line, or zero bytes after the last complete line — is dropped and counted
// in Log.Torn. Any other damage returns the log read so far and a
// *CorruptError; a file without a complete header returns ErrNoHeader.
//
// A journal that an editor on Windows saved (a UTF-8 byte order mark before
// its first line, CR LF line ends) reads as it was written: the mark is
// skipped (and counted in Size) and one carriage return before a line
// feed is not part of the line. The journal's own lines never end in one.
func Parse(data []byte) (*Log, error) {
	log := &Log{}
	var off int64
	if bytes.HasPrefix(data, utf8BOM) {
		off = int64(len(utf8BOM))
	}
	line := 0
	for off < int64(len(data)) {
		rest := data[off:]
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 || zeroTail(rest) {
			// The last write did not complete, or a power loss left the
			// file extended with zeros where unsynced data should be.
			if line == 0 {
				log.Torn = int64(len(rest))
				return log, ErrNoHeader
			}
			log.Torn = int64(len(rest))
			return log, nil
		}
		line++
		body, why := checkLine(rest[:nl])
		if why == nil {
			if line == 1 {
				why = parseHeader(body, &log.Header)
			} else {
				var r Record
				why = parseRecord(body, &r)
				if why == nil {
					want := uint64(len(log.Records)) + 1
					if r.Seq != want {
						why = catalog.Errorf("journal.seq", r.Seq, want)
					} else {
						log.Records = append(log.Records, r)
					}
				}
			}
		}
		if why != nil {
			return log, corrupt(line, off, why)
		}
		off += int64(nl) + 1
		log.Size = off
	}
	if line == 0 {
		return log, ErrNoHeader
	}
	return log, nil
}

// zeroTail reports whether rest, the file from a line boundary on, is the
// trace of a write that was never synced: it starts with a zero byte (file
// systems fill the unwritten blocks of an extended file with zeros) and no
// complete, correct line follows. A complete line after it would prove the
// zeros came before synced data, which is damage, not a crash.
func zeroTail(rest []byte) bool {
	if len(rest) == 0 || rest[0] != 0 {
		return false
	}
	for {
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			return true
		}
		if _, why := checkLine(bytes.TrimLeft(rest[:nl], "\x00")); why == nil {
			return false
		}
		rest = rest[nl+1:]
	}
}

// utf8BOM is the byte order mark an editor may put before a UTF-8 file.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// checkLine verifies the checksum of one line (without its newline, and
// without the carriage return of a CR LF line end) and returns its JSON,
// or why it is bad.
func checkLine(l []byte) ([]byte, error) {
	l = bytes.TrimSuffix(l, []byte{'\r'})
	if len(l) < 10 || l[8] != ' ' {
		return nil, catalog.Errorf("journal.not-a-line")
	}
	var sum uint32
	for _, c := range l[:8] {
		var v byte
		switch {
		case c >= '0' && c <= '9':
			v = c - '0'
		case c >= 'a' && c <= 'f':
			v = c - 'a' + 10
		default:
			return nil, catalog.Errorf("journal.checksum-not-hex")
		}
		sum = sum<<4 | uint32(v)
	}
	body := l[9:]
	if got := crc32.Checksum(body, castagnoli); got != sum {
		if b, ok := reencoded(body, sum); ok {
			return b, nil
		}
		return nil, catalog.Errorf("journal.checksum-mismatch", fmt.Sprintf("%08x", sum), fmt.Sprintf("%08x", got))
	}
	return body, nil
}

// reencoded undoes a copy on Windows that turned the journal's UTF-8 into
// the machine's "ANSI" code page (Notepad's "ANSI", a copy tool's text
// mode: "Jäger" in one byte): a line that is not UTF-8 is read as
// Windows-1252, then Windows-1250, and taken when its checksum, which was
// computed on the UTF-8, is right then. Nothing else is changed, so a line
// really damaged is still refused.
func reencoded(body []byte, sum uint32) ([]byte, bool) {
	if utf8.Valid(body) {
		return nil, false
	}
	for _, enc := range []textenc.Encoding{textenc.Windows1252, textenc.Windows1250} {
		b := textenc.SingleByte(body, enc)
		if crc32.Checksum(b, castagnoli) == sum {
			return b, true
		}
	}
	return nil, false
}

// strictUnmarshal decodes JSON and refuses unknown fields and trailing data.
func strictUnmarshal(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return catalog.Errorf("journal.data-after-json")
	}
	return nil
}

// parseHeader reads the header line's JSON into h, or says why it is bad.
func parseHeader(body []byte, h *Header) error {
	var hj headerJSON
	if err := strictUnmarshal(body, &hj); err != nil {
		return catalog.Errorf("journal.header-invalid", err)
	}
	if hj.Journal != magic {
		return catalog.Errorf("journal.not-blindchess")
	}
	if hj.Version != Version {
		if hj.Version > Version {
			return catalog.Errorf("journal.version-newer", hj.Version, Version)
		}
		return catalog.Errorf("journal.version-unknown", hj.Version)
	}
	h.Version = hj.Version
	if hj.Created != nil {
		h.Created = *hj.Created
	}
	h.Setup = hj.Setup
	return nil
}

// parseRecord reads a record line's JSON into r, or says why it is bad.
func parseRecord(body []byte, r *Record) error {
	var rj recordJSON
	if err := strictUnmarshal(body, &rj); err != nil {
		return catalog.Errorf("journal.record-invalid", err)
	}
	if rj.At < 0 {
		return catalog.Errorf("journal.negative-time", rj.Seq)
	}
	*r = Record{Seq: rj.Seq, At: time.Duration(rj.At), Source: rj.Source, Input: rj.Input}
	if rj.Wall != nil {
		r.Wall = *rj.Wall
	}
	return nil
}
