package sphinx

import "math"

// The shape of the words heard in the loudness of their frames (helper
// talk, session 12). Two words said one after the other have a dip in
// the level between the loudest frames of each: the end of one word's
// syllable and the start of the next's. One syllable of conversation
// squeezed into two words of a move ("Okay." heard as "anna drei") has
// its loudest frames in one steady vowel, with no dip between them. The
// dips, and the silence around the words, are measured for the bench
// (Check.Dips, Lead, Trail) and reject nothing: many moves said have no
// dip so measured either (a word's loudest frame at its edge, next to
// the next word's), so it was tried and dropped (docs/voice.md, "A
// square alone, and long words").

// boundaryDips returns, for each pair of consecutive words of segs (the
// segments of the decoding against the words heard; silence and fillers
// left out), how far in dB the level of the frames falls between the
// loudest frame of the first word and the loudest frame of the second:
// the lower of the two loudest levels less the quietest level between
// them. levels are the utterance's 10 ms frames, counted from the first
// segment's first frame; nil when the levels are not known (a whole
// recording) or there are fewer than two words.
func boundaryDips(segs []segment, levels []float64) []float64 {
	if len(levels) == 0 || len(segs) == 0 {
		return nil
	}
	base := segs[0].sf
	type span struct{ from, to int }
	var words []span
	for _, s := range segs {
		if filler(s.word) || s.ef < s.sf {
			continue
		}
		words = append(words, span{s.sf - base, s.ef - base})
	}
	if len(words) < 2 {
		return nil
	}
	// loudest returns the loudest frame of a word within the levels (-1
	// when the word lies beyond them).
	loudest := func(w span) int {
		at := -1
		for f := max(w.from, 0); f <= min(w.to, len(levels)-1); f++ {
			if at < 0 || levels[f] > levels[at] {
				at = f
			}
		}
		return at
	}
	var dips []float64
	for i := 1; i < len(words); i++ {
		a, b := loudest(words[i-1]), loudest(words[i])
		if a < 0 || b < 0 {
			dips = append(dips, 0)
			continue
		}
		low := math.Inf(1)
		for f := a; f <= b; f++ {
			low = min(low, levels[f])
		}
		dips = append(dips, min(levels[a], levels[b])-low)
	}
	return dips
}

// edgeFrames returns the frames of silence and fillers before the first
// word of segs and after the last (both 0 when there is no word).
func edgeFrames(segs []segment) (lead, trail int) {
	first, last := -1, -1
	for i, s := range segs {
		if filler(s.word) || s.ef < s.sf {
			continue
		}
		if first < 0 {
			first = i
		}
		last = i
	}
	if first < 0 {
		return 0, 0
	}
	for _, s := range segs[:first] {
		lead += max(s.frames(), 0)
	}
	for _, s := range segs[last+1:] {
		trail += max(s.frames(), 0)
	}
	return lead, trail
}
