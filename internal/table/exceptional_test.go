package table

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
)

// TestArticle11_8ExceptionalResults: arbiter result takes the exceptional
// results of Articles 11.7, 11.8 and 12.9 (R148): 0-0 (both players
// lose), 1/2-0 and 0-1/2 (one side half a point, the other none), also
// written with ½ or a colon; asked first and said in words, in each
// language. The journal keeps it: the replayed game has the same result.
// The PGN has Result "*", which every reader reads, with the real result
// in the ExceptionalResult tag and the comment.
func TestArticle11_8ExceptionalResults(t *testing.T) {
	for _, tc := range []struct {
		lang, typed, result string
		want                []string // the question, then the result after yes
		comment             string
	}{
		{"de", "0-0", "0-0", []string{
			`{"t":20,"event":"announce","text":"Schiedsrichter: Ergebnis 0-0 (beide Spieler verlieren) setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"Die Uhr steht bis zur Antwort.","audience":"all"}`,
			`{"t":21,"event":"result","result":"0-0","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Partie beendet. Beide Spieler verlieren: Entscheidung des Schiedsrichters.","audience":"all"}`,
		},
			"arbiter, exceptional result 0-0 (both players lose, FIDE Laws 11.7, 11.8, 12.9)"},
		{"de", "1/2-0", "1/2-0", []string{
			`{"t":20,"event":"announce","text":"Schiedsrichter: Ergebnis 1/2-0 (Weiß einen halben Punkt, Schwarz keinen) setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"Die Uhr steht bis zur Antwort.","audience":"all"}`,
			`{"t":21,"event":"result","result":"1/2-0","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Partie beendet. Weiß einen halben Punkt, Schwarz keinen: Entscheidung des Schiedsrichters.","audience":"all"}`,
		},
			"arbiter, exceptional result 1/2-0 (White half a point, Black none, FIDE Laws 11.7, 11.8, 12.9)"},
		{"de", "0-½", "0-1/2", []string{
			`{"t":20,"event":"announce","text":"Schiedsrichter: Ergebnis 0-½ (Weiß keinen Punkt, Schwarz einen halben) setzen? Mit ja bestätigen; alles andere bricht ab.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"Die Uhr steht bis zur Antwort.","audience":"all"}`,
			`{"t":21,"event":"result","result":"0-1/2","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Partie beendet. Weiß keinen Punkt, Schwarz einen halben: Entscheidung des Schiedsrichters.","audience":"all"}`,
		},
			"arbiter, exceptional result 0-1/2 (White none, Black half a point, FIDE Laws 11.7, 11.8, 12.9)"},
		{"en", "0:0", "0-0", []string{
			`{"t":20,"event":"announce","text":"Arbiter: set the result 0:0 (both players lose)? Answer yes to confirm; anything else cancels.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}`,
			`{"t":21,"event":"result","result":"0-0","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Game over. Both players lose: arbiter's decision.","audience":"all"}`,
		},
			"arbiter, exceptional result 0-0 (both players lose, FIDE Laws 11.7, 11.8, 12.9)"},
		{"en", "½-0", "1/2-0", []string{
			`{"t":20,"event":"announce","text":"Arbiter: set the result ½-0 (White half a point, Black none)? Answer yes to confirm; anything else cancels.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}`,
			`{"t":21,"event":"result","result":"1/2-0","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Game over. White half a point, Black none: arbiter's decision.","audience":"all"}`,
		},
			"arbiter, exceptional result 1/2-0 (White half a point, Black none, FIDE Laws 11.7, 11.8, 12.9)"},
		{"en", "0-1/2", "0-1/2", []string{
			`{"t":20,"event":"announce","text":"Arbiter: set the result 0-1/2 (White none, Black half a point)? Answer yes to confirm; anything else cancels.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"The clock is stopped until the answer.","audience":"all"}`,
			`{"t":21,"event":"result","result":"0-1/2","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Game over. White none, Black half a point: arbiter's decision.","audience":"all"}`,
		},
			"arbiter, exceptional result 0-1/2 (White none, Black half a point, FIDE Laws 11.7, 11.8, 12.9)"},
		{"cs", "0-0", "0-0", []string{
			`{"t":20,"event":"announce","text":"Rozhodčí: nastavit výsledek 0-0 (oba hráči prohrávají)? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"Hodiny stojí až do odpovědi.","audience":"all"}`,
			`{"t":21,"event":"result","result":"0-0","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Konec partie. Oba hráči prohrávají: rozhodnutí rozhodčího.","audience":"all"}`,
		},
			"arbiter, exceptional result 0-0 (both players lose, FIDE Laws 11.7, 11.8, 12.9)"},
		{"cs", "1/2:0", "1/2-0", []string{
			`{"t":20,"event":"announce","text":"Rozhodčí: nastavit výsledek 1/2:0 (bílý půl bodu, černý nic)? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"Hodiny stojí až do odpovědi.","audience":"all"}`,
			`{"t":21,"event":"result","result":"1/2-0","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Konec partie. Bílý půl bodu, černý nic: rozhodnutí rozhodčího.","audience":"all"}`,
		},
			"arbiter, exceptional result 1/2-0 (White half a point, Black none, FIDE Laws 11.7, 11.8, 12.9)"},
		{"cs", "0-1/2", "0-1/2", []string{
			`{"t":20,"event":"announce","text":"Rozhodčí: nastavit výsledek 0-1/2 (bílý nic, černý půl bodu)? Potvrďte slovem ano; cokoli jiného zruší.","audience":"all"}`,
			`{"t":20,"event":"announce","text":"Hodiny stojí až do odpovědi.","audience":"all"}`,
			`{"t":21,"event":"result","result":"0-1/2","reason":"arbiter"}`,
			`{"t":21,"event":"announce","text":"Konec partie. Bílý nic, černý půl bodu: rozhodnutí rozhodčího.","audience":"all"}`,
		},
			"arbiter, exceptional result 0-1/2 (White none, Black half a point, FIDE Laws 11.7, 11.8, 12.9)"},
	} {
		t.Run(tc.lang+" "+tc.typed, func(t *testing.T) {
			dir := t.TempDir()
			s := tournament(func(s *Setup) { s.Lang, s.Time = tc.lang, "90+30" })
			l, outs := newLoop(t, dir, s)
			l.Start()
			feed(t, l, "0 start\n10 e4\n11 p\n20 arbiter result "+tc.typed+"\n21 yes")
			var got []string
			for _, o := range *outs {
				if o.At >= 20*time.Second && o.Kind != KindInput && o.Kind != KindClock {
					got = append(got, string(o.JSON()))
				}
			}
			equalLines(t, got, tc.want)
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
			if res, reason := tb.Result(); res != tc.result || reason != "arbiter" || !tb.Over() {
				t.Errorf("replayed: %q (%s), over %v", res, reason, tb.Over())
			}
			g := tb.PGN()
			if g.Result != pgn.Unknown || g.Tag(pgn.TagExceptionalResult) != tc.result || g.FinalResult() != tc.result ||
				!slices.Equal(g.Moves[0].Comments, []string{tc.comment}) {
				t.Errorf("PGN: result %q, tag %q, comments %q", g.Result, g.Tag(pgn.TagExceptionalResult), g.Moves[0].Comments)
			}
			if text := pgn.Format(g); !strings.Contains(text, `[Result "*"]`) || !strings.HasSuffix(strings.TrimSpace(text), "*") {
				t.Errorf("PGN text:\n%s", text)
			}
		})
	}
}

// TestExceptionalResultsRefusedInAnOldJournal: a journal written before
// the exceptional results (Setup.ExceptionalResults false) replays as it
// was played: arbiter result 0-0 was refused at once, without a question,
// and the game went on. The hint names only the results such a game
// takes, not the exceptional ones it refuses; exact in German, English
// and Czech.
func TestExceptionalResultsRefusedInAnOldJournal(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", `Ergebnis "0-0": 1-0, 0-1, 1/2 oder * eingeben.`},
		{"en", `Result "0-0": type 1-0, 0-1, 1/2 or *.`},
		{"cs", `Výsledek "0-0": zadejte 1-0, 0-1, 1/2 nebo *.`},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Time, s.ExceptionalResults = tc.lang, "90+30", false }))
		typed(tb, "start", "e4", "p")
		want := []string{tc.want}
		if got := texts(typed(tb, "arbiter result 0-0")); !slices.Equal(got, want) || tb.Confirming() || tb.Over() {
			t.Errorf("old journal, %s: %q, asking %v, over %v; want %q", tc.lang, got, tb.Confirming(), tb.Over(), want)
		}
	}
}

// TestResultShownSaysAnExceptionalResultInWords: the score a session's
// last line gives ("Game over: 0-0 (both players lose). PGN: …") has its
// words when it is an exceptional result, as the hub and the braille
// sheet give it: "0-0" alone reads as castling. A plain result stays as
// it is; "" while the game goes on. Exact in German, English and Czech.
func TestResultShownSaysAnExceptionalResultInWords(t *testing.T) {
	for _, tc := range []struct{ lang, typed, want string }{
		{"de", "0-0", "0-0 (beide Spieler verlieren)"},
		{"en", "1/2-0", "1/2-0 (White half a point, Black none)"},
		{"cs", "0-1/2", "0-1/2 (bílý nic, černý půl bodu)"},
		{"en", "1-0", "1-0"},
	} {
		tb := newTable(t, tournament(func(s *Setup) { s.Lang = tc.lang }))
		if got := tb.ResultShown(); got != "" {
			t.Errorf("%s: before the result %q, want none", tc.lang, got)
		}
		typed(tb, "arbiter result "+tc.typed, "yes")
		if got := tb.ResultShown(); got != tc.want {
			t.Errorf("%s: %s shown as %q, want %q", tc.lang, tc.typed, got, tc.want)
		}
	}
}
