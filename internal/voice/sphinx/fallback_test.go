//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// fallbackCase is a move said by an espeak-ng voice in the starting
// position, and what a recogniser with a second hearing at warp 1.3
// hears: its words and whether they came from the second hearing.
type fallbackCase struct {
	style    phonetic.Style
	lang     voice.Lang
	voice    string // espeak-ng voice
	text     string
	want     string
	fellBack bool
}

// hearTwice says c's text with its voice and decodes it twice with a
// fresh recogniser made by newRec, in the starting position (a
// confirmation waiting, as listen does), returning the second result: the
// first lets the decoder's cepstral mean settle on the voice, as a
// player's recogniser has heard the player before.
func hearTwice(t *testing.T, c fallbackCase, newRec func(voice.Vocab) (*Recognizer, error)) (string, *Recognizer) {
	t.Helper()
	v := voice.Vocab{Style: c.style, Lang: c.lang}
	r, err := newRec(v)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	start := rules.StartPosition()
	if err := r.SetPosition(&start, true); err != nil {
		t.Fatal(err)
	}
	pcm := spokenIn(t, c.voice, c.text)
	if _, err := r.Recognize(pcm); err != nil {
		t.Fatal(err)
	}
	heard, err := r.Recognize(pcm)
	if err != nil {
		t.Fatal(err)
	}
	return heard, r
}

// withFallback makes a recogniser at warp 1 with a second hearing at
// warp 1.3.
func withFallback(t *testing.T) func(voice.Vocab) (*Recognizer, error) {
	return func(v voice.Vocab) (*Recognizer, error) {
		r, err := New(v, t.TempDir())
		if err != nil {
			return nil, err
		}
		if err := r.SetFallback(v, t.TempDir(), 1.3); err != nil {
			r.Close()
			return nil, err
		}
		return r, nil
	}
}

// TestFallbackHearsAHighVoiceWarp1DoesNotUnderstand: espeak-ng's +Alicia
// (formants 1-3 at 130-150 %) saying moves that the recogniser at warp 1
// does not understand at all is heard right by the second hearing at
// warp 1.3 (measured with espeak-ng 1.51 and pocketsphinx 5prealpha).
func TestFallbackHearsAHighVoiceWarp1DoesNotUnderstand(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	for _, c := range []fallbackCase{
		{phonetic.AnnexDEn, voice.English, "en+Alicia", "Knight Felix three", "knight felix three", true},
		{phonetic.CzechStyle, voice.Czech, "cs+Alicia", "Jezdec Anna tři", "jezdec anna tri", true},
		{phonetic.CzechStyle, voice.Czech, "cs+Alicia", "Eva tři", "eva tri", true},
	} {
		alone, _ := hearTwice(t, c, func(v voice.Vocab) (*Recognizer, error) { return New(v, t.TempDir()) })
		if alone != "" {
			t.Errorf("%s %q at warp 1 alone: heard %q, want nothing (the case needs the second hearing)", c.voice, c.text, alone)
		}
		heard, r := hearTwice(t, c, withFallback(t))
		if heard != c.want || r.LastFallback() != c.fellBack {
			t.Errorf("%s %q with the second hearing: heard %q (from it %v), want %q (%v)", c.voice, c.text, heard, r.LastFallback(), c.want, c.fellBack)
		}
	}
}

// TestFallbackNeverReplacesAResultHeardAtWarp1: what the recogniser at
// warp 1 understands, right or wrong, is what a recogniser with the
// second hearing gives, even where warp 1.3 alone hears another move;
// speech neither understands stays not understood.
func TestFallbackNeverReplacesAResultHeardAtWarp1(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	tests := []struct {
		c      fallbackCase
		warped string // what warp 1.3 alone hears
	}{
		// Warp 1 hears a wrong move, warp 1.3 the right one: kept wrong.
		{fallbackCase{phonetic.AnnexDEn, voice.English, "en+Alicia", "Knight Cesar three", "knight anna three", false}, "knight cesar three"},
		{fallbackCase{phonetic.CzechStyle, voice.Czech, "cs+Alicia", "Hector tři", "gustav tri", false}, "hector tri"},
		// Warp 1 hears the right move, warp 1.3 a wrong one: kept right.
		{fallbackCase{phonetic.CzechStyle, voice.Czech, "cs+Alicia", "Gustav čtyři", "gustav tri", false}, ""},
		{fallbackCase{phonetic.AnnexDEn, voice.English, "en+Alicia", "Gustav three", "gustav three", false}, "gustav three"},
		// An easy voice: heard right at warp 1.
		{fallbackCase{phonetic.AnnexD, voice.German, "de", "Springer Felix drei", "springer felix drei", false}, "springer felix drei"},
		// Neither understands: nothing.
		{fallbackCase{phonetic.AnnexDEn, voice.English, "en+Alicia", "Anna four", "", false}, ""},
	}
	for _, tc := range tests {
		c := tc.c
		warped, _ := hearTwice(t, c, func(v voice.Vocab) (*Recognizer, error) { return NewWarped(v, t.TempDir(), 1.3) })
		if warped != tc.warped {
			t.Errorf("%s %q at warp 1.3 alone: heard %q, want %q", c.voice, c.text, warped, tc.warped)
		}
		heard, r := hearTwice(t, c, withFallback(t))
		if heard != c.want || r.LastFallback() != c.fellBack {
			t.Errorf("%s %q with the second hearing: heard %q (from it %v), want %q (%v)", c.voice, c.text, heard, r.LastFallback(), c.want, c.fellBack)
		}
	}
}

// TestSetFallbackRefusesAWarpOutOfRange: a second hearing outside
// WarpMin..WarpMax is refused with what is allowed, and the recogniser
// keeps none (an utterance it does not understand stays so).
func TestSetFallbackRefusesAWarpOutOfRange(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	v := voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}
	r, err := New(v, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, w := range []float64{0.6, 1.4, -1} {
		if err := r.SetFallback(v, t.TempDir(), w); err == nil || err.Error() != checkWarp(w).Error() {
			t.Errorf("SetFallback(%g) = %v, want %v", w, err, checkWarp(w))
		}
		if r.fallback != nil {
			t.Errorf("SetFallback(%g) kept a second hearing", w)
		}
	}
	if err := r.SetFallback(v, t.TempDir(), 1.3); err != nil || r.fallback == nil {
		t.Fatalf("SetFallback(1.3) = %v, second hearing %v", err, r.fallback != nil)
	}
	if err := r.SetFallback(v, t.TempDir(), 1); err != nil || r.fallback != nil {
		t.Errorf("SetFallback(1) = %v, second hearing kept %v; want it removed", err, r.fallback != nil)
	}
}
