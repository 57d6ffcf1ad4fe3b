//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestRivalDoubt (wrong, session 17): a German move heard ending in
// "zwei" is scored against the legal moves ending in "drei" instead; when
// the speech was "drei" (the words "turm eva zwei" forced on "Turm Eva
// drei." as the recogniser heard final10's), the drei move fits it
// better and is named as the doubt. "Turm Eva zwei." said and heard
// right fits zwei by more than minRivalMargin: no doubt, the rival and
// its margin kept for measuring. A drei move that is not legal, or a
// move heard with drei, scores no rival.
func TestRivalDoubt(t *testing.T) {
	const (
		rook    = "7k/8/8/8/8/8/8/K3R3 w - - 0 1" // Re2 and Re3
		blocked = "7k/8/8/8/8/4N3/8/K3R3 w - - 0 1"
	)
	tests := []struct {
		name, fen, said, words string
		want                   RunnerUp
		rival                  string
		below                  bool // the margin under minRivalMargin
	}{
		{"drei heard as zwei", rook, "Turm Eva drei.", "turm eva zwei", RunnerUp{Words: "turm eva drei", Weak: "zwei"}, "turm eva drei", true},
		{"zwei said", rook, "Turm Eva zwei.", "turm eva zwei", RunnerUp{}, "turm eva drei", false},
		{"drei not legal", blocked, "Turm Eva drei.", "turm eva zwei", RunnerUp{}, "", false},
		{"drei heard", rook, "Turm Eva drei.", "turm eva drei", RunnerUp{}, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pcm := spokenIn(t, "de", tc.said)
			r := germanRecognizer(t)
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
