package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"time"
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
	// Reason says what is wrong with it.
	Reason string
}

// Error names the place and the damage, and what to do.
func (e *CorruptError) Error() string {
	where := "journal"
	if e.Path != "" {
		where = "journal " + e.Path
	}
	return fmt.Sprintf("%s is damaged at line %d (byte %d): %s; the records before it are intact — keep the file for the arbiter (the game's PGN file holds its moves)", where, e.Line, e.Offset, e.Reason)
}

// ErrNoHeader means the journal has no complete header line: the file is
// empty, or the crash happened while the game was being set up. No input of
// a game was ever acknowledged in it.
var ErrNoHeader = errors.New("journal has no complete header: the game was never started in it")

// Read reads and checks the journal file at path. See Parse.
func Read(path string) (*Log, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read journal: %w", err)
	}
	log, err := Parse(data)
	var ce *CorruptError
	if errors.As(err, &ce) {
		ce.Path = path
		return log, err
	}
	if err != nil {
		return log, fmt.Errorf("journal %s: %w", path, err)
	}
	return log, nil
}

// Parse reads a journal from its bytes. A torn tail — an incomplete last
// line, or zero bytes after the last complete line — is dropped and counted
// in Log.Torn. Any other damage returns the log read so far and a
// *CorruptError; a file without a complete header returns ErrNoHeader.
func Parse(data []byte) (*Log, error) {
	log := &Log{}
	var off int64
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
		body, reason := checkLine(rest[:nl])
		if reason == "" {
			if line == 1 {
				reason = parseHeader(body, &log.Header)
			} else {
				var r Record
				reason = parseRecord(body, &r)
				if reason == "" {
					want := uint64(len(log.Records)) + 1
					if r.Seq != want {
						reason = fmt.Sprintf("record number %d where %d was expected", r.Seq, want)
					} else {
						log.Records = append(log.Records, r)
					}
				}
			}
		}
		if reason != "" {
			return log, &CorruptError{Line: line, Offset: off, Reason: reason}
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
		if _, reason := checkLine(bytes.TrimLeft(rest[:nl], "\x00")); reason == "" {
			return false
		}
		rest = rest[nl+1:]
	}
}

// checkLine verifies the checksum of one line (without its newline) and
// returns its JSON, or a reason why it is bad.
func checkLine(l []byte) ([]byte, string) {
	if len(l) < 10 || l[8] != ' ' {
		return nil, "not a journal line (expected 8 hex digits, a space and JSON)"
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
			return nil, "not a journal line (the checksum is not 8 lower-case hex digits)"
		}
		sum = sum<<4 | uint32(v)
	}
	body := l[9:]
	if got := crc32.Checksum(body, castagnoli); got != sum {
		return nil, fmt.Sprintf("checksum mismatch (stored %08x, computed %08x): the line was changed or damaged", sum, got)
	}
	return body, ""
}

// strictUnmarshal decodes JSON and refuses unknown fields and trailing data.
func strictUnmarshal(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("data after the JSON object")
	}
	return nil
}

func parseHeader(body []byte, h *Header) string {
	var hj headerJSON
	if err := strictUnmarshal(body, &hj); err != nil {
		return fmt.Sprintf("header is not valid: %v", err)
	}
	if hj.Journal != magic {
		return "not a blindchess journal (the header does not say \"journal\":\"blindchess\")"
	}
	if hj.Version != Version {
		if hj.Version > Version {
			return fmt.Sprintf("journal format version %d is newer than this blindchess reads (%d): update blindchess", hj.Version, Version)
		}
		return fmt.Sprintf("unknown journal format version %d", hj.Version)
	}
	h.Version = hj.Version
	if hj.Created != nil {
		h.Created = *hj.Created
	}
	h.Setup = hj.Setup
	return ""
}

func parseRecord(body []byte, r *Record) string {
	var rj recordJSON
	if err := strictUnmarshal(body, &rj); err != nil {
		return fmt.Sprintf("record is not valid: %v", err)
	}
	if rj.At < 0 {
		return fmt.Sprintf("record %d has a negative time", rj.Seq)
	}
	*r = Record{Seq: rj.Seq, At: time.Duration(rj.At), Source: rj.Source, Input: rj.Input}
	if rj.Wall != nil {
		r.Wall = *rj.Wall
	}
	return ""
}
