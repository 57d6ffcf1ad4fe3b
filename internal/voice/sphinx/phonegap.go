package sphinx

// phoneGapsOf returns the gap of each phone of phones, the segments of a
// decoding against the phones of a word's pronunciation (each phone a word
// of the loop's), against loop, the phone loop's segments of the same
// utterance: the loop's acoustic score over the phone's frames less the
// phone's, per frame (wordGaps). The two decodings count their frames
// from different starts (pocketsphinx counts a decoder's frames on from
// its earlier utterances), so each is counted from its first segment, as
// loopPhones does: both were fed the utterance from its first sample.
func phoneGapsOf(phones, loop []segment) []WordGap {
	if len(phones) == 0 || len(loop) == 0 {
		return nil
	}
	return wordGaps(rebase(phones), rebase(loop))
}

// rebase returns segs with their frames counted from the first segment's
// first frame.
func rebase(segs []segment) []segment {
	out := make([]segment, len(segs))
	for i, s := range segs {
		s.sf -= segs[0].sf
		s.ef -= segs[0].sf
		out[i] = s
	}
	return out
}
