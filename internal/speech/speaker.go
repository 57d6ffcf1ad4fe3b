package speech

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// maxQueue bounds the queue; beyond it the newest utterance of the lowest
// priority is dropped (a stuck backend must not grow memory without
// bound). A caller with more to say than that, such as a whole game, gives
// it line by line (Say, then Drain).
const maxQueue = 64

// Options configure a Speaker.
type Options struct {
	// Style renders Words (default phonetic.AnnexD).
	Style phonetic.Style
	// Rate is the speech rate, 1 normal (0 means 1).
	Rate float64
	// Notify receives one line when the backend fails and the Speaker
	// falls back to text (nil: the text output).
	Notify io.Writer
	// TextOut receives the text lines after a fallback (nil: discarded).
	TextOut io.Writer
	// Catalog says the Notify line in the session's language (nil: the
	// language of Style).
	Catalog *catalog.Catalog
}

// item is a queued utterance.
type item struct {
	u   Utterance
	seq uint64
	at  time.Time // when Say was called
}

// Speaker queues utterances by priority and speaks them one at a time
// through a Backend, in its own goroutine. All methods are safe for
// concurrent use and never wait for speech.
type Speaker struct {
	mu       sync.Mutex
	style    phonetic.Style
	rate     float64
	queue    []item // highest priority first, FIFO within a priority
	seq      uint64
	cur      *item
	cancel   context.CancelFunc
	backend  Backend
	notify   io.Writer
	said     catalog.Catalog // the language of the notify line
	textOut  io.Writer
	fellBack bool
	closed   bool
	closing  sync.WaitGroup // a failed backend being closed
	changed  chan struct{}  // closed and replaced on every state change
	wake     chan struct{}
	done     chan struct{}
}

// NewSpeaker starts a Speaker on backend b. Close it when done.
func NewSpeaker(b Backend, opt Options) *Speaker {
	sp := &Speaker{
		style:   opt.Style,
		rate:    clampRate(opt.Rate),
		backend: b,
		notify:  opt.Notify,
		said:    catalog.For(catalog.Lang(opt.Style.Lang())),
		textOut: opt.TextOut,
		changed: make(chan struct{}),
		wake:    make(chan struct{}, 1),
		done:    make(chan struct{}),
	}
	if sp.textOut == nil {
		sp.textOut = io.Discard
	}
	if sp.notify == nil {
		sp.notify = sp.textOut
	}
	if opt.Catalog != nil {
		sp.said = *opt.Catalog
	}
	go sp.run()
	return sp
}

// Backend returns the name of the backend in use (after a fallback: "text").
func (sp *Speaker) Backend() string {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return sp.backend.Name()
}

// SetRate sets the speech rate (1 normal, MinRate..MaxRate) for what is
// said from now on.
func (sp *Speaker) SetRate(r float64) {
	sp.mu.Lock()
	sp.rate = clampRate(r)
	sp.mu.Unlock()
}

// SetStyle sets the style Words are rendered in from now on.
func (sp *Speaker) SetStyle(s phonetic.Style) {
	sp.mu.Lock()
	sp.style = s
	sp.mu.Unlock()
}

// Say queues u and returns at once. What is queued or being said is
// handled by priority:
//   - a periodic announcement waits behind what is being said or waiting,
//     and is dropped when its turn comes after more than its MaxWait (with
//     NoWait: at once, when anything else is being said or waiting); a
//     newer periodic announcement replaces a waiting one and interrupts one
//     being said;
//   - a new on-request utterance replaces a queued or speaking one,
//     unless it Continues the answer before it: then it waits behind it;
//   - a higher priority interrupts a lower one being said; an interrupted
//     move is said again after the interruption, an interrupted periodic
//     announcement is dropped;
//   - moves and alerts are never dropped.
func (sp *Speaker) Say(u Utterance) {
	if u.Priority > Alert {
		u.Priority = Alert
	}
	if len(u.Words) == 0 && strings.TrimSpace(u.Text) == "" {
		return // nothing to say
	}
	u.Words = append([]phonetic.Word(nil), u.Words...) // the caller may reuse its slice
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if sp.closed {
		return
	}
	if u.Priority == Periodic && u.MaxWait < 0 && (len(sp.queue) > 0 || sp.cur != nil) {
		return // worthless later
	}
	next := u.Continues && u.Priority == OnRequest // another line of the same answer
	q := sp.queue[:0]
	for _, it := range sp.queue {
		if !next && it.u.Priority == u.Priority && (u.Priority == Periodic || u.Priority == OnRequest) {
			continue // the new one replaces it
		}
		q = append(q, it)
	}
	sp.queue = q
	if c := sp.cur; c != nil {
		p := c.u.Priority
		if u.Priority > p || (!next && p == u.Priority && (p == Periodic || p == OnRequest)) {
			sp.cancel()
			if p >= Move {
				sp.insert(*c)
			}
			sp.cur = nil // the worker no longer owns it as current
		}
	}
	sp.seq++
	sp.insert(item{u: u, seq: sp.seq, at: time.Now()})
	for len(sp.queue) > maxQueue {
		sp.queue = sp.queue[:len(sp.queue)-1]
	}
	sp.signal()
	select {
	case sp.wake <- struct{}{}:
	default:
	}
}

// insert puts it into the queue by priority, then arrival.
func (sp *Speaker) insert(it item) {
	i := 0
	for i < len(sp.queue) {
		q := sp.queue[i]
		if q.u.Priority < it.u.Priority || (q.u.Priority == it.u.Priority && q.seq > it.seq) {
			break
		}
		i++
	}
	sp.queue = append(sp.queue, item{})
	copy(sp.queue[i+1:], sp.queue[i:])
	sp.queue[i] = it
}

// Stop silences the Speaker: what is being said is cut off and the queue
// is emptied.
func (sp *Speaker) Stop() {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	sp.queue = nil
	if sp.cur != nil {
		sp.cancel()
		sp.cur = nil
	}
	sp.signal()
}

// Hush cuts off what is being said, for a listener who has heard enough
// (the Esc key at play's line editor): the utterance being said is not
// said again, whatever its priority, and the waiting requests and
// periodic announcements are dropped. Moves and alerts still waiting are
// said: Hush silences a sentence, not the game.
func (sp *Speaker) Hush() {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	q := sp.queue[:0]
	for _, it := range sp.queue {
		if it.u.Priority >= Move {
			q = append(q, it)
		}
	}
	sp.queue = q
	if sp.cur != nil {
		sp.cancel()
		sp.cur = nil
	}
	sp.signal()
}

// Drain waits until everything queued has been said, or ctx is done.
func (sp *Speaker) Drain(ctx context.Context) error {
	for {
		sp.mu.Lock()
		idle := sp.cur == nil && len(sp.queue) == 0
		ch := sp.changed
		sp.mu.Unlock()
		if idle {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return catalog.Errorf("speaking.wait", ctx.Err())
		}
	}
}

// Close stops speaking, ends the worker and closes the backend.
func (sp *Speaker) Close() error {
	sp.mu.Lock()
	if sp.closed {
		sp.mu.Unlock()
		return nil
	}
	sp.closed = true
	sp.queue = nil
	if sp.cur != nil {
		sp.cancel()
	}
	sp.signal()
	sp.mu.Unlock()
	close(sp.wake)
	<-sp.done
	sp.closing.Wait()
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if err := sp.backend.Close(); err != nil {
		return catalog.Errorf("speaking.close", sp.backend.Name(), err)
	}
	return nil
}

// signal wakes Drain callers; sp.mu must be held.
func (sp *Speaker) signal() {
	close(sp.changed)
	sp.changed = make(chan struct{})
}

// run is the worker: it says the queue's head until Close.
func (sp *Speaker) run() {
	defer close(sp.done)
	for {
		sp.mu.Lock()
		if sp.closed {
			sp.mu.Unlock()
			return
		}
		if len(sp.queue) == 0 {
			sp.mu.Unlock()
			if _, ok := <-sp.wake; !ok {
				return
			}
			continue
		}
		it := sp.queue[0]
		sp.queue = sp.queue[1:]
		waited := time.Since(it.at)
		if it.u.Priority == Periodic && waited > it.u.maxWait() {
			sp.signal()
			sp.mu.Unlock()
			continue // stale
		}
		ctx, cancel := context.WithCancel(context.Background())
		sp.cur, sp.cancel = &it, cancel
		u, style, rate, b := it.u, sp.style, sp.rate, sp.backend
		sp.mu.Unlock()

		if u.Refresh != nil {
			if w := u.Refresh(waited); w != nil {
				u.Words = w
			}
		}
		s := Render(u, style, rate)
		err := b.Speak(ctx, s)
		interrupted := ctx.Err() != nil
		cancel()

		if err != nil && !interrupted && !errors.Is(err, context.Canceled) {
			sp.mu.Lock()
			failed := sp.fallBack(b)
			sp.mu.Unlock()
			if failed != nil {
				// Told and closed outside the lock: Say never waits for
				// a backend that hangs (a speech-dispatcher that stopped
				// answering takes its timeout to close).
				fmt.Fprintln(sp.notify, sp.said.Say("speaking.failed", failed.Name(), err))
				sp.closing.Add(1)
				go func() {
					defer sp.closing.Done()
					_ = failed.Close()
				}()
			}
			// The utterance that failed is not lost: it goes out as text.
			fmt.Fprintln(sp.textOut, s.Text)
		}
		sp.mu.Lock()
		if sp.cur == &it {
			sp.cur = nil
		}
		sp.signal()
		sp.mu.Unlock()
	}
}

// fallBack replaces a failed backend by text, once; it returns the
// backend to tell about and close (nil when that was done before). sp.mu
// must be held.
func (sp *Speaker) fallBack(b Backend) Backend {
	if sp.backend != b || sp.fellBack {
		return nil
	}
	sp.fellBack = true
	sp.backend = NewText(sp.textOut)
	return b
}
