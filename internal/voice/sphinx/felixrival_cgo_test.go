//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// felixPos is the starting position: the knight on g1 goes to f3 and h3,
// the one on b1 to c3 and a3.
const felixPos = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// TestFelixDoubt: the words of the knight's move to h3 forced on the
// speech of "Jezdec Felix tři." (as final12's +UniRobot was heard
// "jezdec cesar …") fit worse than the knight's move to f3, which is
// named as the doubt, the file heard its weak word; "Jezdec Cesar tři."
// heard right fits its words better than f3 by more than minFelixMargin
// and names none; a move to the f-file heard has no Felix rival. (With
// the usual beams the decoding of f3 on "Jezdec Cesar tři." ended in no
// hypothesis: newFelixDecoder widens them.)
func TestFelixDoubt(t *testing.T) {
	tests := []struct {
		name, said, words string
		rival             string
		want              RunnerUp
	}{
		{"Felix heard as Hector", "Jezdec Felix tři.", "jezdec hector tri", "jezdec felix tri", RunnerUp{Words: "jezdec felix tri", Weak: "hector"}},
		{"Cesar heard", "Jezdec Cesar tři.", "jezdec cesar tri", "jezdec felix tri", RunnerUp{}},
		{"Felix heard", "Jezdec Felix tři.", "jezdec felix tri", "", RunnerUp{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pcm := spokenIn(t, "cs", tc.said)
			r := czechRecognizer(t)
			pos, err := rules.ParseFEN(felixPos)
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
			r.felixRival(tc.words)
			t.Logf("rival %q margin %.4f", r.check.Felix, r.check.FelixMargin)
			if r.check.Felix != tc.rival {
				t.Errorf("rival %q, want %q", r.check.Felix, tc.rival)
			}
			if got := r.felixDoubt(tc.words); got != tc.want {
				t.Errorf("doubt %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestFelixDecoderCzechAlone: the Felix rival's decoder is made for a
// Czech recogniser alone; German and English decode nothing more than
// before it.
func TestFelixDecoderCzechAlone(t *testing.T) {
	if r := germanRecognizer(t); r.fel != nil {
		t.Error("German recogniser: a Felix decoder")
	}
	if r := englishRecognizer(t); r.fel != nil {
		t.Error("English recogniser: a Felix decoder")
	}
	if r := czechRecognizer(t); r.fel == nil {
		t.Error("Czech recogniser: no Felix decoder")
	}
}
