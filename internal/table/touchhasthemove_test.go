package table

import (
	"slices"
	"testing"
)

// TestArticle1_3TouchCountsOnceTheMoveIsMade: the side having the move
// has it once his opponent's move is made (Article 1.3), also where that
// move is completed only by the reply: in a game without a clock and in
// casual play. Black's touch on the sighted board (a knight lifted and
// put back: without a j'adoube the board cannot hear, a touch, 4.2.2)
// before his reply rejects White's draw offer (9.1.2.1) and takes his
// right to claim on this move (9.4); until session 21 it counted only
// once White's move was completed, and a journal written before
// (Setup.TouchHasTheMove false) replays so. In English, German and Czech.
func TestArticle1_3TouchCountsOnceTheMoveIsMade(t *testing.T) {
	const fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	langs := []struct {
		lang, style, draw, yes, claim string
		rejected, noClaim             string
	}{
		{"en", "annexd-en", "draw", "yes", "claim",
			"Black touched a piece: the draw offer by White is rejected (Article 9.1.2.1).",
			"Black has touched a piece on this move and may not claim now (Article 9.4)."},
		{"de", "annexd", "remis", "ja", "reklamieren",
			"Schwarz hat eine Figur berührt: das Remisangebot von Weiß ist abgelehnt (Artikel 9.1.2.1).",
			"Schwarz hat in diesem Zug eine Figur berührt und darf jetzt nicht reklamieren (Artikel 9.4)."},
		{"cs", "cs", "remíza", "ano", "reklamace",
			"Černý se dotkl kamene: nabídka remízy (bílý) je odmítnuta (článek 9.1.2.1).",
			"Černý se v tomto tahu dotkl kamene a nyní nesmí reklamovat (článek 9.4)."},
	}
	for _, c := range []struct {
		name, setting, time string
	}{
		{"tournament, no clock", SettingTournament, ""},
		{"casual, no clock", SettingCasual, ""},
		{"casual with a clock", SettingCasual, "5+3"},
	} {
		for _, l := range langs {
			for _, old := range []bool{false, true} {
				tb := boardTable(t, func(s *Setup) {
					s.Lang, s.Style, s.Setting, s.Time, s.FEN = l.lang, l.style, c.setting, c.time, fen
					s.TouchHasTheMove = !old
				})
				typed(tb, "board tactile lift g1", "board tactile place f3")
				typedConfirmed(t, tb, l.draw)
				typed(tb, "board sighted lift g1", "board sighted place f3")
				got := texts(typed(tb, "board sighted lift b8", "board sighted place b8", l.claim))
				want := []string{l.rejected, l.noClaim}
				if old {
					// The journal of an earlier version: the touch did not
					// count, and the claim is asked.
					if len(got) == 0 || slices.Contains(got, l.rejected) || slices.Contains(got, l.noClaim) || !tb.Confirming() {
						t.Errorf("%s, %s, old journal: %q", c.name, l.lang, got)
					}
					continue
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s, %s: %q, want %q", c.name, l.lang, got, want)
				}
			}
		}
	}
}

// TestArticle4_3_2OpponentsPieceLiftedIsATouch: on the tactile board
// every piece lifted is touched (D.2.2), the opponent's too, which
// Article 4.3.2 makes a touch as well: White, the VI player, lifts
// Black's pawn d5 while Black's draw offer is pending; the offer is
// rejected (9.1.2.1) and White may not claim on this move (9.4). Until
// session 21 only his own pieces counted, and a journal written before
// (Setup.TouchHasTheMove false) replays so. In English, German and Czech.
func TestArticle4_3_2OpponentsPieceLiftedIsATouch(t *testing.T) {
	const fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
	for _, l := range []struct {
		lang, style, draw, claim string
		rejected, noClaim        string
	}{
		{"en", "annexd-en", "draw", "claim",
			"White touched a piece: the draw offer by Black is rejected (Article 9.1.2.1).",
			"White has touched a piece on this move and may not claim now (Article 9.4)."},
		{"de", "annexd", "remis", "reklamieren",
			"Weiß hat eine Figur berührt: das Remisangebot von Schwarz ist abgelehnt (Artikel 9.1.2.1).",
			"Weiß hat in diesem Zug eine Figur berührt und darf jetzt nicht reklamieren (Artikel 9.4)."},
		{"cs", "cs", "remíza", "reklamace",
			"Bílý se dotkl kamene: nabídka remízy (černý) je odmítnuta (článek 9.1.2.1).",
			"Bílý se v tomto tahu dotkl kamene a nyní nesmí reklamovat (článek 9.4)."},
	} {
		for _, old := range []bool{false, true} {
			tb := boardTable(t, func(s *Setup) {
				s.Lang, s.Style, s.Setting, s.FEN = l.lang, l.style, SettingTournament, fen
				s.TouchHasTheMove = !old
			})
			typed(tb, "board sighted lift g8", "board sighted place f6")
			typedConfirmed(t, tb, l.draw)
			typed(tb, "board tactile lift g8", "board tactile place f6")
			got := texts(typed(tb, "board tactile lift d5", l.claim))
			if old {
				// The journal of an earlier version: the lift did not
				// count, and the claim is asked.
				if len(got) < 2 || slices.Contains(got, l.rejected) || slices.Contains(got, l.noClaim) || !tb.Confirming() {
					t.Errorf("%s, old journal: %q", l.lang, got)
				}
				continue
			}
			// The VI player hears the pawn touched, then the offer
			// rejected; the claim is refused.
			if len(got) != 3 || got[1] != l.rejected || got[2] != l.noClaim {
				t.Errorf("%s: %q, want … %q, %q", l.lang, got, l.rejected, l.noClaim)
			}
		}
	}
}
