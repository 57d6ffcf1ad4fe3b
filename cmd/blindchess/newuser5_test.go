package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestClockResumeSaysThePauseOnce resumes, from its keys, a clock left
// running: the pause is said once, by the restored line ("Clock restored
// …, paused"), not also by a "Clock paused" before it, in each language;
// --json keeps the pause event. Both times follow the restored line and the setting, as
// play's resume says them (walk11: a clock after a power cut said only
// that it was restored). (2+1 starts at 2:01: the increment is also
// added before move 1.)
func TestClockResumeSaysThePauseOnce(t *testing.T) {
	tests := []struct {
		lang string
		want string
	}{
		{"en", `Clock restored from its journal, paused at its last known times; press z to resume.
Tournament play: your time is told only when you ask (t); --announce gives automatic announcements.
White, two minutes, Black, one minute fifty-eight seconds
Quit the clock? Press y to quit, any other key to go on.
White, two minutes, Black, one minute fifty-eight seconds
`},
		{"de", `Uhr aus ihrem Journal wiederhergestellt, angehalten auf den letzten bekannten Zeiten; z lässt sie weiterlaufen.
Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (t); --announce gibt automatische Ansagen.
Weiß, zwei Minuten, Schwarz, eine Minute achtundfünfzig Sekunden
Uhr beenden? j beendet, jede andere Taste macht weiter.
Weiß, zwei Minuten, Schwarz, eine Minute achtundfünfzig Sekunden
`},
		{"cs", `Hodiny obnoveny z deníku, zastaveny na posledních známých časech; z je znovu spustí.
Turnajová partie: čas se hlásí jen na požádání (t); --announce zapne automatická hlášení.
Bílý, dvě minuty, černý, jedna minuta padesát osm sekund
Ukončit hodiny? Klávesa a (ano) ukončí, jiná klávesa pokračuje.
Bílý, dvě minuty, černý, jedna minuta padesát osm sekund
`},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			dir := t.TempDir()
			j, jj := filepath.Join(dir, "clock.journal"), filepath.Join(dir, "json.journal")
			// Left with Black's clock running.
			for _, p := range []string{j, jj} {
				runCLIOK(t, "clock", "--time", "2+1", "--lang", tt.lang, "--journal", p,
					"--script", writeScript(t, "0 start\n2 press\n5 quit\n5 yes\n"), "--virtual")
			}
			code, out, errOut := runCLI(t, "q\ny\n", "clock", "--resume", j)
			if code != 0 {
				t.Fatalf("resume: exit %d: %s", code, errOut)
			}
			if out != tt.want {
				t.Errorf("resumed clock wrote\n%s\nwant\n%s", out, tt.want)
			}
			_, out, _ = runCLI(t, "q\ny\n", "clock", "--resume", jj, "--json")
			if want := `{"t":5,"event":"pause","white_ms":120000,"black_ms":118000,"moves":0,"side":"black","text":"` + pauseText[tt.lang] + `"}`; firstLine(out) != want {
				t.Errorf("--json: first line %q, want %q", firstLine(out), want)
			}
		})
	}
}

// pauseText is the text of the clock's pause event in each language.
var pauseText = map[string]string{"en": "Clock paused", "de": "Uhr angehalten", "cs": "Hodiny zastaveny"}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// TestSayPGNLinesBeginWithACapital: say --pgn writes a side at the start
// of a line with its capital and, in Czech, a side inside the line in
// lower case (Bílý - černý, Novák - černý), as the table's sentences do;
// every line begins with a capital, the result line too (Remíza, Draw,
// not remíza), written (--text) and spoken as text lines.
func TestSayPGNLinesBeginWithACapital(t *testing.T) {
	const games = `[Event "Open"]
[White "Novák"]
[Black "?"]
[Result "1-0"]

1. f3 e5 2. g4 Qh4# 1-0

[Event "?"]
[White "?"]
[Black "?"]
[Result "1/2-1/2"]

1. e4 e5 1/2-1/2
`
	path := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(path, []byte(games), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang, text, spoken string
	}{
		{"cs", `Novák - černý, Open
Tah jedna, bílý, Felix tři
Tah jedna, černý, Eva pět
Tah dva, bílý, Gustav čtyři
Tah dva, černý, dáma Hector čtyři mat
Bílý vyhrává
Bílý - černý
Tah jedna, bílý, Eva čtyři
Tah jedna, černý, Eva pět
Remíza
`, `Novák - černý, Open
Tah jedna, Felix tři
Eva pět
Tah dva, Gustav čtyři
Dáma Hector čtyři mat
Bílý vyhrává
Bílý - černý
Tah jedna, Eva čtyři
Eva pět
Remíza
`},
		{"en", `Novák - Black, Open
Move one, White, Felix three
Move one, Black, Eva five
Move two, White, Gustav four
Move two, Black, queen Hector four mate
White wins
White - Black
Move one, White, Eva four
Move one, Black, Eva five
Draw
`, `Novák - Black, Open
Move one, Felix three
Eva five
Move two, Gustav four
Queen Hector four mate
White wins
White - Black
Move one, Eva four
Eva five
Draw
`},
		{"de", `Novák - Schwarz, Open
Zug eins, Weiß, Felix drei
Zug eins, Schwarz, Eva fünf
Zug zwei, Weiß, Gustav vier
Zug zwei, Schwarz, Dame Hector vier Matt
Weiß gewinnt
Weiß - Schwarz
Zug eins, Weiß, Eva vier
Zug eins, Schwarz, Eva fünf
Remis
`, `Novák - Schwarz, Open
Zug eins, Felix drei
Eva fünf
Zug zwei, Gustav vier
Dame Hector vier Matt
Weiß gewinnt
Weiß - Schwarz
Zug eins, Eva vier
Eva fünf
Remis
`},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", "say", "--lang", tt.lang, "--text", "--pgn", path)
			if code != 0 || out != tt.text {
				t.Errorf("--text: exit %d, got\n%s\nwant\n%s\n%s", code, out, tt.text, errOut)
			}
			code, out, errOut = runCLI(t, "", "say", "--lang", tt.lang, "--voice", "text", "--pgn", path)
			if code != 0 || out != tt.spoken {
				t.Errorf("--voice text: exit %d, got\n%s\nwant\n%s\n%s", code, out, tt.spoken, errOut)
			}
		})
	}
}

// TestClockQuitKeyOfTheQuestionIsInTheHelp: the key the clock's quit
// question names in the session's language (j, a, y) is the one its help
// names first, and it quits; any other key goes on.
func TestClockQuitKeyOfTheQuestionIsInTheHelp(t *testing.T) {
	tests := []struct {
		lang, key, help, question, goesOn, final string
	}{
		{"en", "y", "q quit (asks: y or Enter quits, any other key goes on)",
			"Quit the clock? Press y to quit, any other key to go on.",
			"Not quitting; the clock goes on.",
			"White, five minutes three seconds, Black, five minutes three seconds"},
		{"de", "j", "q beenden (fragt nach:\nj, y oder Enter beendet, jede andere Taste macht weiter)",
			"Uhr beenden? j beendet, jede andere Taste macht weiter.",
			"Nicht beendet; die Uhr läuft weiter.",
			"Weiß, fünf Minuten drei Sekunden, Schwarz, fünf Minuten drei Sekunden"},
		{"cs", "a", "q konec (zeptá se: klávesa a\n(ano), y nebo Enter ukončí, jiná klávesa pokračuje)",
			"Ukončit hodiny? Klávesa a (ano) ukončí, jiná klávesa pokračuje.",
			"Neukončeno; hodiny běží dál.",
			"Bílý, pět minut tři sekundy, černý, pět minut tři sekundy"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			_, help, _ := runCLIOK(t, "clock", "--help", "--lang", tt.lang)
			if !strings.Contains(help, tt.help) {
				t.Errorf("clock --help does not say %q:\n%s", tt.help, help)
			}
			j := filepath.Join(t.TempDir(), "clock.journal")
			code, out, errOut := runCLI(t, "q\nx\nq\n"+tt.key+"\nt\n", "clock", "--time", "5+3", "--lang", tt.lang, "--journal", j)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			want := []string{tt.question, tt.goesOn, tt.question, tt.final}
			if code != 0 || len(lines) < 4 || !slices.Equal(lines[len(lines)-4:], want) {
				t.Errorf("exit %d, the clock wrote\n%s\nwant it to end with\n%s\n%s", code, out, strings.Join(want, "\n"), errOut)
			}
		})
	}
}
