package table

import (
	"strings"
	"testing"
)

// TestArbiterLogNamesAKindOnce: an entry whose sentence already begins
// with its kind ("Claim by Black", "Reklamation von Schwarz", "Reklamace:
// černý") is written without the kind's label before it, which a screen
// reader would read twice ("Claim: Claim by Black"); another keeps its
// label ("Ruling: …"); in de, en and cs.
func TestArbiterLogNamesAKindOnce(t *testing.T) {
	for _, c := range []struct {
		lang, style, claim, ruling string
	}{
		{"de", "annexd", " Reklamation von Schwarz. Uhren angehalten.", " Entscheidung: "},
		{"en", "annexd-en", " Claim by Black. Clocks stopped.", " Ruling: "},
		{"cs", "cs", " Reklamace: černý. Hodiny zastaveny.", " Rozhodnutí: "},
	} {
		s := DefaultSetup()
		s.Lang, s.Style, s.Time = c.lang, c.style, "90+30"
		tb := newTable(t, s)
		typed(tb, "start", "e4", "press")
		typedConfirmed(t, tb, "claim")
		typed(tb, "arbiter reject")
		lines := strings.Split(strings.TrimSuffix(tb.ArbiterLogText(), "\n"), "\n")
		if len(lines) != 2 {
			t.Fatalf("%s: log\n%s", c.lang, tb.ArbiterLogText())
		}
		if kind := strings.Fields(c.claim)[0]; !strings.Contains(lines[0], c.claim) || strings.Count(lines[0], kind) != 1 {
			t.Errorf("%s: claim entry %q, want %q with %q once", c.lang, lines[0], c.claim, kind)
		}
		if !strings.Contains(lines[1], c.ruling) {
			t.Errorf("%s: ruling entry %q, want %q", c.lang, lines[1], c.ruling)
		}
	}
}
