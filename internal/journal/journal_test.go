package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

var testSetup = json.RawMessage(`{"white":"Anna","black":"Bert","time":"90+30"}`)

func testHeader() Header {
	return Header{Created: time.Date(2025, 3, 1, 14, 0, 0, 0, time.UTC), Setup: testSetup}
}

func testRecords() []Record {
	return []Record{
		{At: 0, Source: "keyboard", Input: "e4"},
		{At: 1500 * time.Millisecond, Source: "keyboard", Input: "press"},
		{At: 3 * time.Second, Source: "keyboard", Input: "springer felix sechs", Wall: time.Date(2025, 3, 1, 14, 0, 3, 0, time.UTC)},
		{At: 90 * time.Minute, Source: "timer", Input: "timer"},
		{At: 90*time.Minute + 1, Source: "keyboard", Input: "text with \"quotes\", tabs\tand\nnewlines, ü"},
	}
}

// writeJournal creates a journal with the test header and records and
// returns its path and the records as stored.
func writeJournal(t *testing.T) (string, []Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.journal")
	j, err := Create(path, testHeader())
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	var stored []Record
	for _, r := range testRecords() {
		got, err := j.Append(r)
		if err != nil {
			t.Fatalf("Append: %v", err)
		}
		stored = append(stored, got)
	}
	if err := j.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	return path, stored
}

func wantRecords() []Record {
	rs := testRecords()
	for i := range rs {
		rs[i].Seq = uint64(i + 1)
	}
	return rs
}

func TestRoundTrip(t *testing.T) {
	path, stored := writeJournal(t)
	if !reflect.DeepEqual(stored, wantRecords()) {
		t.Fatalf("Append returned %+v, want %+v", stored, wantRecords())
	}
	log, err := Read(path)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if log.Torn != 0 {
		t.Errorf("Torn = %d, want 0", log.Torn)
	}
	fi, _ := os.Stat(path)
	if log.Size != fi.Size() {
		t.Errorf("Size = %d, file has %d bytes", log.Size, fi.Size())
	}
	if log.Header.Version != Version || !log.Header.Created.Equal(testHeader().Created) || string(log.Header.Setup) != string(testSetup) {
		t.Errorf("header = %+v", log.Header)
	}
	if !reflect.DeepEqual(log.Records, wantRecords()) {
		t.Errorf("records = %+v\nwant %+v", log.Records, wantRecords())
	}
}

func TestFileFormat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j")
	j, err := Create(path, Header{Setup: json.RawMessage(`{"a":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := j.Append(Record{At: 2 * time.Second, Source: "script", Input: "e4"}); err != nil {
		t.Fatal(err)
	}
	j.Close()
	data, _ := os.ReadFile(path)
	want := "" +
		"{\"journal\":\"blindchess\",\"version\":1,\"setup\":{\"a\":1}}\n" +
		"{\"seq\":1,\"t\":2000000000,\"src\":\"script\",\"in\":\"e4\"}\n"
	// Each line is "<crc32c of the JSON, 8 hex> <JSON>".
	for _, l := range strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n") {
		if _, reason := checkLine([]byte(strings.TrimSuffix(l, "\n"))); reason != nil {
			t.Errorf("line %q: %v", l, reason)
		}
	}
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if l == "" {
			continue
		}
		if want := fmt.Sprintf("%08x ", crcOf(strings.TrimSuffix(l[9:], "\n"))); l[:9] != want {
			t.Errorf("line %q: checksum prefix %q, want %q", l, l[:9], want)
		}
	}
	if stripSums(string(data)) != want {
		t.Errorf("file =\n%s\nwant (ignoring checksums)\n%s", data, want)
	}
}

func stripSums(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if len(l) > 9 {
			b.WriteString(l[9:])
		}
	}
	return b.String()
}

func TestCreateRefusesExisting(t *testing.T) {
	path, _ := writeJournal(t)
	before, _ := os.ReadFile(path)
	j, err := Create(path, testHeader())
	if j != nil || !errors.Is(err, fs.ErrExist) {
		t.Fatalf("Create on an existing journal = %v, %v; want nil, fs.ErrExist", j, err)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Fatal("Create changed an existing journal")
	}
}

func TestCreateRejectsBadSetup(t *testing.T) {
	_, err := Create(filepath.Join(t.TempDir(), "j"), Header{Setup: json.RawMessage(`{"a":`)})
	if err == nil || !strings.Contains(err.Error(), "not valid JSON") {
		t.Fatalf("err = %v, want a setup JSON error", err)
	}
}

// TestTornLastRecord cuts the file at every byte of the last record (and of
// the header) and checks that the records before it are intact, that the
// torn bytes are counted, and that appending after OpenAppend continues
// cleanly.
func TestTornLastRecord(t *testing.T) {
	path, _ := writeJournal(t)
	full, _ := os.ReadFile(path)
	want := wantRecords()
	lines := bytes.SplitAfter(full, []byte("\n"))
	lastStart := len(full) - len(lines[len(lines)-2]) // lines ends with ""
	headerLen := len(lines[0])
	dir := t.TempDir()
	for cut := lastStart; cut < len(full); cut++ {
		p := filepath.Join(dir, fmt.Sprintf("cut%d", cut))
		if err := os.WriteFile(p, full[:cut], 0o644); err != nil {
			t.Fatal(err)
		}
		log, err := Read(p)
		if err != nil {
			t.Fatalf("cut at %d: Read: %v", cut, err)
		}
		if !reflect.DeepEqual(log.Records, want[:len(want)-1]) {
			t.Fatalf("cut at %d: records = %+v", cut, log.Records)
		}
		if log.Torn != int64(cut-lastStart) || log.Size != int64(lastStart) {
			t.Fatalf("cut at %d: Torn = %d, Size = %d; want %d, %d", cut, log.Torn, log.Size, cut-lastStart, lastStart)
		}
		j, log2, err := OpenAppend(p)
		if err != nil {
			t.Fatalf("cut at %d: OpenAppend: %v", cut, err)
		}
		if log2.Torn != log.Torn {
			t.Fatalf("cut at %d: OpenAppend log differs", cut)
		}
		r, err := j.Append(Record{At: time.Hour, Source: "keyboard", Input: "again"})
		if err != nil || r.Seq != uint64(len(want)) {
			t.Fatalf("cut at %d: Append = %+v, %v; want seq %d", cut, r, err, len(want))
		}
		j.Close()
		log3, err := Read(p)
		if err != nil || log3.Torn != 0 || len(log3.Records) != len(want) || log3.Records[len(want)-1].Input != "again" {
			t.Fatalf("cut at %d: after append: %+v, %v", cut, log3, err)
		}
	}
	// A cut inside the header: no game was ever acknowledged.
	for cut := 0; cut < headerLen; cut++ {
		log, err := Parse(full[:cut])
		if !errors.Is(err, ErrNoHeader) {
			t.Fatalf("header cut at %d: err = %v, want ErrNoHeader", cut, err)
		}
		if log.Torn != int64(cut) {
			t.Fatalf("header cut at %d: Torn = %d", cut, log.Torn)
		}
	}
	// A cut exactly after the header: a game with no inputs yet.
	log, err := Parse(full[:headerLen])
	if err != nil || len(log.Records) != 0 || log.Torn != 0 {
		t.Fatalf("cut after header: %+v, %v", log, err)
	}
}

func TestZeroFilledTail(t *testing.T) {
	path, _ := writeJournal(t)
	full, _ := os.ReadFile(path)
	want := wantRecords()
	// A power loss can leave the file extended with zeros.
	zeros := append(append([]byte{}, full...), make([]byte, 700)...)
	log, err := Parse(zeros)
	if err != nil || !reflect.DeepEqual(log.Records, want) || log.Torn != 700 {
		t.Fatalf("zero tail: Torn = %d, err = %v", log.Torn, err)
	}
	// Zeros, then the rest of an unsynced batch ending in a newline.
	lines := bytes.SplitAfter(full, []byte("\n"))
	last := lines[len(lines)-2]
	half := append(append([]byte{}, full[:len(full)-len(last)]...), make([]byte, 20)...)
	half = append(half, last[20:]...)
	log, err = Parse(half)
	if err != nil || len(log.Records) != len(want)-1 || log.Torn != int64(len(last)) {
		t.Fatalf("zeros then a partial line: Torn = %d, records = %d, err = %v", log.Torn, len(log.Records), err)
	}
	// Zeros followed by a correct line are damage, not a crash.
	mid := append(append([]byte{}, full[:len(full)-len(last)]...), make([]byte, 30)...)
	mid = append(mid, '\n')
	mid = append(mid, last...)
	_, err = Parse(mid)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Line != len(want)+1 {
		t.Fatalf("zeros before a good line: err = %v, want corruption at line %d", err, len(want)+1)
	}
}

// TestCorruption damages a complete record in many ways and checks that the
// error names the line and offset and says what is wrong.
func TestCorruption(t *testing.T) {
	path, _ := writeJournal(t)
	full, _ := os.ReadFile(path)
	lines := bytes.SplitAfter(full, []byte("\n"))
	lines = lines[:len(lines)-1]
	offsetOf := func(i int) int64 {
		var o int64
		for _, l := range lines[:i] {
			o += int64(len(l))
		}
		return o
	}
	relined := func(i int, body string) []byte {
		sum := fmt.Sprintf("%08x ", crcOf(body))
		out := append([]byte{}, bytes.Join(lines[:i], nil)...)
		out = append(out, sum+body+"\n"...)
		return append(out, bytes.Join(lines[i+1:], nil)...)
	}
	replaced := func(i int, line string) []byte {
		out := append([]byte{}, bytes.Join(lines[:i], nil)...)
		out = append(out, line...)
		return append(out, bytes.Join(lines[i+1:], nil)...)
	}
	cases := []struct {
		name   string
		data   []byte
		line   int
		reason string
	}{
		{"flipped byte in a middle record", flip(full, int(offsetOf(2))+30), 3, "checksum mismatch"},
		{"flipped byte in the header", flip(full, 40), 1, "checksum mismatch"},
		{"flipped byte in the last record (complete line)", flip(full, len(full)-5), len(lines), "checksum mismatch"},
		{"flipped checksum digit", flip(full, int(offsetOf(1))+3), 2, "checksum"},
		{"upper-case checksum", replaced(1, strings.ToUpper(string(lines[1][:8]))+string(lines[1][8:])), 2, "not 8 lower-case hex"},
		{"no checksum", replaced(1, "{\"seq\":1}\n"), 2, "not a journal line"},
		{"empty line", replaced(2, "\n"), 3, "not a journal line"},
		{"seq gap", relined(2, `{"seq":3,"t":0,"src":"k","in":"x"}`), 3, "record number 3 where 2 was expected"},
		{"seq repeat", relined(2, `{"seq":1,"t":0,"src":"k","in":"x"}`), 3, "record number 1 where 2 was expected"},
		{"unknown field", relined(2, `{"seq":2,"t":0,"src":"k","in":"x","extra":1}`), 3, "unknown field"},
		{"bad JSON", relined(2, `{"seq":2,`), 3, "record is not valid"},
		{"trailing data", relined(2, `{"seq":2,"t":0,"src":"k","in":"x"} {}`), 3, "data after"},
		{"negative time", relined(2, `{"seq":2,"t":-5,"src":"k","in":"x"}`), 3, "negative time"},
		{"not a blindchess journal", relined(0, `{"journal":"other","version":1}`), 1, "not a blindchess journal"},
		{"newer version", relined(0, `{"journal":"blindchess","version":2}`), 1, "newer than this blindchess reads"},
		{"version zero", relined(0, `{"journal":"blindchess","version":0}`), 1, "unknown journal format version 0"},
		{"header that is a record", relined(0, `{"seq":1,"t":0,"src":"k","in":"x"}`), 1, "header is not valid"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "j")
			os.WriteFile(p, c.data, 0o644)
			log, err := Read(p)
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want *CorruptError", err)
			}
			if ce.Line != c.line || ce.Offset != offsetOf(c.line-1) || ce.Path != p {
				t.Errorf("at line %d offset %d path %q; want line %d offset %d", ce.Line, ce.Offset, ce.Path, c.line, offsetOf(c.line-1))
			}
			if !strings.Contains(ce.Reason, c.reason) {
				t.Errorf("reason %q does not contain %q", ce.Reason, c.reason)
			}
			if want := fmt.Sprintf("line %d (byte %d)", c.line, offsetOf(c.line-1)); !strings.Contains(err.Error(), want) {
				t.Errorf("message %q does not contain %q", err.Error(), want)
			}
			if c.line > 1 && len(log.Records) != c.line-2 {
				t.Errorf("records before the damage = %d, want %d", len(log.Records), c.line-2)
			}
			// OpenAppend must refuse to write after damage.
			j, _, err := OpenAppend(p)
			if j != nil || !errors.As(err, &ce) {
				t.Errorf("OpenAppend on a damaged journal = %v, %v", j, err)
			}
		})
	}
}

func crcOf(s string) uint32 {
	return crc32.Checksum([]byte(s), castagnoli)
}

func flip(b []byte, i int) []byte {
	out := append([]byte{}, b...)
	out[i] ^= 0x01
	if out[i] == '\n' {
		out[i] ^= 0x03
	}
	return out
}

func TestEmptyAndMissing(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	os.WriteFile(empty, nil, 0o644)
	if _, err := Read(empty); !errors.Is(err, ErrNoHeader) {
		t.Errorf("empty file: %v, want ErrNoHeader", err)
	}
	if _, err := Read(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v, want fs.ErrNotExist", err)
	}
	if _, _, err := OpenAppend(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("OpenAppend missing file: %v, want fs.ErrNotExist", err)
	}
}

// TestFullDisk writes to /dev/full, a real device that fails every write
// with ENOSPC.
func TestFullDisk(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full on this system")
	}
	path := filepath.Join(t.TempDir(), "j")
	devFull := func(string, int) (file, error) { return os.OpenFile("/dev/full", os.O_WRONLY, 0) }
	j, err := create(path, testHeader(), devFull)
	var we *WriteError
	if j == nil || !errors.As(err, &we) || !DiskFull(err) {
		t.Fatalf("Create on a full disk = %v, %v; want a journal and a *WriteError with ENOSPC", j, err)
	}
	for i, r := range testRecords() {
		got, err := j.Append(r)
		if !errors.As(err, &we) || we.Pending != i+1 || j.Pending() != i+1 {
			t.Fatalf("Append %d: err = %v, pending %d", i, err, j.Pending())
		}
		if got.Seq != uint64(i+1) {
			t.Fatalf("Append %d: seq %d", i, got.Seq)
		}
	}
	// The system's words for it: Linux's; Windows has its own.
	if (runtime.GOOS != "windows" && !strings.Contains(we.Error(), "no space left on device")) || !strings.Contains(we.Error(), "5 record(s) kept in memory only") {
		t.Errorf("message %q", we.Error())
	}
	if err := j.Close(); !errors.As(err, &we) {
		t.Errorf("Close with pending records = %v, want *WriteError", err)
	}
}

// flaky is a real file whose writes and syncs can be made to fail, like a
// disk that fills up and is then cleared.
type flaky struct {
	*os.File
	failWrite   bool
	partial     bool // write half the buffer before failing
	failSync    bool
	writes      int
	truncations int
}

func (f *flaky) Write(b []byte) (int, error) {
	f.writes++
	if f.failWrite {
		n := 0
		if f.partial {
			n, _ = f.File.Write(b[:len(b)/2])
		}
		return n, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
	}
	return f.File.Write(b)
}

func (f *flaky) Sync() error {
	if f.failSync {
		return &os.PathError{Op: "sync", Path: f.Name(), Err: syscall.EIO}
	}
	return f.File.Sync()
}

func (f *flaky) Truncate(n int64) error {
	f.truncations++
	return f.File.Truncate(n)
}

// TestCloseOnAFailingDiskLeavesNoPartialRecord closes a journal whose
// disk takes half of every write (a disk that fills in the middle of a
// line), with records still held in memory: the file ends with the last
// record that was written whole, so that a resume does not report
// announced moves as a crash's unacknowledged tail; Contents has them all.
func TestCloseOnAFailingDiskLeavesNoPartialRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j")
	var fl *flaky
	open := func(p string, flag int) (file, error) {
		f, err := os.OpenFile(p, flag, 0o600)
		if err != nil {
			return nil, err
		}
		fl = &flaky{File: f}
		return fl, nil
	}
	j, err := create(path, testHeader(), open)
	if err != nil {
		t.Fatal(err)
	}
	recs := testRecords()
	if _, err := j.Append(recs[0]); err != nil {
		t.Fatal(err)
	}
	fl.failWrite, fl.partial = true, true
	for _, r := range recs[1:] {
		j.Append(r)
	}
	var we *WriteError
	if err := j.Close(); !errors.As(err, &we) || we.Pending != len(recs)-1 {
		t.Fatalf("Close = %v, want a *WriteError with %d pending", err, len(recs)-1)
	}
	log, err := Read(path)
	if err != nil || log.Torn != 0 || len(log.Records) != 1 {
		t.Fatalf("after Close: %v, %d records, torn %d; want 1 record, no torn tail", err, len(log.Records), log.Torn)
	}
	all, err := j.Contents()
	if err != nil {
		t.Fatal(err)
	}
	if whole, err := Parse(all); err != nil || !reflect.DeepEqual(whole.Records, wantRecords()) {
		t.Errorf("Contents: %v, %+v", err, whole)
	}
}

func TestRecoversWhenDiskClears(t *testing.T) {
	for _, mode := range []string{"write fails", "partial write", "sync fails"} {
		t.Run(mode, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "j")
			var fl *flaky
			open := func(p string, flag int) (file, error) {
				f, err := os.OpenFile(p, flag, 0o644)
				if err != nil {
					return nil, err
				}
				fl = &flaky{File: f}
				return fl, nil
			}
			j, err := create(path, testHeader(), open)
			if err != nil {
				t.Fatal(err)
			}
			recs := testRecords()
			if _, err := j.Append(recs[0]); err != nil {
				t.Fatal(err)
			}
			switch mode {
			case "write fails":
				fl.failWrite = true
			case "partial write":
				fl.failWrite, fl.partial = true, true
			case "sync fails":
				fl.failSync = true
			}
			for _, r := range recs[1:4] {
				if _, err := j.Append(r); err == nil {
					t.Fatal("Append succeeded on a failing disk")
				}
			}
			if j.Pending() != 3 {
				t.Fatalf("Pending = %d, want 3", j.Pending())
			}
			// While failing, what is on disk is a valid journal without a
			// torn tail: a half-written record is cut off at once.
			if log, err := Read(path); err != nil || len(log.Records) != 1 || log.Torn != 0 {
				t.Fatalf("during failure: %v, %d records, torn %d", err, len(log.Records), log.Torn)
			}
			fl.failWrite, fl.failSync = false, false
			if _, err := j.Append(recs[4]); err != nil {
				t.Fatalf("Append after the disk cleared: %v", err)
			}
			if j.Pending() != 0 {
				t.Fatalf("Pending = %d after recovery", j.Pending())
			}
			j.Close()
			log, err := Read(path)
			if err != nil || log.Torn != 0 || !reflect.DeepEqual(log.Records, wantRecords()) {
				t.Fatalf("after recovery: %+v, %v", log, err)
			}
			if mode != "write fails" && fl.truncations == 0 {
				t.Error("the unsynced bytes were not cut off before rewriting")
			}
		})
	}
}

func TestMissingFolderThenCreated(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "later")
	path := filepath.Join(dir, "j")
	j, err := Create(path, testHeader())
	var we *WriteError
	if j == nil || !errors.As(err, &we) || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Create in a missing folder = %v, %v", j, err)
	}
	if _, err := j.Append(testRecords()[0]); !errors.As(err, &we) || we.Pending != 1 {
		t.Fatalf("Append = %v", err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := j.Retry(); err != nil {
		t.Fatalf("Retry after the folder appeared: %v", err)
	}
	for _, r := range testRecords()[1:] {
		if _, err := j.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	j.Close()
	log, err := Read(path)
	if err != nil || !reflect.DeepEqual(log.Records, wantRecords()) {
		t.Fatalf("Read = %+v, %v", log, err)
	}
}

func TestUnwritableFolder(t *testing.T) {
	// A regular file where a folder should be: no process, root or not,
	// can create a file inside it.
	notDir := filepath.Join(t.TempDir(), "plain")
	os.WriteFile(notDir, []byte("x"), 0o644)
	j, err := Create(filepath.Join(notDir, "j"), testHeader())
	var we *WriteError
	if runtime.GOOS == "windows" {
		// Windows says the path is not found (ERROR_PATH_NOT_FOUND).
		if j == nil || !errors.As(err, &we) || !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("Create = %v, %v; want a *WriteError with ERROR_PATH_NOT_FOUND", j, err)
		}
		return
	}
	if j == nil || !errors.As(err, &we) || !errors.Is(err, syscall.ENOTDIR) {
		t.Fatalf("Create = %v, %v; want a *WriteError with ENOTDIR", j, err)
	}
	if !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("message %q does not say why", err)
	}
}

func TestAppendAfterClose(t *testing.T) {
	path, _ := writeJournal(t)
	j, _, err := OpenAppend(path)
	if err != nil {
		t.Fatal(err)
	}
	if j.NextSeq() != uint64(len(testRecords())+1) {
		t.Errorf("NextSeq = %d", j.NextSeq())
	}
	j.Close()
	if _, err := j.Append(Record{Input: "x"}); err == nil {
		t.Error("Append after Close succeeded")
	}
	if err := j.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
}

// TestOpenAppendReadOnly resumes a journal that can be read but not
// written: the game goes on in memory.
func TestOpenAppendReadOnly(t *testing.T) {
	path, _ := writeJournal(t)
	noWrite := func(p string, flag int) (file, error) {
		return nil, &os.PathError{Op: "open", Path: p, Err: syscall.EROFS}
	}
	j, log, err := openAppend(path, noWrite)
	var we *WriteError
	if j == nil || log == nil || !errors.As(err, &we) || len(log.Records) != len(testRecords()) {
		t.Fatalf("openAppend = %v, %v, %v", j, log, err)
	}
	if r, err := j.Append(Record{Input: "x"}); !errors.As(err, &we) || r.Seq != uint64(len(testRecords())+1) {
		t.Fatalf("Append = %+v, %v", r, err)
	}
}
