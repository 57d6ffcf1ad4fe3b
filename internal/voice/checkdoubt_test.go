package voice

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestCheckDoubt: a move heard in its long form without a check word
// names as its doubt the one move giving check whose short form begins
// with the piece and the file it stands on (final13's "rook gustav seven
// check" heard "rook gustav two eva two"), in German, English and Czech;
// not when it was heard in the short form, when it gives check itself,
// and when no such move or two of them are legal.
func TestCheckDoubt(t *testing.T) {
	// The rook on g2 gives check from g7 alone (Rh2+ is on another file).
	const rook = "8/7k/8/8/8/8/6R1/4K3 w - - 0 1"
	// A queen on g2 gives check from g6, g7 and g8.
	const many = "8/7k/8/8/8/8/6Q1/4K3 w - - 0 1"
	// The king on a7 behind a pawn: no rook move up the g-file gives check.
	const none = "8/kp6/8/8/8/8/6R1/4K3 w - - 0 1"
	// The rook on e2 gives check from e2 (the king on e8).
	const checking = "4k3/8/8/8/8/8/6R1/4K3 w - - 0 1"
	// Black's queen on f6 gives check from f4 alone (White's king on a4).
	const queen = "7k/8/5q2/8/K7/8/8/8 b - - 0 1"
	tests := []struct {
		name, fen, heard string
		style            phonetic.Style
		words            string // the words heard; "" for the long form's
		doubt            string // SAN, "" for none
	}{
		{"German: Turm Gustav sieben Schach", rook, "Re2", phonetic.AnnexD, "", "Rg7+"},
		{"English: rook gustav seven check", rook, "Re2", phonetic.AnnexDEn, "", "Rg7+"},
		{"Czech: věž gustav sedm šach", rook, "Re2", phonetic.CzechStyle, "", "Rg7+"},
		{"another destination", rook, "Rd2", phonetic.AnnexDEn, "", "Rg7+"},
		{"heard in the short form: none", rook, "Re2", phonetic.AnnexDEn, "rook eva two", ""},
		{"the move heard gives check: none", checking, "Re2+", phonetic.AnnexDEn, "", ""},
		{"three moves give check: none", many, "Qe2", phonetic.AnnexDEn, "", ""},
		{"no move gives check: none", none, "Re2", phonetic.AnnexDEn, "", ""},
		{"Czech: dáma felix čtyři šach", queen, "Qd8", phonetic.CzechStyle, "", "Qf4+"},
		{"Czech, heard dáma felix šest eva šest", queen, "Qe6", phonetic.CzechStyle, "", "Qf4+"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			m := move(t, &pos, tc.heard)
			words := tc.words
			if words == "" {
				long, err := phonetic.MoveWords(&pos, m, phonetic.Long)
				if err != nil {
					t.Fatal(err)
				}
				words = strings.Join(Tokens(tc.style.Text(long)), " ")
			}
			o, ok := CheckDoubt(&pos, m, tc.style, words)
			got := ""
			if ok {
				got = pos.SAN(o)
			}
			if got != tc.doubt {
				t.Errorf("CheckDoubt(%q) = %q, want %q", words, got, tc.doubt)
			}
		})
	}
}
