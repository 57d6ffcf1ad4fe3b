package chessnut

import (
	"context"
	"github.com/blindchess/blindchess/internal/catalog"
	"io"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// Driver turns the position notifications of a Chessnut board into
// eboard events: the first of a connection (and one asked for) is a
// Snapshot, the difference between two is lifts and then places. It is
// fed through its eboard.Port (Connected, Data with one notification per
// call, Disconnected), by a Board or by hand.
type Driver struct {
	eboard.Port
	link *eboard.Link

	have    bool
	place   eboard.Placement
	garbled uint64
}

// Options tune a Driver (the connection layer's) and a Board.
type Options struct {
	eboard.LinkOptions
	// Silence is how long a Board waits for a notification on a
	// connection before it takes the board for hung, drops the connection
	// and connects again (a Chessnut Air repeats its position about ten
	// times a second while reporting is on, changed or not). Default
	// DefaultSilence; negative: never (a recording pauses as it likes).
	Silence time.Duration
}

// DefaultSilence is the default Options.Silence.
const DefaultSilence = 3 * time.Second

// NewDriver returns a driver that writes its commands to w and reports
// through emit (called with the driver's lock held).
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	d := &Driver{}
	d.link, d.Port = eboard.NewLink(eboard.Chessnut, w, emit, opts.LinkOptions, protocol{d}, d.fill)
	return d
}

type protocol struct{ d *Driver }

func (p protocol) Opened(time.Time)            { p.d.link.Send(EnableReporting) }
func (p protocol) Feed(b []byte, at time.Time) { p.d.notification(b, at) }
func (p protocol) KeepAlive(time.Time)         {}
func (p protocol) Closed(time.Time)            {}
func (p protocol) Stopped()                    {}
func (p protocol) SnapshotCommand() []byte     { return EnableReporting }

func (p protocol) NoAnswer() eboard.Note {
	return eboard.Say("chessnut.no-answer")
}

func (d *Driver) fill(e *eboard.Event) { d.place.Fill(e, d.have) }

// Garbled returns the number of notifications that were no position.
func (d *Driver) Garbled() uint64 {
	d.link.Lock()
	defer d.link.Unlock()
	return d.garbled
}

func (d *Driver) notification(n []byte, at time.Time) {
	p, err := DecodeFEN(n)
	if err != nil {
		d.garbled++
		if d.have {
			if d.link.Doubt(at, eboard.Say("chessnut.garbled")) {
				// Asked once a resync: the board streams its position
				// anyway, so the next whole one ends it.
				d.link.Send(EnableReporting)
			}
			d.link.Noise(at, eboard.Say("eboard.line-noise", err))
		}
		return
	}
	want := d.link.TakeWant() || !d.link.Shown() || !d.have
	if want {
		d.place, d.have = p, true
		if d.link.Answered() {
			d.link.Up(at, eboard.Say("chessnut.board"))
		}
		d.link.Fire(d.link.Event(at, eboard.Snapshot))
		return
	}
	d.link.FireChanges(at, &d.place, p)
}

// Transport reaches a Chessnut board: BLE on a machine with Bluetooth, a
// recorded sequence in tests and for trying without a board.
type Transport interface {
	// Connect finds the board addr names, connects and subscribes to its
	// position notifications, each handed to notify (from any goroutine,
	// in order; the slice is only valid during the call).
	Connect(ctx context.Context, addr string, notify func([]byte)) (Conn, error)
}

// Conn is a connection to a board.
type Conn interface {
	// Write sends a command to the board's command characteristic.
	Write(p []byte) error
	// Lost is closed when the board goes away (asleep, switched off, out
	// of reach).
	Lost() <-chan struct{}
	// Close disconnects.
	Close() error
}

// ErrLost is why a board went away, in words.
var ErrLost = catalog.Errorf("chessnut.lost")

// Board is a running Chessnut board: a Transport connected again and
// again (with a growing wait) and a Driver, its events on a channel.
type Board struct {
	driver *Driver
	events chan eboard.Event
	cancel context.CancelFunc
	done   chan struct{}
	once   sync.Once

	mu      sync.Mutex
	conn    Conn
	silence time.Duration
}

// Start connects to the board at addr through t in the background.
func Start(t Transport, addr string, opts Options) *Board {
	ctx, cancel := context.WithCancel(context.Background())
	b := &Board{events: make(chan eboard.Event, 256), cancel: cancel, done: make(chan struct{})}
	emit := func(e eboard.Event) {
		select {
		case b.events <- e:
		case <-ctx.Done():
		}
	}
	b.driver = NewDriver(writerFunc(b.write), emit, opts)
	b.silence = opts.Silence
	if b.silence == 0 {
		b.silence = DefaultSilence
	}
	go func() {
		defer close(b.done)
		b.run(ctx, t, addr)
	}()
	return b
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

func (b *Board) write(p []byte) (int, error) {
	b.mu.Lock()
	c := b.conn
	b.mu.Unlock()
	if c == nil {
		return 0, eboard.ErrNotConnected
	}
	if err := c.Write(p); err != nil {
		return 0, catalog.Errorf("chessnut.write", err)
	}
	return len(p), nil
}

func (b *Board) run(ctx context.Context, t Transport, addr string) {
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		notes := make(chan []byte, 64)
		c, err := t.Connect(ctx, addr, func(n []byte) {
			select {
			case notes <- append([]byte(nil), n...):
			case <-ctx.Done():
			}
		})
		if err != nil {
			b.driver.OpenFailed(time.Now(), err)
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				return
			}
			wait = min(2*wait, 5*time.Second)
			continue
		}
		wait = 100 * time.Millisecond
		b.mu.Lock()
		b.conn = c
		b.mu.Unlock()
		b.driver.Connected(time.Now())
		why := b.serve(ctx, c, notes)
		b.mu.Lock()
		b.conn = nil
		b.mu.Unlock()
		_ = c.Close()
		if ctx.Err() != nil {
			return
		}
		b.driver.Disconnected(time.Now(), why)
	}
}

// serve feeds the notifications of one connection until it is lost, and
// says why: ErrLost, or the board silent for longer than b.silence.
func (b *Board) serve(ctx context.Context, c Conn, notes <-chan []byte) error {
	var silent <-chan time.Time
	var timer *time.Timer
	if b.silence > 0 {
		timer = time.NewTimer(b.silence)
		defer timer.Stop()
		silent = timer.C
	}
	for {
		select {
		case n := <-notes:
			b.driver.Data(n, time.Now())
			if timer != nil {
				timer.Reset(b.silence)
			}
		case <-silent:
			return catalog.Errorf("chessnut.silent", b.silence)
		case <-c.Lost():
			for { // what came before the loss still counts
				select {
				case n := <-notes:
					b.driver.Data(n, time.Now())
				default:
					return ErrLost
				}
			}
		case <-ctx.Done():
			return ErrLost
		}
	}
}

// Events returns the channel of the board's events, closed after Close.
func (b *Board) Events() <-chan eboard.Event { return b.events }

// RequestSnapshot asks the board for its position again.
func (b *Board) RequestSnapshot() error { return b.driver.RequestSnapshot() }

// Driver returns the protocol driver.
func (b *Board) Driver() *Driver { return b.driver }

// Close disconnects, stops the driver and closes the event channel.
func (b *Board) Close() error {
	b.once.Do(func() {
		b.cancel()
		<-b.done
		b.driver.Stop()
		close(b.events)
	})
	return nil
}
