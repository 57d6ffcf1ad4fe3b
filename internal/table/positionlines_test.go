package table

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// maxPositionLine is the longest line position writes (eight pawns in
// German take 115): a screen reader reads the rest of the program's
// output as short lines, one thing each; the whole position used to be
// one line of 440 characters.
const maxPositionLine = 120

// TestPositionInShortLines: position writes one line per colour and kind
// of piece ("White: pawn Anna two …"), position white one colour's, and a
// file or rank at most four squares a line, in each language; what is
// spoken is the same words as before, in one utterance.
func TestPositionInShortLines(t *testing.T) {
	tests := []struct {
		lang, line string
		want       []string
		spoken     string
	}{
		{"de", "position", []string{
			"Weiß: König Eva eins", "Weiß: Dame David eins", "Weiß: Turm Anna eins Hector eins",
			"Weiß: Läufer Cesar eins Felix eins", "Weiß: Springer Bella eins Gustav eins",
			"Weiß: Bauer Anna zwei Bella zwei Cesar zwei David zwei Felix zwei Gustav zwei Hector zwei Eva vier",
			"Schwarz: König Eva acht", "Schwarz: Dame David acht", "Schwarz: Turm Anna acht Hector acht",
			"Schwarz: Läufer Cesar acht Felix acht", "Schwarz: Springer Bella acht Gustav acht",
			"Schwarz: Bauer Eva fünf Anna sieben Bella sieben Cesar sieben David sieben Felix sieben Gustav sieben Hector sieben",
		}, "Weiß König Eva eins, Dame David eins, Turm Anna eins Hector eins, Läufer Cesar eins Felix eins, Springer Bella eins Gustav eins, Bauer Anna zwei Bella zwei Cesar zwei David zwei Felix zwei Gustav zwei Hector zwei Eva vier, Schwarz König Eva acht, Dame David acht, Turm Anna acht Hector acht, Läufer Cesar acht Felix acht, Springer Bella acht Gustav acht, Bauer Eva fünf Anna sieben Bella sieben Cesar sieben David sieben Felix sieben Gustav sieben Hector sieben"},
		{"en", "position white", []string{
			"White: king Eva one", "White: queen David one", "White: rook Anna one Hector one",
			"White: bishop Cesar one Felix one", "White: knight Bella one Gustav one",
			"White: pawn Anna two Bella two Cesar two David two Felix two Gustav two Hector two Eva four",
		}, "White king Eva one, queen David one, rook Anna one Hector one, bishop Cesar one Felix one, knight Bella one Gustav one, pawn Anna two Bella two Cesar two David two Felix two Gustav two Hector two Eva four"},
		{"cs", "pozice černý", []string{
			"Černý: král Eva osm", "Černý: dáma David osm", "Černý: věž Anna osm Hector osm",
			"Černý: střelec Cesar osm Felix osm", "Černý: jezdec Bella osm Gustav osm",
			"Černý: pěšec Eva pět Anna sedm Bella sedm Cesar sedm David sedm Felix sedm Gustav sedm Hector sedm",
		}, "Černý král Eva osm, dáma David osm, věž Anna osm Hector osm, střelec Cesar osm Felix osm, jezdec Bella osm Gustav osm, pěšec Eva pět Anna sedm Bella sedm Cesar sedm David sedm Felix sedm Gustav sedm Hector sedm"},
		{"de", "position 1", []string{
			"Anna eins Turm Weiß, Bella eins Springer Weiß, Cesar eins Läufer Weiß, David eins Dame Weiß",
			"Eva eins König Weiß, Felix eins Läufer Weiß, Gustav eins Springer Weiß, Hector eins Turm Weiß",
		}, "Anna eins Turm Weiß, Bella eins Springer Weiß, Cesar eins Läufer Weiß, David eins Dame Weiß, Eva eins König Weiß, Felix eins Läufer Weiß, Gustav eins Springer Weiß, Hector eins Turm Weiß"},
		{"en", "position e", []string{
			"Eva one king White, Eva four pawn White, Eva five pawn Black, Eva eight king Black",
		}, "Eva one king White, Eva four pawn White, Eva five pawn Black, Eva eight king Black"},
		{"cs", "pozice e4", []string{"Eva čtyři pěšec bílý"}, "Eva čtyři pěšec bílý"},
	}
	for _, tt := range tests {
		style := map[string]string{"de": "annexd", "en": "annexd-en", "cs": "cs"}[tt.lang]
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style, s.AutoPress = tt.lang, style, true }))
		typed(tb, "e4", "e5")
		outs := typed(tb, tt.line)
		if len(outs) != 1 {
			t.Fatalf("%s %q: %d outputs, want one: %+v", tt.lang, tt.line, len(outs), outs)
		}
		if got := strings.Split(outs[0].Say.Text, "\n"); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s %q: lines\n%q\nwant\n%q", tt.lang, tt.line, got, tt.want)
		}
		for _, l := range strings.Split(outs[0].Say.Text, "\n") {
			if n := utf8.RuneCountInString(l); n > maxPositionLine {
				t.Errorf("%s %q: a line of %d characters: %s", tt.lang, tt.line, n, l)
			}
		}
		if got := tb.TextStyle().Text(outs[0].Say.Words); got != tt.spoken {
			t.Errorf("%s %q: spoken\n%q\nwant\n%q", tt.lang, tt.line, got, tt.spoken)
		}
	}
}
