package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayOverLineSaysAnExceptionalResultInWords: the session's last line
// gives an exceptional result with its words ("0-0" alone reads as
// castling), as the table's own end does. Exact in German, English and
// Czech.
func TestPlayOverLineSaysAnExceptionalResultInWords(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Partie beendet: 0-0 (beide Spieler verlieren). PGN: "},
		{"en", "Game over: 0-0 (both players lose). PGN: "},
		{"cs", "Partie skončila: 0-0 (oba hráči prohrávají). PGN: "},
	} {
		dir := t.TempDir()
		p := filepath.Join(dir, "g.pgn")
		out, errs, code := playRun(t, "", "--lang", tc.lang, "--script", playScriptFile(t, "0 arbiter result 0-0\n1 yes\n"),
			"--virtual", "--journal", filepath.Join(dir, "g.journal"), "--pgn", p)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.lang, code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if last, want := lines[len(lines)-1], tc.want+p+"."; last != want {
			t.Errorf("%s: last line %q, want %q", tc.lang, last, want)
		}
	}
}
