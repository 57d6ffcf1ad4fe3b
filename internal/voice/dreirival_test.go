package voice

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestDreiRivalMoves: a German move heard to the second rank is scored
// against the legal moves of its piece whose words are the words heard
// with "drei" for "zwei" (the same file, the same form; each move in both
// forms), a capture
// against captures, a check against checks, with the check word the move
// gives; a move to another rank, one whose drei move is to another file
// or gives check where it does not, a castling and the English and Czech
// styles have none.
func TestDreiRivalMoves(t *testing.T) {
	// The rook on a1 goes up the a-file; the king on h1 to g2, h2, g1.
	const quiet = "7k/8/8/8/8/8/8/R6K w - - 0 1"
	// The same, the black king on h3: on a3 the rook checks it.
	const third = "8/8/8/8/8/7k/8/R6K w - - 0 1"
	// The rooks on a2 and a3 check the king on e8 from e2 and e3.
	const both = "4k3/8/8/8/8/R7/R7/7K w - - 0 1"
	// The knight on b1 takes on d2 and goes to a3 and c3; the one on b4
	// takes on d3.
	const takes = "k7/8/8/8/1N6/3p4/3p4/1N5K w - - 0 1"
	// The knight on b1 goes to d2, a3 and c3: no knight reaches d3.
	const knight = "k7/8/8/8/8/8/8/1N5K w - - 0 1"
	tests := []struct {
		name, fen, heard, words string
		style                   phonetic.Style
		want                    []string
	}{
		{"rook to a2: a3", quiet, "Ra2", "turm anna zwei", phonetic.AnnexD, []string{"turm anna drei", "turm anna eins anna drei"}},
		{"the long form heard: a3", quiet, "Ra2", "turm anna eins anna zwei", phonetic.AnnexD, []string{"turm anna drei", "turm anna eins anna drei"}},
		{"another form: none", quiet, "Ra2", "turm anna anna zwei", phonetic.AnnexD, nil},
		{"a3 checks, a2 does not: none", third, "Ra2", "turm anna zwei", phonetic.AnnexD, nil},
		{"both check: the check word kept", both, "Re2+", "turm eva zwei schach", phonetic.AnnexD, []string{"turm eva drei schach", "turm anna drei eva drei schach"}},
		{"both check, the check word not heard: kept", both, "Re2+", "turm eva zwei", phonetic.AnnexD, []string{"turm eva drei schach", "turm anna drei eva drei schach"}},
		{"a capture on d2: the capture on d3", takes, "Nxd2", "springer schlaegt david zwei", phonetic.AnnexD, []string{"springer schlaegt david drei", "springer bella vier schlaegt david drei"}},
		{"d3 out of reach, c3 another file: none", knight, "Nd2", "springer david zwei", phonetic.AnnexD, nil},
		{"the king, none to the third: none", quiet, "Kg2", "koenig gustav zwei", phonetic.AnnexD, nil},
		{"to the third: none", takes, "Na3", "springer anna drei", phonetic.AnnexD, nil},
		{"castling: none", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "kurze rochade", phonetic.AnnexD, nil},
		{"English: none", quiet, "Ra2", "rook anna two", phonetic.AnnexDEn, nil},
		{"Czech: none", quiet, "Ra2", "vez anna dva", phonetic.CzechStyle, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := DreiRivalMoves(&pos, move(t, &pos, tc.heard), tc.style, tc.words)
			slices.Sort(got)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("rivals %q, want %q", got, want)
			}
		})
	}
}
