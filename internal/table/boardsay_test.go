package table

import (
	"testing"
)

// TestBoardSaysWhatChangedThenTheWholeWhenStill: after a retrace, each
// lift and place on a board that differs says only what changed since the
// last description (it used to say the whole difference, every square and
// every step, after each one); once the board has been still for
// boardStill the whole difference is said again; "board" says every
// board's whole state on request, "board tactile" one board's. In each
// language.
func TestBoardSaysWhatChangedThenTheWholeWhenStill(t *testing.T) {
	for _, tc := range []struct {
		style string
		want  []string
	}{
		{"annexd", []string{
			`{"t":9,"event":"announce","text":"Schiedsrichter: Partie zurückgenommen auf die Anfangsstellung; gestrichene Halbzüge: 2. Weiß am Zug.","audience":"all"}`,
			`{"t":9,"event":"announce","text":"Steckbrett: Eva zwei: weißer Bauer fehlt. Eva vier: ein weißer Bauer zu viel. Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva vier nach Eva zwei. Bauer von Eva fünf nach Eva sieben.","audience":"player"}`,
			`{"t":9,"event":"announce","text":"Brett des Sehenden: Eva zwei: weißer Bauer fehlt. Eva vier: ein weißer Bauer zu viel. Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva vier nach Eva zwei. Bauer von Eva fünf nach Eva sieben.","audience":"all"}`,
			`{"t":10,"event":"announce","text":"Steckbrett: Eva vier stimmt.","audience":"player"}`,
			`{"t":11,"event":"announce","text":"Steckbrett: Eva zwei stimmt.","audience":"player"}`,
			// t=12: the lift of e5 changes nothing said; the board is
			// still from then on, and three seconds later:
			`{"t":15,"event":"announce","text":"Steckbrett: Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva fünf nach Eva sieben.","audience":"player"}`,
			`{"t":16,"event":"announce","text":"Steckbrett: Eva sieben: schwarzer Bauer fehlt. Schwarzen Bauer auf Eva sieben setzen.","audience":"player"}`,
			`{"t":16,"event":"announce","text":"Brett des Sehenden: Eva zwei: weißer Bauer fehlt. Eva vier: ein weißer Bauer zu viel. Eva fünf: ein schwarzer Bauer zu viel. Eva sieben: schwarzer Bauer fehlt. Bauer von Eva vier nach Eva zwei. Bauer von Eva fünf nach Eva sieben.","audience":"all"}`,
			`{"t":17,"event":"announce","text":"Das Steckbrett stimmt wieder.","audience":"player"}`,
			`{"t":18,"event":"announce","text":"Das Steckbrett stimmt mit der Partie überein.","audience":"player"}`,
		}},
		{"annexd-en", []string{
			`{"t":9,"event":"announce","text":"Arbiter: the game is taken back to the starting position; half-moves struck out: 2. White to move.","audience":"all"}`,
			`{"t":9,"event":"announce","text":"Tactile board: Eva two: white pawn missing. Eva four: a white pawn too many. Eva five: a black pawn too many. Eva seven: black pawn missing. Pawn from Eva four to Eva two. Pawn from Eva five to Eva seven.","audience":"player"}`,
			`{"t":9,"event":"announce","text":"Sighted board: Eva two: white pawn missing. Eva four: a white pawn too many. Eva five: a black pawn too many. Eva seven: black pawn missing. Pawn from Eva four to Eva two. Pawn from Eva five to Eva seven.","audience":"all"}`,
			`{"t":10,"event":"announce","text":"Tactile board: Eva four is right.","audience":"player"}`,
			`{"t":11,"event":"announce","text":"Tactile board: Eva two is right.","audience":"player"}`,
			`{"t":15,"event":"announce","text":"Tactile board: Eva five: a black pawn too many. Eva seven: black pawn missing. Pawn from Eva five to Eva seven.","audience":"player"}`,
			`{"t":16,"event":"announce","text":"Tactile board: Eva seven: black pawn missing. Put black pawn on Eva seven.","audience":"player"}`,
			`{"t":16,"event":"announce","text":"Sighted board: Eva two: white pawn missing. Eva four: a white pawn too many. Eva five: a black pawn too many. Eva seven: black pawn missing. Pawn from Eva four to Eva two. Pawn from Eva five to Eva seven.","audience":"all"}`,
			`{"t":17,"event":"announce","text":"The tactile board is in step again.","audience":"player"}`,
			`{"t":18,"event":"announce","text":"The tactile board shows the game's position.","audience":"player"}`,
		}},
		{"cs", []string{
			`{"t":9,"event":"announce","text":"Rozhodčí: partie vrácena do výchozího postavení; škrtnuté půltahy: 2. Na tahu bílý.","audience":"all"}`,
			`{"t":9,"event":"announce","text":"Hmatová šachovnice: Eva dva: chybí bílý pěšec. Eva čtyři: navíc bílý pěšec. Eva pět: navíc černý pěšec. Eva sedm: chybí černý pěšec. Pěšec z Eva čtyři na Eva dva. Pěšec z Eva pět na Eva sedm.","audience":"player"}`,
			`{"t":9,"event":"announce","text":"Šachovnice vidícího: Eva dva: chybí bílý pěšec. Eva čtyři: navíc bílý pěšec. Eva pět: navíc černý pěšec. Eva sedm: chybí černý pěšec. Pěšec z Eva čtyři na Eva dva. Pěšec z Eva pět na Eva sedm.","audience":"all"}`,
			`{"t":10,"event":"announce","text":"Hmatová šachovnice: Eva čtyři souhlasí.","audience":"player"}`,
			`{"t":11,"event":"announce","text":"Hmatová šachovnice: Eva dva souhlasí.","audience":"player"}`,
			`{"t":15,"event":"announce","text":"Hmatová šachovnice: Eva pět: navíc černý pěšec. Eva sedm: chybí černý pěšec. Pěšec z Eva pět na Eva sedm.","audience":"player"}`,
			`{"t":16,"event":"announce","text":"Hmatová šachovnice: Eva sedm: chybí černý pěšec. Postavit černého pěšce na Eva sedm.","audience":"player"}`,
			`{"t":16,"event":"announce","text":"Šachovnice vidícího: Eva dva: chybí bílý pěšec. Eva čtyři: navíc bílý pěšec. Eva pět: navíc černý pěšec. Eva sedm: chybí černý pěšec. Pěšec z Eva čtyři na Eva dva. Pěšec z Eva pět na Eva sedm.","audience":"all"}`,
			`{"t":17,"event":"announce","text":"Hmatová šachovnice opět souhlasí s partií.","audience":"player"}`,
			`{"t":18,"event":"announce","text":"Hmatová šachovnice ukazuje pozici partie.","audience":"player"}`,
		}},
	} {
		t.Run(tc.style, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Style = tc.style })
			typed(tb, "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
				"board sighted lift e7", "board sighted place e5", "board tactile lift e7", "board tactile place e5")
			var got []string
			keep := func(outs []Output) {
				for _, o := range outs {
					if o.Kind == KindAnnounce {
						got = append(got, string(o.JSON()))
					}
				}
			}
			keep(typedConfirmed(t, tb, "arbiter retrace 0"))
			keep(typed(tb, "board tactile lift e4", "board tactile place e2", "board tactile lift e5"))
			if at, ok := tb.NextTimer(); !ok || at != 15e9 {
				t.Fatalf("next timer %v %v, want 15s", at, ok)
			}
			keep(tb.Apply(Input{At: 15e9, Source: SourceTimer}))
			keep(typed(tb, "board", "board tactile place e7", "board tactile"))
			equalLines(t, got, tc.want)
			if _, ok := tb.NextTimer(); ok {
				t.Errorf("a timer is left after the board is in step")
			}
		})
	}
}

// TestBoardAloneIsThePositionWithoutBoards: in a game without boards,
// "board" stays what it was, the position.
func TestBoardAloneIsThePositionWithoutBoards(t *testing.T) {
	tb := newTable(t, setup(nil))
	a, b := texts(typed(tb, "board")), texts(typed(tb, "position"))
	if len(a) != 1 || len(b) != 1 || a[0] != b[0] {
		t.Errorf("board %q, position %q", a, b)
	}
}

// TestBoardWholeDifferenceWithoutATimer: when no timer input comes (a
// script on virtual time that sends none), the whole difference is said
// before the next input's outputs, at the instant the board had been still
// long enough.
func TestBoardWholeDifferenceWithoutATimer(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Style = "annexd-en" })
	typed(tb, "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5", "board tactile lift e7", "board tactile place e5")
	typedConfirmed(t, tb, "arbiter retrace 0")
	typed(tb, "board tactile lift e4")
	var got []string
	for _, o := range tb.Apply(Input{At: 20e9, Source: SourceKeyboard, Text: "last"}) {
		got = append(got, string(o.JSON()))
	}
	equalLines(t, got, []string{
		`{"t":13,"event":"announce","text":"Tactile board: Eva two: white pawn missing. Eva five: a black pawn too many. Eva seven: black pawn missing. Pawn from Eva five to Eva seven. Put white pawn on Eva two.","audience":"player"}`,
		`{"t":20,"event":"announce","text":"No move yet.","audience":"player"}`,
	})
}
