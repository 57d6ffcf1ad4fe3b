//go:build !cgo || nopocketsphinx

package sphinx

import (
	"errors"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestWithoutPocketsphinxNothingIsRecognised: a build without cgo starts no
// recogniser and says why and how to get a build that has one.
func TestWithoutPocketsphinxNothingIsRecognised(t *testing.T) {
	if Built {
		t.Fatal("Built is true in a build without pocketsphinx")
	}
	if err := CheckModel(); !errors.Is(err, ErrNotBuilt) {
		t.Errorf("CheckModel() = %v, want ErrNotBuilt", err)
	}
	if r, err := New(voice.Vocab{Style: phonetic.AnnexD, Lang: voice.LangOf(phonetic.German)}, t.TempDir()); r != nil || !errors.Is(err, ErrNotBuilt) {
		t.Errorf("New = %v, %v; want nil, ErrNotBuilt", r, err)
	}
	if got, err := Phones(make([]int16, 1600)); got != "" || !errors.Is(err, ErrNotBuilt) {
		t.Errorf("Phones = %q, %v; want \"\", ErrNotBuilt", got, err)
	}
	var r *Recognizer
	if got, err := r.Recognize(make([]int16, 1600)); got != "" || !errors.Is(err, ErrNotBuilt) {
		t.Errorf("Recognize = %q, %v; want \"\", ErrNotBuilt", got, err)
	}
	for _, want := range []string{"without voice input", "cgo", "make deps", "docs/platforms.md"} {
		if !strings.Contains(ErrNotBuilt.Error(), want) {
			t.Errorf("ErrNotBuilt does not say %q: %v", want, ErrNotBuilt)
		}
	}
}
