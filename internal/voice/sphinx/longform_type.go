package sphinx

// LongForm is the second look at a move heard in the long form ("turm
// anna acht anna eins"): the utterance's audio decoded again against the
// short forms of the legal moves alone, and the best of them weighed
// against the words heard (voice.LongFormMargin).
type LongForm struct {
	// Done tells that the words heard were a long form and both
	// decodings were made.
	Done bool
	// Short are the words of the best short form ("turm anna sechs"), ""
	// when none fitted at all.
	Short string
	// Other tells that Short is another legal move than the one heard.
	Other bool
	// Margin is how much better the words heard fitted than Short, in
	// natural log units of the decoder's path score per 10 ms frame of
	// the utterance (negative: the short form fitted better).
	Margin float64
}
