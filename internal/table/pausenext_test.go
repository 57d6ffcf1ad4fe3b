package table

import (
	"strings"
	"testing"
)

// TestPauseSaysTheNextStep: "pause" (z, stop, anhalten, zastavit) stops
// the clock at one key, as easily typed by mistake as on purpose; it says
// what to do next: in tournament play call the arbiter (Article 6.11.2),
// and in every setting how the clock runs again. In de, en and cs.
func TestPauseSaysTheNextStep(t *testing.T) {
	for _, c := range []struct {
		lang, style, pause string
		casual             bool
		want               []string
	}{
		{"de", "annexd", "z", false, []string{"Uhr angehalten", "Den Schiedsrichter rufen (Artikel 6.11.2); weiter lässt die Uhr wieder laufen."}},
		{"en", "annexd-en", "stop", false, []string{"Clock paused", "Call the arbiter (Article 6.11.2); type resume to start the clock again."}},
		{"cs", "cs", "zastavit", false, []string{"Hodiny zastaveny", "Zavolejte rozhodčího (článek 6.11.2); příkaz pokračovat hodiny znovu spustí."}},
		{"de", "annexd", "anhalten", true, []string{"Uhr angehalten", "Weiter lässt die Uhr wieder laufen."}},
		{"en", "annexd-en", "pause", true, []string{"Clock paused", "Type resume to start the clock again."}},
		{"cs", "cs", "z", true, []string{"Hodiny zastaveny", "Příkaz pokračovat hodiny znovu spustí."}},
	} {
		s := DefaultSetup()
		s.Lang, s.Style, s.Time = c.lang, c.style, "5+3"
		if c.casual {
			s.Setting = SettingCasual
		}
		tb := newTable(t, s)
		typed(tb, "start", "e4")
		if got := texts(typed(tb, c.pause)); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s %q casual %v: %q, want %q", c.lang, c.pause, c.casual, got, c.want)
		}
		// Again: z resumes, the others say the clock is paused; one
		// line, no second next step.
		if got := texts(typed(tb, c.pause)); len(got) != 1 {
			t.Errorf("%s: a second pause said %q", c.lang, got)
		}
	}
}
