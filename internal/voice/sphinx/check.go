package sphinx

import (
	"math"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// Check is the verifier's result for a short utterance (voice.VerifyLimit)
// or a move of two words or more (voice.WordVerified): how much better a
// free loop of phones fitted its audio, and each of its words, than the
// words heard.
type Check struct {
	// Words are the words verified ("" when the utterance was not
	// verified).
	Words string
	// Done tells that the verifier scored the words (false when the
	// utterance was not verified or its audio could not be decoded).
	Done bool
	// Gap is the phone loop's path score less the words', in natural log
	// units of the decoder's (scaled) path score, per 10 ms frame the
	// words took (maxGap when the words could not be fitted at all).
	Gap float64
	// Frames are the 10 ms frames the words took.
	Frames int
	// WordGaps are the gaps of each word heard (silence and fillers
	// left out), in the order said.
	WordGaps []WordGap
	// Vowels are the vowels of each word heard and the loudness peaks
	// of its frames (wordVowels), in the order said.
	Vowels []WordVowels
	// Peaks are the loudness peaks (syllables) of the frames from the
	// first word's start to the last word's end (levelPeaks), -1 when
	// the frames' levels are not known (a whole recording).
	Peaks int
	// Dips are, for each pair of consecutive words, how far in dB the
	// level falls between the loudest frame of the first and of the
	// second (boundaryDips; nil when the levels are not known).
	Dips []float64
	// Lead and Trail are the frames of silence before the first word and
	// after the last in the second decoding (edgeFrames); Hidden the
	// loud frames the first decoding took for silence or a filler
	// (Recognizer.Hidden): for measuring.
	Lead, Trail, Hidden int
	// Excess is the largest gap of a word less the word's typical gap
	// (voice.TypicalWordGap), and ExcessWord that word ("" when no word
	// was measured); for a request or confirmation word alone, how far
	// its whole gap or its word's gap rose above the highest of that word
	// said alone (voice.AloneGapOf).
	Excess     float64
	ExcessWord string
	// Silent is the first word of voice.MinSilentVowels vowels or more
	// without a loudness peak in its frames ("" when none; silentWord).
	Silent string
	// Stretched tells that a request or confirmation word heard alone
	// took more than voice.AloneStretch times the most frames it took
	// said alone on the tuning set (stretched).
	Stretched bool
	// FewPeaks tells that a request or confirmation word heard alone had
	// fewer loudness peaks than the fewest it had said alone on the
	// tuning set (voice.AlonePeaksOf, fewPeaks).
	FewPeaks bool
	// Long is the first word of a move of two words or more that took
	// more than voice.MoveStretch times the most frames it took in the
	// tuning moves heard right ("" when none; longWord).
	Long string
	// Uneven is, for a move of two words or more, how many times longer
	// against its median in the tuning moves one of its words took than
	// another (voice.Unevenness; 0 when not measured): above
	// voice.TempoSpread the move is rejected.
	Uneven float64
	// Cohort is, for a request or confirmation word heard alone, how
	// much better its words fitted the audio than the best other word
	// that may be said alone (voice.CohortGrammar), per frame of the
	// words (natural log units of the path score), and Cohorted that it
	// was measured.
	Cohort   float64
	Cohorted bool
	// Crowded tells that a request or confirmation word heard alone
	// stood out from the other words alone (Cohort) by less than the
	// lowest margin of that word said alone on the tuning set less
	// voice.CohortMargin (voice.CohortFloorOf, crowded).
	Crowded bool
	// LoopPhones are the phones the verifier's free phone loop heard
	// within the frames of the words (loopPhones; silence and fillers
	// left out), and WordPhones the phones of the pronunciations the
	// second decoding chose for the words heard, in order (wordPhones):
	// for measuring (they did not tell conversation from moves).
	LoopPhones, WordPhones []string
	// UttPeaks are the loudness peaks (levelPeaks) of the whole
	// utterance's frames, Loud its loud frames, and LoudWords the loud
	// ones within the words' span, moved on by hiddenShift (utterance):
	// the utterance as a whole against the words heard, -1 each when the
	// levels are not known. Drift is how many frames the word boundaries
	// of the first decoding and of the verifier's lie apart
	// (boundaryDrift), Drifted that it was measured, and bounds the
	// verifier's (wordBounds). For measuring: none of them told
	// conversation from moves on the tuning set (docs/voice.md, "The
	// utterance as a whole"; helper talk, session 15).
	UttPeaks, Loud, LoudWords int
	Drift                     int
	Drifted                   bool
	bounds                    [][2]int
	// Rival is, for a move heard with a piece that has a
	// voice.PieceRival, the best of the legal moves of the rival piece
	// (voice.PieceRivalMoves), decoded against the same audio ("" when
	// none was scored); RivalMargin is how much better the words heard
	// fitted the audio than Rival, per frame of the words (natural log
	// units of the path score).
	Rival       string
	RivalMargin float64
	// Felix is, for a Czech move heard to another file than Felix, the
	// best legal move of its piece to the f-file (voice.FelixRivalMoves)
	// that a decoder of its own heard in the same audio ("" when none was
	// scored); FelixMargin is how much better the words heard fitted the
	// audio than Felix, per frame of the words (natural log units of the
	// path score).
	Felix       string
	FelixMargin float64
	// Drei is, for a German move heard to the second rank, the best legal
	// move of its piece to the same file and the third rank
	// (voice.DreiRivalMoves) that a decoder
	// of its own heard in the same audio ("" when none was scored);
	// DreiMargin is how much better the words heard fitted the audio than
	// Drei, per frame of the words (natural log units of the path score).
	Drei       string
	DreiMargin float64
	// score is the path score of the words heard in the second decoding
	// (the decoder's log base), scored that it was measured.
	score  int32
	scored bool
	// Plain is the same check by a verifier without the speaker's
	// transform (Config.VerifyPlain), nil without one; the words are
	// rejected when either check rejects them.
	Plain *Check
	// Rejected tells that the gap exceeded the words' limit, or a
	// word's excess its limit (voice.MoveWordLimit; voice.SquareWordLimit for a
	// word of a square alone, voice.AloneMargin for a word alone), or that a word
	// had no loudness peak (Silent), a word alone was stretched
	// (Stretched), had too few peaks (FewPeaks) or stood out too little
	// from the other words alone (Crowded), or a word of a move was far
	// too long (Long) or its words far apart in tempo (Uneven): the
	// utterance was reported as nothing understood.
	Rejected bool
}

// maxGap is the gap of words that cannot be fitted to the audio at all.
const maxGap = math.MaxFloat64

// WordGap is the verifier's gap of one word of the words heard: how much
// better the phone loop fitted the frames the word took than the word
// did, acoustically.
type WordGap struct {
	// Word is the recogniser token, without its pronunciation's
	// number ("anna", not "anna(2)").
	Word string
	// Frames are the 10 ms frames the word took in the second decoding.
	Frames int
	// Gap is the loop's acoustic score over those frames less the
	// word's, in natural log units per frame.
	Gap float64
}

// segment is a stretch of one decoding: its word (a recogniser token, a
// phone of the loop, a filler or silence), its first and last 10 ms
// frame (inclusive, as pocketsphinx gives them) and its acoustic score
// in natural log units.
type segment struct {
	word   string
	sf, ef int
	score  float64
}

// frames returns the number of frames s took.
func (s segment) frames() int { return s.ef - s.sf + 1 }

// filler reports whether a segment's word is silence or a filler
// ("<sil>", "[NOISE]") rather than a word.
func filler(word string) bool {
	return strings.HasPrefix(word, "<") || strings.HasPrefix(word, "[")
}

// wordGaps returns the gap of each word of words, the segments of the
// decoding against the words heard (silence and fillers left out),
// against loop, the segments of the phone loop's decoding of the same
// frames: the loop's acoustic score over the frames the word took less
// the word's, per frame of the word. A loop segment the word covers in
// part counts for that part, its score spread evenly over its frames.
// Frames of the word the loop did not decode count nothing for it.
//
// As the verifier calls it, the two decodings do not share one frame
// count: pocketsphinx counts the verifier decoder's frames on from its
// earlier utterances, so few of the loop's segments fall on a word's
// frames and a word's gap is mostly its own acoustic score per frame.
// The limits (voice.TypicalWordGap, voice.AloneGapOf) were tuned on what
// is measured so; docs/voice.md ("The frame counts") gives the figures
// of counting both from their first segment, which did not separate
// better.
func wordGaps(words, loop []segment) []WordGap {
	var out []WordGap
	for _, w := range words {
		if filler(w.word) || w.ef < w.sf {
			continue
		}
		var ls float64
		for _, l := range loop {
			if l.ef < l.sf {
				continue
			}
			if n := min(l.ef, w.ef) - max(l.sf, w.sf) + 1; n > 0 {
				ls += l.score * float64(n) / float64(l.frames())
			}
		}
		token, _, _ := strings.Cut(w.word, "(")
		out = append(out, WordGap{Word: token, Frames: w.frames(), Gap: (ls - w.score) / float64(w.frames())})
	}
	return out
}

// wordExcess returns the largest gap of a word of gaps less the word's
// typical gap in the style (voice.TypicalWordGap), and that word; words
// never measured are left out ("" when none is left).
func wordExcess(style phonetic.Style, gaps []WordGap) (excess float64, word string) {
	for _, g := range gaps {
		typ, ok := voice.TypicalWordGap(style, g.Word)
		if !ok {
			continue
		}
		if e := g.Gap - typ; word == "" || e > excess {
			excess, word = e, g.Word
		}
	}
	return excess, word
}

// moveWordOver reports whether a word of a move of two words or more
// (gaps its words' gaps) gaps more above its typical gap than its limit
// (voice.MoveWordLimit); a word never measured is not checked.
func moveWordOver(style phonetic.Style, gaps []WordGap) bool {
	for _, g := range gaps {
		if typ, ok := voice.TypicalWordGap(style, g.Word); ok && g.Gap-typ > voice.MoveWordLimit(style, g.Word) {
			return true
		}
	}
	return false
}

// squareWordOver reports whether a word of a square alone (gaps its
// words' gaps) gaps more above its typical gap than its limit
// (voice.SquareWordLimit); a word never measured is not checked.
func squareWordOver(style phonetic.Style, gaps []WordGap) bool {
	for _, g := range gaps {
		if typ, ok := voice.TypicalWordGap(style, g.Word); ok && g.Gap-typ > voice.SquareWordLimit(style, g.Word) {
			return true
		}
	}
	return false
}

// silentWord returns the first word of ws whose pronunciation has
// voice.MinSilentVowels vowels or more and whose frames have no loudness
// peak ("" when none; a word whose levels are not known is not
// measured).
func silentWord(ws []WordVowels) string {
	for _, w := range ws {
		if w.Said >= voice.MinSilentVowels && w.Peaks == 0 {
			return w.Word
		}
	}
	return ""
}

// stretched reports whether words, a request or confirmation word heard
// alone (ws its one word's measures), took more than voice.AloneStretch
// times the most frames that word took said alone on the tuning set
// (voice.AloneFramesOf); a word never measured is not.
func stretched(words string, ws []WordVowels) bool {
	if len(ws) != 1 || ws[0].Word != strings.TrimSpace(words) {
		return false
	}
	most, ok := voice.AloneFramesOf(ws[0].Word)
	return ok && float64(ws[0].Frames) > voice.AloneStretch*float64(most)
}

// judge sets c's largest excess over a word's typical gap in the style
// (for a request or confirmation word alone, over its highest gaps said
// alone on the tuning set), its word without a loudness peak (Silent),
// and whether the words are rejected: a result with a word of
// voice.MinSilentVowels vowels or more and no loudness peak, a request
// or confirmation word alone stretched far beyond its length said alone
// (voice.AloneStretch), a short
// result (voice.VerifyLimit) whose gap exceeds its limit, a move of two
// words or more (voice.WordVerified) one of whose words gaps more than
// its limit (voice.MoveWordLimit) above its typical gap (voice.SquareWordLimit for a
// word of a square alone, voice.IsSquare), or a request or confirmation
// word alone whose whole gap or word's gap is more than voice.AloneMargin
// above the highest of that word said alone on the tuning set, or a move
// of two words or more with a word far longer than in the tuning moves
// (voice.MoveStretch, Long), or one whose words kept no one tempo
// (voice.TempoSpread, Uneven), or a request or confirmation word alone
// with fewer loudness peaks than said alone (voice.AlonePeaksOf,
// FewPeaks), or one that stands out from the other words alone by far
// less than said alone (voice.CohortFloorOf, Crowded). A check not done
// is never rejected.
func (c *Check) judge(style phonetic.Style) {
	if !c.Done {
		return
	}
	limit, short := voice.VerifyLimit(c.Words)
	c.Silent = silentWord(c.Vowels)
	if voice.WordVerified(c.Words) {
		c.Excess, c.ExcessWord = wordExcess(style, c.WordGaps)
		over := moveWordOver(style, c.WordGaps)
		if voice.IsSquare(style, c.Words) {
			over = squareWordOver(style, c.WordGaps)
		}
		c.Long = longWord(style, c.Vowels)
		c.Uneven = unevenness(style, c.Vowels)
		c.Rejected = short && c.Gap > limit || over || c.Silent != "" || c.Long != "" || c.Uneven > voice.TempoSpread
		return
	}
	c.Excess, c.ExcessWord = aloneExcess(c.Words, c.Gap, c.WordGaps)
	c.Stretched = stretched(c.Words, c.Vowels)
	c.FewPeaks = fewPeaks(c.Words, c.Vowels)
	c.Crowded = crowded(c.Words, c.Cohort, c.Cohorted)
	c.Rejected = short && (c.Gap > limit || c.ExcessWord != "" && c.Excess > voice.AloneMargin || c.Silent != "" || c.Stretched || c.FewPeaks || c.Crowded)
}

// crowded reports whether words, a request or confirmation word heard
// alone whose margin over the other words alone is cohort (measured when
// cohorted), fell more than voice.CohortMargin under the lowest margin of
// that word said alone on the tuning set (voice.CohortFloorOf); a word
// never measured, or a margin not measured, is not.
func crowded(words string, cohort float64, cohorted bool) bool {
	floor, ok := voice.CohortFloorOf(strings.TrimSpace(words))
	return ok && cohorted && cohort < floor-voice.CohortMargin
}

// aloneExcess returns, for a request or confirmation word heard alone,
// how far its gap rose above the highest of that word said alone on the
// tuning set (voice.AloneGapOf): the larger of its whole gap's excess
// and its word's (the one of gaps); "" when words are not one word
// measured so, or its word's gap is missing.
func aloneExcess(words string, whole float64, gaps []WordGap) (excess float64, word string) {
	if len(gaps) != 1 || gaps[0].Word != strings.TrimSpace(words) {
		return 0, ""
	}
	top, ok := voice.AloneGapOf(gaps[0].Word)
	if !ok {
		return 0, ""
	}
	return max(whole-top.Whole, gaps[0].Gap-top.Word), gaps[0].Word
}
