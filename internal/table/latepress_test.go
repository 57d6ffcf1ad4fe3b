package table

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

// lateStyles is the announcement style of each language of the late-press
// tests.
var lateStyles = map[string]string{"en": "annexd-en", "de": "annexd", "cs": "cs"}

// TestArticle6_2_2ReplyBeforeThePressIsMade: in tournament play the
// opponent's reply before the mover's press is made and announced as every
// move is (D.2.3); the mover's clock runs on, nothing says that anyone has
// not pressed (12.6); the mover's late press completes his move and starts
// the replier's clock, the interval charged to the mover (6.2.2); the
// replier's press then completes the reply. Exact in German, English and
// Czech.
func TestArticle6_2_2ReplyBeforeThePressIsMade(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en" })
	tb := checkRun(t, s, "0 start\n10 e4\n20 e5\n30 press\n41 press", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":20,"event":"announce","text":"Eva fünf","audience":"all"}
{"t":30,"event":"clock","what":"press","side":"white","white_ms":276000,"black_ms":303000,"turn":"black","status":"running"}
{"t":41,"event":"clock","what":"press","side":"black","white_ms":276000,"black_ms":295000,"turn":"white","status":"running"}`)
	if got := pgnText(tb); !strings.Contains(got, "1. e4 {[%clk 0:04:36]} 1... e5 {[%clk 0:04:55]} *") {
		t.Errorf("PGN:\n%s", got)
	}
	tests := []struct {
		lang string
		want []string
	}{
		{"de", []string{"Uhr gestartet", "Eva vier", "Eva fünf", "Gedrückt", "Gedrückt"}},
		{"en", []string{"Clock started", "Eva four", "Eva five", "Pressed", "Pressed"}},
		{"cs", []string{"Hodiny spuštěny", "Eva čtyři", "Eva pět", "Stisknuto", "Stisknuto"}},
	}
	for _, tt := range tests {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang, s.Style = tt.lang, lateStyles[tt.lang] }))
		if got := texts(typed(tb, "start", "e4", "e5", "press", "press")); !slices.Equal(got, tt.want) {
			t.Errorf("%s: got %q, want %q", tt.lang, got, tt.want)
		}
		if tb.Plies() != 2 || tb.pendingEntry() != nil || color(tb.clk.Turn()).String() != "white" {
			t.Errorf("%s: %d plies, pending %v, turn %v", tt.lang, tb.Plies(), tb.pendingEntry(), tb.clk.Turn())
		}
	}
}

// TestArticle6_2_1_2NextMoveCompletesThePrevious: a move is also completed
// when its player makes his next move without having pressed (6.2.1.2):
// White's e4 is completed by Nf3 (no press, his clock runs on), White's
// one press then gives the clock to Black; Black's e5 is completed by
// Nc6, and his press completes Nc6. Each move's [%clk] is its player's
// time when it was completed.
func TestArticle6_2_1_2NextMoveCompletesThePrevious(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "1+3"; s.Lang = "en" })
	tb := checkRun(t, s, "0 start\n10 e4\n20 e5\n30 Nf3\n40 press\n50 Nc6\n60 press", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":63000,"black_ms":63000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":20,"event":"announce","text":"Eva fünf","audience":"all"}
{"t":30,"event":"move","source":"keyboard","san":"Nf3","by":"white","ply":3}
{"t":30,"event":"announce","text":"Springer Felix drei","audience":"all"}
{"t":40,"event":"clock","what":"press","side":"white","white_ms":26000,"black_ms":63000,"turn":"black","status":"running"}
{"t":50,"event":"move","source":"keyboard","san":"Nc6","by":"black","ply":4}
{"t":50,"event":"announce","text":"Springer Cesar sechs","audience":"all"}
{"t":60,"event":"clock","what":"press","side":"black","white_ms":26000,"black_ms":46000,"turn":"white","status":"running"}`)
	if got := pgnText(tb); !strings.Contains(got, "1. e4 {[%clk 0:00:33]} 1... e5 {[%clk 0:00:53]} 2. Nf3 {[%clk 0:00:26]}\n2... Nc6 {[%clk 0:00:46]} *") {
		t.Errorf("PGN:\n%s", got)
	}
	for _, e := range tb.sheet {
		if !e.completed {
			t.Errorf("%s is not completed", e.san)
		}
	}
}

// TestArticle6_2_2FlagFallsInTheInterval: between the reply and the
// mover's late press it is the mover's clock that runs, so it is his flag
// that falls (6.9): said to the VI player, and claimed, White loses on
// time; Black's clock never ran.
func TestArticle6_2_2FlagFallsInTheInterval(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "1+3"; s.Lang = "en" })
	checkRun(t, s, "0 start\n10 e4\n20 e5\n70 flag", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":63000,"black_ms":63000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":20,"event":"announce","text":"Eva fünf","audience":"all"}
{"t":63,"event":"clock","what":"flag","side":"white","white_ms":0,"black_ms":63000,"turn":"white","status":"running"}
{"t":63,"event":"announce","text":"White, flag fell","audience":"player"}
{"t":70,"event":"clock","what":"pause","side":"white","white_ms":0,"black_ms":63000,"turn":"white","status":"paused"}
{"t":70,"event":"result","result":"0-1","reason":"time forfeit"}
{"t":70,"event":"announce","text":"Game over. Black wins: time forfeit.","audience":"all"}`)
}

// TestArticle9_2ClaimBeforeTheMoversPress: the opponent has the move once
// the mover's move is made (Article 1.3), pressed or not, so his claim
// before that press is his (9.2): it stops the clock, the mover's, which
// ran until then (9.5.1); rejected, the written move is played and the
// mover may still press late. Nothing says that anyone has not pressed.
func TestArticle9_2ClaimBeforeTheMoversPress(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "1+3"; s.Lang = "en" })
	tb := checkRun(t, s, "0 start\n10 e4\n20 claim e5\n20 yes\n30 arbiter reject\n40 press\n50 press", `
{"t":0,"event":"clock","what":"start","side":"white","white_ms":63000,"black_ms":63000,"turn":"white","status":"running"}
{"t":0,"event":"announce","text":"Clock started","audience":"all"}
{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":10,"event":"announce","text":"Eva vier","audience":"all"}
{"t":20,"event":"clock","what":"pause","side":"white","white_ms":43000,"black_ms":63000,"turn":"white","status":"paused"}
{"t":20,"event":"announce","text":"Claim a draw by Black with the move Eva fünf? Black has the move (Article 1.3). If the claim is wrong, the opponent gets time added and the move is played. Answer yes to confirm; anything else cancels.","audience":"all"}
{"t":20,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}
{"t":20,"event":"announce","text":"Claim by Black. Clocks stopped. Move written: Eva fünf. The program finds it not correct: the position has appeared once, half-moves without a pawn move or capture: 0. The arbiter decides: arbiter accept or arbiter reject.","audience":"all"}
{"t":30,"event":"offer","by":"black"}
{"t":30,"event":"clock","what":"adjust","side":"white","white_ms":103000,"black_ms":63000,"turn":"white","status":"paused"}
{"t":30,"event":"announce","text":"The arbiter rejects the claim by Black (Article 9.5.3). White gets one minute. The claim counts as a draw offer by Black (Article 9.1.2.3). The clock runs again.","audience":"all"}
{"t":30,"event":"clock","what":"resume","side":"white","white_ms":103000,"black_ms":63000,"turn":"white","status":"running"}
{"t":30,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}
{"t":30,"event":"announce","text":"Eva fünf","audience":"all"}
{"t":40,"event":"clock","what":"press","side":"white","white_ms":96000,"black_ms":63000,"turn":"black","status":"running"}
{"t":50,"event":"clock","what":"press","side":"black","white_ms":96000,"black_ms":56000,"turn":"white","status":"running"}`)
	if got := pgnText(tb); !strings.Contains(got, "1. e4 {[%clk 0:01:36]} 1... e5 {[%clk 0:00:56]} {(=)} *") {
		t.Errorf("PGN:\n%s", got)
	}
	// A claim without a move, Black's Ng8 not pressed, is White's: he
	// has the move (1.3). Asked first as every claim is, then said with
	// the claimant, in each language.
	tests := []struct{ lang, claim, yes, want string }{
		{"en", "claim", "yes", "Claim by White. Clocks stopped. The program finds it not correct: the position has appeared 2 times, half-moves without a pawn move or capture: 4. The arbiter decides: arbiter accept or arbiter reject."},
		{"de", "reklamieren", "ja", "Reklamation von Weiß. Uhren angehalten. Das Programm hält sie für unberechtigt: die Stellung ist 2-mal aufgetreten, Halbzüge ohne Bauernzug und ohne Schlagen: 4. Der Schiedsrichter entscheidet: schiedsrichter stattgeben oder schiedsrichter zurückweisen."},
		{"cs", "reklamovat", "ano", "Reklamace: bílý. Hodiny zastaveny. Program ji považuje za neoprávněnou: pozice se objevila 2krát, půltahů bez tahu pěšcem a bez braní: 4. Rozhoduje rozhodčí: rozhodčí vyhovět nebo rozhodčí zamítnout."},
	}
	for _, tt := range tests {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time, s.Style = tt.lang, "90+30", lateStyles[tt.lang] }))
		typed(tb, "start", "Nf3", "p", "Nf6", "p", "Ng1", "p", "Ng8")
		typed(tb, tt.claim)
		if !tb.Confirming() {
			t.Fatalf("%s: the claim did not ask", tt.lang)
		}
		got := texts(tb.Apply(Input{At: tb.Now(), Source: SourceKeyboard, Text: tt.yes}))
		if !slices.Equal(got, []string{tt.want}) || tb.claimWaits == nil || tb.claimWaits.by != rules.White {
			t.Errorf("%s: got %q, want %q", tt.lang, got, tt.want)
		}
	}
}

// TestArticle6_2_2BoardReplyBeforeThePress: on the boards, a reply made
// before the mover's press is made as a typed one is: Black's e5 on the
// sighted board before White pressed, White's late press (his tactile
// board does not show e5 yet: the press is not refused for that), Black's
// press, then the VI player reproduces e5 on his board. And the other
// way: the VI player's reply on the tactile board before Black pressed.
func TestArticle6_2_2BoardReplyBeforeThePress(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Lang = "en"; s.Setting = SettingTournament; s.Time = "5+3" })
	equalLines(t, jsonOf(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5", "press", "press", "board tactile lift e7", "board tactile place e5"), []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":2,"event":"announce","text":"Bauer Eva zwei berührt","audience":"player"}`,
		`{"t":3,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":3,"event":"announce","text":"Eva vier","audience":"all"}`,
		`{"t":5,"event":"synced","board":"sighted"}`,
		`{"t":5,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
		`{"t":6,"event":"touch","board":"sighted","square":"e7","piece":"p","by":"black"}`,
		`{"t":7,"event":"move","source":"sighted","san":"e5","by":"black","ply":2}`,
		`{"t":7,"event":"announce","text":"Eva fünf","audience":"all"}`,
		`{"t":8,"event":"clock","what":"press","side":"white","white_ms":299000,"black_ms":303000,"turn":"black","status":"running"}`,
		`{"t":8,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":9,"event":"clock","what":"press","side":"black","white_ms":299000,"black_ms":305000,"turn":"white","status":"running"}`,
		`{"t":9,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":11,"event":"synced","board":"tactile"}`,
		`{"t":11,"event":"announce","text":"The tactile board is in step again.","audience":"player"}`,
	})
	tb = boardTable(t, func(s *Setup) { s.Lang = "en"; s.Setting = SettingTournament; s.Time = "5+3" })
	equalLines(t, jsonOf(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4", "press",
		"board sighted lift e7", "board sighted place e5", "board tactile lift e7", "board tactile place e5",
		"board tactile lift g1", "board tactile place f3", "press", "press", "board sighted lift g1", "board sighted place f3"), []string{
		`{"t":1,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":1,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":2,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":2,"event":"announce","text":"Bauer Eva zwei berührt","audience":"player"}`,
		`{"t":3,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":3,"event":"announce","text":"Eva vier","audience":"all"}`,
		`{"t":5,"event":"synced","board":"sighted"}`,
		`{"t":5,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
		`{"t":6,"event":"clock","what":"press","side":"white","white_ms":301000,"black_ms":303000,"turn":"black","status":"running"}`,
		`{"t":6,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":7,"event":"touch","board":"sighted","square":"e7","piece":"p","by":"black"}`,
		`{"t":8,"event":"move","source":"sighted","san":"e5","by":"black","ply":2}`,
		`{"t":8,"event":"announce","text":"Eva fünf","audience":"all"}`,
		`{"t":10,"event":"synced","board":"tactile"}`,
		`{"t":10,"event":"announce","text":"The tactile board is in step again.","audience":"player"}`,
		`{"t":11,"event":"touch","board":"tactile","square":"g1","piece":"N","by":"white"}`,
		`{"t":11,"event":"announce","text":"Springer Gustav eins berührt","audience":"player"}`,
		`{"t":12,"event":"move","source":"tactile","san":"Nf3","by":"white","ply":3}`,
		`{"t":12,"event":"announce","text":"Springer Felix drei","audience":"all"}`,
		`{"t":13,"event":"clock","what":"press","side":"black","white_ms":301000,"black_ms":299000,"turn":"white","status":"running"}`,
		`{"t":13,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":14,"event":"clock","what":"press","side":"white","white_ms":303000,"black_ms":299000,"turn":"black","status":"running"}`,
		`{"t":14,"event":"announce","text":"Pressed","audience":"player"}`,
		`{"t":16,"event":"synced","board":"sighted"}`,
		`{"t":16,"event":"announce","text":"The sighted board is in step again.","audience":"all"}`,
	})
}

// TestArticle6_2_2ResumeBetweenReplyAndPress: a game resumed between the
// reply and the mover's late press replays both moves as they were made
// (the journal's inputs, through Apply) and goes on: White's late press,
// then Black's, each charged as if no crash had happened but the time the
// resumed clock stood paused.
func TestArticle6_2_2ResumeBetweenReplyAndPress(t *testing.T) {
	for _, lang := range []string{"de", "en", "cs"} {
		s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang, s.Style = lang, lateStyles[lang] })
		first := newTable(t, s)
		ins := []Input{{At: 0, Source: SourceKeyboard, Text: "start"}, {At: 10 * time.Second, Source: SourceKeyboard, Text: "e4"}, {At: 20 * time.Second, Source: SourceKeyboard, Text: "e5"}}
		for _, in := range ins {
			first.Apply(in)
		}
		// The journal's setup, as a resumed session reads it back.
		raw, err := MarshalSetup(first.Setup())
		if err != nil {
			t.Fatal(err)
		}
		back, err := UnmarshalSetup(raw)
		if err != nil || !back.LatePress {
			t.Fatalf("%s: setup read back %+v, %v", lang, back, err)
		}
		tb := newTable(t, back)
		for _, in := range ins {
			tb.Apply(in)
		}
		tb.Apply(Input{At: 25 * time.Second, Source: SourceSystem, Text: InputResumed})
		if tb.Plies() != 2 {
			t.Fatalf("%s: %d plies after the replay, want 2", lang, tb.Plies())
		}
		var got []string
		for _, l := range []string{"resume", "press", "press"} {
			for _, o := range tb.Apply(Input{At: tb.Now() + 5*time.Second, Source: SourceScript, Text: map[string]map[string]string{
				"de": {"resume": "weiter", "press": "drücken"}, "en": {"resume": "resume", "press": "press"}, "cs": {"resume": "pokračovat", "press": "stisk"}}[lang][l]}) {
				if o.Kind == KindClock {
					got = append(got, o.Clock.What+" "+o.Clock.Side.String()+" "+(o.Clock.Times[0]/time.Second).String()+" "+(o.Clock.Times[1]/time.Second).String())
				}
			}
		}
		// White ran 0-25 s and 30-35 s (resumed at 30): 30 s, plus 3.
		want := []string{"resume white 278ns 303ns", "press white 276ns 303ns", "press black 276ns 301ns"}
		if !slices.Equal(got, want) {
			t.Errorf("%s: got %q, want %q", lang, got, want)
		}
	}
}

// TestLatePressOldJournalReplaysTheRefusal: a journal written before the
// late press has no latePress in its setup and replays as it was played:
// the reply before the press refused (TestArticle6_2NobodyPressesForAPlayer
// and its board and claim variants run with LatePress false); a new setup
// has it.
func TestLatePressOldJournalReplaysTheRefusal(t *testing.T) {
	old, err := UnmarshalSetup(json.RawMessage(`{"me":"white","chess960":-1,"style":"annexd","setting":"tournament","time":"5+3"}`))
	if err != nil || old.LatePress {
		t.Errorf("old setup: %+v, %v", old, err)
	}
	if !DefaultSetup().LatePress {
		t.Error("DefaultSetup has no LatePress")
	}
	tb := newTable(t, old)
	if got := texts(typed(tb, "start", "e4", "e5")); len(got) != 3 || got[2] != "Weiß hat die Uhr noch nicht gedrückt: zuerst drücken (Artikel 6.2)." {
		t.Errorf("old journal: %q", got)
	}
}

// TestArticle9_4TouchBeforeTheOpponentsPress: the side to move has the
// move once the opponent's move is made (1.3), pressed or not, so a piece
// he touches on his board before that press counts (9.4): his claim on
// this move is refused, in each language.
func TestArticle9_4TouchBeforeTheOpponentsPress(t *testing.T) {
	tests := []struct{ lang, claim, want string }{
		{"en", "claim", "Black has touched a piece on this move and may not claim now (Article 9.4)."},
		{"de", "reklamieren", "Schwarz hat in diesem Zug eine Figur berührt und darf jetzt nicht reklamieren (Artikel 9.4)."},
		{"cs", "reklamovat", "Černý se v tomto tahu dotkl kamene a nyní nesmí reklamovat (článek 9.4)."},
	}
	for _, tt := range tests {
		tb := boardTable(t, func(s *Setup) {
			s.Lang, s.Style, s.Setting, s.Time = tt.lang, lateStyles[tt.lang], SettingTournament, "5+3"
		})
		typed(tb, "start", "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4", "board sighted lift g8")
		if got := texts(typed(tb, tt.claim)); !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%s: got %q, want %q", tt.lang, got, tt.want)
		}
	}
}

// TestGuidelineIUnsealBeforeThePress: a move sealed by the side having the
// move before his opponent pressed (1.3, Guideline I.1) is made at
// arbiter unseal, the opponent's move completed first at that instant,
// then the sealed move, so that the sealer's opponent's clock starts
// (I.10).
func TestGuidelineIUnsealBeforeThePress(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en" })
	var got []string
	tb := newTable(t, s)
	for _, l := range run(t, tb, "0 start\n10 e4\n20 adjourn e5\n20 yes\n30 arbiter unseal\n40 press") {
		if !strings.Contains(l, `"audience":"arbiter"`) {
			got = append(got, l)
		}
	}
	equalLines(t, got, []string{
		`{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":0,"event":"announce","text":"Clock started","audience":"all"}`,
		`{"t":10,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}`,
		`{"t":10,"event":"announce","text":"Eva vier","audience":"all"}`,
		`{"t":20,"event":"announce","text":"Seal the move as written? It is not said, and not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels.","audience":"all"}`,
		`{"t":20,"event":"clock","what":"pause","side":"white","white_ms":283000,"black_ms":303000,"turn":"white","status":"paused"}`,
		`{"t":20,"event":"announce","text":"Game adjourned. Clocks stopped; the sealed move is in the envelope.","audience":"all"}`,
		`{"t":30,"event":"clock","what":"resume","side":"white","white_ms":283000,"black_ms":303000,"turn":"white","status":"running"}`,
		`{"t":30,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}`,
		`{"t":30,"event":"announce","text":"Eva fünf","audience":"all"}`,
		`{"t":30,"event":"clock","what":"press","side":"white","white_ms":286000,"black_ms":303000,"turn":"black","status":"running"}`,
		`{"t":30,"event":"clock","what":"press","side":"black","white_ms":286000,"black_ms":306000,"turn":"white","status":"running"}`,
		`{"t":40,"event":"error","text":"No move is waiting to be completed."}`,
	})
}

// TestGuidelineIUndoRefusedAfterASealedReply: a reply sealed before the
// mover's press (Article 6.2.2) is for the position after his move; undo
// of that move, still not completed, is refused until arbiter unseal, as
// arbiter takeback is. It used to take e4 back, so that Black's sealed e5
// was found illegal at the unseal and Black lost the game (Guideline
// I.8). Exact in German, English and Czech; a journal written before the
// adjournment was held (no adjournHeld) replays the undo as played.
func TestGuidelineIUndoRefusedAfterASealedReply(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"en", "The game is adjourned; arbiter unseal resumes it."},
		{"cs", "Partie je odložena; rozhodčí otevřít v ní pokračuje."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang, s.Style = tc.lang, lateStyles[tc.lang] }))
		typed(tb, "start", "e4", "adjourn e5", "yes")
		if got := texts(typed(tb, "undo")); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s: undo said %q, want %q", tc.lang, got, tc.want)
		}
		var sans []string
		for _, o := range typed(tb, "arbiter unseal") {
			if o.Kind == KindMove {
				sans = append(sans, o.SAN)
			}
		}
		if res, _ := tb.Result(); !slices.Equal(sans, []string{"e5"}) || res != "" {
			t.Errorf("%s: unseal made %q, result %q; want e5 and the game going on", tc.lang, sans, res)
		}
	}
	tb := newTable(t, tournament(func(s *Setup) { s.Time = "5+3"; s.Lang = "en"; s.AdjournHeld = false }))
	typed(tb, "start", "e4", "adjourn e5", "yes")
	if got := texts(typed(tb, "undo")); !slices.Equal(got, []string{"Taken back: Eva vier."}) {
		t.Errorf("old journal: undo said %q, want the take-back as played", got)
	}
}

// TestGuidelineIClaimWhileAdjournedRefusedAtOnce: a claim while the game
// is adjourned is refused at once with how the game goes on, as a move
// is; it used to ask "Claim a draw by White …?" first and refuse only
// after the yes. Exact in German, English and Czech; a journal written
// before the adjournment was held asks as it did.
func TestGuidelineIClaimWhileAdjournedRefusedAtOnce(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Die Partie ist vertagt; schiedsrichter öffnen setzt sie fort."},
		{"en", "The game is adjourned; arbiter unseal resumes it."},
		{"cs", "Partie je odložena; rozhodčí otevřít v ní pokračuje."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Time = "90+30"; s.Lang, s.Style = tc.lang, lateStyles[tc.lang] }))
		typed(tb, "start", "e4", "p", "e5", "p", "adjourn Nf3", "yes")
		for _, line := range []string{"claim", "claim Nf3"} {
			if got := texts(typed(tb, line)); !slices.Equal(got, []string{tc.want}) || tb.Confirming() {
				t.Errorf("%s: %s said %q (question waiting: %v), want %q", tc.lang, line, got, tb.Confirming(), tc.want)
			}
		}
	}
	tb := newTable(t, tournament(func(s *Setup) { s.Time = "90+30"; s.Lang = "en"; s.AdjournHeld = false }))
	typed(tb, "start", "e4", "p", "e5", "p", "adjourn Nf3", "yes")
	typed(tb, "claim")
	if !tb.Confirming() {
		t.Errorf("old journal: claim while adjourned did not ask")
	}
}

// TestLatePressTakeBackKeepsTheSheetWithTheClock: a move taken back
// leaves the scoresheet as the clock stands. White's Nf3, typed without a
// press after Black's reply, completed his e4 (6.2.1.2); undone, e4
// waits for White's press again and his press completes it. The arbiter's
// take-back of a reply made before White's late press puts the clock back
// to before the reply, White's clock running: e4 waits for his press
// again too, and the game goes on from there; so after arbiter retrace.
func TestLatePressTakeBackKeepsTheSheetWithTheClock(t *testing.T) {
	s := tournament(func(s *Setup) { s.Time = "1+3"; s.Lang = "en" })
	tb := newTable(t, s)
	got := run(t, tb, "0 start\n10 e4\n20 e5\n30 Nf3\n35 undo\n40 press\n50 press")
	equalLines(t, got[len(got)-4:], []string{
		`{"t":35,"event":"undo","san":"Nf3","by":"white","ply":3}`,
		`{"t":35,"event":"announce","text":"Taken back: Springer Felix drei.","audience":"all"}`,
		`{"t":40,"event":"clock","what":"press","side":"white","white_ms":26000,"black_ms":63000,"turn":"black","status":"running"}`,
		`{"t":50,"event":"clock","what":"press","side":"black","white_ms":26000,"black_ms":56000,"turn":"white","status":"running"}`,
	})
	if p := pgnText(tb); !strings.Contains(p, "1. e4 {[%clk 0:00:26]} 1... e5 {[%clk 0:00:56]} *") {
		t.Errorf("PGN:\n%s", p)
	}
	tb = newTable(t, s)
	got = run(t, tb, "0 start\n10 e4\n20 e5\n30 press\n40 arbiter takeback\n40 yes\n45 resume\n50 press\n55 e5\n60 press")
	want := []string{
		`{"t":40,"event":"clock","what":"adjust","side":"white","white_ms":43000,"black_ms":63000,"turn":"white","status":"paused"}`,
		`{"t":40,"event":"undo","san":"e5","by":"black","ply":2}`,
		`{"t":40,"event":"announce","text":"The arbiter takes back Eva fünf. Clock paused at its times before the move.","audience":"all"}`,
		`{"t":45,"event":"clock","what":"resume","side":"white","white_ms":43000,"black_ms":63000,"turn":"white","status":"running"}`,
		`{"t":45,"event":"announce","text":"Clock resumed","audience":"all"}`,
		`{"t":50,"event":"clock","what":"press","side":"white","white_ms":41000,"black_ms":63000,"turn":"black","status":"running"}`,
		`{"t":55,"event":"move","source":"keyboard","san":"e5","by":"black","ply":2}`,
		`{"t":55,"event":"announce","text":"Eva fünf","audience":"all"}`,
		`{"t":60,"event":"clock","what":"press","side":"black","white_ms":41000,"black_ms":56000,"turn":"white","status":"running"}`,
	}
	equalLines(t, got[len(got)-len(want):], want)
	if p := pgnText(tb); !strings.Contains(p, "1. e4 {[%clk 0:00:41]} 1... e5 {[%clk 0:00:56]} *") {
		t.Errorf("PGN:\n%s", p)
	}
	// arbiter retrace to after 1... e5, where nobody had pressed (e4
	// was completed by Nf3, now struck out): the clock is White's, so
	// e4 waits for his press again; his press and then Black's follow.
	tb = newTable(t, s)
	got = run(t, tb, "0 start\n10 e4\n20 e5\n30 Nf3\n40 press\n50 arbiter retrace 1...\n50 yes\n55 resume\n60 press\n65 press")
	want = []string{
		`{"t":60,"event":"clock","what":"press","side":"white","white_ms":31000,"black_ms":63000,"turn":"black","status":"running"}`,
		`{"t":65,"event":"clock","what":"press","side":"black","white_ms":31000,"black_ms":61000,"turn":"white","status":"running"}`,
	}
	equalLines(t, got[len(got)-len(want):], want)
}

// TestClaimQuestionNamesTheClaimant: the question before a claim says
// whose claim it is and with what, so that a VI player who meant his own
// claim hears before he answers that it is his opponent's. When the
// claimant has the move on the board while the clock still runs for the
// mover (a move made, its press not yet: Article 1.3), one short sentence
// says that he has the move, and nothing about the press (12.6). In each
// language.
func TestClaimQuestionNamesTheClaimant(t *testing.T) {
	tests := []struct {
		lang  string
		lines []string // typed before the claim
		claim string
		want  string
	}{
		// Black's Ng8 made, not pressed: the claim without a move is
		// White's.
		{"en", []string{"Nf3", "p", "Nf6", "p", "Ng1", "p", "Ng8"}, "claim",
			"Claim a draw by White, without a move? White has the move (Article 1.3). If the claim is wrong, the opponent gets time added. Answer yes to confirm; anything else cancels."},
		{"de", []string{"Nf3", "p", "Nf6", "p", "Ng1", "p", "Ng8"}, "reklamieren",
			"Remisreklamation von Weiß, ohne Zug? Weiß ist am Zug (Artikel 1.3). Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben. Mit ja bestätigen; alles andere bricht ab."},
		{"cs", []string{"Nf3", "p", "Nf6", "p", "Ng1", "p", "Ng8"}, "reklamovat",
			"Reklamace remízy: bílý, bez tahu? Na tahu je bílý (článek 1.3). Je-li reklamace nesprávná, soupeř dostane čas navíc. Potvrďte slovem ano; cokoli jiného zruší."},
		// White's e4 made, not pressed: the claim with e5 is Black's.
		{"en", []string{"e4"}, "claim e5",
			"Claim a draw by Black with the move Eva five? Black has the move (Article 1.3). If the claim is wrong, the opponent gets time added and the move is played. Answer yes to confirm; anything else cancels."},
		{"de", []string{"e4"}, "reklamieren e5",
			"Remisreklamation von Schwarz mit dem Zug Eva fünf? Schwarz ist am Zug (Artikel 1.3). Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben und der Zug wird gespielt. Mit ja bestätigen; alles andere bricht ab."},
		{"cs", []string{"e4"}, "reklamovat e5",
			"Reklamace remízy: černý, s tahem Eva pět? Na tahu je černý (článek 1.3). Je-li reklamace nesprávná, soupeř dostane čas navíc a tah se zahraje. Potvrďte slovem ano; cokoli jiného zruší."},
		// Pressed: board and clock agree, no more is said.
		{"en", []string{"e4", "p"}, "claim e5",
			"Claim a draw by Black with the move Eva five? If the claim is wrong, the opponent gets time added and the move is played. Answer yes to confirm; anything else cancels."},
		{"de", []string{"e4", "p", "e5", "p"}, "reklamieren",
			"Remisreklamation von Weiß, ohne Zug? Ist die Reklamation falsch, bekommt der Gegner Zeit gutgeschrieben. Mit ja bestätigen; alles andere bricht ab."},
		{"cs", []string{"e4", "p"}, "reklamovat",
			"Reklamace remízy: černý, bez tahu? Je-li reklamace nesprávná, soupeř dostane čas navíc. Potvrďte slovem ano; cokoli jiného zruší."},
	}
	for _, tt := range tests {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time, s.Style = tt.lang, "90+30", lateStyles[tt.lang] }))
		typed(tb, "start")
		typed(tb, tt.lines...)
		got := texts(typed(tb, tt.claim))
		if len(got) == 0 || got[0] != tt.want || !tb.Confirming() {
			t.Errorf("%s %v %q:\n got %q\nwant %q", tt.lang, tt.lines, tt.claim, got, tt.want)
		}
	}
}
