package voice

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestOneWordRivals: the moves that differ from the move heard in one
// rank are the rook's other squares on its file (the long form's too,
// the check word the move gives kept), in one piece the queen's move to
// the same square; a file, "takes" or two words differing make no rival.
func TestOneWordRivals(t *testing.T) {
	// The rook on e1 along the e-file (Re8+ checks the king on a8), the
	// queen on d2 to e2, the knight on g1 to f3 and e2.
	const fen = "k7/8/8/8/8/8/3Q4/K3R1N1 w - - 0 1"
	tests := []struct {
		name, heard   string
		style         phonetic.Style
		ranks, pieces []string
	}{
		{"German rook", "Re2", phonetic.AnnexD,
			[]string{"turm eva acht schach", "turm eva drei", "turm eva eins eva acht schach", "turm eva eins eva drei", "turm eva eins eva fuenf", "turm eva eins eva sechs", "turm eva eins eva sieben", "turm eva eins eva vier", "turm eva fuenf", "turm eva sechs", "turm eva sieben", "turm eva vier"},
			[]string{"dame eva zwei", "springer eva zwei"}},
		{"English rook", "Re2", phonetic.AnnexDEn,
			[]string{"rook eva eight check", "rook eva five", "rook eva four", "rook eva one eva eight check", "rook eva one eva five", "rook eva one eva four", "rook eva one eva seven", "rook eva one eva six", "rook eva one eva three", "rook eva seven", "rook eva six", "rook eva three"},
			[]string{"knight eva two", "queen eva two"}},
		{"Czech rook", "Re2", phonetic.CzechStyle,
			[]string{"vez eva ctyri", "vez eva jedna eva ctyri", "vez eva jedna eva osm sach", "vez eva jedna eva pet", "vez eva jedna eva sedm", "vez eva jedna eva sest", "vez eva jedna eva tri", "vez eva osm sach", "vez eva pet", "vez eva sedm", "vez eva sest", "vez eva tri"},
			[]string{"dama eva dva", "jezdec eva dva"}},
		{"Czech knight: other files alone", "Nf3", phonetic.CzechStyle,
			nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			ranks, pieces := OneWordRivals(&pos, move(t, &pos, tc.heard), tc.style)
			slices.Sort(ranks)
			slices.Sort(pieces)
			if !slices.Equal(ranks, tc.ranks) || !slices.Equal(pieces, tc.pieces) {
				t.Errorf("ranks %q pieces %q, want %q %q", ranks, pieces, tc.ranks, tc.pieces)
			}
		})
	}
}

// TestWithoutCheckTokens: the check and mate words of each style are
// left out, every other word kept in its place.
func TestWithoutCheckTokens(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		words string
		want  []string
	}{
		{phonetic.AnnexD, "turm eva eins schach", []string{"turm", "eva", "eins"}},
		{phonetic.AnnexD, "dame david eins eva eins matt", []string{"dame", "david", "eins", "eva", "eins"}},
		{phonetic.AnnexDEn, "rook bella one check", []string{"rook", "bella", "one"}},
		{phonetic.AnnexDEn, "queen felix eight", []string{"queen", "felix", "eight"}},
		{phonetic.CzechStyle, "dama cesar dva sach", []string{"dama", "cesar", "dva"}},
		{phonetic.CzechStyle, "", nil},
	}
	for _, tc := range tests {
		if got := WithoutCheckTokens(tc.style, tc.words); !slices.Equal(got, tc.want) {
			t.Errorf("%v %q: %q, want %q", tc.style, tc.words, got, tc.want)
		}
	}
}
