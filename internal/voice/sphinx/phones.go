package sphinx

import "strings"

// loopPhones returns the phones of loop, the segments of the phone loop's
// decoding of an utterance (words "gbg_aa" and the like), in upper case
// as the dictionary writes them ("AA"), that lie within frames from to to
// of the utterance (counted from its first frame, inclusive): a phone
// segment lies there when at least half its frames do. Silence and
// fillers are left out.
func loopPhones(loop []segment, from, to int) []string {
	var out []string
	for _, s := range loop {
		if filler(s.word) || s.ef < s.sf {
			continue
		}
		p, ok := strings.CutPrefix(s.word, "gbg_")
		if !ok {
			continue
		}
		sf, ef := s.sf-loop[0].sf, s.ef-loop[0].sf
		if in := min(ef, to) - max(sf, from) + 1; 2*in >= s.frames() {
			out = append(out, strings.ToUpper(p))
		}
	}
	return out
}

// wordPhones returns the phones of the pronunciations of words, the
// segments of the decoding against the words heard, in order (silence and
// fillers left out); pron gives a segment's pronunciation ("" when
// unknown: the word adds no phone).
func wordPhones(words []segment, pron func(word string) string) []string {
	var out []string
	for _, w := range words {
		if filler(w.word) || w.ef < w.sf {
			continue
		}
		out = append(out, strings.Fields(pron(w.word))...)
	}
	return out
}
