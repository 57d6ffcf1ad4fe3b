package table

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/speech"
)

// slowBackend records what it says and takes a little time for each,
// as a voice does, so that the lines of an answer arrive while the first
// is being said.
type slowBackend struct {
	mu   sync.Mutex
	said []string
}

func (b *slowBackend) Name() string { return "slow" }
func (b *slowBackend) Speak(ctx context.Context, s speech.Speech) error {
	select {
	case <-time.After(20 * time.Millisecond):
	case <-ctx.Done():
		return ctx.Err()
	}
	b.mu.Lock()
	b.said = append(b.said, s.Text)
	b.mu.Unlock()
	return nil
}
func (b *slowBackend) Close() error { return nil }

// TestAnswersOfSeveralLinesAreAllSaid: "board" (one line for each board),
// "touches" (the count, then a line a touch) and "repeat" are said by the
// voice line by line, every line; each was a request that replaced the
// one before it, so a player hearing the game by speech alone heard only
// the last line (the sighted board's, the last touch). In de, en and cs.
func TestAnswersOfSeveralLinesAreAllSaid(t *testing.T) {
	for _, c := range []struct{ lang, style string }{{"de", "annexd"}, {"en", "annexd-en"}, {"cs", "cs"}} {
		tb := boardTable(t, func(s *Setup) { s.Lang, s.Style = c.lang, c.style })
		typed(tb, "board tactile lift g1", "board tactile place g1", "board tactile lift b1", "board tactile place b1")
		for _, cmd := range []string{"board", "touches", "repeat"} {
			out := typed(tb, cmd)
			want := texts(out)
			if len(want) < 2 {
				t.Fatalf("%s %s: %q, want more than one line", c.lang, cmd, want)
			}
			b := &slowBackend{}
			sp := speech.NewSpeaker(b, speech.Options{Style: tb.Style()})
			w := &Writer{Out: &strings.Builder{}, Speaker: sp, Earphone: speech.Left}
			for _, o := range out {
				w.Emit(o)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := sp.Drain(ctx); err != nil {
				t.Fatal(err)
			}
			cancel()
			sp.Close()
			if got := strings.Join(b.said, "|"); got != strings.Join(want, "|") {
				t.Errorf("%s %s: the voice said\n%q\nwant every line\n%q", c.lang, cmd, b.said, want)
			}
		}
	}
}
