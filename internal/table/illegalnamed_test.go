package table

import (
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestIllegalMoveOnABoardIsNamed: the call for the arbiter after an
// illegal move completed on a board names the move as the board shows it
// (the piece, the square it left, the square it went to) in the session's
// language and phonetic style, on the tactile board and on the sighted
// one; before, it named only the side and the board, and the players heard
// nothing of what was moved. No move number is said (Article 12.6).
func TestIllegalMoveOnABoardIsNamed(t *testing.T) {
	tactile := []string{"start", "board tactile lift g1", "board tactile place g5", "press"}
	sighted := []string{"start", "board tactile lift e2", "board tactile place e4", "press",
		"board sighted lift e2", "board sighted place e4", "board sighted lift d7", "board sighted place d4", "board sighted press"}
	for _, tc := range []struct {
		lang, style string
		lines       []string
		want        string
	}{
		{"en", "annexd-en", tactile, "Illegal move completed by White on the tactile board: knight Gustav one to Gustav five. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty."},
		{"de", "annexd", tactile, "Regelwidriger Zug von Weiß auf dem Steckbrett abgeschlossen: Springer Gustav eins auf Gustav fünf. Uhren angehalten (Artikel 7.5). Der Schiedsrichter wird gerufen: schiedsrichter regelwidrig weiß stellt die Stellung davor wieder her und gibt die Strafe."},
		{"cs", "cs", tactile, "Nemožný tah dokončen (bílý, hmatová šachovnice): jezdec Gustav jedna na Gustav pět. Hodiny zastaveny (článek 7.5). Volá se rozhodčí: rozhodčí nemožný bílý obnoví pozici před ním a udělí trest."},
		{"en", "nato", tactile, "Illegal move completed by White on the tactile board: knight Golf one to Golf five. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty."},
		{"en", "annexd-en", sighted, "Illegal move completed by Black on the sighted board: pawn David seven to David four. Clocks stopped (Article 7.5). The arbiter is called: arbiter illegal black restores the position before it and gives the penalty."},
		{"de", "annexd", sighted, "Regelwidriger Zug von Schwarz auf dem Brett des Sehenden abgeschlossen: Bauer David sieben auf David vier. Uhren angehalten (Artikel 7.5). Der Schiedsrichter wird gerufen: schiedsrichter regelwidrig schwarz stellt die Stellung davor wieder her und gibt die Strafe."},
		{"cs", "cs", sighted, "Nemožný tah dokončen (černý, šachovnice vidícího): pěšec David sedm na David čtyři. Hodiny zastaveny (článek 7.5). Volá se rozhodčí: rozhodčí nemožný černý obnoví pozici před ním a udělí trest."},
	} {
		tb := boardTable(t, func(s *Setup) {
			s.Lang, s.Style, s.Setting, s.Time = tc.lang, tc.style, SettingTournament, "90+30"
		})
		var got []string
		for _, o := range typed(tb, tc.lines...) {
			if o.Kind == KindAnnounce && o.Say.Audience == All {
				got = append(got, o.Say.Text)
			}
		}
		got = got[len(got)-1:] // the call for the arbiter comes last
		if !reflect.DeepEqual(got, []string{tc.want}) {
			t.Errorf("%s, %s, %s: said %q\nwant %q", tc.lang, tc.style, tc.lines[len(tc.lines)-1], got, tc.want)
		}
		if log := tb.ArbiterLog(); len(log) == 0 || log[len(log)-1].Text != tc.want {
			t.Errorf("%s, %s: the arbiter log does not keep the named move", tc.lang, tc.style)
		}
	}
}

// TestIllegalMoveShownFitsABrailleLine: the words that name an illegal
// move on a board (any piece from any square to any other, in every style,
// also written in ASCII) fit one line of a 40-cell braille display, one
// cell a character in the text tables the display uses.
func TestIllegalMoveShownFitsABrailleLine(t *testing.T) {
	pieces := []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn}
	for _, base := range phonetic.Styles() {
		for _, st := range []phonetic.Style{base, base.ASCII()} {
			longest := ""
			for _, pt := range pieces {
				for from := rules.Square(0); from < 64; from++ {
					for to := rules.Square(0); to < 64; to++ {
						if s := illegalMoveText(st, pt, from, to); utf8.RuneCountInString(s) > utf8.RuneCountInString(longest) {
							longest = s
						}
					}
				}
			}
			if n := utf8.RuneCountInString(longest); n > 40 || n < 30 {
				t.Errorf("%s: %q has %d cells, want 30 to 40", st, longest, n)
			}
		}
	}
}
