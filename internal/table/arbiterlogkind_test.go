package table

import (
	"slices"
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

// TestClaimRulingNamesTheClaimant: the arbiter's ruling on a claim names
// the claimant in a sentence (Czech "reklamaci, kterou podal černý", not
// "reklamaci (černý) (článek 9.5.3)", two brackets a screen reader reads
// as a list); the rejection said at the table and the acceptance kept in
// the arbiter log, in de, en and cs.
func TestClaimRulingNamesTheClaimant(t *testing.T) {
	for _, c := range []struct {
		lang, style, rejected, accepted string
	}{
		{"de", "annexd", "Der Schiedsrichter weist die Reklamation von Schwarz zurück (Artikel 9.5.3).", "Entscheidung: Der Schiedsrichter gibt der Reklamation von Schwarz statt.\n"},
		{"en", "annexd-en", "The arbiter rejects the claim by Black (Article 9.5.3).", "Ruling: The arbiter accepts the claim by Black.\n"},
		{"cs", "cs", "Rozhodčí zamítá reklamaci, kterou podal černý (článek 9.5.3).", "Rozhodnutí: Rozhodčí uznává reklamaci, kterou podal černý.\n"},
	} {
		s := DefaultSetup()
		s.Lang, s.Style, s.Time = c.lang, c.style, "90+30"
		tb := newTable(t, s)
		typed(tb, "start", "e4", "press")
		typedConfirmed(t, tb, "claim")
		got := texts(typed(tb, "arbiter reject"))
		if len(got) == 0 || !strings.HasPrefix(got[0], c.rejected+" ") {
			t.Errorf("%s: rejection %q, want it to begin with %q", c.lang, got, c.rejected)
		}
		tb = newTable(t, s)
		typed(tb, "start", "e4", "press")
		typedConfirmed(t, tb, "claim")
		typed(tb, "arbiter accept")
		if log := tb.ArbiterLogText(); !strings.HasSuffix(log, " "+c.accepted) {
			t.Errorf("%s: log\n%s\nwant it to end with %q", c.lang, log, c.accepted)
		}
	}
}

// TestArbiterLogTouchMoveLabelledOnce: a touch-move note in the arbiter
// log (the arbiter log command and the file beside the PGN) carries the
// log's label alone ("Touch-move: Knight …"), while the table still hears
// it as a note for the arbiter. Before, the entry read "Dotknuto-taženo:
// Pro rozhodčího: první dotčený kámen …", two labels a screen reader
// reads one after the other; in de, en and cs.
func TestArbiterLogTouchMoveLabelledOnce(t *testing.T) {
	for _, c := range []struct {
		lang, style, cmd, said, logged string
	}{
		{"de", "annexd", "schiedsrichter protokoll",
			"Für den Schiedsrichter: zuerst Springer Gustav eins berührt, dann Springer Cesar drei gezogen (Artikel 4.3).",
			" Berührt-geführt: Zuerst Springer Gustav eins berührt, dann Springer Cesar drei gezogen (Artikel 4.3)."},
		{"en", "annexd-en", "arbiter log",
			"For the arbiter: knight Gustav one touched first, then knight Cesar three played (Article 4.3).",
			" Touch-move: Knight Gustav one touched first, then knight Cesar three played (Article 4.3)."},
		{"cs", "cs", "rozhodčí protokol",
			"Pro rozhodčího: první dotčený kámen jezdec Gustav jedna, pak zahrán tah jezdec Cesar tři (článek 4.3).",
			" Dotknuto-taženo: První dotčený kámen jezdec Gustav jedna, pak zahrán tah jezdec Cesar tři (článek 4.3)."},
	} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style = c.lang, c.style })
		at(tb, 1, "board tactile lift g1")
		at(tb, 1, "board tactile place g1")
		at(tb, 2, "board tactile lift b1")
		if got := at(tb, 3, "board tactile place c3"); !slices.Contains(got, c.said) {
			t.Errorf("%s: said %q, want %q among them", c.lang, got, c.said)
		}
		log := strings.TrimSuffix(tb.ArbiterLogText(), "\n")
		if !strings.HasSuffix(log, c.logged) {
			t.Errorf("%s: log\n%s\nwant it to end with %q", c.lang, log, c.logged)
		}
		if got := at(tb, 4, c.cmd); len(got) == 0 || !strings.HasSuffix(got[len(got)-1], c.logged) {
			t.Errorf("%s: %s: %q, want the last line to end with %q", c.lang, c.cmd, got, c.logged)
		}
	}
}
