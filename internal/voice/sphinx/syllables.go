package sphinx

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// WordVowels are, for one word heard, the vowels its pronunciation has
// and the loudness peaks (syllables) of the frames it took: a word said
// has about as many peaks as its pronunciation has vowels, a syllable of
// conversation stretched over a word fewer.
type WordVowels struct {
	// Word is the recogniser token, without its pronunciation's number.
	Word string
	// Said and Phones are the vowels and phones of the pronunciation the
	// second decoding chose.
	Said, Phones int
	// Peaks are the loudness peaks of the word's frames (levelPeaks), -1
	// when the levels are not known.
	Peaks int
	// Frames are the 10 ms frames the word took.
	Frames int
}

// wordVowels returns the vowels of each word of words (the segments of
// the decoding against the words heard; silence and fillers left out)
// and the loudness peaks of its frames in levels (the utterance's 10 ms
// frames, nil when not known); pron gives a segment's pronunciation (""
// when unknown: the word counts no vowels said). The decoder counts its
// frames on from its earlier utterances: the segments' first frame is
// the utterance's first.
func wordVowels(words []segment, levels []float64, pron func(word string) string) []WordVowels {
	var out []WordVowels
	for _, w := range words {
		if filler(w.word) || w.ef < w.sf {
			continue
		}
		said, phones := voice.Vowels(pron(w.word))
		peaks := -1
		if levels != nil {
			peaks = levelPeaks(levels, w.sf-words[0].sf, w.ef-words[0].sf)
		}
		token, _, _ := strings.Cut(w.word, "(")
		out = append(out, WordVowels{Word: token, Said: said, Phones: phones, Peaks: peaks, Frames: w.frames()})
	}
	return out
}

// longWord returns the first word of ws, the words of a move heard,
// that took more than voice.MoveStretch times the most frames it took in
// the style's tuning moves heard right (voice.MoveFramesOf); "" when
// none (a word never measured is not held to it).
func longWord(style phonetic.Style, ws []WordVowels) string {
	for _, w := range ws {
		if most, ok := voice.MoveFramesOf(style, w.Word); ok && float64(w.Frames) > voice.MoveStretch*float64(most) {
			return w.Word
		}
	}
	return ""
}

// peakRise is how many dB the level of the 10 ms frames must rise above
// the quietest frame since the last peak, and then fall below the
// loudest, for levelPeaks to count a peak: a syllable's nucleus.
const peakRise = 3.0

// levelPeaks returns the number of loudness peaks (syllables) in levels
// (dBFS of 10 ms frames) from frame from to frame to (inclusive; cut to
// the frames levels has): a peak counts when the level has risen peakRise
// above the quietest frame since the last peak and then fallen peakRise
// below the loudest; a rise at the end counts too.
func levelPeaks(levels []float64, from, to int) int {
	from, to = max(from, 0), min(to, len(levels)-1)
	if from > to {
		return 0
	}
	peaks := 0
	low, high := levels[from], levels[from]
	rising := false
	for _, l := range levels[from+1 : to+1] {
		switch {
		case !rising:
			low = min(low, l)
			if l >= low+peakRise {
				rising, high = true, l
			}
		case l > high:
			high = l
		case l <= high-peakRise:
			peaks++
			rising, low = false, l
		}
	}
	if rising {
		peaks++
	}
	return peaks
}

// wordSpan returns the first frame of the first word of segs and the
// last frame of the last (silence and fillers left out), counted from
// the first segment's first frame (the utterance's first); from > to
// when there is no word.
func wordSpan(segs []segment) (from, to int) {
	from, to = 1, 0
	for _, s := range segs {
		if filler(s.word) || s.ef < s.sf {
			continue
		}
		if from > to {
			from = s.sf - segs[0].sf
		}
		to = s.ef - segs[0].sf
	}
	return from, to
}

// fewPeaks reports whether words, a request or confirmation word heard
// alone (ws its one word's measures), had fewer loudness peaks in its
// frames than the fewest that word had said alone on the tuning set
// (voice.AlonePeaksOf) or than its pronunciation has vowels, whichever
// is fewer: a word is never asked for more syllables than it has, where
// the loudness of one vowel gave a tuning voice two peaks. A word never
// measured, or whose levels are not known (a whole recording), is not
// held to it.
func fewPeaks(words string, ws []WordVowels) bool {
	if len(ws) != 1 || ws[0].Word != strings.TrimSpace(words) || ws[0].Peaks < 0 {
		return false
	}
	fewest, ok := voice.AlonePeaksOf(ws[0].Word)
	return ok && ws[0].Peaks < min(fewest, ws[0].Said)
}
