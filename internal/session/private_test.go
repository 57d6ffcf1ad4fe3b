package session

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
)

// namedBackend records what it is asked to say, under a backend's name:
// the routing decision depends on the name alone (speech-dispatcher
// cannot send a sentence to one channel), and no routing daemon runs in
// a test.
type namedBackend struct {
	name string
	mu   sync.Mutex
	said []string
}

func (b *namedBackend) Name() string { return b.name }
func (b *namedBackend) Speak(_ context.Context, s speech.Speech) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.said = append(b.said, s.Channel.String()+": "+s.Text)
	return nil
}
func (b *namedBackend) Close() error { return nil }

// TestTournamentKeepsPrivateFactsOffUnroutedSpeech: in tournament play,
// speech-dispatcher (which cannot route) and --earphone both say only
// what everyone may hear; an earphone channel says the private facts
// there; casual play says everything.
func TestTournamentKeepsPrivateFactsOffUnroutedSpeech(t *testing.T) {
	cases := []struct {
		name     string
		backend  string
		earphone speech.Channel
		casual   bool
		want     string // what was said
		note     bool   // stderr says why
	}{
		{"speech-dispatcher in tournament play", "speech-dispatcher", speech.Left, false, "both: Everyone hears this.", true},
		{"earphone both in tournament play", "espeak-ng", speech.Both, false, "both: Everyone hears this.", true},
		{"earphone left in tournament play", "espeak-ng", speech.Left, false, "both: Everyone hears this.|left: For the VI player.", false},
		{"speech-dispatcher in casual play", "speech-dispatcher", speech.Both, true, "both: Everyone hears this.|both: For the VI player.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := table.DefaultSetup()
			s.Lang = "en"
			if c.casual {
				s.Setting = table.SettingCasual
			}
			tb, err := table.New(s)
			if err != nil {
				t.Fatal(err)
			}
			b := &namedBackend{name: c.backend}
			sp := speech.NewSpeaker(b, speech.Options{Style: tb.Style()})
			out := &table.Writer{Out: &strings.Builder{}, Speaker: sp, Earphone: c.earphone}
			var stderr strings.Builder
			keepPrivate(out, tb, false, &stderr)
			out.Emit(table.Output{Kind: table.KindAnnounce, Say: table.Announcement{Text: "Everyone hears this.", Priority: speech.Move, Audience: table.All}})
			out.Emit(table.Output{Kind: table.KindAnnounce, Say: table.Announcement{Text: "For the VI player.", Priority: speech.Move, Audience: table.Player}})
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := sp.Drain(ctx); err != nil {
				t.Fatal(err)
			}
			sp.Close()
			if got := strings.Join(b.said, "|"); got != c.want {
				t.Errorf("said %q, want %q", got, c.want)
			}
			if got := stderr.String() != ""; got != c.note {
				t.Errorf("stderr %q; want a note: %v", stderr.String(), c.note)
			}
		})
	}
}
