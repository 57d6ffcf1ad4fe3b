//go:build cgo && !nopocketsphinx

package sphinx

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// spokenIn is text said by espeak-ng in the language lang, at 16 kHz.
func spokenIn(t *testing.T, lang, text string) []int16 {
	t.Helper()
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	path := filepath.Join(t.TempDir(), "s.wav")
	if b, err := exec.Command("espeak-ng", "-v", lang, "-w", path, text).CombinedOutput(); err != nil {
		t.Fatalf("espeak-ng: %v %s", err, b)
	}
	pcm, err := capture.ReadAnyWAV(path)
	if err != nil {
		t.Fatal(err)
	}
	return pcm
}

// TestVerifierRejectsAMoveOfAnotherRank: a knight move to f5, which is no
// legal move in the starting position, said into the microphone. The
// grammar of the legal moves can only hear a legal one; the verifier,
// decoding the audio again against the neighbours of that move, hears
// the rank said, and the utterance is not understood (the table's line
// "voice") instead of a legal move said back with no doubt. A legal move
// said first (the decoder's first utterance sets its levels) passes the
// verifier.
func TestVerifierRejectsAMoveOfAnotherRank(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	start, _ := rules.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	tests := []struct {
		vocab         voice.Vocab
		espeak        string
		wrong, right  string
		rightHeard    string
		neighbourRank string
	}{
		{voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}, "de", "Springer Felix fünf", "Springer Felix drei", "springer felix drei", "fuenf"},
		{voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English}, "en", "Knight Felix five", "Knight Felix three", "knight felix three", "five"},
		{voice.Vocab{Style: phonetic.CzechStyle, Lang: voice.Czech}, "cs", "Jezdec Felix pět", "Jezdec Felix tři", "jezdec felix tri", "pet"},
	}
	for _, tc := range tests {
		t.Run(tc.espeak, func(t *testing.T) {
			r, err := New(tc.vocab, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			if err := r.SetPosition(&start, false); err != nil {
				t.Fatal(err)
			}
			words, err := r.Recognize(spokenIn(t, tc.espeak, tc.right))
			if err != nil {
				t.Fatal(err)
			}
			if words != tc.rightHeard || r.LastCheck().Doubt(voice.VerifyGap) {
				t.Errorf("%q heard %q, verifier %+v: want %q", tc.right, words, r.LastCheck(), tc.rightHeard)
			}
			words, err = r.Recognize(spokenIn(t, tc.espeak, tc.wrong))
			if err != nil {
				t.Fatal(err)
			}
			c := r.LastCheck()
			if words != "" || !c.Doubt(voice.VerifyGap) {
				t.Fatalf("%q heard %q, verifier %+v: want nothing understood", tc.wrong, words, c)
			}
			if h := (Heard{Words: words}); h.Line() != "voice" {
				t.Errorf("line %q, want %q", h.Line(), "voice")
			}
			ws := c.Words
			if got := ws[len(ws)-len(tc.neighbourRank):]; got != tc.neighbourRank {
				t.Errorf("verifier heard %q, want the rank %q said", ws, tc.neighbourRank)
			}
		})
	}
}
