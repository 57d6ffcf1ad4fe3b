package braille

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
)

// TestQuestionOutlastsTheAutomaticTimeAnnouncements: a question that
// waits for its answer (a resignation's, in casual play, where the clock
// runs on) stays on the display through the clock's automatic time
// announcements ("1 minute"), which are said but do not take its place;
// the answer does. A flag fall, an alert, still does. In de, en and cs.
func TestQuestionOutlastsTheAutomaticTimeAnnouncements(t *testing.T) {
	for _, tc := range []struct {
		lang, resign, no, question, cancelled string
		code                                  Code
	}{
		{"en", "resign white", "no", "White resigns", "Cancelled, nothing changed.", UK},
		{"de", "aufgeben weiß", "nein", "Weiß gibt auf", "Abgebrochen, nichts geändert.", German},
		{"cs", "vzdát bílý", "ne", "Bílý se vzdává", "Zrušeno, nic se nezměnilo.", Czech},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			s := table.DefaultSetup()
			s.Lang, s.Time, s.Setting = tc.lang, "2+0", table.SettingCasual
			tb, err := table.New(s)
			if err != nil {
				t.Fatal(err)
			}
			start := rules.StartPosition()
			d := NewDisplay(&recorder{cells: 40}, tc.code, &start)
			defer d.Close()
			var at time.Duration
			feed(tb, d, &at, "e4", "e5", "press", tc.resign)
			asked := d.Message()
			if !strings.HasPrefix(asked, tc.question) {
				t.Fatalf("the question is not shown: %q", asked)
			}
			periodic := false
			for _, o := range tb.Apply(table.Input{At: 70 * time.Second, Source: table.SourceTimer}) {
				periodic = periodic || o.Kind == table.KindAnnounce && o.Say.Priority == speech.Periodic
				d.Sink(o)
			}
			if !periodic {
				t.Fatal("no automatic time announcement at 70 s")
			}
			if got := d.Message(); got != asked {
				t.Errorf("an automatic time announcement took the question's place: %q, want %q", got, asked)
			}
			at = 70 * time.Second
			feed(tb, d, &at, tc.no)
			if got := d.Message(); got != tc.cancelled {
				t.Errorf("the answer: %q, want %q", got, tc.cancelled)
			}
			feed(tb, d, &at, tc.resign)
			asked = d.Message()
			flag := false
			for _, o := range tb.Apply(table.Input{At: 3 * time.Minute, Source: table.SourceTimer}) {
				flag = flag || o.Kind == table.KindAnnounce && o.Say.Priority == speech.Alert
				d.Sink(o)
			}
			if got := d.Message(); !flag || got == asked {
				t.Errorf("the flag fall (said %v) did not take the question's place: %q", flag, got)
			}
		})
	}
}
