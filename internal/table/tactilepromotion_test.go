package table

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// TestTactilePromotionPressWaitsForThePiece: the tactile board's pegs do
// not tell the new piece of a promotion, so the move is made when the piece
// is said (Annex D.2.1, D.2.3.3). A press before that is refused with the
// question (D.2.4) and the clock goes on; it is not a pawn left on the last
// rank (7.5.2): until session 21 it made the pawn a queen, stopped the
// clocks and called the arbiter, a penalty for what the board cannot
// sense. The piece then said (typed) makes the move, an underpromotion
// too, and the press completes it. In de, en and cs.
func TestTactilePromotionPressWaitsForThePiece(t *testing.T) {
	for _, tc := range []struct {
		lang, style, knight string
		want                []string
	}{
		{"de", "annexd", "Springer", []string{
			"Umwandlung: in welche Figur? Dame, Turm, Läufer oder Springer.",
			"Uhrdruck abgelehnt: das Steckbrett erkennt die neue Figur nicht; erst ansagen, welche es ist (Anhang D.2.1): Dame, Turm, Läufer oder Springer.",
			"Eva acht Springer",
			"Gedrückt",
		}},
		{"en", "annexd-en", "knight", []string{
			"Promotion: to which piece? Queen, rook, bishop or knight.",
			"Press refused: the tactile board cannot tell the new piece; say which it is first (Annex D.2.1): queen, rook, bishop or knight.",
			"Eva eight knight",
			"Pressed",
		}},
		{"cs", "cs", "jezdec", []string{
			"Proměna: v jaký kámen? Dáma, věž, střelec nebo jezdec.",
			"Stisk hodin odmítnut: hmatová šachovnice nepozná nový kámen; nejdřív řekněte, který to je (příloha D.2.1): dáma, věž, střelec nebo jezdec.",
			"Eva osm jezdec",
			"Stisknuto",
		}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) {
				s.Lang, s.Style, s.Setting, s.Time, s.FEN = tc.lang, tc.style, SettingTournament, "90+30", "8/4P3/8/8/8/8/k6p/4K3 w - - 0 1"
			})
			out := typed(tb, "start", "board tactile lift e7", "board tactile place e8", "press", tc.knight, "press")
			var said []string
			var moves []string
			for _, o := range out {
				switch o.Kind {
				case KindAnnounce, KindError:
					said = append(said, o.Say.Text)
				case KindMove:
					moves = append(moves, o.SAN)
				}
			}
			// The clock's start and the touch are said first.
			if len(said) != len(tc.want)+2 || !reflect.DeepEqual(said[2:], tc.want) {
				t.Errorf("said %q\nwant after the start and the touch %q", said, tc.want)
			}
			if !reflect.DeepEqual(moves, []string{"e8=N"}) {
				t.Errorf("moves %q, want e8=N", moves)
			}
			if tb.illegalWaits != nil {
				t.Errorf("an illegal move waits for the arbiter")
			}
			if pgn := pgnText(tb); !strings.Contains(pgn, "1. e8=N {[%clk") {
				t.Errorf("PGN:\n%s", pgn)
			}
		})
	}
}

// TestArticle7_5_2PawnLeftOnTheSightedBoardBecomesAQueen: a pawn moved to
// the last rank of the sighted board, which tells the pieces, and left
// there, the clock pressed, is the illegal move of Article 7.5.2: the pawn
// becomes a queen, the move stands (said as a queen promotion and written
// so), the clocks stop and the arbiter is called; arbiter illegal gives the
// penalty and the board is told to put the queen there. Until session 21
// the position before it was reinstated (7.5.1), so that the player could
// promote anew; a journal of then (no pawnLeftQueened) replays so. In de,
// en and cs.
func TestArticle7_5_2PawnLeftOnTheSightedBoardBecomesAQueen(t *testing.T) {
	for _, tc := range []struct {
		lang, style string
		want        []string
	}{
		{"de", "annexd", []string{
			"Eva eins Dame Schach",
			"Schwarz hat mit einem Bauern auf der letzten Reihe ohne neue Figur gedrückt: ein regelwidriger Zug; der Bauer wird eine Dame (Artikel 7.5.2). Uhren angehalten; der Schiedsrichter wird gerufen: schiedsrichter regelwidrig schwarz.",
		}},
		{"en", "annexd-en", []string{
			"Eva one queen check",
			"Black pressed with a pawn on the last rank and no new piece: an illegal move; the pawn becomes a queen (Article 7.5.2). Clocks stopped; the arbiter is called: arbiter illegal black.",
		}},
		{"cs", "cs", []string{
			"Eva jedna dáma šach",
			"Černý stiskl hodiny s pěšcem na poslední řadě bez nového kamene: nemožný tah; pěšec se stává dámou (článek 7.5.2). Hodiny zastaveny; volá se rozhodčí: rozhodčí nemožný černý.",
		}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) {
				s.Lang, s.Style, s.Setting, s.Time, s.FEN = tc.lang, tc.style, SettingTournament, "90+30", "4k3/8/8/8/8/8/4p3/K7 b - - 0 1"
			})
			typed(tb, "start", "board sighted lift e2", "board sighted place e1")
			out := typed(tb, "board sighted press")
			var said, moves []string
			for _, o := range out {
				switch o.Kind {
				case KindMove:
					moves = append(moves, o.SAN)
				case KindAnnounce:
					if o.Say.Audience == All && len(said) < 2 {
						said = append(said, o.Say.Text)
					}
				}
			}
			if !reflect.DeepEqual(moves, []string{"e1=Q+"}) || !reflect.DeepEqual(said, tc.want) {
				t.Errorf("moves %q, said %q\nwant e1=Q+, %q", moves, said, tc.want)
			}
			if tb.illegalWaits == nil || tb.illegalWaits.by != rules.Black || !tb.illegalWaits.promoted {
				t.Errorf("no 7.5.2 illegal move waits for the arbiter: %+v", tb.illegalWaits)
			}
			typed(tb, "arbiter illegal black", "board sighted lift e1", "board sighted place e1 q", "resume")
			if pgn := pgnText(tb); !strings.Contains(pgn, "1... e1=Q+ {[%clk 1:30:57]} *") {
				t.Errorf("PGN:\n%s", pgn)
			}
			if st, _ := tb.b.tr.Status(twoboard.Sighted); st != twoboard.InStep {
				t.Errorf("board status %v after the queen was put there, want in step", st)
			}
		})
	}
	// A journal of before: the position before it is reinstated.
	tb := boardTable(t, func(s *Setup) {
		s.Lang, s.Style, s.Setting, s.Time, s.FEN = "en", "annexd-en", SettingTournament, "90+30", "4k3/8/8/8/8/8/4p3/K7 b - - 0 1"
		s.PawnLeftQueened = false
	})
	typed(tb, "start", "board sighted lift e2", "board sighted place e1")
	got := texts(typed(tb, "board sighted press"))
	if want := []string{"Illegal move completed by Black on the sighted board: pawn Eva two to Eva one. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal black restores the position before it and gives the penalty."}; !reflect.DeepEqual(got, want) {
		t.Errorf("old journal: %q, want %q", got, want)
	}
}

// TestArticle7_5_2PawnLeftThatWouldEndTheGameIsReinstated: a pawn left on
// the sighted board's last rank whose queen would mate or stalemate is not
// made a queen: an illegal move cannot end the game (Article 5.1.1 and
// 5.2.1 ask for a move in accordance with Articles 3 and 4.2–4.7), so the
// arbiter is called as for any illegal move, and arbiter illegal restores
// the position before it (7.5.1). In de, en and cs.
func TestArticle7_5_2PawnLeftThatWouldEndTheGameIsReinstated(t *testing.T) {
	called := map[string]string{
		"de": "Regelwidriger Zug von Schwarz auf dem Brett des Sehenden abgeschlossen: Bauer %s. Uhren angehalten (Artikel 7.5). Der Schiedsrichter wird gerufen: schiedsrichter regelwidrig schwarz stellt die Stellung davor wieder her und gibt die Strafe.",
		"en": "Illegal move completed by Black on the sighted board: pawn %s. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal black restores the position before it and gives the penalty.",
		"cs": "Nemožný tah dokončen (černý, šachovnice vidícího): pěšec %s. Hodiny zastaveny (článek 7.5). Volá se rozhodčí: rozhodčí nemožný černý obnoví pozici před ním a udělí trest.",
	}
	// The move as the board shows it, in each language's words.
	for _, tc := range []struct {
		name, fen, from, to string
		moved               map[string]string
	}{
		{"mate", "k7/8/8/8/8/8/4p1PP/7K b - - 0 1", "e2", "e1", // e1=Q#: the king on h1 is shut in
			map[string]string{"de": "Eva zwei auf Eva eins", "en": "Eva two to Eva one", "cs": "Eva dva na Eva jedna"}},
		{"stalemate", "K7/2k5/8/8/8/8/6p1/8 b - - 0 1", "g2", "g1", // g1=Q: a7 covered, the king on a8 has no move
			map[string]string{"de": "Gustav zwei auf Gustav eins", "en": "Gustav two to Gustav one", "cs": "Gustav dva na Gustav jedna"}},
	} {
		for _, l := range [][2]string{{"de", "annexd"}, {"en", "annexd-en"}, {"cs", "cs"}} {
			tb := boardTable(t, func(s *Setup) {
				s.Lang, s.Style, s.Setting, s.Time, s.FEN = l[0], l[1], SettingTournament, "90+30", tc.fen
			})
			typed(tb, "start", "board sighted lift "+tc.from, "board sighted place "+tc.to)
			out := typed(tb, "board sighted press")
			for _, o := range out {
				if o.Kind == KindMove {
					t.Errorf("%s, %s: move %s made", tc.name, l[0], o.SAN)
				}
			}
			if got, want := texts(out), fmt.Sprintf(called[l[0]], tc.moved[l[0]]); !reflect.DeepEqual(got, []string{want}) {
				t.Errorf("%s, %s: said %q\nwant %q", tc.name, l[0], got, want)
			}
			if tb.Over() || tb.illegalWaits == nil || tb.illegalWaits.promoted {
				t.Errorf("%s, %s: over %v, waiting %+v; want the 7.5.1 call", tc.name, l[0], tb.Over(), tb.illegalWaits)
			}
		}
	}
}

// TestTactilePromotionAnsweredByOneLetter: while the tactile board's
// promotion asks for its piece, a line of one piece letter is the answer,
// in the session's letters and the English ones: "q" is the queen, not
// quit; German "S" the knight (Springer), not start; Czech "j" the knight
// (jezdec), "s" the bishop (střelec). Until session 21 the letter was its
// command ("q": "Leave the game?"), and a journal of then (no
// promotionLetter) replays so.
func TestTactilePromotionAnsweredByOneLetter(t *testing.T) {
	for _, tc := range []struct {
		lang, style, letter, san, said string
	}{
		{"en", "annexd-en", "q", "e8=Q", "Eva eight queen"},
		{"en", "annexd-en", "n", "e8=N", "Eva eight knight"},
		{"de", "annexd", "S", "e8=N", "Eva acht Springer"},
		{"de", "annexd", "d", "e8=Q", "Eva acht Dame"},
		{"de", "annexd", "T", "e8=R", "Eva acht Turm"},
		{"cs", "cs", "j", "e8=N", "Eva osm jezdec"},
		{"cs", "cs", "s", "e8=B", "Eva osm střelec"},
		{"cs", "cs", "q", "e8=Q", "Eva osm dáma"},
	} {
		tb := boardTable(t, func(s *Setup) {
			s.Lang, s.Style, s.Setting, s.Time, s.FEN = tc.lang, tc.style, SettingTournament, "90+30", "8/4P3/8/8/8/8/k6p/4K3 w - - 0 1"
		})
		typed(tb, "start", "board tactile lift e7", "board tactile place e8")
		out := typed(tb, tc.letter)
		var moves []string
		for _, o := range out {
			if o.Kind == KindMove {
				moves = append(moves, o.SAN)
			}
		}
		if got := texts(out); !reflect.DeepEqual(moves, []string{tc.san}) || !reflect.DeepEqual(got, []string{tc.said}) {
			t.Errorf("%s %q: moves %q, said %q; want %s, %q", tc.lang, tc.letter, moves, got, tc.san, tc.said)
		}
	}
	// With no promotion waiting, the letter is its command.
	tb := boardTable(t, func(s *Setup) { s.Lang, s.Style = "en", "annexd-en" })
	if got := texts(typed(tb, "q")); len(got) != 1 || got[0] != "Leave the game? It stays saved and can be resumed. Answer yes to confirm; anything else cancels." {
		t.Errorf("q without a promotion: %q", got)
	}
	// A journal of before: the letter was its command.
	tb = boardTable(t, func(s *Setup) {
		s.Lang, s.Style, s.Setting, s.Time, s.FEN = "en", "annexd-en", SettingTournament, "90+30", "8/4P3/8/8/8/8/k6p/4K3 w - - 0 1"
		s.PromotionLetter = false
	})
	typed(tb, "start", "board tactile lift e7", "board tactile place e8")
	if got := texts(typed(tb, "q")); len(got) != 1 || got[0] != "Leave the game? It stays saved and can be resumed. Answer yes to confirm; anything else cancels." {
		t.Errorf("old journal, q: %q", got)
	}
}

// TestPieceLetterDuringAnAmbiguousCaptureIsItsCommand: the tactile board
// also waits for a choice when it shows an ambiguous capture (a rook that
// took on a4 or d6, both squares lifted and occupied again); that is no
// promotion question, so a piece letter is still its command: q asks
// whether to leave the game. Until the fix (in session 21, before any
// journal outside the tests had promotionLetter) q was taken for a queen:
// the question was lost, the ambiguity said again, and the queen kept as
// the piece of the next promotion, which was then made without being
// asked. In de, en and cs.
func TestPieceLetterDuringAnAmbiguousCaptureIsItsCommand(t *testing.T) {
	for _, tc := range []struct {
		lang, style, no, quit, promotion string
	}{
		{"de", "annexd", "nein", "Partie verlassen? Sie bleibt gespeichert und kann fortgesetzt werden. Mit ja bestätigen; alles andere bricht ab.",
			"Umwandlung: in welche Figur? Dame, Turm, Läufer oder Springer."},
		{"en", "annexd-en", "no", "Leave the game? It stays saved and can be resumed. Answer yes to confirm; anything else cancels.",
			"Promotion: to which piece? Queen, rook, bishop or knight."},
		{"cs", "cs", "ne", "Opustit partii? Zůstane uložená a dá se v ní pokračovat. Potvrďte slovem ano; cokoli jiného zruší.",
			"Proměna: v jaký kámen? Dáma, věž, střelec nebo jezdec."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) {
				s.Sighted = ""
				s.Lang, s.Style, s.FEN = tc.lang, tc.style, "4k3/1P6/3p4/8/p2R4/8/8/4K3 w - - 0 1"
			})
			typed(tb, "board tactile lift d4", "board tactile lift d6", "board tactile lift a4", "board tactile place d6", "board tactile place a4")
			if w := tb.b.tr.Waiting(twoboard.Tactile); len(w) != 2 {
				t.Fatalf("the board waits for %v, want the two captures", w)
			}
			if got := texts(typed(tb, "q")); !reflect.DeepEqual(got, []string{tc.quit}) {
				t.Errorf("q during the ambiguity: %q\nwant %q", got, tc.quit)
			}
			typed(tb, tc.no, "Rxd6", "board tactile lift d6", "board tactile place d6", "Ke7", "board tactile lift e8", "board tactile place e7", "board tactile lift b7")
			if got := texts(typed(tb, "board tactile place b8")); !reflect.DeepEqual(got, []string{tc.promotion}) {
				t.Errorf("the pawn on b8: %q\nwant the question %q", got, tc.promotion)
			}
		})
	}
}

// TestPieceWordDuringAnAmbiguousCaptureIsNotKept: a piece word ("Dame",
// "queen", "=Q", "dáma") typed while the tactile board shows an ambiguous
// capture (a rook that took on a4 or d6) answers no promotion question:
// the ambiguity is said again, and the word is not kept as the piece of
// the next promotion, which asks for its piece as any other. Until
// session 22 the word was kept and the next promotion made without being
// asked; a journal of then (no pieceWordOnlyForPromotion) replays so. In
// de, en and cs.
func TestPieceWordDuringAnAmbiguousCaptureIsNotKept(t *testing.T) {
	for _, tc := range []struct {
		lang, style, word, ambiguous, promotion, queened string
	}{
		{"de", "annexd", "Dame", "Das Brett zeigt mehr als einen Zug: Turm schlägt Anna vier / Turm schlägt David sechs. Bitte den Zug ansagen.",
			"Umwandlung: in welche Figur? Dame, Turm, Läufer oder Springer.", "Bella acht Dame"},
		{"en", "annexd-en", "queen", "The board shows more than one move: rook takes Anna four / rook takes David six. Please say the move.",
			"Promotion: to which piece? Queen, rook, bishop or knight.", "Bella eight queen"},
		{"en", "annexd-en", "=Q", "The board shows more than one move: rook takes Anna four / rook takes David six. Please say the move.",
			"Promotion: to which piece? Queen, rook, bishop or knight.", "Bella eight queen"},
		{"cs", "cs", "dáma", "Šachovnice ukazuje více tahů: věž bere Anna čtyři / věž bere David šest. Ohlaste prosím tah.",
			"Proměna: v jaký kámen? Dáma, věž, střelec nebo jezdec.", "Bella osm dáma"},
	} {
		for _, fixed := range []bool{true, false} {
			tb := boardTable(t, func(s *Setup) {
				s.Sighted = ""
				s.Lang, s.Style, s.FEN = tc.lang, tc.style, "4k3/1P6/3p4/8/p2R4/8/8/4K3 w - - 0 1"
				s.PieceWordOnlyForPromotion = fixed
			})
			typed(tb, "board tactile lift d4", "board tactile lift d6", "board tactile lift a4", "board tactile place d6", "board tactile place a4")
			if got := texts(typed(tb, tc.word)); !reflect.DeepEqual(got, []string{tc.ambiguous}) {
				t.Errorf("%s %q (fixed %v) during the ambiguity: %q\nwant %q", tc.lang, tc.word, fixed, got, tc.ambiguous)
			}
			typed(tb, "Rxd6", "board tactile lift d6", "board tactile place d6", "Ke7", "board tactile lift e8", "board tactile place e7", "board tactile lift b7")
			want := tc.promotion
			if !fixed {
				want = tc.queened // as played before: the word was kept
			}
			if got := texts(typed(tb, "board tactile place b8")); !reflect.DeepEqual(got, []string{want}) {
				t.Errorf("%s %q (fixed %v), the pawn on b8: %q\nwant %q", tc.lang, tc.word, fixed, got, want)
			}
		}
	}
}
