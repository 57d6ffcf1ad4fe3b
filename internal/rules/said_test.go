package rules

import (
	"errors"
	"strconv"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestMoveErrorSaysItselfInEveryLanguage: an illegal or unreadable move
// says why in German, English and Czech, for every cause, with the square
// and the piece in words of that language; the English is the Error text.
func TestMoveErrorSaysItselfInEveryLanguage(t *testing.T) {
	cases := []struct {
		name, fen, move string
		en, de, cs      string
	}{
		{name: "no piece", move: "a4a5",
			en: "illegal move \"a4a5\": there is no piece on a4",
			de: "unmöglicher Zug \"a4a5\": auf a4 steht keine Figur",
			cs: "nemožný tah \"a4a5\": na a4 nestojí žádná figura"},
		{name: "wrong side", move: "e7e5",
			en: "illegal move \"e7e5\": the pawn on e7 is black, and it is white's move",
			de: "unmöglicher Zug \"e7e5\": der Bauer auf e7 gehört Schwarz, und Weiß ist am Zug",
			cs: "nemožný tah \"e7e5\": pěšec na e7 patří černému a na tahu je bílý"},
		{name: "other piece", move: "Ne2e4",
			en: "illegal move \"Ne2e4\": there is no knight on e2 (a pawn stands there)",
			de: "unmöglicher Zug \"Ne2e4\": auf e2 steht kein Springer, sondern ein Bauer",
			cs: "nemožný tah \"Ne2e4\": na e2 nestojí žádný jezdec, ale pěšec"},
		{name: "cannot reach", move: "Nf4",
			en: "illegal move \"Nf4\": no knight can reach f4",
			de: "unmöglicher Zug \"Nf4\": kein Springer kann f4 erreichen",
			cs: "nemožný tah \"Nf4\": žádný jezdec nemůže táhnout na f4"},
		{name: "cannot reach from file", move: "Ngf4",
			en: "illegal move \"Ngf4\": no knight on the g-file can reach f4",
			de: "unmöglicher Zug \"Ngf4\": kein Springer auf der g-Linie kann f4 erreichen",
			cs: "nemožný tah \"Ngf4\": žádný jezdec ze sloupce g nemůže táhnout na f4"},
		{name: "cannot reach from rank", move: "R1a3",
			en: "illegal move \"R1a3\": no rook on rank 1 can reach a3",
			de: "unmöglicher Zug \"R1a3\": kein Turm auf der 1. Reihe kann a3 erreichen",
			cs: "nemožný tah \"R1a3\": žádná věž z 1. řady nemůže táhnout na a3"},
		{name: "own piece there", move: "Qd2",
			en: "illegal move \"Qd2\": no queen can reach d2 (a white pawn stands there)",
			de: "unmöglicher Zug \"Qd2\": keine Dame kann d2 erreichen (dort steht schon ein weißer Stein: Bauer)",
			cs: "nemožný tah \"Qd2\": žádná dáma nemůže táhnout na d2 (už tam stojí bílá figura: pěšec)"},
		{name: "king cannot reach", move: "Ke3",
			en: "illegal move \"Ke3\": the white king cannot reach e3",
			de: "unmöglicher Zug \"Ke3\": der weiße König kann e3 nicht erreichen",
			cs: "nemožný tah \"Ke3\": bílý král nemůže táhnout na e3"},
		{name: "blocked", move: "O-O",
			en: "illegal move \"O-O\": to castle kingside (O-O) the squares between king and rook must be empty, but f1 and g1 are occupied",
			de: "unmöglicher Zug \"O-O\": um kurz (O-O) zu rochieren, müssen die Felder zwischen König und Turm frei sein, aber f1 und g1 sind besetzt",
			cs: "nemožný tah \"O-O\": pro krátkou rošádu (O-O) musí být pole mezi králem a věží volná, ale f1 a g1 jsou obsazená"},
		{name: "blocked queenside", move: "O-O-O",
			en: "illegal move \"O-O-O\": to castle queenside (O-O-O) the squares between king and rook must be empty, but b1, c1 and d1 are occupied",
			de: "unmöglicher Zug \"O-O-O\": um lang (O-O-O) zu rochieren, müssen die Felder zwischen König und Turm frei sein, aber b1, c1 und d1 sind besetzt",
			cs: "nemožný tah \"O-O-O\": pro dlouhou rošádu (O-O-O) musí být pole mezi králem a věží volná, ale b1, c1 a d1 jsou obsazená"},
		{name: "pinned", fen: "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", move: "Bd3",
			en: "illegal move \"Bd3\": it leaves the white king in check (the bishop on e2 is pinned)",
			de: "unmöglicher Zug \"Bd3\": der Zug setzt den weißen König ins Schach (der Läufer auf e2 ist gefesselt)",
			cs: "nemožný tah \"Bd3\": tah by vystavil bílého krále šachu (střelec na e2 je ve vazbě)"},
		{name: "check not stopped", fen: "4k3/8/8/8/8/8/3N4/r3K3 w - - 0 1", move: "Nf3",
			en: "illegal move \"Nf3\": it leaves the white king in check (the knight on d2 does not stop the check)",
			de: "unmöglicher Zug \"Nf3\": der weiße König bliebe im Schach (der Springer auf d2 hebt das Schach nicht auf)",
			cs: "nemožný tah \"Nf3\": bílý král by zůstal v šachu (jezdec na d2 šach neodvrací)"},
		{name: "king into check", fen: "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", move: "Kd1",
			en: "illegal move \"Kd1\": the white king would be in check on d1",
			de: "unmöglicher Zug \"Kd1\": der weiße König stünde auf d1 im Schach",
			cs: "nemožný tah \"Kd1\": bílý král by na d1 stál v šachu"},
		{name: "castling in check", fen: "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1", move: "O-O",
			en: "illegal move \"O-O\": white may not castle while in check",
			de: "unmöglicher Zug \"O-O\": Weiß darf im Schach nicht rochieren",
			cs: "nemožný tah \"O-O\": bílý nesmí v šachu rošovat"},
		{name: "castling right gone", fen: "4k3/8/8/8/8/8/8/4K2R w - - 0 1", move: "O-O",
			en: "illegal move \"O-O\": white has no right to castle kingside (O-O): the king or that rook has moved",
			de: "unmöglicher Zug \"O-O\": Weiß darf nicht mehr kurz (O-O) rochieren: der König oder dieser Turm hat schon gezogen",
			cs: "nemožný tah \"O-O\": bílý už nemá právo na krátkou rošádu (O-O): král nebo ta věž už táhli"},
		{name: "castling through check", fen: "3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1", move: "O-O-O",
			en: "illegal move \"O-O-O\": the king may not castle through or into check, and d1 is attacked (the king goes to the c-file)",
			de: "unmöglicher Zug \"O-O-O\": der König darf nicht über ein angegriffenes Feld oder ins Schach rochieren, und d1 ist angegriffen (der König geht auf die c-Linie)",
			cs: "nemožný tah \"O-O-O\": král nesmí rošovat přes napadené pole ani do šachu a d1 je napadené (král jde na sloupec c)"},
		{name: "castling through check black", fen: "r3k3/8/8/8/8/8/8/3RK3 b q - 0 1", move: "O-O-O",
			en: "illegal move \"O-O-O\": the king may not castle through or into check, and d8 is attacked (the king goes to the c-file)",
			de: "unmöglicher Zug \"O-O-O\": der König darf nicht über ein angegriffenes Feld oder ins Schach rochieren, und d8 ist angegriffen (der König geht auf die c-Linie)",
			cs: "nemožný tah \"O-O-O\": král nesmí rošovat přes napadené pole ani do šachu a d8 je napadené (král jde na sloupec c)"},
		{name: "promotion off the last rank", fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", move: "e3=Q",
			en: "illegal move \"e3=Q\": a pawn promotes only on rank 8, not on e3",
			de: "unmöglicher Zug \"e3=Q\": ein Bauer wird nur auf der 8. Reihe umgewandelt, nicht auf e3",
			cs: "nemožný tah \"e3=Q\": pěšec se promění jen na 8. řadě, ne na e3"},
		{name: "checkmated", fen: "4k3/8/8/8/8/8/5PPP/3r2K1 w - - 0 1", move: "Kf1",
			en: "illegal move \"Kf1\": white is checkmated and has no legal move",
			de: "unmöglicher Zug \"Kf1\": Weiß ist matt und hat keinen möglichen Zug",
			cs: "nemožný tah \"Kf1\": bílý dostal mat a nemá žádný možný tah"},
		{name: "stalemated", fen: "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", move: "Ka7",
			en: "illegal move \"Ka7\": black is stalemated and has no legal move",
			de: "unmöglicher Zug \"Ka7\": Schwarz ist patt und hat keinen möglichen Zug",
			cs: "nemožný tah \"Ka7\": černý je v patu a nemá žádný možný tah"},
		{name: "ambiguous", fen: "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", move: "Nd2",
			en: "Nd2 is ambiguous: Nbd2 or Nfd2",
			de: "Nd2 ist mehrdeutig: Nbd2 oder Nfd2",
			cs: "Nd2 je nejednoznačné: Nbd2 nebo Nfd2"},
		{name: "ambiguous S", fen: "4k3/8/8/8/8/8/1N6/4KB2 w - - 0 1", move: "Sd3",
			en: "Sd3 is ambiguous: Nd3 or Bd3 (S is a bishop in Czech and a knight in German; choose the notation language)",
			de: "Sd3 ist mehrdeutig: Nd3 oder Bd3 (S ist im Tschechischen ein Läufer und im Deutschen ein Springer; wählen Sie die Notationssprache)",
			cs: "Sd3 je nejednoznačné: Nd3 nebo Bd3 (S je v češtině střelec a v němčině jezdec; zvolte jazyk notace)"},
		{name: "no promotion piece", fen: "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", move: "b8",
			en: "b8 needs the piece the pawn promotes to: b8=Q, b8=R, b8=B or b8=N",
			de: "bei b8 fehlt die Figur, in die sich der Bauer umwandelt: b8=Q, b8=R, b8=B oder b8=N",
			cs: "u b8 chybí figura, ve kterou se pěšec promění: b8=Q, b8=R, b8=B nebo b8=N"},
		{name: "bad promotion piece", fen: "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", move: "b8=K",
			en: "\"b8=K\" is not a move: \"K\" is not a piece a pawn can promote to (any language letters: K Q R B N, K D V S J or K D T L S; a pawn promotes to a queen, rook, bishop or knight)",
			de: "\"b8=K\" ist kein Zug: \"K\" ist keine Figur, in die sich ein Bauer umwandeln kann (die Buchstaben aller Sprachen: K Q R B N, K D V S J oder K D T L S; ein Bauer wird Dame, Turm, Läufer oder Springer)",
			cs: "\"b8=K\" není tah: \"K\" není figura, ve kterou se pěšec může proměnit (písmena ve všech jazycích: K Q R B N, K D V S J nebo K D T L S; pěšec se promění v dámu, věž, střelce nebo jezdce)"},
		{name: "not a piece letter", move: "Xf3",
			en: "\"Xf3\" is not a move: \"X\" is not a piece letter (any language letters are K Q R B N, K D V S J or K D T L S; a pawn has no letter)",
			de: "\"Xf3\" ist kein Zug: \"X\" ist kein Figurenbuchstabe (die Buchstaben aller Sprachen: K Q R B N, K D V S J oder K D T L S; ein Bauer hat keinen Buchstaben)",
			cs: "\"Xf3\" není tah: \"X\" není písmeno figury (písmena ve všech jazycích: K Q R B N, K D V S J nebo K D T L S; pěšec písmeno nemá)"},
		{name: "empty", move: " ",
			en: "\"\" is not a move: the move is empty",
			de: "\"\" ist kein Zug: der Zug ist leer",
			cs: "\"\" není tah: tah je prázdný"},
		{name: "null move", move: "--",
			en: "\"--\" is not a move: a null move (a pass) is not a legal move",
			de: "\"--\" ist kein Zug: ein Nullzug (Passen) ist kein möglicher Zug",
			cs: "\"--\" není tah: nulový tah (vynechání tahu) není možný tah"},
		{name: "ICCF length", move: "525",
			en: "\"525\" is not a move: ICCF numeric moves have 4 digits (from and to square, e.g. 5254 for e2-e4) or 5 for a promotion (e.g. 67682)",
			de: "\"525\" ist kein Zug: ICCF-Ziffernzüge haben 4 Ziffern (Start- und Zielfeld, etwa 5254 für e2-e4) oder 5 bei einer Umwandlung (etwa 67682)",
			cs: "\"525\" není tah: číselný tah ICCF má 4 číslice (výchozí a cílové pole, např. 5254 pro e2-e4) nebo 5 při proměně (např. 67682)"},
		{name: "no destination", move: "Nf",
			en: "\"Nf\" is not a move: no destination square (a file a-h and a rank 1-8, as in e4)",
			de: "\"Nf\" ist kein Zug: kein Zielfeld (eine Linie a-h und eine Reihe 1-8, wie in e4)",
			cs: "\"Nf\" není tah: chybí cílové pole (sloupec a-h a řada 1-8, jako v e4)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := StartPosition()
			if c.fen != "" {
				var err error
				if p, err = ParseFEN(c.fen); err != nil {
					t.Fatal(err)
				}
			}
			_, err := p.ParseMove(c.move)
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("%q: %v, want a *MoveError", c.move, err)
			}
			for _, want := range []struct {
				l    catalog.Lang
				text string
			}{{catalog.English, c.en}, {catalog.German, c.de}, {catalog.Czech, c.cs}} {
				if got := catalog.For(want.l).Error(err); got != want.text {
					t.Errorf("%v:\n got %q\nwant %q", want.l, got, want.text)
				}
			}
			if err.Error() != c.en || me.Reason == "" {
				t.Errorf("Error() = %q, Reason %q; want the English %q", err.Error(), me.Reason, c.en)
			}
		})
	}
}

// TestGameErrorsAndOutcomesSayThemselves: an incorrect claim, a move
// after the end and the outcome are said in the language of the catalog.
func TestGameErrorsAndOutcomesSayThemselves(t *testing.T) {
	g := NewGame()
	for _, s := range []string{"Nf3", "Nf6", "Ng1", "Ng8"} {
		p := g.Position()
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Push(m); err != nil {
			t.Fatal(err)
		}
	}
	claim := g.ClaimDraw(ThreefoldRepetition, NoMove)
	if err := g.Resign(Black); err != nil {
		t.Fatal(err)
	}
	over := g.AgreeDraw()
	if !errors.Is(over, ErrGameOver) {
		t.Errorf("AgreeDraw after the end: %v, want ErrGameOver", over)
	}
	cases := []struct {
		l                  catalog.Lang
		claim, over, outco string
	}{
		{catalog.English, "threefold claim is incorrect: the position has appeared twice, not 3 times",
			"draw agreement: the game is over (1-0, white wins by resignation (Article 5.1.2))",
			"1-0, white wins by resignation (Article 5.1.2)"},
		{catalog.German, "die Reklamation der dreimaligen Wiederholung ist falsch: die Stellung ist zweimal vorgekommen, nicht dreimal",
			"Remisvereinbarung: die Partie ist beendet (1-0, Weiß gewinnt: Aufgabe (Artikel 5.1.2))",
			"1-0, Weiß gewinnt: Aufgabe (Artikel 5.1.2)"},
		{catalog.Czech, "reklamace trojího opakování je chybná: pozice se vyskytla dvakrát, ne třikrát",
			"dohoda na remíze: partie skončila (1-0, vyhrává bílý: vzdání (článek 5.1.2))",
			"1-0, vyhrává bílý: vzdání (článek 5.1.2)"},
	}
	for _, c := range cases {
		cat := catalog.For(c.l)
		if got := cat.Error(claim); got != c.claim {
			t.Errorf("%v claim:\n got %q\nwant %q", c.l, got, c.claim)
		}
		if got := cat.Error(over); got != c.over {
			t.Errorf("%v over:\n got %q\nwant %q", c.l, got, c.over)
		}
		if got := g.Outcome().SayIn(cat); got != c.outco {
			t.Errorf("%v outcome:\n got %q\nwant %q", c.l, got, c.outco)
		}
	}
}

// TestEverySaidWordIsInTheCatalogs: the keys the rules build from parts
// (a piece in each form, a side, a reason, a letter set) are all in the
// catalogs of every language.
func TestEverySaidWordIsInTheCatalogs(t *testing.T) {
	var keys []string
	for pt := Pawn; pt <= King; pt++ {
		for _, form := range []string{"the", "a", "noun", "no"} {
			keys = append(keys, "rules.piece-"+form+"-"+pt.String())
		}
	}
	for _, c := range []Color{White, Black} {
		keys = append(keys, "rules.side-"+c.String(), keyOf("rules.outcome-win-", c), keyOf("rules.pinned-", c))
	}
	for r := NotOver; r <= ByResignationNoMate; r++ {
		keys = append(keys, "rules.reason-"+strconv.Itoa(int(r)))
	}
	for l := English; l <= AnyLang; l++ {
		keys = append(keys, "rules.letters-"+l.Code())
	}
	for _, l := range []catalog.Lang{catalog.German, catalog.English, catalog.Czech} {
		for _, k := range keys {
			if _, ok := catalog.Raw(l, k); !ok {
				t.Errorf("%v lacks %s", l, k)
			}
		}
	}
}
