package voice

import "strings"

// Syllables of the words heard. A word or two of table talk forced into
// a short move ("Okay." heard as "anna drei") has fewer syllables than
// the move's words: fewer loudness peaks in the frames the words took
// than their pronunciations have vowels (Vowels).

// vowelPhones are the vowels of the en-us acoustic model's phones (the
// CMU set): one per syllable.
var vowelPhones = map[string]bool{
	"AA": true, "AE": true, "AH": true, "AO": true, "AW": true, "AY": true,
	"EH": true, "ER": true, "EY": true, "IH": true, "IY": true, "OW": true,
	"OY": true, "UH": true, "UW": true,
}

// Vowels returns the number of vowels and of phones of a pronunciation
// (the model's phones separated by spaces, as the dictionary gives
// them: "AE N AH" has 2 vowels of 3 phones).
func Vowels(pron string) (vowels, phones int) {
	for _, p := range strings.Fields(pron) {
		phones++
		if vowelPhones[strings.ToUpper(p)] {
			vowels++
		}
	}
	return vowels, phones
}
