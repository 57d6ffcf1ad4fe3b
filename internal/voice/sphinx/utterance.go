package sphinx

import "slices"

// loudRise is how many dB above the utterance's quietest 10 ms frame a
// frame must be to count as speech for utterance: the hidden speech's
// rise (hiddenRise, in the cgo build alone).
const loudRise = 12.0

// utterance measures the utterance as a whole against the words heard
// in it (helper talk, session 15): the loudness peaks (syllables,
// levelPeaks) of all its frames, its loud frames (loudRise above its
// quietest), and the loud frames from frame from to frame to
// (inclusive), the words' span; -1 each when levels is empty. The
// verifier gives the words' span moved on by hiddenShift: its decoding,
// like the first decoder's (plausible), starts about 10 frames after the
// first level, and the moves heard right on the tuning set leave a
// median of 10 loud frames outside their span unmoved, 1 moved.
func utterance(levels []float64, from, to int) (peaks, loud, loudWords int) {
	if len(levels) == 0 {
		return -1, -1, -1
	}
	floor := slices.Min(levels)
	for i, l := range levels {
		if l >= floor+loudRise {
			loud++
			if i >= from && i <= to {
				loudWords++
			}
		}
	}
	return levelPeaks(levels, 0, len(levels)-1), loud, loudWords
}

// wordBounds returns the first and last frame of each word of segs
// (silence and fillers left out), counted from the first segment's
// first frame (the utterance's first).
func wordBounds(segs []segment) [][2]int {
	var out [][2]int
	for _, s := range segs {
		if filler(s.word) || s.ef < s.sf {
			continue
		}
		out = append(out, [2]int{s.sf - segs[0].sf, s.ef - segs[0].sf})
	}
	return out
}

// boundaryDrift returns how many frames the word boundaries of two
// decodings of one utterance lie apart, summed over the words' starts
// and ends (first, the first decoder's against the whole grammar;
// second, the verifier's against the words heard); ok is false when
// they do not hold as many words.
func boundaryDrift(first, second [][2]int) (drift int, ok bool) {
	if len(first) != len(second) || len(first) == 0 {
		return 0, false
	}
	for i := range first {
		drift += abs(first[i][0]-second[i][0]) + abs(first[i][1]-second[i][1])
	}
	return drift, true
}

// abs returns the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
