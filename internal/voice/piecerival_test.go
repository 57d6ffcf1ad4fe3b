package voice

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestPieceRivalMoves: a German rook move heard is scored against every
// legal queen move, in the short and the long form, with the check word
// the move gives; a queen, a pawn or another style's rook has no rival,
// nor a rook whose queen cannot move.
func TestPieceRivalMoves(t *testing.T) {
	// The queen on b1 can go to c1 and d1 (Qd1+ checks the king on h5);
	// the rook on e1 anywhere on the e-file and the first rank.
	const open = "8/8/8/7k/8/8/PPP5/KQ2R3 w - - 0 1"
	// A knight on c1: the queen cannot move.
	const boxed = "8/8/8/7k/8/8/PPP5/KQN1R3 w - - 0 1"
	queen := []string{
		"dame bella eins cesar eins",
		"dame bella eins david eins schach",
		"dame cesar eins",
		"dame david eins schach",
	}
	tests := []struct {
		name, fen, heard string
		style            phonetic.Style
		want             []string
	}{
		{"German rook: every queen move", open, "Re2", phonetic.AnnexD, queen},
		{"German rook capture-free check: the same", open, "Rh1+", phonetic.AnnexD, queen},
		{"German queen: none", open, "Qc1", phonetic.AnnexD, nil},
		{"German pawn: none", open, "a3", phonetic.AnnexD, nil},
		{"queen boxed in: none", boxed, "Re2", phonetic.AnnexD, nil},
		{"English rook: none", open, "Re2", phonetic.AnnexDEn, nil},
		{"Czech rook: none", open, "Re2", phonetic.CzechStyle, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := PieceRivalMoves(&pos, move(t, &pos, tc.heard), tc.style)
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("rivals %q, want %q", got, tc.want)
			}
		})
	}
}

// TestPieceRivalGrammar: the rivals' grammar lists each move, its check
// word optional; no rival, no grammar.
func TestPieceRivalGrammar(t *testing.T) {
	g, ok := RivalGrammar(phonetic.AnnexD, []string{"dame cesar eins", "dame david eins schach"})
	want := "#JSGF V1.0;\ngrammar rival;\npublic <rival> = (dame cesar eins) | (dame david eins [schach]);\n"
	if !ok || g != want {
		t.Errorf("grammar %q %v, want %q", g, ok, want)
	}
	if g, ok := RivalGrammar(phonetic.AnnexD, nil); ok || g != "" {
		t.Errorf("no rivals: grammar %q %v, want none", g, ok)
	}
}
