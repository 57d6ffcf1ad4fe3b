package table

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestGrammarAMoveAlwaysWins: every command word and short form against
// every piece letter of every language (upper and lower case, with and
// without a space) and every square. "<letter> <square>" and
// "<letter><square>" are never a command; a command word alone is its
// command; a one-letter short form counts only as the whole line.
func TestGrammarAMoveAlwaysWins(t *testing.T) {
	for _, lang := range []string{"de", "en", "cs"} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = lang }))
		for i := range commands {
			d := &commands[i]
			for _, n := range d.names {
				if n == "board" {
					continue // "board" alone is the boards' state (a machine input)
				}
				if c := tb.readLine(n); c.kind != d.kind {
					t.Errorf("%s: %q alone is %v, want %v", lang, n, c.kind, d.kind)
				}
				if c := tb.readLine(strings.ToUpper(n)); c.kind != d.kind {
					t.Errorf("%s: %q alone is %v, want %v", lang, strings.ToUpper(n), c.kind, d.kind)
				}
			}
		}
		for _, l := range "KQRBNDTLSVJkqrbndtlsvj" {
			for sq := rules.Square(0); sq < 64; sq++ {
				for _, line := range []string{string(l) + sq.String(), string(l) + " " + sq.String()} {
					c := tb.readLine(line)
					if c.kind != cmdMove {
						t.Fatalf("%s: %q read as %v, want a move", lang, line, c.kind)
					}
					if !tb.isMove(line) {
						t.Fatalf("%s: %q does not read as a move", lang, line)
					}
				}
			}
		}
	}
}

// TestGrammarCommandsWithArguments: command words keep their arguments;
// one-letter short forms with words after them are not commands.
func TestGrammarCommandsWithArguments(t *testing.T) {
	tb := newTable(t, DefaultSetup())
	cases := []struct {
		in   string
		kind cmdKind
	}{
		{"claim Nf3", cmdClaim},
		{"reklamieren Sf3", cmdClaim},
		{"time both", cmdTime},
		{"zeit gegner", cmdTime},
		{"pos e4", cmdPosition},
		{"stellung e", cmdPosition},
		{"resign white", cmdResign},
		{"arbiter result 1-0", cmdArbiter},
		{"/d", cmdDraw},
		{"/t both", cmdTime},
		{"t both", cmdMove},
		{"c f3", cmdMove},
		{"q h fünf", cmdMove},
		{"s f drei", cmdMove},
		{"dame hector fünf", cmdMove},
		{"kurze rochade", cmdMove},
		{"xq7ztr", cmdMove},
	}
	for _, c := range cases {
		if got := tb.readLine(c.in).kind; got != c.kind {
			t.Errorf("%q read as %v, want %v", c.in, got, c.kind)
		}
	}
}

// TestGrammarIssueExamples: the lines of issue 22, with their answers in
// de, en and cs (moves are announced in the Annex D style).
func TestGrammarIssueExamples(t *testing.T) {
	cases := []struct {
		lang  string
		pre   []string
		in    string
		wants []string
	}{
		{"de", []string{"e4", "e5"}, "q h fünf", []string{"Dame Hector fünf", "Als Zug gelesen, nicht als Befehl beenden."}},
		{"de", []string{"e4", "e5"}, "D h5", []string{"Dame Hector fünf", "Als Zug gelesen, nicht als Befehl remis."}},
		{"de", nil, "s f drei", []string{"Springer Felix drei", "Als Zug gelesen, nicht als Befehl starten."}},
		{"de", nil, "S f3", []string{"Springer Felix drei", "Als Zug gelesen, nicht als Befehl starten."}},
		{"de", []string{"e4", "e5", "d4", "d5"}, "L c4", []string{"Läufer Cesar vier", "Als Zug gelesen, nicht als Befehl letzter."}},
		{"de", nil, "T a3", []string{"Unmöglicher Zug: T a3. Keine solche Figur kann a3 erreichen. Weiß am Zug.", "Als Zug gelesen, nicht als Befehl zeit."}},
		{"de", nil, "nf3", []string{"Springer Felix drei"}},
		{"en", nil, "ng1f3", []string{"Springer Felix drei"}},
		{"de", nil, "Ke3", []string{"Unmöglicher Zug: Ke3. Keine solche Figur kann e3 erreichen. Weiß am Zug."}},
		{"en", nil, "Ke3", []string{"Illegal move: Ke3. No such piece can reach e3. White to move."}},
		{"cs", nil, "Ke3", []string{"Nemožný tah: Ke3. Žádná taková figura se nedostane na e3. Bílý na tahu."}},
		{"de", nil, "1454", []string{"Unmöglicher Zug: 1454. Auf a4 steht keine Figur. Weiß am Zug."}},
		{"en", nil, "1454", []string{"Illegal move: 1454. There is no piece on a4. White to move."}},
		{"cs", nil, "1454", []string{"Nemožný tah: 1454. Na a4 nestojí žádná figura. Bílý na tahu."}},
		{"cs", nil, "J f3", []string{"Springer Felix drei"}},
		{"cs", nil, "jc3", []string{"Springer Cesar drei"}},
		{"de", nil, "kurze rochade", []string{"Unmöglicher Zug: kurze rochade. Zwischen König und Turm müssen die Felder frei sein. Weiß am Zug."}},
		{"en", nil, "P e3", []string{"Eva drei", "Read as a move, not as the command press."}},
		{"en", nil, "B c4", []string{"Illegal move: B c4. No such piece can reach c4. White to move."}},
		{"en", nil, "R a3", []string{"Illegal move: R a3. No such piece can reach a3. White to move.", "Read as a move, not as the command repeat."}},
		{"cs", nil, "V a3", []string{"Nemožný tah: V a3. Žádná taková figura se nedostane na a3. Bílý na tahu."}},
		{"cs", []string{"e4"}, "jc6", []string{"Springer Cesar sechs"}},
		{"de", nil, "c f3", []string{"Unmöglicher Zug: c f3. Keine solche Figur kann f3 erreichen. Weiß am Zug.", "Als Zug gelesen, nicht als Befehl reklamieren."}},
		{"en", nil, "ke2", []string{"Illegal move: ke2. No such piece can reach e2. White to move."}},
		{"en", []string{"e4", "e5"}, "qh5", []string{"Dame Hector fünf"}},
		{"de", nil, "dame hector fünf", []string{"Unmöglicher Zug: dame hector fünf. Weiß am Zug."}},
		{"cs", nil, "dáma hektor pět", []string{"Nemožný tah: dáma hektor pět. Bílý na tahu."}},
		{"de", nil, "xq7ztrxq7ztrxq7ztrxq7ztr", []string{"Nicht verstanden: xq7ztrxq7ztrxq7ztrxq…. Zug oder Befehl eingeben, Hilfe mit hilfe."}},
	}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = c.lang }))
		typed(tb, c.pre...)
		got := texts(typed(tb, c.in))
		if strings.Join(got, "|") != strings.Join(c.wants, "|") {
			t.Errorf("%s %q:\n got %q\nwant %q", c.lang, c.in, got, c.wants)
		}
	}
}

// TestConfirmation: what ends the game waits for ja/yes/ano; anything else
// cancels it and is not carried out.
func TestConfirmation(t *testing.T) {
	cases := []struct {
		lang  string
		lines []string
		wants []string
		over  bool
	}{
		{"de", []string{"resign white", "ja"}, []string{"Weiß gibt auf: die Partie endet. Mit ja bestätigen; alles andere bricht ab.", "Weiß gibt auf", "Partie beendet. Schwarz gewinnt: Aufgabe."}, true},
		{"en", []string{"resign white", "e4"}, []string{"White resigns: the game ends. Answer yes to confirm; anything else cancels.", "Cancelled, nothing changed."}, false},
		{"cs", []string{"q", "ano"}, []string{"Opustit partii? Zůstane uložená a dá se v ní pokračovat. Potvrďte slovem ano; cokoli jiného zruší.", "Partie přerušena."}, false},
		{"de", []string{"c", "nein"}, []string{"Remisreklamation von Weiß, ohne Zug? Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben. Mit ja bestätigen; alles andere bricht ab.", "Abgebrochen, nichts geändert."}, false},
	}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = c.lang }))
		got := texts(typed(tb, c.lines...))
		if strings.Join(got, "|") != strings.Join(c.wants, "|") || tb.Over() != c.over || tb.Plies() != 0 || tb.Confirming() {
			t.Errorf("%s %q:\n got %q (over %v, %d plies)\nwant %q", c.lang, c.lines, got, tb.Over(), tb.Plies(), c.wants)
		}
	}
}

// TestReasonsSwitch: with the reasons off (tournament play), an illegal
// move is said illegal and nothing more.
func TestReasonsSwitch(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "de" }))
	tb.cfg.noReasons = true
	for in, want := range map[string]string{
		"Ke3":  "Unmöglicher Zug: Ke3. Weiß am Zug.",
		"e5":   "Unmöglicher Zug: e5. Weiß am Zug.",
		"1454": "Unmöglicher Zug: 1454. Weiß am Zug.",
	} {
		if got := texts(typed(tb, in)); len(got) != 1 || got[0] != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// FuzzReadLine: no line of any bytes panics the grammar, and what it
// reads never holds a control character.
func FuzzReadLine(f *testing.F) {
	for _, s := range []string{"e4", "q h fünf", "\x1b[A", "D h5", "claim Nf3", "/d", "\xff\xfe", "",
		"brett steckbrett heben e2", "rozhodčí výsledek remíza", "stimme ja", "board e4", "šachovnice vidící x"} {
		f.Add(s)
	}
	tb, err := New(DefaultSetup())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c := tb.readLine(line)
		if strings.ContainsAny(c.text, "\x1b\x00\r\n") {
			t.Fatalf("%q read with a control character: %q", line, c.text)
		}
	})
}

// TestCtrlCAsksASecondLeaves: Ctrl+C at the terminal asks whether to leave;
// a second one within 2 s leaves, one later cancels, like any other line.
func TestCtrlCAsksASecondLeaves(t *testing.T) {
	quits := func(outs []Output) bool {
		for _, o := range outs {
			if o.Kind == KindQuit {
				return true
			}
		}
		return false
	}
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en" }))
	typed(tb, "e4")
	outs := typed(tb, KeyCtrlC)
	if quits(outs) || strings.Join(texts(outs), "|") != "Leave the game? It stays saved and can be resumed. Answer yes to confirm; anything else cancels." {
		t.Fatalf("first Ctrl+C: %q", texts(outs))
	}
	if outs := typed(tb, KeyCtrlC); !quits(outs) {
		t.Errorf("second Ctrl+C 1 s later: %q, want to leave", texts(outs))
	}
	tb = newTable(t, setup(func(s *Setup) { s.Lang = "de" }))
	typed(tb, KeyCtrlC)
	outs = tb.Apply(Input{At: tb.Now() + 3*time.Second, Source: SourceKeyboard, Text: KeyCtrlC})
	if quits(outs) || strings.Join(texts(outs), "|") != "Abgebrochen, nichts geändert." {
		t.Errorf("second Ctrl+C 3 s later: %q, want it cancelled", texts(outs))
	}
}

// TestOneKeyMap: the one-letter lines of play do what the same keys do in
// clock (README, "One key map"): Enter (an empty line), p and . press, z
// pauses and resumes, t, o and b tell my time, the opponent's and both, m
// the moves, r repeats, h and ? help, q quits (after its question). A
// press is answered with a word.
func TestOneKeyMap(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Time = "5+3" }))
	want := map[string]cmdKind{"p": cmdPress, ".": cmdPress, "t": cmdTime, "o": cmdTime, "b": cmdTime,
		"m": cmdMoves, "r": cmdRepeat, "h": cmdHelp, "?": cmdHelp, "q": cmdQuit, "z": cmdPause}
	for k, kind := range want {
		if got := tb.readLine(k).kind; got != kind {
			t.Errorf("%q is %v, want %v", k, got, kind)
		}
	}
	if c := tb.readLine("b"); strings.Join(c.args, " ") != "both" {
		t.Errorf("b asks %q, want both times", c.args)
	}
	if c := tb.readLine("o"); strings.Join(c.args, " ") != "opponent" {
		t.Errorf("o asks %q, want the opponent's time", c.args)
	}
	steps := []struct{ in, want string }{
		{"", "Kein Zug wartet auf den Uhrdruck."},
		{"e4", "Eva vier"},
		{"", "Gedrückt"},
		{"e5", "Eva fünf"},
		{"p", "Gedrückt"},
		{"b", "Weiß, fünf Minuten vier Sekunden, Schwarz, fünf Minuten vier Sekunden"},
	}
	for _, s := range steps {
		if got := texts(typed(tb, s.in)); strings.Join(got, "|") != s.want {
			t.Errorf("%q: got %q, want %q", s.in, got, s.want)
		}
	}
	typed(tb, "z")
	if st := tb.Clock().Status().String(); st != "paused" {
		t.Errorf("after z the clock is %s, want paused", st)
	}
	typed(tb, "z")
	if st := tb.Clock().Status().String(); st != "running" {
		t.Errorf("after z again the clock is %s, want running", st)
	}
}

// TestConfirmationByVoice: the voice confirmation word answers the
// question, and the recogniser is told to listen for it.
func TestConfirmationByVoice(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "de" }))
	typed(tb, "e4", "aufgeben schwarz")
	if !tb.VoicePending() {
		t.Fatal("the recogniser is not told to listen for the confirmation")
	}
	tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceVoice, Text: "voice ja"})
	if res, _ := tb.Result(); res != "1-0" {
		t.Errorf("result %q after the spoken ja, want 1-0", res)
	}
}

// TestBadInputChangesNothing: escape sequences, control characters, a
// line of 1 MB and bytes that are not UTF-8 get one short answer that
// repeats none of them, and change nothing.
func TestBadInputChangesNothing(t *testing.T) {
	for _, line := range []string{"\x1b[A", "\x1b[A\x1b[B\x1bOP", "\x00\x01\x02\x7f", strings.Repeat("e", 1<<20), "\xff\xfe\xfd", "e\x1b[D4x"} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang = "de" }))
		outs := typed(tb, line)
		if tb.Plies() != 0 || tb.Over() {
			t.Errorf("%.20q changed the game", line)
		}
		for _, o := range outs {
			if len(o.Say.Text) > 200 || strings.ContainsAny(o.Say.Text, "\x1b\x00\x7f") || !utf8.ValidString(o.Say.Text) {
				t.Errorf("%.20q answered %.300q", line, o.Say.Text)
			}
		}
		if len(outs) > 1 {
			t.Errorf("%.20q: %d outputs, want at most one", line, len(outs))
		}
	}
}

// TestCleanLineDropsEscapeSequences: arrow and function keys typed where
// no line editor reads leave nothing in the line.
func TestCleanLineDropsEscapeSequences(t *testing.T) {
	for in, want := range map[string]string{
		"e\x1b[D4":          "e4",
		"\x1b[A\x1b[B":      "",
		"\x1bOPe4":          "e4",
		"Nf3\x1b[3~":        "Nf3",
		"e4\x1b":            "e4",
		"\x1b[":             "",
		"d\xffh5\x00":       "dh5",
		"  ja\r\n":          "ja",
		"Dame\tHector fünf": "Dame Hector fünf",
	} {
		if got := cleanLine(in); got != want {
			t.Errorf("cleanLine(%q) = %q, want %q", in, got, want)
		}
	}
}
