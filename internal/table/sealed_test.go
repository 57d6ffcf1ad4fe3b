package table

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/journal"
)

// TestGuidelineI8SealedMoveJudgedAtTheUnseal: the sealed move is taken as
// written (Setup.SealAsWritten): said back to the VI player alone without
// being judged, sealed after his yes, and the game adjourned; the
// journal keeps it, and after the journal's replay and a resume arbiter
// unseal judges it with the opponent present. A move that is illegal,
// ambiguous or cannot be read loses (Guideline I.8; I.10 of the 2023
// Laws), unless the opponent cannot checkmate by any series of legal
// moves: then the game is drawn (as Article 6.9). The program proposes
// that result and the arbiter's yes sets it, in each language.
func TestGuidelineI8SealedMoveJudgedAtTheUnseal(t *testing.T) {
	const (
		start  = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"
		noMate = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
	)
	for _, tc := range []struct {
		name, lang, style, fen, sealed string
		ask                            string   // the question, to the VI player alone
		want                           []string // arbiter unseal, then yes
	}{
		{"illegal", "de", "annexd", start, "Ke3",
			`{"t":3,"event":"announce","text":"„Ke3“ so versiegeln, wie geschrieben? Der Zug wird erst geprüft, wenn der Schiedsrichter den Umschlag öffnet. Mit ja bestätigen; alles andere bricht ab.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Der abgegebene Zug von Weiß, „Ke3“, ist hier nicht regelgemäß (Richtlinie I.8). Weiß verliert: der Schiedsrichter bestätigt das Ergebnis 0-1 oder entscheidet anders.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Schiedsrichter: Ergebnis 0-1 setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Partie beendet. Schwarz gewinnt: Entscheidung des Schiedsrichters.","audience":"all"}`,
			}},
		{"ambiguous", "de", "annexd", start, "Nd2",
			`{"t":3,"event":"announce","text":"„Nd2“ so versiegeln, wie geschrieben? Der Zug wird erst geprüft, wenn der Schiedsrichter den Umschlag öffnet. Mit ja bestätigen; alles andere bricht ab.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Der abgegebene Zug von Weiß, „Nd2“, ist mehrdeutig: mehr als ein Zug passt (Richtlinie I.8). Weiß verliert: der Schiedsrichter bestätigt das Ergebnis 0-1 oder entscheidet anders.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Schiedsrichter: Ergebnis 0-1 setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Partie beendet. Schwarz gewinnt: Entscheidung des Schiedsrichters.","audience":"all"}`,
			}},
		{"unreadable", "de", "annexd", start, "Xq9",
			`{"t":3,"event":"announce","text":"„Xq9“ so versiegeln, wie geschrieben? Der Zug wird erst geprüft, wenn der Schiedsrichter den Umschlag öffnet. Mit ja bestätigen; alles andere bricht ab.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Der abgegebene Zug von Weiß, „Xq9“, ist als Zug nicht lesbar (Richtlinie I.8). Weiß verliert: der Schiedsrichter bestätigt das Ergebnis 0-1 oder entscheidet anders.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Schiedsrichter: Ergebnis 0-1 setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Partie beendet. Schwarz gewinnt: Entscheidung des Schiedsrichters.","audience":"all"}`,
			}},
		{"opponent cannot mate", "de", "annexd", noMate, "Ka5",
			`{"t":3,"event":"announce","text":"„Ka5“ so versiegeln, wie geschrieben? Der Zug wird erst geprüft, wenn der Schiedsrichter den Umschlag öffnet. Mit ja bestätigen; alles andere bricht ab.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Der abgegebene Zug von Weiß, „Ka5“, ist hier nicht regelgemäß (Richtlinie I.8). Schwarz kann mit keiner Folge regelgemäßer Züge mattsetzen, also endet die Partie remis (wie Artikel 6.9): der Schiedsrichter bestätigt das Ergebnis 1/2 oder entscheidet anders.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Schiedsrichter: Ergebnis 1/2 setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
				`{"t":210,"event":"result","result":"1/2-1/2","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Partie beendet. Remis: Entscheidung des Schiedsrichters.","audience":"all"}`,
			}},
		{"illegal", "en", "annexd-en", start, "Ke3",
			`{"t":3,"event":"announce","text":"Seal \"Ke3\" as written? It is not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"The sealed move of White, \"Ke3\", is not a legal move here (Guideline I.8). White loses: the arbiter confirms the result 0-1 or decides otherwise.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Arbiter: set the result 0-1? Answer yes to confirm; anything else cancels.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Game over. Black wins: arbiter's decision.","audience":"all"}`,
			}},
		{"ambiguous", "en", "annexd-en", start, "Nd2",
			`{"t":3,"event":"announce","text":"Seal \"Nd2\" as written? It is not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"The sealed move of White, \"Nd2\", is ambiguous: more than one move fits it (Guideline I.8). White loses: the arbiter confirms the result 0-1 or decides otherwise.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Arbiter: set the result 0-1? Answer yes to confirm; anything else cancels.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Game over. Black wins: arbiter's decision.","audience":"all"}`,
			}},
		{"unreadable", "en", "annexd-en", start, "Xq9",
			`{"t":3,"event":"announce","text":"Seal \"Xq9\" as written? It is not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"The sealed move of White, \"Xq9\", cannot be read as a move (Guideline I.8). White loses: the arbiter confirms the result 0-1 or decides otherwise.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Arbiter: set the result 0-1? Answer yes to confirm; anything else cancels.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Game over. Black wins: arbiter's decision.","audience":"all"}`,
			}},
		{"opponent cannot mate", "en", "annexd-en", noMate, "Ka5",
			`{"t":3,"event":"announce","text":"Seal \"Ka5\" as written? It is not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"The sealed move of White, \"Ka5\", is not a legal move here (Guideline I.8). Black cannot checkmate by any series of legal moves, so the game is drawn (as Article 6.9): the arbiter confirms the result 1/2 or decides otherwise.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Arbiter: set the result 1/2? Answer yes to confirm; anything else cancels.","audience":"all"}`,
				`{"t":210,"event":"result","result":"1/2-1/2","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Game over. Draw: arbiter's decision.","audience":"all"}`,
			}},
		{"illegal", "cs", "cs", start, "Ke3",
			`{"t":3,"event":"announce","text":"Zapečetit „Ke3“, jak je napsán? Kontroluje se až při otevření rozhodčím. Potvrďte slovem ano; cokoli jiného zruší.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Zapečetěný tah (bílý), „Ke3“, zde není možný (směrnice I.8). Bílý prohrává: rozhodčí potvrdí výsledek 0-1, nebo rozhodne jinak.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Rozhodčí: nastavit výsledek 0-1? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Konec partie. Černý vyhrává: rozhodnutí rozhodčího.","audience":"all"}`,
			}},
		{"ambiguous", "cs", "cs", start, "Nd2",
			`{"t":3,"event":"announce","text":"Zapečetit „Nd2“, jak je napsán? Kontroluje se až při otevření rozhodčím. Potvrďte slovem ano; cokoli jiného zruší.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Zapečetěný tah (bílý), „Nd2“, je nejednoznačný: hodí se na něj víc tahů (směrnice I.8). Bílý prohrává: rozhodčí potvrdí výsledek 0-1, nebo rozhodne jinak.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Rozhodčí: nastavit výsledek 0-1? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Konec partie. Černý vyhrává: rozhodnutí rozhodčího.","audience":"all"}`,
			}},
		{"unreadable", "cs", "cs", start, "Xq9",
			`{"t":3,"event":"announce","text":"Zapečetit „Xq9“, jak je napsán? Kontroluje se až při otevření rozhodčím. Potvrďte slovem ano; cokoli jiného zruší.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Zapečetěný tah (bílý), „Xq9“, nelze přečíst jako tah (směrnice I.8). Bílý prohrává: rozhodčí potvrdí výsledek 0-1, nebo rozhodne jinak.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Rozhodčí: nastavit výsledek 0-1? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
				`{"t":210,"event":"result","result":"0-1","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Konec partie. Černý vyhrává: rozhodnutí rozhodčího.","audience":"all"}`,
			}},
		{"opponent cannot mate", "cs", "cs", noMate, "Ka5",
			`{"t":3,"event":"announce","text":"Zapečetit „Ka5“, jak je napsán? Kontroluje se až při otevření rozhodčím. Potvrďte slovem ano; cokoli jiného zruší.","audience":"player"}`,
			[]string{
				`{"t":200,"event":"announce","text":"Zapečetěný tah (bílý), „Ka5“, zde není možný (směrnice I.8). Černý nemůže dát mat žádnou řadou možných tahů, partie tedy končí remízou (jako článek 6.9): rozhodčí potvrdí výsledek 1/2, nebo rozhodne jinak.","audience":"all"}`,
				`{"t":200,"event":"announce","text":"Rozhodčí: nastavit výsledek 1/2? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
				`{"t":210,"event":"result","result":"1/2-1/2","reason":"arbiter"}`,
				`{"t":210,"event":"announce","text":"Konec partie. Remíza: rozhodnutí rozhodčího.","audience":"all"}`,
			}},
	} {
		t.Run(tc.name+" "+tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			s := tournament(func(s *Setup) { s.Lang, s.Style, s.Time, s.FEN = tc.lang, tc.style, "90+30", tc.fen })
			l, outs := newLoop(t, dir, s)
			l.Start()
			feed(t, l, "1 start\n3 adjourn "+tc.sealed+"\n4 yes\n5 quit")
			var ask []string
			for _, o := range *outs {
				if o.Kind == KindAnnounce && o.At == 3*time.Second {
					ask = append(ask, string(o.JSON()))
				}
			}
			equalLines(t, ask, []string{tc.ask})
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
			equalLines(t, run(t, tb, "200 arbiter unseal\n210 yes"), tc.want)
			var finding struct{ Text string }
			if err := json.Unmarshal([]byte(tc.want[0]), &finding); err != nil {
				t.Fatal(err)
			}
			if !tb.Over() || !strings.Contains(tb.ArbiterLogText(), finding.Text) {
				t.Errorf("over %v, log:\n%s", tb.Over(), tb.ArbiterLogText())
			}
		})
	}
}

// TestGuidelineI8ArbiterDecidesOtherwise: the arbiter's no to the
// proposed result leaves the game at the position before the sealed
// move, the envelope opened and the clocks stopped; resume runs the
// sealer's clock and he makes a move.
func TestGuidelineI8ArbiterDecidesOtherwise(t *testing.T) {
	tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time = "en", "annexd-en", "90+30" }))
	typed(tb, "start", "e4", "p", "e5", "p", "adjourn Ke3", "yes", "arbiter unseal")
	if got := texts(typed(tb, "no")); !slices.Equal(got, []string{"Cancelled, nothing changed."}) || tb.Over() || tb.clk.Status() != clock.Paused {
		t.Fatalf("no: %q, over %v, clock %v", got, tb.Over(), tb.clk.Status())
	}
	typed(tb, "resume")
	var sans []string
	for _, o := range typed(tb, "Nf3") {
		if o.Kind == KindMove {
			sans = append(sans, o.SAN)
		}
	}
	if !slices.Equal(sans, []string{"Nf3"}) || tb.clk.Status() != clock.Running {
		t.Errorf("after resume: %q, clock %v", sans, tb.clk.Status())
	}
}

// TestGuidelineISealRefusedInAnOldJournal: a journal written before the
// sealed move was taken as written (Setup.SealAsWritten false) replays
// as it was played: an illegal sealed move was refused at once, without
// a question, and a legal one sealed at once.
func TestGuidelineISealRefusedInAnOldJournal(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Der abgegebene Zug ist hier nicht regelgemäß; bitte neu schreiben (er wird nicht gesagt)."},
		{"en", "The sealed move is not a legal move here; write it again (it is not said)."},
		{"cs", "Zapečetěný tah zde není možný; napište ho znovu (neříká se)."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time, s.SealAsWritten = tc.lang, "90+30", false }))
		typed(tb, "start", "e4", "p", "e5", "p")
		if got := texts(typed(tb, "adjourn Ke3")); !slices.Equal(got, []string{tc.want}) || tb.Confirming() {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
		typed(tb, "adjourn Nf3")
		if tb.Confirming() || tb.sealed == nil {
			t.Errorf("%s: a legal sealed move was not sealed at once", tc.lang)
		}
	}
}

// TestGuidelineIOpponentsSealedMoveNotSaidBack: the opponent's sealed
// move (Black's, the VI player White) is not said back, since the VI
// player would hear it: the question asks without it, in each language,
// and the yes seals it as written.
func TestGuidelineIOpponentsSealedMoveNotSaidBack(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Den Zug so versiegeln, wie geschrieben? Er wird nicht gesagt und erst geprüft, wenn der Schiedsrichter den Umschlag öffnet. Mit ja bestätigen; alles andere bricht ab."},
		{"en", "Seal the move as written? It is not said, and not checked until the arbiter unseals it. Answer yes to confirm; anything else cancels."},
		{"cs", "Zapečetit tah, jak je napsán? Neříká se a kontroluje se až při otevření rozhodčím. Potvrďte slovem ano; cokoli jiného zruší."},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time = tc.lang, "90+30" }))
		typed(tb, "start", "e4", "p")
		if got := texts(typed(tb, "adjourn Nc6")); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
		typed(tb, "yes")
		if tb.sealed == nil || tb.sealed.text != "Nc6" {
			t.Errorf("%s: sealed %+v", tc.lang, tb.sealed)
		}
	}
}
