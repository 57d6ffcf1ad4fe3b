package eboard

import (
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// ErrNotConnected is returned when a driver is asked to send something
// while its port is not open.
var ErrNotConnected = catalog.Errorf("eboard.not-connected")

// Protocol is what one board protocol adds to a Link: its framing and its
// messages. The Link calls it with its lock held; it calls the Link's
// helpers (Send, Event, Fire, Error, Noise, Answered, Up, Doubt, TakeWant)
// to report what the board said.
type Protocol interface {
	// Opened is called when the port opened (the Link has started a new
	// connection): reset the framing, send the initialisation.
	Opened(at time.Time)
	// Feed is called with the bytes read from the board, which arrived at
	// at.
	Feed(p []byte, at time.Time)
	// KeepAlive is called after a silence: send what the board answers.
	KeepAlive(at time.Time)
	// Closed is called when the port went away, before the Link reports
	// it: stop the protocol's timers, drop what was half received.
	Closed(at time.Time)
	// Stopped is called once when the driver stops: stop every timer.
	Stopped()
	// NoAnswer returns what to say when no board has answered (sent its
	// position) within the no-answer delay after the port opened.
	NoAnswer() Note
	// SnapshotCommand returns the bytes that ask the board for its whole
	// position.
	SnapshotCommand() []byte
}

// Link is the connection layer under every board driver: what a driver
// does for any protocol when the port opens, closes, fails to open or
// stays silent, how it says each fault once and line noise once for each
// episode, when a board counts as connected (and as back), how a snapshot
// is asked for, and the resync after line trouble (Resync once, the next
// snapshot reported whatever it shows). A protocol's driver (dgt, tactile;
// Millennium, Certabo and Chessnut to come) adds only its framing and its
// messages, as a Protocol; it embeds the Link's Port, which the transport
// (serialport) calls, and holds the Link for the helpers, which it calls
// with the Link's lock held (Lock, Unlock) as each method's comment says.
// Create one with NewLink.
type Link struct {
	mu    sync.Mutex
	kind  Kind
	w     io.Writer
	emit  func(Event)
	now   func() time.Time
	fill  func(*Event)
	proto Protocol
	delay time.Duration // the no-answer delay

	want    atomic.Bool // the next snapshot is reported whatever it shows
	stopped bool
	conn    ConnState
	noise   NoiseGate
	resync  bool
	shown   bool // Connected was reported since the port opened
	everUp  bool // Connected was reported once: a later one is a return
}

// LinkOptions tune the connection layer; the Options of every driver
// embed them. The zero value gives the defaults.
type LinkOptions struct {
	// Now is the clock that stamps events created by timers; default
	// time.Now. Events caused by bytes carry the arrival time given by the
	// transport.
	Now func() time.Time
	// NoAnswerDelay is how long after opening the port the driver waits
	// for the board to answer (with its position) before it says that no
	// board answers (Protocol.NoAnswer). Default DefaultNoAnswerDelay;
	// negative disables.
	NoAnswerDelay time.Duration
}

// DefaultNoAnswerDelay is the default LinkOptions.NoAnswerDelay.
const DefaultNoAnswerDelay = 3 * time.Second

// NewLink returns the connection layer of a driver for boards of kind,
// running protocol p, and the Link's Port, which the driver embeds. The
// Link sends to w (nil: a driver fed by hand, as in replays) and reports
// events through emit, with the Link's lock held (emit must not call back
// into the driver). fill adds the board state the driver knows to every
// event it makes (HasBoard, Occupied, Pieces), nil if it knows none.
func NewLink(kind Kind, w io.Writer, emit func(Event), opts LinkOptions, p Protocol, fill func(*Event)) (*Link, Port) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.NoAnswerDelay == 0 {
		opts.NoAnswerDelay = DefaultNoAnswerDelay
	}
	if fill == nil {
		fill = func(*Event) {}
	}
	l := &Link{kind: kind, w: w, emit: emit, now: opts.Now, delay: opts.NoAnswerDelay, proto: p, fill: fill}
	return l, Port{l}
}

// Port is the side of a Link that the transport calls when the port
// opens, sends bytes, falls silent, closes or cannot be opened; a driver
// embeds it, and so implements serialport.Driver. Each method takes the
// Link's lock and calls the Protocol.
type Port struct{ l *Link }

// Connected is called when the port opened at at: a new connection
// (see open), then Protocol.Opened.
func (p Port) Connected(at time.Time) {
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.open(at, p.l.delay, func() { p.l.Error(p.l.now(), p.l.proto.NoAnswer()) })
	p.l.proto.Opened(at)
}

// Data is called with bytes read from the board, which arrived at at.
func (p Port) Data(b []byte, at time.Time) {
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.proto.Feed(b, at)
}

// KeepAlive is called after a silence on the line.
func (p Port) KeepAlive(at time.Time) {
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.proto.KeepAlive(at)
}

// Disconnected is called when the port went away at at, err saying why:
// Protocol.Closed, then the Link reports it (see close).
func (p Port) Disconnected(at time.Time, err error) {
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.proto.Closed(at)
	p.l.close(at, err)
}

// OpenFailed is called when the port could not be opened: the cause is
// said once.
func (p Port) OpenFailed(at time.Time, err error) {
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.Error(at, errNote(err))
}

// RequestSnapshot asks the board for its whole position; a Snapshot event
// follows, reported whatever it shows.
func (p Port) RequestSnapshot() error {
	p.l.want.Store(true)
	if p.l.w == nil {
		return ErrNotConnected
	}
	if _, err := p.l.w.Write(p.l.proto.SnapshotCommand()); err != nil {
		return catalog.Errorf("eboard.ask-position", p.l.kind, err)
	}
	return nil
}

// Stop stops the driver's timers; it emits nothing afterwards.
func (p Port) Stop() {
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.stopped = true
	p.l.conn.Stop()
	p.l.proto.Stopped()
}

// Lock takes the lock that guards the Link and the driver's own state.
func (l *Link) Lock() { l.mu.Lock() }

// Unlock releases it.
func (l *Link) Unlock() { l.mu.Unlock() }

// Now returns the time of the driver's clock (for events made by timers).
func (l *Link) Now() time.Time { return l.now() }

// Conn returns the state of the connection.
func (l *Link) Conn() *ConnState { return &l.conn }

// Stopped reports whether Stop was called: the driver emits nothing and
// starts no timer any more.
func (l *Link) Stopped() bool { return l.stopped }

// Send writes p to the board; a failed write shows up as a read error of
// the transport too, so it is not reported here.
func (l *Link) Send(p []byte) {
	if l.w != nil {
		_, _ = l.w.Write(p)
	}
}

// Event returns an event of type t at time at, from this kind of board,
// with the board state the driver knows. Lock held.
func (l *Link) Event(at time.Time, t EventType) Event {
	e := Event{Time: at, Board: l.kind, Type: t, Square: rules.NoSquare}
	l.fill(&e)
	return e
}

// Fire reports e unless the driver was stopped. Lock held.
func (l *Link) Fire(e Event) {
	if !l.stopped {
		l.emit(e)
	}
}

// Error reports the fault n, once: not again while it repeats, nor
// while the board is away (see ConnState.Report). Lock held.
func (l *Link) Error(at time.Time, n Note) {
	if !l.conn.Report(n) {
		return
	}
	e := l.Event(at, Error)
	e.SetNote(n)
	l.Fire(e)
}

// Noise reports line trouble n (a sentence that starts "line noise:"),
// once for each episode (see NoiseGate), with what to do if it goes on
// (the Note "eboard.noise" around n). Lock held.
func (l *Link) Noise(at time.Time, n Note) {
	if !l.noise.Say(at) {
		return
	}
	e := l.Event(at, Error)
	e.SetNote(Say("eboard.noise", n))
	l.Fire(e)
}

// open records that the port opened at at: a new connection, no answer
// yet, no noise, no resync, and the first snapshot is reported. If delay
// is positive, silent is called, with the lock held, after delay unless
// the board has answered or the port has closed by then (it says that no
// board answers, in the protocol's words). The driver then sends its
// initialisation. Lock held.
func (l *Link) open(at time.Time, delay time.Duration, silent func()) {
	if l.stopped {
		delay = 0
	}
	l.conn.Open(&l.mu, delay, func() {
		if !l.stopped {
			silent()
		}
	})
	l.noise.Reset()
	l.want.Store(true)
	l.resync = false
	l.shown = false
}

// close records that the port went away at at (err says why; nil:
// unknown). A board reported connected is reported Disconnected, saying
// why and what to do (DisconnectedNote); on a port that never had a
// board, the cause is said as an error, once. Lock held.
func (l *Link) close(at time.Time, err error) {
	cause, _ := l.conn.Close(err)
	shown := l.shown
	l.shown, l.resync = false, false
	if !shown {
		l.Error(at, cause)
		return
	}
	e := l.Event(at, Disconnected)
	e.SetNote(DisconnectedNote(cause))
	l.Fire(e)
}

// DisconnectedNote is the Note of a Disconnected event: why (cause, in the
// transport's words) and what to do.
func DisconnectedNote(cause Note) Note {
	return Say("eboard.disconnected", cause)
}

// Answered records that the board answered (any message); it reports
// whether this is the first answer since the port opened. Lock held.
func (l *Link) Answered() bool { return l.conn.Answer() }

// Shown reports whether the board was reported Connected since the port
// opened.
func (l *Link) Shown() bool { return l.shown }

// Up reports the board connected at at, with its identity in n,
// once per connection and only when its position is known (the driver
// calls it with its first snapshot since the port opened, and reports the
// snapshot right after). On a return, Back is set and the text says that
// the position was read again. Lock held.
func (l *Link) Up(at time.Time, n Note) {
	if l.shown {
		return
	}
	l.shown = true
	e := l.Event(at, Connected)
	if l.everUp {
		e.Back = true
		n = Say("eboard.back", n)
	}
	e.SetNote(n)
	l.everUp = true
	l.Fire(e)
}

// WantSnapshot makes the next snapshot be reported whatever it shows.
func (l *Link) WantSnapshot() { l.want.Store(true) }

// TakeWant reports whether the snapshot that came is to be reported
// whatever it shows (asked for, or the first of a connection), and clears
// the wish. It also ends a resync: the whole board is known again. Lock
// held.
func (l *Link) TakeWant() bool {
	l.resync = false
	return l.want.Swap(false)
}

// Resyncing reports whether the driver waits for a snapshot after line
// trouble: until it comes, no lift and no place is reported.
func (l *Link) Resyncing() bool { return l.resync }

// Doubt starts a resync at at: what the driver holds may differ from the
// board (a line lost, noise between messages, an event that cannot be
// true). The next snapshot is reported whatever it shows; the driver asks
// for it (it reports whether this starts a resync, so that the driver asks
// once and retries while it lasts). The first time in an episode, once the
// board was reported connected, it reports Resync saying why. Lock held.
func (l *Link) Doubt(at time.Time, why Note) bool {
	l.want.Store(true)
	if l.resync {
		return false
	}
	l.resync = true
	if l.shown {
		e := l.Event(at, Resync)
		e.SetNote(Say("eboard.resync", why))
		l.Fire(e)
	}
	return true
}
