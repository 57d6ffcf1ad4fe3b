package table

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
)

// at applies a line typed at the given second of the game and returns
// the texts said.
func at(tb *Table, sec int, line string) []string {
	return texts(tb.Apply(Input{At: time.Duration(sec) * time.Second, Source: SourceKeyboard, Text: line}))
}

// times returns both clocks' times at the table's last input.
func times(tb *Table) [2]time.Duration {
	return tb.clk.Times(instant(tb.now))
}

// TestQuestionToTheArbiterStopsTheClockUntilTheAnswer: a claim (Article
// 9.5.1) and an arbiter's question (6.11.1, 6.11.2) stop the running
// clock while they wait: the 30 seconds the question waits are nobody's,
// the answer restores the clock exactly, and it is said in one short line
// each way, in de, en and cs. A question that is cancelled lets the clock
// run again; a confirmed one does what it does (a take-back leaves the
// clock paused at its times before the move, a wrong claim waits for the
// arbiter, a time set runs on).
func TestQuestionToTheArbiterStopsTheClockUntilTheAnswer(t *testing.T) {
	tests := []struct {
		lang, yes, no          string
		claim, takeback, zero  string // the question's commands
		stopped, again, cancel string
		claimQ, takebackQ      string
		zeroQ, zeroSet         string
		takenBack              string
	}{
		{"en", "yes", "no", "claim", "arbiter takeback", "arbiter time black 0",
			"The clock is stopped until the answer.", "The clock runs again.", "Cancelled, nothing changed. The clock runs again.",
			"Claim a draw by White, without a move? If the claim is wrong, the opponent gets time added. Answer yes to confirm; anything else cancels.",
			"Arbiter: take back the last move, Eva fünf? Answer yes to confirm; anything else cancels.",
			"Arbiter: set Black's clock to zero? Black's flag falls as soon as Black's clock runs: Black loses, or the game is drawn if White cannot checkmate (Article 6.9). Answer yes to confirm; anything else cancels.",
			"Black's time set to zero seconds.",
			"The arbiter takes back Eva fünf. Clock paused at its times before the move."},
		{"de", "ja", "nein", "reklamieren", "schiedsrichter zurücknehmen", "schiedsrichter zeit schwarz 0",
			"Die Uhr steht bis zur Antwort.", "Die Uhr läuft weiter.", "Abgebrochen, nichts geändert. Die Uhr läuft weiter.",
			"Remisreklamation von Weiß, ohne Zug? Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben. Mit ja bestätigen; alles andere bricht ab.",
			"Schiedsrichter: den letzten Zug Eva fünf zurücknehmen? Mit ja bestätigen; alles andere bricht ab.",
			"Schiedsrichter: die Uhr von Schwarz auf null setzen? Das Fallblättchen von Schwarz fällt, sobald die Uhr von Schwarz läuft: Schwarz verliert, oder die Partie ist remis, wenn Weiß nicht mattsetzen kann (Artikel 6.9). Mit ja bestätigen; alles andere bricht ab.",
			"Zeit von Schwarz gesetzt: null Sekunden.",
			"Schiedsrichter nimmt Eva fünf zurück. Uhr angehalten auf dem Stand vor dem Zug."},
		{"cs", "ano", "ne", "reklamovat", "rozhodčí vrátit", "rozhodčí čas černý 0",
			"Hodiny stojí až do odpovědi.", "Hodiny běží dál.", "Zrušeno, nic se nezměnilo. Hodiny běží dál.",
			"Reklamace remízy: bílý, bez tahu? Je-li reklamace nesprávná, soupeř dostane čas navíc. Potvrďte slovem ano; cokoli jiného zruší.",
			"Rozhodčí: vzít zpět poslední tah Eva fünf? Potvrďte slovem ano; cokoli jiného zruší.",
			"Rozhodčí: nastavit hodiny černého na nulu? Černému spadne praporek, jakmile mu poběží hodiny: černý prohrává, nebo je remíza, pokud bílý nemůže dát mat (článek 6.9). Potvrďte slovem ano; cokoli jiného zruší.",
			"Černý: nový čas nula sekund.",
			"Rozhodčí bere zpět Eva fünf. Hodiny zastaveny na stavu před tahem."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = tt.lang, "90+30" }))
			at(tb, 1, "start")
			at(tb, 2, "e4")
			at(tb, 3, "p")
			at(tb, 4, "e5")
			at(tb, 5, "p") // White to move from 5 s
			steps := []struct {
				sec  int
				line string
				want []string
			}{
				// A claim asked and cancelled: White's clock stands
				// from 10 s to 40 s.
				{10, tt.claim, []string{tt.claimQ, tt.stopped}},
				{40, tt.no, []string{tt.cancel}},
				// The take-back of Black's last move, cancelled, then
				// asked again and confirmed.
				{50, tt.takeback, []string{tt.takebackQ, tt.stopped}},
				{80, tt.no, []string{tt.cancel}},
				{90, tt.zero, []string{tt.zeroQ, tt.stopped}},
				{120, tt.yes, []string{tt.zeroSet, tt.again}},
				{130, tt.takeback, []string{tt.takebackQ, tt.stopped}},
				{160, tt.yes, []string{tt.takenBack}},
			}
			// White's clock: 90 minutes, the 30 s of the first move at
			// the start and after 1. e4 (pressed after 2 s), then run
			// 5 s to 10 s, 40 s to 50 s, 80 s to 90 s, 120 s to 130 s;
			// never while a question waited.
			base := 91*time.Minute - 2*time.Second
			wantWhite := []time.Duration{
				base - 5*time.Second, base - 5*time.Second,
				base - 15*time.Second, base - 15*time.Second,
				base - 25*time.Second, base - 25*time.Second,
				base - 35*time.Second,
			}
			for i, st := range steps {
				if got := at(tb, st.sec, st.line); !slices.Equal(got, st.want) {
					t.Errorf("%d s %q: got %q, want %q", st.sec, st.line, got, st.want)
				}
				if i < len(wantWhite) {
					if got := times(tb)[clock.White]; got != wantWhite[i] {
						t.Errorf("%d s %q: White's clock %v, want %v", st.sec, st.line, got, wantWhite[i])
					}
				}
			}
			// The take-back restored Black's clock before 2... e5 and
			// left it paused, Black to move.
			if st := tb.clk.Status(); st != clock.Paused {
				t.Errorf("after the take-back: clock %v, want paused", st)
			}
		})
	}
}

// TestPlayersOwnQuestionKeepsHisClockRunning: a draw offer (Article
// 9.1.2.1: made on the offerer's own time), resigning (5.1.2) and leaving
// are the player's own decisions: the clock runs on while they wait, and
// nothing is said about it.
func TestPlayersOwnQuestionKeepsHisClockRunning(t *testing.T) {
	for _, line := range []string{"draw", "resign white", "quit"} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = "en", "90+30" }))
		at(tb, 1, "start")
		at(tb, 2, "e4")
		at(tb, 3, "p")
		at(tb, 4, "e5")
		at(tb, 5, "p")
		got := at(tb, 10, line)
		if len(got) != 1 || !tb.Confirming() {
			t.Errorf("%q: got %q, want the question alone", line, got)
		}
		if got := at(tb, 40, "no"); !slices.Equal(got, []string{"Cancelled, nothing changed."}) {
			t.Errorf("%q cancelled: got %q", line, got)
		}
		// 90 minutes, 30 s at the start and after 1. e4 (pressed after
		// 2 s), run from 5 s to 40 s: the question's 30 s too.
		if got, want := times(tb)[clock.White], 91*time.Minute-2*time.Second-35*time.Second; got != want || tb.clk.Status() != clock.Running {
			t.Errorf("%q: White's clock %v (%v), want %v running", line, got, tb.clk.Status(), want)
		}
	}
}

// TestResumedQuestionKeepsTheClockItStopped: a game killed while a
// question stopped the clock is rebuilt from its journal's inputs with
// the clock paused at the times of the question (the wait until the crash
// and after it is nobody's); the question is asked again, and its answer
// leaves the clock paused, as in every resumed game, until resume.
func TestResumedQuestionKeepsTheClockItStopped(t *testing.T) {
	lines := []struct {
		sec  int
		line string
	}{{1, "start"}, {2, "e4"}, {3, "p"}, {4, "e5"}, {5, "p"}, {10, "arbiter time black 0"}}
	tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = "en", "90+30" }))
	for _, l := range lines {
		at(tb, l.sec, l.line)
	}
	want := times(tb)
	// The replay of the journal after kill -9, then the resumed input an
	// hour later.
	re := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = "en", "90+30" }))
	for _, l := range lines {
		at(re, l.sec, l.line)
	}
	out := texts(re.Apply(Input{At: time.Hour, Source: SourceSystem, Text: InputResumed}))
	if q := "Arbiter: set Black's clock to zero? Black's flag falls as soon as Black's clock runs: Black loses, or the game is drawn if White cannot checkmate (Article 6.9). Answer yes to confirm; anything else cancels."; len(out) == 0 || out[len(out)-1] != q {
		t.Errorf("resumed: %q, want the question last", out)
	}
	if got := times(re); got != want {
		t.Errorf("resumed clock %v, want the times of the question %v", got, want)
	}
	if got := at(re, 3601, "no"); !slices.Equal(got, []string{"Cancelled, nothing changed."}) {
		t.Errorf("answer after the resume: %q", got)
	}
	if got := times(re); got != want || re.clk.Status() != clock.Paused {
		t.Errorf("after the answer: %v (%v), want %v paused", got, re.clk.Status(), want)
	}
}

// TestArbiterZeroAsksFirst: a time set to zero, or an add that takes all
// that is left, makes the side's flag fall (Article 6.9), so it is asked
// first and says what follows, in de, en and cs; no cancels it and the
// clock keeps its time; taking more than a side has is refused at once
// and changes nothing; any other time is set at once.
func TestArbiterZeroAsksFirst(t *testing.T) {
	tests := []struct {
		lang, zero, allOf, tooMuch, other string
		question, tooMuchSaid, otherSaid  string
	}{
		{"en", "arbiter time white 0:00:00", "arbiter add white -5:00", "arbiter add white -5:01", "arbiter time white 4:00",
			"Arbiter: set White's clock to zero? White's flag falls as soon as White's clock runs: White loses, or the game is drawn if Black cannot checkmate (Article 6.9). Answer yes to confirm; anything else cancels.",
			`Time "-5:01": White does not have that much time left; arbiter time sets a time.`,
			"White's time set to four minutes."},
		{"de", "schiedsrichter zeit weiß 0", "schiedsrichter geben weiß -5m", "schiedsrichter geben weiß -6m", "schiedsrichter zeit weiß 4:00",
			"Schiedsrichter: die Uhr von Weiß auf null setzen? Das Fallblättchen von Weiß fällt, sobald die Uhr von Weiß läuft: Weiß verliert, oder die Partie ist remis, wenn Schwarz nicht mattsetzen kann (Artikel 6.9). Mit ja bestätigen; alles andere bricht ab.",
			`Zeit "-6m": so viel Zeit hat Weiß nicht mehr; schiedsrichter zeit setzt eine Zeit.`,
			"Zeit von Weiß gesetzt: vier Minuten."},
		{"cs", "rozhodčí čas bílý 0s", "rozhodčí přidat bílý -300s", "rozhodčí přidat bílý -1h", "rozhodčí čas bílý 4:00",
			"Rozhodčí: nastavit hodiny bílého na nulu? Bílému spadne praporek, jakmile mu poběží hodiny: bílý prohrává, nebo je remíza, pokud černý nemůže dát mat (článek 6.9). Potvrďte slovem ano; cokoli jiného zruší.",
			`Čas "-1h": tolik času bílý nemá; rozhodčí čas nastaví čas.`,
			"Bílý: nový čas čtyři minuty."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			// 5 minutes, no increment; the clock not started: White
			// has 5:00 exactly.
			tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = tt.lang, "5" }))
			for i, line := range []string{tt.zero, tt.allOf} {
				if got := at(tb, 2*i+1, line); !slices.Equal(got, []string{tt.question}) {
					t.Errorf("%q: got %q, want %q", line, got, []string{tt.question})
				}
				if got := at(tb, 2*i+2, "e4"); !slices.Equal(got, []string{say(tb.text, msgConfirmCancelled)}) {
					t.Errorf("%q cancelled: %q", line, got)
				}
				if got := times(tb)[clock.White]; got != 5*time.Minute {
					t.Errorf("%q cancelled: White %v, want 5m", line, got)
				}
			}
			if got := at(tb, 5, tt.tooMuch); !slices.Equal(got, []string{tt.tooMuchSaid}) || tb.Confirming() {
				t.Errorf("%q: got %q, want %q", tt.tooMuch, got, tt.tooMuchSaid)
			}
			if got := at(tb, 6, tt.other); !slices.Equal(got, []string{tt.otherSaid}) || tb.Confirming() {
				t.Errorf("%q: got %q, want %q", tt.other, got, tt.otherSaid)
			}
			at(tb, 7, tt.zero)
			at(tb, 8, map[string]string{"en": "yes", "de": "ja", "cs": "ano"}[tt.lang])
			if got := times(tb)[clock.White]; got != 0 {
				t.Errorf("confirmed: White %v, want 0", got)
			}
		})
	}
}

// TestArbiterLogReadsAsWords: every line of the arbiter log, in de, en
// and cs, says the move, the side and the times in words: no "1..."
// move numbers, no W/B/S/Č letters for the sides and no clock times with
// colons, which a screen reader reads as symbols ("two dot dot dot",
// "one colon thirty-one"); the JSON lines keep the machine's form.
func TestArbiterLogReadsAsWords(t *testing.T) {
	symbols := regexp.MustCompile(`\d:\d|\.\.\.| [WBSČ] `)
	for _, lang := range []string{"de", "en", "cs"} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = lang, "90+30" }))
		at(tb, 1, "start")
		at(tb, 2, "e4")
		at(tb, 3, "p")
		at(tb, 4, "arbiter penalty black")
		at(tb, 3700, "arbiter add white 5m")
		log := tb.ArbiterLogText()
		if n := strings.Count(log, "\n"); n != 2 {
			t.Errorf("%s: %d lines, want 2:\n%s", lang, n, log)
		}
		if m := symbols.FindString(log); m != "" {
			t.Errorf("%s: %q in the log:\n%s", lang, m, log)
		}
		if js := tb.ArbiterLogJSON(); !strings.Contains(js, `"move":"1..."`) || !strings.Contains(js, `"white_ms":`) {
			t.Errorf("%s: JSON lines lost their form:\n%s", lang, js)
		}
	}
	tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = "en", "90+30" }))
	at(tb, 1, "start")
	at(tb, 2, "e4")
	at(tb, 3, "p")
	at(tb, 3700, "arbiter penalty black")
	want := "Move 1, Black to move, 1 hour 1 minute 40 seconds into the game. White 1 hour 32 minutes 58 seconds, Black 28 minutes 53 seconds. Penalty: Black penalised: White gets two minutes.\n"
	if got := tb.ArbiterLogText(); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	// Czech: the spans in the accusative that "má" and "od začátku"
	// take (1 hodinu, 1 minutu).
	cs := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = "cs", "90+30" }))
	at(cs, 1, "start")
	at(cs, 2, "e4")
	at(cs, 3, "p")
	at(cs, 3700, "arbiter penalty black")
	want = "Tah 1, na tahu černý, 1 hodinu 1 minutu 40 sekund od začátku partie. Bílý má 1 hodinu 32 minut 58 sekund, černý má 28 minut 53 sekund. Trest: Černý potrestán. Bílý: dvě minuty navíc.\n"
	if got := cs.ArbiterLogText(); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestSentenceLangChangesOnlyTheSentences: a table that replays a
// journal with SentenceLang (the hub, in its own language) says every
// sentence in that language and plays the same game: the journal's
// piece letters are read as its Lang reads them (German Sc6), and an
// answer word that means something else in the journal's language (the
// Czech "no") is still neither yes nor no.
func TestSentenceLangChangesOnlyTheSentences(t *testing.T) {
	lines := "0 start\n1 e4\n2 p\n3 Sc6\n4 p\n5 resign white\n6 no\n7 e4\n"
	for _, tc := range []struct{ lang, view string }{{"de", "cs"}, {"cs", "en"}, {"en", "de"}} {
		own := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = tc.lang, "5" }))
		view := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time, s.SentenceLang = tc.lang, "5", tc.view }))
		ref := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = tc.view, "5" }))
		if view.SentenceLang() != ref.SentenceLang() {
			t.Errorf("%s viewed in %s: sentences in %v", tc.lang, tc.view, view.SentenceLang())
		}
		a, b := run(t, own, lines), run(t, view, lines)
		if len(a) != len(b) {
			t.Fatalf("%s viewed in %s: %d outputs, want %d:\n%s\n---\n%s", tc.lang, tc.view, len(b), len(a), strings.Join(b, "\n"), strings.Join(a, "\n"))
		}
		if pgnText(own) != pgnText(view) {
			t.Errorf("%s viewed in %s: another game:\n%s\n---\n%s", tc.lang, tc.view, pgnText(view), pgnText(own))
		}
	}
	// The sentence itself: the refusal of the German table's e4, in Czech.
	view := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time, s.SentenceLang = "de", "5", "cs" }))
	run(t, view, "0 start\n1 e4\n2 p\n3 Sc6\n4 p\n")
	if got := at(view, 5, "e4"); !slices.Equal(got, []string{"Nemožný tah: e4. Bílý na tahu."}) {
		t.Errorf("the refusal: %q", got)
	}
	if _, err := New(tournament(func(s *Setup) { s.SentenceLang = "fr" })); err == nil {
		t.Error("SentenceLang fr was taken")
	}
}

// TestTouchMoveNoteAndTouchesInEachLanguage: the touch-move note names
// the piece touched first and the move played in words that decline
// right (Czech: the piece is no subject that "touched"), and the touches
// list says how many, then each touch on a line of its own with its game
// time in words, not "0:02".
func TestTouchMoveNoteAndTouchesInEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, style, cmd string
		touches          []string
		note             string
	}{
		{"en", "annexd-en", "touches",
			[]string{"Touches: 2.", "1 second into the game, tactile board, White: knight Gustav one.", "2 seconds into the game, tactile board, White: knight Bella one."},
			"For the arbiter: knight Gustav one touched first, then knight Cesar three played (Article 4.3)."},
		{"de", "annexd", "berührungen",
			[]string{"Berührungen: 2.", "Nach 1 Sekunde Spielzeit, Steckbrett, Weiß: Springer Gustav eins.", "Nach 2 Sekunden Spielzeit, Steckbrett, Weiß: Springer Bella eins."},
			"Für den Schiedsrichter: zuerst Springer Gustav eins berührt, dann Springer Cesar drei gezogen (Artikel 4.3)."},
		{"cs", "cs", "doteky",
			[]string{"Doteky: 2.", "1 sekundu od začátku partie, hmatová šachovnice, bílý: jezdec Gustav jedna.", "2 sekundy od začátku partie, hmatová šachovnice, bílý: jezdec Bella jedna."},
			"Pro rozhodčího: první dotčený kámen jezdec Gustav jedna, pak zahrán tah jezdec Cesar tři (článek 4.3)."},
	} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style })
		at(tb, 1, "board tactile lift g1")
		at(tb, 1, "board tactile place g1")
		at(tb, 2, "board tactile lift b1")
		if got := at(tb, 3, "board tactile place c3"); !slices.Contains(got, tc.note) {
			t.Errorf("%s: the touch-move note: %q, want %q among them", tc.lang, got, tc.note)
		}
		if got := at(tb, 4, tc.cmd); !slices.Equal(got, tc.touches) {
			t.Errorf("%s: %s: %q, want %q", tc.lang, tc.cmd, got, tc.touches)
		}
	}
}

// TestTouchMoveNoteArticle4_4_1InEachLanguage: the VI player lifts his
// king and then his rook (D.2.2: each lift a touch) and makes another king
// move although castling with that rook was legal: the note for the
// arbiter names both touches, the move played and Article 4.4.1 (R043).
func TestTouchMoveNoteArticle4_4_1InEachLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, style, note string }{
		{"en", "annexd-en", "For the arbiter: king Eva one touched first, then rook Hector one, then king Felix one played, not the castling (Article 4.4.1)."},
		{"de", "annexd", "Für den Schiedsrichter: zuerst König Eva eins berührt, dann Turm Hector eins, dann König Felix eins gezogen, nicht die Rochade (Artikel 4.4.1)."},
		{"cs", "cs", "Pro rozhodčího: první dotčený kámen král Eva jedna, pak věž Hector jedna, pak zahrán tah král Felix jedna, ne rošáda (článek 4.4.1)."},
	} {
		tb := boardTable(t, func(s *Setup) {
			s.Lang, s.Style = tc.lang, tc.style
			s.FEN = "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8"
		})
		at(tb, 1, "board tactile lift e1")
		at(tb, 1, "board tactile place e1")
		at(tb, 2, "board tactile lift h1")
		at(tb, 2, "board tactile place h1")
		at(tb, 3, "board tactile lift e1")
		if got := at(tb, 4, "board tactile place f1"); !slices.Contains(got, tc.note) {
			t.Errorf("%s: the touch-move note: %q, want %q among them", tc.lang, got, tc.note)
		}
	}
}

// TestOldJournalReplaysItsQuestionsAsPlayed: a journal written before
// questions stopped the clock (its header has no questionsStopClock)
// replays as it was played: the clock ran while a claim's question
// waited, and the arbiter's time of zero was set at once, so the line
// after it is not taken as an answer.
func TestOldJournalReplaysItsQuestionsAsPlayed(t *testing.T) {
	s, err := UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd","lang":"en","time":"5","setting":"tournament","strayKeysRefused":true}`))
	if err != nil {
		t.Fatal(err)
	}
	if s.QuestionsStopClock {
		t.Fatal("an old header's setup stops the clock for questions")
	}
	tb := newTable(t, s)
	at(tb, 1, "start")
	if got := at(tb, 2, "claim"); len(got) != 1 || tb.clk.Status() != clock.Running {
		t.Errorf("claim asked: %q, clock %v; want the question alone, running", got, tb.clk.Status())
	}
	at(tb, 12, "no")
	if got := times(tb)[clock.White]; got != 5*time.Minute-11*time.Second {
		t.Errorf("White %v after the old question, want the 10 s it waited counted", got)
	}
	if got := at(tb, 13, "arbiter time black 0"); !slices.Equal(got, []string{"Black's time set to zero seconds."}) || tb.Confirming() {
		t.Errorf("an old journal's time of zero: %q, want it set at once", got)
	}
	raw, err := MarshalSetup(DefaultSetup())
	if err != nil || !strings.Contains(string(raw), `"questionsStopClock":true`) {
		t.Errorf("a new header lacks questionsStopClock: %s (%v)", raw, err)
	}
}
