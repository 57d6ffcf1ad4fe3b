//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestCheckDoubtBecomesTheRunnerUp (wrong, session 20): a rook move heard
// in its long form without a check word gives the one rook move up its
// file that gives check as the runner-up, in recogniser tokens, said back
// as the doubt (final13's "rook gustav seven check" heard "rook gustav
// two eva two"), in German, English and Czech; the same move heard in
// the short form, and a long form where no move gives check, give none.
func TestCheckDoubtBecomesTheRunnerUp(t *testing.T) {
	const (
		rook = "8/7k/8/8/8/8/6R1/4K3 w - - 0 1"
		none = "8/kp6/8/8/8/8/6R1/4K3 w - - 0 1"
	)
	tests := []struct {
		name  string
		vocab voice.Vocab
		fen   string
		words string
		want  RunnerUp
	}{
		{"German long form", voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}, rook, "turm gustav zwei eva zwei", RunnerUp{Words: "turm gustav sieben schach", Weak: "zwei"}},
		{"German short form", voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}, rook, "turm eva zwei", RunnerUp{}},
		{"English long form", voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English}, rook, "rook gustav two david two", RunnerUp{Words: "rook gustav seven check", Weak: "two"}},
		{"English long form, no move gives check", voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English}, none, "rook gustav two david two", RunnerUp{}},
		{"Czech long form", voice.Vocab{Style: phonetic.CzechStyle, Lang: voice.Czech}, rook, "vez gustav dva eva dva", RunnerUp{Words: "vez gustav sedm sach", Weak: "dva"}},
		{"Czech short form", voice.Vocab{Style: phonetic.CzechStyle, Lang: voice.Czech}, rook, "vez eva dva", RunnerUp{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := recognizerFor(t, tc.vocab)
			checkedAt(t, r, tc.fen, Check{})
			if got := r.checkDoubt(tc.words); got != tc.want {
				t.Errorf("runner-up %+v, want %+v", got, tc.want)
			}
		})
	}
}
