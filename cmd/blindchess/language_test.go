package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// letters finds the words of a text: runs of letters (a word such as
// "50-Züge-Regel" gives "züge" and "regel").
var letters = regexp.MustCompile(`\pL+`)

// vocabularyOf is every word a session in language l may say: the words
// of its catalog and of the phonetic vocabulary of its style (moves,
// numbers, times), lower case.
func vocabularyOf(l catalog.Lang) map[string]bool {
	v := map[string]bool{}
	add := func(s string) {
		// As written, and in ASCII (a BRF file, --ascii).
		for _, w := range letters.FindAllString(strings.ToLower(s+" "+phonetic.Transliterate(s)), -1) {
			v[w] = true
		}
	}
	for _, k := range catalog.Keys() {
		if s, ok := catalog.Raw(l, k); ok {
			add(s)
		}
	}
	style, _ := phonetic.ParseStyle(styleOfLang(l))
	for _, t := range style.AllTokens() {
		add(t.Text)
	}
	return v
}

// castling is the castling field of a FEN.
var castling = regexp.MustCompile(`^[KQkq]{1,4}$`)

// neutral reports whether a token of the output belongs to no language: a
// path, a file name, a time, a number, a move in algebraic notation, a
// FEN, a flag, a JSON word or a name the test gave.
func neutral(tok string) bool {
	if strings.ContainsAny(tok, "/\\0123456789=+#_@") || strings.HasPrefix(tok, "--") {
		return true
	}
	t := strings.Trim(tok, ".,;:()!?\"'")
	if castling.MatchString(t) {
		return true
	}
	switch strings.ToLower(t) {
	// The program's name, formats, and what the test types that is no
	// word of any language.
	case "blindchess", "pgn", "fen", "journal", "dbfs", "hz", "alsa", "xyzzy", "purple", "":
		return true
	}
	return false
}

// foreignWords returns the words of out that are not words of language l
// but are words of another language: a sentence of another language in a
// session of l. Tokens that belong to no language (neutral) are skipped.
func foreignWords(out string, l catalog.Lang, vocab map[catalog.Lang]map[string]bool) []string {
	var bad []string
	seen := map[string]bool{}
	for _, tok := range strings.Fields(out) {
		if neutral(tok) {
			continue
		}
		for _, w := range letters.FindAllString(strings.ToLower(tok), -1) {
			if vocab[l][w] || seen[w] || len([]rune(w)) < 2 {
				continue
			}
			for _, other := range catalog.Langs() {
				if other != l && vocab[other][w] {
					bad = append(bad, w+" ("+other.Code()+")")
					seen[w] = true
					break
				}
			}
		}
	}
	sort.Strings(bad)
	return bad
}

// unknownWords returns the words of out that are in no language's
// vocabulary: a sentence written outside the catalogs.
func unknownWords(out string, vocab map[catalog.Lang]map[string]bool) []string {
	var bad []string
	seen := map[string]bool{}
	for _, tok := range strings.Fields(out) {
		if neutral(tok) {
			continue
		}
		for _, w := range letters.FindAllString(strings.ToLower(tok), -1) {
			if seen[w] || len([]rune(w)) < 2 {
				continue
			}
			known := false
			for _, l := range catalog.Langs() {
				known = known || vocab[l][w]
			}
			if !known {
				bad = append(bad, w)
				seen[w] = true
			}
		}
	}
	sort.Strings(bad)
	return bad
}

// playScript is a game with both virtual boards: a move typed before the
// boards show it (the boards differ and are set right), touches, requests,
// a draw offer declined, a claim, an undo, a wrong input, the help, and
// the arbiter's usage.
const playScript = `0 help
1 e4
2 board tactile lift e2
3 board tactile place e4
4 board sighted lift e2
5 board sighted place e4
5 start
6 press
7 board sighted lift e7
8 board sighted place e5
9 board tactile lift e7
10 board tactile place e5
11 press
12 time
13 moves
14 position
15 position e4
16 last
17 draw
17 ja
18 decline
19 touches
20 claim
20 ja
21 undo
22 xyzzy
23 resign purple
24 arbiter
25 quit
25 ja
`

// faultScript is a game whose boards report faults, as real boards'
// drivers write them: line noise on both, a resync, the sighted board
// gone (each a code with its arguments, said in the session's language).
const faultScript = `0 board sighted fault eboard.noise eboard.skipped(3 5)
0 board tactile fault eboard.noise tactile.garbled(1)
1 board tactile resync eboard.resync tactile.lost-why(2)
2 board sighted gone eboard.disconnected serialport.gone("/dev/ttyUSB0")
3 board
4 quit
4 ja
`

// simulateScript drives an emulated board: moves, a bad square, an
// unknown command, noise, a clock (DGT), the hand, unplugging, the help.
const simulateScript = "show\nmove e2 e4\nlift e9\nxyzzy\nnoise 3\nclock 0:05:00 0:05:00 left\nlever\nlift d7\nshow\nplace d5\n" +
	"capture d5 e4\nplace e4\nunplug\nlift a1\nreplug\npower off\npower off\npower on\nbutton 9\nhelp\nquit\n"

// TestEachLanguageSessionSaysNoWordOfAnother is the test of issue 20: a
// session in each of de, en and cs — play with both virtual boards, the
// clock, position, braille and the microphone's messages — writes no word
// of another language and no word outside the catalogs and the phonetic
// vocabulary.
func TestEachLanguageSessionSaysNoWordOfAnother(t *testing.T) {
	vocab := map[catalog.Lang]map[string]bool{}
	for _, l := range catalog.Langs() {
		vocab[l] = vocabularyOf(l)
	}
	missingMic := filepath.Join(t.TempDir(), "none.wav")
	quiet, _ := micFile(t, silence(1.2))
	clockScript := writeScript(t, "0 start\n10 press\n20 time\n21 opponent\n22 both\n23 moves\n24 status\n25 pause\n30 resume\n40 quit\n40 yes\n")
	pgnFile := filepath.Join("testdata", "kasparov-deep-blue-1997.pgn")
	notWAV := writeTemp(t, "not.wav", "hello\n")
	// Nothing listens on port 1: speech-dispatcher does not run.
	t.Setenv("SPEECHD_ADDRESS", "inet_socket:127.0.0.1:1")
	for _, l := range catalog.Langs() {
		t.Run(l.Code(), func(t *testing.T) {
			lang := l.Code()
			dir := t.TempDir()
			runs := []struct {
				name  string
				stdin string
				args  []string
			}{
				{"play with both boards", playScript, []string{"play", "--lang", lang, "--casual", "--tactile", "virtual", "--sighted", "virtual",
					"--time", "5+3", "--script", "-", "--virtual", "--journal", filepath.Join(dir, "g.journal")}},
				{"bad microphone: a file that is not there", "1 e4\n2 quit\n2 ja\n", []string{"play", "--lang", lang, "--record", "--microphone", missingMic,
					"--script", "-", "--journal", filepath.Join(dir, "m.journal")}},
				{"clock script", "", []string{"clock", "--lang", lang, "--time", "5+3", "--script", clockScript, "--virtual"}},
				{"clock keys", "\nt\nm\nh\nx\nq\nn\nq\ny\n", []string{"clock", "--lang", lang, "--time", "5+3"}},
				{"clock asks the time control", "0\n9+x\n3\nq\ny\n", []string{"clock", "--lang", lang}},
				{"bad time control", "", []string{"play", "--lang", lang, "--time", "40/"}},
				{"position", "", []string{"position", "--lang", lang, "--moves", "e4 e5 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"}},
				{"position mate", "", []string{"position", "--lang", lang, "--moves", "f3 e5 g4 Qh4"}},
				{"bad side", "", []string{"play", "--lang", lang, "--me", "purple"}},
				{"bad time control for the clock", "", []string{"clock", "--lang", lang, "--time", "90+"}},
				{"bad time control for play", "", []string{"play", "--lang", lang, "--time", "xyzzy"}},
				{"bad WAV for the recogniser", "", []string{"listen", "--lang", lang, "--wav", notWAV}},
				{"bad voice: speech-dispatcher not running", "", []string{"say", "--lang", lang, "--voice", "speechd", "e4"}},
				{"microphone test", "", []string{"microphones", "--lang", lang, "--test", quiet, "--seconds", "1"}},
				{"play with faulty boards", faultScript, []string{"play", "--lang", lang, "--tactile", "virtual", "--sighted", "virtual",
					"--script", "-", "--virtual", "--journal", filepath.Join(dir, "f.journal")}},
				{"simulate a DGT board", simulateScript, []string{"simulate", "--lang", lang, "dgt"}},
				{"simulate a Millennium board", simulateScript, []string{"simulate", "--lang", lang, "millennium"}},
			}
			for _, r := range runs {
				code, out, errOut := runCLI(t, r.stdin, r.args...)
				all := out + "\n" + errOut
				if code != 0 && !strings.HasPrefix(r.name, "bad ") {
					t.Errorf("%s: exit %d:\n%s", r.name, code, all)
				}
				if bad := foreignWords(all, l, vocab); len(bad) > 0 {
					t.Errorf("%s: words of another language %v in:\n%s", r.name, bad, all)
				}
				if bad := unknownWords(all, vocab); len(bad) > 0 {
					t.Errorf("%s: words outside the catalogs %v in:\n%s", r.name, bad, all)
				}
			}
			// The braille sheet's header (the moves are braille cells).
			code, out, errOut := runCLI(t, "", "braille", "--lang", lang, "--pgn", pgnFile, "--format", "brf")
			if code != 0 {
				t.Fatalf("braille: exit %d: %s", code, errOut)
			}
			// Read as a reader of the language reads the cells: ý is ⠯
			// in Czech braille (BRF &), ß ⠮ in German (BRF !).
			header := brailleWords(lang, strings.SplitN(out, "\r\n", 4)[2])
			if bad := foreignWords(header, l, vocab); len(bad) > 0 {
				t.Errorf("braille header %q: words of another language %v", header, bad)
			}
			word := strings.Fields(strings.ToLower(header))[0]
			if !vocab[l][word] {
				t.Errorf("braille header %q: %q is no word of %s", header, word, lang)
			}
		})
	}
}

// brailleWords reads a line of a BRF scoresheet's header as a reader of
// lang reads its cells: the letters with diacritics of German and Czech
// braille (docs/braille.md) as those letters, every other cell as its
// BRF character.
func brailleWords(lang, brf string) string {
	national := map[string]map[rune]rune{
		"de": {'⠜': 'ä', '⠪': 'ö', '⠳': 'ü', '⠮': 'ß'},
		"cs": {'⠡': 'á', '⠩': 'č', '⠹': 'ď', '⠜': 'é', '⠣': 'ě', '⠌': 'í', '⠫': 'ň', '⠪': 'ó',
			'⠺': 'ř', '⠱': 'š', '⠳': 'ť', '⠬': 'ú', '⠾': 'ů', '⠯': 'ý', '⠮': 'ž', '⠷': 'w'},
	}[lang]
	var b strings.Builder
	for _, c := range braille.FromBRF(brf) {
		if r, ok := national[c]; ok {
			b.WriteRune(r)
			continue
		}
		b.WriteString(braille.BRF(string(c)))
	}
	return b.String()
}

// TestLanguageFromLocale: without --lang the language is the locale's
// ($LC_ALL, then $LC_MESSAGES, then $LANG), the same for every command;
// --lang wins.
func TestLanguageFromLocale(t *testing.T) {
	tests := []struct {
		env  map[string]string
		args []string
		want string // a line of the output
	}{
		{map[string]string{"LANG": "de_DE.UTF-8"}, []string{"position"}, "Am Zug: Weiß"},
		{map[string]string{"LANG": "cs_CZ.UTF-8"}, []string{"position"}, "Na tahu: bílý"},
		{map[string]string{"LANG": "C.UTF-8"}, []string{"position"}, "To move: White"},
		{map[string]string{"LC_ALL": "cs_CZ.UTF-8", "LANG": "de_DE.UTF-8"}, []string{"position"}, "Na tahu: bílý"},
		{map[string]string{"LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}, []string{"position"}, "Am Zug: Weiß"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, []string{"position", "--lang", "en"}, "To move: White"},
		{map[string]string{"LANG": "cs_CZ.UTF-8"}, []string{"clock", "--time", "5+3", "--script", writeScript(t, "0 start\n1 quit\n1 ano\n"), "--virtual"}, "Hodiny spuštěny, bílý na tahu"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, []string{"play", "--script", "-", "--virtual", "--journal", "J"}, "Eva vier"},
		{map[string]string{"LANG": "cs_CZ.UTF-8"}, []string{"play", "--script", "-", "--virtual", "--journal", "J"}, "Eva čtyři"},
		{map[string]string{"LANG": "en_US.UTF-8"}, []string{"play", "--script", "-", "--virtual", "--journal", "J"}, "Eva four"},
		{map[string]string{"LANG": "cs_CZ.UTF-8"}, []string{"play", "--style", "annexd", "--script", "-", "--virtual", "--journal", "J"}, "Eva vier"},
	}
	for _, tc := range tests {
		for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
			t.Setenv(k, tc.env[k])
		}
		args := slices.Clone(tc.args)
		for i, a := range args {
			if a == "J" {
				args[i] = filepath.Join(t.TempDir(), "g.journal")
			}
		}
		var stdin string
		if args[0] == "play" {
			stdin = "1 e4\n2 quit\n2 ja\n"
		}
		// Not runCLI: it gives play and clock the --lang of their tests.
		code, out, errOut := runCLIAsIs(stdin, args...)
		if code != 0 || !strings.Contains(out, tc.want) {
			t.Errorf("%v %v: exit %d, want %q in:\n%s%s", tc.env, tc.args, code, tc.want, out, errOut)
		}
	}
}

// TestIssue20Examples: the sentences issue 20 found in the wrong language
// or with a slip, each in de, en and cs.
func TestIssue20Examples(t *testing.T) {
	boards := "0 board tactile lift e2\n1 board tactile place e4\n2 arbiter takeback\n2 ja\n3 board tactile lift e4\n4 board tactile place e2\n" +
		"5 e4\n6 board sighted lift e7\n7 position white\n8 undo\n9 quit\n9 ja\n"
	// Nf3 Nf6 Ng1 Ng8 twice after 1. e4 e5: Ng8 repeats the position a third time.
	repetition := "0 e4\n1 press\n2 e5\n3 press\n4 Nf3\n5 press\n6 Nf6\n7 press\n8 Ng1\n9 press\n10 Ng8\n11 press\n" +
		"12 Nf3\n13 press\n14 Nf6\n15 press\n16 Ng1\n17 press\n18 claim Ng8\n18 ja\n19 quit\n"
	wrongClaim := "0 e4\n1 press\n2 claim\n2 ja\n3 quit\n3 ja\n"
	tests := []struct {
		name, lang, stdin string
		args              []string
		want              []string
	}{
		{"boards en", "en", boards, []string{"--tactile", "virtual", "--sighted", "virtual"}, []string{
			"Tactile board: Eva two: white pawn missing. Eva four: a white pawn too many.",
			"The tactile board is in step again.", "Pawn Eva two touched",
			"White: king Eva one\n", "Taken back: Eva four."}},
		{"boards de", "de", boards, []string{"--tactile", "virtual", "--sighted", "virtual"}, []string{
			"Steckbrett: Eva zwei: weißer Bauer fehlt. Eva vier: ein weißer Bauer zu viel.",
			"Das Steckbrett stimmt wieder.", "Bauer Eva zwei berührt",
			"Weiß: König Eva eins\n", "Zurückgenommen: Eva vier."}},
		{"boards cs", "cs", boards, []string{"--tactile", "virtual", "--sighted", "virtual"}, []string{
			"Hmatová šachovnice: Eva dva: chybí bílý pěšec. Eva čtyři: navíc bílý pěšec.",
			"Hmatová šachovnice opět souhlasí s partií.", "Pěšec Eva dva dotknut",
			"Bílý: král Eva jedna\n", "Vzato zpět: Eva čtyři.", "Partie bílý proti černému. Bílý na tahu. Turnajová partie."}},
		{"repetition en", "en", repetition, []string{"--casual", "--time", "5+3"}, []string{"Game over. Draw: threefold repetition."}},
		{"repetition de", "de", repetition, []string{"--casual", "--time", "5+3"}, []string{"Partie beendet. Remis: dreimalige Stellungswiederholung."}},
		{"repetition cs", "cs", repetition, []string{"--casual", "--time", "5+3"}, []string{"Konec partie. Remíza: trojí opakování pozice."}},
		{"wrong claim en", "en", wrongClaim, []string{"--casual", "--time", "5+3"}, []string{"the position has appeared once, half-moves"}},
		{"wrong claim de", "de", wrongClaim, []string{"--casual", "--time", "5+3"}, []string{"die Stellung ist einmal aufgetreten, Halbzüge"}},
		{"wrong claim cs", "cs", wrongClaim, []string{"--casual", "--time", "5+3"}, []string{"pozice se objevila jednou, půltahů"}},
		{"resign de", "de", "0 resign\n1 aufgeben lila\n2 quit\n2 ja\n", nil, []string{
			"Wer gibt auf? Bitte aufgeben weiß oder aufgeben schwarz eingeben.", `Seite "lila": weiß oder schwarz eingeben.`}},
		{"resign cs", "cs", "0 vzdát černý\n0 ano\n1 quit\n", nil, []string{"Černý se vzdává"}},
	}
	for _, tc := range tests {
		args := append([]string{"play", "--lang", tc.lang, "--script", "-", "--virtual", "--journal", filepath.Join(t.TempDir(), "g.journal")}, tc.args...)
		code, out, errOut := runCLI(t, tc.stdin, args...)
		if code != 0 {
			t.Errorf("%s: exit %d: %s", tc.name, code, errOut)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in:\n%s", tc.name, w, out)
			}
		}
	}
	// position --lang cs says everything in Czech.
	_, out, _ := runCLI(t, "", "position", "--lang", "cs", "--moves", "e4")
	for _, w := range []string{"Tahy: 1. e4\n", "Na tahu: černý\n", "Šach: ne\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("position --lang cs: no %q in:\n%s", w, out)
		}
	}
	// The clock in German and Czech: greeting, setting, help and the quit question.
	for _, tc := range []struct{ lang, want string }{
		{"de", "Uhr 5+3: fünf Minuten, Inkrement drei Sekunden (Blitz).\nSie spielen Weiß. Eine leere Zeile (Enter) startet die Uhr von Weiß, h gibt Hilfe.\nTurnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (t); --announce gibt automatische Ansagen.\nUhr gestartet, Weiß am Zug\n"},
		{"cs", "Tempo 5+3: pět minut, přídavek tři sekundy (bleskovka).\nHrajete za bílé. Prázdný řádek (Enter) spustí hodiny bílého, h nápověda.\nTurnajová partie: čas se hlásí jen na požádání (t); --announce zapne automatická hlášení.\nHodiny spuštěny, bílý na tahu\n"},
	} {
		_, out, _ := runCLI(t, "\nq\nn\n", "clock", "--lang", tc.lang, "--time", "5+3")
		quit := catalog.For(map[string]catalog.Lang{"de": catalog.German, "cs": catalog.Czech}[tc.lang]).Say("clock.quit-question")
		if !strings.HasPrefix(out, tc.want) || !strings.Contains(out, quit) {
			t.Errorf("clock --lang %s:\n%s\nwant it to start with\n%sand to ask %q", tc.lang, out, tc.want, quit)
		}
	}
}
