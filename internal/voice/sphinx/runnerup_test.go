//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestWordDoubtBecomesTheRunnerUp (moves, session 11): a piece of the
// move heard that the verifier found weak enough (voice.WordDoubtExcess)
// gives, when no runner-up came close, the one move with that piece
// replaced as the runner-up; a weaker excess, a check of other words, a
// word with several replacements, or no check gives none.
func TestWordDoubtBecomesTheRunnerUp(t *testing.T) {
	const (
		rookKnight       = "7k/8/8/8/3p4/1N6/8/3R3K w - - 0 1"
		rookKnightBishop = "7k/8/8/8/3p4/1N6/5B2/3R3K w - - 0 1"
		heard            = "turm schlaegt david vier"
	)
	tests := []struct {
		name, fen string
		check     Check
		want      RunnerUp
	}{
		{"weak piece above the limit", rookKnight, Check{Words: heard, Done: true, Excess: 0.0030, ExcessWord: "turm"},
			RunnerUp{Words: "springer schlaegt david vier", Weak: "turm"}},
		{"weak piece below the limit", rookKnight, Check{Words: heard, Done: true, Excess: 0.0020, ExcessWord: "turm"}, RunnerUp{}},
		{"a check of other words", rookKnight, Check{Words: "turm david vier", Done: true, Excess: 0.0030, ExcessWord: "turm"}, RunnerUp{}},
		{"two other pieces could take", rookKnightBishop, Check{Words: heard, Done: true, Excess: 0.0030, ExcessWord: "turm"}, RunnerUp{}},
		{"the check not done", rookKnight, Check{Words: heard, Excess: 0.0030, ExcessWord: "turm"}, RunnerUp{}},
	}
	r := germanRecognizer(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkedAt(t, r, tc.fen, tc.check)
			if got := r.wordDoubt(heard); got != tc.want {
				t.Errorf("runner-up %+v, want %+v", got, tc.want)
			}
		})
	}
}

// checkedAt sets r at the position fen, as after a move heard whose
// verifier's check was c: the setup of the runner-up tests (word doubt,
// tail doubt), which call the doubt with the words heard.
func checkedAt(t *testing.T, r *Recognizer, fen string, c Check) {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.SetPosition(&pos, false); err != nil {
		t.Fatal(err)
	}
	r.check = c
}
