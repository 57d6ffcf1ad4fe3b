package sphinx

import (
	"strings"

	"github.com/blindchess/blindchess/internal/voice"
)

// WordVowels are, for one word heard, the vowels its pronunciation has
// and the vowels the phone loop heard in the frames it took: a word said
// has about as many as its pronunciation, a syllable of conversation
// stretched over a word fewer.
type WordVowels struct {
	// Word is the recogniser token, without its pronunciation's number.
	Word string
	// Said and Phones are the vowels and phones of the pronunciation the
	// second decoding chose.
	Said, Phones int
	// Heard are the loop's vowels whose middle frame lies in the word's
	// frames.
	Heard int
	// Frames are the 10 ms frames the word took.
	Frames int
}

// wordVowels returns the vowels of each word of words (the segments of
// the decoding against the words heard; silence and fillers left out)
// against loop, the segments of the phone loop's decoding of the same
// frames; pron gives a segment's pronunciation ("" when unknown: the
// word counts no vowels said).
func wordVowels(words, loop []segment, pron func(word string) string) []WordVowels {
	var out []WordVowels
	for _, w := range words {
		if filler(w.word) || w.ef < w.sf {
			continue
		}
		said, phones := voice.Vowels(pron(w.word))
		heard := 0
		for _, l := range loop {
			if mid := (l.sf + l.ef) / 2; l.ef >= l.sf && mid >= w.sf && mid <= w.ef && voice.LoopVowel(l.word) {
				heard++
			}
		}
		token, _, _ := strings.Cut(w.word, "(")
		out = append(out, WordVowels{Word: token, Said: said, Phones: phones, Heard: heard, Frames: w.frames()})
	}
	return out
}

// missingVowels returns how many vowels the words' pronunciations have
// more than the loop heard in their frames, over all the words (0 when
// the loop heard as many or more).
func missingVowels(ws []WordVowels) int {
	said, heard := 0, 0
	for _, w := range ws {
		said += w.Said
		heard += w.Heard
	}
	return max(said-heard, 0)
}
