package table

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestArticle6_2_1_1GameEndingMovesStopTheClock: a move that ends the
// game by itself (stalemate 5.2.1, dead position 5.2.2, fivefold
// repetition 9.6.1, 75 moves 9.6.2) is completed without a press
// (6.2.1.1, R065, R069, R144): in tournament play with a running clock the
// clock stops at the move, the mover's time is what he used (no
// increment, no press), and the result is said in every language.
func TestArticle6_2_1_1GameEndingMovesStopTheClock(t *testing.T) {
	// Sixteen knight moves from the start, each pressed but the last.
	fivefold := "0 start"
	for i, m := range strings.Fields("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8") {
		fivefold += "\n" + strconv.Itoa(2*i+1) + " " + m
		if i < 15 {
			fivefold += "\n" + strconv.Itoa(2*i+2) + " p"
		}
	}
	for _, c := range []struct {
		name, fen, script string
		lines             []string  // the JSON lines from the move to the result
		at                string    // the instant of the move
		said              [3]string // the last sentence in English, German and Czech
	}{
		{"stalemate", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "0 start\n10 Qf7", []string{
			`{"t":10,"event":"move","source":"keyboard","san":"Qf7","by":"white","ply":1}`,
			`{"t":10,"event":"announce","text":"Dame Felix sieben","audience":"all"}`,
			`{"t":10,"event":"clock","what":"pause","side":"white","white_ms":293000,"black_ms":303000,"turn":"white","status":"paused"}`,
			`{"t":10,"event":"result","result":"1/2-1/2","reason":"stalemate"}`,
		}, "10", [3]string{"Game over. Draw: stalemate.", "Partie beendet. Remis: Patt.", "Konec partie. Remíza: pat."}},
		{"dead position", "4k3/8/8/8/8/8/6n1/4KB2 w - - 0 1", "0 start\n10 Bxg2", []string{
			`{"t":10,"event":"move","source":"keyboard","san":"Bxg2","by":"white","ply":1}`,
			`{"t":10,"event":"announce","text":"Läufer schlägt Gustav zwei","audience":"all"}`,
			`{"t":10,"event":"clock","what":"pause","side":"white","white_ms":293000,"black_ms":303000,"turn":"white","status":"paused"}`,
			`{"t":10,"event":"result","result":"1/2-1/2","reason":"dead position"}`,
		}, "10", [3]string{"Game over. Draw: dead position, no checkmate possible.", "Partie beendet. Remis: tote Stellung, kein Matt mehr möglich.", "Konec partie. Remíza: mrtvá pozice, mat už není možný."}},
		{"75 moves", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", "0 start\n10 Ra2", []string{
			`{"t":10,"event":"move","source":"keyboard","san":"Ra2","by":"white","ply":1}`,
			`{"t":10,"event":"announce","text":"Turm Anna zwei","audience":"all"}`,
			`{"t":10,"event":"clock","what":"pause","side":"white","white_ms":293000,"black_ms":303000,"turn":"white","status":"paused"}`,
			`{"t":10,"event":"result","result":"1/2-1/2","reason":"75-move rule"}`,
		}, "10", [3]string{"Game over. Draw: 75-move rule.", "Partie beendet. Remis: 75-Züge-Regel.", "Konec partie. Remíza: pravidlo 75 tahů."}},
		{"fivefold repetition", "", fivefold, []string{
			`{"t":31,"event":"move","source":"keyboard","san":"Ng8","by":"black","ply":16}`,
			`{"t":31,"event":"announce","text":"Springer Gustav acht","audience":"all"}`,
			`{"t":31,"event":"clock","what":"pause","side":"black","white_ms":311000,"black_ms":309000,"turn":"black","status":"paused"}`,
			`{"t":31,"event":"result","result":"1/2-1/2","reason":"fivefold repetition"}`,
		}, "31", [3]string{"Game over. Draw: fivefold repetition.", "Partie beendet. Remis: fünfmalige Stellungswiederholung.", "Konec partie. Remíza: pětinásobné opakování pozice."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for i, lang := range []string{"en", "de", "cs"} {
				tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = lang; s.FEN = c.fen }))
				out := run(t, tb, c.script)
				// The moves are said in the style (German by default), the
				// result in the session's language.
				want := append(append([]string(nil), c.lines...),
					`{"t":`+c.at+`,"event":"announce","text":"`+c.said[i]+`","audience":"all"}`)
				if len(out) < len(want) {
					t.Fatalf("%s: %d lines: %q", lang, len(out), out)
				}
				equalLines(t, out[len(out)-len(want):], want)
				if tb.Clock() == nil || tb.Clock().Status().String() != "paused" {
					t.Errorf("%s: the clock is not stopped after the game", lang)
				}
			}
		})
	}
}

// TestArticle6_9MateBeforeTheFlagIsClaimed: a flag is fallen only when
// the arbiter sees it or a player claims it (6.8); a checkmate made
// before that ends the game and prevails (6.9 "except where 5.1.1
// applies", R066). Black's flag falls (told to the VI player), nobody
// types flag, Black mates: Black wins, and the late claim finds the game
// over; in English, German and Czech.
func TestArticle6_9MateBeforeTheFlagIsClaimed(t *testing.T) {
	for _, c := range []struct {
		lang, flag, moved, claim string
	}{
		{"en", "Black, flag fell", "Game over. Black wins: checkmate.", "The game is already over."},
		{"de", "Schwarz, Zeit abgelaufen", "Partie beendet. Schwarz gewinnt: Matt.", "Die Partie ist bereits beendet."},
		{"cs", "Černý, čas vypršel", "Konec partie. Černý vyhrává: mat.", "Partie už skončila."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "1"; s.Lang = c.lang }))
		out := run(t, tb, "0 start\n1 f3\n2 p\n3 e5\n4 p\n5 g4\n6 p\n70 Qh4\n72 flag")
		want := []string{
			`{"t":64,"event":"clock","what":"flag","side":"black","white_ms":56000,"black_ms":0,"turn":"black","status":"running"}`,
			`{"t":64,"event":"announce","text":"` + c.flag + `","audience":"player"}`,
			`{"t":70,"event":"move","source":"keyboard","san":"Qh4#","by":"black","ply":4}`,
			`{"t":70,"event":"announce","text":"Dame Hector vier Matt","audience":"all"}`,
			`{"t":70,"event":"clock","what":"pause","side":"black","white_ms":56000,"black_ms":0,"turn":"black","status":"paused"}`,
			`{"t":70,"event":"result","result":"0-1","reason":"checkmate"}`,
			`{"t":70,"event":"announce","text":"` + c.moved + `","audience":"all"}`,
			`{"t":72,"event":"error","text":"` + c.claim + `"}`,
		}
		if len(out) < len(want) {
			t.Fatalf("%s: %q", c.lang, out)
		}
		equalLines(t, out[len(out)-len(want):], want)
	}
}

// TestArticle6_4FlagSaysTheMovesStillDue: a flag in a period that ends at
// a number of moves is checked at once (6.4, R080): the VI player hears
// how many moves of the period were not completed, as the talking clock
// says it; in the final period the flag is said alone. In English,
// German and Czech.
func TestArticle6_4FlagSaysTheMovesStillDue(t *testing.T) {
	for _, c := range []struct {
		lang, time, want string
	}{
		{"en", "3/1m,1", "White, flag fell, two moves to the time control"},
		{"de", "3/1m,1", "Weiß, Zeit abgelaufen, zwei Züge bis zur Zeitkontrolle"},
		{"cs", "3/1m,1", "Bílý, čas vypršel, dva tahy do časové kontroly"},
		{"en", "1/1m,1", "White, flag fell"},
		{"de", "1", "Weiß, Zeit abgelaufen"},
		{"cs", "1", "Bílý, čas vypršel"},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = c.time; s.Lang = c.lang }))
		out := run(t, tb, "0 start\n1 e4\n1 p\n2 e5\n2 p\n200 pause")
		want := `{"t":61,"event":"announce","text":"` + c.want + `","audience":"player"}`
		if c.time == "1/1m,1" {
			want = `{"t":121,"event":"announce","text":"` + c.want + `","audience":"player"}`
		}
		if !slices.Contains(out, want) {
			t.Errorf("%s %s: no %s in\n%s", c.lang, c.time, want, strings.Join(out, "\n"))
		}
	}
}

// TestAnnexA4_3ClaimWithBothFlagsDown: the claimant's own flag need not
// be up (A.4.3 2018: that condition is struck out, R165), and with both
// flags down the clock knows which fell first (R095): in a rapid game
// Black's flag falls, Black presses late, White's flag falls too, and
// flag then gives the game to White, whose flag fell second. In English,
// German and Czech.
func TestAnnexA4_3ClaimWithBothFlagsDown(t *testing.T) {
	for _, c := range []struct{ lang, white, black, over string }{
		{"en", "White, flag fell", "Black, flag fell", "Game over. White wins: time forfeit."},
		{"de", "Weiß, Zeit abgelaufen", "Schwarz, Zeit abgelaufen", "Partie beendet. Weiß gewinnt: Zeitüberschreitung."},
		{"cs", "Bílý, čas vypršel", "Černý, čas vypršel", "Konec partie. Bílý vyhrává: překročení času."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "25"; s.Lang = c.lang }))
		out := run(t, tb, "0 start\n1 e4\n2 p\n3 e5\n1510 p\n3100 flag")
		want := []string{
			`{"t":1502,"event":"clock","what":"flag","side":"black","white_ms":1498000,"black_ms":0,"turn":"black","status":"running"}`,
			`{"t":1502,"event":"announce","text":"` + c.black + `","audience":"player"}`,
			`{"t":1510,"event":"clock","what":"press","side":"black","white_ms":1498000,"black_ms":0,"turn":"white","status":"running"}`,
			`{"t":3008,"event":"clock","what":"flag","side":"white","white_ms":0,"black_ms":0,"turn":"white","status":"running"}`,
			`{"t":3008,"event":"announce","text":"` + c.white + `","audience":"player"}`,
			`{"t":3100,"event":"clock","what":"pause","side":"white","white_ms":0,"black_ms":0,"turn":"white","status":"paused"}`,
			`{"t":3100,"event":"result","result":"1-0","reason":"time forfeit"}`,
			`{"t":3100,"event":"announce","text":"` + c.over + `","audience":"all"}`,
		}
		if len(out) < len(want) {
			t.Fatalf("%s: %q", c.lang, out)
		}
		equalLines(t, out[len(out)-len(want):], want)
	}
}
