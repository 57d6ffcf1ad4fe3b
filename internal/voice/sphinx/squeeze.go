//go:build cgo && !nopocketsphinx

package sphinx

import "github.com/blindchess/blindchess/internal/voice"

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
// style, eight voices, with the promotions and checks): of the 22 moves
// confirmed wrong (German, English, Czech 5 / 13 / 4) it catches 6
// (2 / 4 / 0), of the 1,169 moves heard right none (6 have a word with
// no peak, the fewest frames per phone among them 4.0). See
// docs/voice.md, "Measured", "A word that was not said".
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

// maxPeaklessVowels is how many more vowels than loudness peaks the words
// of a move may have (the vowels of the pronunciations the verifier's
// decoding chose, against the peaks from the first word's start to the
// last word's end): a move heard with a word more than was said (a
// piece added, the long form of another move) has more vowels than the
// speech has syllables. Moves heard right reach one vowel more than
// peaks; "bella five" heard "knight bella eight" had 6 vowels and 4
// peaks, "laeufer bella vier schach" heard "dame david acht cesar acht"
// 8 and 6.
//
// Tuned on the tuning set alone (2026-11-27, helper wrong, session 12;
// the same runs as minPeaklessFramesPerPhone): beside the squeezed words
// it catches 3 more of the 22 moves confirmed wrong (1 / 2 / 0), and no
// move heard right (40 of 1,169 have one vowel more than peaks, none
// two). See docs/voice.md, "Measured", "A word that was not said".
const maxPeaklessVowels = 1

// tooFewPeaks reports whether the words of a move the verifier checked
// have more than maxPeaklessVowels vowels more than loudness peaks
// (false when the levels are not known: a whole recording).
func tooFewPeaks(c Check) bool {
	if c.Peaks < 0 || len(c.Vowels) == 0 {
		return false
	}
	vowels := 0
	for _, v := range c.Vowels {
		vowels += v.Said
	}
	return vowels-c.Peaks > maxPeaklessVowels
}

// minHiddenWeak is the speech, in 10 ms frames the decoder took for
// silence or a filler (Recognizer.Hidden; maxHidden rejects above 24),
// from which a move with a weak word (one at least
// voice.WordDoubtExcess above its typical gap in the verifier's check)
// is nothing understood: much of the speech left out, and a word that
// fits badly, is a move the speaker did not say ("rook cesar one check"
// heard "rook anna two check" hid 22 frames, its "two" 0.0035 above its
// typical gap).
//
// Tuned on the tuning set alone (2026-11-27, helper wrong, session 12;
// the same runs as minPeaklessFramesPerPhone): beside the two checks
// above it catches 3 more of the 22 moves confirmed wrong (0 / 3 / 0)
// and loses one move heard right (`+Alicia`'s English "knight takes
// david eight", 24 frames hidden); 16 frames would catch one more for
// one more lost. With all three, the moves confirmed wrong fell from
// 5 / 13 / 4 to 2 / 4 / 4. See docs/voice.md, "Measured", "A word that
// was not said".
const minHiddenWeak = 20

// hiddenAndWeak reports whether the move the verifier checked (c) hid
// at least minHiddenWeak frames of speech and has a word at least
// voice.WordDoubtExcess above its typical gap.
func hiddenAndWeak(c Check, hidden int) bool {
	return hidden >= minHiddenWeak && c.ExcessWord != "" && c.Excess >= voice.WordDoubtExcess
}
