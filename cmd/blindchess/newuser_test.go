package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNewUserSentencesReadRight holds the sentences found wrong when
// play, clock, position, say, braille and pgn check were tried as a new
// user in German, English and Czech: each now reads right (Czech plural
// forms, piece words in lower case inside a sentence, a line of clock
// words with a capital, the arbiter log in the session's language, no
// word of another language, errors that say what to do).
func TestNewUserSentencesReadRight(t *testing.T) {
	dir := t.TempDir()
	two := filepath.Join(dir, "two.pgn")
	one := filepath.Join(dir, "one.pgn")
	games := "[Event \"A\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n" +
		"[Event \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n"
	if err := os.WriteFile(two, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(one, []byte(games[:strings.Index(games, "\n\n[Event \"B\"]")+1]), 0o644); err != nil {
		t.Fatal(err)
	}
	play := func(move string) string {
		return "0 start\n1 " + move + "\n2 undo\n3 board tactile lift e2\n4 board tactile place e4\n5 board tactile jump e4\n" +
			"6 touches\n7 quit\n8 yes\n"
	}
	tests := []struct {
		name string
		args []string
		want []string // lines of standard output and error, each whole
		not  []string // text that must not appear
	}{
		{"braille --game past the end, Czech plural", []string{"braille", "--lang", "cs", "--pgn", two, "--game", "5"},
			[]string{"blindchess: --game 5: " + two + " obsahuje 2 partie; zadejte číslo od 1 do 2"}, []string{"partií"}},
		{"braille --game past the end of one game", []string{"braille", "--lang", "en", "--pgn", one, "--game", "2"},
			[]string{"blindchess: --game 2: " + one + " holds only 1 game; give --game 1 or leave --game out"}, nil},
		{"position --game past the end says what to do", []string{"position", "--lang", "de", "--pgn", two, "--game", "3"},
			[]string{"blindchess: --game 3: " + two + " enthält 2 Partien; eine Zahl von 1 bis 2 angeben"}, nil},
		{"braille names a bad move as the scoresheet does", []string{"braille", "--lang", "en", "--pgn", two, "--game", "2"},
			[]string{"blindchess: " + two + ", game 2: move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3"}, nil},
		{"pgn check takes --lang", []string{"pgn", "check", "--lang", "cs", two},
			[]string{two + ": 2 partie: 1 platná, 1 neplatná"}, []string{"unknown flag"}},
		{"say --style in the session's language", []string{"say", "--lang", "de", "--style", "foo", "e4"},
			[]string{`blindchess: --style "foo": einen dieser Stile angeben: annexd, annexd-en, nato, cs`}, []string{"unknown"}},
		{"play, English", []string{"play", "--lang", "en", "--time", "5+3", "--tactile", "virtual", "--sighted", "virtual",
			"--script", writeScript(t, play("Nf3")), "--virtual", "--journal", filepath.Join(t.TempDir(), "g.journal")},
			[]string{"Clock started", "Taken back: knight Felix three.",
				"Board line not understood; write board tactile or board sighted, then lift e2, place e4 (q after it for a promotion) or snapshot …",
				"Touches: 1.", "3 seconds into the game, tactile board, White: pawn Eva two.", "Game interrupted."}, []string{"clock started", "Game left"}},
		{"play, Czech", []string{"play", "--lang", "cs", "--time", "5+3", "--tactile", "virtual", "--sighted", "virtual",
			"--script", writeScript(t, play("Jf3")), "--virtual", "--journal", filepath.Join(t.TempDir(), "g.journal")},
			[]string{"Hodiny spuštěny", "Vzato zpět: jezdec Felix tři.", "Doteky: 1.", "3 sekundy od začátku partie, hmatová šachovnice, bílý: pěšec Eva dva."}, []string{"hodiny spuštěny"}},
		{"an unknown flag, German", []string{"position", "--lang", "de", "--sqare", "e4"},
			[]string{`blindchess: unbekannte Option --sqare (siehe blindchess position --help)`}, []string{"unknown"}},
		{"a flag without its value, Czech", []string{"position", "--lang", "cs", "--moves"},
			[]string{`blindchess: volba --moves potřebuje hodnotu (viz blindchess position --help)`}, []string{"needs"}},
		{"a flag's value that is no number, Czech", []string{"position", "--lang", "cs", "--game", "abc"},
			[]string{`blindchess: --game "abc": zadejte celé číslo, například 3 (viz blindchess position --help)`}, []string{"strconv"}},
		{"a flag's value that is not true or false", []string{"clock", "--lang", "en", "--virtual=maybe"},
			[]string{`blindchess: --virtual "maybe": give true or false, or the option alone (see blindchess clock --help)`}, []string{"strconv"}},
		{"an unknown command, with what it may mean", []string{"positon", "--lang", "de"},
			[]string{`blindchess: blindchess kennt keinen Befehl "positon"; meinten Sie position? (siehe blindchess --help)`}, []string{"Did you mean"}},
		{"play, German: the resignation asks in a sentence", []string{"play", "--lang", "de", "--script", writeScript(t, "1 aufgeben\n"), "--virtual",
			"--journal", filepath.Join(t.TempDir(), "g.journal")},
			[]string{"Wer gibt auf? Bitte aufgeben weiß oder aufgeben schwarz eingeben."}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, out, errOut := runCLI(t, "", tt.args...)
			all := out + errOut
			lines := map[string]bool{}
			for _, l := range strings.Split(all, "\n") {
				lines[l] = true
			}
			for _, w := range tt.want {
				if !lines[w] {
					t.Errorf("no line %q in:\n%s", w, all)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(all, n) {
					t.Errorf("%q in:\n%s", n, all)
				}
			}
		})
	}
	// The arbiter log is written in the session's language.
	jdir := t.TempDir()
	if _, _, errOut := runCLI(t, "", "play", "--lang", "de", "--time", "5+3", "--tactile", "virtual", "--script", writeScript(t, "0 start\n1 board tactile lift e2\n2 board tactile place e4\n"),
		"--virtual", "--journal", filepath.Join(jdir, "g.journal")); errOut != "" {
		t.Fatalf("play: %s", errOut)
	}
	got, err := os.ReadFile(filepath.Join(jdir, "g.arbiter.txt"))
	if want := "Zug 1, Weiß am Zug, nach 1 Sekunde Spielzeit. Weiß 5 Minuten 2 Sekunden, Schwarz 5 Minuten 3 Sekunden. Berührung: Steckbrett, Weiß: Bauer Eva zwei\n"; err != nil || string(got) != want {
		t.Errorf("German arbiter log (%v):\n%s\nwant:\n%s", err, got, want)
	}
}
