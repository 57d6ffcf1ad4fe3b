//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestPieceDoubt (helper dame, session 18): a German rook move heard is
// scored against the legal queen moves; when the speech was "Dame" (the
// words "turm eva eins" forced on "Dame Eva eins." as the recogniser
// heard final11's +steph voices), the queen move fits it better and is
// named as the doubt. "Turm Eva eins." said and heard right fits the rook
// by more than minPieceMargin: no doubt, the rival and its margin kept
// for measuring. A queen that cannot move, or a queen move heard, scores
// no rival.
func TestPieceDoubt(t *testing.T) {
	const (
		both  = "k7/8/8/8/8/8/8/K2Q3R w - - 0 1"    // Qe1 and Re1
		boxed = "k7/8/8/8/8/8/PPP5/KQN4R w - - 0 1" // Re1 and no queen move
	)
	tests := []struct {
		name, fen, said, words string
		want                   RunnerUp
		rival                  string
		below                  bool // the margin under minPieceMargin
	}{
		{"Dame heard as Turm", both, "Dame Eva eins.", "turm eva eins", RunnerUp{Words: "dame eva eins", Weak: "turm"}, "dame eva eins", true},
		{"Turm said", both, "Turm Eva eins.", "turm eva eins", RunnerUp{}, "dame eva eins", false},
		{"no queen move", boxed, "Dame Eva eins.", "turm eva eins", RunnerUp{}, "", false},
		{"Dame heard", both, "Dame Eva eins.", "dame eva eins", RunnerUp{}, "", false},
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
			got := r.pieceDoubt(tc.words)
			c := r.check
			t.Logf("rival %q margin %.4f", c.Rival, c.RivalMargin)
			if got != tc.want || c.Rival != tc.rival {
				t.Fatalf("runner-up %+v, rival %q (margin %.4f); want %+v, rival %q", got, c.Rival, c.RivalMargin, tc.want, tc.rival)
			}
			if tc.rival != "" && (c.RivalMargin < minPieceMargin) != tc.below {
				t.Errorf("margin %.4f, want under %.4f: %v", c.RivalMargin, minPieceMargin, tc.below)
			}
		})
	}
}

// TestSamePiece: a runner-up that is a move of the rival piece already
// names that piece; another does not.
func TestSamePiece(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"dame gustav fuenf", "dame felix sechs", true},
		{"turm felix eins", "dame felix zwei", false},
		{"", "dame felix zwei", false},
		{"dame felix zwei", "", false},
	}
	for _, tc := range tests {
		if got := samePiece(tc.a, tc.b); got != tc.want {
			t.Errorf("samePiece(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
