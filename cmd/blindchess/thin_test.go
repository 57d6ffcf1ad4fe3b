package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxCommandLines is the most lines a command file may have: a command is
// flag parsing plus one call into a package that does the work.
const maxCommandLines = 300

// TestCommandFilesAreThin fails when a non-test Go file of this package has
// more than maxCommandLines lines: its logic belongs in a package under
// internal/ (docs/architecture.md).
func TestCommandFilesAreThin(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		if n := lineCount(src); n > maxCommandLines {
			t.Errorf("%s has %d lines, more than %d: move its logic into a package under internal/ and keep flag parsing plus one call", name, n, maxCommandLines)
		}
	}
	if checked == 0 {
		t.Fatal("no command files found")
	}
}

// lineCount counts the lines of src as wc -l does, plus a last line
// without a newline.
func lineCount(src []byte) int {
	n := bytes.Count(src, []byte("\n"))
	if len(src) > 0 && src[len(src)-1] != '\n' {
		n++
	}
	return n
}

func TestLineCountCountsLikeWc(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want int
	}{{"", 0}, {"a", 1}, {"a\n", 1}, {"a\nb", 2}, {"\n\n", 2}} {
		if got := lineCount([]byte(tc.src)); got != tc.want {
			t.Errorf("lineCount(%q) = %d, want %d", tc.src, got, tc.want)
		}
	}
}
