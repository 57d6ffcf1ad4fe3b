package sphinx

import (
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// unevenness returns the tempo spread of ws, the words of a move heard
// (voice.Unevenness: the largest of each word's frames against its
// median in the style's tuning moves, divided by the smallest), and 0
// when fewer than two of its words were measured.
func unevenness(style phonetic.Style, ws []WordVowels) float64 {
	words := make([]string, len(ws))
	frames := make([]int, len(ws))
	for i, w := range ws {
		words[i], frames[i] = w.Word, w.Frames
	}
	u, _ := voice.Unevenness(style, words, frames)
	return u
}
