//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// listenFresh gives pcm, between half-second silences, to a listener of
// a recogniser of its own (newRec) in pos, verification on or off, chunk
// by chunk as a microphone would (on a simulated clock), and returns the
// first utterance heard (the zero Heard when none).
func listenFresh(t *testing.T, newRec func(*testing.T) *Recognizer, pos rules.Position, verify bool, pcm []int16) Heard {
	t.Helper()
	r := newRec(t)
	r.SetVerify(verify)
	l := NewListener(r, 0)
	l.SetState(pos, false)
	silence := make([]int16, capture.Rate/2)
	audio := append(append(append([]int16(nil), silence...), pcm...), silence...)
	t0 := time.Now()
	var out []Heard
	for i := 0; i < len(audio); i += capture.ChunkSamples {
		end := min(i+capture.ChunkSamples, len(audio))
		if err := l.Process(audio[i:end], t0.Add(time.Duration(end)*time.Second/capture.Rate), func(h Heard) { out = append(out, h) }); err != nil {
			t.Fatal(err)
		}
	}
	if len(out) == 0 {
		return Heard{}
	}
	return out[0]
}

// heardWant is the words a test of the verifier expects heard: verified
// with verification on, checked (the words the check looked at, taken
// whatever it found) with it off.
func heardWant(on bool, verified, checked string) string {
	if on {
		return verified
	}
	return checked
}

// TestSilentWordRejectsChatter: in the English style, tuning
// conversation ("Where is the arbiter?", testdata/tuning/chatter.txt)
// heard through the listener as "knight cesar three" passes every other
// check (its largest word excess is under WordGapLimit), but its
// "knight", a word of two vowels, took 12 frames without a loudness
// peak: it is rejected, and with verification off taken with the check
// telling that word. A move said is taken, each of its words with a
// peak.
func TestSilentWordRejectsChatter(t *testing.T) {
	start := rules.StartPosition()
	tests := []struct {
		lang, said string
		want       string // heard with verification on
		checked    string // heard with it off, the words verified
		silent     string
	}{
		{"en", "Where is the arbiter?", "", "knight cesar three", "knight"},
		{"en", "knight Anna three", "knight anna three", "knight anna three", ""},
	}
	for _, tc := range tests {
		pcm := spokenIn(t, tc.lang, tc.said)
		for _, on := range []bool{true, false} {
			h := listenFresh(t, englishRecognizer, start, on, pcm)
			c := h.Check
			want := heardWant(on, tc.want, tc.checked)
			if h.Words != want || c.Words != tc.checked || !c.Done || c.Silent != tc.silent || c.Rejected != (tc.silent != "") || len(c.Vowels) != 3 {
				t.Errorf("verify %v: %q heard %q, check %+v; want %q, %q checked, silent %q", on, tc.said, h.Words, c, want, tc.checked, tc.silent)
				continue
			}
			if c.Excess > voice.WordGapLimit {
				t.Errorf("verify %v: %q excess %.4f above WordGapLimit: not rejected by the silent word alone", on, tc.said, c.Excess)
			}
			for _, w := range c.Vowels {
				if tc.silent == "" && w.Peaks < 1 {
					t.Errorf("verify %v: %q: word %+v without a peak", on, tc.said, w)
				}
			}
		}
	}
}
