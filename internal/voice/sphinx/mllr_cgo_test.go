//go:build cgo && !nopocketsphinx

package sphinx

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestNewConfigGivesTheTransformToEveryDecoder: a speaker's transform
// reaches both the decoder that hears the words and the verifier's. The
// identity transform hears espeak-ng's "Knight Cesar three" as without
// one, the verifier's gap the same; a transform that moves every mean
// (an offset of 3 on each feature) keeps the words and changes the
// verifier's gap (0.00547 to 0.00588), and one of 10 leaves nothing
// heard. espeak-ng 1.51, pocketsphinx 5prealpha.
func TestNewConfigGivesTheTransformToEveryDecoder(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	v := voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English}
	pcm := spokenIn(t, "en", "Knight Cesar three")
	start := rules.StartPosition()
	hear := func(c Config) (string, float64) {
		r, err := NewConfig(v, t.TempDir(), c)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if err := r.SetPosition(&start, false); err != nil {
			t.Fatal(err)
		}
		words, err := r.Recognize(pcm)
		if err != nil {
			t.Fatal(err)
		}
		return words, r.LastCheck().Gap
	}
	plain, plainGap := hear(Config{})
	if plain != "knight cesar three" {
		t.Fatalf("without a transform heard %q, want %q", plain, "knight cesar three")
	}
	same, sameGap := hear(Config{MLLR: writeTransform(t, transformText(1, 0))})
	if same != plain || sameGap != plainGap {
		t.Errorf("with the identity transform heard %q (gap %.5f), want %q (gap %.5f)", same, sameGap, plain, plainGap)
	}
	// The verifier's: a small offset leaves the words and moves their gap.
	nudged, nudgedGap := hear(Config{MLLR: writeTransform(t, transformText(1, 3))})
	if nudged != plain || nudgedGap == plainGap {
		t.Errorf("with an offset of 3 heard %q (gap %.5f), want %q at another gap than %.5f", nudged, nudgedGap, plain, plainGap)
	}
	// With VerifyPlain, the second verifier's gap is the one without
	// the transform.
	r, err := NewConfig(v, t.TempDir(), Config{MLLR: writeTransform(t, transformText(1, 3)), VerifyPlain: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.SetPosition(&start, false); err != nil {
		t.Fatal(err)
	}
	if words, err := r.Recognize(pcm); err != nil || words != plain {
		t.Errorf("with VerifyPlain heard %q, %v; want %q", words, err, plain)
	}
	if c := r.LastCheck(); c.Gap != nudgedGap || c.Plain == nil || c.Plain.Gap != plainGap {
		t.Errorf("with VerifyPlain the gaps are %.5f and %v, want %.5f and %.5f", c.Gap, c.Plain, nudgedGap, plainGap)
	}
	// The words' decoder: a large one leaves nothing heard.
	if moved, _ := hear(Config{MLLR: writeTransform(t, transformText(1, 10))}); moved != "" {
		t.Errorf("with an offset of 10 heard %q, want nothing: the transform was not applied", moved)
	}
}

// TestNewConfigRefusesABadTransform: a transform that is missing or not
// of the model's shape starts no decoder and says so.
func TestNewConfigRefusesABadTransform(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	v := voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}
	for _, tc := range []struct {
		path, want string
	}{
		{"/nonexistent/speaker.mllr", "voice.mllr-read"},
		{writeTransform(t, "1\n3\n13\n"), "voice.mllr-bad"},
	} {
		r, err := NewConfig(v, t.TempDir(), Config{MLLR: tc.path})
		var ce *catalog.Error
		if r != nil || !errors.As(err, &ce) || ce.Key != tc.want {
			t.Errorf("NewConfig(MLLR %s) = %v, %v; want no recogniser and %s", tc.path, r, err, tc.want)
		}
	}
}
