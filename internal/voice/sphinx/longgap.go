//go:build cgo && !nopocketsphinx

package sphinx

import "strings"

// maxLongMoveGap is the most the verifier's whole gap (Check.Gap: the free
// phone loop's path score less the words', per 10 ms frame; check 5 of
// docs/voice.md "How it recognises") may reach for a move of three words
// or more; above it the move is nothing understood. A move of two words
// has its own limit (voice.ShortMoveGap, 0.0090); the longer ones had
// none but the limit of each word's own gap (voice.WordGapLimit), and
// the hard voices' moves heard as another move with every word just
// under that limit fitted the speech as a whole worse than any move
// heard right: "bishop david six" heard "queen anna eight" (whole gap
// 0.0169), "bella five" heard "knight anna two" (0.0115, 0.0103), "king
// bella six" heard "king cesar eight" (0.0105), "laeufer felix fuenf"
// heard "laeufer eva vier" (0.0100), "dame anna fuenf" heard "dame eva
// sieben" (0.0099).
//
// Tuned on the tuning set alone (2026-11-27, helper wrong, session 13;
// BLINDCHESS_VOICEBENCH=gaps BLINDCHESS_VOICEBENCH_SET=tuning
// BLINDCHESS_VOICEBENCH_PART=moves, each style, eight voices, with the
// promotions and checks, N=40 and N=100): the moves of three words or
// more heard right reach 0.0094 at most (German `+Alicia`'s "laeufer
// david sieben" at N=40; at N=100 German 0.0092, English 0.0085, Czech
// 0.0088); of the moves confirmed wrong (N=100: German 10, English 24,
// Czech 12) 6 lie above it (0.0099 to 0.0169) and one just under it
// (0.0095), of those at N=40 (2 / 4 / 1) none. The limit keeps a margin
// of 0.0002 above the highest move heard right. Measured with it (the
// same runs): moves confirmed wrong at N=100 10 / 24 / 12 -> 8 / 20 / 12
// (German, English, Czech), at N=40 2 / 4 / 1 unchanged; no move heard
// right lost, doubts on right moves and conversation taken (3 / 3 / 3
// of 324) unchanged. See docs/voice.md, "Measured", "A move that fits
// badly as a whole".
const maxLongMoveGap = 0.0096

// longMoveFitsBadly reports whether the verifier's check c is of a move
// of three words or more whose whole gap is above maxLongMoveGap. It is
// false when the check was not done, and when the second decoding could
// not fit the words at all (maxGap: no gap measured, which the verifier
// leaves to its other checks, as judge does; `+Andrea`'s English
// "knight takes bella three check" heard right, no frames fitted, was
// lost before this was left out).
func longMoveFitsBadly(c Check) bool {
	return c.Done && c.Gap != maxGap && len(strings.Fields(c.Words)) >= 3 && c.Gap > maxLongMoveGap
}
