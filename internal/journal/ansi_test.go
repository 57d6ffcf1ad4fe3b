package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestJournalCopiedToAWindowsCodePage: a journal that a copy on Windows
// turned into the machine's "ANSI" code page (Windows-1252 in Western
// Europe, Windows-1250 in Central Europe: "Jäger", "Černý" in one byte
// each), with CR LF line ends, reads with every record, its names as they
// were written, and a resume appends to it. Until this version its first
// line's checksum, computed on the UTF-8, was wrong, and the game could
// not be resumed. A line changed otherwise is still refused.
func TestJournalCopiedToAWindowsCodePage(t *testing.T) {
	tests := []struct {
		name, white, black string
		ansi               map[rune]byte
	}{
		{"Windows-1252", "Björn Jäger", "Ursula Özdemir", map[rune]byte{'ö': 0xF6, 'ä': 0xE4, 'Ö': 0xD6, 'ü': 0xFC}},
		{"Windows-1250", "Jiří Černý", "Věra Žáková", map[rune]byte{'ř': 0xF8, 'í': 0xED, 'Č': 0xC8, 'ý': 0xFD, 'ě': 0xEC, 'Ž': 0x8E, 'á': 0xE1, 'ü': 0xFC}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			setup, err := json.Marshal(map[string]string{"white": tc.white, "black": tc.black})
			must(t, err)
			path := filepath.Join(t.TempDir(), "game.journal")
			j, err := Create(path, Header{Created: time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC), Setup: setup})
			must(t, err)
			for _, r := range testRecords() {
				_, err := j.Append(r)
				must(t, err)
			}
			must(t, j.Close())
			utf, err := os.ReadFile(path)
			must(t, err)
			var ansi []byte
			for _, r := range string(utf) {
				switch b, ok := tc.ansi[r]; {
				case ok:
					ansi = append(ansi, b)
				case r == '\n':
					ansi = append(ansi, '\r', '\n')
				case r < 0x80:
					ansi = append(ansi, byte(r))
				default:
					t.Fatalf("no byte for %q", r)
				}
			}
			log, err := Parse(ansi)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if string(log.Header.Setup) != string(setup) {
				t.Errorf("setup %s, want %s", log.Header.Setup, setup)
			}
			if n := len(log.Records); n != 5 || log.Records[4].Input != testRecords()[4].Input {
				t.Errorf("%d records, the last %+v", n, log.Records[n-1])
			}
			must(t, os.WriteFile(path, ansi, 0o600))
			j, _, err = OpenAppend(path)
			must(t, err)
			_, err = j.Append(Record{Source: "keyboard", Input: "Sf3"})
			must(t, err)
			must(t, j.Close())
			again, err := Read(path)
			if err != nil {
				t.Fatalf("after a resume: %v", err)
			}
			if n := len(again.Records); n != 6 || again.Records[5].Input != "Sf3" || string(again.Header.Setup) != string(setup) {
				t.Errorf("after a resume: %d records, setup %s", n, again.Header.Setup)
			}
			// One letter changed besides: damaged, as before.
			bad := bytes.Replace(ansi, []byte("Anna"), []byte("Anne"), 1)
			if !bytes.Contains(ansi, []byte("Anna")) {
				bad = bytes.Replace(ansi, []byte(`"white"`), []byte(`"whitE"`), 1)
			}
			var ce *CorruptError
			if _, err := Parse(bad); !errors.As(err, &ce) || ce.Line != 1 || !strings.Contains(err.Error(), "checksum") {
				t.Errorf("a changed line: %v", err)
			}
		})
	}
}
