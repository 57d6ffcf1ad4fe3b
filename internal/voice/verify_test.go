package voice

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestNeighbourGrammarVariesFilesRanksAndPieces: the neighbours of a move
// heard keep its words and their number, and vary each file, rank and
// piece; takes stays, the check word is optional.
func TestNeighbourGrammarVariesFilesRanksAndPieces(t *testing.T) {
	de := Vocab{Style: phonetic.AnnexD, Lang: German}
	en := Vocab{Style: phonetic.AnnexDEn, Lang: English}
	cs := Vocab{Style: phonetic.CzechStyle, Lang: Czech}
	const head = "#JSGF V1.0;\ngrammar neighbours;\npublic <move> = "
	tests := []struct {
		v     Vocab
		words string
		want  string
	}{
		{de, "springer eva zwei", head + "(koenig | dame | turm | laeufer | springer | bauer) (anna | bella | cesar | david | eva | felix | gustav | hector) (eins | zwei | drei | vier | fuenf | sechs | sieben | acht) [(schach | matt)];\n"},
		{en, "knight takes eva two check", head + "(king | queen | rook | bishop | knight | pawn) takes (anna | bella | cesar | david | eva | felix | gustav | hector) (one | two | three | four | five | six | seven | eight) [(check | mate)];\n"},
		{cs, "anna pet", head + "(anna | bella | cesar | david | eva | felix | gustav | hector) (jedna | dva | tri | ctyri | pet | sest | sedm | osm) [(sach | mat)];\n"},
		{de, "", head + "[(schach | matt)];\n"},
	}
	for _, tc := range tests {
		if got := tc.v.NeighbourGrammar(tc.words); got != tc.want {
			t.Errorf("%s %q:\n%s\nwant\n%s", tc.v.Lang, tc.words, got, tc.want)
		}
	}
}

// TestSameShapeIgnoresFilesAndCheckOnly: two moves' words have the same
// shape when they differ in file names and the check word at most.
func TestSameShapeIgnoresFilesAndCheckOnly(t *testing.T) {
	de := Vocab{Style: phonetic.AnnexD, Lang: German}
	en := Vocab{Style: phonetic.AnnexDEn, Lang: English}
	tests := []struct {
		v    Vocab
		a, b string
		want bool
	}{
		{de, "springer eva zwei", "springer eva zwei", true},
		{de, "springer eva zwei", "springer bella zwei schach", true},
		{de, "springer eva zwei", "springer bella fuenf schach", false},
		{de, "springer eva zwei", "laeufer eva zwei", false},
		{de, "springer eva zwei", "springer schlaegt eva zwei", false},
		{de, "eva vier", "dame eva vier", false},
		{en, "knight eva two", "knight bella two mate", true},
		{en, "knight eva two", "knight bella five check", false},
		{en, "", "", true},
	}
	for _, tc := range tests {
		if got := tc.v.SameShape(tc.a, tc.b); got != tc.want {
			t.Errorf("SameShape(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
