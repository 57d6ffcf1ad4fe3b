package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFENWithFullmoveZero: a --fen with fullmove number 0, as puzzle
// collections write it (and as PGN files' FEN tags are read), is read as
// move 1 by position, perft and play, with a warning on standard error in
// the command's language; it used to be refused (exit 2).
func TestFENWithFullmoveZero(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	const fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 0"
	warn := map[string]string{
		"de": "blindchess: Warnung: --fen: Zugnummer 0: Zugnummern beginnen bei 1; die Stellung wird mit Zugnummer 1 gelesen\n",
		"en": "blindchess: warning: --fen: fullmove number 0: move numbers start at 1; the position is read with fullmove number 1\n",
		"cs": "blindchess: varování: --fen: číslo tahu 0: čísla tahů začínají od 1; pozice se čte s číslem tahu 1\n",
	}
	script := filepath.Join(t.TempDir(), "s.txt")
	if err := os.WriteFile(script, []byte("0 Rd8\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"de", "en", "cs"} {
		for _, args := range [][]string{
			{"position", "--fen", fen, "--json"},
			{"perft", "--fen", fen, "--depth", "1", "--json"},
			{"play", "--fen", fen, "--script", script, "--virtual", "--json"},
		} {
			code, out, errOut := runCLI(t, "", append(args, "--lang", lang)...)
			if code != 0 || errOut != warn[lang] {
				t.Errorf("%s %v: exit %d, stderr %q; want 0 and %q", lang, args, code, errOut, warn[lang])
			}
			if want := "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"; args[0] != "play" && !strings.Contains(out, want) {
				t.Errorf("%s %v: output lacks %q:\n%s", lang, args, want, out)
			}
		}
	}
}
