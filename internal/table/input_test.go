package table

import (
	"strings"
	"testing"
	"time"
)

// TestBadInput checks that every kind of bad input gets its specific
// error, said to everyone, and changes nothing: neither the scoresheet nor
// the clock.
func TestBadInput(t *testing.T) {
	clocked := func(s *Setup) { s.Time = "90+30" }
	cases := []struct {
		name  string
		setup func(*Setup)
		pre   []string
		in    string
		want  string
	}{
		{"gibberish", nil, nil, "xyz", "Nicht verstanden: xyz. Zug oder Befehl eingeben, Hilfe mit hilfe."},
		{"illegal pawn move", nil, nil, "e5", "Unmöglicher Zug: e5. Keine solche Figur kann e5 erreichen. Weiß am Zug."},
		{"move of the side not to move", nil, []string{"e4", "press"}, "Nc3", "Unmöglicher Zug: Nc3. Keine solche Figur kann c3 erreichen. Schwarz am Zug."},
		{"illegal in English gives the reason", func(s *Setup) { s.Lang = "en" }, []string{"e4", "press"}, "Ke2", "Illegal move: Ke2. No such piece can reach e2. Black to move."},
		{"phonetic near miss", nil, []string{"e4", "press"}, "e5 e6", "Unmöglicher Zug: e5 e6. Auf e5 steht keine Figur. Schwarz am Zug."},
		{"occupied square", nil, []string{"e4", "e5"}, "e4", "Unmöglicher Zug: e4. Keine solche Figur kann e4 erreichen. Weiß am Zug."},
		{"ambiguous", func(s *Setup) { s.FEN = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1" }, nil, "Nd2", "Mehrdeutig: Nd2. Gemeint: Springer Bella David zwei oder Springer Felix David zwei?"},
		{"castling in check", func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1"; s.Lang = "en" }, nil, "O-O", "Illegal move: O-O. Castling is not allowed while in check. White to move."},
		{"pinned piece", func(s *Setup) { s.FEN = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1" }, nil, "Bd3", "Unmöglicher Zug: Bd3, der König stünde im Schach."},
		{"undo with no move", nil, nil, "undo", "Kein Zug zum Zurücknehmen."},
		{"undo after the press", clocked, []string{"e4", "press"}, "u", "Der Zug Eva vier ist abgeschlossen; nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen)."},
		{"press with no move", clocked, nil, "press", "Kein Zug wartet auf den Uhrdruck."},
		{"press twice", clocked, []string{"e4", "p"}, "p", "Kein Zug wartet auf den Uhrdruck."},
		{"press while paused", clocked, []string{"e4", "pause"}, "press", "Die Uhr ist angehalten; fortsetzen mit weiter."},
		{"time without a clock", nil, nil, "time", "Diese Partie hat keine Uhr (Bedenkzeit mit --time)."},
		{"time with a bad argument", clocked, nil, "time foo", "zeit \"foo\": ich, gegner, beide, weiß oder schwarz eingeben."},
		{"flag without a clock", nil, nil, "flag", "Diese Partie hat keine Uhr (Bedenkzeit mit --time)."},
		{"flag with no flag down", clocked, []string{"start"}, "flag", "Kein Fallblättchen ist gefallen."},
		{"start twice", clocked, []string{"start"}, "start", "Die Uhr läuft bereits."},
		{"start while paused", clocked, []string{"start", "pause"}, "start", "Die Uhr ist angehalten; fortsetzen mit weiter."},
		{"start while adjourned", clocked, []string{"e4", "p", "e5", "p", "adjourn Nf3", "ja"}, "start", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"resume while adjourned", clocked, []string{"e4", "p", "e5", "p", "adjourn Nf3", "ja"}, "resume", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"arbiter takeback while adjourned", clocked, []string{"e4", "p", "e5", "p", "adjourn Nf3", "ja"}, "arbiter takeback", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"arbiter retrace while adjourned", clocked, []string{"e4", "p", "e5", "p", "adjourn Nf3", "ja"}, "arbiter retrace 1", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"start without a clock", nil, nil, "start", "Diese Partie hat keine Uhr (Bedenkzeit mit --time)."},
		{"pause before the start", clocked, nil, "pause", "Die Uhr ist noch nicht gestartet (starten)."},
		{"pause twice", clocked, []string{"start", "pause"}, "pause", "Die Uhr ist angehalten; fortsetzen mit weiter."},
		{"resume when running", clocked, []string{"start"}, "resume", "Die Uhr ist nicht angehalten."},
		{"accept with no offer", nil, nil, "accept", "Es liegt kein Remisangebot vor."},
		{"decline with no offer", nil, nil, "decline", "Es liegt kein Remisangebot vor."},
		{"agreement before both moved", nil, []string{"e4", "draw", "ja"}, "accept", "Remis durch Einigung erst, wenn beide Spieler gezogen haben (Artikel 5.2.3)."},
		{"offer twice", nil, []string{"draw", "ja"}, "draw", "Weiß hat bereits Remis angeboten."},
		{"offer by a bad side", nil, nil, "draw green", "Seite \"green\": weiß oder schwarz eingeben."},
		{"resign without a side", nil, nil, "resign", "Wer gibt auf? Bitte aufgeben weiß oder aufgeben schwarz eingeben."},
		{"resign with a bad side", nil, nil, "resign purple", "Seite \"purple\": weiß oder schwarz eingeben."},
		{"position with a bad square", nil, nil, "position z9", "stellung \"z9\": weiß, schwarz, ich, gegner, ein Feld wie e4 oder Eva vier, eine Linie wie e oder Eva oder eine Reihe wie 4 oder vier eingeben."},
		{"help for an unknown command", nil, nil, "help fly", "Keinen Befehl \"fly\" gefunden. hilfe listet alle."},
		{"claim with an illegal move", nil, nil, "claim e5", "Unmöglicher Zug: e5. Keine solche Figur kann e5 erreichen. Weiß am Zug."},
		{"arbiter time with a bad time", clocked, nil, "arbiter time white abc", "Zeit \"abc\": schiedsrichter zeit setzt die Zeit der Uhr, zum Beispiel 1:30:00, 5:00, 90m oder 2m30s; schiedsrichter geben SEITE -1m zieht Zeit ab."},
		{"arbiter time without a time", clocked, nil, "arbiter time white", "Zeit fehlt: schiedsrichter zeit SEITE ZEIT, zum Beispiel schiedsrichter zeit weiß 1:30:00, 5:00, 90m oder 2m30s."},
		{"arbiter add without a time", clocked, nil, "arbiter add black", "Zeit fehlt: schiedsrichter geben SEITE ZEIT, zum Beispiel schiedsrichter geben schwarz 2m oder -1m."},
		{"arbiter time with a bad side", clocked, nil, "arbiter time red 5m", "Seite \"red\": weiß oder schwarz eingeben."},
		{"arbiter add below zero", clocked, nil, "arbiter add white -2h", "Zeit \"-2h\": so viel Zeit hat Weiß nicht mehr; schiedsrichter zeit setzt eine Zeit."},
		{"arbiter add above the maximum", clocked, []string{"arbiter add white 99h", "arbiter add white 99h"}, "arbiter add white 99h", "Zeit \"99h\": eine Uhr zeigt höchstens zweihundert vierzig Stunden."},
		{"arbiter moves not a number", clocked, nil, "arbiter moves white x", "Zahl \"x\": eine Zahl von 0 bis 99900 eingeben."},
		{"arbiter moves too many", clocked, nil, "arbiter moves white 100000", "Zahl \"100000\": eine Zahl von 0 bis 99900 eingeben."},
		{"arbiter moves without a number", clocked, nil, "arbiter moves black", "Zahl fehlt: schiedsrichter züge SEITE ZAHL, zum Beispiel schiedsrichter züge schwarz 20."},
		{"arbiter result unknown", nil, nil, "arbiter result 2-0", "Ergebnis \"2-0\": 1-0, 0-1, 1/2 oder * eingeben, oder ein Ausnahmeergebnis 0-0, 1/2-0 oder 0-1/2."},
		{"arbiter unknown operation", clocked, nil, "arbiter fly white", "\"fly\" ist kein Befehl des Schiedsrichters; hilfe schiedsrichter nennt alle."},
		{"arbiter clock operation without a clock", nil, nil, "arbiter penalty white", "Diese Partie hat keine Uhr (Bedenkzeit mit --time)."},
		{"arbiter takeback with no move", nil, nil, "arbiter takeback", "Kein Zug zum Zurücknehmen."},
		{"move after the end", nil, []string{"f3", "e5", "g4", "Qh4"}, "e4", "Die Partie ist beendet (Schwarz gewinnt: Matt). Mit beenden verlassen; ein falsches Ergebnis ändert der Schiedsrichter."},
		{"press after the end", clocked, []string{"resign white", "ja"}, "press", "Die Partie ist beendet (Schwarz gewinnt: Aufgabe). Mit beenden verlassen; ein falsches Ergebnis ändert der Schiedsrichter."},
		{"arbiter takeback after the end", nil, []string{"e4", "resign black", "ja"}, "arbiter takeback", "Die Partie ist beendet (Weiß gewinnt: Aufgabe); erst mit schiedsrichter ergebnis * wieder öffnen."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, setup(c.setup))
			typed(tb, c.pre...)
			before, version := pgnText(tb), tb.Version()
			var times [2]time.Duration
			if tb.Clock() != nil {
				times = tb.Clock().Times(instant(tb.Now()))
			}
			outs := tb.Apply(Input{At: tb.Now(), Source: SourceKeyboard, Text: c.in})
			if len(outs) != 1 || outs[0].Kind != KindError {
				t.Fatalf("outputs %+v, want one error", outs)
			}
			if outs[0].Say.Text != c.want {
				t.Errorf("error\n got %q\nwant %q", outs[0].Say.Text, c.want)
			}
			if outs[0].Say.Priority != 3 || outs[0].Say.Audience != All {
				t.Errorf("error said with priority %v to %v; want an alert to all", outs[0].Say.Priority, outs[0].Say.Audience)
			}
			if pgnText(tb) != before || tb.Version() != version {
				t.Errorf("the scoresheet changed:\n%s\nwas\n%s", pgnText(tb), before)
			}
			if tb.Clock() != nil && tb.Clock().Times(instant(tb.Now())) != times {
				t.Errorf("the clock changed: %v, was %v", tb.Clock().Times(instant(tb.Now())), times)
			}
		})
	}
}

func TestTimeGoingBackwards(t *testing.T) {
	tb := newTable(t, setup(nil))
	tb.Apply(Input{At: 10 * time.Second, Source: SourceKeyboard, Text: "e4"})
	outs := tb.Apply(Input{At: 5 * time.Second, Source: SourceKeyboard, Text: "e5"})
	if len(outs) != 1 || outs[0].Say.Text != "Zeitangabe 5 s liegt vor der letzten (10 s); Eingabe ignoriert. Die Zeiten eines Skripts sind Sekunden auf der Zeitachse der Partie (eine fortgesetzte Partie macht bei ihrem Journal weiter) und steigen nur an." || tb.Plies() != 1 || tb.Now() != 10*time.Second {
		t.Fatalf("outputs %+v, plies %d, now %v", outs, tb.Plies(), tb.Now())
	}
}

func TestBadSetup(t *testing.T) {
	cases := []struct {
		name string
		f    func(*Setup)
		want string
	}{
		{"side", func(s *Setup) { s.Me = "red" }, `--me "red": give white or black`},
		{"fen", func(s *Setup) { s.FEN = "8/8/8/8/8/8/8/8 w - - 0 1" }, "start position: "},
		{"chess960 number", func(s *Setup) { s.Chess960 = 960 }, "--chess960 960: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start"},
		{"chess960 negative", func(s *Setup) { s.Chess960 = -5 }, "--chess960 -5: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start"},
		{"fen and chess960", func(s *Setup) { s.Chess960 = 0; s.FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" }, "give either a FEN or a Chess960 number, not both"},
		{"time", func(s *Setup) { s.Time = "90+" }, `--time "90+": expected the seconds of the increment at the end; for example --time 90+30 or --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"alerts", func(s *Setup) { s.Alerts = "sometimes" }, `--announce "sometimes": expected a time such as 10m or 30s at "sometimes" (character 1)`},
		{"style", func(s *Setup) { s.Style = "klingon" }, `--style "klingon": give one of annexd, annexd-en, nato, cs`},
		{"lang", func(s *Setup) { s.Lang = "fr" }, `--lang "fr": give de, en or cs`},
	}
	for _, c := range cases {
		_, err := New(setup(c.f))
		if err != nil && strings.Count(err.Error(), "--chess960") > 2 {
			t.Errorf("%s: %q says the same twice", c.name, err)
		}
		if err == nil || !contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want it to contain %q", c.name, err, c.want)
		}
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub))
}

// TestTakingBackAGameEndingMove: a move that ends the game is complete at
// once (Article 6.2.1.1), so a slip that happens to mate cannot be undone
// by the assistant; the arbiter takes it back (7.5.1, D.2.9), and the game
// goes on with the clock at its times before the move, paused.
func TestTakingBackAGameEndingMove(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Time = "5" }))
	run(t, tb, "0 f3\n1 p\n2 e5\n3 p\n4 g4\n5 p\n6 Qh4")
	cases := []struct{ in, want string }{
		{"undo", "Der Zug Dame Hector vier Matt ist abgeschlossen; nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen)."},
		{"arbiter result *", "Der letzte Zug hat die Partie beendet (Schwarz gewinnt: Matt); schiedsrichter zurücknehmen nimmt ihn zurück."},
		{"arbiter takeback", "Schiedsrichter nimmt Dame Hector vier Matt zurück. Uhr angehalten auf dem Stand vor dem Zug."},
	}
	for _, c := range cases {
		lines := []string{c.in}
		if c.in == "arbiter takeback" {
			lines = append(lines, "ja") // said back, then confirmed
		}
		got := texts(typed(tb, lines...))
		if len(got) > 1 {
			got = got[1:]
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	if tb.Over() || tb.Plies() != 3 || tb.Clock().Status().String() != "paused" {
		t.Fatalf("after the take-back: over %v, %d plies, clock %v", tb.Over(), tb.Plies(), tb.Clock().Status())
	}
	run(t, tb, "20 resume\n21 Qg5\n22 p")
	// Black had 4:57 when he mated; 2 s more for Qg5.
	if got := strings.ReplaceAll(pgnText(tb), "\n", " "); !strings.Contains(got, "2... Qg5 {[%clk 0:04:55]} *") {
		t.Errorf("PGN after the take-back:\n%s", got)
	}
	// A game ended by a decision (resignation) is reopened first.
	tb = newTable(t, setup(nil))
	run(t, tb, "0 e4\n1 resign black\n1 ja")
	if got := texts(typed(tb, "arbiter takeback")); len(got) != 1 || got[0] != "Die Partie ist beendet (Weiß gewinnt: Aufgabe); erst mit schiedsrichter ergebnis * wieder öffnen." {
		t.Errorf("takeback after a resignation: %q", got)
	}
}

// TestQuit: leaving a game that goes on says so (whether it is saved is
// for the loop to say, which knows); leaving a finished game adds nothing.
func TestQuit(t *testing.T) {
	tb := newTable(t, setup(nil))
	outs := typed(tb, "e4", "quit", "ja")
	if n := len(outs); n < 2 || outs[n-2].Kind != KindQuit || outs[n-1].Say.Text != "Partie unterbrochen." {
		t.Errorf("quit: %+v", outs)
	}
	typed(tb, "resign black", "ja")
	if outs := typed(tb, "q"); len(outs) != 1 || outs[0].Kind != KindQuit {
		t.Errorf("quit after the end: %+v", outs)
	}
}

// TestQuitNamesAskFirstInEverySession: each name of quit, German and
// Czech ones too ("ende", "skončit"), asks before the game is left, in
// every session; a word near them is no quit.
func TestQuitNamesAskFirstInEverySession(t *testing.T) {
	for _, lang := range []string{"de", "en", "cs"} {
		for _, tc := range []struct {
			line string
			quit bool
		}{
			{"quit", true}, {"q", true}, {"exit", true}, {"beenden", true}, {"Ende", true},
			{"konec", true}, {"skončit", true}, {"skoncit", true},
			{"enden", false}, {"end", false}, {"skonči", false},
		} {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = lang }))
			if c := tb.readLine(tc.line); (c.kind == cmdQuit) != tc.quit {
				t.Errorf("%s: %q read as %v, quit %v wanted", lang, tc.line, c.kind, tc.quit)
			}
			if !tc.quit {
				continue
			}
			outs := typed(tb, tc.line)
			if len(outs) != 1 || outs[0].Kind == KindQuit {
				t.Errorf("%s: %q left at once: %+v", lang, tc.line, outs)
			}
		}
	}
}

// TestMoveCounterIsNotSaidAloud: the arbiter's move counter is written for
// him, but not said aloud, where the sighted player would hear the number
// of moves (Article 12.6).
func TestMoveCounterIsNotSaidAloud(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Time = "40/90,30" }))
	outs := typed(tb, "start", "arbiter moves black 20")
	a := outs[len(outs)-1]
	if a.Kind != KindAnnounce || a.Say.Text != "Zugzähler von Schwarz: 20." || a.Say.Audience != Arbiter {
		t.Fatalf("confirmation %+v", a)
	}
	if u := a.Say.Utterance(0); u.Text != "Zugzähler von Schwarz gesetzt." || u.Channel != 0 {
		t.Errorf("said %q on channel %v", u.Text, u.Channel)
	}
}

// TestIncorrectClaimIsAnOffer: a draw claim is also a draw offer (Article
// 9.1.2.3). When the claim is incorrect, the opponent may still accept it;
// the offer is written (=) with the claimant's intended move, or else with
// his next move, and a move by the opponent declines it.
func TestIncorrectClaimIsAnOffer(t *testing.T) {
	tb := newTable(t, setup(nil))
	outs := typed(tb, "e4", "e5", "claim Nf3", "ja")
	var offer bool
	for _, o := range outs {
		if o.Kind == KindOffer && o.By == 0 {
			offer = true
		}
	}
	got := texts(outs)
	if !offer || got[len(got)-2] != "Reklamation von Weiß unberechtigt: die Stellung ist einmal aufgetreten, Halbzüge ohne Bauernzug und ohne Schlagen: 1. Die Reklamation gilt als Remisangebot von Weiß (Artikel 9.1.2.3)." {
		t.Fatalf("incorrect claim: offer %v, %q", offer, got)
	}
	if got := texts(typed(tb, "accept", "ja")); len(got) != 2 || got[1] != "Partie beendet. Remis: Einigung." {
		t.Fatalf("accept: %q", got)
	}
	if !strings.Contains(pgnText(tb), "2. Nf3 {(=)} {agreement} 1/2-1/2") {
		t.Errorf("PGN:\n%s", pgnText(tb))
	}
	// Without an intended move the (=) goes with the claimant's next move;
	// the opponent's move declines the offer.
	tb = newTable(t, setup(nil))
	typed(tb, "e4", "e5", "claim", "ja", "Nf3", "Nc6")
	if got := texts(typed(tb, "accept")); len(got) != 1 || got[0] != "Es liegt kein Remisangebot vor." {
		t.Errorf("accept after the offer was declined by a move: %q", got)
	}
	if !strings.Contains(pgnText(tb), "2. Nf3 {(=)} 2... Nc6 *") {
		t.Errorf("PGN:\n%s", pgnText(tb))
	}
}
