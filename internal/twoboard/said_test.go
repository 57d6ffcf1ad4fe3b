package twoboard

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestVirtualBoardErrorsSayThemselves: what a virtual board refuses is
// said in the language of the catalog, the piece too.
func TestVirtualBoardErrorsSayThemselves(t *testing.T) {
	v := NewVirtual(eboard.DGT, eboard.StartPlacement())
	now := time.Unix(0, 0)
	_, empty := v.Lift(rules.SquareAt(4, 3), now)
	_, occupied := v.Place(rules.SquareAt(4, 1), rules.NoPieceType, now)
	if _, err := v.Lift(rules.SquareAt(6, 0), now); err != nil {
		t.Fatal(err)
	}
	_, promo := v.Place(rules.SquareAt(5, 2), rules.Queen, now)
	_, board := ParseBoard("lever")
	cases := []struct {
		err        error
		en, de, cs string
	}{
		{empty, "lift e4: the square is empty; lift a piece that is on the board",
			"lift e4: das Feld ist leer; heben Sie eine Figur an, die auf dem Brett steht",
			"lift e4: pole je prázdné; zvedněte figuru, která na šachovnici stojí"},
		{occupied, "place e2: the square holds a piece; lift it first",
			"place e2: auf dem Feld steht eine Figur; heben Sie sie zuerst an",
			"place e2: na poli stojí figura; nejdřív ji zvedněte"},
		{promo, "place f3 queen: only a pawn becomes a queen, rook, bishop or knight",
			"place f3 Dame: nur ein Bauer wird Dame, Turm, Läufer oder Springer",
			"place f3 dáma: jen pěšec se mění v dámu, věž, střelce nebo jezdce"},
		{board, `board "lever": want tactile or sighted`,
			`Brett "lever": erwartet tactile oder sighted`,
			`šachovnice "lever": čekám tactile nebo sighted`},
	}
	for _, c := range cases {
		if c.err == nil {
			t.Fatalf("no error for %q", c.en)
		}
		for _, w := range []struct {
			l    catalog.Lang
			text string
		}{{catalog.English, c.en}, {catalog.German, c.de}, {catalog.Czech, c.cs}} {
			if got := catalog.For(w.l).Error(c.err); got != w.text {
				t.Errorf("%v: got %q, want %q", w.l, got, w.text)
			}
		}
	}
}
