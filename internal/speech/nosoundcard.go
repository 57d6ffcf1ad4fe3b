package speech

import (
	"errors"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// NoSoundCardError is OpenDevice's error when the sound card cannot be
// used. Its text is the cause alone, in the catalog's language (Why,
// which wraps ErrNoSoundCard); the sound system's own message (ALSA's,
// in English, with device names) is kept apart in Detail, so that a
// command says the cause and what to do first and the detail after it
// (WithDetail).
type NoSoundCardError struct {
	Why    error // the cause, a sentence of the catalogs
	Detail error // the sound system's message, or nil
}

// Error returns the cause in English.
func (e *NoSoundCardError) Error() string { return e.Why.Error() }

// SayIn says the cause in the language of c, without the detail.
func (e *NoSoundCardError) SayIn(c catalog.Catalog) string { return c.Error(e.Why) }

// Unwrap returns the cause and the detail.
func (e *NoSoundCardError) Unwrap() []error {
	if e.Detail == nil {
		return []error{e.Why}
	}
	return []error{e.Why, e.Detail}
}

// WithDetail returns msg, a sentence that says err's cause and what to do,
// followed by the sound system's own message that err carries, marked as
// its words: "… (ALSA: snd_pcm_open: …)". It returns msg alone when err
// carries none.
func WithDetail(msg, err error) error {
	var nc *NoSoundCardError
	if !errors.As(err, &nc) || nc.Detail == nil {
		return msg
	}
	return catalog.Errorf("speaking.then-detail", msg, soundDetail(nc.Detail.Error()))
}

// soundDetail is the sound system's message, as said inside the mark:
// oto's prefix is dropped, and ALSA's message names ALSA
// ("oto: ALSA error at snd_pcm_open: …" gives "ALSA: snd_pcm_open: …").
type soundDetail string

// SayIn says the detail with its mark, the sound system's name or, for
// another's message, the catalog's words for it.
func (d soundDetail) SayIn(c catalog.Catalog) string {
	s := strings.TrimPrefix(string(d), "oto: ")
	if rest, ok := strings.CutPrefix(s, "ALSA error at "); ok {
		return "ALSA: " + rest
	}
	if strings.HasPrefix(s, "ALSA") {
		return s
	}
	return c.Say("speaking.sound-system-says", s)
}
