package table

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
)

// standsGame is a blitz game (5+3) on both boards: 1.e4 e5, then White
// pushes the d-pawn from d2 to d5 on the tactile board and presses, an
// illegal move completed (Article 7.5).
var standsGame = []string{"start", "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4",
	"board sighted lift e7", "board sighted place e5", "press", "board tactile lift e7", "board tactile place e5",
	"board tactile lift d2", "board tactile place d5", "press"}

// TestAnnexA4_2IllegalMoveStands: in rapid and blitz an illegal move that
// nobody claims stands (Annex A.4.2): the call of the arbiter says so,
// arbiter stands goes on from the position on the board the move was made
// on, in the same session: the move counted on the clock as completed (the
// increment given), the clock paused, the opponent to move, castling
// rights kept, the board that shows the move in step and the other told
// its steps; the game goes on, and the PGN is the game up to the illegal
// move with a comment that names it, and the rest from its FEN as a
// second game, which the project's PGN reader replays.
func TestAnnexA4_2IllegalMoveStands(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament; s.Time = "5+3" })
	got := jsonOf(tb, standsGame...)
	equalLines(t, got[len(got)-2:], []string{
		`{"t":14,"event":"clock","what":"pause","side":"white","white_ms":298000,"black_ms":301000,"turn":"white","status":"paused"}`,
		`{"t":14,"event":"announce","text":"Illegal move completed by White on the tactile board: pawn David two to David five. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty. In rapid and blitz, unclaimed, it may stand instead: arbiter stands (Annex A.4.2).","audience":"all"}`,
	})
	equalLines(t, jsonOf(tb, "arbiter stands", "resume", "board sighted lift d2", "board sighted place d5", "board sighted lift a7", "board sighted place a6", "press"), []string{
		`{"t":15,"event":"clock","what":"press","side":"white","white_ms":301000,"black_ms":301000,"turn":"black","status":"paused"}`,
		`{"t":15,"event":"stands","by":"white","white_ms":301000,"black_ms":301000,"fen":"rnbqkbnr/pppp1ppp/8/3Pp3/4P3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2"}`,
		`{"t":15,"event":"announce","text":"The illegal move by White on the tactile board stands (Annex A.4.2). Pawn from David two to David five. The game goes on from that position, Black to move. The clock is paused; type resume to go on.","audience":"all"}`,
		`{"t":15,"event":"synced","board":"tactile"}`,
		`{"t":15,"event":"announce","text":"The tactile board is in step again.","audience":"player"}`,
		`{"t":15,"event":"mismatch","board":"sighted","text":"Sighted board: David two: a white pawn too many. David five: white pawn missing. Pawn from David two to David five.","squares":[{"square":"d2","expected":"-","sensed":"P"},{"square":"d5","expected":"P","sensed":"-"}],"steps":["d2-d5"]}`,
		`{"t":15,"event":"announce","text":"Sighted board: David two: a white pawn too many. David five: white pawn missing. Pawn from David two to David five.","audience":"all"}`,
		`{"t":16,"event":"clock","what":"resume","side":"black","white_ms":301000,"black_ms":301000,"turn":"black","status":"running"}`,
		`{"t":16,"event":"announce","text":"Clock resumed","audience":"all"}`,
		`{"t":18,"event":"synced","board":"sighted"}`,
		`{"t":18,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
		`{"t":19,"event":"touch","board":"sighted","square":"a7","piece":"p","by":"black"}`,
		`{"t":20,"event":"move","source":"sighted","san":"a6","by":"black","ply":1}`,
		`{"t":20,"event":"announce","text":"Anna six","audience":"all"}`,
		`{"t":21,"event":"clock","what":"press","side":"black","white_ms":301000,"black_ms":299000,"turn":"white","status":"running"}`,
		`{"t":21,"event":"announce","text":"Pressed","audience":"player"}`,
	})
	if tb.illegalWaits != nil || tb.bad[rules.White] != 0 {
		t.Errorf("after the stand: illegal waits %v, illegal moves of White %d", tb.illegalWaits, tb.bad[rules.White])
	}

	text := tb.PGNText()
	want := `1. e4 {[%clk 0:05:03]} 1... e5 {[%clk 0:05:01]} {White's illegal move d2-d5
stood (FIDE Laws A.4.2); the game goes on in the next game, from the position
after it} *`
	if !strings.Contains(text, want) || !strings.Contains(text, `[FEN "rnbqkbnr/pppp1ppp/8/3Pp3/4P3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2"]`) ||
		!strings.Contains(text, `{continued after White's illegal move d2-d5, which stood (FIDE Laws A.4.2); the
moves before it are in the previous game} 2... a6 {[%clk 0:04:59]} *`) {
		t.Errorf("PGN:\n%s", text)
	}
	games, err := pgn.ReadAll(strings.NewReader(text))
	if err != nil || len(games) != 2 {
		t.Fatalf("PGN read back: %d games, %v\n%s", len(games), err, text)
	}
	var sans [][]string
	for _, g := range games {
		rp, err := pgn.Replay(g)
		if err != nil {
			t.Fatalf("game %d replayed: %v", g.Number, err)
		}
		var s []string
		pos := rp.Start
		for _, m := range rp.Moves {
			s = append(s, pos.SAN(m))
			pos = pos.Play(m)
		}
		sans = append(sans, s)
	}
	if strings.Join(sans[0], " ") != "e4 e5" || strings.Join(sans[1], " ") != "a6" || games[1].Tag("FEN") != tb.cfg.start.FEN() {
		t.Errorf("PGN replayed: %q, second from %q", sans, games[1].Tag("FEN"))
	}
	if tb.PGN().Moves[0].SAN != "a6" {
		t.Errorf("PGN: the game goes on from the stand: %v", tb.PGN().Moves)
	}
}

// TestAnnexA4_2StandsSaidInEachLanguage: the stand, and its refusals (no
// illegal move waits; the board gone, its position not known; standard
// play, where 7.5.1 reinstates the position; a position no game can
// reach, nine pawns: Article 3.10.3; one that leaves no legal move: an
// illegal move cannot mate, 5.1.1) in German,
// English and Czech. A pawn made a queen (7.5.2) stands as it is.
func TestAnnexA4_2StandsSaidInEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, style                                             string
		stands, none, standard, ninePawns, promoted, gone, over string
	}{
		{"de", "annexd",
			"Der regelwidrige Zug von Weiß auf dem Steckbrett bleibt stehen (Anhang A.4.2). Bauer von David zwei nach David fünf. Die Partie geht von dieser Stellung weiter, Schwarz am Zug. Die Uhr ist angehalten; fortsetzen mit weiter.",
			"Kein auf einem Brett ausgeführter regelwidriger Zug wartet auf den Schiedsrichter: schiedsrichter gilt lässt nur einen solchen stehen (Anhang A.4.2).",
			"Bei Turnierbedenkzeit bleibt ein regelwidriger Zug nicht stehen (Artikel 7.5.1; Anhang A.4.2 gilt für Schnell- und Blitzschach): schiedsrichter regelwidrig weiß stellt die Stellung davor wieder her.",
			"Die Stellung auf dem Brett des Sehenden kann in keiner Partie entstehen (Artikel 3.10.3): Aufstellung: Schwarz hat 9 Bauern; höchstens 8 sind möglich. Der Zug kann nicht stehen bleiben: schiedsrichter regelwidrig schwarz stellt die Stellung davor wieder her.",
			"Der regelwidrige Zug von Schwarz bleibt stehen (Anhang A.4.2): der Bauer ist eine Dame (Artikel 7.5.2), eine Strafe gibt es nicht. Die Uhr ist angehalten; fortsetzen mit weiter.",
			"Das Steckbrett zeigt seine Stellung gerade nicht (weg oder noch nicht wieder gelesen): die Partie kann von ihm aus weitergehen, sobald es sie zeigt; schiedsrichter regelwidrig weiß stellt die Stellung vor dem Zug wieder her.",
			"Danach hätte Weiß keinen regelgemäßen Zug, und ein regelwidriger Zug kann die Partie nicht beenden (Artikel 5.1.1, 5.2.1): schiedsrichter regelwidrig schwarz stellt die Stellung davor wieder her.",
		},
		{"en", "annexd-en",
			"The illegal move by White on the tactile board stands (Annex A.4.2). Pawn from David two to David five. The game goes on from that position, Black to move. The clock is paused; type resume to go on.",
			"No illegal move made on a board waits for the arbiter: arbiter stands lets only such a move stand (Annex A.4.2).",
			"In standard play an illegal move does not stand (Article 7.5.1; Annex A.4.2 is for rapid and blitz): arbiter illegal white restores the position before it.",
			"The position on the sighted board cannot arise in a game (Article 3.10.3): placement: black has 9 pawns; at most 8 are possible. The move cannot stand: arbiter illegal black restores the position before it.",
			"The illegal move by Black stands (Annex A.4.2): the pawn is a queen (Article 7.5.2), and no penalty is given. The clock is paused; type resume to go on.",
			"The tactile board does not show its position now (gone, or not read again): the game can go on from it once it does; arbiter illegal white restores the position before the move.",
			"After it White would have no legal move, and an illegal move cannot end the game (Articles 5.1.1, 5.2.1): arbiter illegal black restores the position before it.",
		},
		{"cs", "cs",
			"Nemožný tah (bílý, hmatová šachovnice) platí (příloha A.4.2). Pěšec z David dva na David pět. Partie pokračuje z této pozice, na tahu černý. Hodiny jsou zastaveny; pokračujte příkazem pokračovat.",
			"Na rozhodčího nečeká žádný nemožný tah provedený na šachovnici: rozhodčí platí nechá platit jen takový tah (příloha A.4.2).",
			"V klasickém tempu nemožný tah neplatí (článek 7.5.1; příloha A.4.2 je pro rapid a bleskovku): rozhodčí nemožný bílý obnoví pozici před ním.",
			"Pozice (šachovnice vidícího) nemůže v partii vzniknout (článek 3.10.3): rozestavení: černý má 9 pěšců; možných je nejvýš 8. Tah nemůže platit: rozhodčí nemožný černý obnoví pozici před ním.",
			"Nemožný tah (černý) platí (příloha A.4.2): pěšec je dáma (článek 7.5.2) a trest se neuděluje. Hodiny jsou zastaveny; pokračujte příkazem pokračovat.",
			"Pozice (hmatová šachovnice) teď není známa (šachovnice je odpojená nebo ještě nenačtená): partie z ní může pokračovat, až bude známa; rozhodčí nemožný bílý obnoví pozici před tahem.",
			"Po něm by bílý neměl žádný povolený tah a nemožný tah nemůže partii ukončit (články 5.1.1, 5.2.1): rozhodčí nemožný černý obnoví pozici před ním.",
		},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			board := func(control, fen string) *Table {
				return boardTable(t, func(s *Setup) {
					s.Lang, s.Style, s.Setting, s.Time, s.FEN = tc.lang, tc.style, SettingTournament, control, fen
				})
			}
			last := func(tb *Table, lines ...string) string {
				got := texts(typed(tb, lines...))
				if len(got) == 0 {
					return ""
				}
				return got[len(got)-1]
			}
			tb := board("5+3", "")
			if got := last(tb, "start", "arbiter stands"); got != tc.none {
				t.Errorf("nothing waits: %q, want %q", got, tc.none)
			}
			typed(tb, standsGame[1:]...)
			if got := texts(typed(tb, "arbiter stands")); len(got) != 3 || got[0] != tc.stands {
				t.Errorf("stands: %q, want first %q", got, tc.stands)
			}
			tb = board("5+3", "")
			typed(tb, standsGame...)
			if got := last(tb, "board tactile gone eboard.disconnected", "arbiter stands"); got != tc.gone || tb.illegalWaits == nil {
				t.Errorf("board gone: %q, want %q", got, tc.gone)
			}
			// The queen jumps from h3 to b2, guarded by the rook: mate.
			tb = board("5+3", "1r5k/8/8/8/8/7q/8/K7 b - - 0 1")
			if got := last(tb, "start", "board sighted lift h3", "board sighted snapshot 1r5k/8/8/8/8/8/1q6/K7", "press", "arbiter stands"); got != tc.over || tb.illegalWaits == nil {
				t.Errorf("no legal move after it: %q, want %q", got, tc.over)
			}
			tb = board("90+30", "")
			if got := last(tb, "start", "board tactile lift e2", "board tactile place e5", "press", "arbiter stands"); got != tc.standard || tb.illegalWaits == nil {
				t.Errorf("standard play: %q, want %q", got, tc.standard)
			}
			tb = board("3+2", "")
			typed(tb, "start", "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4",
				"board sighted lift a7", "board sighted snapshot rnbqkbnr/1ppppppp/p6p/8/4P3/8/PPPP1PPP/RNBQKBNR", "press")
			if got := last(tb, "arbiter stands"); got != tc.ninePawns || tb.illegalWaits == nil || tb.PGN().Moves[0].SAN != "e4" {
				t.Errorf("nine pawns: %q, want %q", got, tc.ninePawns)
			}
			tb = board("15+10", "4k3/8/8/8/8/8/4p3/K7 b - - 0 1")
			typed(tb, "start", "board sighted lift e2", "board sighted place e1", "board sighted press")
			if got := last(tb, "arbiter stands"); got != tc.promoted || tb.illegalWaits != nil || tb.bad[rules.Black] != 0 {
				t.Errorf("pawn made a queen: %q, want %q", got, tc.promoted)
			}
		})
	}
}

// TestAnnexA4_2StandsReplaysFromTheJournal: a journal with arbiter stands
// replays to the same game and record; one written before it existed (no
// illegalStands in its setup) replays as it was played: stands was no
// arbiter command, and the illegal move still waits.
func TestAnnexA4_2StandsReplaysFromTheJournal(t *testing.T) {
	for _, old := range []bool{false, true} {
		s := setup(func(s *Setup) {
			s.Tactile, s.Sighted = BoardVirtual, BoardVirtual
			s.Lang, s.Style, s.Setting, s.Time = "en", "annexd-en", SettingTournament, "5+3"
			s.IllegalStands = !old
		})
		tb := newTable(t, s)
		head, err := MarshalSetup(s)
		if err != nil {
			t.Fatal(err)
		}
		log := &journal.Log{Header: journal.Header{Setup: head}}
		var said []string
		for i, line := range append(append([]string{}, standsGame...), "arbiter stands", "resume", "board sighted lift d2", "board sighted place d5", "board sighted lift a7", "board sighted place a6", "press") {
			at := time.Duration(i+1) * time.Second
			log.Records = append(log.Records, journal.Record{Seq: uint64(i + 1), At: at, Source: SourceKeyboard, Input: line})
			if line == "arbiter stands" {
				said = texts(tb.Apply(Input{At: at, Source: SourceKeyboard, Text: line}))
				continue
			}
			tb.Apply(Input{At: at, Source: SourceKeyboard, Text: line})
		}
		rt, err := Replay(log)
		if err != nil {
			t.Fatal(err)
		}
		if rt.PGNText() != tb.PGNText() || rt.game.pos().FEN() != tb.game.pos().FEN() {
			t.Errorf("old %v: replayed\n%s\nplayed\n%s", old, rt.PGNText(), tb.PGNText())
		}
		stood := len(rt.PGNGames()) == 2
		if stood == old || (rt.illegalWaits != nil) != old {
			t.Errorf("old %v: stood %v, illegal move waits %v", old, stood, rt.illegalWaits != nil)
		}
		if old && (len(said) != 1 || said[0] != `"stands" is no arbiter command; help arbiter lists them all.`) {
			t.Errorf("old journal: arbiter stands said %q", said)
		}
	}
}

// TestArticle7_5IllegalMoveOnTheTactileBoardReadAsOnItsWay: a capture
// made on the tactile board that no legal move makes (the queen through
// its own pawn, Qd1xd7), the clock pressed, is an illegal move completed
// (Article 7.5); until session 22 the board was taken for a move on its
// way (a piece in the hand) and the press refused as a move not yet made,
// and a journal without illegalMoveSeen replays so. Standing (Annex
// A.4.2), the queen the tracker could not follow onto d7 is the one piece
// of White's missing, and the PGN writes the move Qd1xd7. So are the
// knight put from g1 on g4 (read as on the way to g2-g4), the bishop on
// f3, the queen on d3; an en passant capture whose pawn taken is not yet
// removed is still a move on its way, its press refused.
func TestArticle7_5IllegalMoveOnTheTactileBoardReadAsOnItsWay(t *testing.T) {
	for _, old := range []bool{false, true} {
		tb := boardTable(t, func(s *Setup) {
			s.Lang, s.Style, s.Setting, s.Time = "en", "annexd-en", SettingTournament, "5+3"
			s.IllegalMoveSeen = !old
		})
		typed(tb, standsGame[:11]...)
		got := jsonOf(tb, "board tactile lift d7", "board tactile lift d1", "board tactile place d7", "press")
		if old {
			if want := `{"t":15,"event":"error","text":"Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed)."}`; got[len(got)-1] != want || tb.illegalWaits != nil {
				t.Errorf("old journal: %s", got[len(got)-1])
			}
			continue
		}
		equalLines(t, got[4:], []string{
			`{"t":15,"event":"clock","what":"pause","side":"white","white_ms":297000,"black_ms":301000,"turn":"white","status":"paused"}`,
			`{"t":15,"event":"announce","text":"Illegal move completed by White on the tactile board: clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty. In rapid and blitz, unclaimed, it may stand instead: arbiter stands (Annex A.4.2).","audience":"all"}`,
		})
		equalLines(t, jsonOf(tb, "arbiter stands"), []string{
			`{"t":16,"event":"clock","what":"press","side":"white","white_ms":300000,"black_ms":301000,"turn":"black","status":"paused"}`,
			`{"t":16,"event":"stands","by":"white","white_ms":300000,"black_ms":301000,"fen":"rnbqkbnr/pppQ1ppp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 2"}`,
			`{"t":16,"event":"announce","text":"The illegal move by White on the tactile board stands (Annex A.4.2). Remove pawn from David seven. Queen from David one to David seven. The game goes on from that position, Black to move. The clock is paused; type resume to go on.","audience":"all"}`,
			`{"t":16,"event":"mismatch","board":"sighted","text":"Sighted board: David one: a white queen too many. David seven: white queen missing, a black pawn too many. Remove pawn from David seven. Queen from David one to David seven.","squares":[{"square":"d1","expected":"-","sensed":"Q"},{"square":"d7","expected":"Q","sensed":"p"}],"steps":["d7-","d1-d7"]}`,
			`{"t":16,"event":"announce","text":"Sighted board: David one: a white queen too many. David seven: white queen missing, a black pawn too many. Remove pawn from David seven. Queen from David one to David seven.","audience":"all"}`,
		})
		if text := tb.PGNText(); !strings.Contains(text, "{White's illegal move Qd1xd7\nstood") && !strings.Contains(text, "{White's illegal move Qd1xd7 stood") {
			t.Errorf("PGN:\n%s", text)
		}
	}
	for _, c := range []struct{ from, to, fen string }{
		{"g1", "g4", "rnbqkbnr/pppp1ppp/8/4p3/4P1N1/8/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
		{"f1", "f3", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5B2/PPPP1PPP/RNBQK1NR b KQkq - 1 2"},
		{"d1", "d3", "rnbqkbnr/pppp1ppp/8/4p3/4P3/3Q4/PPPP1PPP/RNB1KBNR b KQkq - 1 2"},
	} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Setting, s.Time = "en", "annexd-en", SettingTournament, "5+3" })
		typed(tb, standsGame[:11]...)
		typed(tb, "board tactile lift "+c.from, "board tactile place "+c.to, "press")
		if tb.illegalWaits == nil {
			t.Errorf("%s-%s: no illegal move called", c.from, c.to)
			continue
		}
		if typed(tb, "arbiter stands"); tb.cfg.start.FEN() != c.fen {
			t.Errorf("%s-%s stood: %s, want %s", c.from, c.to, tb.cfg.start.FEN(), c.fen)
		}
	}
	tb := boardTable(t, func(s *Setup) {
		s.Lang, s.Style, s.Setting, s.Time, s.FEN = "en", "annexd-en", SettingTournament, "5+3", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
	})
	typed(tb, "start", "board sighted lift d7", "board sighted place d5", "press", "board tactile lift d7", "board tactile place d5", "board tactile lift e5", "board tactile place d6")
	if got := texts(typed(tb, "press")); len(got) != 1 || got[0] != "Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed)." || tb.illegalWaits != nil {
		t.Errorf("en passant on its way: %q", got)
	}
}
