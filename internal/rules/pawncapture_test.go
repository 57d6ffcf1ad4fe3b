package rules

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestPawnCaptureNamesItsFile: a pawn capture names the file the pawn
// leaves (Annex C.9.3: "exd5", the short form "ed5"); a pawn move written
// without it ("d5", "xd5") is the pawn's move straight ahead, never
// a capture, also when only a capture reaches the square (it used to be
// read as that capture) or when two do (it used to be "ambiguous"). The
// error says why in every language, naming the captures.
func TestPawnCaptureNamesItsFile(t *testing.T) {
	const (
		afterE4D5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
		twoTakers = "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 3"
		enPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
		promotion = "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
		pushToo   = "rnbqkbnr/ppp1pppp/8/8/3p4/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 3"
	)
	cases := []struct {
		fen, text string
		lang      Lang
		want      string // the move in UCI, or "" for the error
		en, de    string // the error in English and German
		cs        string
	}{
		{afterE4D5, "exd5", AnyLang, "e4d5", "", "", ""},
		{afterE4D5, "ed5", AnyLang, "e4d5", "", "", ""},
		{afterE4D5, "e4d5", AnyLang, "e4d5", "", "", ""},
		{afterE4D5, "d5", AnyLang, "",
			`illegal move "d5": d5 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: exd5`,
			`unmöglicher Zug "d5": d5 ohne Linie ist ein Bauernzug geradeaus, den kein Bauer machen kann; ein schlagender Bauer nennt die Linie, von der er kommt: exd5`,
			`nemožný tah "d5": d5 bez sloupce je tah pěšce rovně vpřed, který žádný pěšec udělat nemůže; braní pěšcem uvádí sloupec, ze kterého pěšec táhne: exd5`},
		{afterE4D5, "xd5", AnyLang, "", `illegal move "xd5": d5 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: exd5`, "", ""},
		{afterE4D5, "d5", German, "", `illegal move "d5": d5 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: exd5`, "", ""},
		{twoTakers, "d5", AnyLang, "", `illegal move "d5": d5 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: cxd5 or exd5`, "", ""},
		{twoTakers, "cd5", AnyLang, "c4d5", "", "", ""},
		{enPassant, "d6", AnyLang, "", `illegal move "d6": d6 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: exd6`, "", ""},
		{enPassant, "exd6", AnyLang, "e5d6", "", "", ""},
		{promotion, "c8=Q", AnyLang, "", `illegal move "c8=Q": c8 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: bxc8=Q`, "", ""},
		{promotion, "c8=D", German, "", `illegal move "c8=D": c8 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: bxc8=D`, "", ""},
		{promotion, "bxc8=Q", AnyLang, "b7c8q", "", "", ""},
		{promotion, "b8=Q", AnyLang, "b7b8q", "", "", ""},
		// A push and a capture elsewhere: the bare square is the push.
		{pushToo, "d3", AnyLang, "d2d3", "", "", ""},
		{pushToo, "d4", AnyLang, "", "", "", ""},
		{pushToo, "ed4", AnyLang, "e3d4", "", "", ""},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		m, err := p.ParseMoveLang(c.text, c.lang)
		if c.want != "" {
			if err != nil || p.UCI(m) != c.want {
				t.Errorf("%q in %s: %s, %v; want %s", c.text, c.fen, p.UCI(m), err, c.want)
			}
			continue
		}
		var me *MoveError
		if !errors.As(err, &me) {
			t.Errorf("%q in %s: %s, %v; want an error", c.text, c.fen, p.UCI(m), err)
			continue
		}
		if c.en == "" {
			// d4 is a legal square for no pawn's push and for the
			// capture e3xd4 only: the same error.
			c.en = `illegal move "d4": d4 without a file is a pawn's move straight ahead, which no pawn can make; a pawn capture names the file it leaves: exd4`
		}
		if got := me.Error(); got != c.en {
			t.Errorf("%q in %s:\n got %s\nwant %s", c.text, c.fen, got, c.en)
		}
		if me.Kind != IllegalMove || me.Cause != CausePawnCaptureFile || me.Square.String() != c.text[len(c.text)-2:] && c.fen != promotion {
			t.Errorf("%q in %s: kind %v cause %d square %v", c.text, c.fen, me.Kind, me.Cause, me.Square)
		}
		for _, l := range []struct {
			lang catalog.Lang
			want string
		}{{catalog.German, c.de}, {catalog.Czech, c.cs}} {
			if l.want != "" {
				if got := me.SayIn(catalog.For(l.lang)); got != l.want {
					t.Errorf("%q in %s (%s):\n got %s\nwant %s", c.text, c.fen, l.lang, got, l.want)
				}
			}
		}
	}
}
