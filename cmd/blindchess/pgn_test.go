package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pgnTestdata is the PGN test data of the pgn package.
func pgnTestdata(name string) string {
	return filepath.Join("..", "..", "internal", "pgn", "testdata", name)
}

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPgnCheckValid(t *testing.T) {
	mol, bom := pgnTestdata("molinari-bordais-1979.pgn"), pgnTestdata("utf8-bom.pgn")
	code, out, errOut := runCLI(t, "", "pgn", "check", mol, bom)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := mol + ": game 1 (Molinari - Bordais): ok, 0-1 by checkmate after 10 half-moves, final position r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6\n" +
		mol + ": 1 game: 1 valid, 0 invalid\n" +
		bom + ": game 1 (White vs 1...c5 - ?): ok, * (no result) after 0 half-moves, final position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n" +
		bom + ": game 2 (White vs 1...c5 - ?): ok, * (no result) after 0 half-moves, final position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n" +
		bom + ": 2 games: 2 valid, 0 invalid\n" +
		"total: 2 files, 3 games: 3 valid, 0 invalid\n"
	if out != want {
		t.Errorf("stdout\n%s\nwant\n%s", out, want)
	}
}

func TestPgnCheckAllTestdata(t *testing.T) {
	files, _ := filepath.Glob(pgnTestdata("*.pgn"))
	if len(files) != 8 {
		t.Fatalf("%d files", len(files))
	}
	code, out, errOut := runCLI(t, "", append([]string{"pgn", "check", "--quiet"}, files...)...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q, stdout %s", code, errOut, out)
	}
	if !strings.HasSuffix(out, "total: 8 files, 17 games: 17 valid, 0 invalid\n") {
		t.Errorf("stdout %s", out)
	}
	// --quiet keeps the warnings and the per-file totals only.
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if !strings.Contains(line, ": warning: ") && !strings.Contains(line, " valid, ") {
			t.Errorf("--quiet printed %q", line)
		}
	}
	if !strings.Contains(out, pgnTestdata("anastasian-lewis.pgn")+": game 1 (Anastasian, A. - Lewis, An): warning: a null move at line 20, move 41... --; a null move is not a legal chess move\n") {
		t.Errorf("no null-move warning in %s", out)
	}
}

func TestPgnCheckInvalid(t *testing.T) {
	bad := writeTemp(t, "bad.pgn", "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nf3 1-0\n\n"+
		"[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n"+
		"[White \"E\"]\n[Black \"F\"]\n\n1. e4 {unclosed\n")
	code, out, errOut := runCLI(t, "", "pgn", "check", bad)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := []string{
		bad + ": game 1 (A - B), line 5, move 2... Nf3: illegal move \"Nf3\": no knight can reach f3\n",
		bad + ": game 2 (C - D): White is checkmated, so the result must be 0-1, not 1-0\n",
		bad + ": game 3 (E - F), line 17, after 1. e4: the comment opened with { on line 16 is not closed with }\n",
		bad + ": 3 games: 0 valid, 3 invalid\n",
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("stdout lacks %q:\n%s", w, out)
		}
	}
	if errOut != "blindchess: 3 of 3 games invalid\n" {
		t.Errorf("stderr %q", errOut)
	}
}

func TestPgnCheckUnreadable(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.pgn")
	mol := pgnTestdata("molinari-bordais-1979.pgn")
	code, out, errOut := runCLI(t, "", "pgn", "check", missing, mol)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if !strings.HasPrefix(out, missing+": cannot be read: open "+missing+": no such file or directory\n") ||
		!strings.Contains(out, mol+": 1 game: 1 valid, 0 invalid\n") {
		t.Errorf("stdout %s", out)
	}
	if errOut != "blindchess: could not read "+missing+"; check the path and the permissions\n" {
		t.Errorf("stderr %q", errOut)
	}
}

func TestPgnCheckStdinAndJSON(t *testing.T) {
	in := "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 e5 2. Ke3 *\n"
	code, out, _ := runCLI(t, in, "pgn", "check", "--json", "-")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("want one JSON line, got %q", out)
	}
	var got pgnCheckJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := pgnCheckJSON{Games: 2, Valid: 1, Invalid: 1, Files: []pgnFileJSON{{File: "-", Valid: 1, Invalid: 1, Games: []pgnGameJSON{
		{Number: 1, White: "A", Black: "B", Line: 1, Valid: true, Result: "0-1", Plies: 4, Ending: "checkmate",
			FEN:      "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
			Warnings: []string{"missing tags of the Seven Tag Roster: Event, Site, Date, Round"}},
		{Number: 2, Line: 7, Result: "*", Plies: 3,
			Error:    "game 2 (? - ?), line 7, move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3",
			Warnings: []string{"missing tags of the Seven Tag Roster: Event, Site, Date, Round, White, Black, Result"}},
	}}}}
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want)
	if string(gj) != string(wj) {
		t.Errorf("JSON\n got %s\nwant %s", gj, wj)
	}
}

func TestPgnUsage(t *testing.T) {
	tests := []struct {
		args   []string
		stderr string
	}{
		{[]string{"pgn"}, "blindchess: pgn needs a subcommand, for example: blindchess pgn check games.pgn\n"},
		{[]string{"pgn", "check"}, "blindchess: pgn check needs at least one PGN file, for example: blindchess pgn check games.pgn\n"},
	}
	for _, tt := range tests {
		code, _, errOut := runCLI(t, "", tt.args...)
		if code != 2 || errOut != tt.stderr {
			t.Errorf("%v: exit %d, stderr %q", tt.args, code, errOut)
		}
	}
}
