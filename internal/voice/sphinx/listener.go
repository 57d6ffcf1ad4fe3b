package sphinx

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// Heard is one utterance recognised.
type Heard struct {
	// Words are the words heard, in recogniser tokens ("springer felix
	// drei"); "" when speech was heard but nothing of the grammar.
	Words string
	// Latency is the time from the end of the speech (the last loud
	// audio, before the pause that ends an utterance) to the result.
	Latency time.Duration
}

// Line is the table's input line of h: "voice springer felix drei", or
// "voice" alone when nothing was understood.
func (h Heard) Line() string {
	if h.Words == "" {
		return "voice"
	}
	return "voice " + h.Words
}

// Listener turns the microphone's audio into recognised utterances: it
// cuts the audio at pauses (voice.Endpointer), decodes each utterance as
// it comes, and listens for what the table expects next (SetState).
type Listener struct {
	rec *Recognizer
	ep  *voice.Endpointer
	// RequestsOnly makes the listener hear the requests alone (set before
	// Run: the talking clock takes no moves).
	RequestsOnly bool

	mu      sync.Mutex
	pos     *rules.Position // nil: every move
	confirm bool
	changed bool

	frames chan []int16
	// arrivals maps the audio's sample count to the time it came, for
	// the latency.
	arrivals []arrival
	total    int64
}

type arrival struct {
	upTo int64
	at   time.Time
}

// NewListener listens with rec, utterances ending after pause of silence
// (0: voice.DefaultPause).
func NewListener(rec *Recognizer, pause time.Duration) *Listener {
	return &Listener{
		rec:    rec,
		ep:     voice.NewEndpointer(voice.EndpointerOptions{Pause: pause}),
		frames: make(chan []int16, 100),
	}
}

// SetState tells the listener the position in which the next move will be
// said, and whether a move said back waits for its confirmation. It may
// be called from any goroutine; it takes effect at the next utterance.
func (l *Listener) SetState(pos rules.Position, confirm bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.pos, l.confirm, l.changed = &pos, confirm, true
}

// Feed hands the listener audio from the microphone (a copy is kept). It
// never blocks: if the recogniser falls 10 s behind, audio is dropped.
func (l *Listener) Feed(samples []int16) {
	select {
	case l.frames <- append([]int16(nil), samples...):
	default:
	}
}

// Run recognises the audio given to Feed until ctx is done, telling heard
// each utterance.
func (l *Listener) Run(ctx context.Context, heard func(Heard)) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case f := <-l.frames:
			l.total += int64(len(f))
			l.arrivals = append(l.arrivals, arrival{l.total, time.Now()})
			if len(l.arrivals) > 200 {
				l.arrivals = l.arrivals[len(l.arrivals)-200:]
			}
			for _, s := range l.ep.Push(f) {
				if err := l.segment(s, heard); err != nil {
					return err
				}
			}
		}
	}
}

// segment handles one step of the endpointer.
func (l *Listener) segment(s voice.Segment, heard func(Heard)) error {
	switch s.Kind {
	case voice.Begin:
		l.mu.Lock()
		pos, confirm, changed := l.pos, l.confirm, l.changed
		l.changed = false
		l.mu.Unlock()
		var err error
		switch {
		case l.RequestsOnly:
			err = l.rec.SetGrammar(l.rec.vocab.RequestGrammar())
		case changed:
			err = l.rec.SetPosition(pos, confirm)
		}
		if err != nil {
			return fmt.Errorf("speech recognition: %w", err)
		}
		if err := l.rec.Begin(); err != nil {
			return fmt.Errorf("speech recognition: %w", err)
		}
		return l.rec.Feed(s.Samples)
	case voice.Audio:
		return l.rec.Feed(s.Samples)
	case voice.Short:
		_, err := l.rec.End()
		return err
	case voice.End:
		words, err := l.rec.End()
		if err != nil {
			return fmt.Errorf("speech recognition: %w", err)
		}
		heard(Heard{Words: words, Latency: time.Since(l.arrivalOf(s.EndOfSpeech))})
	}
	return nil
}

// arrivalOf is when the audio up to sample n came.
func (l *Listener) arrivalOf(n int64) time.Time {
	for _, a := range l.arrivals {
		if a.upTo >= n {
			return a.at
		}
	}
	return time.Now()
}
