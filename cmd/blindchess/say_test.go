package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/speech"
)

func TestSayText(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"e4", "e5", "Nf3", "Nc6", "Bb5"}, "Eva vier\nEva fünf\nSpringer Felix drei\nSpringer Cesar sechs\nLäufer Bella fünf\n"},
		{[]string{"--long", "e4", "e5", "Nf3"}, "Bauer Eva zwei Eva vier\nBauer Eva sieben Eva fünf\nSpringer Gustav eins Felix drei\n"},
		{[]string{"--ascii", "--moves", "e4 e5 Nf3 Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"}, "Laeufer Bella fuenf\nAnna sechs\nLaeufer Anna vier\nSpringer Felix sechs\nKurze Rochade\n"},
		{[]string{"--style", "annexd-en", "1.", "e4", "d5", "2.", "exd5"}, "Eva four\nDavid five\nEva takes David five\n"},
		{[]string{"--style", "nato", "--long", "Nf3"}, "Knight Golf one Foxtrot three\n"},
		{[]string{"--style", "cs", "Jf3", "Jc6"}, "Jezdec Felix tři\nJezdec Cesar šest\n"},
		{[]string{"g1f3", "5755", "Sc3"}, "Springer Felix drei\nEva fünf\nSpringer Cesar drei\n"}, // UCI, ICCF, German letters
		{[]string{"springer felix drei", "eva fünf"}, "Springer Felix drei\nEva fünf\n"},
		{[]string{"--fen", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "R1a3"}, "Turm eins Anna drei\n"},
		{[]string{"--fen", "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "exd6", "e.p."}, "Eva schlägt David sechs en passant\n"},
		{[]string{"--fen", "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=Q+"}, "Eva acht Dame Schach\n"},
		{[]string{"--moves", "e4 e5 Bc4 Nc6 Qh5 Nf6", "Qxf7#"}, "Dame schlägt Felix sieben Matt\n"},
		{[]string{"--chess960", "518", "e4"}, "Eva vier\n"},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, "", append([]string{"say", "--text"}, tc.args...)...)
		if code != 0 {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errOut)
			continue
		}
		if out != tc.want {
			t.Errorf("%v:\n got %q\nwant %q", tc.args, out, tc.want)
		}
	}
}

func TestSayErrors(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"say", "--text", "e4", "Ke2", "Nf3"}, `move 1... Ke2: illegal move "Ke2": the black king cannot reach e2`},
		{[]string{"say", "--text", "e4", "xyz"}, `move 1... xyz: "xyz" is not a move`},
		{[]string{"say", "--text", "springer felix vier"}, `did you mean Springer Felix drei or Felix vier?`},
		{[]string{"say", "--text", "--moves", "d4 d5 Nf3 Nf6", "springer david zwei"}, `is ambiguous: Springer Bella David zwei or Springer Felix David zwei`},
		{[]string{"say", "--text", "f3", "e5", "g4", "Qh4#", "a3"}, "the game is already over"},
		{[]string{"say", "--text", "--moves", "e4 e4", "Nf3"}, "--moves: move 1... e4"},
		{[]string{"say", "--text"}, "give the moves to say"},
		{[]string{"say", "--style", "klingon", "e4"}, `--style "klingon": give one of annexd, annexd-en, nato, cs`},
		{[]string{"say", "--rate", "9", "e4"}, "--rate 9 is out of range"},
		{[]string{"say", "--voice", "robot", "e4"}, `--voice "robot": there is no such voice; give one of auto, clips, speechd, espeak, say, sapi, text`},
		{[]string{"say", "--text", "--out", "x.wav", "e4"}, "--text prints the words instead of speaking"},
		{[]string{"say", "--pgn", "x.pgn", "e4"}, "--pgn speaks the games of the file"},
		{[]string{"say", "--pgn", "/nonexistent/x.pgn"}, "--pgn: /nonexistent/x.pgn"},
		{[]string{"say", "--text", "--fen", "bad", "e4"}, "FEN"},
		{[]string{"say", "--voice", "text", "--out", "x.wav", "e4"}, `with --voice clips or espeak, not "text"`},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, "", tc.args...)
		wantCode := 2
		if strings.Contains(tc.msg, "with --voice clips") {
			wantCode = 1 // the voice cannot do it: a failed check
		}
		if code != wantCode {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, wantCode, errOut)
		}
		if !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: stderr %q, want %q", tc.args, errOut, tc.msg)
		}
		if out != "" {
			t.Errorf("%v: printed %q before failing", tc.args, out)
		}
	}
}

const molinari = `[Event "cr"]
[White "Molinari"]
[Black "Bordais"]
[Result "0-1"]

1. e4 c5 2. c4 Nc6 3. Ne2 Nf6 4. Nbc3 Nb4 5. g3 Nd3# 0-1
`

func TestSayPGN(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pgn")
	if err := os.WriteFile(path, []byte(molinari), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "say", "--text", "--pgn", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := `Molinari - Bordais, cr
Zug eins, Weiß, Eva vier
Zug eins, Schwarz, Cesar fünf
Zug zwei, Weiß, Cesar vier
Zug zwei, Schwarz, Springer Cesar sechs
Zug drei, Weiß, Springer Eva zwei
Zug drei, Schwarz, Springer Felix sechs
Zug vier, Weiß, Springer Bella Cesar drei
Zug vier, Schwarz, Springer Bella vier
Zug fünf, Weiß, Gustav drei
Zug fünf, Schwarz, Springer David drei Matt
Schwarz gewinnt: Matt
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	// Spoken, the move numbers are words: "Zug eins, Eva vier"; a line
	// begins with a capital ("Move one").
	code, out, errOut = runCLI(t, "", "say", "--voice", "text", "--style", "annexd-en", "--pgn", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.HasPrefix(out, "Molinari - Bordais, cr\nMove one, Eva four\nCesar five\nMove two, Cesar four\n") {
		t.Errorf("spoken as text:\n%s", out)
	}
}

func TestSayWAV(t *testing.T) {
	path := filepath.Join(t.TempDir(), "moves.wav")
	code, out, errOut := runCLI(t, "", "say", "--out", path, "e4", "e5", "Nf3", "Nc6", "Bb5")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if errOut != "Speech: clips into "+path+"\n" {
		t.Errorf("stderr %q", errOut)
	}
	if !strings.HasPrefix(out, "wrote "+path+": 5 lines, 7.0 seconds") {
		t.Errorf("stdout %q", out)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := speech.ReadWAV(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if p.Channels != 2 || p.Rate != 22050 || p.Duration() < 6 || p.Duration() > 8 {
		t.Errorf("WAV %d channels %d Hz %.2f s", p.Channels, p.Rate, p.Duration())
	}
	// Faster speech is shorter.
	fast := filepath.Join(t.TempDir(), "fast.wav")
	if code, _, errOut := runCLI(t, "", "say", "--rate", "2", "--out", fast, "e4", "e5", "Nf3", "Nc6", "Bb5"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, _ = os.ReadFile(fast)
	q, err := speech.ReadWAV(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if r := q.Duration() / p.Duration(); r < 0.4 || r > 0.7 {
		t.Errorf("rate 2 gives %.2f of the duration", r)
	}
}

func TestSayVoiceText(t *testing.T) {
	code, out, errOut := runCLI(t, "", "say", "--voice", "text", "e4", "e5")
	if code != 0 || out != "Eva vier\nEva fünf\n" || errOut != "" {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
}

// TestSayPGNLongGame: every move of a long game is said, not only the first
// few dozen that fit the speaker's queue at once (84 half-moves, one of
// them a null move, then the result).
func TestSayPGNLongGame(t *testing.T) {
	path := filepath.Join("testdata", "anastasian-lewis.pgn")
	code, text, errOut := runCLI(t, "", "say", "--text", "--pgn", path)
	if code != 0 {
		t.Fatalf("--text: exit %d: %s", code, errOut)
	}
	code, spoken, errOut := runCLI(t, "", "say", "--voice", "text", "--pgn", path)
	if code != 0 {
		t.Fatalf("--voice text: exit %d: %s", code, errOut)
	}
	textLines, spokenLines := strings.Split(text, "\n"), strings.Split(spoken, "\n")
	// The header, 84 half-moves and the result, each on its own line.
	if len(textLines) != 87 || len(spokenLines) != 87 {
		t.Fatalf("%d lines printed, %d lines said; want 86 each", len(textLines)-1, len(spokenLines)-1)
	}
	for i, want := range []string{"Zug zweiundvierzig, Weiß, König Eva eins", "Zug zweiundvierzig, Schwarz, Dame Hector eins Schach", "Weiß gewinnt"} {
		if got := textLines[83+i]; got != want {
			t.Errorf("printed line %d: %q, want %q", 84+i, got, want)
		}
	}
	for i, want := range []string{"Zug zweiundvierzig, König Eva eins", "Dame Hector eins Schach", "Weiß gewinnt"} {
		if got := spokenLines[83+i]; got != want {
			t.Errorf("said line %d: %q, want %q", 84+i, got, want)
		}
	}
}

func TestSayWAVOneLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "one.wav")
	code, out, errOut := runCLI(t, "", "say", "--out", path, "Nf3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.HasPrefix(out, "wrote "+path+": 1 line, ") {
		t.Errorf("stdout %q", out)
	}
}

// TestSayWordsFollowTheLanguage: without --style the move words follow the
// session language (--lang, else the locale), as in play; --style wins.
func TestSayWordsFollowTheLanguage(t *testing.T) {
	tests := []struct {
		name, locale string
		args         []string
		want         string
	}{
		{"German locale", "de_DE.UTF-8", nil, "Eva vier\nSpringer Cesar sechs\n"},
		{"English locale", "en_GB.UTF-8", nil, "Eva four\nKnight Cesar six\n"},
		{"Czech locale", "cs_CZ.UTF-8", nil, "Eva čtyři\nJezdec Cesar šest\n"},
		{"--lang wins over the locale", "cs_CZ.UTF-8", []string{"--lang", "en"}, "Eva four\nKnight Cesar six\n"},
		{"--lang de", "en_US.UTF-8", []string{"--lang", "de"}, "Eva vier\nSpringer Cesar sechs\n"},
		{"--style wins over the language", "cs_CZ.UTF-8", []string{"--style", "annexd"}, "Eva vier\nSpringer Cesar sechs\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("LANG", tc.locale)
			args := append(append([]string{"say", "--text"}, tc.args...), "e4", "Nc6")
			code, out, errOut := runCLIAsIs("", args...)
			if code != 0 || out != tc.want {
				t.Errorf("%v: exit %d, stdout %q, want %q (stderr %q)", args, code, out, tc.want, errOut)
			}
		})
	}
}

// TestSayNullMoveInTheLanguage: a null move of a game (Z0) is named in the
// session's language.
func TestSayNullMoveInTheLanguage(t *testing.T) {
	path := filepath.Join("testdata", "anastasian-lewis.pgn")
	for _, tc := range []struct{ lang, want string }{
		{"de", "Zug einundvierzig, Schwarz, (Nullzug)"},
		{"en", "Move forty-one, Black, (null move)"},
		{"cs", "Tah čtyřicet jedna, černý, (nulový tah)"},
	} {
		code, out, errOut := runCLIAsIs("", "say", "--lang", tc.lang, "--text", "--pgn", path)
		lines := strings.Split(out, "\n")
		if code != 0 || len(lines) < 83 || lines[82] != tc.want {
			t.Errorf("--lang %s: exit %d, stderr %q, output %q; want line 83 %q", tc.lang, code, errOut, out, tc.want)
		}
	}
}

// TestSayWAVWhenTheVoiceFails: say --out with a voice that fails on its
// first line (an espeak-ng that exits 1) writes the words as text, leaves
// a valid empty WAV file, and tells the user in the session's language
// that the file is short and what to do, with exit code 1; no complaint
// about the WAV header.
func TestSayWAVWhenTheVoiceFails(t *testing.T) {
	bin := t.TempDir()
	fake := "#!/bin/sh\necho 'espeak-ng: no voice' >&2\nexit 1\n"
	if err := os.WriteFile(filepath.Join(bin, "espeak-ng"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	tests := []struct {
		lang, out, last string
	}{
		{"de", "Eva vier\nEva fünf\n", "blindchess: %s: die Stimme ist ausgefallen, die Datei enthält nur 0,0 Sekunden; die Wörter wurden stattdessen als Text ausgegeben. Mit --voice clips noch einmal versuchen.\n"},
		{"en", "Eva four\nEva five\n", "blindchess: %s: the voice failed, so the file holds only 0.0 seconds; the words were written out as text instead. Try again with --voice clips.\n"},
		{"cs", "Eva čtyři\nEva pět\n", "blindchess: %s: hlas selhal, soubor obsahuje jen 0,0 sekundy; slova byla místo toho vypsána jako text. Zkuste to znovu s --voice clips.\n"},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "moves.wav")
		code, out, errOut := runCLIAsIs("", "say", "--lang", tt.lang, "--voice", "espeak", "--out", path, "e4", "e5")
		if code != 1 {
			t.Errorf("%s: exit %d, want 1: %s", tt.lang, code, errOut)
		}
		if out != tt.out {
			t.Errorf("%s: stdout %q, want %q", tt.lang, out, tt.out)
		}
		if want := fmt.Sprintf(tt.last, path); !strings.HasSuffix(errOut, want) {
			t.Errorf("%s: stderr\n%s\nwant it to end with\n%s", tt.lang, errOut, want)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		p, err := speech.ReadWAV(bytes.NewReader(data))
		if err != nil || p.Duration() != 0 {
			t.Errorf("%s: the WAV file: %v, %.2f s; want a valid empty recording", tt.lang, err, p.Duration())
		}
	}
}

// TestSayPGNExceptionalResult: a game whose Result is "*" with an
// exceptional result in its ExceptionalResult tag (docs/pgn.md) ends with
// that result in words in the session's language, as the table says it,
// not with no result line as an unfinished game.
func TestSayPGNExceptionalResult(t *testing.T) {
	const game = "[Event \"cr\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[ExceptionalResult \"%s\"]\n\n1. e4 e5 *\n"
	tests := []struct{ lang, res, last string }{
		{"de", "0-0", "Beide Spieler verlieren"},
		{"en", "0-0", "Both players lose"},
		{"cs", "0-0", "Oba hráči prohrávají"},
		{"de", "1/2-0", "Weiß einen halben Punkt, Schwarz keinen"},
		{"en", "1/2-0", "White half a point, Black none"},
		{"cs", "1/2-0", "Bílý půl bodu, černý nic"},
		{"de", "0-1/2", "Weiß keinen Punkt, Schwarz einen halben"},
		{"en", "0-1/2", "White none, Black half a point"},
		{"cs", "0-1/2", "Bílý nic, černý půl bodu"},
	}
	for _, tc := range tests {
		path := filepath.Join(t.TempDir(), "g.pgn")
		if err := os.WriteFile(path, []byte(fmt.Sprintf(game, tc.res)), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCLIAsIs("", "say", "--lang", tc.lang, "--text", "--pgn", path)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 0 || len(lines) != 4 || lines[3] != tc.last {
			t.Errorf("--lang %s, %s: exit %d, stderr %q, output %q; want last line %q", tc.lang, tc.res, code, errOut, out, tc.last)
		}
	}
}
