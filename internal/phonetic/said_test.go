package phonetic

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestParseErrorSaysItselfInEveryLanguage: words that are no move, or
// several, are answered in the language of the catalog ("did you mean",
// "meinten Sie", "mysleli jste"), the moves in the words of the parser's
// style; the English is the Error text.
func TestParseErrorSaysItselfInEveryLanguage(t *testing.T) {
	two, err := rules.ParseFEN("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	start := rules.StartPosition()
	cases := []struct {
		name       string
		pos        *rules.Position
		style      Style
		in         string
		en, de, cs string
	}{
		{"did you mean, German words", &start, AnnexD, "springer felix vier",
			`"springer felix vier" is not a legal move here; did you mean Springer Felix drei or Felix vier?`,
			`"springer felix vier" ist hier kein möglicher Zug; meinten Sie Springer Felix drei oder Felix vier?`,
			`"springer felix vier" tady není možný tah; mysleli jste Springer Felix drei nebo Felix vier?`},
		{"did you mean, Czech words", &start, CzechStyle, "jezdec felix čtyři",
			`"jezdec felix čtyři" is not a legal move here; did you mean jezdec Felix tři or Felix čtyři?`,
			`"jezdec felix čtyři" ist hier kein möglicher Zug; meinten Sie jezdec Felix tři oder Felix čtyři?`,
			`"jezdec felix čtyři" tady není možný tah; mysleli jste jezdec Felix tři nebo Felix čtyři?`},
		{"an unknown word", &start, AnnexD, "springer xylophon drei",
			`"springer xylophon drei": unknown word "xylophon"; did you mean Springer Anna drei, Springer Cesar drei, Springer Felix drei or Springer Hector drei?`,
			`"springer xylophon drei": unbekanntes Wort "xylophon"; meinten Sie Springer Anna drei, Springer Cesar drei, Springer Felix drei oder Springer Hector drei?`,
			`"springer xylophon drei": neznámé slovo "xylophon"; mysleli jste Springer Anna drei, Springer Cesar drei, Springer Felix drei nebo Springer Hector drei?`},
		{"unknown words", &start, CzechStyle, "hello world",
			`"hello world": unknown words "hello", "world"`,
			`"hello world": unbekannte Wörter "hello", "world"`,
			`"hello world": neznámá slova "hello", "world"`},
		{"ambiguous", &two, CzechStyle, "jezdec david dva",
			`"jezdec david dva" is ambiguous: jezdec Bella David dva or jezdec Felix David dva`,
			`"jezdec david dva" ist mehrdeutig: jezdec Bella David dva oder jezdec Felix David dva`,
			`"jezdec david dva" je nejednoznačné: jezdec Bella David dva nebo jezdec Felix David dva`},
		{"no chess words", &start, CzechStyle, "",
			`"" is not a move: no chess words in it (for example "Jezdec Felix tři")`,
			`"" ist kein Zug: darin steht kein Schachwort (zum Beispiel "Jezdec Felix tři")`,
			`"" není tah: není v něm žádné šachové slovo (například "Jezdec Felix tři")`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseMove(c.pos, c.in, c.style)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v, want a *ParseError", c.in, err)
			}
			for _, w := range []struct {
				l    catalog.Lang
				text string
			}{{catalog.English, c.en}, {catalog.German, c.de}, {catalog.Czech, c.cs}} {
				if got := catalog.For(w.l).Error(err); got != w.text {
					t.Errorf("%v:\n got %q\nwant %q", w.l, got, w.text)
				}
			}
			if err.Error() != c.en {
				t.Errorf("Error() = %q, want the English", err.Error())
			}
		})
	}
}
