//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestSquareLimitRejectsChatter: in the English style, tuning
// conversation ("Pardon." in espeak-ng's Czech voice,
// testdata/tuning/chatter.txt) heard through the listener as the square
// "anna four" passes every other check — its whole gap is under
// ShortMoveGap, its largest word excess under WordGapLimit, each word has
// a loudness peak and none is too long — but a word of it gaps more than
// SquareGapLimit above its typical gap: it is rejected, and with
// verification off taken with the check telling why. A square said
// ("David three") is taken, its words well under the limit.
func TestSquareLimitRejectsChatter(t *testing.T) {
	start := rules.StartPosition()
	tests := []struct {
		lang, said string
		want       string // heard with verification on
		checked    string // heard with it off, the words verified
		reject     bool
	}{
		{"cs", "Pardon.", "", "anna four", true},
		{"en", "David three", "david three", "david three", false},
	}
	for _, tc := range tests {
		pcm := spokenIn(t, tc.lang, tc.said)
		for _, on := range []bool{true, false} {
			h := listenFresh(t, englishRecognizer, start, on, pcm)
			c := h.Check
			want := heardWant(on, tc.want, tc.checked)
			if h.Words != want || c.Words != tc.checked || !c.Done || c.Rejected != tc.reject {
				t.Errorf("verify %v: %q heard %q, check %+v; want %q, %q checked, rejected %v", on, tc.said, h.Words, c, want, tc.checked, tc.reject)
				continue
			}
			if !voice.IsSquare(phonetic.AnnexDEn, c.Words) {
				t.Errorf("%q: %q is no square", tc.said, c.Words)
			}
			if tc.reject != (c.Excess > voice.SquareGapLimit) {
				t.Errorf("verify %v: %q excess %.5f, square limit %.5f, want rejected %v", on, tc.said, c.Excess, voice.SquareGapLimit, tc.reject)
			}
			// Nothing else rejects it: the square's limit alone does.
			if c.Gap > voice.ShortMoveGap || c.Excess > voice.WordGapLimit || c.Silent != "" || c.Long != "" {
				t.Errorf("verify %v: %q rejected by another check too: %+v", on, tc.said, c)
			}
		}
	}
}
