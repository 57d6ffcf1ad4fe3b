//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// dreiPos has White's rook on e1, free up the e-file, the black king
// away from it.
const dreiPos = "k7/8/8/8/8/8/8/4RK2 w - - 0 1"

// TestDreiDoubt: the words of the rook's move to e2 forced on the speech
// of "Turm Eva drei." (as final15's MBROLA voices were heard "… zwei")
// fit worse than the move to e3, which is named as the doubt, the rank
// heard its weak word; "Turm Eva zwei." said by espeak-ng's +f2 and heard
// right fits its words better than e3 by more than minDreiMargin and
// names none (its default voice's zwei fits e3 as well as e2: such a zwei
// is asked about); a move to the third rank heard has no drei rival.
func TestDreiDoubt(t *testing.T) {
	tests := []struct {
		name, voice, said, words string
		rival                    string
		want                     RunnerUp
	}{
		{"drei heard as zwei", "de", "Turm Eva drei.", "turm eva zwei", "turm eva drei", RunnerUp{Words: "turm eva drei", Weak: "zwei"}},
		{"zwei heard", "de+f2", "Turm Eva zwei.", "turm eva zwei", "turm eva drei", RunnerUp{}},
		{"drei heard", "de", "Turm Eva drei.", "turm eva drei", "", RunnerUp{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pcm := spokenIn(t, tc.voice, tc.said)
			r := germanRecognizer(t)
			pos, err := rules.ParseFEN(dreiPos)
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
			r.dreiRival(tc.words)
			t.Logf("rival %q margin %.4f", r.check.Drei, r.check.DreiMargin)
			if r.check.Drei != tc.rival {
				t.Errorf("rival %q, want %q", r.check.Drei, tc.rival)
			}
			if got := r.dreiDoubt(tc.words); got != tc.want {
				t.Errorf("doubt %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestDreiDecoderGermanAlone: the drei rival's decoder is made for a
// German recogniser alone; English and Czech decode nothing more for it.
func TestDreiDecoderGermanAlone(t *testing.T) {
	if r := germanRecognizer(t); r.dre == nil {
		t.Error("German recogniser: no drei decoder")
	}
	if r := englishRecognizer(t); r.dre != nil {
		t.Error("English recogniser: a drei decoder")
	}
	if r := czechRecognizer(t); r.dre != nil {
		t.Error("Czech recogniser: a drei decoder")
	}
}
