package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestPlayArbiterLogIsOneFileBesideThePGN: the reasons withheld at the
// table in tournament play (issue 24) and everything else that needs the
// arbiter's eye (issue 23) are one log with one writer: the game's
// .arbiter.txt and .arbiter.jsonl beside the PGN. No second log
// (.arbiter.log beside the journal) is written, in any language.
func TestPlayArbiterLogIsOneFileBesideThePGN(t *testing.T) {
	tests := []struct {
		lang, text, json string
	}{
		{"en", "Move 1, White to move, 1 second into the game. Refused: Illegal move: Ke2. No such piece can reach e2. White to move.\n",
			`{"t":1,"move":"1.","kind":"refused","text":"Illegal move: Ke2. No such piece can reach e2. White to move."}`},
		// The text is in the session's language; the JSON keeps the kinds' names.
		{"de", "Zug 1, Weiß am Zug, nach 1 Sekunde Spielzeit. Abgelehnt: Unmöglicher Zug: Ke2. Keine solche Figur kann e2 erreichen. Weiß am Zug.\n",
			`{"t":1,"move":"1.","kind":"refused","text":"Unmöglicher Zug: Ke2. Keine solche Figur kann e2 erreichen. Weiß am Zug."}`},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			dir := t.TempDir()
			out, errs, code := playRun(t, "", "--lang", tt.lang, "--script", playScriptFile(t, "1 Ke2\n2 e4\n"), "--virtual",
				"--journal", filepath.Join(dir, "g.journal"))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if strings.Contains(out, "reach") || strings.Contains(out, "erreichen") {
				t.Errorf("the reason reached the table:\n%s", out)
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			sort.Strings(names)
			if got, want := strings.Join(names, " "), "g.arbiter.jsonl g.arbiter.txt g.brf g.journal g.pgn"; got != want {
				t.Errorf("files %s, want %s", got, want)
			}
			if got, err := os.ReadFile(filepath.Join(dir, "g.arbiter.txt")); err != nil || string(got) != tt.text {
				t.Errorf("g.arbiter.txt (%v):\n%s\nwant:\n%s", err, got, tt.text)
			}
			if got, err := os.ReadFile(filepath.Join(dir, "g.arbiter.jsonl")); err != nil || strings.TrimSpace(string(got)) != tt.json {
				t.Errorf("g.arbiter.jsonl (%v):\n%s\nwant:\n%s", err, got, tt.json)
			}
		})
	}
}
