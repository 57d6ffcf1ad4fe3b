//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestStyleDecoderSettingsReachTheDecoder shows that a style's own
// decoder settings (voice.DecoderSettings) are set on the decoder that
// hears the words and not on the verifier, whose limits were tuned with
// the shared ones: the Czech recogniser's phone insertion probability is
// 1.25, its verifier's and the German and English recognisers' are
// pocketsphinx's default 1, and the word insertion every style shares
// is 100 in each.
func TestStyleDecoderSettingsReachTheDecoder(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	tests := []struct {
		vocab          voice.Vocab
		pip, verifyPip float64
	}{
		{voice.Vocab{Style: phonetic.CzechStyle, Lang: voice.Czech}, 1.25, 1},
		{voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}, 1, 1},
		{voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English}, 1, 1},
	}
	for _, tt := range tests {
		r, err := New(tt.vocab, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		if got := r.floatSetting("-pip", false); got != tt.pip {
			t.Errorf("%v: -pip %g, want %g", tt.vocab.Style, got, tt.pip)
		}
		if got := r.floatSetting("-pip", true); got != tt.verifyPip {
			t.Errorf("%v: the verifier's -pip %g, want %g", tt.vocab.Style, got, tt.verifyPip)
		}
		for _, verifier := range []bool{false, true} {
			if got := r.floatSetting("-wip", verifier); got != 100 {
				t.Errorf("%v (verifier %v): -wip %g, want the shared 100", tt.vocab.Style, verifier, got)
			}
		}
		r.Close()
	}
}
