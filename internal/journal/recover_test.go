package journal

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// lineStarts returns the byte offsets at which the lines of data start.
func lineStarts(data []byte) []int {
	starts := []int{0}
	for i, c := range data {
		if c == '\n' && i+1 < len(data) {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// TestOpenRecover damages a journal in every way a user may meet and checks
// what is kept, what is dropped and said, that the damaged file is kept
// aside unchanged, and that the game's journal goes on after the repair.
func TestOpenRecover(t *testing.T) {
	type want struct {
		kept, lines, records int
		recovered            bool   // a Recovery is returned
		torn                 bool   // a torn tail was dropped instead
		err                  string // OpenRecover fails with this
		line                 int    // the damaged line, when not kept+2
	}
	tests := []struct {
		name   string
		damage func(data []byte) []byte
		want   want
	}{
		{"intact", func(d []byte) []byte { return d }, want{kept: 5}},
		{"garbage appended", func(d []byte) []byte { return append(d, "hello\nworld\n"...) }, want{kept: 5, lines: 2, recovered: true}},
		{"binary garbage appended", func(d []byte) []byte { return append(d, "\xff\xfe\x00garbage\n\x01\x02"...) }, want{kept: 5, lines: 2, recovered: true}},
		{"garbage appended without a line end", func(d []byte) []byte { return append(d, "garbage"...) }, want{kept: 5, torn: true}},
		{"truncated inside the last record", func(d []byte) []byte { return d[:len(d)-7] }, want{kept: 4, torn: true}},
		{"truncated inside the third record", func(d []byte) []byte {
			s := lineStarts(d)
			return d[:s[3]+10]
		}, want{kept: 2, torn: true}},
		{"a changed byte in the third record", func(d []byte) []byte {
			s := lineStarts(d)
			d[s[3]+20] ^= 1
			return d
		}, want{kept: 2, lines: 3, records: 2, recovered: true}},
		{"a record missing in the middle", func(d []byte) []byte {
			s := lineStarts(d)
			return append(append([]byte{}, d[:s[2]]...), d[s[3]:]...)
		}, want{kept: 1, lines: 3, records: 3, recovered: true}},
		{"garbage inserted in the middle", func(d []byte) []byte {
			s := lineStarts(d)
			return append(append(append([]byte{}, d[:s[4]]...), "GARBAGE\n"...), d[s[4]:]...)
		}, want{kept: 5, lines: 1, recovered: true, line: 5}},
		{"two lines of garbage in the middle and garbage at the end", func(d []byte) []byte {
			s := lineStarts(d)
			out := append([]byte{}, d[:s[2]]...)
			out = append(out, "\xff\xfe junk\n"...)
			out = append(out, d[s[2]:s[4]]...)
			out = append(out, "12345678 {\"seq\":4}\n"...)
			out = append(out, d[s[4]:]...)
			return append(out, "tail\n"...)
		}, want{kept: 5, lines: 3, recovered: true, line: 3}},
		{"garbage in the middle, then a record lost", func(d []byte) []byte {
			s := lineStarts(d)
			out := append([]byte{}, d[:s[2]]...)
			out = append(out, "junk\n"...)
			out = append(out, d[s[2]:s[4]]...)
			return append(out, d[s[5]:]...)
		}, want{kept: 3, lines: 2, records: 1, recovered: true, line: 3}},
		{"empty file", func([]byte) []byte { return nil }, want{err: "no complete header"}},
		{"damaged header", func(d []byte) []byte { d[15] ^= 1; return d }, want{err: "line 1"}},
		{"a file of another program", func([]byte) []byte {
			return []byte("[Event \"Open\"]\n[White \"Anna\"]\n\n1. e4 e5 *\n")
		}, want{err: "line 1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, stored := writeJournal(t)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			damaged := tt.damage(data)
			if err := os.WriteFile(path, damaged, 0o644); err != nil {
				t.Fatal(err)
			}
			j, log, rec, err := OpenRecover(path)
			if tt.want.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.want.err) {
					t.Fatalf("err = %v, want one with %q", err, tt.want.err)
				}
				after, _ := os.ReadFile(path)
				if !bytes.Equal(after, damaged) {
					t.Errorf("the unrecoverable file was changed")
				}
				if _, serr := os.Stat(path + ".damaged"); serr == nil {
					t.Errorf("a copy was made of an unrecoverable file")
				}
				return
			}
			if err != nil {
				t.Fatalf("OpenRecover: %v", err)
			}
			if len(log.Records) != tt.want.kept {
				t.Fatalf("kept %d records, want %d", len(log.Records), tt.want.kept)
			}
			for i, r := range log.Records {
				if r.Seq != stored[i].Seq || r.Input != stored[i].Input || r.At != stored[i].At {
					t.Errorf("record %d = %+v, want %+v", i, r, stored[i])
				}
			}
			if (log.Torn > 0) != tt.want.torn {
				t.Errorf("torn = %d, want torn %v", log.Torn, tt.want.torn)
			}
			if (rec != nil) != tt.want.recovered {
				t.Fatalf("recovery = %+v, want one: %v", rec, tt.want.recovered)
			}
			if rec != nil {
				if rec.Kept != tt.want.kept || rec.Lines != tt.want.lines || rec.Records != tt.want.records {
					t.Errorf("recovery kept %d, dropped %d lines (%d records), want %d, %d (%d)", rec.Kept, rec.Lines, rec.Records, tt.want.kept, tt.want.lines, tt.want.records)
				}
				if rec.Bytes != int64(len(damaged))-log.Size {
					t.Errorf("dropped %d bytes, want %d", rec.Bytes, int64(len(damaged))-log.Size)
				}
				if rec.SavedAs != path+".damaged" {
					t.Errorf("saved as %q", rec.SavedAs)
				}
				if copyData, _ := os.ReadFile(rec.SavedAs); !bytes.Equal(copyData, damaged) {
					t.Errorf("the copy differs from the damaged file")
				}
				line := tt.want.line
				if line == 0 {
					line = tt.want.kept + 2
				}
				if rec.Damage.Line != line {
					t.Errorf("damage at line %d, want %d", rec.Damage.Line, line)
				}
			}
			// The journal goes on after the kept records.
			got, err := j.Append(Record{At: 100 * time.Hour, Source: "keyboard", Input: "after"})
			if err != nil {
				t.Fatalf("Append after recovery: %v", err)
			}
			if got.Seq != uint64(tt.want.kept)+1 {
				t.Errorf("next seq %d, want %d", got.Seq, tt.want.kept+1)
			}
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}
			again, err := Read(path)
			if err != nil {
				t.Fatalf("re-read after recovery: %v", err)
			}
			if len(again.Records) != tt.want.kept+1 || again.Torn != 0 {
				t.Errorf("re-read: %d records, torn %d", len(again.Records), again.Torn)
			}
		})
	}
}

// TestOpenRecoverTwice keeps both damaged copies when a journal is damaged
// and recovered twice.
func TestOpenRecoverTwice(t *testing.T) {
	path, _ := writeJournal(t)
	for i, want := range []string{path + ".damaged", path + ".damaged.2"} {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString("junk\n")
		f.Close()
		j, _, rec, err := OpenRecover(path)
		if err != nil || rec == nil {
			t.Fatalf("round %d: %v, %+v", i, err, rec)
		}
		j.Close()
		if rec.SavedAs != want {
			t.Errorf("round %d: saved as %s, want %s", i, rec.SavedAs, want)
		}
	}
	var ce *CorruptError
	if _, err := Read(path); errors.As(err, &ce) {
		t.Errorf("journal still damaged: %v", err)
	}
}

// FuzzOpenRecover damages a journal with arbitrary bytes after an intact
// prefix: OpenRecover never panics, never changes a journal it cannot
// recover, and after a recovery the journal reads back cleanly with the
// records it kept.
func FuzzOpenRecover(f *testing.F) {
	f.Add(uint16(400), []byte("garbage\n"))
	f.Add(uint16(0), []byte{})
	f.Add(uint16(50), []byte("\x00\x00\n"))
	f.Add(uint16(9999), []byte("12345678 {\"seq\":9}\n"))
	f.Fuzz(func(t *testing.T, cut uint16, tail []byte) {
		dir := t.TempDir()
		path := dir + "/game.journal"
		j, err := Create(path, testHeader())
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range testRecords() {
			if _, err := j.Append(r); err != nil {
				t.Fatal(err)
			}
		}
		j.Close()
		data, _ := os.ReadFile(path)
		data = append(data[:min(int(cut), len(data))], tail...)
		os.WriteFile(path, data, 0o644)
		j, log, rec, err := OpenRecover(path)
		if err != nil {
			if j != nil {
				j.Close()
			}
			if after, _ := os.ReadFile(path); j == nil && !bytes.Equal(after, data) {
				t.Fatalf("an unrecoverable journal was changed: %v", err)
			}
			return
		}
		j.Close()
		again, err := Read(path)
		if err != nil {
			t.Fatalf("after OpenRecover (recovery %+v): %v", rec, err)
		}
		if len(again.Records) != len(log.Records) {
			t.Fatalf("kept %d records, re-read %d", len(log.Records), len(again.Records))
		}
	})
}

// TestOpenRemovesTempFilesOfAKilledRepair: a session killed while it
// rewrote a damaged journal (replaceFile) leaves "game.journal.new<digits>";
// the next open of the journal removes it, and nothing else.
func TestOpenRemovesTempFilesOfAKilledRepair(t *testing.T) {
	path, _ := writeJournal(t)
	dir := filepath.Dir(path)
	base := filepath.Base(path)
	for _, name := range []string{base + ".new123456", base + ".newabc", base + ".damaged", "other.new1"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	j, _, err := OpenAppend(path)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	for name, want := range map[string]bool{base + ".new123456": false, base + ".newabc": true, base + ".damaged": true, "other.new1": true, base: true} {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != want {
			t.Errorf("%s: exists %v, want %v", name, err == nil, want)
		}
	}
}
