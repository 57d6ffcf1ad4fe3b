//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestCohortRejectsChatter: in the German style, tuning conversation
// ("liška" in espeak-ng's Czech voice, the second tuning list) heard
// through the listener as the request "druecken" passes every other
// check of a word alone — its gap under OneWordGap and within
// AloneMargin of "druecken" said alone, a loudness peak per vowel, not
// stretched — but stands out from the other words alone ("zeit",
// "zuege", "ja" …) by less than "druecken" said alone does, less
// CohortMargin: it is rejected, and with verification off taken with the
// check telling why. "Züge" said by the German voice is taken, standing
// out well above its floor.
func TestCohortRejectsChatter(t *testing.T) {
	start := rules.StartPosition()
	tests := []struct {
		lang, said string
		want       string // heard with verification on
		checked    string // heard with it off, the word verified
		crowded    bool
	}{
		{"cs", "liška", "", "druecken", true},
		{"de", "Züge", "zuege", "zuege", false},
	}
	for _, tc := range tests {
		pcm := spokenIn(t, tc.lang, tc.said)
		for _, on := range []bool{true, false} {
			h := listenFresh(t, germanRecognizer, start, on, pcm)
			c := h.Check
			want := heardWant(on, tc.want, tc.checked)
			if h.Words != want || c.Words != tc.checked || !c.Done || !c.Cohorted || c.Crowded != tc.crowded || c.Rejected != tc.crowded {
				t.Errorf("verify %v: %q heard %q, check %+v; want %q, %q checked, crowded and rejected %v", on, tc.said, h.Words, c, want, tc.checked, tc.crowded)
				continue
			}
			floor, _ := voice.CohortFloorOf(tc.checked)
			if tc.crowded != (c.Cohort < floor-voice.CohortMargin) {
				t.Errorf("verify %v: %q margin %.5f, floor %.5f less %.5f, want crowded %v", on, tc.said, c.Cohort, floor, voice.CohortMargin, tc.crowded)
			}
			// Nothing else rejects it: the other words alone alone do.
			if c.Gap > voice.OneWordGap || c.Excess > voice.AloneMargin || c.Silent != "" || c.Stretched || c.FewPeaks {
				t.Errorf("verify %v: %q rejected by another check too: %+v", on, tc.said, c)
			}
		}
	}
}
