package main

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPlayScriptWindows1252: a script file written in Windows-1252 reaches
// the table, the journal and the JSON output as UTF-8.
func TestPlayScriptWindows1252(t *testing.T) {
	dir := t.TempDir()
	script := playScriptFile(t, "0 e4\r\n1 S\xe4misch \x96 zug\r\n")
	out, errs, code := playRun(t, "", "--lang", "en", "--script", script, "--virtual", "--json",
		"--journal", filepath.Join(dir, "g.journal"), "--pgn", filepath.Join(dir, "g.pgn"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !utf8.ValidString(out) || !strings.Contains(out, `{"t":1,"event":"input","seq":2,"source":"script","text":"Sämisch – zug"}`) {
		t.Errorf("stdout:\n%s", out)
	}
}
