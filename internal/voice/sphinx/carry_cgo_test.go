//go:build cgo && !nopocketsphinx

package sphinx

import "testing"

// TestVerifierStateIndependentOfChecks: the verifier's check of an
// utterance does not depend on what the verifier checked before it.
// Two German recognisers hear the same two utterances; between them the
// second's verifier checks other words against the first utterance
// three times more. pocketsphinx updates a decoder's cepstral mean and
// noise levels with each decoding, so without the mean the loop left
// given back and the noise levels learnt afresh before the next loop
// (carry), the second utterance's gaps would differ (on main before it:
// 0.006035 and 0.005962).
func TestVerifierStateIndependentOfChecks(t *testing.T) {
	first := spokenIn(t, "de", "Springer Felix drei")
	second := spokenIn(t, "de", "Eva vier")
	tests := []struct {
		name  string
		extra int // checks of other words against first
	}{
		{"nothing more", 0},
		{"three checks more", 3},
	}
	var want Check
	for i, tc := range tests {
		r := germanRecognizer(t)
		if _, err := r.Recognize(first); err != nil {
			t.Fatal(err)
		}
		for range tc.extra {
			r.ver.check("anna drei", first, nil)
		}
		got, err := r.Recognize(second)
		if err != nil {
			t.Fatal(err)
		}
		c := r.LastCheck()
		if got != "eva vier" || !c.Done || len(c.WordGaps) != 2 {
			t.Fatalf("%s: heard %q, check %+v; want eva vier checked", tc.name, got, c)
		}
		if i == 0 {
			want = c
			continue
		}
		if c.Gap != want.Gap || c.WordGaps[0] != want.WordGaps[0] || c.WordGaps[1] != want.WordGaps[1] {
			t.Errorf("%s: gap %.6f words %+v; want %.6f %+v as with nothing more", tc.name, c.Gap, c.WordGaps, want.Gap, want.WordGaps)
		}
	}
}
