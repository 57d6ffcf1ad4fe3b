//go:build !cgo || noportaudio

package capture

import (
	"errors"
	"strings"
	"testing"
)

// TestWithoutPortAudioEveryMicrophoneIsNotBuilt: a build without cgo lists
// no microphone and opens none, and says why and how to get a build that
// has one.
func TestWithoutPortAudioEveryMicrophoneIsNotBuilt(t *testing.T) {
	if Built {
		t.Fatal("Built is true in a build without PortAudio")
	}
	if ms, err := Microphones(); ms != nil || !errors.Is(err, ErrNotBuilt) {
		t.Errorf("Microphones() = %v, %v; want nil, ErrNotBuilt", ms, err)
	}
	for _, name := range []string{"", "default", "usb"} {
		if src, err := OpenMicrophone(name, 0); src != nil || !errors.Is(err, ErrNotBuilt) {
			t.Errorf("OpenMicrophone(%q) = %v, %v; want nil, ErrNotBuilt", name, src, err)
		}
	}
	if src, err := OpenPortAudio(0); src != nil || !errors.Is(err, ErrNotBuilt) {
		t.Errorf("OpenPortAudio = %v, %v; want nil, ErrNotBuilt", src, err)
	}
	for _, want := range []string{"built without the microphone", "cgo", "make deps", "docs/platforms.md"} {
		if !strings.Contains(ErrNotBuilt.Error(), want) {
			t.Errorf("ErrNotBuilt does not say %q: %v", want, ErrNotBuilt)
		}
	}
}
