package voice

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestTailDoubt: a Czech move heard ending in "šest" or "pět" names the
// move with "sedm" in that place as its doubt, and one heard ending in
// "čtyři" the move with "šest" or "sedm" there, when that move is legal,
// differs in the rank alone and is the only one; no other rank, style or
// move does.
func TestTailDoubt(t *testing.T) {
	// A rook on a1 can go up the a-file; Ra8 gives check.
	const rook = "7k/8/8/8/8/8/8/R3K3 w - - 0 1"
	// A knight on a7: the rook cannot go there.
	const blocked = "7k/N7/8/8/8/8/8/R3K3 w - - 0 1"
	// Ra6 gives check, Ra7 does not.
	const checkOnSix = "8/8/7k/8/8/8/8/R3K3 w - - 0 1"
	// The pawn on e5 can go to e6, not to e7.
	const pawn = "7k/8/8/4P3/8/8/8/4K3 w - - 0 1"
	// A knight on a7: the rook can go to a6, not to a7.
	const sixOnly = blocked
	// A knight on a6: the rook can go to a5, neither to a6 nor to a7.
	const belowSix = "7k/8/N7/8/8/8/8/R3K3 w - - 0 1"
	// The king on f5: Kf6 beside Kf4, no f7.
	const king = "7k/8/8/5K2/8/8/8/8 w - - 0 1"
	tests := []struct {
		name, fen, heard string
		form             phonetic.Form
		style            phonetic.Style
		doubt            string // SAN, "" for none
	}{
		{"šest: sedm named", rook, "Ra6", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"pět: sedm named", rook, "Ra5", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"sedm itself: none", rook, "Ra7", phonetic.Short, phonetic.CzechStyle, ""},
		{"čtyři, šest and sedm both legal: none", rook, "Ra4", phonetic.Short, phonetic.CzechStyle, ""},
		{"čtyři, šest alone legal: šest named", sixOnly, "Ra4", phonetic.Short, phonetic.CzechStyle, "Ra6"},
		{"čtyři, neither legal: none", belowSix, "Ra4", phonetic.Short, phonetic.CzechStyle, ""},
		{"čtyři, a king's šest", king, "Kf4", phonetic.Short, phonetic.CzechStyle, "Kf6"},
		{"German vier: none", sixOnly, "Ra4", phonetic.Short, phonetic.AnnexD, ""},
		{"English four: none", sixOnly, "Ra4", phonetic.Short, phonetic.AnnexDEn, ""},
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

// TestTailRanks: the Czech šest and pět may be the beginning of sedm,
// čtyři of šest or sedm; no other rank or style has a tail rank.
func TestTailRanks(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  []string
	}{
		{phonetic.CzechStyle, "sest", []string{"sedm"}},
		{phonetic.CzechStyle, "pet", []string{"sedm"}},
		{phonetic.CzechStyle, "ctyri", []string{"sest", "sedm"}},
		{phonetic.CzechStyle, "sedm", nil},
		{phonetic.CzechStyle, "osm", nil},
		{phonetic.CzechStyle, "tri", nil},
		{phonetic.CzechStyle, "sach", nil},
		{phonetic.AnnexD, "sechs", nil},
		{phonetic.AnnexD, "vier", nil},
		{phonetic.AnnexDEn, "two", nil},
		{phonetic.AnnexDEn, "four", nil},
		{phonetic.AnnexDEn, "five", nil},
	}
	for _, tc := range tests {
		if got := TailRanks(tc.style, tc.token); !slices.Equal(got, tc.want) {
			t.Errorf("TailRanks(%v, %q) = %q, want %q", tc.style, tc.token, got, tc.want)
		}
	}
}
