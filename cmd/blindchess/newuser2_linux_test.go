//go:build linux

package main

import (
	"path/filepath"
	"regexp"
	"testing"
)

// TestBoardWatchWritesTheSecondsWithTheLanguagesDecimalMark: each line of
// board watch starts with the seconds since it began, with a decimal
// comma in German and Czech and a point in English.
func TestBoardWatchWritesTheSecondsWithTheLanguagesDecimalMark(t *testing.T) {
	for _, tc := range []struct{ lang, pattern string }{
		{"de", `^\d+,\d{3} verbunden: `},
		{"cs", `^\d+,\d{3} připojeno: `},
		{"en", `^\d+\.\d{3} connected: `},
	} {
		link := filepath.Join(t.TempDir(), "dgt")
		startSimulator(t, "dgt", "--link", link)
		out := waitOutput(t, watch(t, "--dgt", link, "--count", "1", "--lang", tc.lang))
		if !regexp.MustCompile(tc.pattern).MatchString(out) {
			t.Errorf("%s: %q does not match %s", tc.lang, out, tc.pattern)
		}
	}
}
