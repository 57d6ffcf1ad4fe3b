package table

import "testing"

// TestBoardWordNamingNoBoardIsRefusedAsBoard: "board WORD" where WORD
// names no board is the position command ("board e4"); a WORD that is no
// side or square either is refused naming board, the word typed (not
// position), with what a board line takes, in the session's language;
// the position forms still answer.
func TestBoardWordNamingNoBoardIsRefusedAsBoard(t *testing.T) {
	for _, tc := range []struct {
		style, line, want string
	}{
		{"annexd-en", "board bogus", `board "bogus": type board alone, board tactile or board sighted (with lift e2, place e4 …), or a side or square as after position (board e4).`},
		{"annexd", "brett xyz", `brett "xyz": brett allein, brett steckbrett oder brett sehend (mit heben e2, setzen e4 …) oder eine Seite oder ein Feld wie nach stellung (brett e4) eingeben.`},
		{"annexd", "board nine nine", `brett "nine nine": brett allein, brett steckbrett oder brett sehend (mit heben e2, setzen e4 …) oder eine Seite oder ein Feld wie nach stellung (brett e4) eingeben.`},
		{"cs", "šachovnice i9", `šachovnice "i9": zadejte samotné šachovnice, šachovnice hmatová nebo šachovnice vidící (a za tím zvednout e2, položit e4 …), nebo stranu či pole jako za pozice (šachovnice e4).`},
		// The position forms of board are answered as position.
		{"annexd-en", "board e4", "Eva four pawn White"},
		{"annexd", "brett vier", "Eva vier Bauer Weiß"},
		{"cs", "šachovnice e5", "Eva pět pěšec černý"},
		{"annexd-en", "board black", "Black: king Eva eight\nBlack: pawn Eva five"},
		// position itself still names position.
		{"annexd-en", "position bogus", `position "bogus": type white, black, me, opponent, a square like e4 or Eva four, a file like e or Eva, or a rank like 4 or four.`},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Style = tc.style; s.FEN = "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1" }))
		got := texts(typed(tb, tc.line))
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s %s: %q\nwant %q", tc.style, tc.line, got, tc.want)
		}
	}
}
