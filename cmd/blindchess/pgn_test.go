package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
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
		bom + ": game 1 (White vs 1...c5 - Black): ok, * (no result) after 0 half-moves, final position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n" +
		bom + ": game 2 (White vs 1...c5 - Black): ok, * (no result) after 0 half-moves, final position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n" +
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
	// --strict: the checkmate scored for the loser is an error too.
	code, out, errOut := runCLI(t, "", "pgn", "check", "--strict", bad)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := []string{
		bad + ": game 1 (A - B), line 5, move 2... Nf3: illegal move \"Nf3\": no knight can reach f3\n",
		bad + ": game 2 (C - D): White is checkmated, so the result must be 0-1, not 1-0\n",
		bad + ": game 3 (E - F), line 17, column 1, after 1. e4: the comment opened with { on line 16 is not closed with }\n",
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
	if !strings.HasPrefix(out, missing+": cannot be read: no such file or directory\n") ||
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
	want := pgnCheckJSON{Games: 2, Valid: 1, Invalid: 1, Files: []pgnFileJSON{{File: "-", Valid: 1, Invalid: 1, Encoding: "ASCII", Games: []pgnGameJSON{
		{Number: 1, White: "A", Black: "B", Line: 1, Valid: true, Result: "0-1", Plies: 4, Ending: "checkmate",
			FEN:      "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
			Warnings: []string{"missing tags of the Seven Tag Roster: Event, Site, Date, Round"}},
		{Number: 2, Line: 7, Result: "*", Plies: 3,
			Error:    "game 2 (White - Black), line 7, move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3",
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

// TestPgnCheckMalformed checks the exact report and exit code for the
// files an arbiter meets: cut off, binary, wrong result, an illegal move
// deep in a game, empty, missing.
func TestPgnCheckMalformed(t *testing.T) {
	kdb, err := os.ReadFile(pgnTestdata("kasparov-deep-blue-1997.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	game1 := string(kdb[:strings.Index(string(kdb), "\n\n[Event")+1])
	if !strings.Contains(game1, "30.f4 Bxe2") {
		t.Fatal("the test data changed")
	}
	mol, err := os.ReadFile(pgnTestdata("molinari-bordais-1979.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	const roster = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"B\"]\n"
	const noGames = ": no games: the file is empty or holds no PGN game; check that this is the right file\n"
	tests := []struct {
		name, content string
		strict        bool
		code          int
		stdout        string // %s stands for the file's path
		stderr        string
	}{
		{"cut off in the tags", string(mol[:100]), false, 1,
			"%s: game 1 (White - Black), line 7, column 13: tag White: the value is not closed by a double quote on its line\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"cut off in a move", string(mol[:200]), false, 1,
			"%s: game 1 (Molinari - Bordais), line 14, column 16, after 2... N: the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"binary", "\x7fELF\x02\x01\x01\x00\x00\x00", false, 1,
			"%s: game 1 (White - Black), line 1, column 1: byte 0x7F is not text; check that this is a PGN file (PGN is plain text)\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"text, not PGN", "hello world\nthis is not pgn\n", false, 1,
			"%s: game 1 (White - Black), line 1, move 1. hello: \"hello\" is not a move: no destination square (a file a-h and a rank 1-8, as in e4)\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"wrong Result tag", strings.Replace(string(mol), `[Result "0-1"]`, `[Result "1-0"]`, 1), false, 0,
			"%s: game 1 (Molinari - Bordais): warning: the Result tag says 1-0 but the moves end with 0-1\n" +
				"%s: game 1 (Molinari - Bordais): ok, 0-1 by checkmate after 10 half-moves, final position r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6\n" +
				"%s: 1 game: 1 valid, 0 invalid\n",
			""},
		{"wrong Result tag, strict", strings.Replace(string(mol), `[Result "0-1"]`, `[Result "1-0"]`, 1), true, 1,
			"%s: game 1 (Molinari - Bordais): the Result tag says 1-0 but the moves end with 0-1\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"checkmate scored for the loser", roster + "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n", false, 0,
			"%s: game 1 (A - B): warning: White is checkmated, so the result must be 0-1, not 1-0\n" +
				"%s: game 1 (A - B): ok, 1-0 (but the final position is checkmate) after 4 half-moves, final position rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n" +
				"%s: 1 game: 1 valid, 0 invalid\n",
			""},
		{"checkmate scored for the loser, strict", roster + "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n", true, 1,
			"%s: game 1 (A - B): White is checkmated, so the result must be 0-1, not 1-0\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"an illegal move and a wrong PlyCount, strict", roster + "[Result \"*\"]\n[PlyCount \"9\"]\n\n1. f3 e5 2. Kf3 *\n", true, 1,
			"%s: game 1 (A - B): warning: the PlyCount tag says 9 half-moves but the game has 3\n" +
				"%s: game 1 (A - B), line 10, move 2. Kf3: illegal move \"Kf3\": the white king cannot reach f3 (a white pawn stands there)\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"Windows-1252", "[White \"Polg\xe1r, Judit\"]\r\n[Black \"S\xe4misch \x96 Nimzowitsch\"]\r\n\r\n1. e4 {\x93Zugzwang\x94\x85} *\r\n", false, 0,
			"%s: game 1 (Polgár, Judit - Sämisch – Nimzowitsch): warning: missing tags of the Seven Tag Roster: Event, Site, Date, Round, Result\n" +
				"%s: game 1 (Polgár, Judit - Sämisch – Nimzowitsch): ok, * (no result) after 1 half-moves, final position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n" +
				"%s: read as Windows-1252 (Latin-1), as the file is not UTF-8\n" +
				"%s: 1 game: 1 valid, 0 invalid\n",
			""},
		{"Windows-1250", "[White \"\xC8ern\xFD, Ji\xF8\xED\"]\r\n[Black \"\x8Atastn\xFD, Old\xF8ich\"]\r\n\r\n1. e4 {p\xEC\x9Aec, \x9Dah} *\r\n", false, 0,
			"%s: game 1 (Černý, Jiří - Štastný, Oldřich): warning: missing tags of the Seven Tag Roster: Event, Site, Date, Round, Result\n" +
				"%s: game 1 (Černý, Jiří - Štastný, Oldřich): ok, * (no result) after 1 half-moves, final position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n" +
				"%s: read as Windows-1250 (Central European), as the file is not UTF-8 and has Czech, Slovak, Hungarian or Polish letters\n" +
				"%s: 1 game: 1 valid, 0 invalid\n",
			""},
		{"illegal move in move 30", strings.Replace(game1, "30.f4", "30.Qf4", 1), false, 1,
			"%s: game 1 (Garry Kasparov - Deep Blue (Computer)), line 19, move 30. Qf4: illegal move \"Qf4\": no queen can reach f4\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"empty", "", false, 1, "%s" + noGames, "blindchess: no games in %s; check that it is the right file\n"},
		{"only white space and a comment", "\n\n{nothing here}\n", false, 1,
			"%s: game 1 (White - Black), line 4, column 1: the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)\n" +
				"%s: 1 game: 0 valid, 1 invalid\n",
			"blindchess: 1 of 1 game invalid\n"},
		{"blank lines", "\n \n\t\n", false, 1, "%s" + noGames, "blindchess: no games in %s; check that it is the right file\n"},
		// UTF-16 with its byte order mark (Notepad's "Unicode") is read;
		// without the mark it is refused with what to do.
		{"UTF-16 with its byte order mark", "\xFF\xFE" + utf16LE("[White \"Polgár\"]\r\n\r\n1. e4 *\r\n"), false, 0,
			"%s: game 1 (Polgár - Black): warning: missing tags of the Seven Tag Roster: Event, Site, Date, Round, Black, Result\n" +
				"%s: game 1 (Polgár - Black): ok, * (no result) after 1 half-moves, final position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n" +
				"%s: 1 game: 1 valid, 0 invalid\n",
			""},
		{"UTF-16 with a lone surrogate", "\xFE\xFF" + utf16BE("[White \"Polg") + "\xD8\x34" + utf16BE("r\"]\r\n\r\n1. e4 *\r\n"), false, 0,
			"%s: game 1 (Polg\uFFFDr - Black): warning: missing tags of the Seven Tag Roster: Event, Site, Date, Round, Black, Result\n" +
				"%s: game 1 (Polg\uFFFDr - Black): ok, * (no result) after 1 half-moves, final position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n" +
				"%s: UTF-16 with damaged characters (1), each read as U+FFFD\n" +
				"%s: 1 game: 1 valid, 0 invalid\n",
			""},
		{"UTF-16 without a byte order mark", utf16LE("[Event \"Open\"]\r\n"), false, 2,
			"%s: cannot be read to the end: reading PGN: the file is UTF-16 without a byte order mark (every other byte is zero); save it as UTF-8 and try again\n" +
				"%s: 0 games: 0 valid, 0 invalid\n",
			"blindchess: %s: UTF-16, not read; save as UTF-8 and try again\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTemp(t, "games.pgn", tt.content)
			args := []string{"pgn", "check", path}
			if tt.strict {
				args = append(args, "--strict")
			}
			code, out, errOut := runCLI(t, "", args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d", code, tt.code)
			}
			if want := strings.ReplaceAll(tt.stdout, "%s", path); out != want {
				t.Errorf("stdout\n%s\nwant\n%s", out, want)
			}
			if want := strings.ReplaceAll(tt.stderr, "%s", path); errOut != want {
				t.Errorf("stderr %q, want %q", errOut, want)
			}
		})
	}
	// An empty file among good ones, and a missing one: the missing file
	// decides the exit code (2), the empty one is still named.
	empty := writeTemp(t, "empty.pgn", "")
	missing := filepath.Join(t.TempDir(), "missing.pgn")
	good := pgnTestdata("molinari-bordais-1979.pgn")
	code, out, errOut := runCLI(t, "", "pgn", "check", "--quiet", good, empty)
	if code != 1 || out != good+": 1 game: 1 valid, 0 invalid\n"+empty+noGames+"total: 2 files, 1 game: 1 valid, 0 invalid\n" ||
		errOut != "blindchess: no games in "+empty+"; check that it is the right file\n" {
		t.Errorf("good and empty: exit %d, stdout\n%s\nstderr %q", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "pgn", "check", "--quiet", missing, empty)
	if code != 2 || out != missing+": cannot be read: no such file or directory\n"+empty+noGames+"total: 2 files, 0 games: 0 valid, 0 invalid\n" ||
		errOut != "blindchess: could not read "+missing+"; check the path and the permissions\n" {
		t.Errorf("missing and empty: exit %d, stdout\n%s\nstderr %q", code, out, errOut)
	}
	code, out, _ = runCLI(t, "", "pgn", "check", "--json", empty)
	if code != 1 || out != `{"files":[{"file":"`+empty+`","games":[],"valid":0,"invalid":0,"encoding":"ASCII","error":"no games: the file is empty or holds no PGN game"}],"games":0,"valid":0,"invalid":0}`+"\n" {
		t.Errorf("--json of an empty file: exit %d, %s", code, out)
	}
}

// wildTestdata is a file of internal/pgn/testdata/wild: PGN files as real
// programs write them.
func wildTestdata(name string) string { return pgnTestdata(filepath.Join("wild", name)) }

// TestPgnCheckWild checks the files of lichess studies, puzzle collections
// and old databases: every game valid, the disagreements warnings; with
// --strict the studies and puzzles are invalid; the Windows-1252 file is
// named, and the JSON is valid UTF-8 with the names decoded.
func TestPgnCheckWild(t *testing.T) {
	files, _ := filepath.Glob(wildTestdata("*.pgn"))
	if len(files) != 5 {
		t.Fatalf("%d files", len(files))
	}
	code, out, errOut := runCLI(t, "", append([]string{"pgn", "check", "--quiet"}, files...)...)
	if code != 0 || errOut != "" || !strings.HasSuffix(out, "total: 5 files, 14 games: 14 valid, 0 invalid\n") {
		t.Fatalf("exit %d, stderr %q, stdout\n%s", code, errOut, out)
	}
	study := wildTestdata("lichess-study.pgn")
	for _, want := range []string{
		study + ": game 1 (White - Black): warning: Black is checkmated, so the result must be 1-0, not *\n",
		study + ": game 4 (White - Black): warning: Black is stalemated, so the result must be 1/2-1/2, not *\n",
		wildTestdata("puzzles.pgn") + ": game 2 (Anderssen, Adolf - Kieseritzky, Lionel): warning: the PlyCount tag says 45 half-moves but the game has 11\n",
		wildTestdata("windows-1252-crlf.pgn") + ": read as Windows-1252 (Latin-1), as the file is not UTF-8\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q", want)
		}
	}
	code, out, errOut = runCLI(t, "", append([]string{"pgn", "check", "--quiet", "--strict"}, files...)...)
	if code != 1 || errOut != "blindchess: 8 of 14 games invalid\n" || !strings.HasSuffix(out, "total: 5 files, 14 games: 6 valid, 8 invalid\n") ||
		!strings.Contains(out, study+": game 2 (Morphy, Paul - Duke Karl / Count Isouard): Black is checkmated, so the result must be 1-0, not *\n") {
		t.Errorf("--strict: exit %d, stderr %q, stdout\n%s", code, errOut, out)
	}
	code, out, _ = runCLI(t, "", "pgn", "check", "--json", wildTestdata("windows-1252-crlf.pgn"), wildTestdata("quirks.pgn"))
	if code != 0 || !utf8.ValidString(out) {
		t.Fatalf("--json: exit %d, valid UTF-8 %v", code, utf8.ValidString(out))
	}
	var got pgnCheckJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if f := got.Files[0]; f.Encoding != "Windows-1252" || f.Games[1].White != "Polgár, Judit" || f.Games[0].White != "Sämisch, Friedrich" {
		t.Errorf("--json of the Windows-1252 file: %+v", f)
	}
	if f := got.Files[1]; f.Encoding != "UTF-8 with byte order mark" || f.Valid != 2 {
		t.Errorf("--json of the quirks file: %+v", f)
	}
}

// TestSayAndPositionPGNWild: say --pgn and position --pgn read the files
// pgn check reads, with its warnings on standard error, and refuse their
// games with --strict.
func TestSayAndPositionPGNWild(t *testing.T) {
	study, cp := wildTestdata("lichess-study.pgn"), wildTestdata("windows-1252-crlf.pgn")
	code, out, errOut := runCLI(t, "", "say", "--text", "--pgn", study)
	if code != 0 || !strings.Contains(errOut, "blindchess: "+study+": game 3 (White - Black): warning: White is checkmated, so the result must be 0-1, not *\n") {
		t.Fatalf("say: exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "Zug eins, Weiß, Turm Eva acht Matt\n") || !strings.Contains(out, "Zug zwei, Schwarz, Dame Hector vier Matt\n") {
		t.Errorf("say: stdout\n%s", out)
	}
	// With --strict every game of the study is refused, each by name.
	code, out, errOut = runCLI(t, "", "say", "--text", "--strict", "--pgn", study)
	if code != 1 || out != "" || !strings.HasPrefix(errOut, "blindchess: "+study+": game 1 (White - Black): Black is checkmated, so the result must be 1-0, not * (--strict; without it this is a warning); this game is skipped\n") ||
		!strings.HasSuffix(errOut, ": game 4 (White - Black): Black is stalemated, so the result must be 1/2-1/2, not * (--strict; without it this is a warning); this game is skipped\nblindchess: --pgn "+study+": none of its 4 games could be said (named above)\n") {
		t.Errorf("say --strict: exit %d, stderr %q", code, errOut)
	}
	code, out, errOut = runCLI(t, "", "say", "--text", "--pgn", cp)
	if code != 0 || !strings.HasPrefix(out, "Sämisch, Friedrich - Nimzowitsch, Aron, Copenhagen\n") ||
		!strings.Contains(out, "\nPolgár, Judit - Kasparov, Garry, Russia – Rest of the World\n") ||
		errOut != "blindchess: "+cp+": read as Windows-1252 (Latin-1), as the file is not UTF-8\n" {
		t.Errorf("say a Windows-1252 file: exit %d, stderr %q, stdout\n%s", code, errOut, out)
	}

	puzzles := wildTestdata("puzzles.pgn")
	code, out, errOut = runCLI(t, "", "position", "--pgn", puzzles, "--game", "3", "--json")
	if code != 0 || !strings.Contains(errOut, "warning: the PlyCount tag says 46 half-moves but the game has 3\n") {
		t.Fatalf("position: exit %d, stderr %q", code, errOut)
	}
	var pj positionJSON
	if err := json.Unmarshal([]byte(out), &pj); err != nil {
		t.Fatal(err)
	}
	if pj.FEN != "5rk1/pp4pp/4p3/2R3Q1/8/6Pr/P1P1nPP1/5RK1 w - - 1 25" || pj.Status != "checkmate" || strings.Join(pj.Moves, " ") != "Qg3 hxg3 Ne2#" {
		t.Errorf("position --pgn --game 3: %+v", pj)
	}
	code, out, _ = runCLI(t, "", "position", "--pgn", puzzles, "--game", "4", "--moves", "Nxb8", "--json")
	if err := json.Unmarshal([]byte(out), &pj); code != 0 || err != nil || pj.FEN != "1n2kb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2KR4 w k - 0 17" {
		t.Errorf("position --pgn --game 4 --moves: exit %d, %v, %s", code, err, pj.FEN)
	}
	for _, tt := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"--pgn", puzzles, "--strict"}, "blindchess: --pgn " + puzzles + ": game 1 (Morphy, Paul - Duke Karl / Count Isouard): the PlyCount tag says 33 half-moves but the game has 3 (--strict; without it this is a warning)\n"},
		{[]string{"--pgn", puzzles, "--game", "5"}, "--game 5: " + puzzles + " holds 4 games; give a number from 1 to 4\n"},
		{[]string{"--pgn", puzzles, "--game", "0"}, "blindchess: --game 0: games are numbered from 1\n"},
		{[]string{"--pgn", puzzles, "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"}, "blindchess: --pgn starts from a game of the file; give no --fen or --chess960 with it\n"},
		{[]string{"--game", "2"}, "blindchess: --game and --strict go with --pgn FILE\n"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"position"}, tt.args...)...)
		if code != 2 || !strings.HasSuffix(errOut, tt.stderr) {
			t.Errorf("position %q: exit %d, stderr %q, want %q", tt.args, code, errOut, tt.stderr)
		}
	}
}

// utf16LE is s in UTF-16 little-endian, without a byte order mark.
func utf16LE(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

// utf16BE is s in UTF-16 big-endian, without a byte order mark.
func utf16BE(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return string(b)
}
