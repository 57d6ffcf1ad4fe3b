//go:build cgo && !nopocketsphinx

package sphinx

import "testing"

// TestLoudRiseIsTheHiddenSpeechRise: the utterance's loud frames
// (utterance) are counted as the hidden speech's are (plausible).
func TestLoudRiseIsTheHiddenSpeechRise(t *testing.T) {
	if loudRise != hiddenRise {
		t.Errorf("loudRise %g dB, hiddenRise %g dB: want them equal", loudRise, hiddenRise)
	}
}
