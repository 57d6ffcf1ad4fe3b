//go:build cgo && !nopocketsphinx

package sphinx

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// Czech "sedm" heard as "šest" or "pět" (voice.TailRanks) leaves the end
// of the word it lost as speech after the words heard: silence after the
// last word in the second decoding (Check.Trail) and loud frames the
// first decoding took for silence or a filler (Check.Hidden), both at
// once. A move heard ending in the shorter rank with both is read back
// with the sedm move as its doubt (voice.TailDoubt).
//
// Tuned on the tuning set alone (2026-11-27, helper sedm, session 16;
// BLINDCHESS_VOICEBENCH=gaps BLINDCHESS_VOICEBENCH_SET=tuning
// BLINDCHESS_VOICEBENCH_N=100 BLINDCHESS_VOICEBENCH_STYLE=cs
// BLINDCHESS_VOICEBENCH_PART=moves BLINDCHESS_VOICEBENCH_VOICES=more
// BLINDCHESS_VOICEBENCH_MOVES='\b(sedm|sest|pet)\b', the eight voices
// and the four more): of the 351 moves heard right whose last word heard
// was šest or pět, none had 24 frames after the words or more and 14
// hidden or more at once (the most after: 34 with 8 hidden; the most
// hidden: 19 with 19 after); every one of the 21 sedm moves heard ending
// in šest or pět had both (24 to 46 after, 14 to 22 hidden). 25 and 14
// keep a frame from the moves heard right and catch 20 of the 21.
//
// "šest" or "sedm" heard as "čtyři" leaves the same speech after it
// (helper rank, session 21: the tuning set's one, 27 after and 14
// hidden, final10's one with it, 36 and 22; final14's +travis three, 25
// to 28 and 14 to 15). The same limits, unchanged: of the moves heard
// right ending in čtyři, 2 of 307 had both (final13 2 of 87, neither
// with a šest or sedm move legal; final14 none of 111, at most 23 after
// with 14 hidden or more; the tuning set's eight and four more voices
// none of 79 and its slow voices none of 30, N=40; docs/voice.md, "A
// rank heard as another").
const (
	minTailTrail  = 25
	minTailHidden = 14
)

// rankTailLost reports whether the verifier's check c is of a move whose
// last word heard is a rank with voice.TailRanks in style, followed by
// at least minTailTrail frames of silence in the second decoding while
// the first hid at least minTailHidden frames of speech. It is false when
// the check was not done, and when the frames' levels are not known (a
// whole recording).
func rankTailLost(style phonetic.Style, c Check) bool {
	if !c.Done || c.Peaks < 0 {
		return false
	}
	ws := strings.Fields(c.Words)
	if len(ws) < 2 || len(voice.TailRanks(style, ws[len(ws)-1])) == 0 {
		return false
	}
	return c.Trail >= minTailTrail && c.Hidden >= minTailHidden
}
