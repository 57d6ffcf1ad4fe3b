//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestNewWarpedIsWarpedAfterAnUnwarpedDecoder: a decoder at warp 1.3
// made after one without a warp hears as the first decoder at 1.3 did,
// not as warp 1 does (sphinxbase keeps the warp in static variables and
// parsed the same warp text only once: bc_reset_warp). espeak-ng's
// +Alicia saying "Knight Cesar three" is heard as Na3 at warp 1 and as
// Nc3 at 1.3 (espeak-ng 1.51, pocketsphinx 5prealpha).
func TestNewWarpedIsWarpedAfterAnUnwarpedDecoder(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	v := voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English}
	pcm := spokenIn(t, "en+Alicia", "Knight Cesar three")
	start := rules.StartPosition()
	// hear decodes pcm twice with a fresh decoder at warp w (the first
	// lets its cepstral mean settle on the voice) and returns the second.
	hear := func(w float64) string {
		r, err := NewWarped(v, t.TempDir(), w)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if err := r.SetPosition(&start, true); err != nil {
			t.Fatal(err)
		}
		if _, err := r.Recognize(pcm); err != nil {
			t.Fatal(err)
		}
		words, err := r.Recognize(pcm)
		if err != nil {
			t.Fatal(err)
		}
		return words
	}
	for i, tc := range []struct {
		warp float64
		want string
	}{
		{1.3, "knight cesar three"},
		{1, "knight anna three"},
		{1.3, "knight cesar three"},
		{1, "knight anna three"},
		{1.3, "knight cesar three"},
	} {
		if got := hear(tc.warp); got != tc.want {
			t.Errorf("decoder %d, warp %g: heard %q, want %q", i+1, tc.warp, got, tc.want)
		}
	}
}
