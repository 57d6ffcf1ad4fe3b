package sphinx

import "math"

// Check is the verifier's result for a short utterance (voice.VerifyLimit):
// how much better a free loop of phones fitted its audio than the words
// heard.
type Check struct {
	// Words are the words verified ("" when the utterance was not
	// verified).
	Words string
	// Done tells that the verifier scored the words (false when the
	// utterance was not verified or its audio could not be decoded).
	Done bool
	// Gap is the phone loop's path score less the words', in natural log
	// units of the decoder's (scaled) path score, per 10 ms frame the
	// words took (maxGap when the words could not be fitted at all).
	Gap float64
	// Frames are the 10 ms frames the words took.
	Frames int
	// Rejected tells that the gap exceeded the words' limit: the
	// utterance was reported as nothing understood.
	Rejected bool
}

// maxGap is the gap of words that cannot be fitted to the audio at all.
const maxGap = math.MaxFloat64
