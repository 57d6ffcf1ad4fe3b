package session

import (
	"bytes"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestCheckDefaultMicrophoneThatCannotBeRead: check --record without a
// microphone says "The default microphone cannot be read: …", not
// "Microphone the default microphone cannot be read: …" (the name's
// sentence with "the default microphone" put in for the name). Exact in
// German, English and Czech, with the reason the opener gave; skipped
// where a default microphone opens.
func TestCheckDefaultMicrophoneThatCannotBeRead(t *testing.T) {
	src, _, err := OpenMicrophone("")
	if err == nil {
		src.Close()
		t.Skip("this machine has a default microphone")
	}
	for _, tc := range []struct {
		l      catalog.Lang
		prefix string
	}{
		{catalog.German, "Das Standardmikrofon kann nicht gelesen werden: "},
		{catalog.English, "The default microphone cannot be read: "},
		{catalog.Czech, "Výchozí mikrofon nelze číst: "},
	} {
		var out bytes.Buffer
		k := &checker{c: catalog.For(tc.l), out: &out}
		k.microphone("", 0)
		want := tc.prefix + catalog.For(tc.l).Error(err) + ".\n"
		if out.String() != want || k.failed != 1 || k.total != 1 {
			t.Errorf("%s: %q (%d of %d failed), want %q", tc.l, out.String(), k.failed, k.total, want)
		}
	}
}
