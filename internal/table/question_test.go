package table

import (
	"strings"
	"testing"
)

// TestEveryQuestionIsMarkedAsAQuestion: every question that waits for
// yes is marked as one (Announcement.Question), so that a braille display
// keeps it until its answer: the question asked before a command (a
// resignation), the result the arbiter is asked to confirm at the unseal
// of an illegal sealed move (Guideline I.8), and a question asked again
// when the game is resumed. Exactly the question is marked, not the
// sentences around it. In de, en and cs.
func TestEveryQuestionIsMarkedAsAQuestion(t *testing.T) {
	for _, tc := range []struct {
		lang, style, yes, resign, resignAsked, unsealAsked string
	}{
		{"en", "annexd-en", "yes", "resign white", "White resigns", "Arbiter: set the result 0-1?"},
		{"de", "annexd", "ja", "aufgeben weiß", "Weiß gibt auf", "Schiedsrichter: Ergebnis 0-1 setzen?"},
		{"cs", "cs", "ano", "vzdát bílý", "Bílý se vzdává", "Rozhodčí: nastavit výsledek 0-1?"},
	} {
		questions := func(step string, out []Output, want string) {
			t.Helper()
			var marked []string
			for _, o := range out {
				if o.Say.Question {
					marked = append(marked, o.Say.Text)
				}
			}
			if len(marked) != 1 || !strings.HasPrefix(marked[0], want) {
				t.Errorf("%s: %s: marked as questions %q, want one beginning %q", tc.lang, step, marked, want)
			}
		}
		setup := tournament(func(s *Setup) { s.Lang, s.Style, s.Time = tc.lang, tc.style, "90+30" })
		tb := newTable(t, setup)
		typed(tb, "start")
		questions("resign", typed(tb, tc.resign), tc.resignAsked)
		questions("resumed", tb.Apply(Input{At: tb.Now() + 1e9, Source: SourceSystem, Text: InputResumed}), tc.resignAsked)
		tb = newTable(t, setup)
		typed(tb, "start", "e4", "p", "e5", "p", "adjourn Ke3", tc.yes)
		questions("unseal", typed(tb, "arbiter unseal"), tc.unsealAsked)
	}
}
