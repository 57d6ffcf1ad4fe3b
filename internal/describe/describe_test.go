package describe

import (
	"bytes"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestWriteTextSaysAStalemateInEachLanguage: the text description of a
// stalemate, exactly, in German, English and Czech with their piece
// letters.
func TestWriteTextSaysAStalemateInEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang  catalog.Lang
		rules rules.Lang
		want  string
	}{
		{catalog.German, rules.German, `Züge: 1. Dg6
FEN: 7k/5K2/6Q1/8/8/8/8/8 b - - 1 1
Am Zug: Schwarz
Schach: nein
Stand: Patt, 1/2-1/2, Remis durch Patt (Artikel 5.2.1)
Halbzüge seit Bauernzug oder Schlagen: 1
Zugnummer: 1
Stellung aufgetreten: 1-mal
Weiß kann mattsetzen: nein, durch keine Folge regelgemäßer Züge
Schwarz kann mattsetzen: nein, durch keine Folge regelgemäßer Züge
Mögliche Züge: keine
`},
		{catalog.English, rules.English, `Moves: 1. Qg6
FEN: 7k/5K2/6Q1/8/8/8/8/8 b - - 1 1
To move: Black
Check: no
Status: stalemate, 1/2-1/2, draw by stalemate (Article 5.2.1)
Halfmove clock: 1
Move number: 1
Position occurred: 1 time
White can checkmate: no, by no series of legal moves
Black can checkmate: no, by no series of legal moves
Legal moves: none
`},
		{catalog.Czech, rules.Czech, `Tahy: 1. Dg6
FEN: 7k/5K2/6Q1/8/8/8/8/8 b - - 1 1
Na tahu: černý
Šach: ne
Stav: pat, 1/2-1/2, remíza: pat (článek 5.2.1)
Půltahy od tahu pěšcem nebo braní: 1
Číslo tahu: 1
Pozice se objevila: 1krát
Bílý může dát mat: ne, žádnou řadou možných tahů
Černý může dát mat: ne, žádnou řadou možných tahů
Možné tahy: žádné
`},
	} {
		p, err := rules.ParseFEN("7k/5K2/8/6Q1/8/8/8/8 w - - 0 1")
		if err != nil {
			t.Fatal(err)
		}
		g := rules.NewGameFrom(p)
		pos := g.Position()
		m, err := pos.ParseMove("Qg6")
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Push(m); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := WriteText(&b, catalog.For(tc.lang), g, Describe(g), Format{Notation: rules.NotationSAN, Lang: tc.rules}); err != nil {
			t.Fatal(err)
		}
		if b.String() != tc.want {
			t.Errorf("%v:\n got %s\nwant %s", tc.lang, b.String(), tc.want)
		}
	}
}

// TestDescribeReportsTheStalemate: the JSON report of the same position.
func TestDescribeReportsTheStalemate(t *testing.T) {
	p, _ := rules.ParseFEN("7k/5K2/6Q1/8/8/8/8/8 b - - 1 1")
	r := Describe(rules.NewGameFrom(p))
	if r.Status != "stalemate" || r.Result != "1/2-1/2" || r.Turn != "black" || len(r.Legal) != 0 || r.Check || r.CanCheckmate["white"] == "" {
		t.Errorf("report %+v", r)
	}
}

// TestParseNotationTakesTheFourNames: san, long, uci and iccf, nothing else.
func TestParseNotationTakesTheFourNames(t *testing.T) {
	for name, want := range map[string]rules.Notation{"san": rules.NotationSAN, "long": rules.NotationLong, "uci": rules.NotationUCI, "iccf": rules.NotationICCF} {
		if got, ok := ParseNotation(name); !ok || got != want {
			t.Errorf("ParseNotation(%q) = %v, %v", name, got, ok)
		}
	}
	for _, bad := range []string{"", "SAN", "fen", "lan"} {
		if _, ok := ParseNotation(bad); ok {
			t.Errorf("ParseNotation(%q) accepted", bad)
		}
	}
}
