package speech

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// stepBackend is a backend the test drives: each Speak reports its text on
// started and then waits for a finish or for cancellation.
type stepBackend struct {
	started chan string
	finish  chan error
	mu      sync.Mutex
	log     []string // "said X" or "cut X"
	closed  bool
}

func newStep() *stepBackend {
	return &stepBackend{started: make(chan string, 16), finish: make(chan error)}
}

func (b *stepBackend) Name() string { return "step" }

func (b *stepBackend) Speak(ctx context.Context, s Speech) error {
	b.started <- s.Text
	select {
	case err := <-b.finish:
		b.record("said " + s.Text)
		return err
	case <-ctx.Done():
		b.record("cut " + s.Text)
		return ctx.Err()
	}
}

func (b *stepBackend) record(s string) {
	b.mu.Lock()
	b.log = append(b.log, s)
	b.mu.Unlock()
}

func (b *stepBackend) Close() error {
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	return nil
}

func (b *stepBackend) events() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.log...)
}

// expectStart waits for the backend to start speaking want.
func expectStart(t *testing.T, b *stepBackend, want string) {
	t.Helper()
	select {
	case got := <-b.started:
		if got != want {
			t.Fatalf("started %q, want %q", got, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("nothing started, want %q", want)
	}
}

func text(s string, p Priority) Utterance { return Utterance{Text: s, Priority: p} }

func TestSpeakerPriorities(t *testing.T) {
	type step struct {
		say    []Utterance // queued at this step
		start  string      // then the backend must start this
		finish bool        // and is allowed to finish it
		idle   bool        // then the speaker must become idle
	}
	tests := []struct {
		name  string
		steps []step
		log   []string
	}{
		{
			name: "move interrupts periodic",
			steps: []step{
				{say: []Utterance{text("time", Periodic)}, start: "time"},
				{say: []Utterance{text("e4", Move)}, start: "e4", finish: true},
			},
			log: []string{"cut time", "said e4"},
		},
		{
			name: "queued periodic waits behind moves, moves keep order",
			steps: []step{
				{say: []Utterance{text("e4", Move)}, start: "e4"},
				{say: []Utterance{text("time", Periodic), text("e5", Move), text("Nf3", Move)}, finish: true},
				{start: "e5", finish: true},
				{start: "Nf3", finish: true},
				{start: "time", finish: true},
			},
			log: []string{"said e4", "said e5", "said Nf3", "said time"},
		},
		{
			name: "periodic waits behind a request",
			steps: []step{
				{say: []Utterance{text("my time", OnRequest)}, start: "my time"},
				{say: []Utterance{text("1 min", Periodic)}, finish: true},
				{start: "1 min", finish: true},
			},
			log: []string{"said my time", "said 1 min"},
		},
		{
			name: "newer periodic replaces a queued older one",
			steps: []step{
				{say: []Utterance{text("e4", Move)}, start: "e4"},
				{say: []Utterance{text("30 s", Periodic), text("20 s", Periodic)}, finish: true},
				{start: "20 s", finish: true},
			},
			log: []string{"said e4", "said 20 s"},
		},
		{
			name: "no-wait periodic is dropped while anything is said",
			steps: []step{
				{say: []Utterance{text("e4", Move)}, start: "e4"},
				{say: []Utterance{{Text: "Black to move", Priority: Periodic, MaxWait: NoWait}}, finish: true},
				{say: []Utterance{text("1 min", Periodic)}, start: "1 min"},
				{say: []Utterance{{Text: "White to move", Priority: Periodic, MaxWait: NoWait}}, finish: true, idle: true},
				{say: []Utterance{{Text: "Black to move", Priority: Periodic, MaxWait: NoWait}}, start: "Black to move"},
				{say: []Utterance{text("30 s", Periodic)}, start: "30 s", finish: true},
			},
			log: []string{"said e4", "said 1 min", "cut Black to move", "said 30 s"},
		},
		{
			name: "newer request replaces older",
			steps: []step{
				{say: []Utterance{text("my time 1", OnRequest)}, start: "my time 1"},
				{say: []Utterance{text("my time 2", OnRequest)}, start: "my time 2", finish: true},
			},
			log: []string{"cut my time 1", "said my time 2"},
		},
		{
			name: "alert interrupts move, move is said again",
			steps: []step{
				{say: []Utterance{text("e4", Move)}, start: "e4"},
				{say: []Utterance{text("flag", Alert)}, start: "flag", finish: true},
				{start: "e4", finish: true},
			},
			log: []string{"cut e4", "said flag", "said e4"},
		},
		{
			name: "move does not interrupt alert, waits",
			steps: []step{
				{say: []Utterance{text("flag", Alert)}, start: "flag"},
				{say: []Utterance{text("e4", Move), text("my time", OnRequest)}, finish: true},
				{start: "e4", finish: true},
				{start: "my time", finish: true},
			},
			log: []string{"said flag", "said e4", "said my time"},
		},
		{
			name: "request does not interrupt move",
			steps: []step{
				{say: []Utterance{text("e4", Move)}, start: "e4"},
				{say: []Utterance{text("my time", OnRequest), text("periodic", Periodic)}, finish: true},
				{start: "my time", finish: true},
				{start: "periodic", finish: true},
			},
			log: []string{"said e4", "said my time", "said periodic"},
		},
		{
			name: "periodic interrupts periodic",
			steps: []step{
				{say: []Utterance{text("10 min", Periodic)}, start: "10 min"},
				{say: []Utterance{text("9 min", Periodic)}, start: "9 min", finish: true},
			},
			log: []string{"cut 10 min", "said 9 min"},
		},
		{
			name: "out-of-range priority counts as alert",
			steps: []step{
				{say: []Utterance{text("e4", Move)}, start: "e4"},
				{say: []Utterance{text("odd", Priority(9))}, start: "odd", finish: true},
				{start: "e4", finish: true},
			},
			log: []string{"cut e4", "said odd", "said e4"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newStep()
			sp := NewSpeaker(b, Options{})
			for _, st := range tc.steps {
				for _, u := range st.say {
					sp.Say(u)
				}
				if st.start != "" {
					expectStart(t, b, st.start)
				}
				if st.finish {
					b.finish <- nil
				}
				if st.idle {
					drain(t, sp)
				}
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := sp.Drain(ctx); err != nil {
				t.Fatal(err)
			}
			if got := b.events(); strings.Join(got, "|") != strings.Join(tc.log, "|") {
				t.Errorf("log %q, want %q", got, tc.log)
			}
			if err := sp.Close(); err != nil {
				t.Fatal(err)
			}
			if !b.closed {
				t.Error("backend not closed")
			}
		})
	}
}

// TestSpeakerPeriodicExpires: a periodic utterance that waited longer than
// its MaxWait is dropped as stale when its turn comes.
func TestSpeakerPeriodicExpires(t *testing.T) {
	b := newStep()
	sp := NewSpeaker(b, Options{})
	defer sp.Close()
	sp.Say(text("e4", Move))
	expectStart(t, b, "e4")
	sp.Say(Utterance{Text: "1 min", Priority: Periodic, MaxWait: 20 * time.Millisecond})
	sp.Say(Utterance{Text: "fresh", Priority: Periodic, MaxWait: time.Hour})
	time.Sleep(100 * time.Millisecond)
	b.finish <- nil
	expectStart(t, b, "fresh")
	b.finish <- nil
	drain(t, sp)
	// "fresh" replaced "1 min" in the queue; the stale one alone:
	sp.Say(text("e5", Move))
	expectStart(t, b, "e5")
	sp.Say(Utterance{Text: "30 s", Priority: Periodic, MaxWait: 20 * time.Millisecond})
	time.Sleep(100 * time.Millisecond)
	b.finish <- nil
	drain(t, sp)
	if got := strings.Join(b.events(), "|"); got != "said e4|said fresh|said e5" {
		t.Errorf("log %q", got)
	}
}

// TestSpeakerPeriodicRefresh: Refresh is asked for the words when the
// utterance is about to be said, with how long it waited; nil keeps the
// words it was given.
func TestSpeakerPeriodicRefresh(t *testing.T) {
	b := newStep()
	sp := NewSpeaker(b, Options{Style: phonetic.AnnexDEn})
	defer sp.Close()
	waited := make(chan time.Duration, 2)
	refresh := func(w time.Duration) []phonetic.Word {
		waited <- w
		if w < 50*time.Millisecond {
			return nil
		}
		return phonetic.Duration(58 * time.Second)
	}
	one := phonetic.Duration(time.Minute)
	sp.Say(Utterance{Words: one, Priority: Periodic, Refresh: refresh})
	expectStart(t, b, "One minute") // said at once: its own words (a line begins with a capital)
	b.finish <- nil
	drain(t, sp)
	sp.Say(text("e4", Move))
	expectStart(t, b, "e4")
	sp.Say(Utterance{Words: one, Priority: Periodic, Refresh: refresh})
	time.Sleep(100 * time.Millisecond)
	b.finish <- nil
	expectStart(t, b, "Fifty-eight seconds")
	b.finish <- nil
	drain(t, sp)
	if w := <-waited; w >= 50*time.Millisecond {
		t.Errorf("said at once, but waited %v", w)
	}
	if w := <-waited; w < 100*time.Millisecond {
		t.Errorf("waited %v, less than it did", w)
	}
}

func TestSpeakerSayNeverBlocks(t *testing.T) {
	b := newStep()
	sp := NewSpeaker(b, Options{})
	defer sp.Close()
	sp.Say(text("first", Move))
	expectStart(t, b, "first")
	// The backend is stuck; Say must still return at once, and the queue
	// stays bounded.
	done := make(chan struct{})
	go func() {
		for i := 0; i < 10*maxQueue; i++ {
			sp.Say(text("m", Move))
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Say blocked")
	}
	sp.mu.Lock()
	n := len(sp.queue)
	sp.mu.Unlock()
	if n != maxQueue {
		t.Errorf("queue length %d, want %d", n, maxQueue)
	}
	sp.Stop()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := sp.Drain(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestSpeakerDrainTimeout(t *testing.T) {
	b := newStep()
	sp := NewSpeaker(b, Options{})
	sp.Say(text("stuck", Move))
	expectStart(t, b, "stuck")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if err := sp.Drain(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Drain: got %v, want deadline exceeded", err)
	}
	if err := sp.Close(); err != nil {
		t.Fatal(err)
	}
	sp.Say(text("after close", Move)) // must not panic or block
}

// failBackend fails every Speak.
type failBackend struct{ closed bool }

func (f *failBackend) Name() string { return "broken" }
func (f *failBackend) Speak(ctx context.Context, s Speech) error {
	return errors.New("device gone")
}
func (f *failBackend) Close() error { f.closed = true; return nil }

func TestSpeakerFallsBackToText(t *testing.T) {
	var out, note bytes.Buffer
	fb := &failBackend{}
	sp := NewSpeaker(fb, Options{TextOut: &out, Notify: &note})
	sp.Say(Utterance{Words: []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3}, Priority: Move})
	sp.Say(text("second", Move))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := sp.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if got := sp.Backend(); got != "text" {
		t.Errorf("backend after failure %q, want text", got)
	}
	sp.Close()
	if got, want := out.String(), "Springer Felix drei\nsecond\n"; got != want {
		t.Errorf("text out %q, want %q", got, want)
	}
	// The notice is in the language of the style (annexd: German).
	if got, want := note.String(), "Sprache: broken ist ausgefallen (device gone); ab jetzt als Text.\n"; got != want {
		t.Errorf("notice %q, want %q", got, want)
	}
	if !fb.closed {
		t.Error("failed backend not closed")
	}
}

func TestSpeakerStyleAndRate(t *testing.T) {
	rec := &recordBackend{}
	sp := NewSpeaker(rec, Options{Style: phonetic.AnnexDEn, Rate: 7})
	w := []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3}
	sp.Say(Utterance{Words: w, Priority: Move, Channel: Left})
	drain(t, sp)
	sp.SetStyle(phonetic.NATO)
	sp.SetRate(0.1)
	sp.Say(Utterance{Words: w, Priority: Move, Channel: Right})
	drain(t, sp)
	sp.Close()
	want := []Speech{
		{Text: "Knight Felix three", Say: "Knight Felix three", Lang: phonetic.English, Priority: Move, Channel: Left, Rate: MaxRate},
		{Text: "Knight Foxtrot three", Say: "Knight Foxtrot three", Lang: phonetic.English, Priority: Move, Channel: Right, Rate: MinRate},
	}
	if len(rec.got) != len(want) {
		t.Fatalf("got %d speeches, want %d", len(rec.got), len(want))
	}
	for i, w := range want {
		g := rec.got[i]
		if g.Text != w.Text || g.Say != w.Say || g.Lang != w.Lang || g.Priority != w.Priority || g.Channel != w.Channel || g.Rate != w.Rate || len(g.Tokens) != 3 {
			t.Errorf("speech %d: got %+v, want %+v", i, g, w)
		}
	}
}

// recordBackend records what it is asked to say.
type recordBackend struct {
	mu  sync.Mutex
	got []Speech
}

func (r *recordBackend) Name() string { return "record" }
func (r *recordBackend) Speak(ctx context.Context, s Speech) error {
	r.mu.Lock()
	r.got = append(r.got, s)
	r.mu.Unlock()
	return nil
}
func (r *recordBackend) Close() error { return nil }

func drain(t *testing.T, sp *Speaker) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := sp.Drain(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestTextBackend(t *testing.T) {
	var out bytes.Buffer
	sp := NewSpeaker(NewText(&out), Options{Style: phonetic.AnnexD.ASCII()})
	w := []phonetic.Word{phonetic.Pawn, phonetic.FileE, phonetic.Rank5}
	sp.Say(Utterance{Words: w, Priority: Move})
	w[0] = phonetic.King                           // the Speaker keeps its own copy
	sp.Say(Utterance{Text: "  ", Priority: Alert}) // nothing to say: ignored
	sp.Say(text("plain line", OnRequest))
	drain(t, sp)
	sp.Close()
	if got, want := out.String(), "Bauer Eva fuenf\nplain line\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestParseChannel(t *testing.T) {
	for in, want := range map[string]Channel{"": Both, "both": Both, "left": Left, "right": Right} {
		if got, err := ParseChannel(in); err != nil || got != want {
			t.Errorf("ParseChannel(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParseChannel("centre"); err == nil {
		t.Error("ParseChannel(centre): want error")
	}
	if Left.String() != "left" || Both.String() != "both" || Move.String() != "move" || Alert.String() != "alert" {
		t.Error("names")
	}
}

// TestRenderTextLang: text in another language than the style's is spoken
// in its own language; words always in the style's.
func TestRenderTextLang(t *testing.T) {
	en := phonetic.English
	tests := []struct {
		u    Utterance
		want phonetic.Lang
	}{
		{Utterance{Text: "Quit the clock?"}, phonetic.German},
		{Utterance{Text: "Quit the clock?", TextLang: &en}, phonetic.English},
		{Utterance{Words: []phonetic.Word{phonetic.ClockPaused}, TextLang: &en}, phonetic.German},
	}
	for _, tc := range tests {
		if got := Render(tc.u, phonetic.AnnexD, 1).Lang; got != tc.want {
			t.Errorf("%+v: language %v, want %v", tc.u, got, tc.want)
		}
	}
}
