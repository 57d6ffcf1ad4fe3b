package table

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/rules"
)

// castlingLang is one language of the castling announcement's sentences.
type castlingLang struct {
	lang, style                      string
	castle, undo                     string // the commands as typed in the language
	announced, again, withdrawn      string
	none, blackAnnounced, logCastled string
	half                             string // the press refused with the first half on the tactile board
	understood                       string // castle in a journal written before it
}

var castlingLangs = []castlingLang{
	{"en", "annexd-en", "castle", "undo",
		"White announces castling.", "White has already announced castling.", "Castling announcement taken back.",
		"White cannot castle now: no castling is legal in this position.", "Black announces castling.",
		"Castling announced: White announces castling.",
		"Press refused: castling was announced, and the tactile board shows only its first half. Rook from Anna one to David one. Type undo to take the announcement back.",
		"Not understood: castle. Type a move or a command; help lists them."},
	{"de", "annexd", "rochade", "rückgängig",
		"Weiß kündigt die Rochade an.", "Weiß hat die Rochade schon angekündigt.", "Rochadeankündigung zurückgenommen.",
		"Weiß kann jetzt nicht rochieren: in dieser Stellung ist keine Rochade regelgemäß.", "Schwarz kündigt die Rochade an.",
		"Rochade angekündigt: Weiß kündigt die Rochade an.",
		"Uhrdruck abgelehnt: die Rochade ist angekündigt, und das Steckbrett zeigt erst ihre erste Hälfte. Turm von Anna eins nach David eins. Mit rückgängig wird die Ankündigung zurückgenommen.",
		"Nicht verstanden: rochade. Zug oder Befehl eingeben, Hilfe mit hilfe."},
	{"cs", "cs", "rošáda", "zpět",
		"Bílý ohlašuje rošádu.", "Bílý už rošádu ohlásil.", "Ohlášení rošády vzato zpět.",
		"Bílý teď nemůže udělat rošádu: v této pozici žádná rošáda není možná.", "Černý ohlašuje rošádu.",
		"Ohlášení rošády: Bílý ohlašuje rošádu.",
		"Stisk hodin odmítnut: rošáda je ohlášena a hmatová šachovnice ukazuje teprve její první polovinu. Věž z Anna jedna na David jedna. Příkaz zpět ohlášení vezme zpět.",
		"Nerozumím: rošáda. Zadejte tah nebo příkaz; nápověda je vypíše."},
}

// kd1ra1 is a Chess960 position (R246's example): K d1, R a1, so that the
// king's move to c1 is Kc1 or the first half of O-O-O.
const kd1ra1 = "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1"

// TestGuidelineII3_2_7_1CastlingAnnounced: castle (rochade, rošáda) is the
// announcement of Guideline II.3.2.7.1 ("I am going to castle", R240 of
// fide-requirements.md) by the side having the move: said to both players
// and kept in the arbiter log, said again as already made, taken back by
// undo (D.2.8), refused where no castling is legal, and over once the move
// is completed (Black may then announce his). A journal written before it
// (no castlingAnnounced) replays the word as not understood. In de, en
// and cs, at the keyboard.
func TestGuidelineII3_2_7_1CastlingAnnounced(t *testing.T) {
	for _, l := range castlingLangs {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time, s.FEN = l.lang, l.style, "90+30", kd1ra1 }))
		typed(tb, "start")
		for _, step := range []struct{ line, want string }{
			{l.castle, l.announced},
			{l.castle, l.again},
			{l.undo, l.withdrawn},
			{l.castle, l.announced},
		} {
			if got := texts(typed(tb, step.line)); !slices.Equal(got, []string{step.want}) {
				t.Errorf("%s: %s: %q, want %q", l.lang, step.line, got, step.want)
			}
		}
		if got := tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceKeyboard, Text: l.castle}); len(got) != 1 || got[0].Kind != KindError {
			t.Errorf("%s: castle again: %+v, want one error", l.lang, got)
		}
		typed(tb, "O-O-O", "press")
		if got := texts(typed(tb, l.castle)); !slices.Equal(got, []string{l.blackAnnounced}) {
			t.Errorf("%s: Black's castle after White's move: %q, want %q", l.lang, got, l.blackAnnounced)
		}
		log := tb.ArbiterLog()
		var kinds []string
		for _, e := range log {
			kinds = append(kinds, e.Kind)
		}
		if want := []string{LogCastling, LogCorrection, LogCastling, LogCastling}; !slices.Equal(kinds, want) {
			t.Errorf("%s: log kinds %q, want %q", l.lang, kinds, want)
		}
		if first := strings.SplitN(tb.ArbiterLogText(), "\n", 2)[0]; !strings.HasSuffix(first, " "+l.logCastled) {
			t.Errorf("%s: log line %q, want it to end with %q", l.lang, first, l.logCastled)
		}
		// No castling legal: the standard start.
		tb = newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time = l.lang, l.style, "90+30" }))
		if got := texts(typed(tb, "start", l.castle)); !slices.Equal(got[1:], []string{l.none}) {
			t.Errorf("%s: castle at the start: %q, want %q", l.lang, got, l.none)
		}
		// A journal written before the announcement.
		tb = newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Style, s.Time, s.FEN, s.CastlingAnnounced = l.lang, l.style, "90+30", kd1ra1, false
		}))
		if got := texts(typed(tb, "start", l.castle)); !slices.Equal(got[1:], []string{l.understood}) {
			t.Errorf("%s: old journal: %q, want %q", l.lang, got, l.understood)
		}
		if len(tb.ArbiterLog()) != 0 {
			t.Errorf("%s: old journal logged %q", l.lang, tb.ArbiterLogText())
		}
	}
}

// TestR246CastlingAnnouncedOnTheTactileBoard: at the table, the king's move
// d1–c1 on the tactile board (K d1, R a1) is made as Kc1 by the press when
// nothing was announced, and, with castling announced, the press is
// refused with the step that finishes the castling (and how to take the
// announcement back), kept in the arbiter log as a press without a move;
// the rook's move then makes O-O-O. undo takes the announcement back, and
// the press makes Kc1 again. A castling by transposition (K f1, R g1),
// which leaves every hole of the tactile board as it was, is made only
// when announced. In de, en and cs.
func TestR246CastlingAnnouncedOnTheTactileBoard(t *testing.T) {
	for _, l := range castlingLangs {
		table := func(fen string) *Table {
			tb := boardTable(t, func(s *Setup) {
				s.Lang, s.Style, s.Setting, s.Time, s.FEN = l.lang, l.style, SettingTournament, "90+30", fen
			})
			typed(tb, "start")
			return tb
		}
		sans := func(tb *Table) []string {
			var s []string
			for _, e := range tb.sheet {
				s = append(s, e.san)
				if !e.completed {
					s = append(s, "(not completed)")
				}
			}
			return s
		}
		// Nothing announced: the press makes the king's move.
		tb := table(kd1ra1)
		typed(tb, "board tactile lift d1", "board tactile place c1", "press")
		if got := sans(tb); !slices.Equal(got, []string{"Kc1"}) {
			t.Errorf("%s: not announced: %q, want Kc1", l.lang, got)
		}
		// Announced: the press is refused, the rook finishes it.
		tb = table(kd1ra1)
		typed(tb, l.castle, "board tactile lift d1", "board tactile place c1")
		if got := texts(typed(tb, "press")); !slices.Equal(got, []string{l.half}) {
			t.Errorf("%s: press after the king: %q, want %q", l.lang, got, l.half)
		}
		if tb.clk.Turn() != clock.White || len(tb.sheet) != 0 {
			t.Errorf("%s: the half castling was made: %q", l.lang, sans(tb))
		}
		if log := tb.ArbiterLog(); log[len(log)-1].Kind != LogPress {
			t.Errorf("%s: the refused press is logged as %q, want %q", l.lang, log[len(log)-1].Kind, LogPress)
		}
		typed(tb, "board tactile lift a1", "board tactile place d1", "press")
		if got := sans(tb); !slices.Equal(got, []string{"O-O-O"}) || tb.clk.Turn() != clock.Black {
			t.Errorf("%s: announced, the rook after the king: %q, want O-O-O pressed", l.lang, got)
		}
		// Announced and taken back: the press makes the king's move.
		tb = table(kd1ra1)
		typed(tb, l.castle, "board tactile lift d1", "board tactile place c1", "press")
		if got := texts(typed(tb, l.undo)); !slices.Equal(got, []string{l.withdrawn}) {
			t.Errorf("%s: undo after the half: %q, want %q", l.lang, got, l.withdrawn)
		}
		typed(tb, "press")
		if got := sans(tb); !slices.Equal(got, []string{"Kc1"}) {
			t.Errorf("%s: taken back: %q, want Kc1", l.lang, got)
		}
		// A castling by transposition on the tactile board.
		for _, announced := range []bool{false, true} {
			tb = table("r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w GAga - 0 1")
			if announced {
				typed(tb, l.castle)
			}
			typed(tb, "board tactile lift f1", "board tactile lift g1", "board tactile place f1", "board tactile place g1", "press")
			want := []string(nil)
			if announced {
				want = []string{"O-O"}
			}
			if got := sans(tb); !slices.Equal(got, want) {
				t.Errorf("%s: transposition, announced %v: %q, want %q", l.lang, announced, got, want)
			}
		}
	}
}

// TestCastlingAnnouncedStandsOverAnUndoOfTheMove: undo takes back the
// latest thing announced: a typed move made after the castling was
// announced first (the announcement stands again, and the boards read as
// castling again), then the announcement.
func TestCastlingAnnouncedStandsOverAnUndoOfTheMove(t *testing.T) {
	tb := boardTable(t, func(s *Setup) {
		s.Lang, s.Style, s.Setting, s.Time, s.FEN = "en", "annexd-en", SettingTournament, "90+30", kd1ra1
	})
	typed(tb, "start", "castle", "Kc1")
	if got := texts(typed(tb, "undo")); len(got) == 0 || got[0] != "Taken back: king Cesar one." {
		t.Errorf("undo of the move: %q", got)
	}
	if !tb.b.tr.CastlingAnnounced() {
		t.Error("the announcement does not stand after the undo of the move")
	}
	typed(tb, "board tactile lift d1", "board tactile place c1")
	if got := texts(typed(tb, "press")); !slices.Equal(got, []string{castlingLangs[0].half}) {
		t.Errorf("press after the king: %q", got)
	}
	if got := texts(typed(tb, "undo")); !slices.Equal(got, []string{"Castling announcement taken back."}) {
		t.Errorf("undo of the announcement: %q", got)
	}
	if tb.b.tr.CastlingAnnounced() {
		t.Error("the boards still read as castling")
	}
}

// TestArticle7_5_3PressWithoutAMoveCounted: in tournament play a press
// with nothing to complete (here typed at a keyboard-only table) is
// refused as before, the clock does not switch, and the arbiter log keeps
// it as a press without a move with the one command that counts it;
// arbiter illegal SIDE press counts it as the side's illegal move
// (Article 7.5.3, R073, R106 of fide-requirements.md) in the one count of
// 7.5.5: the first gives the opponent two minutes, the second, asked
// first, loses. A ruling with no press left to count is refused. A
// journal written before (no pressWithoutMove) logs nothing and counts
// arbiter illegal white press as a plain illegal move. In de, en and cs.
func TestArticle7_5_3PressWithoutAMoveCounted(t *testing.T) {
	for _, tc := range []struct {
		lang, style, press, ruling, yes string
		refused, log, first, none       string
		second                          []string
	}{
		{"en", "annexd-en", "press", "arbiter illegal white press", "yes",
			"No move is waiting to be completed.",
			"Press without a move: No move is waiting to be completed. The arbiter counts it as an illegal move with arbiter illegal white press (Article 7.5.3).",
			"White pressed the clock without a move: it counts as an illegal move (Article 7.5.3). First illegal move by White: Black gets two minutes.",
			"The arbiter log has no press without a move by White to count (Article 7.5.3); another illegal move is counted without the word press.",
			[]string{"White pressed the clock without a move: it counts as an illegal move (Article 7.5.3).", "Game over. Black wins: second illegal move."}},
		{"de", "annexd", "drücken", "schiedsrichter regelwidrig weiß drücken", "ja",
			"Kein Zug wartet auf den Uhrdruck.",
			"Uhrdruck ohne Zug: Kein Zug wartet auf den Uhrdruck. Als regelwidrigen Zug zählt ihn der Schiedsrichter mit schiedsrichter regelwidrig weiß drücken (Artikel 7.5.3).",
			"Weiß hat die Uhr ohne Zug gedrückt: das zählt als regelwidriger Zug (Artikel 7.5.3). Erster regelwidriger Zug von Weiß: Schwarz erhält zwei Minuten.",
			"Im Schiedsrichterprotokoll steht kein Uhrdruck ohne Zug von Weiß, der zu zählen wäre (Artikel 7.5.3); einen anderen regelwidrigen Zug zählt der Befehl ohne das Wort drücken.",
			[]string{"Weiß hat die Uhr ohne Zug gedrückt: das zählt als regelwidriger Zug (Artikel 7.5.3).", "Partie beendet. Schwarz gewinnt: zweiter regelwidriger Zug."}},
		{"cs", "cs", "stisk", "rozhodčí nemožný bílý stisk", "ano",
			"Žádný tah nečeká na stisk hodin.",
			"Stisk bez tahu: Žádný tah nečeká na stisk hodin. Jako nemožný tah jej rozhodčí započítá příkazem rozhodčí nemožný bílý stisk (článek 7.5.3).",
			"Bílý stiskl hodiny bez tahu: počítá se jako nemožný tah (článek 7.5.3). Bílý: první nemožný tah. Černý: dvě minuty navíc.",
			"Protokol rozhodčího nemá žádný stisk hodin bez tahu, který by šlo započítat (bílý, článek 7.5.3); jiný nemožný tah se započítá příkazem bez slova stisk.",
			[]string{"Bílý stiskl hodiny bez tahu: počítá se jako nemožný tah (článek 7.5.3).", "Konec partie. Černý vyhrává: druhý nemožný tah."}},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time = tc.lang, tc.style, "90+30" }))
		typed(tb, "start")
		if got := texts(typed(tb, tc.press)); !slices.Equal(got, []string{tc.refused}) {
			t.Errorf("%s: press: %q, want %q", tc.lang, got, tc.refused)
		}
		if tb.clk.Turn() != clock.White {
			t.Errorf("%s: the clock switched", tc.lang)
		}
		if log := strings.TrimSuffix(tb.ArbiterLogText(), "\n"); strings.Count(log, "\n") != 0 || !strings.HasSuffix(log, " "+tc.log) {
			t.Errorf("%s: log\n%s\nwant one entry ending with %q", tc.lang, log, tc.log)
		}
		before := times(tb)
		if got := texts(typed(tb, tc.ruling)); !slices.Equal(got, []string{tc.first}) {
			t.Errorf("%s: ruling: %q, want %q", tc.lang, got, tc.first)
		}
		if after := times(tb); after[clock.Black]-before[clock.Black] != 2*time.Minute || tb.bad[rules.White] != 1 {
			t.Errorf("%s: Black's time %v → %v, White's illegal moves %d", tc.lang, before[clock.Black], after[clock.Black], tb.bad[rules.White])
		}
		if got := texts(typed(tb, tc.ruling)); !slices.Equal(got, []string{tc.none}) || tb.bad[rules.White] != 1 {
			t.Errorf("%s: ruling again: %q, want %q (count %d)", tc.lang, got, tc.none, tb.bad[rules.White])
		}
		typed(tb, tc.press, tc.ruling)
		if !tb.Confirming() {
			t.Fatalf("%s: the second illegal move is not asked first", tc.lang)
		}
		if got := texts(typed(tb, tc.yes)); !slices.Equal(got, tc.second) || tb.result != "0-1" {
			t.Errorf("%s: second: %q (result %q), want %q", tc.lang, got, tb.result, tc.second)
		}
	}
	// A journal written before: nothing logged, a plain illegal move.
	tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time, s.PressWithoutMove = "en", "annexd-en", "90+30", false }))
	typed(tb, "start", "press")
	if log := tb.ArbiterLogText(); log != "" {
		t.Errorf("old journal: log %q", log)
	}
	if got := texts(typed(tb, "arbiter illegal white press")); !slices.Equal(got, []string{"First illegal move by White: Black gets two minutes."}) {
		t.Errorf("old journal: ruling %q", got)
	}
}

// TestCastleWhileTheMoveWaitsForItsPress: castle (rochade, rošáda) typed
// while a move waits for its press is the announcement of the side
// having the move, the mover's opponent (Article 1.3), said to both as
// any announcement; nothing said tells anyone that the mover has not
// pressed (Article 12.6). Until session 22 the word was the mover's and
// was refused aloud with "the move waits for the clock press" (walk9 met
// it after the sighted player's move on his board, typed by the VI
// player announcing his own castling); a journal of then (no
// castleHasTheMove) replays so. In de, en and cs.
func TestCastleWhileTheMoveWaitsForItsPress(t *testing.T) {
	for _, tc := range []struct {
		l          castlingLang
		blackAgain string
		after      string // the refusal of an old journal
	}{
		{castlingLangs[0], "Black has already announced castling.", "White has already moved, and the move waits for the clock press: castling is announced before the move. Type undo to take the move back first."},
		{castlingLangs[1], "Schwarz hat die Rochade schon angekündigt.", "Weiß hat schon gezogen, und der Zug wartet auf den Uhrdruck: die Rochade wird vor dem Zug angekündigt. Mit rückgängig wird der Zug erst zurückgenommen."},
		{castlingLangs[2], "Černý už rošádu ohlásil.", "Bílý už táhl a tah čeká na stisk hodin: rošáda se ohlašuje před tahem. Příkaz zpět tah nejdřív vezme zpět."},
	} {
		l := tc.l
		// White's typed Kc1 waits for its press: castle is Black's.
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time, s.FEN = l.lang, l.style, "90+30", kd1ra1 }))
		typed(tb, "start", "Kc1")
		if got := texts(typed(tb, l.castle)); !slices.Equal(got, []string{l.blackAnnounced}) {
			t.Errorf("%s: castle before the press of Kc1: %q, want %q", l.lang, got, l.blackAnnounced)
		}
		if tb.castling == nil || tb.castling.by != rules.Black {
			t.Errorf("%s: Black's announcement: %+v", l.lang, tb.castling)
		}
		// It holds over White's late press.
		typed(tb, "press")
		if got := texts(typed(tb, l.castle)); !slices.Equal(got, []string{tc.blackAgain}) {
			t.Errorf("%s: castle after White's press: %q, want %q", l.lang, got, tc.blackAgain)
		}
		// The sighted player's move made on his board, not yet pressed:
		// the VI player (White) announces his castling.
		bt := boardTable(t, func(s *Setup) {
			s.Lang, s.Style, s.Setting, s.Time, s.FEN = l.lang, l.style, SettingTournament, "90+30", kd1ra1
		})
		typed(bt, "start", "board tactile lift e2", "board tactile place e3", "press", "board sighted lift e2", "board sighted place e3",
			"board sighted lift e7", "board sighted place e6")
		if got := texts(typed(bt, l.castle)); !slices.Equal(got, []string{l.announced}) {
			t.Errorf("%s: castle before the press of Black's board move: %q, want %q", l.lang, got, l.announced)
		}
		if bt.castling == nil || bt.castling.by != rules.White {
			t.Errorf("%s: White's announcement: %+v", l.lang, bt.castling)
		}
		// A journal of before: the word was the mover's, refused.
		old := newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Style, s.Time, s.FEN = l.lang, l.style, "90+30", kd1ra1
			s.CastleHasTheMove = false
		}))
		typed(old, "start", l.castle, "O-O-O")
		if got := texts(typed(old, l.castle)); !slices.Equal(got, []string{l.again}) {
			t.Errorf("%s, old journal: castle before the press of White's castling: %q, want %q", l.lang, got, l.again)
		}
		if old.castling == nil || old.castling.by != rules.White {
			t.Errorf("%s, old journal: White's announcement lost: %+v", l.lang, old.castling)
		}
		typed(old, "press")
		if got := texts(typed(old, l.castle)); !slices.Equal(got, []string{l.blackAnnounced}) {
			t.Errorf("%s, old journal: castle after the press: %q, want %q", l.lang, got, l.blackAnnounced)
		}
		old = newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Style, s.Time, s.FEN = l.lang, l.style, "90+30", kd1ra1
			s.CastleHasTheMove = false
		}))
		typed(old, "start", "Kc1")
		if got := texts(typed(old, l.castle)); !slices.Equal(got, []string{tc.after}) {
			t.Errorf("%s, old journal: castle before the press of Kc1: %q, want %q", l.lang, got, tc.after)
		}
		if old.castling != nil {
			t.Errorf("%s, old journal: castling announced: %+v", l.lang, old.castling)
		}
	}
}
