package table

import (
	"testing"
)

// TestPositionTakesEverySquareForm: position takes a square, a file and a
// rank in every form a move's square takes and in every style, and the
// player's own pieces (me) and his opponent's; "position Eva vier",
// "position vier" and "position me" used to be refused.
func TestPositionTakesEverySquareForm(t *testing.T) {
	for _, tc := range []struct {
		style, me, line, want string
	}{
		{"annexd", "white", "position Eva vier", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position eva VIER", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position e 4", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position e4", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position Echo four", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position Eva fuenf", "Eva fünf Bauer Schwarz"},
		{"annexd", "white", "position Eva funf", "Eva fünf Bauer Schwarz"},
		{"annexd", "white", "position vier", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position 4", "Eva vier Bauer Weiß"},
		{"annexd", "white", "position eva", "Eva eins König Weiß, Eva vier Bauer Weiß, Eva fünf Bauer Schwarz, Eva acht König Schwarz"},
		{"annexd", "white", "position me", "Weiß: König Eva eins\nWeiß: Dame David eins\nWeiß: Turm Anna eins Hector eins\nWeiß: Läufer Cesar eins Felix eins\nWeiß: Springer Bella eins Gustav eins\nWeiß: Bauer Anna zwei Bella zwei Cesar zwei David zwei Felix zwei Gustav zwei Hector zwei Eva vier"},
		{"annexd", "black", "stellung ich", "Schwarz: König Eva acht\nSchwarz: Dame David acht\nSchwarz: Turm Anna acht Hector acht\nSchwarz: Läufer Cesar acht Felix acht\nSchwarz: Springer Bella acht Gustav acht\nSchwarz: Bauer Eva fünf Anna sieben Bella sieben Cesar sieben David sieben Felix sieben Gustav sieben Hector sieben"},
		{"annexd", "black", "position opponent", "Weiß: König Eva eins\nWeiß: Dame David eins\nWeiß: Turm Anna eins Hector eins\nWeiß: Läufer Cesar eins Felix eins\nWeiß: Springer Bella eins Gustav eins\nWeiß: Bauer Anna zwei Bella zwei Cesar zwei David zwei Felix zwei Gustav zwei Hector zwei Eva vier"},
		{"annexd-en", "white", "position Eva four", "Eva four pawn White"},
		{"annexd-en", "white", "position four", "Eva four pawn White"},
		{"nato", "white", "position echo five", "Echo five pawn Black"},
		{"nato", "white", "position Eva vier", "Echo four pawn White"},
		{"cs", "white", "position Eva čtyři", "Eva čtyři pěšec bílý"},
		{"cs", "white", "position eva ctyri", "Eva čtyři pěšec bílý"},
		{"cs", "white", "position pět", "Eva pět pěšec černý"},
		{"cs", "black", "pozice já", "Černý: král Eva osm\nČerný: dáma David osm\nČerný: věž Anna osm Hector osm\nČerný: střelec Cesar osm Felix osm\nČerný: jezdec Bella osm Gustav osm\nČerný: pěšec Eva pět Anna sedm Bella sedm Cesar sedm David sedm Felix sedm Gustav sedm Hector sedm"},
		// Still refused, with what to type.
		{"annexd-en", "white", "position Eva", "Eva one king White, Eva four pawn White, Eva five pawn Black, Eva eight king Black"},
		{"annexd-en", "white", "position nine", `position "nine": type white, black, me, opponent, a square like e4 or Eva four, a file like e or Eva, or a rank like 4 or four.`},
		{"annexd", "white", "position vier Eva", `stellung "vier Eva": weiß, schwarz, ich, gegner, ein Feld wie e4 oder Eva vier, eine Linie wie e oder Eva oder eine Reihe wie 4 oder vier eingeben.`},
		{"cs", "white", "position i9", `pozice "i9": zadejte bílý, černý, já, soupeř, pole jako e4 nebo Eva čtyři, sloupec jako e nebo Eva, nebo řadu jako 4 nebo čtyři.`},
	} {
		t.Run(tc.style+" "+tc.line, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Style, s.Me = tc.style, tc.me; s.FEN = "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1" }))
			if tc.line == "position me" || tc.line == "stellung ich" || tc.line == "position opponent" || tc.line == "pozice já" {
				tb = newTable(t, setup(func(s *Setup) { s.Style, s.Me = tc.style, tc.me }))
				typed(tb, "e4", "e5")
			}
			got := texts(typed(tb, tc.line))
			if len(got) != 1 || got[0] != tc.want {
				t.Errorf("%s: %q\nwant %q", tc.line, got, tc.want)
			}
		})
	}
}
