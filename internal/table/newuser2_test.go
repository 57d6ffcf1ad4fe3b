package table

import (
	"strings"
	"testing"
	"time"
)

// TestArbiterLogLabelsEachClockChangeAsItIs: a time set, added or taken,
// a move counter set and an increment introduced are each logged under
// their own label in de, en and cs, and only a penalty under "penalty".
func TestArbiterLogLabelsEachClockChangeAsItIs(t *testing.T) {
	for _, tc := range []struct{ lang, style, want string }{
		{"en", "annexd-en", `Move 1, Black to move, 3 seconds into the game. White 10 minutes, Black 4 minutes 59 seconds. Time set: White's time set to ten minutes.
Move 1, Black to move, 4 seconds into the game. White 10 minutes, Black 6 minutes 58 seconds. Time added: Black: two minutes added, now six minutes fifty-eight seconds.
Move 1, Black to move, 5 seconds into the game. White 10 minutes, Black 5 minutes 57 seconds. Time taken: Black: one minute taken off, now five minutes fifty-seven seconds.
Move 1, Black to move, 6 seconds into the game. White 10 minutes, Black 6 minutes 56 seconds. Penalty: White penalised: Black gets one minute.
Move 1, Black to move, 7 seconds into the game. White 10 minutes, Black 6 minutes 55 seconds. Move count set: White's move counter: 3.
Move 1, Black to move, 8 seconds into the game. White 10 minutes, Black 6 minutes 54 seconds. Increment: Guideline III.4: from the next move both players get an increment of five seconds. Two extra minutes for the opponent (III.5) are the arbiter's decision: arbiter add.
`},
		{"de", "annexd", `Zug 1, Schwarz am Zug, nach 3 Sekunden Spielzeit. Weiß 10 Minuten, Schwarz 4 Minuten 59 Sekunden. Zeit gesetzt: Zeit von Weiß gesetzt: zehn Minuten.
Zug 1, Schwarz am Zug, nach 4 Sekunden Spielzeit. Weiß 10 Minuten, Schwarz 6 Minuten 58 Sekunden. Zeit dazugegeben: Schwarz: zwei Minuten dazu, jetzt sechs Minuten achtundfünfzig Sekunden.
Zug 1, Schwarz am Zug, nach 5 Sekunden Spielzeit. Weiß 10 Minuten, Schwarz 5 Minuten 57 Sekunden. Zeit abgezogen: Schwarz: eine Minute abgezogen, jetzt fünf Minuten siebenundfünfzig Sekunden.
Zug 1, Schwarz am Zug, nach 6 Sekunden Spielzeit. Weiß 10 Minuten, Schwarz 6 Minuten 56 Sekunden. Strafe: Weiß bestraft: Schwarz erhält eine Minute.
Zug 1, Schwarz am Zug, nach 7 Sekunden Spielzeit. Weiß 10 Minuten, Schwarz 6 Minuten 55 Sekunden. Zugzahl gesetzt: Zugzähler von Weiß: 3.
Zug 1, Schwarz am Zug, nach 8 Sekunden Spielzeit. Weiß 10 Minuten, Schwarz 6 Minuten 54 Sekunden. Inkrement: Richtlinie III.4: ab dem nächsten Zug erhalten beide Spieler ein Inkrement von fünf Sekunden. Zwei Minuten mehr für den Gegner (III.5) entscheidet der Schiedsrichter: schiedsrichter geben.
`},
		{"cs", "cs", `Tah 1, na tahu černý, 3 sekundy od začátku partie. Bílý má 10 minut, černý má 4 minuty 59 sekund. Čas nastaven: Bílý: nový čas deset minut.
Tah 1, na tahu černý, 4 sekundy od začátku partie. Bílý má 10 minut, černý má 6 minut 58 sekund. Čas přidán: Černý: dvě minuty navíc, nyní šest minut padesát osm sekund.
Tah 1, na tahu černý, 5 sekund od začátku partie. Bílý má 10 minut, černý má 5 minut 57 sekund. Čas odebrán: Černý: jedna minuta méně, nyní pět minut padesát sedm sekund.
Tah 1, na tahu černý, 6 sekund od začátku partie. Bílý má 10 minut, černý má 6 minut 56 sekund. Trest: Bílý potrestán. Černý: jedna minuta navíc.
Tah 1, na tahu černý, 7 sekund od začátku partie. Bílý má 10 minut, černý má 6 minut 55 sekund. Počet tahů nastaven: Bílý: počítadlo tahů 3.
Tah 1, na tahu černý, 8 sekund od začátku partie. Bílý má 10 minut, černý má 6 minut 54 sekund. Přídavek: Směrnice III.4: od příštího tahu dostávají oba hráči přídavek pět sekund. O dvou minutách navíc pro soupeře (III.5) rozhoduje rozhodčí: rozhodčí přidat.
`},
	} {
		// A blitz game: its increment is set as in a journal written
		// before Guideline III.2.2 was kept (QuickplayChecked false); a
		// new game refuses it (TestGuidelineIII2_2IncrementOnlyWithoutIncrementNeverBlitz).
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style, s.Time, s.QuickplayChecked = tc.lang, tc.style, "5", false }))
		typed(tb, "e4", "p", "arbiter time white 10m", "arbiter add black 2m", "arbiter add black -1m",
			"arbiter penalty white", "arbiter moves white 3", "arbiter increment 5s")
		if got := tb.ArbiterLogText(); got != tc.want {
			t.Errorf("%s: the log is\n%s\nwant\n%s", tc.lang, got, tc.want)
		}
	}
}

// TestTimeBackwardsSaysTheSecondsWithTheLanguagesDecimalMark: an input
// before the latest one is refused with both instants in seconds, with a
// decimal comma in German and Czech, and says how a script's times count
// (a script fed to a resumed game from 0 s was refused line by line
// without saying what to do).
func TestTimeBackwardsSaysTheSecondsWithTheLanguagesDecimalMark(t *testing.T) {
	for _, tc := range []struct{ lang, style, want string }{
		{"de", "annexd", "Zeitangabe 5,25 s liegt vor der letzten (10,5 s); Eingabe ignoriert. Die Zeiten eines Skripts sind Sekunden auf der Zeitachse der Partie (eine fortgesetzte Partie macht bei ihrem Journal weiter) und steigen nur an."},
		{"en", "annexd-en", "Time 5.25 s is before the last one (10.5 s); input ignored. A script's times are seconds on the game's time line (a resumed game's goes on from its journal) and only go up."},
		{"cs", "cs", "Čas 5,25 s je před posledním (10,5 s); vstup ignorován. Časy skriptu jsou sekundy na časové ose partie (pokračující partie navazuje na svůj deník) a jen rostou."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
		tb.Apply(Input{At: 10500 * time.Millisecond, Source: SourceKeyboard, Text: "e4"})
		got := texts(tb.Apply(Input{At: 5250 * time.Millisecond, Source: SourceKeyboard, Text: "e5"}))
		if len(got) != 1 || got[0] != tc.want || tb.Plies() != 1 {
			t.Errorf("%s: %q, %d plies; want %q, 1 ply", tc.lang, got, tb.Plies(), tc.want)
		}
	}
}

// TestArbiterResultIsInTheArbiterLog: the result the arbiter sets, and
// his reopening of the game (arbiter result *), are rulings in his log.
func TestArbiterResultIsInTheArbiterLog(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = "de", "annexd" }))
	typed(tb, "e4")
	typedConfirmed(t, tb, "schiedsrichter ergebnis 1-0")
	typedConfirmed(t, tb, "schiedsrichter ergebnis *")
	want := "Zug 1, Schwarz am Zug, nach 2 Sekunden Spielzeit. Entscheidung: Partie beendet. Weiß gewinnt: Entscheidung des Schiedsrichters.\n" +
		"Zug 1, Schwarz am Zug, nach 3 Sekunden Spielzeit. Entscheidung: Ergebnis vom Schiedsrichter: *.\n"
	if got := tb.ArbiterLogText(); got != want {
		t.Errorf("the log is\n%s\nwant\n%s", got, want)
	}
}

// TestEnvelopeOfPlayersWithoutNames: a game sealed without player names
// says so instead of "Umschlag: Weiß Weiß, Schwarz Schwarz".
func TestEnvelopeOfPlayersWithoutNames(t *testing.T) {
	for _, tc := range []struct{ lang, style, white, want string }{
		{"de", "annexd", "", "Umschlag (Richtlinie I.2): Spieler ohne Namen. Abgegebener Zug: Zug 2, abgegeben von Weiß. Stellung vor dem abgegebenen Zug: Weiß: Ke1 Dd1 Ta1 Th1 Lc1 Lf1 Sb1 Sg1, Bauern a2 b2 c2 d2 e4 f2 g2 h2; Schwarz: Ke8 Dd8 Ta8 Th8 Lc8 Lf8 Sb8 Sg8, Bauern a7 b7 c7 d7 e5 f7 g7 h7. Der abgegebene Zug bleibt verschlossen: er steht im Journal und wird nicht gezeigt; schiedsrichter öffnen führt ihn in Anwesenheit des Gegners aus (Richtlinie I.7, I.9). Datum, Uhrzeit und Ort der Fortsetzung trägt der Schiedsrichter ein. FEN, für Programme: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"},
		{"cs", "cs", "", "Obálka (směrnice I.2): hráči bez jmen. Zapečetěný tah: tah 2, zapečetil bílý. Pozice před zapečetěným tahem: Bílý: Ke1 Dd1 Va1 Vh1 Sc1 Sf1 Jb1 Jg1, pěšci a2 b2 c2 d2 e4 f2 g2 h2; Černý: Ke8 Dd8 Va8 Vh8 Sc8 Sf8 Jb8 Jg8, pěšci a7 b7 c7 d7 e5 f7 g7 h7. Zapečetěný tah zůstává zapečetěný: je v záznamu partie a neukazuje se; rozhodčí otevřít ho provede za přítomnosti soupeře (směrnice I.7, I.9). Datum, čas a místo pokračování doplní rozhodčí. FEN pro programy: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"},
		{"en", "annexd-en", "Anna", "Envelope (Guideline I.2): White Anna, Black Black. Sealed move: move 2, sealed by White. Position before the sealed move: White: Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Ng1, pawns a2 b2 c2 d2 e4 f2 g2 h2; Black: Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Nb8 Ng8, pawns a7 b7 c7 d7 e5 f7 g7 h7. The sealed move stays sealed: it is in the journal and is not shown; arbiter unseal makes it with the opponent present (Guideline I.7, I.9). The arbiter adds the date, time and place of resumption. FEN, for programs: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style, s.White = tc.lang, tc.style, tc.white }))
		typed(tb, "e4", "e5", "adjourn Nf3", "yes")
		log := tb.ArbiterLog()
		if len(log) != 1 || log[0].Text != tc.want {
			t.Errorf("%s: the log %+v, want the envelope %q", tc.lang, log, tc.want)
		}
	}
}

// TestScriptOfBinaryBytesSaysItIsNoText: a script line holding a control
// byte (a binary file given as a script) is refused naming the byte, not
// echoing the bytes; times going backwards are said in script seconds.
func TestScriptOfBinaryBytesSaysItIsNoText(t *testing.T) {
	for _, tc := range []struct{ script, want string }{
		{"0 e4\n1 e5\x07\n", `script line 2: byte 0x07 is no text; is this a script? Give a text file of lines "<seconds> <what is typed>", such as "0 e4"`},
		{"\x00\x01garbage\n", `script line 1: byte 0x00 is no text; is this a script? Give a text file of lines "<seconds> <what is typed>", such as "0 e4"`},
		{"10.5 e4\n2.25 e5\n", "script line 2: time 2.25 s is before the previous line's 10.5 s; put the lines in time order"},
	} {
		_, err := ParseScript(strings.NewReader(tc.script))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %q", tc.script, err, tc.want)
		}
	}
	if lines, err := ParseScript(strings.NewReader("0\te4\n1 e5\r\n")); err != nil || len(lines) != 2 {
		t.Errorf("tabs and CRLF: %v, %v", lines, err)
	}
}

// TestRetraceToTheStartSaysTheStartingPosition: arbiter retrace 0 asks and
// tells of the starting position, not "after move 0" or "the position
// after the start".
func TestRetraceToTheStartSaysTheStartingPosition(t *testing.T) {
	for _, tc := range []struct{ lang, style, ask, done string }{
		{"en", "annexd-en", "Arbiter: take the game back to the starting position? Answer yes to confirm; anything else cancels.",
			"Arbiter: the game is taken back to the starting position; half-moves struck out: 2. White to move."},
		{"de", "annexd", "Schiedsrichter: die Partie bis zur Anfangsstellung zurücknehmen? Mit ja bestätigen; alles andere bricht ab.",
			"Schiedsrichter: Partie zurückgenommen auf die Anfangsstellung; gestrichene Halbzüge: 2. Weiß am Zug."},
		{"cs", "cs", "Rozhodčí: vrátit partii do výchozího postavení? Potvrďte slovem ano; cokoli jiného zruší.",
			"Rozhodčí: partie vrácena do výchozího postavení; škrtnuté půltahy: 2. Na tahu bílý."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
		typed(tb, "e4", "e5")
		asked := texts(typed(tb, "arbiter retrace 0"))
		done := texts(tb.Apply(Input{At: tb.Now(), Source: SourceKeyboard, Text: "ja"}))
		if len(asked) != 1 || asked[0] != tc.ask || len(done) == 0 || done[0] != tc.done || tb.Plies() != 0 {
			t.Errorf("%s: asked %q, then %q, %d plies; want %q, then %q, 0 plies", tc.lang, asked, done, tb.Plies(), tc.ask, tc.done)
		}
	}
}
