//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestRivalDoubt (helper five, session 18): an English move heard ending
// in "three" with speech hidden is scored against the legal moves ending
// in "five" instead; when the speech was "five" (the words "rook eva
// three" forced on "Rook Eva five." as the fast high voices were heard),
// the five move fits it better and is named as the doubt, the rival and
// its margin kept for measuring. "Rook Eva three." said and heard right
// is not fitted by the five moves at all: no rival, no doubt. Without hidden
// speech no rival is scored; nor when the five move is not legal, nor for
// a move heard with five.
func TestRivalDoubt(t *testing.T) {
	const (
		rook    = "7k/8/8/8/8/8/8/K3R3 w - - 0 1" // Re3 and Re5
		blocked = "7k/8/8/8/4N3/8/8/K3R3 w - - 0 1"
	)
	tests := []struct {
		name, fen, said, words string
		hidden                 int
		want                   RunnerUp
		rival                  string
		below                  bool // the margin under minRivalMargin
	}{
		{"five heard as three", rook, "Rook Eva five.", "rook eva three", minRivalHidden, RunnerUp{Words: "rook eva five", Weak: "three"}, "rook eva five", true},
		{"three said", rook, "Rook Eva three.", "rook eva three", minRivalHidden, RunnerUp{}, "", false},
		{"no speech hidden", rook, "Rook Eva five.", "rook eva three", minRivalHidden - 1, RunnerUp{}, "", false},
		{"five not legal", blocked, "Rook Eva five.", "rook eva three", minRivalHidden, RunnerUp{}, "", false},
		{"five heard", rook, "Rook Eva five.", "rook eva five", minRivalHidden, RunnerUp{}, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pcm := spokenIn(t, "en", tc.said)
			r := englishRecognizer(t)
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.SetPosition(&pos, false); err != nil {
				t.Fatal(err)
			}
			if _, err := r.Recognize(pcm); err != nil {
				t.Fatal(err)
			}
			r.check = r.ver.check(tc.words, r.audio, nil)
			r.check.Hidden = tc.hidden
			got := r.rivalDoubt(tc.words)
			c := r.check
			if got != tc.want || c.Rival != tc.rival {
				t.Fatalf("runner-up %+v, rival %q (margin %.4f); want %+v, rival %q", got, c.Rival, c.RivalMargin, tc.want, tc.rival)
			}
			if tc.rival != "" && (c.RivalMargin < minRivalMargin) != tc.below {
				t.Errorf("margin %.4f, want under %.4f: %v", c.RivalMargin, minRivalMargin, tc.below)
			}
		})
	}
}
