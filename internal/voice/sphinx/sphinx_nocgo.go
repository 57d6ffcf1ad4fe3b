//go:build !cgo || nopocketsphinx

package sphinx

import (
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// Built reports whether this build has the recogniser (pocketsphinx,
// through cgo). It is false in this one: New, Phones and CheckModel
// return ErrNotBuilt.
const Built = false

// CheckModel fails with ErrNotBuilt: without the recogniser the model is
// of no use.
func CheckModel() error { return ErrNotBuilt }

// Recognizer would decode utterances with pocketsphinx; this build has
// none, so New never returns one and its methods fail with ErrNotBuilt.
type Recognizer struct{}

// New fails with ErrNotBuilt.
func New(v voice.Vocab, dir string) (*Recognizer, error) { return nil, ErrNotBuilt }

// NewWarped fails with ErrNotBuilt (or, first, with a warp out of range).
func NewWarped(v voice.Vocab, dir string, warp float64) (*Recognizer, error) {
	if err := checkWarp(warp); err != nil {
		return nil, err
	}
	return nil, ErrNotBuilt
}

// NewConfig fails with ErrNotBuilt (or, first, with a warp out of range
// or a speaker's transform that cannot be used).
func NewConfig(v voice.Vocab, dir string, c Config) (*Recognizer, error) {
	if c.Warp != 0 {
		if err := checkWarp(c.Warp); err != nil {
			return nil, err
		}
	}
	if c.MLLR != "" {
		if err := checkMLLR(c.MLLR); err != nil {
			return nil, err
		}
	}
	return nil, ErrNotBuilt
}

// SetPosition fails with ErrNotBuilt.
func (r *Recognizer) SetPosition(pos *rules.Position, confirm bool) error { return ErrNotBuilt }

// SetRequests fails with ErrNotBuilt.
func (r *Recognizer) SetRequests() error { return ErrNotBuilt }

// SetGrammar fails with ErrNotBuilt.
func (r *Recognizer) SetGrammar(g string) error { return ErrNotBuilt }

// Final reports false: nothing is heard.
func (r *Recognizer) Final(words string) bool { return false }

// Begin fails with ErrNotBuilt.
func (r *Recognizer) Begin() error { return ErrNotBuilt }

// Feed fails with ErrNotBuilt.
func (r *Recognizer) Feed(samples []int16) error { return ErrNotBuilt }

// End fails with ErrNotBuilt.
func (r *Recognizer) End() (string, error) { return "", ErrNotBuilt }

// Partial returns "": nothing is heard.
func (r *Recognizer) Partial() string { return "" }

// Recognize fails with ErrNotBuilt.
func (r *Recognizer) Recognize(samples []int16) (string, error) { return "", ErrNotBuilt }

// Phones fails with ErrNotBuilt.
func Phones(samples []int16) (string, error) { return "", ErrNotBuilt }

// LastRunnerUp returns the zero RunnerUp: nothing is heard.
func (r *Recognizer) LastRunnerUp() RunnerUp { return RunnerUp{} }

// LastNBest returns nil: nothing is heard.
func (r *Recognizer) LastNBest() []RunnerUp { return nil }

// Hidden returns 0: nothing is heard.
func (r *Recognizer) Hidden() int { return 0 }

// LastCheck returns the zero Check: nothing is heard.
func (r *Recognizer) LastCheck() Check { return Check{} }

// SetVerify does nothing: this build has no recogniser.
func (r *Recognizer) SetVerify(on bool) {}

// Close does nothing.
func (r *Recognizer) Close() {}

// inUtterance reports false: this build decodes nothing.
func (r *Recognizer) inUtterance() bool { return false }

// setLevels does nothing: this build has no recogniser.
func (r *Recognizer) setLevels(levels []float64) {}

// boundEdges does nothing: this build has no recogniser.
func (r *Recognizer) boundEdges(lead, trail int) {}
