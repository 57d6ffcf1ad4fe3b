//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestShortGrammarHoldsEachLegalMoveOnce (wrong, session 12): the
// grammar of the second look at a long form holds the short form of
// each legal move once, its check word optional, and nothing when no
// move is legal.
func TestShortGrammarHoldsEachLegalMoveOnce(t *testing.T) {
	tests := []struct {
		name, fen string
		style     phonetic.Style
		want      string
		ok        bool
	}{
		{"king and rook, the rook checks", "7k/8/8/8/8/8/8/R6K w - - 0 1", phonetic.AnnexD,
			"#JSGF V1.0;\ngrammar short;\npublic <move> = (koenig gustav eins) | (koenig gustav zwei) | (koenig hector zwei) | " +
				"(turm bella eins) | (turm cesar eins) | (turm david eins) | (turm eva eins) | (turm felix eins) | (turm gustav eins) | " +
				"(turm anna zwei) | (turm anna drei) | (turm anna vier) | (turm anna fuenf) | (turm anna sechs) | (turm anna sieben) | (turm anna acht [schach]);\n", true},
		{"the same in English", "7k/8/8/8/8/8/8/R6K w - - 0 1", phonetic.AnnexDEn,
			"#JSGF V1.0;\ngrammar short;\npublic <move> = (king gustav one) | (king gustav two) | (king hector two) | " +
				"(rook bella one) | (rook cesar one) | (rook david one) | (rook eva one) | (rook felix one) | (rook gustav one) | " +
				"(rook anna two) | (rook anna three) | (rook anna four) | (rook anna five) | (rook anna six) | (rook anna seven) | (rook anna eight [check]);\n", true},
		{"checkmated: no move", "7k/8/8/8/8/8/6PP/r6K w - - 0 1", phonetic.AnnexD, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := shortGrammar(&pos, tc.style)
			if got != tc.want || ok != tc.ok {
				t.Errorf("shortGrammar = %q, %v\nwant %q, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

// TestIsLongFormOnlyForTheLongForm (wrong, session 12): words are a long
// form when they name the piece and the from-square of a move whose
// short form does not (a pawn's too), with or without the check word; a
// short form and castling (one form) are not.
func TestIsLongFormOnlyForTheLongForm(t *testing.T) {
	const fen = "7k/8/8/8/8/8/4P2P/R3K2R w KQ - 0 1"
	tests := []struct {
		words string
		want  bool
	}{
		{"turm anna eins anna acht", true},
		{"turm anna eins anna acht schach", true},
		{"turm anna acht schach", false},
		{"turm anna acht", false},
		{"bauer eva zwei eva vier", true},
		{"eva vier", false},
		{"kurze rochade", false},
	}
	r := germanRecognizer(t)
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.SetPosition(&pos, false); err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.words, func(t *testing.T) {
			m, err := r.parser.Parse(r.pos, tc.words)
			if err != nil {
				t.Fatalf("%q is no legal move: %v", tc.words, err)
			}
			if got := r.isLongForm(m, tc.words); got != tc.want {
				t.Errorf("isLongForm(%q) = %v, want %v", tc.words, got, tc.want)
			}
		})
	}
}

// TestLongFormSecondLook (wrong, session 12): espeak-ng saying a move in
// the long form is heard so, and the second look finds the short form of
// the same move best; said in the short form, no second look is made.
func TestLongFormSecondLook(t *testing.T) {
	r := germanRecognizer(t)
	pos := rules.StartPosition()
	if err := r.SetPosition(&pos, false); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		said, heard string
		want        LongForm
	}{
		{"Springer Gustav eins Felix drei", "springer gustav eins felix drei", LongForm{Done: true, Short: "springer felix drei"}},
		{"Springer Felix drei", "springer felix drei", LongForm{}},
	}
	for _, tc := range tests {
		t.Run(tc.said, func(t *testing.T) {
			got, err := r.Recognize(spoken(t, tc.said))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.heard {
				t.Fatalf("heard %q, want %q", got, tc.heard)
			}
			lf := r.LastLongForm()
			if lf.Done != tc.want.Done || lf.Short != tc.want.Short || lf.Other != tc.want.Other {
				t.Errorf("LastLongForm = %+v, want %+v (any margin)", lf, tc.want)
			}
			if lf.Done && lf.Margin < 0 {
				t.Errorf("margin %.4f: the short form of the move heard fitted better than its long form", lf.Margin)
			}
		})
	}
}
