package voice

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestSquareRivalGrammar: a square alone heard gets the grammar of every
// other square of its style (the other files with any rank, its file
// with the other ranks); anything else gets none.
func TestSquareRivalGrammar(t *testing.T) {
	for _, tc := range []struct {
		style phonetic.Style
		heard string
		want  string
		ok    bool
	}{
		{phonetic.AnnexD, "anna drei", "#JSGF V1.0;\ngrammar squares;\npublic <square> = (bella | cesar | david | eva | felix | gustav | hector) (eins | zwei | drei | vier | fuenf | sechs | sieben | acht) | anna (eins | zwei | vier | fuenf | sechs | sieben | acht);\n", true},
		{phonetic.AnnexDEn, "hector three", "#JSGF V1.0;\ngrammar squares;\npublic <square> = (anna | bella | cesar | david | eva | felix | gustav) (one | two | three | four | five | six | seven | eight) | hector (one | two | four | five | six | seven | eight);\n", true},
		{phonetic.CzechStyle, "eva tri", "#JSGF V1.0;\ngrammar squares;\npublic <square> = (anna | bella | cesar | david | felix | gustav | hector) (jedna | dva | tri | ctyri | pet | sest | sedm | osm) | eva (jedna | dva | ctyri | pet | sest | sedm | osm);\n", true},
		{phonetic.AnnexD, "springer felix drei", "", false},
		{phonetic.AnnexDEn, "repeat", "", false},
	} {
		got, ok := SquareRivalGrammar(tc.style, tc.heard)
		if got != tc.want || ok != tc.ok {
			t.Errorf("SquareRivalGrammar(%v, %q) = %q, %v; want %q, %v", tc.style, tc.heard, got, ok, tc.want, tc.ok)
		}
	}
}
