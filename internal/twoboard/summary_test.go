package twoboard

import (
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestDiffTextSummarizesManySquares: a board that differs from the game in
// more than SummaryOver squares (set up for another game, two kings, an
// empty board) is said as one short sentence, how many squares differ and
// what to set up, in de, en and cs; at SummaryOver squares and below every
// square and step is said, as before.
func TestDiffTextSummarizesManySquares(t *testing.T) {
	const (
		start    = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
		afterE4  = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
		twoKings = "4k3/8/8/8/8/8/8/4K3"
		no8Pawns = "rnbqkbnr/pppppppp/8/8/8/8/8/RNBQKBNR"
		no9      = "rnbqkbnr/pppppppp/8/8/8/8/8/1NBQKBNR"
	)
	empty := SensedOccupancy(eboard.Occupancy(0))
	tests := []struct {
		name       string
		expected   string
		sensed     Sensed
		squares    int
		de, en, cs string // "" : the details, not a summary
	}{
		{"two kings on a board set for the start", start, SensedPieces(mustPlacement(t, twoKings)), 30,
			"30 Felder weichen ab; die Grundstellung aufstellen.",
			"30 squares differ; set up the starting position.",
			"30 polí se liší; postavte základní postavení."},
		{"empty tactile board, game under way", afterE4, empty, 32,
			"32 Felder weichen ab; die Stellung der Partie aufstellen.",
			"32 squares differ; set up the game's position.",
			"32 polí se liší; postavte postavení partie."},
		{"the start on a board set for 1.e4", afterE4, SensedPieces(mustPlacement(t, start)), 2, "", "", ""},
		{"just over the threshold", start, SensedPieces(mustPlacement(t, no9)), SummaryOver + 1,
			"9 Felder weichen ab; die Grundstellung aufstellen.",
			"9 squares differ; set up the starting position.",
			"9 polí se liší; postavte základní postavení."},
		{"at the threshold", start, SensedPieces(mustPlacement(t, no8Pawns)), SummaryOver, "", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := Diff(mustPlacement(t, tc.expected), tc.sensed)
			if len(d.Squares) != tc.squares {
				t.Fatalf("%d squares differ, want %d", len(d.Squares), tc.squares)
			}
			if got, want := d.Summarized(), tc.de != ""; got != want {
				t.Errorf("Summarized() = %v, want %v", got, want)
			}
			for _, c := range []struct {
				style phonetic.Style
				want  string
			}{{phonetic.AnnexD, tc.de}, {phonetic.AnnexDEn, tc.en}, {phonetic.CzechStyle, tc.cs}} {
				if c.want == "" {
					c.want = d.Details(c.style)
				}
				if got := d.Text(c.style); got != c.want {
					t.Errorf("%v: got %q, want %q", c.style.Lang(), got, c.want)
				}
			}
		})
	}
}

// TestDiffSummaryCountsInEveryForm: the summary takes the plural form the
// number asks for (one; Czech 2–4 and 5 on), and an ASCII style writes it
// in ASCII.
func TestDiffSummaryCountsInEveryForm(t *testing.T) {
	with := func(n int) Difference {
		d := Difference{ToStart: true}
		for sq := rules.Square(0); sq < rules.Square(n); sq++ {
			d.Squares = append(d.Squares, SquareDiff{Square: sq})
		}
		return d
	}
	tests := []struct {
		style phonetic.Style
		n     int
		want  string
	}{
		{phonetic.AnnexD, 1, "1 Feld weicht ab; die Grundstellung aufstellen."},
		{phonetic.AnnexDEn, 1, "1 square differs; set up the starting position."},
		{phonetic.CzechStyle, 1, "1 pole se liší; postavte základní postavení."},
		{phonetic.CzechStyle, 3, "3 pole se liší; postavte základní postavení."},
		{phonetic.CzechStyle, 5, "5 polí se liší; postavte základní postavení."},
		{phonetic.AnnexD.ASCII(), 12, "12 Felder weichen ab; die Grundstellung aufstellen."},
	}
	for _, tc := range tests {
		if got := with(tc.n).Summary(tc.style); got != tc.want {
			t.Errorf("%v, %d squares: got %q, want %q", tc.style.Lang(), tc.n, got, tc.want)
		}
	}
}
