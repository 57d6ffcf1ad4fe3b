//go:build cgo && !nopocketsphinx

package sphinx

// minPeaklessFramesPerPhone is the fewest 10 ms frames per phone a word of
// a move may take when its frames hold no loudness peak (a syllable's
// nucleus, levelPeaks): below it the word is squeezed into what little
// sound is left, near the acoustic model's shortest path (3 frames a
// phone), and the move is nothing understood. A word heard with no peak
// and in a hurry is a word the speaker did not say: "turm anna sechs"
// heard "turm anna acht anna eins" gave "eins" 10 frames for 3 phones and
// no peak, "bella six" heard "knight eva eight" gave "eight" 6 frames
// for 2.
//
// Tuned on the tuning set alone (2026-11-27, helper wrong, session 12;
// BLINDCHESS_VOICEBENCH=gaps BLINDCHESS_VOICEBENCH_SET=tuning
// BLINDCHESS_VOICEBENCH_N=40 BLINDCHESS_VOICEBENCH_PART=moves, each
// style, eight voices, with the promotions and checks): see
// docs/voice.md, "Measured", "A word squeezed".
const minPeaklessFramesPerPhone = 4.0

// squeezedWord returns the first word of vs (the verifier's words of a
// move) that took under minPeaklessFramesPerPhone frames per phone with
// no loudness peak in its frames; "" when none did, or when the levels
// are not known (a whole recording).
func squeezedWord(vs []WordVowels) string {
	for _, v := range vs {
		if v.Peaks == 0 && v.Phones > 0 && float64(v.Frames) < minPeaklessFramesPerPhone*float64(v.Phones) {
			return v.Word
		}
	}
	return ""
}
