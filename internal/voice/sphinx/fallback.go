//go:build cgo && !nopocketsphinx

package sphinx

import "github.com/blindchess/blindchess/internal/voice"

// SetFallback gives r a second hearing: an utterance r does not
// understand (nothing of the grammar heard, or its result rejected by
// any check: the verifier, the word-by-word check, hidden speech, the
// edges) is decoded again, from the same audio, by a second recogniser
// at frequency warp warp (WarpMin..WarpMax) through the same checks, and
// its result is taken if it passes. A result r understands is never
// changed. Warp 1 (or 0) removes the fallback. dir is a folder for the
// second recogniser's dictionary, as for New.
func (r *Recognizer) SetFallback(v voice.Vocab, dir string, warp float64) error {
	if r.fallback != nil {
		r.fallback.Close()
		r.fallback = nil
	}
	if warp == 0 || warp == 1 {
		return nil
	}
	fb, err := NewWarped(v, dir, warp)
	if err != nil {
		return err
	}
	r.fallback = fb
	return nil
}

// LastFallback reports whether the result of the utterance last ended
// came from the second hearing (SetFallback): for measuring.
func (r *Recognizer) LastFallback() bool { return r.fellBack }

// hearAgain decodes the audio of the utterance r just ended, which r did
// not understand, with the fallback recogniser, listening for the same
// grammar with the same bounds, and returns its words ("" when it does
// not understand them either); when it does, r reports the fallback's
// runner-up, check and hidden speech as its own.
func (r *Recognizer) hearAgain() (string, error) {
	fb := r.fallback
	if fb == nil || len(r.audio) == 0 {
		return "", nil
	}
	if err := fb.setGrammar(r.grammar, r.finals); err != nil {
		return "", err
	}
	fb.pos, fb.edges, fb.levels, fb.noVerify = r.pos, r.edges, r.levels, r.noVerify
	if err := fb.Begin(); err != nil {
		return "", err
	}
	if err := fb.Feed(r.audio); err != nil {
		_, _ = fb.End()
		return "", err
	}
	words, err := fb.End()
	if err != nil {
		return "", err
	}
	if words != "" {
		r.alt, r.check, r.hidden, r.fellBack = fb.alt, fb.check, fb.hidden, true
	}
	return words, nil
}
