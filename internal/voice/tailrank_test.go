package voice

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestTailDoubt: a Czech move heard ending in "šest" or "pět" names the
// move with "sedm" in that place as its doubt, when that move is legal
// and differs in the rank alone; no other rank, style or move does.
func TestTailDoubt(t *testing.T) {
	// A rook on a1 can go up the a-file; Ra8 gives check.
	const rook = "7k/8/8/8/8/8/8/R3K3 w - - 0 1"
	// A knight on a7: the rook cannot go there.
	const blocked = "7k/N7/8/8/8/8/8/R3K3 w - - 0 1"
	// Ra6 gives check, Ra7 does not.
	const checkOnSix = "8/8/7k/8/8/8/8/R3K3 w - - 0 1"
	// The pawn on e5 can go to e6, not to e7.
	const pawn = "7k/8/8/4P3/8/8/8/4K3 w - - 0 1"
	tests := []struct {
		name, fen, heard string
		form             phonetic.Form
		style            phonetic.Style
		doubt            string // SAN, "" for none
	}{
		{"šest: sedm named", rook, "Ra6", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"pět: sedm named", rook, "Ra5", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"sedm itself: none", rook, "Ra7", phonetic.Short, phonetic.CzechStyle, ""},
		{"čtyři: none", rook, "Ra4", phonetic.Short, phonetic.CzechStyle, ""},
		{"tři: none", rook, "Ra3", phonetic.Short, phonetic.CzechStyle, ""},
		{"sedm not legal: none", blocked, "Ra6", phonetic.Short, phonetic.CzechStyle, ""},
		{"the check word aside", checkOnSix, "Ra6+", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"a pawn without e7: none", pawn, "e6", phonetic.Short, phonetic.CzechStyle, ""},
		{"long form: the rank of the destination", rook, "Ra6", phonetic.Long, phonetic.CzechStyle, "Ra7"},
		{"German sechs: none", rook, "Ra6", phonetic.Short, phonetic.AnnexD, ""},
		{"German fünf: none", rook, "Ra5", phonetic.Short, phonetic.AnnexD, ""},
		{"English six: none", rook, "Ra6", phonetic.Short, phonetic.AnnexDEn, ""},
		{"English five: none", rook, "Ra5", phonetic.Short, phonetic.AnnexDEn, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			o, ok := TailDoubt(&pos, move(t, &pos, tc.heard), tc.form, tc.style)
			got := ""
			if ok {
				got = pos.SAN(o)
			}
			if got != tc.doubt {
				t.Errorf("doubt %q, want %q", got, tc.doubt)
			}
		})
	}
}

// TestTailRank: the Czech šest and pět may be the beginning of sedm; no
// other rank or style has a tail rank.
func TestTailRank(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  string
	}{
		{phonetic.CzechStyle, "sest", "sedm"},
		{phonetic.CzechStyle, "pet", "sedm"},
		{phonetic.CzechStyle, "sedm", ""},
		{phonetic.CzechStyle, "osm", ""},
		{phonetic.CzechStyle, "sach", ""},
		{phonetic.AnnexD, "sechs", ""},
		{phonetic.AnnexDEn, "two", ""},
		{phonetic.AnnexDEn, "five", ""},
	}
	for _, tc := range tests {
		if got := TailRank(tc.style, tc.token); got != tc.want {
			t.Errorf("TailRank(%v, %q) = %q, want %q", tc.style, tc.token, got, tc.want)
		}
	}
}
