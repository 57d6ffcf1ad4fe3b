package journal

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestJournalSavedByAWindowsEditor: a journal opened and saved by an
// editor on Windows (a UTF-8 byte order mark before the first line, CR LF
// line ends, or both) reads with all its records, and a resume appends to
// it. Until this version its first line was "damaged" and the game could
// not be resumed at all. A cut inside a CR LF line is still a torn tail.
func TestJournalSavedByAWindowsEditor(t *testing.T) {
	path, _ := writeJournal(t)
	plain, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	crlf := bytes.ReplaceAll(plain, []byte("\n"), []byte("\r\n"))
	bom := append([]byte("\xEF\xBB\xBF"), plain...)
	bomCRLF := append([]byte("\xEF\xBB\xBF"), crlf...)
	tests := []struct {
		name    string
		data    []byte
		records int
		torn    int64
	}{
		{"CR LF", crlf, 5, 0},
		{"byte order mark", bom, 5, 0},
		{"byte order mark and CR LF", bomCRLF, 5, 0},
		{"CR LF cut in the last line", crlf[:len(crlf)-20], 4, int64(len(crlf) - 20 - bytes.LastIndexByte(crlf[:len(crlf)-1], '\n') - 1)},
		{"CR LF cut between CR and LF", crlf[:len(crlf)-1], 4, int64(len(crlf) - 1 - bytes.LastIndexByte(crlf[:len(crlf)-1], '\n') - 1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			log, err := Parse(tc.data)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if len(log.Records) != tc.records || log.Torn != tc.torn || log.Size+log.Torn != int64(len(tc.data)) {
				t.Fatalf("%d records, size %d, torn %d of %d bytes; want %d records, torn %d", len(log.Records), log.Size, log.Torn, len(tc.data), tc.records, tc.torn)
			}
			if !reflect.DeepEqual(log.Records, wantRecords()[:tc.records]) {
				t.Errorf("records %+v", log.Records)
			}
			if h := log.Header; h.Version != Version || !h.Created.Equal(testHeader().Created) || string(h.Setup) != string(testSetup) {
				t.Errorf("header %+v", log.Header)
			}
			p := filepath.Join(t.TempDir(), "game.journal")
			must(t, os.WriteFile(p, tc.data, 0o600))
			j, _, err := OpenAppend(p)
			must(t, err)
			_, err = j.Append(Record{Source: "keyboard", Input: "Nf3"})
			must(t, err)
			must(t, j.Close())
			again, err := Read(p)
			if err != nil {
				t.Fatalf("after a resume: %v", err)
			}
			if n := len(again.Records); n != tc.records+1 || again.Records[n-1].Input != "Nf3" {
				t.Errorf("after a resume: %d records", n)
			}
		})
	}
}
