package table

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/journal"
)

// checkRun applies a script to a new table of setup s and compares every
// JSON line with want, one a line.
func checkRun(t *testing.T, s Setup, script, want string) *Table {
	t.Helper()
	tb := newTable(t, s)
	got := strings.Join(run(t, tb, script), "\n")
	if want = strings.TrimSpace(want); got != want {
		t.Errorf("script:\n%s\ngot:\n%s\nwant:\n%s", script, got, want)
	}
	return tb
}

// TestArticle6_6ClockWaitsForStart: in tournament play the clock runs from
// the arbiter's start (Article 6.6): the intro says so, a move before start
// is refused with that reason and changes nothing; after start White's
// thinking time is charged from start, not from his first move.
func TestArticle6_6ClockWaitsForStart(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en" })
	if got := texts(newTable(t, s).Intro()); len(got) != 2 || got[0] != "Game White against Black. White to move. Tournament play." ||
		got[1] != "Time control 5+3: five minutes, increment three seconds. The clock waits for the arbiter: type start." {
		t.Errorf("intro: %q", got)
	}
	checkRun(t, s, "0 e4\n5 start\n65 e4\n66 press", `
{"t":0,"event":"error","text":"The clock has not been started: the arbiter starts it with start (Article 6.6)."}
{"t":5,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":5,"event":"announce","text":"Clock started","audience":"all"}
{"t":65,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":65,"event":"announce","text":"Eva vier","audience":"all"}
{"t":66,"event":"clock","what":"press","side":"white","white_ms":245000,"black_ms":303000,"turn":"black","status":"running"}`)
	// A claim with its move is refused before the start too.
	checkRun(t, s, "0 claim e4", `
{"t":0,"event":"error","text":"The clock has not been started: the arbiter starts it with start (Article 6.6)."}`)
}

// TestArticle6_6CasualFirstMoveStartsClock: with --casual the first move
// starts the clock, as before; the intro says the setting and no start.
func TestArticle6_6CasualFirstMoveStartsClock(t *testing.T) {
	s := setup(func(s *Setup) { s.Time = "5+3"; s.Lang = "en" })
	if got := texts(newTable(t, s).Intro()); len(got) != 2 || got[0] != "Game White against Black. White to move. Casual play." ||
		got[1] != "Time control 5+3: five minutes, increment three seconds." {
		t.Errorf("intro: %q", got)
	}
	checkRun(t, s, "60 e4\n61 press", `
{"t":60,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":60,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":60,"event":"announce","text":"Eva vier","audience":"all"}
{"t":61,"event":"clock","what":"press","side":"white","white_ms":305000,"black_ms":303000,"turn":"black","status":"running"}`)
}

// TestArticle6_2NobodyPressesForAPlayer: a journal written before the
// late press (Setup.LatePress false) replays as it was played: a reply,
// or a claim, entered before White pressed was refused ("White has not
// pressed the clock yet"; a claim without a move was told who may claim
// when), cost nothing and gave no increment; White's own press then
// switched the clock with his increment, and the reply was taken. A new
// game makes the reply (TestArticle6_2_2ReplyBeforeThePressIsMade).
func TestArticle6_2NobodyPressesForAPlayer(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en"; s.LatePress = false })
	checkRun(t, s, "0 start\n10 e4\n20 e5\n21 claim\n22 claim e5\n30 press\n40 e5\n41 press", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"error","text":"White has not pressed the clock yet: press first (Article 6.2)."}
{"t":21,"event":"error","text":"White has not pressed the clock yet: after the press Black has the move and may claim. To claim with the move Eva vier instead, take it back (undo) and type claim with it (Articles 6.2, 9.2)."}
{"t":22,"event":"error","text":"White has not pressed the clock yet: press first (Article 6.2)."}
{"t":30,"event":"clock","what":"press","side":"white","white_ms":276000,"black_ms":303000,"turn":"black","status":"running"}
{"t":40,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":40,"event":"announce","text":"Eva fünf","audience":"all"}
{"t":41,"event":"clock","what":"press","side":"black","white_ms":276000,"black_ms":295000,"turn":"white","status":"running"}`)
	for _, c := range []struct{ lang, want string }{
		{"de", "Weiß hat die Uhr noch nicht gedrückt: zuerst drücken (Artikel 6.2)."},
		{"cs", "Bílý ještě nestiskl hodiny: nejprve stiskněte (článek 6.2)."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = c.lang; s.LatePress = false }))
		if got := texts(typed(tb, "start", "e4", "e5")); len(got) != 3 || got[2] != c.want {
			t.Errorf("%s: %q, want last %q", c.lang, got, c.want)
		}
	}
}

// TestArticle6_2CasualReplyPresses: with --casual a reply entered before
// the press completes the move for the mover (his clock ran until the
// reply, increment included), as before.
func TestArticle6_2CasualReplyPresses(t *testing.T) {
	s := setup(func(s *Setup) { s.Time = "5+3"; s.Lang = "en" })
	checkRun(t, s, "0 start\n10 e4\n20 e5", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"clock","what":"press","side":"white","white_ms":286000,"black_ms":303000,"turn":"black","status":"running"}
{"t":20,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":20,"event":"announce","text":"Eva fünf","audience":"all"}`)
}

// TestArticle6_2NoClockNothingToPress: without a clock there is no press
// to wait for: in tournament play too a reply completes the move.
func TestArticle6_2NoClockNothingToPress(t *testing.T) {
	checkRun(t, tournament(func(s *Setup) { s.Lang = "en" }), "0 e4\n1 e5", `
{"t":0,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":0,"event":"announce","text":"Eva vier","audience":"all"}
{"t":1,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":1,"event":"announce","text":"Eva fünf","audience":"all"}`)
}

// TestAnnexD2_8UndoOnlyCorrectsTheAnnouncement: undo corrects a slip in
// announcing (D.2.8): the keyboard announcement of the last move before
// the press. A move made on the tactile board is a move made (Article 4.7)
// and a move written with a claim must be played (9.5): undo refuses them
// with the reason, and only arbiter takeback takes them back.
func TestAnnexD2_8UndoOnlyCorrectsTheAnnouncement(t *testing.T) {
	typedSlip := newTable(t, tournament(func(s *Setup) { s.Lang = "en"; s.Time = "5+3" }))
	equalLines(t, jsonOf(typedSlip, "start", "e3", "undo", "e4"), []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"move","source":"keyboard","san":"e3","by":"white","ply":1}`,
		`{"t":2,"event":"announce","text":"Eva drei","audience":"all"}`,
		`{"t":3,"event":"undo","san":"e3","by":"white","ply":1}`,
		`{"t":3,"event":"announce","text":"Taken back: Eva drei.","audience":"all"}`,
		`{"t":4,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}`,
		`{"t":4,"event":"announce","text":"Eva vier","audience":"all"}`,
	})
	equalLines(t, jsonOf(typedSlip, "press", "undo"), []string{
		`{"t":5,"event":"clock","what":"press","side":"white","white_ms":302000,"black_ms":303000,"turn":"black","status":"running"}`,
		`{"t":5,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":6,"event":"error","text":"The move Eva vier is completed; only the arbiter can take it back (arbiter takeback)."}`,
	})

	onBoard := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Setting = SettingTournament; s.Time = "5+3" })
	typed(onBoard, "start")
	equalLines(t, jsonOf(onBoard, "board tactile lift e2", "board tactile place e4", "undo"), []string{
		`{"t":2,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":2,"event":"announce","text":"Bauer Eva zwei berührt","audience":"player"}`,
		`{"t":3,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":3,"event":"announce","text":"Eva vier","audience":"all"}`,
		`{"t":4,"event":"error","text":"The move Eva vier was made on the tactile board: a released piece is a move made (Article 4.7). Only the arbiter can take it back (arbiter takeback)."}`,
	})
	// The arbiter can: the game and the clock go back, the board is told
	// how to follow.
	equalLines(t, jsonConfirmed(t, onBoard, "arbiter takeback")[3:6], []string{
		`{"t":5,"event":"clock","what":"adjust","side":"white","white_ms":301000,"black_ms":303000,"turn":"white","status":"paused"}`,
		`{"t":5,"event":"undo","san":"e4","by":"white","ply":1}`,
		`{"t":5,"event":"announce","text":"The arbiter takes back Eva vier. Clock paused at its times before the move.","audience":"all"}`,
	})

	claimed := newTable(t, tournament(func(s *Setup) { s.Lang = "en"; s.FEN = "8/8/8/4k3/8/8/8/4K2R w K - 0 1" }))
	typedConfirmed(t, claimed, "claim Kd1")
	typed(claimed, "arbiter reject")
	equalLines(t, jsonOf(claimed, "undo"), []string{
		`{"t":3,"event":"error","text":"The move König David eins was written with a claim and must be played (Article 9.5). Only the arbiter can take it back (arbiter takeback)."}`,
	})
	for _, c := range []struct{ lang, want string }{
		{"de", "Der Zug König David eins wurde mit einer Reklamation aufgeschrieben und muss gespielt werden (Artikel 9.5). Nur der Schiedsrichter kann ihn zurücknehmen (schiedsrichter zurücknehmen)."},
		{"cs", "Tah König David eins byl zapsán s reklamací a musí být zahrán (článek 9.5). Vzít ho zpět může jen rozhodčí (rozhodčí vrátit)."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang = c.lang; s.FEN = "8/8/8/4k3/8/8/8/4K2R w K - 0 1" }))
		if got := texts(typed(tb, "claim Kd1", "ja", "arbiter reject", "undo")); len(got) != 5 || got[4] != c.want {
			t.Errorf("%s: %q, want last %q", c.lang, got, c.want)
		}
	}
}

// TestArticle5_1_2ResignationDrawWhenOpponentCannotMate: since 2023 a
// resignation draws when the opponent cannot checkmate by any series of
// legal moves (Article 5.1.2), the test 6.9 already uses: White (K+P)
// resigning against a lone king draws; against a king and a knight
// (which can mate with help) Black wins as before.
func TestArticle5_1_2ResignationDrawWhenOpponentCannotMate(t *testing.T) {
	cases := []struct {
		fen, who, want string
	}{
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "white", `
{"t":1,"event":"announce","text":"White resigns","audience":"all"}
{"t":1,"event":"result","result":"1/2-1/2","reason":"resignation, opponent cannot checkmate"}
{"t":1,"event":"announce","text":"Game over. Draw: resignation, but the opponent cannot checkmate (Article 5.1.2).","audience":"all"}`},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "black", `
{"t":1,"event":"announce","text":"Black resigns","audience":"all"}
{"t":1,"event":"result","result":"1-0","reason":"resignation"}
{"t":1,"event":"announce","text":"Game over. White wins: resignation.","audience":"all"}`},
		{"4k3/8/8/8/8/8/3nP3/4K3 w - - 0 1", "white", `
{"t":1,"event":"announce","text":"White resigns","audience":"all"}
{"t":1,"event":"result","result":"0-1","reason":"resignation"}
{"t":1,"event":"announce","text":"Game over. Black wins: resignation.","audience":"all"}`},
	}
	for _, c := range cases {
		// Said back first, then confirmed.
		q := `{"t":1,"event":"announce","text":"` + map[string]string{"white": "White", "black": "Black"}[c.who] + ` resigns: the game ends. Answer yes to confirm; anything else cancels.","audience":"all"}`
		tb := checkRun(t, tournament(func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.FEN = c.fen }), "1 resign "+c.who+"\n1 yes", q+c.want)
		if c.who == "white" && strings.HasPrefix(c.fen, "4k3/8/8/8/8/8/4P3") && !strings.Contains(pgnText(tb), `[Result "1/2-1/2"]`) {
			t.Errorf("PGN:\n%s\nwant the draw", pgnText(tb))
		}
	}
}

// TestArbiterCommandsNameTheOffender: every arbiter command that punishes
// names the offender and says who gains (Articles 7.5.4, 12.9, A.4.2):
// arbiter penalty black gives White the penalty time, as arbiter illegal
// black does; arbiter add names the side that gains.
func TestArbiterCommandsNameTheOffender(t *testing.T) {
	s := setup(func(s *Setup) { s.Time = "90+30"; s.Lang = "en"; s.Style = "annexd-en" })
	checkRun(t, s, "0 e4\n1 press\n2 arbiter penalty black\n3 arbiter add white 1m\n4 arbiter illegal black", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":5430000,"black_ms":5430000,"turn":"white","status":"running"}
{"t":0,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":0,"event":"announce","text":"Eva four","audience":"all"}
{"t":1,"event":"clock","what":"press","side":"white","white_ms":5459000,"black_ms":5430000,"turn":"black","status":"running"}
{"t":2,"event":"clock","what":"adjust","side":"white","white_ms":5579000,"black_ms":5429000,"turn":"black","status":"running"}
{"t":2,"event":"announce","text":"Black penalised: White gets two minutes.","audience":"arbiter"}
{"t":3,"event":"clock","what":"adjust","side":"white","white_ms":5639000,"black_ms":5428000,"turn":"black","status":"running"}
{"t":3,"event":"announce","text":"White: one minute added, now one hour thirty-three minutes fifty-nine seconds.","audience":"arbiter"}
{"t":4,"event":"clock","what":"adjust","side":"white","white_ms":5759000,"black_ms":5427000,"turn":"black","status":"running"}
{"t":4,"event":"announce","text":"First illegal move by Black: White gets two minutes.","audience":"all"}`)
	for _, c := range []struct{ lang, want string }{
		{"de", "Schwarz bestraft: Weiß erhält zwei Minuten."},
		{"cs", "Černý potrestán. Bílý: dvě minuty navíc."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Time = "90+30"; s.Lang = c.lang }))
		// e4, the word for the press, the penalty.
		if got := texts(typed(tb, "e4", "press", "arbiter penalty black")); len(got) != 3 || got[2] != c.want {
			t.Errorf("%s: %q, want last %q", c.lang, got, c.want)
		}
	}
	// help arbiter: one line each, saying who gains.
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en" }))
	help := strings.Join(texts(typed(tb, "help arbiter")), "\n")
	for _, want := range []string{
		"arbiter penalty white or black: Penalises the side named: his opponent gains 2 minutes",
		"arbiter add white or black TIME: The side named gains the time (or loses it with -)",
		"arbiter illegal white or black [press]: A completed illegal move by the side named: the first gives his opponent time",
	} {
		if !strings.Contains(help, want) {
			t.Errorf("help arbiter lacks %q:\n%s", want, help)
		}
	}
}

// TestArticle9_5ClaimDecidedByArbiter: in tournament play a claim stops
// the clocks, says whether the program finds it correct and why, and
// waits: a move or a press is refused until arbiter accept (the game is
// drawn, with the written move) or arbiter reject (Article 9.5.3: the
// opponent gains the penalty time, the written move is played, the claim
// stands as a draw offer, the clock runs again). Nothing costs time by
// itself.
func TestArticle9_5ClaimDecidedByArbiter(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en"; s.Style = "annexd-en" })
	moves := "0 start\n1 e4\n2 p\n3 e5\n4 p\n5 Nf3\n6 p\n7 Nf6\n8 p\n9 Ng1\n10 p\n11 Ng8\n12 p\n13 Nf3\n14 p\n15 Nf6\n16 p\n17 Ng1\n18 p\n"
	right := newTable(t, s)
	run(t, right, moves)
	equalLines(t, append(jsonConfirmed(t, right, "claim Ng8"), jsonOf(right, "Nc6", "press", "arbiter accept")...), []string{
		`{"t":19,"event":"clock","what":"pause","side":"black","white_ms":308000,"black_ms":306000,"turn":"black","status":"paused"}`,
		`{"t":19,"event":"announce","text":"Claim a draw by Black with the move knight Gustav eight? If the claim is wrong, the opponent gets time added and the move is played. Answer yes to confirm; anything else cancels.","audience":"all"}`,
		`{"t":19,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}`,
		`{"t":19,"event":"announce","text":"Claim by Black. Clocks stopped. Move written: knight Gustav eight. The program finds it correct: threefold repetition. The arbiter decides: arbiter accept or arbiter reject.","audience":"all"}`,
		`{"t":20,"event":"error","text":"The claim by Black waits for the arbiter: arbiter accept or arbiter reject."}`,
		`{"t":21,"event":"error","text":"The claim by Black waits for the arbiter: arbiter accept or arbiter reject."}`,
		`{"t":22,"event":"result","result":"1/2-1/2","reason":"threefold repetition"}`,
		`{"t":22,"event":"announce","text":"Game over. Draw: threefold repetition.","audience":"all"}`,
	})
	if pgn := pgnText(right); !strings.Contains(pgn, "5. Ng1 {[%clk 0:05:08]}\n{threefold repetition, claimed with the intended move Ng8} 1/2-1/2") {
		t.Errorf("PGN:\n%s", pgn)
	}

	wrong := checkRun(t, s, "0 start\n1 e4\n2 p\n3 claim Nf6\n3 yes\n4 arbiter reject\n5 p\n6 arbiter reject\n7 arbiter accept", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":1,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":1,"event":"announce","text":"Eva four","audience":"all"}
{"t":2,"event":"clock","what":"press","side":"white","white_ms":304000,"black_ms":303000,"turn":"black","status":"running"}
{"t":3,"event":"clock","what":"pause","side":"black","white_ms":304000,"black_ms":302000,"turn":"black","status":"paused"}
{"t":3,"event":"announce","text":"Claim a draw by Black with the move knight Felix six? If the claim is wrong, the opponent gets time added and the move is played. Answer yes to confirm; anything else cancels.","audience":"all"}
{"t":3,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}
{"t":3,"event":"announce","text":"Claim by Black. Clocks stopped. Move written: knight Felix six. The program finds it not correct: the position has appeared once, half-moves without a pawn move or capture: 1. The arbiter decides: arbiter accept or arbiter reject.","audience":"all"}
{"t":4,"event":"offer","by":"black"}
{"t":4,"event":"clock","what":"adjust","side":"white","white_ms":364000,"black_ms":302000,"turn":"black","status":"paused"}
{"t":4,"event":"announce","text":"The arbiter rejects the claim by Black (Article 9.5.3). White gets one minute. The claim counts as a draw offer by Black (Article 9.1.2.3). The clock runs again.","audience":"all"}
{"t":4,"event":"clock","what":"resume","side":"black","white_ms":364000,"black_ms":302000,"turn":"black","status":"running"}
{"t":4,"event":"move","source":"keyboard","san":"Nf6","by":"black","ply":2}
{"t":4,"event":"announce","text":"Knight Felix six","audience":"all"}
{"t":5,"event":"clock","what":"press","side":"black","white_ms":364000,"black_ms":304000,"turn":"white","status":"running"}
{"t":6,"event":"error","text":"No claim waits for the arbiter."}
{"t":7,"event":"error","text":"No claim waits for the arbiter."}`)
	if pgn := pgnText(wrong); !strings.Contains(pgn, "(=)") {
		t.Errorf("the claim's draw offer is not written:\n%s", pgn)
	}
	for _, c := range []struct{ lang, want string }{
		{"de", "Reklamation von Schwarz. Uhren angehalten. Das Programm hält sie für unberechtigt: die Stellung ist einmal aufgetreten, Halbzüge ohne Bauernzug und ohne Schlagen: 0. Der Schiedsrichter entscheidet: schiedsrichter stattgeben oder schiedsrichter zurückweisen."},
		{"cs", "Reklamace: černý. Hodiny zastaveny. Program ji považuje za neoprávněnou: pozice se objevila jednou, půltahů bez tahu pěšcem a bez braní: 0. Rozhoduje rozhodčí: rozhodčí vyhovět nebo rozhodčí zamítnout."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = c.lang }))
		typed(tb, "start", "e4", "press")
		if got := texts(typedConfirmed(t, tb, "claim")); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: %q, want last %q", c.lang, got, c.want)
		}
	}
}

// TestArticle9_4NoClaimAfterTouchAnd9_1_2_1TouchRejectsOffer: a touch (a
// lift on the tactile board) by the player having the move rejects the
// opponent's pending draw offer (Article 9.1.2.1) and takes away his
// right to claim on this move (Article 9.4).
func TestArticle9_4NoClaimAfterTouchAnd9_1_2_1TouchRejectsOffer(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament })
	typed(tb, "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5")
	typedConfirmed(t, tb, "draw")
	typed(tb, "press", "board tactile lift e7", "board tactile place e5")
	equalLines(t, jsonOf(tb, "board tactile lift g1", "claim", "accept", "board tactile place f3"), []string{
		`{"t":12,"event":"touch","board":"tactile","square":"g1","piece":"N","by":"white"}`,
		`{"t":12,"event":"announce","text":"Knight Gustav one touched","audience":"player"}`,
		`{"t":12,"event":"announce","text":"White touched a piece: the draw offer by Black is rejected (Article 9.1.2.1).","audience":"all"}`,
		`{"t":13,"event":"error","text":"White has touched a piece on this move and may not claim now (Article 9.4)."}`,
		`{"t":14,"event":"error","text":"There is no draw offer."}`,
		`{"t":15,"event":"move","source":"tactile","san":"Nf3","by":"white","ply":3}`,
		`{"t":15,"event":"announce","text":"Knight Felix three","audience":"all"}`,
	})
}

// TestArticle7_5IllegalMoveMadeOnTheBoard: a piece released where no legal
// move puts it and then the clock pressed is a completed illegal move
// (Article 7.5), not a "mismatch" to refuse: the clocks stop, the arbiter
// is called, nothing goes on until arbiter illegal OFFENDER (the position
// before it stands, the opponent gains the penalty time, the clock waits
// for resume). 7.5.2: a pawn on the last rank pressed without a new piece
// is an illegal move and becomes a queen.
func TestArticle7_5IllegalMoveMadeOnTheBoard(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament; s.Time = "90+30" })
	equalLines(t, jsonOf(tb, "start", "board tactile lift e2", "board tactile place e5", "press", "e4", "arbiter illegal white", "board tactile lift e5", "board tactile place e4", "resume", "press"), []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":5430000,"black_ms":5430000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":2,"event":"announce","text":"Pawn Eva two touched","audience":"player"}`,
		`{"t":3,"event":"mismatch","board":"tactile","text":"Tactile board: Eva two: white pawn missing. Eva five: a white pawn too many. Pawn from Eva five to Eva two.","squares":[{"square":"e2","expected":"P","sensed":"-"},{"square":"e5","expected":"-","sensed":"?"}],"steps":["e5-e2"]}`,
		`{"t":3,"event":"announce","text":"Tactile board: Eva two: white pawn missing. Eva five: a white pawn too many. Pawn from Eva five to Eva two.","audience":"player"}`,
		`{"t":4,"event":"clock","what":"pause","side":"white","white_ms":5427000,"black_ms":5430000,"turn":"white","status":"paused"}`,
		`{"t":4,"event":"announce","text":"Illegal move completed by White on the tactile board: pawn Eva two to Eva five. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty.","audience":"all"}`,
		`{"t":5,"event":"error","text":"An illegal move by White waits for the arbiter: arbiter illegal white."}`,
		`{"t":6,"event":"clock","what":"adjust","side":"black","white_ms":5427000,"black_ms":5550000,"turn":"white","status":"paused"}`,
		`{"t":6,"event":"announce","text":"First illegal move by White: Black gets two minutes. The clock is paused; type resume to go on.","audience":"all"}`,
		`{"t":8,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":8,"event":"announce","text":"Eva four","audience":"all"}`,
		`{"t":9,"event":"clock","what":"resume","side":"white","white_ms":5427000,"black_ms":5550000,"turn":"white","status":"running"}`,
		`{"t":9,"event":"announce","text":"Clock resumed","audience":"all"}`,
		`{"t":10,"event":"clock","what":"press","side":"white","white_ms":5456000,"black_ms":5550000,"turn":"black","status":"running"}`,
		`{"t":10,"event":"announce","text":"Pressed","audience":"player"}`,
	})

	// A journal written before session 21 (no tactilePromotionSaid):
	// there the tactile board's promotion pressed without its piece said
	// was taken for 7.5.2, and it replays so; since, the press is refused
	// until the piece is said (TestTactilePromotionPressWaitsForThePiece).
	promo := boardTable(t, func(s *Setup) {
		s.Lang, s.Style, s.Setting, s.Time, s.FEN = "en", "annexd-en", SettingTournament, "90+30", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
		s.TactilePromotionSaid = false
	})
	equalLines(t, jsonOf(promo, "start", "board tactile lift e7", "board tactile place e8", "press", "arbiter illegal white"), []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":5430000,"black_ms":5430000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"touch","board":"tactile","square":"e7","piece":"P","by":"white"}`,
		`{"t":2,"event":"announce","text":"Pawn Eva seven touched","audience":"player"}`,
		`{"t":3,"event":"announce","text":"Promotion: to which piece? Queen, rook, bishop or knight.","audience":"player"}`,
		`{"t":4,"event":"move","source":"tactile","san":"e8=Q","by":"white","ply":1}`,
		`{"t":4,"event":"announce","text":"Eva eight queen","audience":"all"}`,
		`{"t":4,"event":"clock","what":"press","side":"white","white_ms":5457000,"black_ms":5430000,"turn":"black","status":"running"}`,
		`{"t":4,"event":"clock","what":"pause","side":"black","white_ms":5457000,"black_ms":5430000,"turn":"black","status":"paused"}`,
		`{"t":4,"event":"announce","text":"White pressed with a pawn on the last rank and no new piece: an illegal move; the pawn becomes a queen (Article 7.5.2). Clocks stopped; the arbiter is called: arbiter illegal white.","audience":"all"}`,
		`{"t":5,"event":"clock","what":"adjust","side":"black","white_ms":5457000,"black_ms":5550000,"turn":"black","status":"paused"}`,
		`{"t":5,"event":"announce","text":"First illegal move by White: Black gets two minutes. The clock is paused; type resume to go on.","audience":"all"}`,
	})
	if pgn := pgnText(promo); !strings.Contains(pgn, "1. e8=Q {[%clk 1:30:57]} *") {
		t.Errorf("PGN:\n%s", pgn)
	}
	// A second illegal move loses (7.5.5), here a draw: Black's lone king
	// cannot checkmate. It ends the game, so the arbiter is asked first.
	typed(promo, "resume")
	if got := texts(typed(promo, "arbiter illegal white")); len(got) != 2 || got[0] != "Arbiter: record White's second illegal move? It ends the game (Article 7.5.5). Answer yes to confirm; anything else cancels." || got[1] != "The clock is stopped until the answer." {
		t.Errorf("second illegal move asked: %q", got)
	}
	if got := texts(typed(promo, "yes")); len(got) != 1 || got[0] != "Game over. Draw: second illegal move, but the opponent cannot checkmate." {
		t.Errorf("second illegal move: %q", got)
	}
}

// TestTakebackKeepsArbiterAdjustments: arbiter takeback and arbiter
// retrace put the clocks back to the snapshot, and the arbiter's later
// adjustments (a penalty, added time) stay, since they punish an act, not
// a position; --drop-adjustments drops them. The new times and every kept
// or dropped adjustment are said.
func TestTakebackKeepsArbiterAdjustments(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "90+30"; s.Lang = "en"; s.Style = "annexd-en" })
	game := "0 start\n10 e4\n11 p\n20 e5\n30 arbiter penalty white\n31 arbiter add white 1m\n"
	cases := []struct{ cmd, q, want string }{
		{"arbiter takeback", `{"t":40,"event":"announce","text":"Arbiter: take back the last move, Eva five? Answer yes to confirm; anything else cancels.","audience":"all"}`, `
{"t":40,"event":"clock","what":"adjust","side":"black","white_ms":5449000,"black_ms":5421000,"turn":"black","status":"paused"}
{"t":40,"event":"clock","what":"adjust","side":"black","white_ms":5449000,"black_ms":5541000,"turn":"black","status":"paused"}
{"t":40,"event":"clock","what":"adjust","side":"white","white_ms":5509000,"black_ms":5541000,"turn":"black","status":"paused"}
{"t":40,"event":"undo","san":"e5","by":"black","ply":2}
{"t":40,"event":"announce","text":"The arbiter takes back Eva five. Clock paused at its times before the move. Kept: Black plus two minutes. Kept: White plus one minute. Now White one hour thirty-one minutes forty-nine seconds, Black one hour thirty-two minutes twenty-one seconds.","audience":"all"}`},
		{"arbiter takeback --drop-adjustments", `{"t":40,"event":"announce","text":"Arbiter: take back the last move, Eva five? Answer yes to confirm; anything else cancels.","audience":"all"}`, `
{"t":40,"event":"clock","what":"adjust","side":"black","white_ms":5449000,"black_ms":5421000,"turn":"black","status":"paused"}
{"t":40,"event":"undo","san":"e5","by":"black","ply":2}
{"t":40,"event":"announce","text":"The arbiter takes back Eva five. Clock paused at its times before the move. Dropped: Black plus two minutes. Dropped: White plus one minute. Now White one hour thirty minutes forty-nine seconds, Black one hour thirty minutes twenty-one seconds.","audience":"all"}`},
		{"arbiter retrace 1", `{"t":40,"event":"announce","text":"Arbiter: take the game back to after move 1, White, Eva four? Answer yes to confirm; anything else cancels.","audience":"all"}`, `
{"t":40,"event":"clock","what":"adjust","side":"black","white_ms":5449000,"black_ms":5430000,"turn":"black","status":"paused"}
{"t":40,"event":"clock","what":"adjust","side":"black","white_ms":5449000,"black_ms":5550000,"turn":"black","status":"paused"}
{"t":40,"event":"clock","what":"adjust","side":"white","white_ms":5509000,"black_ms":5550000,"turn":"black","status":"paused"}
{"t":40,"event":"undo","san":"e5","by":"black","ply":2}
{"t":40,"event":"retrace","ply":1,"white_ms":5509000,"black_ms":5550000,"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}
{"t":40,"event":"announce","text":"Arbiter: the game is taken back to the position after move 1, White, Eva four; half-moves struck out: 1. Black to move. Clocks: White one hour thirty-one minutes forty-nine seconds, Black one hour thirty-two minutes thirty seconds; paused, type resume to go on. Kept: Black plus two minutes. Kept: White plus one minute. Now White one hour thirty-one minutes forty-nine seconds, Black one hour thirty-two minutes thirty seconds.","audience":"all"}`},
	}
	for _, c := range cases {
		tb := newTable(t, s)
		run(t, tb, game)
		got := strings.Join(run(t, tb, "40 "+c.cmd+"\n40 yes"), "\n")
		// The question stops Black's running clock until the answer
		// (Article 6.11.1); the take-back then puts back the times.
		pause := `{"t":40,"event":"clock","what":"pause","side":"black","white_ms":5509000,"black_ms":5521000,"turn":"black","status":"paused"}` + "\n"
		stopped := "\n" + `{"t":40,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}`
		if want := strings.TrimSpace(pause + c.q + stopped + c.want); got != want {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", c.cmd, got, want)
		}
	}
	// A kept adjustment is not given twice: the next move's snapshot has
	// it, and taking that move back keeps the times.
	tb := newTable(t, s)
	run(t, tb, game+"40 arbiter takeback\n40 yes\n41 resume\n50 e5\n51 p\n52 arbiter takeback\n52 yes")
	if got := tb.Clock().Times(instant(tb.Now())); got[0] != 5509*time.Second || got[1] != 5532*time.Second {
		t.Errorf("times after a second take-back: %v", got)
	}
}

// TestAnnexD2_9RetraceGivesALaggingBoardItsSteps: after a retrace every
// board gets its steps from its own actual position to the agreed one,
// also the VI player's tactile board that had not yet copied the
// opponent's last move (it lagged, so nothing was said and his next press
// was refused). Copying the steps puts it in step, and his move and press
// go through.
func TestAnnexD2_9RetraceGivesALaggingBoardItsSteps(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament; s.Time = "90+30" })
	typed(tb, "start", "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5", "press", "board tactile lift e7", "board tactile place e5",
		"board tactile lift g1", "board tactile place f3", "press", "board sighted lift g1", "board sighted place f3", "board sighted lift b8", "board sighted place c6", "press")
	got := jsonConfirmed(t, tb, "arbiter retrace 2...")[3:] // the clock stopped, the question, that it stopped, then the retrace
	got = append(got, jsonOf(tb, "resume", "board tactile lift b8", "board tactile place c6", "board tactile lift f1", "board tactile place c4", "press")...)
	equalLines(t, got, []string{
		`{"t":20,"event":"clock","what":"adjust","side":"white","white_ms":5482000,"black_ms":5480000,"turn":"white","status":"paused"}`,
		`{"t":20,"event":"retrace","ply":4,"white_ms":5482000,"black_ms":5480000,"fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}`,
		`{"t":20,"event":"announce","text":"Arbiter: the game is taken back to the position after move 2, Black, knight Cesar six; half-moves struck out: 0. White to move. Clocks: White one hour thirty-one minutes twenty-two seconds, Black one hour thirty-one minutes twenty seconds; paused, type resume to go on.","audience":"all"}`,
		`{"t":20,"event":"announce","text":"Tactile board lags behind the agreed position: Knight from Bella eight to Cesar six.","audience":"player"}`,
		`{"t":21,"event":"clock","what":"resume","side":"white","white_ms":5482000,"black_ms":5480000,"turn":"white","status":"running"}`,
		`{"t":21,"event":"announce","text":"Clock resumed","audience":"all"}`,
		`{"t":23,"event":"synced","board":"tactile"}`,
		`{"t":23,"event":"announce","text":"The tactile board is in step again.","audience":"player"}`,
		`{"t":24,"event":"touch","board":"tactile","square":"f1","piece":"B","by":"white"}`,
		`{"t":24,"event":"announce","text":"Bishop Felix one touched","audience":"player"}`,
		`{"t":25,"event":"move","source":"tactile","san":"Bc4","by":"white","ply":5}`,
		`{"t":25,"event":"announce","text":"Bishop Cesar four","audience":"all"}`,
		`{"t":26,"event":"clock","what":"press","side":"white","white_ms":5507000,"black_ms":5480000,"turn":"black","status":"running"}`,
		`{"t":26,"event":"announce","text":"Pressed","audience":"player"}`,
	})
}

// TestArbiterLogTextJSONAndFiles: the arbiter log holds what needs the
// arbiter's eye (touches, touch-move notes, corrections, claims and their
// rulings, penalties, illegal moves, take-backs, retraces) with the move
// in progress and the clock times; arbiter log says it, and the loop
// writes it as text and JSON lines beside the PGN.
func TestArbiterLogTextJSONAndFiles(t *testing.T) {
	dir := t.TempDir()
	s := boardTable(t, nil).Setup()
	s.Lang, s.Style, s.Setting, s.Time = "en", "annexd-en", SettingTournament, "90+30"
	l, _ := newLoop(t, dir, s)
	l.Start()
	feed(t, l, "0 start\n1 e3\n2 undo\n3 board tactile lift e2\n4 board tactile place e4\n5 press\n"+
		"6 board sighted lift e2\n7 board sighted place e4\n8 claim\n8 yes\n9 arbiter reject\n10 arbiter penalty white\n11 arbiter log")
	want := `Move 1, White to move, 2 seconds into the game. White 1 hour 30 minutes 28 seconds, Black 1 hour 30 minutes 30 seconds. Correction: Taken back: Eva three.
Move 1, White to move, 3 seconds into the game. White 1 hour 30 minutes 27 seconds, Black 1 hour 30 minutes 30 seconds. Touch: Tactile board, White: pawn Eva two
Move 1, Black to move, 8 seconds into the game. White 1 hour 30 minutes 55 seconds, Black 1 hour 30 minutes 27 seconds. Claim by Black. Clocks stopped. The program finds it not correct: the position has appeared once, half-moves without a pawn move or capture: 0. The arbiter decides: arbiter accept or arbiter reject.
Move 1, Black to move, 9 seconds into the game. White 1 hour 32 minutes 55 seconds, Black 1 hour 30 minutes 27 seconds. Ruling: The arbiter rejects the claim by Black (Article 9.5.3). White gets two minutes. The claim counts as a draw offer by Black (Article 9.1.2.3). The clock runs again.
Move 1, Black to move, 10 seconds into the game. White 1 hour 32 minutes 55 seconds, Black 1 hour 32 minutes 26 seconds. Penalty: White penalised: Black gets two minutes.
`
	if got := l.Table.ArbiterLogText(); got != want {
		t.Errorf("log:\n%s\nwant:\n%s", got, want)
	}
	txt, js := ArbiterLogPaths(l.PGNPath)
	if b, err := os.ReadFile(txt); err != nil || string(b) != want {
		t.Errorf("%s: %v\n%s", txt, err, b)
	}
	b, err := os.ReadFile(js)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if err != nil || len(lines) != 5 || lines[4] != `{"t":10,"move":"1...","white_ms":5575000,"black_ms":5546000,"kind":"penalty","text":"White penalised: Black gets two minutes."}` {
		t.Errorf("%s: %v\n%s", js, err, b)
	}
	if got := texts(typed(newTable(t, DefaultSetup()), "arbiter log")); len(got) != 1 || got[0] != "Das Schiedsrichterprotokoll ist leer." {
		t.Errorf("empty log: %q", got)
	}
}

// TestAnnexD2_7MovesReadsTheScoresheetBack: moves N reads the last N
// moves of the VI player's scoresheet, moves from M from move M on, one
// line per move number with the draw offer mark (=) as on the PGN; moves
// alone is still the move count, and a bad range says what there is.
func TestAnnexD2_7MovesReadsTheScoresheetBack(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en" }))
	typed(tb, "e4", "p", "e5")
	typedConfirmed(t, tb, "draw")
	typed(tb, "p", "Nf3", "p", "Nc6", "p", "Bb5")
	equalLines(t, jsonOf(tb, "moves 2", "moves from 1", "moves from 9", "moves x", "m"), []string{
		`{"t":11,"event":"announce","text":"2. Knight Felix three, Knight Cesar six","audience":"player"}`,
		`{"t":11,"event":"announce","text":"3. Bishop Bella five","audience":"player"}`,
		`{"t":12,"event":"announce","text":"1. Eva four, Eva five (=)","audience":"player"}`,
		`{"t":12,"event":"announce","text":"2. Knight Felix three, Knight Cesar six","audience":"player"}`,
		`{"t":12,"event":"announce","text":"3. Bishop Bella five","audience":"player"}`,
		`{"t":13,"event":"error","text":"No move 9 on the scoresheet: it has moves 1 to 3."}`,
		`{"t":14,"event":"error","text":"moves alone: the move count; moves N: the last N moves; moves from M: from move M on."}`,
		`{"t":15,"event":"announce","text":"Two moves","audience":"player"}`,
	})
	black := newTable(t, setup(func(s *Setup) { s.Lang = "de"; s.FEN = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40" }))
	typed(black, "Kd7", "p", "e4")
	if got := texts(typed(black, "moves ab 40")); len(got) != 2 || got[0] != "40. …, König David sieben" || got[1] != "41. Eva vier" {
		t.Errorf("from a Black move: %q", got)
	}
}

// TestGuidelineIIIIncrementAndArticle9_1_1NoEarlyDraws: arbiter increment
// 5s gives both players a 5-second increment from the next completed move
// (Guideline III.4; the opponent's two minutes, III.5, are left to the
// arbiter's arbiter add); --no-draw-offers-before N refuses draw offers
// before move N unless the arbiter allows the next one (Article 9.1.1).
func TestGuidelineIIIIncrementAndArticle9_1_1NoEarlyDraws(t *testing.T) {
	tb := newTable(t, tournament(func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Time = "25"; s.NoDrawBefore = 2 }))
	// The offers that are not refused are said back and confirmed (the
	// question's line, then the offer, at the same instant).
	got := jsonOf(tb, "start", "e4", "draw", "arbiter allow-draw")
	got = append(got, jsonConfirmed(t, tb, "draw")...)
	got = append(got, jsonOf(tb, "decline", "p", "e5", "draw", "arbiter increment 5s", "p", "Nf3", "p", "arbiter increment x")...)
	got = append(got, jsonConfirmed(t, tb, "draw")...)
	equalLines(t, got, []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":1500000,"black_ms":1500000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}`,
		`{"t":2,"event":"announce","text":"Eva four","audience":"all"}`,
		`{"t":3,"event":"error","text":"No draw offers before move 2 (the competition's rule, Article 9.1.1); the arbiter may allow one: arbiter allow-draw."}`,
		`{"t":4,"event":"announce","text":"The arbiter allows the next draw offer.","audience":"all"}`,
		`{"t":5,"event":"announce","text":"Offer a draw? Answer yes to confirm; anything else cancels.","audience":"all"}`,
		`{"t":5,"event":"offer","by":"white"}`,
		`{"t":5,"event":"announce","text":"White offers a draw.","audience":"all"}`,
		`{"t":6,"event":"announce","text":"Draw offer declined.","audience":"all"}`,
		`{"t":7,"event":"clock","what":"press","side":"white","white_ms":1494000,"black_ms":1500000,"turn":"black","status":"running"}`,
		`{"t":7,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":8,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}`,
		`{"t":8,"event":"announce","text":"Eva five","audience":"all"}`,
		`{"t":9,"event":"error","text":"No draw offers before move 2 (the competition's rule, Article 9.1.1); the arbiter may allow one: arbiter allow-draw."}`,
		`{"t":10,"event":"clock","what":"adjust","side":"black","white_ms":1494000,"black_ms":1497000,"turn":"black","status":"running"}`,
		`{"t":10,"event":"announce","text":"Guideline III.4: from the next move both players get an increment of five seconds. Two extra minutes for the opponent (III.5) are the arbiter's decision: arbiter add.","audience":"all"}`,
		`{"t":11,"event":"clock","what":"press","side":"black","white_ms":1494000,"black_ms":1501000,"turn":"white","status":"running"}`,
		`{"t":11,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":12,"event":"move","source":"keyboard","san":"Nf3","by":"white","ply":3}`,
		`{"t":12,"event":"announce","text":"Knight Felix three","audience":"all"}`,
		`{"t":13,"event":"clock","what":"press","side":"white","white_ms":1497000,"black_ms":1501000,"turn":"black","status":"running"}`,
		`{"t":13,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":14,"event":"error","text":"Increment \"x\": write whole seconds from 1s to 60s, for example 5s."}`,
		`{"t":15,"event":"announce","text":"Offer a draw? Answer yes to confirm; anything else cancels.","audience":"all"}`,
		`{"t":15,"event":"offer","by":"black"}`,
		`{"t":15,"event":"announce","text":"Black offers a draw.","audience":"all"}`,
	})
	if _, err := New(tournament(func(s *Setup) { s.NoDrawBefore = -1 })); err == nil {
		t.Error("a negative move number accepted")
	}
}

// TestGuidelineIAdjournmentSealedMove: adjourn MOVE seals the move of the
// player having the move (said back as written to him alone, sealed after
// his yes, never said aloud), stops the clocks and says
// the envelope to the arbiter (names, move number, who sealed, the
// position as a listing, clock times, the FEN last); moves are refused until arbiter unseal, which (here after the
// journal's replay and a resume) makes the sealed move and starts the
// opponent's clock from the envelope's times.
func TestGuidelineIAdjournmentSealedMove(t *testing.T) {
	dir := t.TempDir()
	s := tournament(func(s *Setup) {
		s.Lang = "en"
		s.Style = "annexd-en"
		s.Time = "90+30"
		s.White, s.Black = "Anna", "Bert"
	})
	l, outs := newLoop(t, dir, s)
	l.Start()
	feed(t, l, "0 start\n10 e4\n11 p\n20 e5\n21 p\n30 adjourn Nf3\n31 yes\n32 Nf3\n40 quit")
	var got []string
	for _, o := range *outs {
		if o.Kind != KindInput && o.At >= 30*time.Second {
			got = append(got, string(o.JSON()))
		}
	}
	equalLines(t, got, []string{
		`{"t":30,"event":"announce","text":"Seal \"Nf3\" as written? It is not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels.","audience":"player"}`,
		`{"t":31,"event":"clock","what":"pause","side":"white","white_ms":5439000,"black_ms":5450000,"turn":"white","status":"paused"}`,
		`{"t":31,"event":"announce","text":"Envelope (Guideline I.2): White Anna, Black Bert. Sealed move: move 2, sealed by White.","audience":"arbiter"}`,
		`{"t":31,"event":"announce","text":"Position before the sealed move: White: Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Ng1, pawns a2 b2 c2 d2 e4 f2 g2 h2; Black: Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Nb8 Ng8, pawns a7 b7 c7 d7 e5 f7 g7 h7.","audience":"arbiter"}`,
		`{"t":31,"event":"announce","text":"Clocks: White 1 hour 30 minutes 39 seconds, Black 1 hour 30 minutes 50 seconds. Time used: White 21 seconds, Black 10 seconds.","audience":"arbiter"}`,
		`{"t":31,"event":"announce","text":"The sealed move stays sealed: it is in the journal and is not shown; arbiter unseal makes it with the opponent present (Guideline I.7, I.9). The arbiter adds the date, time and place of resumption.","audience":"arbiter"}`,
		`{"t":31,"event":"announce","text":"FEN, for programs: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2","audience":"arbiter"}`,
		`{"t":31,"event":"announce","text":"Game adjourned. Clocks stopped; the sealed move is in the envelope.","audience":"all"}`,
		`{"t":32,"event":"error","text":"The game is adjourned; arbiter unseal resumes it."}`,
		`{"t":40,"event":"quit"}`,
		`{"t":40,"event":"announce","text":"Game interrupted.","audience":"all"}`,
	})
	for _, l := range got[1:] {
		if strings.Contains(l, "Felix") || strings.Contains(l, "Nf3") {
			t.Errorf("the sealed move is said: %s", l)
		}
	}
	if err := l.Journal.Close(); err != nil {
		t.Fatal(err)
	}
	log, err := journal.Read(filepath.Join(dir, "game.journal"))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	tb.Apply(Input{At: 100 * time.Second, Source: SourceSystem, Text: InputResumed})
	equalLines(t, run(t, tb, "200 arbiter unseal\n210 Nc6"), []string{
		`{"t":200,"event":"clock","what":"resume","side":"white","white_ms":5439000,"black_ms":5450000,"turn":"white","status":"running"}`,
		`{"t":200,"event":"move","source":"keyboard","san":"Nf3","by":"white","ply":3}`,
		`{"t":200,"event":"announce","text":"Knight Felix three","audience":"all"}`,
		`{"t":200,"event":"clock","what":"press","side":"white","white_ms":5469000,"black_ms":5450000,"turn":"black","status":"running"}`,
		`{"t":210,"event":"move","source":"keyboard","san":"Nc6","by":"black","ply":4}`,
		`{"t":210,"event":"announce","text":"Knight Cesar six","audience":"all"}`,
	})
	if got := tb.ArbiterLogText(); !strings.Contains(got, "Move 2, White to move, 3 minutes 20 seconds into the game. White 1 hour 30 minutes 39 seconds, Black 1 hour 30 minutes 50 seconds. Adjournment: The arbiter unseals the move of White (Guideline I).") {
		t.Errorf("log:\n%s", got)
	}
}

// TestArticle6_6BoardMoveBeforeStart: in tournament play a move made on a
// board before the arbiter's start is a move made (4.7), but it does not
// start the clock (6.6): it says so, the press waits for start, and after
// start the press completes it.
func TestArticle6_6BoardMoveBeforeStart(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Style = "annexd-en"; s.Setting = SettingTournament; s.Time = "90+30" })
	equalLines(t, jsonOf(tb, "board tactile lift e2", "board tactile place e4", "press", "start", "press"), []string{
		`{"t":1,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":1,"event":"announce","text":"Pawn Eva two touched","audience":"player"}`,
		`{"t":2,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":2,"event":"announce","text":"Eva four","audience":"all"}`,
		`{"t":2,"event":"error","text":"The clock has not been started: the arbiter starts it with start (Article 6.6)."}`,
		`{"t":3,"event":"error","text":"The clock has not been started (start)."}`,
		`{"t":4,"event":"clock","what":"start","side":"white","white_ms":5430000,"black_ms":5430000,"turn":"white","status":"running"}`,
		`{"t":4,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":5,"event":"clock","what":"press","side":"white","white_ms":5459000,"black_ms":5430000,"turn":"black","status":"running"}`,
		`{"t":5,"event":"announce","text":"Pressed","audience":"player"}`,
	})
}

// TestArticle6_2BoardMoveBeforePressRefused: a journal written before the
// late press (Setup.LatePress false) replays as it was played: a move
// made on a board while the opponent's move still waited for its press
// was refused with the typed reply's sentence. The clock did not switch;
// the board was told the steps that put the pieces back. After White's
// own press Black made his move again and pressed. A new game makes the
// reply (TestArticle6_2_2BoardReplyBeforeThePress).
func TestArticle6_2BoardMoveBeforePressRefused(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Setting = SettingTournament; s.Time = "5+3"; s.LatePress = false })
	equalLines(t, jsonOf(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5", "press", "board sighted lift e5", "board sighted place e7",
		"board sighted lift e7", "board sighted place e5", "press"), []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":2,"event":"announce","text":"Bauer Eva zwei berührt","audience":"player"}`,
		`{"t":3,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":3,"event":"announce","text":"Eva vier","audience":"all"}`,
		`{"t":5,"event":"synced","board":"sighted"}`,
		`{"t":5,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
		`{"t":6,"event":"touch","board":"sighted","square":"e7","piece":"p","by":"black"}`,
		`{"t":7,"event":"error","text":"White has not pressed the clock yet: press first (Article 6.2)."}`,
		`{"t":7,"event":"mismatch","board":"sighted","text":"Sighted board: Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva fünf nach Eva sieben.","squares":[{"square":"e5","expected":"-","sensed":"p"},{"square":"e7","expected":"p","sensed":"-"}],"steps":["e5-e7"]}`,
		`{"t":7,"event":"announce","text":"Sighted board: Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva fünf nach Eva sieben.","audience":"all"}`,
		`{"t":8,"event":"clock","what":"press","side":"white","white_ms":299000,"black_ms":303000,"turn":"black","status":"running"}`,
		`{"t":8,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":9,"event":"touch","board":"sighted","square":"e5","piece":"p","by":"black"}`,
		`{"t":10,"event":"synced","board":"sighted"}`,
		`{"t":10,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
		`{"t":12,"event":"move","source":"sighted","san":"e5","by":"black","ply":2}`,
		`{"t":12,"event":"announce","text":"Eva fünf","audience":"all"}`,
		`{"t":13,"event":"clock","what":"press","side":"black","white_ms":299000,"black_ms":301000,"turn":"white","status":"running"}`,
		`{"t":13,"event":"announce","text":"Pressed","audience":"player"}`,
	})
	if got := tb.game.g.Moves(); len(got) != 2 {
		t.Errorf("game has %d moves, want 2", len(got))
	}
}

// TestArticle6_2CasualBoardMovePresses: with --casual a move made on a
// board while the opponent's move waits for its press completes that move
// first (his clock ran until then), as before.
func TestArticle6_2CasualBoardMovePresses(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Time = "5+3" })
	equalLines(t, jsonOf(tb, "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5"), []string{
		`{"t":1,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":1,"event":"announce","text":"Bauer Eva zwei berührt","audience":"player"}`,
		`{"t":2,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":2,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":2,"event":"announce","text":"Eva vier","audience":"all"}`,
		`{"t":4,"event":"synced","board":"sighted"}`,
		`{"t":4,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
		`{"t":5,"event":"touch","board":"sighted","square":"e7","piece":"p","by":"black"}`,
		`{"t":6,"event":"clock","what":"press","side":"white","white_ms":302000,"black_ms":303000,"turn":"black","status":"running"}`,
		`{"t":6,"event":"move","source":"sighted","san":"e5","by":"black","ply":2}`,
		`{"t":6,"event":"announce","text":"Eva fünf","audience":"all"}`,
	})
}

// TestArticle6_2VoicePress: the press is the player's own input, and a
// spoken press word is one: the recogniser's "voice press" (de
// "druecken", cs "stisknout") presses the mover's clock in tournament
// play as the press command does, and the reply after it is taken. Said
// with nothing to press, it is refused as the press command is.
func TestArticle6_2VoicePress(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en" })
	checkRun(t, s, "0 start\n10 e4\n20 voice press\n30 e5\n31 voice druecken\n40 voice stisknout", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"clock","what":"press","side":"white","white_ms":286000,"black_ms":303000,"turn":"black","status":"running"}
{"t":20,"event":"announce","text":"Pressed","audience":"player"}
{"t":30,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":30,"event":"announce","text":"Eva fünf","audience":"all"}
{"t":31,"event":"clock","what":"press","side":"black","white_ms":286000,"black_ms":295000,"turn":"white","status":"running"}
{"t":31,"event":"announce","text":"Pressed","audience":"player"}
{"t":40,"event":"error","text":"No move is waiting to be completed."}`)
}

// TestVoicePressIsAnswered: a press said ("drücken", "press",
// "stisknout") is answered in the player's earphone as a typed press is
// ("Gedrückt", "Pressed", "Stisknuto"): a VI player cannot see whether
// the recogniser heard it, and silence after it left him guessing
// whether his clock was pressed. Exact in German, English and Czech.
func TestVoicePressIsAnswered(t *testing.T) {
	tests := []struct {
		lang, press string
		want        []string
	}{
		{"de", "voice druecken", []string{"Uhr gestartet", "Eva vier", "Gedrückt"}},
		{"en", "voice press", []string{"Clock started", "Eva four", "Pressed"}},
		{"cs", "voice stisknout", []string{"Hodiny spuštěny", "Eva čtyři", "Stisknuto"}},
	}
	for _, tt := range tests {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang, s.Style = tt.lang, lateStyles[tt.lang] }))
		got := texts(typed(tb, "start", "e4"))
		got = append(got, texts(typedAs(tb, SourceVoice, tt.press))...)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: got %q, want %q", tt.lang, got, tt.want)
		}
		if tb.pendingEntry() != nil || color(tb.clk.Turn()).String() != "black" {
			t.Errorf("%s: pending %v, turn %v", tt.lang, tb.pendingEntry(), tb.clk.Turn())
		}
	}
}

// TestArticle6_2TypedCzechPressWords: a Czech player types the press as
// he would say it: "stisk", "stisknout" and "stiskni" each press the
// mover's clock.
func TestArticle6_2TypedCzechPressWords(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "cs"; s.Style = "cs" })
	checkRun(t, s, "0 start\n10 e4\n20 stisknout\n30 e5\n31 stiskni\n40 Jf3\n41 stisk", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Hodiny spuštěny","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva čtyři","audience":"all"}
{"t":20,"event":"clock","what":"press","side":"white","white_ms":286000,"black_ms":303000,"turn":"black","status":"running"}
{"t":30,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":30,"event":"announce","text":"Eva pět","audience":"all"}
{"t":31,"event":"clock","what":"press","side":"black","white_ms":286000,"black_ms":295000,"turn":"white","status":"running"}
{"t":40,"event":"move","source":"keyboard","san":"Nf3","by":"white","ply":3}
{"t":40,"event":"announce","text":"Jezdec Felix tři","audience":"all"}
{"t":41,"event":"clock","what":"press","side":"white","white_ms":279000,"black_ms":295000,"turn":"black","status":"running"}`)
}

// TestArticle7_5_3PressWithoutAMoveIsLogged: a press on the boards with no
// move made (nothing lifted, or a piece still in the hand) is refused, the
// clock does not switch (D.2.4), and the arbiter log keeps it as a press
// without a move, with the command that counts it as an illegal move
// (Article 7.5.3, R073, R106 of fide-requirements.md; the count:
// TestArticle7_5_3PressWithoutAMoveCounted). A journal written before
// (no pressWithoutMove) logs it as refused, as it did then.
func TestArticle7_5_3PressWithoutAMoveIsLogged(t *testing.T) {
	const refusal = "Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed)."
	for _, tc := range []struct {
		lang, style, refusal, log string
		old                       bool
	}{
		{"en", "annexd-en", refusal,
			"Move 1, White to move, 2 seconds into the game. White 1 hour 30 minutes 28 seconds, Black 1 hour 30 minutes 30 seconds. Press without a move: " + refusal + " The arbiter counts it as an illegal move with arbiter illegal white press (Article 7.5.3).\n" +
				"Move 1, White to move, 4 seconds into the game. White 1 hour 30 minutes 26 seconds, Black 1 hour 30 minutes 30 seconds. Touch: Tactile board, White: pawn Eva two\n" +
				"Move 1, White to move, 5 seconds into the game. White 1 hour 30 minutes 25 seconds, Black 1 hour 30 minutes 30 seconds. Press without a move: " + refusal + " The arbiter counts it as an illegal move with arbiter illegal white press (Article 7.5.3).\n", false},
		{"en", "annexd-en", refusal,
			"Move 1, White to move, 2 seconds into the game. White 1 hour 30 minutes 28 seconds, Black 1 hour 30 minutes 30 seconds. Refused: " + refusal + "\n" +
				"Move 1, White to move, 4 seconds into the game. White 1 hour 30 minutes 26 seconds, Black 1 hour 30 minutes 30 seconds. Touch: Tactile board, White: pawn Eva two\n" +
				"Move 1, White to move, 5 seconds into the game. White 1 hour 30 minutes 25 seconds, Black 1 hour 30 minutes 30 seconds. Refused: " + refusal + "\n", true},
		{"de", "annexd", "Uhrdruck abgelehnt: der Zug ist auf dem Steckbrett noch nicht ausgeführt (Stein auf dem neuen Feld, geschlagener Stein entfernt).", "", false},
		{"cs", "cs", "Stisk hodin odmítnut: hmatová šachovnice ještě neukazuje provedený tah (kámen na novém poli, sebraný kámen odstraněn).", "", false},
	} {
		tb := boardTable(t, func(s *Setup) {
			s.Lang, s.Style, s.Setting, s.Time = tc.lang, tc.style, SettingTournament, "90+30"
			s.PressWithoutMove = !tc.old
		})
		at(tb, 0, "start")
		got := at(tb, 2, "press")
		if !slices.Equal(got, []string{tc.refusal}) {
			t.Errorf("%s: press without a move: %q, want %q", tc.lang, got, tc.refusal)
		}
		at(tb, 4, "board tactile lift e2")
		at(tb, 5, "press")
		if tb.clk.Turn() != clock.White {
			t.Errorf("%s: the clock switched", tc.lang)
		}
		if tc.log != "" {
			if got := tb.ArbiterLogText(); got != tc.log {
				t.Errorf("%s (old journal %v): log:\n%s\nwant:\n%s", tc.lang, tc.old, got, tc.log)
			}
		}
		if n := strings.Count(tb.ArbiterLogText(), "\n"); n != 3 {
			t.Errorf("%s: %d log entries, want 3:\n%s", tc.lang, n, tb.ArbiterLogText())
		}
	}
}

// TestGuidelineIII2_2IncrementOnlyWithoutIncrementNeverBlitz: arbiter
// increment (III.4) is for standard and rapid games without increment
// (III.2.2, R249 of fide-requirements.md): refused in blitz and in a
// game that has an increment or a delay, with the reason and what the
// arbiter does instead, in each language, and the clock unchanged; a
// journal written before the check replays as it was played.
func TestGuidelineIII2_2IncrementOnlyWithoutIncrementNeverBlitz(t *testing.T) {
	const set = "Guideline III.4: from the next move both players get an increment of five seconds. Two extra minutes for the opponent (III.5) are the arbiter's decision: arbiter add."
	const blitz = "No increment under Guideline III in blitz (III.2.2). The arbiter gives time with arbiter add."
	const bonus = "This game already has an increment or a delay, and Guideline III.4 is only for games without one (III.2.2). The arbiter gives time with arbiter add."
	for _, tc := range []struct {
		lang, time string
		old        bool // a journal written before the check
		want       string
	}{
		{"en", "90", false, set},
		{"en", "40/90,30", false, set},
		{"en", "25", false, set}, // rapid
		{"en", "11", false, set}, // rapid: more than 10 minutes
		{"en", "10", false, blitz},
		{"en", "5", false, blitz},
		{"en", "90+30", false, bonus},
		{"en", "40/90+30,30+30", false, bonus},
		{"en", "60d5", false, bonus},
		{"en", "60b5", false, bonus},
		{"en", "5", true, set},
		{"en", "90+30", true, set},
		{"de", "5", false, "Kein Inkrement nach Richtlinie III im Blitzschach (III.2.2). Zeit gibt der Schiedsrichter mit schiedsrichter geben."},
		{"de", "90+30", false, "Diese Partie hat schon ein Inkrement oder eine Verzögerung, und Richtlinie III.4 gilt nur für Partien ohne (III.2.2). Zeit gibt der Schiedsrichter mit schiedsrichter geben."},
		{"cs", "5", false, "V bleskovce se přídavek podle směrnice III nezavádí (III.2.2). Čas dává rozhodčí příkazem rozhodčí přidat."},
		{"cs", "90+30", false, "Tato partie už má přídavek nebo zpoždění a směrnice III.4 platí jen pro partie bez nich (III.2.2). Čas dává rozhodčí příkazem rozhodčí přidat."},
	} {
		tb := newTable(t, tournament(func(s *Setup) {
			s.Lang, s.Time, s.QuickplayChecked = tc.lang, tc.time, !tc.old
		}))
		typed(tb, "start")
		before := tb.clk.Control()
		got := texts(typed(tb, "arbiter increment 5s"))
		if !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s %s (old journal %v): %q, want %q", tc.lang, tc.time, tc.old, got, tc.want)
		}
		if after := tb.clk.Control(); tc.want != set && !reflect.DeepEqual(after, before) {
			t.Errorf("%s %s: the control changed: %+v", tc.lang, tc.time, after)
		}
	}
}

// TestGuidelineIWhileAdjourned: while a game is adjourned (its move
// sealed, Guideline I) a draw can still be offered and agreed (I.4, I.6), a
// resignation ends the game at once (I.6), and after arbiter unseal the
// replier may seal his own reply in a new envelope (I.9.3); in each
// session's language.
func TestGuidelineIWhileAdjourned(t *testing.T) {
	sealed := []string{"start", "e4", "p", "e5", "p", "adjourn Nf3", "yes"}
	cases := []struct {
		name, lang string
		then       []string
		want       []string // the JSON of the last outputs that are no clock events
	}{
		{"agreement de", "de", []string{"draw", "yes", "accept", "yes"}, []string{
			`{"t":11,"event":"result","result":"1/2-1/2","reason":"agreement"}`,
			`{"t":11,"event":"announce","text":"Partie beendet. Remis: Einigung.","audience":"all"}`}},
		{"agreement en", "en", []string{"draw", "yes", "accept", "yes"}, []string{
			`{"t":11,"event":"result","result":"1/2-1/2","reason":"agreement"}`,
			`{"t":11,"event":"announce","text":"Game over. Draw: agreement.","audience":"all"}`}},
		{"agreement cs", "cs", []string{"draw", "yes", "accept", "yes"}, []string{
			`{"t":11,"event":"result","result":"1/2-1/2","reason":"agreement"}`,
			`{"t":11,"event":"announce","text":"Konec partie. Remíza: dohoda.","audience":"all"}`}},
		{"resignation de", "de", []string{"resign black", "yes"}, []string{
			`{"t":9,"event":"result","result":"1-0","reason":"resignation"}`,
			`{"t":9,"event":"announce","text":"Partie beendet. Weiß gewinnt: Aufgabe.","audience":"all"}`}},
		{"resignation en", "en", []string{"resign black", "yes"}, []string{
			`{"t":9,"event":"result","result":"1-0","reason":"resignation"}`,
			`{"t":9,"event":"announce","text":"Game over. White wins: resignation.","audience":"all"}`}},
		{"resignation cs", "cs", []string{"resign black", "yes"}, []string{
			`{"t":9,"event":"result","result":"1-0","reason":"resignation"}`,
			`{"t":9,"event":"announce","text":"Konec partie. Bílý vyhrává: vzdání.","audience":"all"}`}},
		{"reply sealed de", "de", []string{"arbiter unseal", "adjourn Nc6", "yes"}, []string{
			`{"t":10,"event":"announce","text":"Umschlag (Richtlinie I.2): Spieler ohne Namen. Abgegebener Zug: Zug 2, abgegeben von Schwarz.","audience":"arbiter"}`}},
		{"reply sealed en", "en", []string{"arbiter unseal", "adjourn Nc6", "yes"}, []string{
			`{"t":10,"event":"announce","text":"Envelope (Guideline I.2): players without names. Sealed move: move 2, sealed by Black.","audience":"arbiter"}`}},
		{"reply sealed cs", "cs", []string{"arbiter unseal", "adjourn Nc6", "yes"}, []string{
			`{"t":10,"event":"announce","text":"Obálka (směrnice I.2): hráči bez jmen. Zapečetěný tah: tah 2, zapečetil černý.","audience":"arbiter"}`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) { s.Lang = c.lang; s.Time = "90+30" }))
			typed(tb, sealed...)
			typed(tb, c.then[:len(c.then)-1]...)
			var got []string
			for _, o := range typed(tb, c.then[len(c.then)-1]) {
				if o.Kind != KindClock {
					got = append(got, string(o.JSON()))
				}
			}
			if c.name[:5] == "reply" {
				// The new envelope's first line, to the arbiter; the
				// rest is as in TestGuidelineIAdjournmentSealedMove.
				for i, l := range got {
					if strings.HasSuffix(l, `"audience":"arbiter"}`) {
						got = got[i : i+1]
						break
					}
				}
			} else {
				got = got[len(got)-len(c.want):]
			}
			equalLines(t, got, c.want)
		})
	}
}

// TestGuidelineIAdjournedGameHeldUntilTheUnseal: once the move is sealed
// the sealer's clock stays stopped (Guideline I.1.1) and only arbiter
// unseal goes on (I.9): resume is refused (it used to run the sealer's
// clock through the adjournment), and so are arbiter takeback and arbiter
// retrace, at once, without a question (they used to leave a sealed move
// that no longer fitted, and the unseal failed with the clock running);
// a penalty and a session resumed after a crash say how the game goes on.
// The unseal then makes the sealed move. In each language; a journal
// written before replays as played.
func TestGuidelineIAdjournedGameHeldUntilTheUnseal(t *testing.T) {
	cases := []struct {
		lang, adjourned, penalty, restored string
	}{
		{"de", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort.",
			"Erster regelwidriger Zug von Schwarz: Weiß erhält zwei Minuten. Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort.",
			"Partie wiederhergestellt. Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"en", "The game is adjourned; arbiter unseal resumes it.",
			"First illegal move by Black: White gets two minutes. The game is adjourned; arbiter unseal resumes it.",
			"Game restored. The game is adjourned; arbiter unseal resumes it."},
		{"cs", "Partie je odložena; rozhodčí otevřít v ní pokračuje.",
			"Černý: první nemožný tah. Bílý: dvě minuty navíc. Partie je odložena; rozhodčí otevřít v ní pokračuje.",
			"Partie obnovena. Partie je odložena; rozhodčí otevřít v ní pokračuje."},
	}
	for _, c := range cases {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang = c.lang; s.Time = "90+30" }))
		typed(tb, "start", "e4", "p", "e5", "p", "adjourn Nf3", "yes")
		paused := tb.clk.Times(instant(tb.Now()))
		for _, line := range []string{"resume", "arbiter takeback", "arbiter retrace 1"} {
			if got := texts(typed(tb, line)); !slices.Equal(got, []string{c.adjourned}) {
				t.Errorf("%s: %s: %q, want %q", c.lang, line, got, c.adjourned)
			}
		}
		if got := texts(typed(tb, "arbiter illegal black")); !slices.Equal(got, []string{c.penalty}) {
			t.Errorf("%s: penalty: %q, want %q", c.lang, got, c.penalty)
		}
		tb.Apply(Input{At: tb.Now() + time.Hour, Source: SourceKeyboard, Text: "time both"})
		if got := tb.clk.Times(instant(tb.Now())); tb.clk.Status() != clock.Paused || got[0] != paused[0]+2*time.Minute || got[1] != paused[1] {
			t.Errorf("%s: clock %v at %v, want paused at %v and White's two minutes", c.lang, tb.clk.Status(), got, paused)
		}
		// A session resumed after a crash says so, not "type resume".
		if got := texts(tb.Apply(Input{At: tb.Now(), Source: SourceSystem, Text: InputResumed})); len(got) == 0 || got[0] != c.restored {
			t.Errorf("%s: resumed: %q, want first %q", c.lang, got, c.restored)
		}
		var sans []string
		for _, o := range typed(tb, "arbiter unseal") {
			if o.Kind == KindMove {
				sans = append(sans, o.SAN)
			}
		}
		if !slices.Equal(sans, []string{"Nf3"}) || tb.clk.Status() != clock.Running || tb.clk.Turn() != clock.Black {
			t.Errorf("%s: unseal made %q, clock %v, %v to move", c.lang, sans, tb.clk.Status(), tb.clk.Turn())
		}
	}
	old := tournament(func(s *Setup) { s.Lang = "en"; s.Time = "90+30"; s.AdjournHeld = false })
	tb := newTable(t, old)
	typed(tb, "start", "e4", "p", "e5", "p", "adjourn Nf3", "yes")
	if got := texts(typed(tb, "resume")); !slices.Equal(got, []string{"Clock resumed"}) || tb.clk.Status() != clock.Running {
		t.Errorf("old journal: resume %q, clock %v", got, tb.clk.Status())
	}
}

// TestGuidelineIAdjournedClocksWaitForUnseal: an adjourned game's clocks
// stay stopped until the arbiter opens the envelope (Guideline I.9,
// I.10). Resume (weiter, continue, pokračovat) is refused with what
// goes on instead (it started the sealing player's clock, who then lost
// time with nobody at the board), so is pause (which said to resume),
// and a resumed session says that the game is adjourned and how it goes
// on (it said "type resume to go on").
// Exact in German, English and Czech.
func TestGuidelineIAdjournedClocksWaitForUnseal(t *testing.T) {
	tests := []struct {
		lang, resume, pause string
		adjourned           string
		restored            []string
	}{
		{"de", "weiter", "anhalten", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort.", []string{
			"Partie wiederhergestellt. Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort.",
			"Zug eins Schwarz, Eva fünf",
			"Weiß, eine Stunde dreißig Minuten neununddreißig Sekunden, Schwarz, eine Stunde dreißig Minuten fünfzig Sekunden",
		}},
		{"en", "resume", "pause", "The game is adjourned; arbiter unseal resumes it.", []string{
			"Game restored. The game is adjourned; arbiter unseal resumes it.",
			"Move one Black, Eva five",
			"White, one hour thirty minutes thirty-nine seconds, Black, one hour thirty minutes fifty seconds",
		}},
		{"cs", "pokračovat", "pauza", "Partie je odložena; rozhodčí otevřít v ní pokračuje.", []string{
			"Partie obnovena. Partie je odložena; rozhodčí otevřít v ní pokračuje.",
			"Tah jedna černý, Eva pět",
			"Bílý, jedna hodina třicet minut třicet devět sekund, černý, jedna hodina třicet minut padesát sekund",
		}},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		s := tournament(func(s *Setup) { s.Time = "90+30"; s.Lang, s.Style = tt.lang, lateStyles[tt.lang] })
		l, outs := newLoop(t, dir, s)
		l.Start()
		feed(t, l, "0 start\n10 e4\n11 p\n20 e5\n21 p\n30 adjourn Nf3\n31 yes\n40 "+tt.resume+"\n45 "+tt.pause+"\n50 quit")
		for _, at := range []time.Duration{40 * time.Second, 45 * time.Second} {
			var got []string
			for _, o := range *outs {
				if (o.Kind == KindAnnounce || o.Kind == KindError) && o.At == at {
					got = append(got, o.Say.Text)
				}
			}
			if want := []string{tt.adjourned}; !slices.Equal(got, want) {
				t.Errorf("%s: at %v said %q, want %q", tt.lang, at, got, want)
			}
		}
		if err := l.Journal.Close(); err != nil {
			t.Fatal(err)
		}
		log, err := journal.Read(filepath.Join(dir, "game.journal"))
		if err != nil {
			t.Fatal(err)
		}
		tb, err := Replay(log)
		if err != nil {
			t.Fatal(err)
		}
		if got := texts(tb.Apply(Input{At: 100 * time.Second, Source: SourceSystem, Text: InputResumed})); !slices.Equal(got, tt.restored) {
			t.Errorf("%s: resumed said %q, want %q", tt.lang, got, tt.restored)
		}
		if got := texts(tb.Apply(Input{At: 110 * time.Second, Source: SourceKeyboard, Text: tt.resume})); !slices.Equal(got, []string{tt.adjourned}) {
			t.Errorf("%s: %s after the resume said %q, want %q", tt.lang, tt.resume, got, tt.adjourned)
		}
		if st := tb.clk.Status(); st != clock.Paused {
			t.Errorf("%s: clock %v, want paused until unseal", tt.lang, st)
		}
	}
}

// TestArbiterRejectHelpGivesTheOpponentTime: arbiter reject's help says
// that the claimant's opponent is given time (Article 9.5.3), as the
// ruling does ("Weiß erhält zwei Minuten"); the German said he "erhält
// die Zeitstrafe" and the Czech "dostane trestný čas", which reads as if
// the opponent were penalised. Exact in German, English and Czech.
func TestArbiterRejectHelpGivesTheOpponentTime(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "schiedsrichter zurückweisen: Weist die wartende Reklamation zurück: der Gegner des Reklamierenden erhält Zeit gutgeschrieben, der aufgeschriebene Zug wird gespielt und die Uhr läuft wieder (Artikel 9.5.3)."},
		{"en", "arbiter reject: Rejects the claim that waits: the claimant's opponent is given time, the written move is played and the clock runs again (Article 9.5.3)."},
		{"cs", "rozhodčí zamítnout: Zamítne čekající reklamaci: soupeři reklamujícího se přidá čas, zapsaný tah se zahraje a hodiny znovu běží (článek 9.5.3)."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "90+30"; s.Lang, s.Style = tc.lang, lateStyles[tc.lang] }))
		got := texts(typed(tb, "help arbiter"))
		if !slices.Contains(strings.Split(strings.Join(got, "\n"), "\n"), tc.want) {
			t.Errorf("%s: help arbiter does not say %q:\n%s", tc.lang, tc.want, strings.Join(got, "\n"))
		}
	}
}

// TestCzechAdjournmentIsOdlozena: in Czech the adjourned game is
// "odložená", as its command odložit says (Guideline I), not "přerušená",
// which is what leaving the program says ("Partie přerušena."): the two
// sounded alike, and a player told "Partie je přerušena" typed
// "přerušit", which is no command. The adjournment's sentences, the help
// and the arbiter log's kind, exactly.
func TestCzechAdjournmentIsOdlozena(t *testing.T) {
	tb := newTable(t, tournament(func(s *Setup) { s.Time = "90+30"; s.Lang, s.Style = "cs", "cs" }))
	typed(tb, "spustit", "e4", "stisk", "e5", "stisk")
	out := texts(typed(tb, "odložit Jf3", "ano"))
	if len(out) == 0 || out[len(out)-1] != "Partie odložena. Hodiny zastaveny; zapečetěný tah je v obálce." {
		t.Errorf("odložit said %q", out)
	}
	if got := texts(typed(tb, "Jf3")); !slices.Equal(got, []string{"Partie je odložena; rozhodčí otevřít v ní pokračuje."}) {
		t.Errorf("a move in the adjourned game said %q", got)
	}
	if got := tb.ArbiterLogText(); !strings.Contains(got, ". Odložení: ") {
		t.Errorf("the arbiter log does not name the adjournment:\n%s", got)
	}
	typed(tb, "rozhodčí otevřít")
	if got := texts(typed(tb, "rozhodčí otevřít")); !slices.Equal(got, []string{"Žádná partie není odložena: není zapečetěný tah."}) {
		t.Errorf("a second unseal said %q", got)
	}
	help := strings.Join(texts(typed(tb, "nápověda odložit")), "\n")
	if !strings.Contains(help, "Směrnice I: odloží partii se zapečetěným tahem hráče na tahu (odložit Jf3)") {
		t.Errorf("help odložit:\n%s", help)
	}
	if strings.Contains(help, "přeruš") {
		t.Errorf("help odložit says přerušit:\n%s", help)
	}
}
