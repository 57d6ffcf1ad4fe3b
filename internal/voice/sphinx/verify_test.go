//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestVerifierGap: the verifier fits a word said alone nearly as well as
// the free phone loop does, and a sentence said instead of it far worse;
// no audio is not scored.
func TestVerifierGap(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	r, err := New(voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	tests := []struct {
		words, said string
	}{
		{"ja", "Ja"},
		{"zeit", "Zeit"},
		{"anna drei", "Anna drei"},
	}
	for _, tc := range tests {
		right := r.ver.check(tc.words, spoken(t, tc.said))
		wrong := r.ver.check(tc.words, spoken(t, "Guten Morgen, wie geht es dir heute?"))
		t.Logf("%q: said %.1f over %d frames, a sentence %.1f over %d", tc.words, right.Gap, right.Frames, wrong.Gap, wrong.Frames)
		if !right.Done || !wrong.Done {
			t.Fatalf("%q not scored: %+v %+v", tc.words, right, wrong)
		}
		if right.Words != tc.words || right.Frames == 0 {
			t.Errorf("%q: check %+v", tc.words, right)
		}
		if right.Gap >= wrong.Gap {
			t.Errorf("%q: said alone gap %.1f, not below a sentence's %.1f", tc.words, right.Gap, wrong.Gap)
		}
	}
	if c := r.ver.check("ja", nil); c.Done {
		t.Errorf("no audio scored: %+v", c)
	}
}
