package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Games for the tests of say --pgn, position --pgn and braille --pgn on
// files with bad games: game 2 has an illegal move, game 3 a syntax error.
const (
	goodGame1 = `[Event "Test"]
[Site "Here"]
[Date "2026.11.26"]
[Round "1"]
[White "Anna"]
[Black "Bert"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

`
	illegalGame2 = `[Event "Test"]
[Site "Here"]
[Date "2026.11.26"]
[Round "1"]
[White "Cara"]
[Black "Dora"]
[Result "*"]

1. e4 e5 2. Ke3 *

`
	syntaxGame3 = `[Event "Test"]
[Site "Here"]
[Date "2026.11.26"]
[Round "1"]
[White "Emil"]
[Black "Fritz"]
[Result "*"]

1. d4 d5 2. c4 ) *

`
	goodGame4 = `[Event "Test"]
[Site "Here"]
[Date "2026.11.26"]
[Round "1"]
[White "Gert"]
[Black "Hans"]
[Result "1/2-1/2"]

1. Nf3 Nf6 1/2-1/2

`
)

// TestSayPGNSkipsBadGames: say --pgn says the good games of a file and
// names each bad one with its number, players, line and move (it refused
// the whole file for one bad game); the count of skipped games is the
// error (exit 1).
func TestSayPGNSkipsBadGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mixed.pgn")
	if err := os.WriteFile(path, []byte(goodGame1+illegalGame2+syntaxGame3+goodGame4), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "say", "--text", "--pgn", path)
	wantOut := `Anna - Bert, Test
Zug eins, Weiß, Felix drei
Zug eins, Schwarz, Eva fünf
Zug zwei, Weiß, Gustav vier
Zug zwei, Schwarz, Dame Hector vier Matt
Schwarz gewinnt: Matt
Gert - Hans, Test
Zug eins, Weiß, Springer Felix drei
Zug eins, Schwarz, Springer Felix sechs
Remis
`
	wantErr := "blindchess: " + path + ": game 2 (Cara - Dora), line 19, move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3; this game is skipped\n" +
		"blindchess: " + path + ": game 3 (Emil - Fritz), line 29, column 16, after 2. c4: a ) closes a variation that was never opened; this game is skipped\n" +
		"blindchess: --pgn " + path + ": 2 of 4 games skipped (named above), the others said\n"
	if code != 1 || out != wantOut || errOut != wantErr {
		t.Errorf("exit %d, stdout\n%s\nstderr\n%s\nwant stdout\n%s\nstderr\n%s", code, out, errOut, wantOut, wantErr)
	}
}

// TestSayPGNGame: say --pgn --game N says game N alone, as braille and
// position take it; a bad game N or a number beyond the file is refused
// (exit 2) with words.
func TestSayPGNGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mixed.pgn")
	if err := os.WriteFile(path, []byte(goodGame1+illegalGame2+syntaxGame3+goodGame4), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "say", "--text", "--pgn", path, "--game", "4")
	if code != 0 || out != "Gert - Hans, Test\nZug eins, Weiß, Springer Felix drei\nZug eins, Schwarz, Springer Felix sechs\nRemis\n" || errOut != "" {
		t.Errorf("--game 4: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"--pgn", path, "--game", "2"}, "blindchess: --pgn " + path + ": game 2 (Cara - Dora), line 19, move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3\n"},
		{[]string{"--pgn", path, "--game", "3"}, "blindchess: --pgn " + path + ": game 3 (Emil - Fritz), line 29, column 16, after 2. c4: a ) closes a variation that was never opened\n"},
		{[]string{"--pgn", path, "--game", "5"}, "blindchess: --game 5: " + path + " holds 4 games; give a number from 1 to 4\n"},
		{[]string{"--pgn", path, "--game", "0"}, "blindchess: --game 0: games are numbered from 1\n"},
		{[]string{"--game", "2", "e4"}, "blindchess: --game and --strict go with --pgn FILE\n"},
	} {
		code, out, errOut := runCLI(t, "", append([]string{"say", "--text"}, tc.args...)...)
		if code != 2 || out != "" || errOut != tc.err {
			t.Errorf("say %q: exit %d, stdout %q, stderr %q, want %q", tc.args, code, out, errOut, tc.err)
		}
	}
}

// fifoPGN makes a named pipe for a test to write a PGN file into while a
// command reads it.
func fifoPGN(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games.pgn")
	if err := mkfifo(path); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	return path
}

// startCLI runs the command in the background with its standard output
// on a pipe; wait returns its exit code and standard error.
func startCLI(args ...string) (stdout *bufio.Reader, wait func() (int, string)) {
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	var errOut strings.Builder
	go func() {
		code := execute(withLang(args), strings.NewReader(""), pw, &errOut)
		pw.Close()
		done <- code
	}()
	return bufio.NewReader(pr), func() (int, string) {
		code := <-done
		return code, errOut.String()
	}
}

// readLines reads n lines of r, or fails the test after a while.
func readLines(t *testing.T, r *bufio.Reader, n int, what string, unblock func()) string {
	t.Helper()
	got := make(chan string, 1)
	go func() {
		var b strings.Builder
		for range n {
			l, err := r.ReadString('\n')
			b.WriteString(l)
			if err != nil {
				break
			}
		}
		got <- b.String()
	}()
	select {
	case s := <-got:
		return s
	case <-time.After(20 * time.Second):
		unblock()
		t.Fatalf("%s: no output while the file is still open: the whole file is read first", what)
		return ""
	}
}

// TestSayPGNStreams: say --pgn says a game as soon as it is read, before
// the next game exists (the file is a pipe still being written): a file
// of any size takes the memory of one game, not of all (a 52 MB file took
// 2.6 GB).
func TestSayPGNStreams(t *testing.T) {
	path := fifoPGN(t)
	stdout, wait := startCLI("say", "--text", "--pgn", path)
	w, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(w, goodGame1); err != nil {
		t.Fatal(err)
	}
	first := readLines(t, stdout, 6, "say --pgn", func() { w.Close() })
	if first != "Anna - Bert, Test\nZug eins, Weiß, Felix drei\nZug eins, Schwarz, Eva fünf\nZug zwei, Weiß, Gustav vier\nZug zwei, Schwarz, Dame Hector vier Matt\nSchwarz gewinnt: Matt\n" {
		t.Errorf("the first game: %q", first)
	}
	io.WriteString(w, goodGame4)
	w.Close()
	rest, _ := io.ReadAll(stdout)
	if code, errOut := wait(); code != 0 || string(rest) != "Gert - Hans, Test\nZug eins, Weiß, Springer Felix drei\nZug eins, Schwarz, Springer Felix sechs\nRemis\n" {
		t.Errorf("exit %d, stderr %q, the second game %q", code, errOut, rest)
	}
}

// TestGameNStopsReading: position --pgn --game 2 and braille --pgn --game 2
// answer once game 2 is read, without reading the rest of the file (a
// pipe that stays open); position --game 52000 of a 52 MB file took 728
// MB, braille 657 MB.
func TestGameNStopsReading(t *testing.T) {
	for _, args := range [][]string{
		{"position", "--game", "2"},
		{"braille", "--format", "unicode", "--game", "2"},
		{"say", "--text", "--game", "2"},
	} {
		path := fifoPGN(t)
		stdout, wait := startCLI(append(args, "--pgn", path)...)
		w, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, goodGame1+goodGame4)
		all := make(chan string, 1)
		go func() {
			b, _ := io.ReadAll(stdout)
			all <- string(b)
		}()
		done := make(chan struct{})
		var code int
		var errOut string
		go func() {
			code, errOut = wait()
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			w.Close()
			<-done
			t.Fatalf("%s: no answer while the file is still open: the whole file is read first", args[0])
		}
		w.Close()
		out := <-all
		if code != 0 || out == "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", args[0], code, out, errOut)
		}
		if first, _, _ := strings.Cut(out, "\n"); args[0] == "position" && first != "Moves: 1. Nf3 Nf6" || args[0] == "say" && first != "Gert - Hans, Test" {
			t.Errorf("position: %q", out)
		}
	}
}

// TestFullmoveZeroReadAsOne: a puzzle whose FEN has fullmove number 0 (as
// real puzzle collections write it) is read with move number 1 and a
// warning by pgn check and say --pgn; both refused it.
func TestFullmoveZeroReadAsOne(t *testing.T) {
	path := filepath.Join(t.TempDir(), "puzzle.pgn")
	puzzle := `[Event "Puzzle"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]
[SetUp "1"]
[FEN "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 0"]

1. Qxf7# 1-0
`
	if err := os.WriteFile(path, []byte(puzzle), 0o644); err != nil {
		t.Fatal(err)
	}
	warning := path + ": game 1 (White - Black): warning: fullmove number 0: move numbers start at 1; the game is read with fullmove number 1\n"
	code, out, errOut := runCLI(t, "", "pgn", "check", path)
	if code != 0 || !strings.HasPrefix(out, warning) || !strings.Contains(out, "final position r1bqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 1\n") {
		t.Errorf("pgn check: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "say", "--text", "--pgn", path)
	if code != 0 || out != "Weiß - Schwarz, Puzzle\nDie Partie beginnt in dieser Stellung: Weiß: Ke1 Df3 Ta1 Th1 Lc1 Lc4 Sb1 Sg1, Bauern a2 b2 c2 d2 e4 f2 g2 h2; Schwarz: Ke8 Dd8 Ta8 Th8 Lc8 Lf8 Sc6 Sg8, Bauern a7 b7 c7 d7 e5 f7 g7 h7.\nZug eins, Weiß, Dame schlägt Felix sieben Matt\nWeiß gewinnt: Matt\n" || errOut != "blindchess: "+warning {
		t.Errorf("say --pgn: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestPgnCheckJSONStreamed: pgn check --json writes each game's object as
// it is checked (it kept every game's report until the end: 112 MB for a
// 50 MB file), and the output is still exactly what json.Marshal gives for
// the whole report, with files that are good, bad, empty and missing.
func TestPgnCheckJSONStreamed(t *testing.T) {
	dir := t.TempDir()
	mixed, empty := filepath.Join(dir, "mixed.pgn"), filepath.Join(dir, "empty.pgn")
	os.WriteFile(mixed, []byte(goodGame1+illegalGame2+syntaxGame3+goodGame4), 0o644)
	os.WriteFile(empty, nil, 0o644)
	files := []string{mixed, wildTestdata("windows-1252-crlf.pgn"), empty, filepath.Join(dir, "missing.pgn"), wildTestdata("quirks.pgn")}
	code, out, _ := runCLI(t, "", append([]string{"pgn", "check", "--json"}, files...)...)
	if code != 2 {
		t.Errorf("exit %d, want 2 (a file cannot be read)", code)
	}
	var got pgnCheckJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	again, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	if string(again)+"\n" != out {
		t.Errorf("streamed JSON differs from json.Marshal:\n%s\nwant\n%s", out, again)
	}
	if len(got.Files) != 5 || got.Games != 8 || got.Valid != 6 || got.Invalid != 2 ||
		len(got.Files[0].Games) != 4 || got.Files[0].Games[1].Valid || got.Files[2].Error == "" || got.Files[3].Error == "" {
		t.Errorf("report: %+v", got)
	}
}

// TestPgnCheckJSONStreams: pgn check --json writes the report of the games
// read while the file is still being written (a pipe): it does not keep
// them to the end.
func TestPgnCheckJSONStreams(t *testing.T) {
	path := fifoPGN(t)
	stdout, wait := startCLI("pgn", "check", "--json", path)
	w, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	// More reports than the 64 KB the output is buffered in.
	io.WriteString(w, strings.Repeat(goodGame4, 600))
	got := make(chan string, 1)
	go func() {
		b := make([]byte, 1024)
		n, _ := io.ReadFull(stdout, b)
		got <- string(b[:n])
	}()
	select {
	case s := <-got:
		if !strings.HasPrefix(s, `{"files":[{"file":`) {
			t.Errorf("the report starts %q", s)
		}
	case <-time.After(20 * time.Second):
		w.Close()
		t.Fatal("pgn check --json: no output while the file is still open: every game is kept to the end")
	}
	w.Close()
	io.Copy(io.Discard, stdout)
	if code, errOut := wait(); code != 0 {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// TestStreamSentencesInEveryLanguage: the words of a skipped game, of
// the count of skipped games, of a bad line of a recording's index and of
// a recording too long for listen are said in the session's language.
func TestStreamSentencesInEveryLanguage(t *testing.T) {
	dir := t.TempDir()
	mixed := filepath.Join(dir, "mixed.pgn")
	os.WriteFile(mixed, []byte(goodGame1+illegalGame2), 0o644)
	rec := filepath.Join(dir, "rec")
	os.Mkdir(rec, 0o755)
	os.WriteFile(filepath.Join(rec, "index.jsonl"), []byte("garbage\n"), 0o644)
	long := filepath.Join(dir, "long.wav")
	os.WriteFile(long, append([]byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\xe8\x03\x00\x00\xe8\x03\x00\x00\x01\x00\x08\x00data\x80\xc3\xc9\x01"), 0, 0), 0o644)
	os.Truncate(long, 44+30_000_000) // as long as its header says (sparse where the file system allows)
	// Where the game fails, and why (the rules core's reason), are said in
	// the session's language.
	why := ": illegal move \"Ke3\": the white king cannot reach e3"
	skipped := "blindchess: " + mixed + ": game 2 (Cara - Dora), line 19, move 2. Ke3" + why
	for _, tc := range []struct {
		locale                 string
		say, recording, listen string
	}{
		{"en_GB.UTF-8",
			skipped + "; this game is skipped\nblindchess: --pgn " + mixed + ": 1 of 2 games skipped (named above), the others said\n",
			"blindchess: index.jsonl line 1 is not a recording entry; skipped\n",
			"blindchess: --wav " + long + " is 8 hours 20 minutes long; give a recording of at most 1 minute (cut it: sox " + long + " cut.wav trim 0 60)\n"},
		{"de_DE.UTF-8",
			"blindchess: " + mixed + ": Partie 2 (Cara - Dora), Zeile 19, Zug 2. Ke3: unmöglicher Zug \"Ke3\": der weiße König kann e3 nicht erreichen; diese Partie wird übersprungen\nblindchess: --pgn " + mixed + ": 1 von 2 Partien übersprungen (oben genannt), die anderen gesprochen\n",
			"blindchess: index.jsonl Zeile 1 ist kein Eintrag der Aufnahme; übersprungen\n",
			"blindchess: --wav " + long + " ist 8 Stunden 20 Minuten lang; geben Sie eine Aufnahme von höchstens 1 Minute (kürzen: sox " + long + " cut.wav trim 0 60)\n"},
		{"cs_CZ.UTF-8",
			"blindchess: " + mixed + ": partie 2 (Cara - Dora), řádek 19, tah 2. Ke3: nemožný tah \"Ke3\": bílý král nemůže táhnout na e3; tato partie se přeskakuje\nblindchess: --pgn " + mixed + ": 2 partie, z toho přeskočeno 1 (viz výše); ostatní zazněly\n",
			"blindchess: index.jsonl řádek 1 není záznam nahrávky; přeskočen\n",
			"blindchess: --wav " + long + " je dlouhá 8 hodin 20 minut; zadejte nahrávku nejvýše 1 minutu (zkrátit: sox " + long + " cut.wav trim 0 60)\n"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			t.Setenv("LC_ALL", tc.locale)
			if _, _, errOut := runCLI(t, "", "say", "--text", "--pgn", mixed); errOut != tc.say {
				t.Errorf("say --pgn: stderr\n%s\nwant\n%s", errOut, tc.say)
			}
			if _, _, errOut := runCLI(t, "", "recording", "list", rec); errOut != tc.recording {
				t.Errorf("recording list: stderr %q, want %q", errOut, tc.recording)
			}
			if _, _, errOut := runCLI(t, "", "listen", "--wav", long); errOut != tc.listen {
				t.Errorf("listen: stderr %q, want %q", errOut, tc.listen)
			}
		})
	}
}
