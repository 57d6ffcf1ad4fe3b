package main

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi/brlttytest"
)

// TestPlayBrailleDisplay plays a scripted game with --braille against a
// real BRLTTY: the display shows the last move pair in UK chess braille.
// The game is left only once the display shows it: a virtual script
// ended the game before BRLTTY had shown the line (it shows what the
// program writes at its own pace, and the program's last sentence,
// "Game saved.", replaced it), and the test failed under load (4 of 40
// runs, four at once).
func TestPlayBrailleDisplay(t *testing.T) {
	host, vd := brlttytest.Start(t)
	t.Setenv("BRLAPI_HOST", host)
	t.Setenv("BRLAPI_AUTH", "none")
	dir := t.TempDir()
	_, errs, code := playUntilShown(t, "0 e4\n0 e5\n0 Nf3\n", "0 quit\n0 yes\n", func() {
		vd.WaitCells(t, "23| |234|124|25", 300*time.Millisecond)
	}, "--braille", "--lang", "en", "--script", "-", "--journal", dir+"/g.journal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

// TestPlayBrailleShowsSentences: with --braille the session's sentences
// reach the display too, as text in BRLTTY's text table: a refused move,
// in exact cells (BRLTTY's en table, 40 cells). The display writes only
// the newest of the lines offered while it writes, and BRLTTY shows
// what it is given at its own pace: the refusal is the last thing the
// game says before it waits for the next line, so the game is left only
// once the display has shown it, and shows it still.
func TestPlayBrailleShowsSentences(t *testing.T) {
	host, vd := brlttytest.StartWith(t, brlttytest.Options{TextTable: "en"})
	t.Setenv("BRLAPI_HOST", host)
	t.Setenv("BRLAPI_AUTH", "none")
	dir := t.TempDir()
	// Illegal move: Ke3. Black to move.
	const want = "247|123|123|15|1245|1|123| |134|135|1236|15|156| |137|15|25|46| |127|123|1|14|13| |2345|135| |134|135|1236|15|46"
	_, errs, code := playUntilShown(t, "0 e4\n0 Ke3\n", "0 quit\n0 yes\n", func() {
		vd.WaitCells(t, want, 300*time.Millisecond)
	}, "--braille", "--lang", "en", "--script", "-", "--journal", dir+"/g.journal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

// playUntilShown runs play with args reading its script on standard
// input on real time (--script -): first at once, then, once shown has
// returned (it waits for the display, on the test's goroutine), last.
// It returns the output, the errors and the exit code.
func playUntilShown(t *testing.T, first, last string, shown func(), args ...string) (string, string, int) {
	t.Helper()
	pr, pw := io.Pipe()
	defer pw.Close() // a failed wait ends the script, and play with it
	var out, errOut syncBuffer
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("play's output:\n%s%s", out.String(), errOut.String())
		}
	})
	done := make(chan int, 1)
	go func() { done <- execute(withLang(append([]string{"play"}, args...)), pr, &out, &errOut) }()
	if _, err := io.WriteString(pw, first); err != nil {
		t.Fatalf("play read no script: %v\n%s", err, errOut.String())
	}
	shown()
	io.WriteString(pw, last)
	pw.Close()
	code := <-done
	return out.String(), errOut.String(), code
}

// TestPlayBrailleNoBRLTTY: without BRLTTY the game goes on, and the user is
// told once why there is no display and what to do.
func TestPlayBrailleNoBRLTTY(t *testing.T) {
	t.Setenv("BRLAPI_HOST", "127.0.0.1:999")
	t.Setenv("BRLAPI_AUTH", "none")
	dir := t.TempDir()
	out, errs, code := playRun(t, "", "--braille", "--lang", "en", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/g.journal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "No braille display: BRLTTY is not running") || !strings.Contains(out, "start it with") || !strings.Contains(out, "Eva four") {
		t.Errorf("output:\n%s", out)
	}
	_, errs, code = playRun(t, "", "--braille", "--lang", "en", "--braille-code", "fr", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/h.journal")
	if code != 2 || !strings.Contains(errs, `--braille-code "fr": give uk, de, cs or iccf`) {
		t.Errorf("bad code: exit %d, %q", code, errs)
	}
}

// TestPlayWritesBRF: play keeps the scoresheet in braille beside the PGN,
// rewritten with every move (Annex D.2.7), in the code of --lang or
// --braille-code; and braille --pgn writes the same sheet.
func TestPlayWritesBRF(t *testing.T) {
	dir := t.TempDir()
	_, errs, code := playRun(t, "", "--lang", "en", "--auto-press", "--casual", "--script", playScriptFile(t, "0 e4\n1 c5\n2 Nf3\n"), "--virtual", "--journal", dir+"/g.journal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	brf, err := os.ReadFile(dir + "/g.brf")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(brf), "\r\n1 E4 C5\r\n2 SF3\r\n") {
		t.Errorf("g.brf:\n%s", brf)
	}
	code, out, errOut := runCLI(t, "", "braille", "--pgn", dir+"/g.pgn")
	if code != 0 || out != string(brf) {
		t.Errorf("braille --pgn: exit %d, %s\n%q\nwant\n%q", code, errOut, out, brf)
	}
	_, errs, code = playRun(t, "", "--braille-code", "iccf", "--auto-press", "--casual", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/h.journal")
	if b, _ := os.ReadFile(dir + "/h.brf"); code != 0 || !strings.Contains(string(b), "\r\n1 5254\r\n") {
		t.Errorf("iccf: exit %d %s\n%s", code, errs, b)
	}
	for args, want := range map[string]string{
		"braille":                          "braille needs --pgn FILE",
		"braille --pgn /nonexistent.pgn":   "--pgn: /nonexistent.pgn",
		"braille --pgn X --format docx":    "--format",
		"braille --pgn X --game 3":         "--game 3:",
		"braille --pgn X --braille-code x": `--braille-code "x": give uk, de, cs or iccf`,
	} {
		a := strings.Fields(strings.ReplaceAll(args, "X", dir+"/g.pgn"))
		if c, _, e := runCLI(t, "", a...); c != 2 || !strings.Contains(e, want) {
			t.Errorf("%s: exit %d, %q", args, c, e)
		}
	}
}

// TestBrailleNamesUnnamedPlayersBySide: braille --pgn heads the sheet of
// a game with unnamed players ("?") with the sides in the language of
// --lang, in BRF and in the PEF's title, not "? - ?"; and play's sheet of
// a game without --white/--black does the same.
func TestBrailleNamesUnnamedPlayersBySide(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/u.pgn"
	if err := os.WriteFile(file, []byte("[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.11.27\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ lang, brf, title string }{
		// ß, í, ý, č in the cells of German and Czech braille (BRF !, /,
		// &, %).
		{"de", "WEI! - SCHWARZ\r\n", "<dc:title>Weiß - Schwarz, u.pgn</dc:title>"},
		{"en", "WHITE - BLACK\r\n", "<dc:title>White - Black, u.pgn</dc:title>"},
		{"cs", "B/L& - %ERN&\r\n", "<dc:title>Bílý - Černý, u.pgn</dc:title>"},
	} {
		code, out, errOut := runCLI(t, "", "braille", "--pgn", file, "--lang", tc.lang)
		if code != 0 || !strings.HasPrefix(out, tc.brf) {
			t.Errorf("%s: exit %d %s, BRF %q, want it to start %q", tc.lang, code, errOut, out, tc.brf)
		}
		code, out, errOut = runCLI(t, "", "braille", "--pgn", file, "--lang", tc.lang, "--format", "pef")
		if code != 0 || !strings.Contains(out, tc.title) {
			t.Errorf("%s: exit %d %s, PEF without %q:\n%s", tc.lang, code, errOut, tc.title, out)
		}
	}
	_, errs, code := playRun(t, "", "--lang", "de", "--auto-press", "--casual", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", dir+"/g.journal")
	if b, _ := os.ReadFile(dir + "/g.brf"); code != 0 || !strings.HasPrefix(string(b), "WEI! - SCHWARZ\r\n") {
		t.Errorf("play: exit %d %s, g.brf:\n%s", code, errs, b)
	}
	if p, _ := os.ReadFile(dir + "/g.pgn"); !strings.Contains(string(p), "[White \"?\"]\n[Black \"?\"]") {
		t.Errorf("play: the PGN no longer names unnamed players \"?\":\n%s", p)
	}
}

// TestBrailleTextForTheArbiter: braille --format text prints the print
// copy of the scoresheet, for the arbiter and the sighted opponent to
// read and sign (Article 8.7), in the language of --lang: the moves in
// its piece letters, and the signature block.
func TestBrailleTextForTheArbiter(t *testing.T) {
	file := t.TempDir() + "/g.pgn"
	if err := os.WriteFile(file, []byte("[White \"Novák\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. Nf3 d5 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	line := "______________________________"
	for _, tc := range []struct{ lang, want string }{
		{"de", "Novák - Schwarz\nErgebnis 1-0\n\n1. Sf3 d5\n1-0\n\nErgebnis 1-0\nUnterschrift Weiß Novák\n" + line + "\n\nUnterschrift Schwarz\n" + line + "\n"},
		{"en", "Novák - Black\nResult 1-0\n\n1. Nf3 d5\n1-0\n\nResult 1-0\nSignature White Novák\n" + line + "\n\nSignature Black\n" + line + "\n"},
		{"cs", "Novák - Černý\nVýsledek 1-0\n\n1. Jf3 d5\n1-0\n\nVýsledek 1-0\nPodpis za bílé Novák\n" + line + "\n\nPodpis za černé\n" + line + "\n"},
	} {
		code, out, errOut := runCLI(t, "", "braille", "--pgn", file, "--lang", tc.lang, "--format", "text")
		if code != 0 || out != tc.want {
			t.Errorf("%s: exit %d %s\n%s\nwant\n%s", tc.lang, code, errOut, out, tc.want)
		}
	}
}
