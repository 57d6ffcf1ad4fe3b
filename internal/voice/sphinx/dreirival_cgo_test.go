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
// heard its weak word; a move to the third rank heard has no drei rival.
// (espeak-ng's own "Turm Eva zwei.", decoded alone like this, fits e3
// about as well as e2 in most of its German voices: how close a zwei said
// and heard right comes to its drei move is measured in the benches,
// docs/voice.md, "Drei heard as zwei, a rank alone".)
func TestDreiDoubt(t *testing.T) {
	tests := []struct {
		name, said, words string
		rival             string
		want              RunnerUp
	}{
		{"drei heard as zwei", "Turm Eva drei.", "turm eva zwei", "turm eva drei", RunnerUp{Words: "turm eva drei", Weak: "zwei"}},
		{"drei heard", "Turm Eva drei.", "turm eva drei", "", RunnerUp{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pcm := spokenIn(t, "de", tc.said)
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

// TestDreiDoubtMargin: the drei move is named when the words heard fitted
// less than minDreiMargin better than it, with the word that differs as
// the weak one, and not at the limit, without a rival, or for other
// words than the check's.
func TestDreiDoubtMargin(t *testing.T) {
	named := RunnerUp{Words: "turm eva drei", Weak: "zwei"}
	tests := []struct {
		name, words string
		check       Check
		want        RunnerUp
	}{
		{"under the limit", "turm eva zwei", Check{Words: "turm eva zwei", Drei: "turm eva drei", DreiMargin: minDreiMargin - 0.0001}, named},
		{"the drei move fits better", "turm eva zwei", Check{Words: "turm eva zwei", Drei: "turm eva drei", DreiMargin: -0.0010}, named},
		{"at the limit", "turm eva zwei", Check{Words: "turm eva zwei", Drei: "turm eva drei", DreiMargin: minDreiMargin}, RunnerUp{}},
		{"no rival", "turm eva zwei", Check{Words: "turm eva zwei"}, RunnerUp{}},
		{"another utterance's check", "turm eva zwei", Check{Words: "turm anna zwei", Drei: "turm anna drei", DreiMargin: -0.0010}, RunnerUp{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &Recognizer{check: tc.check}
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
