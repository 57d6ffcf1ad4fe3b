//go:build cgo && !nopocketsphinx

package sphinx

import (
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// A square alone (voice.IsSquare: a file and a rank, a pawn's move) is
// the shortest move there is, and the one a move said with a word more
// becomes when the decoder loses its first word: "knight anna six" heard
// "anna six", Czech "dama anna čtyři" heard "anna čtyři", "Dame Anna
// vier" heard "Anna vier". The piece's name is then speech before the
// square that the words heard do not account for: the second decoding
// puts it into the silence before the first word (Check.Lead), the
// first into silence or a filler (Check.Hidden). A square said alone
// has little of either; the checks that bound them for every move
// (check 3: 350 ms of silence before the words; check 4: 24 hidden
// frames) leave room for the longer moves' pauses and let a lost piece
// name through. The first decoding's hidden frames (Check.Hidden) are
// spread over the whole utterance, before, between and after the words,
// and reach 18 in squares said alone and heard right; the silence before
// the first word is where a lost piece name goes.

// minSquareLead is the fewest 10 ms frames of silence before the first
// word, in the verifier's second decoding (Check.Lead), from which a
// square alone is nothing understood: a word lost before it.
//
// Tuned on the tuning set alone (2026-11-27, helper wrong, session 14;
// BLINDCHESS_VOICEBENCH=gaps BLINDCHESS_VOICEBENCH_SET=tuning
// BLINDCHESS_VOICEBENCH_N=100 BLINDCHESS_VOICEBENCH_PART=moves, each
// style, eight voices, with the promotions and checks; and session 13's
// runs of the same at N=40 and N=100): the 872 squares heard right had
// at most 14 frames of silence before their first word, 20 of the 40
// squares heard for another move 21 to 33 (a piece name lost before
// them), the other 20 at most 17; 20 keeps a margin above the squares
// heard right. Of the 41 moves confirmed wrong before (main at
// f487583, N=100) it catches English `+Andy`'s "knight anna six" heard
// "anna six"; the other squares it refuses had the move said as their
// runner-up. See docs/voice.md, "Measured", "A word lost before a
// square; a wider doubt".
const minSquareLead = 20

// wordLostBeforeSquare reports whether the verifier's check c is of a
// square alone in style with at least minSquareLead frames of silence
// before its first word in the second decoding: speech it does not
// account for, a word lost before it. It is false when the check was not done, and when the
// frames' levels are not known (a whole recording, whose silence before
// the speech is the recording's, not the endpointer's cut).
func wordLostBeforeSquare(style phonetic.Style, c Check) bool {
	if !c.Done || c.Peaks < 0 || !voice.IsSquare(style, c.Words) {
		return false
	}
	return c.Lead >= minSquareLead
}
